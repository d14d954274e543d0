// Which order list a reservation belongs in, and where, by the server's own view criteria and
// orders (graph/domain/staff-views.ts), for what arrives live or comes back from an action, so a
// confirmed reservation leaves the pending queue and appears among the current ones without a
// reload. Pure functions over plain facts; connections.ts applies them to Relay's store.
import { VIEW_ORDER, viewCriteria } from '../../../graph/domain/staff-views.ts';
import { type ReservationFilter, type Status, type StopType, type View, normaliseOrderNumber } from './filters.ts';
import type { LocalDate } from './time.ts';

export interface ReservationFacts {
  id: string;
  status: Status;
  type: StopType;
  arrivalDay: LocalDate;
  /** ISO instant. */
  arrivalAt: string;
  /** ISO instant. */
  createdAt: string;
  orderNumber: string;
  organisationId: string | null;
}

/** Whether the reservation is in `view` narrowed by `filter` (today: Ljubljana's, for CURRENT). */
export function belongsTo(view: View, filter: ReservationFilter, r: ReservationFacts, today: LocalDate): boolean {
  // The server's own criteria for the view (statuses, "current" meaning from today on).
  const c = viewCriteria(view, { from: filter.from, to: filter.to, types: filter.type ? [filter.type] : null, statuses: filter.statuses }, today);
  if (!c.statuses.includes(r.status)) return false;
  if (c.fromDay && r.arrivalDay < c.fromDay) return false;
  if (c.toDay && r.arrivalDay > c.toDay) return false;
  if (c.types && !c.types.includes(r.type)) return false;
  if (filter.clientId && r.organisationId !== filter.clientId) return false;
  const number = normaliseOrderNumber(filter.query);
  if (number && r.orderNumber !== number) return false;
  return true;
}

type SortFacts = Pick<ReservationFacts, 'id' | 'arrivalAt' | 'createdAt'>;

/** Negative when `a` comes first in the view's order (the server's ORDER_BY, id as tie-breaker). */
export function compareIn(view: View, a: SortFacts, b: SortFacts): number {
  const time = (value: string) => new Date(value).getTime();
  const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  switch (VIEW_ORDER[view]) {
    case 'CREATED_ASC':
      return time(a.createdAt) - time(b.createdAt) || byId;
    case 'ARRIVAL_ASC':
      return time(a.arrivalAt) - time(b.arrivalAt) || byId;
    case 'ARRIVAL_DESC':
      return time(b.arrivalAt) - time(a.arrivalAt) || -byId;
    case 'CREATED_DESC':
    default:
      return time(b.createdAt) - time(a.createdAt) || -byId;
  }
}

/**
 * Where the reservation goes among the loaded rows (which are in the view's order and do not
 * contain it): an index, or null when it sorts after the last loaded row while more pages exist —
 * it then arrives with "show more" in its proper place.
 */
export function insertionIndex(view: View, rows: readonly SortFacts[], r: SortFacts, hasNextPage: boolean): number | null {
  const index = rows.findIndex((row) => compareIn(view, r, row) < 0);
  if (index >= 0) return index;
  return hasNextPage ? null : rows.length;
}

export type Placement = { kind: 'none' } | { kind: 'remove' } | { kind: 'insert'; index: number } | { kind: 'move'; index: number };

/**
 * What a loaded list does with a reservation as it is now. `others`: the list's other rows in
 * order; `currentIndex`: where it is shown now (null: not shown). Indexes count among `others`.
 */
export function placement(
  view: View,
  filter: ReservationFilter,
  r: ReservationFacts,
  today: LocalDate,
  list: { others: readonly SortFacts[]; currentIndex: number | null; hasNextPage: boolean },
): Placement {
  const shown = list.currentIndex !== null;
  if (!belongsTo(view, filter, r, today)) return shown ? { kind: 'remove' } : { kind: 'none' };
  const index = insertionIndex(view, list.others, r, list.hasNextPage);
  if (index === null) return shown ? { kind: 'remove' } : { kind: 'none' };
  if (!shown) return { kind: 'insert', index };
  return index === list.currentIndex ? { kind: 'none' } : { kind: 'move', index };
}

/** Which staff list shows a reservation in this state (for "moved to Current reservations"). */
export function homeView(status: Status, arrivalDay: LocalDate, today: LocalDate): View {
  if (status === 'CREATED') return 'PENDING';
  if ((status === 'WAITING' || status === 'SCHEDULED') && arrivalDay >= today) return 'CURRENT';
  if (status === 'FINISHED' || status === 'DELETED') return 'HISTORY';
  return 'ALL';
}
