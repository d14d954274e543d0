// The restaurant's calendar and clock for the staff order screens. Arrivals are a Ljubljana date
// and time (docs/decisions.md 12): they are shown as the API gives them (arrivalDay,
// arrivalLocalTime), never converted to the browser's zone. "Today" is Ljubljana's today, read
// from the server's clock (reservationRules.now) corrected for the browser's elapsed time, so a
// tablet whose clock is off still agrees with the server about what "today" and "3 h ago" mean.

import { addDays, daysBetween, instantToLocal, isoWeekday, parseLocalDate, RESTAURANT_TIME_ZONE, type LocalDate } from '../../../graph/domain/local-time.ts';

export { addDays, daysBetween, isoWeekday, parseLocalDate, type LocalDate };
export const TIME_ZONE = RESTAURANT_TIME_ZONE;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Ljubljana's calendar day at an instant. */
export function localDate(instant: Date | string | number): LocalDate {
  return instantToLocal(new Date(instant)).date;
}

/**
 * A calendar day as a Date at noon UTC, for Intl formatting with `timeZone: 'UTC'`: the day stays
 * the day whatever the browser's zone.
 */
export function dateForFormatting(date: LocalDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** How a day relates to today, for "Today 12:30" / "Tomorrow 09:15" labels. */
export function dayRelation(date: LocalDate, today: LocalDate): 'yesterday' | 'today' | 'tomorrow' | null {
  const diff = daysBetween(today, date);
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === -1) return 'yesterday';
  return null;
}

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Age {
  /** Whole units, at least 1 ("booked 1 minute ago" for anything under two minutes). */
  value: number;
  unit: RelativeUnit;
  /** Under a minute: "just now". */
  justNow: boolean;
}

/**
 * How long ago `then` was, in the unit a person would use at the counter: minutes up to an hour,
 * hours up to two days (a queue cares about "30 hours" more than "1 day"), then days, weeks …
 */
export function ageOf(then: Date | string, now: Date): Age {
  const ms = Math.max(0, now.getTime() - new Date(then).getTime());
  if (ms < MINUTE_MS) return { value: 0, unit: 'minute', justNow: true };
  const pick = (value: number, unit: RelativeUnit): Age => ({ value: Math.max(1, Math.floor(value)), unit, justNow: false });
  if (ms < HOUR_MS) return pick(ms / MINUTE_MS, 'minute');
  if (ms < 48 * HOUR_MS) return pick(ms / HOUR_MS, 'hour');
  if (ms < 14 * DAY_MS) return pick(ms / DAY_MS, 'day');
  if (ms < 60 * DAY_MS) return pick(ms / (7 * DAY_MS), 'week');
  if (ms < 365 * DAY_MS) return pick(ms / (30.44 * DAY_MS), 'month');
  return pick(ms / (365.25 * DAY_MS), 'year');
}

/** A reservation waiting for a decision longer than this is flagged in the pending queue. */
export const DECISION_TARGET_HOURS = 12;

export function waitedTooLong(createdAt: Date | string, now: Date, hours = DECISION_TARGET_HOURS): boolean {
  return now.getTime() - new Date(createdAt).getTime() > hours * HOUR_MS;
}

/**
 * The server's clock as the browser can follow it: the server said `serverNow` when the browser's
 * clock read `browserNow`; later readings add the browser's elapsed time.
 */
export function serverClock(serverNow: string | Date, browserNow: number = Date.now()): () => Date {
  const offset = new Date(serverNow).getTime() - browserNow;
  return () => new Date(Date.now() + offset);
}

let clock: () => Date = () => new Date();
let lastServerNow: string | null = null;

/**
 * Pages call this with reservationRules.now when their data arrives. The same answer read again
 * (a re-render) changes nothing: only a new reading of the server's clock moves ours.
 */
export function syncClock(serverNow: string | null | undefined): void {
  if (!serverNow || serverNow === lastServerNow) return;
  lastServerNow = serverNow;
  clock = serverClock(serverNow);
}

/** Now, by the server's clock (as last synchronised). */
export function now(): Date {
  return clock();
}
