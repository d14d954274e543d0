// A client's reservations and their counts, as fields of Client.
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { ReservationStatus } from '../../generated/prisma/enums.ts';
import { reservationCounts } from '../../services/reservations.ts';
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

interface Counts {
  active: number;
  finished: number;
}

const ReservationCountsRef = builder.objectRef<Counts>('ReservationCounts').implement({
  description: 'How many reservations an account has: active (created, waiting or scheduled) and finished.',
  fields: (t) => ({
    active: t.exposeInt('active'),
    finished: t.exposeInt('finished'),
  }),
});

// One grouped query per request for every client in it (a staff list of client cards asks for many).
const countLoaders = new WeakMap<Context, (id: string) => Promise<Counts>>();

function countsOf(ctx: Context, organisationId: string): Promise<Counts> {
  let load = countLoaders.get(ctx);
  if (!load) {
    let batch: Array<{ id: string; resolve: (counts: Counts) => void; reject: (error: unknown) => void }> = [];
    load = (id) =>
      new Promise<Counts>((resolve, reject) => {
        if (batch.length === 0) {
          // After the current resolvers have queued their ids (DataLoader's timing).
          void Promise.resolve().then(() =>
            process.nextTick(() => {
              const current = batch;
              batch = [];
              reservationCounts(ctx.prisma, [...new Set(current.map((item) => item.id))]).then(
                (counts) => current.forEach((item) => item.resolve(counts.get(item.id)!)),
                (error: unknown) => current.forEach((item) => item.reject(error)),
              );
            }),
          );
        }
        batch.push({ id, resolve, reject });
      });
    countLoaders.set(ctx, load);
  }
  return load(organisationId);
}

builder.prismaObjectField(ClientRef, 'reservationCounts', (t) =>
  t.field({
    type: ReservationCountsRef,
    description: 'Counts of active and finished reservations (derived, never stored).',
    authScopes: (client, _args, ctx) => ownerOrStaff(ctx, client.id),
    resolve: (client, _args, ctx) => countsOf(ctx, client.id),
  }),
);
