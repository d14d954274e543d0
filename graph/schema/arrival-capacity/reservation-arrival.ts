// A reservation's arrival as staff and its client read it: coaches, bays, rooms, what the driver
// reported, and (staff only) what that breaks. The columns are written by booking and by the
// driver's link; this module only reads them.
import { builder } from '../../builder.ts';
import { DriverState } from '../../generated/prisma/enums.ts';
import { delayMinutes } from '../../domain/arrivals/arrival-state.ts';
import { ARRIVAL_WARNINGS, arrivalWarnings } from '../../services/arrival-capacity/arrival-warnings.ts';
import { ReservationRef } from '../reservations/types.ts';
import { RoomRef } from './room-type.ts';

export const DriverStateEnum = builder.enumType(DriverState, {
  name: 'DriverState',
  description: 'What the driver (or guide) last reported through the driver’s link.',
  values: {
    EXPECTED: { description: 'No report yet: expected at the booked time.' },
    ON_TIME: { description: 'The driver said the group is on time.' },
    DELAYED: { description: 'The driver reported a delay or a new ETA (see etaAt, delayMinutes).' },
    ARRIVED: { description: 'The driver said the group has arrived.' },
  },
});

export const ArrivalWarningEnum = builder.enumType('ArrivalWarning', {
  description: 'What a reported delay breaks: staff are warned so they can rearrange.',
  values: Object.fromEntries(
    ARRIVAL_WARNINGS.map((w) => [
      w,
      {
        description: {
          PACING: 'At its new time the slot takes more guests or coaches than the pacing allows.',
          ROOM_NEXT_BOOKING: 'The group now stays into the next booking of its room.',
          BAY_NEXT_COACH: 'Its coach now holds its bay into the next coach’s time there.',
        }[w],
      },
    ]),
  ) as Record<(typeof ARRIVAL_WARNINGS)[number], { description: string }>,
});

interface ArrivalShape {
  arrivalAt: Date;
  etaAt: Date | null;
  driverState: DriverState;
  driverReportedAt: Date | null;
}

const ReservationArrivalRef = builder.objectRef<ArrivalShape>('ReservationArrival').implement({
  description: 'Where the group’s arrival stands: what the driver reported through the driver’s link.',
  fields: (t) => ({
    driverState: t.field({ type: DriverStateEnum, description: 'The driver’s last report (EXPECTED: none yet).', resolve: (a) => a.driverState }),
    etaAt: t.expose('etaAt', { type: 'DateTime', nullable: true, description: 'When the group is now expected, as reported (null: no ETA given; expect the booked time).' }),
    delayMinutes: t.int({ nullable: true, description: 'etaAt − arrivalAt in minutes (negative: early; null: no ETA).', resolve: (a) => delayMinutes(a) }),
    driverReportedAt: t.expose('driverReportedAt', { type: 'DateTime', nullable: true, description: 'When the driver last reported (null: never).' }),
  }),
});

builder.prismaObject('ReservationRoom', {
  name: 'ReservationRoomPlacement',
  description: 'Seats a reservation holds in one room (a group sits in one room or one joined set).',
  fields: (t) => ({
    name: t.string({
      description: 'The room’s name in the request’s language.',
      select: { room: { select: { nameEn: true, nameSl: true } } },
      resolve: (p, _args, ctx) => (ctx.language === 'sl' ? p.room.nameSl : p.room.nameEn),
    }),
    seats: t.exposeInt('seats', { description: 'Seats held in this room.' }),
    room: t.relation('room', {
      type: RoomRef,
      nullable: true,
      description: 'The room itself. Staff only (null for clients).',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
    }),
  }),
});

builder.prismaObjectFields(ReservationRef, (t) => ({
  coaches: t.exposeInt('coaches', { description: 'How many coaches the group comes in (each holds a coach bay when bays are managed).' }),
  bays: t.exposeIntList('bays', { description: 'The coach bay numbers held, one per coach (empty: bays not managed or none assigned).' }),
  rooms: t.relation('rooms', {
    description: 'Where the group sits: one room, or the rooms of one joined set (empty: rooms not managed, or no seats).',
    query: { orderBy: [{ room: { position: 'asc' } }, { roomId: 'asc' }] },
  }),
  arrival: t.field({
    type: ReservationArrivalRef,
    description: 'What the driver reported about the arrival: state, ETA and delay.',
    resolve: (r) => ({ arrivalAt: r.arrivalAt, etaAt: r.etaAt, driverState: r.driverState, driverReportedAt: r.driverReportedAt }),
  }),
  arrivalWarnings: t.field({
    type: [ArrivalWarningEnum],
    description: 'What the reported arrival breaks (pacing, the room’s or the bay’s next booking). Staff only (empty for clients).',
    authScopes: { staff: true },
    unauthorizedResolver: () => [],
    resolve: (r, _args, ctx) => arrivalWarnings(ctx.services, r),
  }),
}));
