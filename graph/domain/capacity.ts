// Seat capacity: how many seats are held at each moment (settings.seat_capacity is the limit). A
// reservation with a seat reservation holds `guests` seats during [arrival, arrival + duration); a
// short stop without seats holds none; only open reservations (CREATED, WAITING, SCHEDULED) hold. A
// long stop's seats are guaranteed for every guest (docs/product.md § Booking rules), so long stops
// always reserve seats (reservation-rules.ts) and are always counted here.
import type { ReservationStatus } from '../generated/prisma/enums.ts';
import { holdsSeats } from './reservation-status.ts';

/** Half-open interval of epoch milliseconds [start, end). */
export interface Interval {
  start: number;
  end: number;
}

export interface SeatHold extends Interval {
  seats: number;
}

export interface HoldingFacts {
  arrivalAt: Date;
  durationMinutes: number;
  guests: number;
  seatReservation: boolean;
  status: ReservationStatus;
}

export function stayInterval(arrivalAt: Date, durationMinutes: number): Interval {
  return { start: arrivalAt.getTime(), end: arrivalAt.getTime() + durationMinutes * 60_000 };
}

/** The seats a reservation holds, or null when it holds none. */
export function holdOf(reservation: HoldingFacts): SeatHold | null {
  if (!reservation.seatReservation || !holdsSeats(reservation.status) || reservation.guests <= 0) return null;
  return { ...stayInterval(reservation.arrivalAt, reservation.durationMinutes), seats: reservation.guests };
}

/**
 * The most seats held at any moment of the window (sweep line over the holds' start and end
 * events). Intervals are half-open: a group leaving at 12:00 and one arriving at 12:00 never overlap.
 */
export function peakSeats(holds: readonly SeatHold[], window: Interval): number {
  const events: Array<[time: number, delta: number]> = [];
  for (const hold of holds) {
    const start = Math.max(hold.start, window.start);
    const end = Math.min(hold.end, window.end);
    if (start >= end) continue;
    events.push([start, hold.seats], [end, -hold.seats]);
  }
  // Ends before starts at the same instant (half-open intervals).
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let held = 0;
  let peak = 0;
  for (const [, delta] of events) {
    held += delta;
    if (held > peak) peak = held;
  }
  return peak;
}

/** Seats still free for the whole window: what a new group of up to this size could take. */
export function remainingSeats(capacity: number, holds: readonly SeatHold[], window: Interval): number {
  return Math.max(0, capacity - peakSeats(holds, window));
}

/** Whether a new hold fits: the peak of overlapping held seats plus its own never exceeds capacity. */
export function fitsCapacity(capacity: number, holds: readonly SeatHold[], request: SeatHold | null): boolean {
  if (!request) return true;
  return peakSeats(holds, request) + request.seats <= capacity;
}
