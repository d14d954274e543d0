// Which order list a reservation belongs in, and where: the server's views
// (graph/domain/staff-views.ts) and filters, mirrored for what arrives live or comes back from an
// action, so a confirmed reservation leaves the pending queue and appears among the current ones
// without a reload. Pure functions over plain facts; connections.ts applies them to Relay's store.
import { VIEW_STATUSES, type OrderFilter, type Status, type StopType, type View, normaliseOrderNumber } from './filters.ts';
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
export function belongsTo(view: View, filter: OrderFilter, r: ReservationFacts, today: LocalDate): boolean {
  if (!VIEW_STATUSES[view].includes(r.status)) return false;
  if (filter.statuses.length && !filter.statuses.includes(r.status)) return false;
  // Current means upcoming: nothing that arrived before today.
  if (view === 'CURRENT' && r.arrivalDay < today) return false;
  if (filter.from && r.arrivalDay < filter.from) return false;
  if (filter.to && r.arrivalDay > filter.to) return false;
  if (filter.type && r.type !== filter.type) return false;
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
  switch (view) {
    case 'PENDING':
      return time(a.createdAt) - time(b.createdAt) || byId;
    case 'CURRENT':
      return time(a.arrivalAt) - time(b.arrivalAt) || byId;
    case 'HISTORY':
      return time(b.arrivalAt) - time(a.arrivalAt) || -byId;
    case 'ALL':
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
  filter: OrderFilter,
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
