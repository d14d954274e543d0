// How a reservation ended, and checking a group in at the door. The five statuses
// (docs/product.md § Reservation statuses) stay; the outcome says which kind of ending a FINISHED or
// DELETED is, so reports can tell a no-show from a cancellation and a client's cancellation from the
// restaurant's.
//
//   FINISHED ─► ARRIVED              (checked in with a headcount, or marked finished)
//   DELETED  ─► NO_SHOW              (staff marked it "not arrived" on its day)
//            ─► CANCELLED_BY_CLIENT  (at the client's request, or its account was deleted)
//            ─► DECLINED             (staff, before anybody accepted it: from CREATED, endingOf "rejected")
//            ─► CANCELLED_BY_STAFF   (staff, after it was looked at: endingOf "cancelled")
//
// Check-in: on the arrival's local day (and, for late entries, the next morning until 12:00) staff
// mark a SCHEDULED group arrived with the headcount they counted (1 … MAX_GUESTS: a coach may bring
// more or fewer than booked, never more than one reservation may hold) → FINISHED/ARRIVED; or mark an
// open group (CREATED, WAITING or SCHEDULED: the day sheet prepares for all three) not arrived once its
// arrival time has passed → DELETED/NO_SHOW. FINISHED only follows SCHEDULED (the status machine), so
// a WAITING group at the door is confirmed first.
import type { ReservationOutcome, ReservationStatus } from '../generated/prisma/enums.ts';
import { endingOf, HOLDING_STATUSES } from './reservation-status.ts';
import { MAX_GUESTS } from './reservation-limits.ts';
import { addDays, instantToLocal, type LocalDate } from './local-time.ts';

export type { ReservationOutcome };

export const RESERVATION_OUTCOMES = ['ARRIVED', 'NO_SHOW', 'CANCELLED_BY_CLIENT', 'CANCELLED_BY_STAFF', 'DECLINED'] as const satisfies readonly ReservationOutcome[];

/** Who asked for a DELETED: the client (by phone, by mail, by deleting its account) or the restaurant. */
export type ClosingParty = 'CLIENT' | 'STAFF';

/**
 * The outcome a status change records: null while the reservation stays open. A no-show is not a
 * plain status change (it is `markNoShow`), so DELETED here is always a cancellation or a decline.
 */
export function outcomeOf(from: ReservationStatus, to: ReservationStatus, requestedBy: ClosingParty = 'STAFF'): ReservationOutcome | null {
  if (to === 'FINISHED') return 'ARRIVED';
  if (to !== 'DELETED') return null;
  if (requestedBy === 'CLIENT') return 'CANCELLED_BY_CLIENT';
  return endingOf(from) === 'rejected' ? 'DECLINED' : 'CANCELLED_BY_STAFF';
}

/** A cancellation the client asked for this close to arrival counts against its record. */
export const LATE_CANCELLATION_HOURS = 48;

export function isLateCancellation(r: { outcome: ReservationOutcome | null; closedAt: Date | null; arrivalAt: Date }): boolean {
  if (r.outcome !== 'CANCELLED_BY_CLIENT' || !r.closedAt) return false;
  return r.arrivalAt.getTime() - r.closedAt.getTime() < LATE_CANCELLATION_HOURS * 3_600_000;
}

// ————— check-in —————

/** The smallest and largest headcount staff may record at the door. */
export const MIN_ACTUAL_GUESTS = 1;
export const MAX_ACTUAL_GUESTS = MAX_GUESTS;

/** Late entries: a group can still be checked in (or marked a no-show) the next morning until this local minute. */
export const CHECK_IN_LATE_UNTIL_MINUTE = 12 * 60;

/** Statuses a group can be checked in from (FINISHED follows only SCHEDULED) and marked a no-show from. */
export const ARRIVAL_FROM = ['SCHEDULED'] as const satisfies readonly ReservationStatus[];
export const NO_SHOW_FROM = HOLDING_STATUSES;

export type CheckInKind = 'ARRIVED' | 'NO_SHOW';

/**
 * Why a check-in (or no-show) cannot be recorded now, or null when it can:
 * CLOSED — already FINISHED or DELETED; NOT_CONFIRMED — arrived, but not SCHEDULED;
 * NOT_CHECK_IN_DAY — not its arrival day (nor the next morning); NOT_ARRIVED_YET — a no-show before the arrival time.
 */
export type CheckInProblem = 'CLOSED' | 'NOT_CONFIRMED' | 'NOT_CHECK_IN_DAY' | 'NOT_ARRIVED_YET';

export function isCheckInDay(arrivalDay: LocalDate, now: Date): boolean {
  const today = instantToLocal(now);
  if (today.date === arrivalDay) return true;
  return today.date === addDays(arrivalDay, 1) && today.minute < CHECK_IN_LATE_UNTIL_MINUTE;
}

export function checkInProblem(kind: CheckInKind, r: { status: ReservationStatus; arrivalDay: LocalDate; arrivalAt: Date }, now: Date): CheckInProblem | null {
  const from: readonly ReservationStatus[] = kind === 'ARRIVED' ? ARRIVAL_FROM : NO_SHOW_FROM;
  if (!(HOLDING_STATUSES as readonly ReservationStatus[]).includes(r.status)) return 'CLOSED';
  if (!from.includes(r.status)) return 'NOT_CONFIRMED';
  if (!isCheckInDay(r.arrivalDay, now)) return 'NOT_CHECK_IN_DAY';
  if (kind === 'NO_SHOW' && now.getTime() < r.arrivalAt.getTime()) return 'NOT_ARRIVED_YET';
  return null;
}

export function actualGuestsProblem(actualGuests: number): 'OUT_OF_RANGE' | null {
  return Number.isInteger(actualGuests) && actualGuests >= MIN_ACTUAL_GUESTS && actualGuests <= MAX_ACTUAL_GUESTS ? null : 'OUT_OF_RANGE';
}

// ————— the record and the rates —————

export type OutcomeCounts = Readonly<Record<ReservationOutcome, number>>;

export const NO_OUTCOMES: OutcomeCounts = { ARRIVED: 0, NO_SHOW: 0, CANCELLED_BY_CLIENT: 0, CANCELLED_BY_STAFF: 0, DECLINED: 0 };

/**
 * The rates of a period's closed reservations (by arrival day), as fractions 0…1, null when nothing
 * to divide by.
 * - arrivalRate = ARRIVED / every closed reservation (all five outcomes): of what was booked for the
 *   period and is settled, how much came.
 * - noShowRate = NO_SHOW / (ARRIVED + NO_SHOW): of the groups still expected at the door, how many
 *   did not come. Cancellations and declines are left out: nobody waited for them.
 */
export function outcomeRates(counts: OutcomeCounts): { arrivalRate: number | null; noShowRate: number | null; closed: number; expected: number } {
  const closed = RESERVATION_OUTCOMES.reduce((sum, outcome) => sum + counts[outcome], 0);
  const expected = counts.ARRIVED + counts.NO_SHOW;
  return {
    closed,
    expected,
    arrivalRate: closed ? counts.ARRIVED / closed : null,
    noShowRate: expected ? counts.NO_SHOW / expected : null,
  };
}
