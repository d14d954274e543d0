// Staff accounts: the GraphQL surface.
import { builder } from '../builder.ts';
import { ClientRef } from './accounts.ts';
import { ReservationStatusEnum, StopTypeEnum } from './enums.ts';
import { ReservationStatus, StopType } from '../generated/prisma/enums.ts';
import { maxItems } from './bounds.ts';
import { nodeVisibility } from './node.ts';
import type { ReservationView } from '../domain/staff-views.ts';
import type { Context } from '../context.ts';
import { instantToLocal, RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { arrivalsQuery, staffListQuery } from '../services/reservation-lists.ts';
import { findManyInOneStatement } from '../one-statement-reads/read.ts';
import { unreadAlongside } from './unread-alongside.ts';
import { staffOverview, type DayLoad, type Overview } from '../services/staff-overview.ts';

export const StaffMemberRef = builder.prismaNode('Staff', {
  name: 'StaffMember',
  description: 'A member of staff (admin). Exactly one is the manager.',
  id: { field: 'id' },
  authScopes: nodeVisibility('StaffMember', 'staff', (_staff, ctx) => ctx.viewer.kind === 'staff'),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The display name (unique among staff).' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name (null: not given).' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name (null: not given).' }),
    isManager: t.boolean({ description: 'Whether this is the manager (exactly one member is).', resolve: (staff) => staff.isManager === true }),
  }),
});

// ————— staff order lists and the home overview —————

const ReservationViewEnum = builder.enumType('ReservationView', {
  description: 'The staff order lists.',
  values: {
    ALL: { description: 'Everything, newest booking first.' },
    PENDING: { description: 'CREATED: awaiting a decision, oldest booking first.' },
    CURRENT: { description: 'WAITING and SCHEDULED, arriving from today on, soonest first.' },
    HISTORY: { description: 'FINISHED and DELETED, latest arrival first.' },
  } as const,
});

const ReservationFilterInput = builder.inputType('ReservationFilter', {
  description: `Narrows a view (never widens it). Dates are local (${RESTAURANT_TIME_ZONE}), YYYY-MM-DD, by arrival.`,
  fields: (t) => ({
    from: t.string({ description: 'Arriving on or after this day.' }),
    to: t.string({ description: 'Arriving on or before this day.' }),
    types: t.field({ type: [StopTypeEnum], description: 'Only these stop types (empty or omitted: both).', ...maxItems(Object.keys(StopType).length) }),
    statuses: t.field({ type: [ReservationStatusEnum], description: 'Only these statuses, within the view’s own (empty or omitted: the view’s).', ...maxItems(Object.keys(ReservationStatus).length) }),
    clientId: t.globalID({ for: [ClientRef], description: 'Only this organisation.' }),
    orderNumber: t.string({ description: 'Find one reservation by its order number (dashes and case do not matter).' }),
  }),
});

/** The list's query for this request: the filter as the service reads it, today by the server's clock. */
function listQuery(view: ReservationView, filter: typeof ReservationFilterInput.$inferInput | null | undefined, ctx: Context) {
  const { clientId, ...rest } = filter ?? {};
  return staffListQuery(view, { ...rest, clientId: clientId?.id ?? null }, instantToLocal(ctx.services.now()).date);
}

builder.queryField('reservations', (t) =>
  t.prismaConnection({
    type: 'Reservation',
    cursor: 'id',
    description: 'Reservations for staff: the pending, current, history and all lists, with filters.',
    authScopes: { staff: true },
    args: {
      view: t.arg({ type: ReservationViewEnum, required: true, description: 'Which list, and its order.' }),
      filter: t.arg({ type: ReservationFilterInput, description: 'Narrows the list (optional).' }),
    },
    totalCount: (_root, { view, filter }, ctx) => ctx.prisma.reservation.count({ where: listQuery(view, filter, ctx).where }),
    resolve: (query, _root, { view, filter }, ctx) => {
      const { where, orderBy } = listQuery(view, filter, ctx);
      // Staff's unread counts come with the rows (Reservation.unreadMessages reads them there).
      return findManyInOneStatement(ctx.services, 'Reservation', { ...query, where, orderBy, computed: unreadAlongside(ctx) });
    },
  }),
);

const DayLoadRef = builder.objectRef<DayLoad>('DayLoad').implement({
  description: 'How full one local day is.',
  fields: (t) => ({
    date: t.exposeString('date', { description: `The day in ${RESTAURANT_TIME_ZONE}, YYYY-MM-DD.` }),
    peakSeats: t.exposeInt('peakSeats', { description: 'The most seats held at one moment that day.' }),
    capacity: t.exposeInt('capacity', { description: 'Seats available at any one moment (the operating settings’ seat capacity).' }),
    reservations: t.exposeInt('reservations', { description: 'Open reservations (CREATED, WAITING, SCHEDULED) arriving that day.' }),
    guests: t.exposeInt('guests', { description: 'The guests of those reservations.' }),
  }),
});

const OverviewRef = builder.objectRef<Overview>('StaffOverview').implement({
  description: 'The staff home screen: arrivals, what waits for a decision, the coming days’ load.',
  fields: (t) => ({
    today: t.exposeString('today', { description: `Today in ${RESTAURANT_TIME_ZONE}, YYYY-MM-DD.` }),
    pendingClients: t.exposeInt('pendingClients', { description: 'Verified registrations waiting for approval.' }),
    pendingReservations: t.exposeInt('pendingReservations', { description: 'Reservations waiting for a decision (CREATED).' }),
    waitingReservations: t.exposeInt('waitingReservations', { description: 'Reservations that need coordination (WAITING).' }),
    load: t.field({ type: [DayLoadRef], description: 'The next 14 days.', resolve: (overview) => overview.load }),
    arrivals: t.prismaField({
      type: ['Reservation'],
      description: 'Open reservations (CREATED, WAITING, SCHEDULED) arriving on a day: today (offset 0), tomorrow (1) ...',
      args: { dayOffset: t.arg.int({ defaultValue: 0, description: 'Days after today (0: today).' }) },
      resolve: (query, overview, { dayOffset }, ctx) => findManyInOneStatement(ctx.services, 'Reservation', { ...query, ...arrivalsQuery(overview.today, dayOffset ?? 0) }),
    }),
  }),
});

builder.queryField('staffOverview', (t) =>
  t.field({
    type: OverviewRef,
    description: 'The staff home screen. Staff only.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => staffOverview(ctx.services),
  }),
);
