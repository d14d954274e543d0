// What staff are warned of about one reservation's arrival: a reported delay that breaks the pacing
// of its new slot, runs into the next booking of its room, or into the next coach of its bay
// (graph/domain/arrival-capacity/delay-warnings.ts). Read only for a group whose driver gave an ETA.
import type { Services } from '../../context.ts';
import { dateFromDb, instantToLocal } from '../../domain/local-time.ts';
import { delayWarnings, type ArrivalWarning } from '../../domain/arrival-capacity/delay-warnings.ts';
import { isFinal } from '../../domain/reservation-status.ts';
import { bookingConfiguration } from '../booking-configuration.ts';
import { readDayBookings } from '../reservations/rules-and-holds.ts';

export { ARRIVAL_WARNINGS, type ArrivalWarning } from '../../domain/arrival-capacity/delay-warnings.ts';

/** The reservation as the warnings read it (its row). */
export interface ArrivalWarningSubject {
  id: string;
  arrivalAt: Date;
  etaAt: Date | null;
  durationMinutes: number;
  guests: number;
  coaches: number;
  bays: readonly number[];
}

export async function arrivalWarnings(services: Pick<Services, 'prisma' | 'db' | 'publicContent'>, reservation: ArrivalWarningSubject): Promise<ArrivalWarning[]> {
  if (!reservation.etaAt || reservation.etaAt.getTime() === reservation.arrivalAt.getTime()) return [];
  const row = await services.prisma.reservation.findUnique({
    where: { id: reservation.id },
    select: { arrivalDay: true, type: true, seatReservation: true, status: true, rooms: { select: { roomId: true, seats: true } } },
  });
  if (!row || isFinal(row.status)) return [];
  const day = dateFromDb(row.arrivalDay);
  const [{ arrival: config }, bookings] = await Promise.all([bookingConfiguration(services), readDayBookings(services.prisma, day, day, reservation.id)]);
  const group = {
    type: row.type,
    guests: reservation.guests,
    seatReservation: row.seatReservation,
    coaches: reservation.coaches,
    arrivalAt: reservation.arrivalAt.getTime(),
    minute: instantToLocal(reservation.arrivalAt).minute,
    durationMinutes: reservation.durationMinutes,
    bays: reservation.bays,
    rooms: row.rooms,
  };
  return delayWarnings(day, group, reservation.etaAt, bookings.get(day) ?? [], config);
}
