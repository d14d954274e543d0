// A client's reservations and their counts, as fields of Client.
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { ReservationStatus } from '../../generated/prisma/enums.ts';
import { reservationCounts, type ReservationCounts } from '../../services/reservations/counts.ts';
import { LATE_CANCELLATION_HOURS } from '../../domain/outcomes.ts';
import { ClientRef } from '../accounts.ts';
import { ReservationStatusEnum } from '../enums.ts';
import { maxItems } from '../bounds.ts';
import { ownerOrStaff } from './shared.ts';
import { ReservationRef } from './types.ts';

/** The edge of a client's reservation list, also the edge createReservation answers with. */
export const ClientReservationEdgeRef = builder.edgeObject({ type: ReservationRef, name: 'ClientReservationsConnectionEdge' });

builder.prismaObjectField(ClientRef, 'reservations', (t) =>
  t.relatedConnection('reservations', {
    cursor: 'id',
    description: 'The account’s reservations, newest first (by creation). The owner and staff only.',
    authScopes: (client, _args, ctx) => ownerOrStaff(ctx, client.id),
    totalCount: true,
    args: {
      status: t.arg({ type: [ReservationStatusEnum], required: false, description: 'Only these statuses (all when omitted).', ...maxItems(Object.keys(ReservationStatus).length) }),
    },
    query: (args) => ({
      ...(args.status?.length ? { where: { status: { in: args.status } } } : {}),
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  }, {}, ClientReservationEdgeRef),
);

const ReservationCountsRef = builder.objectRef<ReservationCounts>('ReservationCounts').implement({
  description: 'How many reservations an account has (active and finished) and its record: bookings, arrivals, no-shows and late cancellations.',
  fields: (t) => ({
    active: t.exposeInt('active', { description: 'Reservations still open: CREATED, WAITING or SCHEDULED.' }),
    finished: t.exposeInt('finished', { description: 'Reservations FINISHED (the group arrived).' }),
    bookings: t.exposeInt('bookings', { description: 'Every reservation the account has made, whatever became of it.' }),
    arrivals: t.exposeInt('arrivals', { description: 'Reservations with outcome ARRIVED.' }),
    noShows: t.exposeInt('noShows', { description: 'Reservations with outcome NO_SHOW: the group did not come.' }),
    lateCancellations: t.exposeInt('lateCancellations', {
      description: `Reservations CANCELLED_BY_CLIENT less than ${LATE_CANCELLATION_HOURS} hours before arrival.`,
    }),
  }),
});

builder.prismaObjectField(ClientRef, 'reservationCounts', (t) =>
  // One grouped query per request for every client in it (a staff list of client cards asks for many).
  t.loadable({
    type: ReservationCountsRef,
    description: 'Counts of active and finished reservations and the account’s record (derived, never stored; one query for every client of a request).',
    authScopes: (client, _args, ctx) => ownerOrStaff(ctx, client.id),
    load: async (ids: string[], ctx: Context) => {
      const counts = await reservationCounts(ctx.prisma, ids);
      return ids.map((id) => counts.get(id)!);
    },
    resolve: (client) => client.id,
  }),
);
