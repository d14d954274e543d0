// What a booking is judged against: the restaurant's booking rules as graph/domain takes them, and
// the seats already held. Plain reads: a change re-reads the holds under its day lock
// (../reservation-locks.ts) before deciding; the wizard reads them without it.
import type { Services } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { holdOf, type SeatHold } from '../../domain/capacity.ts';
import { dateFromDb, dateToDb, type LocalDate } from '../../domain/local-time.ts';
import type { BookingRules, DayHours } from '../../domain/reservation-rules.ts';
import { HOLDING_STATUSES } from '../../domain/reservation-status.ts';

type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

/** Settings, weekly opening hours and the closed days among `dates`, as the domain rules take them. */
export async function loadBookingRules(db: Db, dates: readonly LocalDate[]): Promise<BookingRules> {
  // In parallel on separate connections (PostgreSQL); a transaction client runs them one by one.
  const [settings, hours, closed] = await Promise.all([
    db.settings.findUniqueOrThrow({ where: { id: 1 } }),
    db.openingHours.findMany(),
    dates.length ? db.closedDay.findMany({ where: { day: { in: dates.map(dateToDb) } }, select: { day: true } }) : [],
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
