// What a booking is judged against: the restaurant's booking rules and arrival settings as
// graph/domain takes them, and the day's open bookings (seats, rooms, arrivals per slot, coach bays).
// Plain reads: a change re-reads the day under its day lock (../reservation-locks.ts) before
// deciding; the wizard reads it without it.
import type { Services } from '../../context.ts';
import type { Prisma, Reservation } from '../../generated/prisma/client.ts';
import { holdOf, type SeatHold } from '../../domain/capacity.ts';
import { dateFromDb, dateToDb, instantToLocal, type LocalDate } from '../../domain/local-time.ts';
import type { ArrivalConfig } from '../../domain/arrival-capacity/config.ts';
import { dayCapacity, type CapacityOptions, type DayBooking, type DayCapacity } from '../../domain/arrival-capacity/placement.ts';
import type { BookingRules, DayHours } from '../../domain/reservation-rules.ts';
import { HOLDING_STATUSES } from '../../domain/reservation-status.ts';
import { findManyInOneStatement, rawQueryReader } from '../../one-statement-reads/read.ts';

type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

/**
 * Settings, weekly opening hours and every closed day, as the domain rules take them. Callers take
 * them from the booking configuration's snapshot (../booking-configuration.ts), which reads them here.
 */
export async function loadBookingRules(db: Db): Promise<BookingRules> {
  // In parallel on separate connections (PostgreSQL); a transaction client runs them one by one.
  const [settings, hours, closed] = await Promise.all([
    db.settings.findUniqueOrThrow({ where: { id: 1 } }),
    db.openingHours.findMany(),
    db.closedDay.findMany({ select: { day: true } }),
  ]);
  return {
    seatCapacity: settings.seatCapacity,
    slotMinutes: settings.slotMinutes,
    durationMinutes: { LONG_STOP: settings.longStopMinutes, SHORT_STOP: settings.shortStopMinutes },
    weeklyHours: new Map<number, DayHours>(hours.map((h) => [h.weekday, { closed: h.closed, opensMinute: h.opensMinute, closesMinute: h.closesMinute }])),
    closedDays: new Set(closed.map((c) => dateFromDb(c.day))),
  };
}

/** The seats held on local days from..to, per day (optionally leaving out the reservation being edited). */
export async function readHolds(db: Db, from: LocalDate, to: LocalDate, excludeReservationId?: string): Promise<Map<LocalDate, SeatHold[]>> {
  const rows = await db.reservation.findMany({
    where: {
      arrivalDay: from === to ? dateToDb(from) : { gte: dateToDb(from), lte: dateToDb(to) },
      status: { in: [...HOLDING_STATUSES] },
      seatReservation: true,
      ...(excludeReservationId ? { id: { not: excludeReservationId } } : {}),
    },
    select: { arrivalDay: true, arrivalAt: true, durationMinutes: true, guests: true, seatReservation: true, status: true },
  });
  const byDay = new Map<LocalDate, SeatHold[]>();
  for (const row of rows) {
    const hold = holdOf(row);
    if (!hold) continue;
    const day = dateFromDb(row.arrivalDay);
    byDay.set(day, [...(byDay.get(day) ?? []), hold]);
  }
  return byDay;
}

/** The seats held on one local day (optionally leaving out the reservation being edited). */
export async function readDayHolds(db: Db, date: LocalDate, excludeReservationId?: string): Promise<SeatHold[]> {
  return (await readHolds(db, date, date, excludeReservationId)).get(date) ?? [];
}

/** The open bookings of local days from..to as capacity sees them, per day (optionally leaving one out). */
export async function readDayBookings(db: Db, from: LocalDate, to: LocalDate, excludeReservationId?: string): Promise<Map<LocalDate, DayBooking[]>> {
  const where = {
    arrivalDay: from === to ? dateToDb(from) : { gte: dateToDb(from), lte: dateToDb(to) },
    status: { in: [...HOLDING_STATUSES] },
    ...(excludeReservationId ? { id: { not: excludeReservationId } } : {}),
  };
  // One statement with the rooms (Prisma would send two, one after the other): a booking reads it
  // holding the day's lock, on its transaction's connection.
  const rows = (await findManyInOneStatement(rawQueryReader(db), 'Reservation', {
    where,
    select: {
      arrivalDay: true,
      arrivalAt: true,
      durationMinutes: true,
      type: true,
      guests: true,
      seatReservation: true,
      coaches: true,
      bays: true,
      rooms: { select: { roomId: true, seats: true } },
    },
  })) as Array<Reservation & { rooms: Array<{ roomId: string; seats: number }> }>;
  const byDay = new Map<LocalDate, DayBooking[]>();
  for (const row of rows) {
    const day = dateFromDb(row.arrivalDay);
    const booking: DayBooking = {
      type: row.type,
      guests: row.guests,
      seatReservation: row.seatReservation,
      coaches: row.coaches,
      arrivalAt: row.arrivalAt.getTime(),
      minute: instantToLocal(row.arrivalAt).minute,
      durationMinutes: row.durationMinutes,
      bays: row.bays,
      rooms: row.rooms,
    };
    const list = byDay.get(day);
    if (list) list.push(booking);
    else byDay.set(day, [booking]);
  }
  return byDay;
}

/** One day's capacity for proposed arrivals (its open bookings read now; one left out when editing it). */
export async function readDayCapacity(
  db: Db,
  date: LocalDate,
  config: ArrivalConfig,
  seatCapacity: number,
  options: CapacityOptions & { excludeReservationId?: string } = {},
): Promise<DayCapacity> {
  const bookings = (await readDayBookings(db, date, date, options.excludeReservationId)).get(date) ?? [];
  return dayCapacity(date, bookings, config, seatCapacity, options);
}
