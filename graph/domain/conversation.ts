// A reservation's conversation: the client and staff write to each other about one reservation. A
// message is words only — it never changes the reservation (only staff change a status,
// docs/product.md § Reservation statuses) — and both sides read every message, unlike the internal
// notes (staff-notes.ts), which the client never sees. Messages are never edited or deleted: what the
// other side read stays what was written.
import type { MessageSide, ReservationStatus } from '../generated/prisma/enums.ts';
import { isFinal } from './reservation-status.ts';

export type { MessageSide };

/** The longest message (characters, trimmed): a few paragraphs, like the other free texts. */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * The most messages one reservation's thread holds. A coach stop is coordinated in a handful of
 * messages; 500 is far beyond any real exchange and keeps a runaway script from filling a thread.
 */
export const THREAD_MAX_MESSAGES = 500;

/** The most messages one page of a thread may ask for (`first` / `last`). */
export const MESSAGES_MAX_PAGE = 100;

/**
 * A finished or deleted reservation's thread stays open this many days after the arrival: the client
 * can still ask about the bill or a forgotten coat, and staff can answer. After that it is read-only.
 */
export const CLOSED_THREAD_OPEN_DAYS = 30;

/**
 * At most one notification mail per thread and recipient side in this window. Messages written in
 * between are folded into one waiting mail ("3 new messages"), sent when the window has passed.
 */
export const MAIL_WINDOW_MINUTES = 10;

export type MessageProblem = 'REQUIRED' | 'TOO_LONG';

/** What is wrong with a message's text, or null. The text is stored trimmed. */
export function messageProblem(body: string): MessageProblem | null {
  const text = body.trim();
  if (!text) return 'REQUIRED';
  if (text.length > MESSAGE_MAX_LENGTH) return 'TOO_LONG';
  return null;
}

/**
 * Whether the thread still takes new messages: always while the reservation is open; once it is
 * FINISHED or DELETED, until CLOSED_THREAD_OPEN_DAYS after the arrival. The same for both sides.
 */
export function threadIsOpen(reservation: { status: ReservationStatus; arrivalAt: Date }, now: Date): boolean {
  if (!isFinal(reservation.status)) return true;
  return now.getTime() < threadClosesAt(reservation.arrivalAt).getTime();
}

/** When a closed reservation's thread stops taking messages. */
export function threadClosesAt(arrivalAt: Date): Date {
  return new Date(arrivalAt.getTime() + CLOSED_THREAD_OPEN_DAYS * 86_400_000);
}

/** Whether the thread has room for one more message. */
export function threadHasRoom(messageCount: number): boolean {
  return messageCount < THREAD_MAX_MESSAGES;
}

/** The other side: who is told about a message. */
export function recipientOf(author: MessageSide): MessageSide {
  return author === 'CLIENT' ? 'STAFF' : 'CLIENT';
}

/** Whether a message of `side` written at `at` is unread for the other side, which read up to `readAt`. */
export function isUnread(at: Date, readAt: Date | null): boolean {
  return readAt === null || at.getTime() > readAt.getTime();
}

/**
 * How to tell the recipient of a new message by mail, given the last notification to that side:
 * - `fold`: a mail to them is still waiting in the outbox: rewrite it to include this message;
 * - `send`: queue a mail at `at` — now when the window since the last mail has passed, else when it
 *   passes (a burst of messages then makes one mail, not one each).
 */
export type MailPlan = { kind: 'fold' } | { kind: 'send'; at: Date };

export function mailPlan(last: { mailAt: Date | null; waiting: boolean }, now: Date): MailPlan {
  if (last.waiting) return { kind: 'fold' };
  if (!last.mailAt) return { kind: 'send', at: now };
  const windowEnd = last.mailAt.getTime() + MAIL_WINDOW_MINUTES * 60_000;
  return { kind: 'send', at: windowEnd <= now.getTime() ? now : new Date(windowEnd) };
}
