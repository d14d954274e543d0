// Live changes for the staff queues and the client's list (reservationChanged).
import { filter, pipe } from 'graphql-yoga';
import { builder } from '../../builder.ts';
import { AppError } from '../../errors.ts';
import { readOncePerEvent, type ReservationChangedEvent } from '../../pubsub.ts';
import { findFirstInOneStatement } from '../../one-statement-reads/read.ts';
import { ReservationStatusEnum } from '../enums.ts';
import { ActorKindEnum } from './types.ts';


const ReservationChangeKindEnum = builder.enumType('ReservationChangeKind', {
  description: 'CREATED: a new booking. STATUS_CHANGED: staff moved it. EDITED: its details changed. RECONFIRMED: the client confirmed the headcount. DRIVER_REPORT: the driver reported. PLACED: staff moved rooms or bays.',
  values: {
    CREATED: { description: 'A new reservation (the client’s own booking, or staff’s for it).' },
    STATUS_CHANGED: { description: 'Its status changed.' },
    EDITED: { description: 'Its details changed (by staff, or the headcount by the client from the reconfirmation link).' },
    RECONFIRMED: { description: 'The client confirmed the headcount from the reconfirmation mail.' },
    DRIVER_REPORT: { description: 'The driver reported on the live link (on time, delayed, a new ETA, arrived).' },
    PLACED: { description: 'Staff moved the group to other rooms or its coaches to other bays.' },
  } as const,
});

const ReservationChangeRef = builder.objectRef<ReservationChangedEvent>('ReservationChange').implement({
  description: 'A reservation was created or changed.',
  fields: (t) => ({
    kind: t.field({ type: ReservationChangeKindEnum, description: 'What happened.', resolve: (e) => e.kind }),
    reservationId: t.globalID({ description: 'The reservation’s global ID.', resolve: (e) => ({ type: 'Reservation', id: e.reservationId }) }),
    status: t.field({ type: ReservationStatusEnum, description: 'Its status after the change.', resolve: (e) => e.status }),
    version: t.exposeInt('version', { description: 'Its version after the change (compare with what you hold to skip stale events).' }),
    at: t.field({ type: 'DateTime', description: 'When the change was made.', resolve: (e) => e.at }),
    actorKind: t.field({
      type: ActorKindEnum,
      nullable: true,
      description: 'Who made the change: CLIENT (their booking) or STAFF.',
      resolve: (e) => e.actor?.kind ?? null,
    }),
    staff: t.prismaField({
      type: 'Staff',
      nullable: true,
      description: 'The member of staff who made the change, so that a colleague’s screen can say who. Staff only (null for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
      resolve: (query, e, _args, ctx) =>
        e.actor?.kind === 'STAFF'
          ? readOncePerEvent(e, { staff: query }, () => ctx.prisma.staff.findUnique({ ...query, where: { id: (e.actor as { staffId: string }).staffId } }))
          : null,
    }),
    reservation: t.prismaField({
      type: 'Reservation',
      nullable: true,
      description: 'The reservation as it is now (null once purged).',
      // In one statement, relations included: every open screen's answer waits for it.
      resolve: (query, e, _args, ctx) => readOncePerEvent(e, query, () => findFirstInOneStatement(ctx.services, 'Reservation', { ...query, where: { id: e.reservationId } })),
    }),
  }),
});

builder.subscriptionField('reservationChanged', (t) =>
  t.field({
    type: ReservationChangeRef,
    description: 'New and changed reservations as they happen: every one for staff, only the organisation’s own for a client.',
    authScopes: { staff: true, client: true },
    subscribe: (_root, _args, ctx) => {
      const events = ctx.pubsub.subscribe('reservation');
      const viewer = ctx.viewer;
      if (viewer.kind === 'staff') return events;
      if (viewer.kind === 'client') return pipe(events, filter((event: ReservationChangedEvent) => event.clientId === viewer.id));
      throw new AppError('FORBIDDEN', ctx.language);
    },
    resolve: (event) => event,
  }),
);
