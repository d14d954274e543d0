// The staff's reservation lists as database queries: a view's statuses and order (graph/domain/
// staff-views.ts) narrowed by the filters staff set, and the arrivals of one day. The GraphQL layer
// adds its selection (plugin-prisma's `query`) and pagination to these.
import type { Prisma } from '../db.ts';
import { addDays, dateToDb, parseLocalDate, type LocalDate } from '../domain/local-time.ts';
import { normaliseOrderNumber } from '../domain/order-number.ts';
import { HOLDING_STATUSES, type ReservationStatus } from '../domain/reservation-status.ts';
import type { StopType } from '../domain/reservation-rules.ts';
import { viewCriteria, type ReservationView, type ViewOrder } from '../domain/staff-views.ts';

export interface StaffListFilter {
  /** Local dates as typed (YYYY-MM-DD); one that is not a real day is ignored. */
  from?: string | null;
  to?: string | null;
  types?: readonly StopType[] | null;
  statuses?: readonly ReservationStatus[] | null;
  clientId?: string | null;
  orderNumber?: string | null;
}

export interface ReservationQuery {
  where: Prisma.ReservationWhereInput;
  orderBy: Prisma.ReservationOrderByWithRelationInput[];
}

const ORDER_BY: Record<ViewOrder, Prisma.ReservationOrderByWithRelationInput[]> = {
  CREATED_ASC: [{ createdAt: 'asc' }, { id: 'asc' }],
  CREATED_DESC: [{ createdAt: 'desc' }, { id: 'desc' }],
  ARRIVAL_ASC: [{ arrivalAt: 'asc' }, { id: 'asc' }],
  ARRIVAL_DESC: [{ arrivalAt: 'desc' }, { id: 'desc' }],
};

/** The rows of a staff list and their order: the view's statuses and order, narrowed by the filters. */
export function staffListQuery(view: ReservationView, filter: StaffListFilter | null | undefined, today: LocalDate): ReservationQuery {
  const f = filter ?? {};
  const dateOrNull = (value: string | null | undefined) => (value ? parseLocalDate(value) : null);
  const criteria = viewCriteria(view, { from: dateOrNull(f.from), to: dateOrNull(f.to), types: f.types, statuses: f.statuses }, today);
  const orderNumber = f.orderNumber ? normaliseOrderNumber(f.orderNumber) : null;
  const where: Prisma.ReservationWhereInput = {
    status: { in: criteria.statuses },
    ...(criteria.types ? { type: { in: criteria.types } } : {}),
    ...(criteria.fromDay || criteria.toDay
      ? { arrivalDay: { ...(criteria.fromDay ? { gte: dateToDb(criteria.fromDay) } : {}), ...(criteria.toDay ? { lte: dateToDb(criteria.toDay) } : {}) } }
      : {}),
    ...(f.clientId ? { clientId: f.clientId } : {}),
    // An order number that cannot exist matches nothing rather than everything.
    ...(f.orderNumber ? { orderNumber: orderNumber ?? '-' } : {}),
  };
  return { where, orderBy: ORDER_BY[criteria.order] };
}

/** How far ahead the staff home looks at arrivals, in days. */
export const ARRIVALS_MAX_DAY_OFFSET = 60;

/** Open reservations (still holding seats) arriving `dayOffset` days after `today`, by arrival time. */
export function arrivalsQuery(today: LocalDate, dayOffset: number): ReservationQuery {
  const day = addDays(today, Math.max(0, Math.min(dayOffset, ARRIVALS_MAX_DAY_OFFSET)));
  return {
    where: { arrivalDay: dateToDb(day), status: { in: [...HOLDING_STATUSES] } },
    orderBy: [{ arrivalAt: 'asc' }, { id: 'asc' }],
  };
}
