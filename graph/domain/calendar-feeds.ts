// Calendar feeds: which reservations a private iCal feed shows and how each one reads in a calendar.
// An organisation's feed shows its own reservations (pending ones as tentative); staff's show what
// is happening at the restaurant: scheduled and finished reservations, and cancelled ones that had
// been scheduled (so a calendar that showed them learns they are off).
import type { ReservationStatus } from '../generated/prisma/enums.ts';

/** Secrets start with this, so people and secret scanners recognise a leaked feed URL. */
export const CALENDAR_FEED_PREFIX = 'stpcal_';
/** The longest secret worth hashing: anything longer is not one of ours. */
export const CALENDAR_FEED_SECRET_MAX_LENGTH = 100;
/** The path of a feed: `/calendar/<secret>.ics`. */
export const CALENDAR_FEED_PATH_PREFIX = '/calendar/';

/** How far back a feed reaches: recent history stays visible, old seasons drop out. */
export const FEED_HISTORY_DAYS = 90;
/** The most events one feed carries (the nearest ones first), so a feed stays small to fetch. */
export const FEED_MAX_EVENTS = 2000;
/** A feed's last-fetched time is recorded at most this often (calendars poll every few minutes). */
export const FEED_FETCH_RECORD_SECONDS = 15 * 60;

/** Free texts in events are cut to this length: a calendar shows the start anyway. */
export const EVENT_TEXT_MAX_LENGTH = 1000;

export type FeedOwnerKind = 'organisation' | 'staff';
export type CalendarEventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

/** What an event's STATUS says for a reservation in this state. */
export function eventStatus(status: ReservationStatus): CalendarEventStatus {
  switch (status) {
    case 'CREATED':
    case 'WAITING':
      return 'TENTATIVE';
    case 'SCHEDULED':
    case 'FINISHED':
      return 'CONFIRMED';
    case 'DELETED':
      return 'CANCELLED';
  }
}

/** The statuses an owner's feed shows; staff see DELETED ones only when they had been scheduled. */
export function feedStatuses(owner: FeedOwnerKind): readonly ReservationStatus[] {
  return owner === 'organisation' ? ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] : ['SCHEDULED', 'FINISHED', 'DELETED'];
}

/** Whether a presented string can be a feed secret at all (before any database look-up). */
export function looksLikeFeedSecret(secret: string): boolean {
  return secret.startsWith(CALENDAR_FEED_PREFIX) && secret.length <= CALENDAR_FEED_SECRET_MAX_LENGTH && /^[A-Za-z0-9_-]+$/.test(secret);
}

/** A free text cut to the event bound, on a character (not a UTF-16 half) boundary. */
export function boundText(text: string, max = EVENT_TEXT_MAX_LENGTH): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
