// The staff order lists as criteria over reservations, here so that the server's queries and the
// web app's filters (web/features/reservations/filters.ts) share one definition:
//   pending — CREATED, awaiting a decision, oldest first (first come, first served);
//   current — WAITING and SCHEDULED arriving from today on, soonest first;
//   history — FINISHED and DELETED, most recent arrival first;
//   all     — everything, newest booking first.
// Extra filters narrow a view; they never widen it (a status filter outside the view yields nothing).
import type { ReservationStatus, StopType } from '../generated/prisma/enums.ts';
import type { LocalDate } from './local-time.ts';

export type ReservationView = 'ALL' | 'PENDING' | 'CURRENT' | 'HISTORY';

export const VIEW_STATUSES: Readonly<Record<ReservationView, readonly ReservationStatus[]>> = {
  ALL: ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'],
  PENDING: ['CREATED'],
  CURRENT: ['WAITING', 'SCHEDULED'],
  HISTORY: ['FINISHED', 'DELETED'],
};

export type ViewOrder = 'CREATED_ASC' | 'CREATED_DESC' | 'ARRIVAL_ASC' | 'ARRIVAL_DESC';

/** Each view's order (ties broken by id, in the same direction). */
export const VIEW_ORDER: Readonly<Record<ReservationView, ViewOrder>> = {
  PENDING: 'CREATED_ASC',
  CURRENT: 'ARRIVAL_ASC',
  HISTORY: 'ARRIVAL_DESC',
  ALL: 'CREATED_DESC',
};

export interface ViewFilter {
  /** Arrival from this local date (inclusive). */
  from?: LocalDate | null;
  /** Arrival up to this local date (inclusive). */
  to?: LocalDate | null;
  types?: readonly StopType[] | null;
  statuses?: readonly ReservationStatus[] | null;
}

export interface ViewCriteria {
  statuses: ReservationStatus[];
  types: StopType[] | null;
  fromDay: LocalDate | null;
  toDay: LocalDate | null;
  order: ViewOrder;
}

export function viewCriteria(view: ReservationView, filter: ViewFilter, today: LocalDate): ViewCriteria {
  const allowed = VIEW_STATUSES[view];
  const statuses = filter.statuses?.length ? allowed.filter((s) => filter.statuses!.includes(s)) : [...allowed];
  // Current means upcoming: nothing that arrived before today, whatever the filter says.
  const fromDay = view === 'CURRENT' ? maxDate(filter.from ?? null, today) : (filter.from ?? null);
  return { statuses, types: filter.types?.length ? [...filter.types] : null, fromDay, toDay: filter.to ?? null, order: VIEW_ORDER[view] };
}

function maxDate(a: LocalDate | null, b: LocalDate): LocalDate {
  return a && a > b ? a : b;
}
