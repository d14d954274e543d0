// Staff put a group in other rooms (a room or a joined set) or its coaches in other bays: judged by
// the same day capacity as a booking (the seats free in those rooms for the stay, the bays free for
// the stay and turnaround), under the day lock and the reservation's version, with a PLACED history
// event, an audit entry and the live event. The client is not mailed: where it sits is the house's
// business.
import type { Reservation } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { dateFromDb, instantToLocal } from '../../domain/local-time.ts';
import { isFinal } from '../../domain/reservation-status.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { dayCapacity } from '../../domain/arrival-capacity/placement.ts';
import { ARRIVAL_LIMITS, MAX_COACHES } from '../../domain/arrival-capacity/config.ts';
import { bookingConfiguration } from '../booking-configuration.ts';
import { assertVersion, lockReservation, withDayLock } from '../reservation-locks.ts';
import { publish, type RequestMeta, type ReservationServices } from '../reservation-notices.ts';
import { readDayBookings } from './rules-and-holds.ts';

export interface PlacementChange {
  /** One room, or the rooms of one joined set; absent: the rooms stay. */
  roomIds?: readonly string[] | null;
  /** One bay per coach; absent: the bays stay. */
  bays?: readonly number[] | null;
}

export async function changePlacement(
  services: ReservationServices,
  staffId: string,
  reservationId: string,
  change: PlacementChange,
  expectedVersion: number,
  meta: RequestMeta,
): Promise<Reservation> {
  if (!isUuid(reservationId)) throw new AppError('NOT_FOUND', meta.language);
  if (change.roomIds && (change.roomIds.length > ARRIVAL_LIMITS.roomsPerCombination || change.roomIds.some((id) => !isUuid(id)))) throw new AppError('ROOM_NOT_AVAILABLE', meta.language);
  if (change.bays && change.bays.length > MAX_COACHES) throw new AppError('BAY_NOT_AVAILABLE', meta.language);
  const before = await services.prisma.reservation.findUnique({ where: { id: reservationId } });
  if (!before) throw new AppError('NOT_FOUND', meta.language);
  if (isFinal(before.status)) throw new AppError('RESERVATION_CLOSED', meta.language);
  const day = dateFromDb(before.arrivalDay);
  const { rules, arrival: config } = await bookingConfiguration(services);
  const now = services.now();

  let moved = false;
  const updated = await withDayLock(services, [day], async (tx) => {
    const current = await lockReservation(tx, reservationId);
    if (!current) throw new AppError('NOT_FOUND', meta.language);
    assertVersion(current, expectedVersion, meta.language);
    if (isFinal(current.status)) throw new AppError('RESERVATION_CLOSED', meta.language);
    const rooms = await tx.reservationRoom.findMany({ where: { reservationId }, select: { roomId: true, seats: true } });
    const bookings = (await readDayBookings(tx, day, day, reservationId)).get(day) ?? [];
    const capacity = dayCapacity(day, bookings, config, rules.seatCapacity);
    const placed = capacity.place(
      {
        type: current.type,
        guests: current.guests,
        seatReservation: current.seatReservation,
        coaches: current.coaches,
        arrivalAt: current.arrivalAt,
        minute: instantToLocal(current.arrivalAt).minute,
        durationMinutes: current.durationMinutes,
      },
      change,
      { rooms, bays: current.bays },
    );
    if ('problem' in placed) throw new AppError(placed.problem, meta.language);
    const roomNames = new Map(config.rooms.map((room) => [room.id, room.nameEn]));
    const describe = (list: ReadonlyArray<{ roomId: string; seats: number }>) => list.map((r) => `${roomNames.get(r.roomId) ?? r.roomId} (${r.seats})`).join(', ') || null;
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    if (describe(rooms) !== describe(placed.rooms)) changes.rooms = { from: describe(rooms), to: describe(placed.rooms) };
    if (current.bays.join(',') !== placed.bays.join(',')) changes.bays = { from: current.bays.join(', ') || null, to: placed.bays.join(', ') || null };
    if (!Object.keys(changes).length) return current;
    moved = true;

    await tx.reservationRoom.deleteMany({ where: { reservationId } });
    if (placed.rooms.length) await tx.reservationRoom.createMany({ data: placed.rooms.map((room) => ({ reservationId, ...room })) });
    const saved = await tx.reservation.update({ where: { id: reservationId }, data: { bays: placed.bays, version: { increment: 1 }, updatedAt: now } });
    await tx.reservationEvent.create({ data: { reservationId, kind: 'PLACED', changes, actorKind: 'STAFF', actorStaffId: staffId, createdAt: now } });
    await audit(tx, {
      action: 'reservation.placed',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Reservation', id: reservationId },
      ip: meta.ip,
      detail: { orderNumber: saved.orderNumber, ...changes },
    });
    return saved;
  });
  if (moved) publish(services, 'PLACED', updated, { kind: 'STAFF', staffId });
  return updated;
}
