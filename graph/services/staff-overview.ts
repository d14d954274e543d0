// What the staff home screen shows at a glance: today's and tomorrow's arrivals, what waits for a
// decision, and how full the coming days are against the seat capacity.
import type { Services } from '../context.ts';
import { addDays, boundaryInstant, dateFromDb, dateToDb, instantToLocal, type LocalDate } from '../domain/local-time.ts';
import { holdOf, peakSeats, type SeatHold } from '../domain/capacity.ts';
import { HOLDING_STATUSES } from '../domain/reservation-status.ts';

export const LOAD_DAYS = 14;

export interface DayLoad {
  date: LocalDate;
  /** The most seats held at one moment that day. */
  peakSeats: number;
  capacity: number;
  reservations: number;
  guests: number;
}

export interface Overview {
  today: LocalDate;
  pendingClients: number;
  pendingReservations: number;
  waitingReservations: number;
  load: DayLoad[];
}

export async function staffOverview(services: Pick<Services, 'prisma' | 'now'>, days = LOAD_DAYS): Promise<Overview> {
  const { prisma } = services;
  const today = instantToLocal(services.now()).date;
  const last = addDays(today, days - 1);
  const [settings, pendingClients, pendingReservations, waitingReservations, open] = await Promise.all([
    prisma.settings.findUniqueOrThrow({ where: { id: 1 } }),
    prisma.client.count({ where: { status: 'PENDING', emailVerifiedAt: { not: null } } }),
    prisma.reservation.count({ where: { status: 'CREATED' } }),
    prisma.reservation.count({ where: { status: 'WAITING' } }),
    prisma.reservation.findMany({
      where: { arrivalDay: { gte: dateToDb(today), lte: dateToDb(last) }, status: { in: [...HOLDING_STATUSES] } },
      select: { arrivalDay: true, arrivalAt: true, durationMinutes: true, guests: true, seatReservation: true, status: true },
    }),
  ]);
  const byDay = new Map<LocalDate, typeof open>();
  for (const row of open) {
    const day = dateFromDb(row.arrivalDay);
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const load: DayLoad[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const rows = byDay.get(date) ?? [];
    const holds = rows.map(holdOf).filter((hold): hold is SeatHold => hold !== null);
    const window = { start: boundaryInstant(date, 0).getTime(), end: boundaryInstant(addDays(date, 1), 0).getTime() };
    load.push({
      date,
      peakSeats: peakSeats(holds, window),
      capacity: settings.seatCapacity,
      reservations: rows.length,
      guests: rows.reduce((sum, row) => sum + row.guests, 0),
    });
  }
  return { today, pendingClients, pendingReservations, waitingReservations, load };
}
