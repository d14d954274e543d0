// The reservation status machine (docs/product.md § Reservation statuses), written down once. Staff
// move reservations; clients never change or delete one (they contact staff).
//
//   CREATED ──► WAITING ──► SCHEDULED ──► FINISHED
//      │           ▲  │        │  │
//      │           └──┼────────┘  │            (SCHEDULED → WAITING: plans changed, coordinate again)
//      ├──────────────┼──────────►┘ (CREATED → SCHEDULED: confirmed straight away)
//      └──────────────┴──────────────► DELETED (from any open state: cancelled, rejected, deleted)
//
// Why this shape:
// - CREATED means "nobody at the restaurant has looked at it yet", so nothing returns to it.
// - FINISHED ("the group arrived") only follows SCHEDULED: a group we never confirmed cannot have
//   arrived as booked, and the history stays honest.
// - FINISHED and DELETED are final. A cancelled booking that comes back is a new reservation with a
//   new order number: its seats are checked again, and the client's mail trail stays unambiguous.
//   It also means no status change can ever ADD held seats (CREATED, WAITING and SCHEDULED all hold
//   them), so a status change never needs a capacity check; only edits do.
import type { ReservationStatus } from '../generated/prisma/enums.ts';

export type { ReservationStatus };

export const RESERVATION_STATUSES = ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const satisfies readonly ReservationStatus[];

export const TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  CREATED: ['WAITING', 'SCHEDULED', 'DELETED'],
  WAITING: ['SCHEDULED', 'DELETED'],
  SCHEDULED: ['WAITING', 'FINISHED', 'DELETED'],
  FINISHED: [],
  DELETED: [],
};

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinal(status: ReservationStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Statuses whose seat reservations count against capacity. */
export const HOLDING_STATUSES = ['CREATED', 'WAITING', 'SCHEDULED'] as const satisfies readonly ReservationStatus[];

export function holdsSeats(status: ReservationStatus): boolean {
  return (HOLDING_STATUSES as readonly ReservationStatus[]).includes(status);
}

/** "Active" in the client's counts: still open (the count of active reservations, docs/product.md § Records). */
export const ACTIVE_STATUSES = HOLDING_STATUSES;

/** Edits make sense only while a reservation is open. */
export function isEditable(status: ReservationStatus): boolean {
  return !isFinal(status);
}

/**
 * Changes the client must be told the reason for: what needs coordinating (WAITING) and why a
 * booking was declined or cancelled (DELETED). The note is mailed to them and kept in the history.
 */
export const NOTE_REQUIRED_FOR = ['WAITING', 'DELETED'] as const satisfies readonly ReservationStatus[];

export function requiresNote(to: ReservationStatus): boolean {
  return (NOTE_REQUIRED_FOR as readonly ReservationStatus[]).includes(to);
}

/**
 * How a booking ended when staff closed it (DELETED): one nobody had accepted yet was rejected
 * (declined, to the client); one already accepted or being coordinated was cancelled.
 */
export function endingOf(from: ReservationStatus): 'rejected' | 'cancelled' {
  return from === 'CREATED' ? 'rejected' : 'cancelled';
}
