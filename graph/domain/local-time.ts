// The restaurant's wall clock (Europe/Ljubljana) and UTC instants, DST included
// (docs/architecture.md A7). Only Intl: a local date + minute becomes an instant by probing the zone's
// offset on both sides of it, so a day with a clock change is handled without a time-zone library.
//
// Two hours a year need a rule:
// - spring forward (last Sunday of March, 02:00 → 03:00): 02:00–02:59 never happens on the wall
//   clock. Such a time is refused (`NONEXISTENT`) rather than silently moved.
// - fall back (last Sunday of October, 03:00 → 02:00): 02:00–02:59 happens twice. We take the FIRST
//   occurrence (still summer time, UTC+2), as Temporal's default 'compatible' disambiguation does;
//   the restaurant is closed at that hour anyway, so this only has to be deterministic.
import { RESTAURANT_TIME_ZONE } from './time-zone.ts';

export { RESTAURANT_TIME_ZONE };

/** A calendar day in the restaurant's zone, 'YYYY-MM-DD'. */
export type LocalDate = string;

export const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: RESTAURANT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockFromIntl(instant: Date): WallClock {
  const out: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return out as unknown as WallClock;
}

// Intl's formatToParts costs tens of microseconds, and lists show an arrival per row. The zone's
// offset only changes on the hour (EU rules switch at 01:00 UTC), so it is asked once per UTC hour
// and the wall clock is plain arithmetic after that.
const HOUR_MS = 60 * MINUTE_MS;
const offsetByHour = new Map<number, number>();

function wallClock(instant: Date): WallClock {
  const time = instant.getTime();
  if (!Number.isFinite(time)) return wallClockFromIntl(instant);
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const w = wallClockFromIntl(new Date(hour * HOUR_MS));
    offset = (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - hour * HOUR_MS) / MINUTE_MS;
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  const local = new Date(time + offset * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The zone's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function offsetMinutes(instant: Date): number {
  const w = wallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / MINUTE_MS);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 'YYYY-MM-DD' of a real calendar day (2026-02-30 is not one), years 2000–2199; otherwise null. */
export function parseLocalDate(text: string | null | undefined): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2199) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** 'HH:MM' (or 'H:MM'), 00:00–23:59, to minutes after local midnight; otherwise null. */
export function parseLocalTime(text: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight as 'HH:MM' (1440 is '24:00', the end of the day). */
export function formatMinute(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

function dateParts(date: LocalDate): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function fromUtcDay(ms: number): LocalDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Days since 1970-01-01: a small integer per calendar day (the capacity lock's key). */
export function dayNumber(date: LocalDate): number {
  const [y, m, d] = dateParts(date);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcDay((dayNumber(date) + days) * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** A DATE column's value (Prisma reads and writes @db.Date as UTC midnight). */
export function dateToDb(date: LocalDate): Date {
  return new Date(dayNumber(date) * DAY_MS);
}

export function dateFromDb(value: Date): LocalDate {
  return fromUtcDay(value.getTime());
}

/** The restaurant's calendar day and minute of day at an instant. */
export function instantToLocal(instant: Date): { date: LocalDate; minute: number } {
  const w = wallClock(instant);
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, minute: w.hour * 60 + w.minute };
}

export type LocalResolution =
  | { ok: true; instant: Date; /** The wall time happens twice (fall back); the first was taken. */ ambiguous: boolean }
  | { ok: false; reason: 'NONEXISTENT' };

/**
 * The UTC instant of a local date and minute of day (0–1440; 1440 is the next midnight). A minute in
 * the spring-forward gap is NONEXISTENT; one in the fall-back overlap resolves to its first occurrence.
 */
export function localToInstant(date: LocalDate, minute: number): LocalResolution {
  if (minute === MINUTES_PER_DAY) return localToInstant(addDays(date, 1), 0);
  const [y, m, d] = dateParts(date);
  const wall = Date.UTC(y, m - 1, d, 0, minute);
  // Clock changes are months apart: the offsets a day either side are the only two candidates.
  const offsets = new Set([offsetMinutes(new Date(wall - DAY_MS)), offsetMinutes(new Date(wall + DAY_MS))]);
  const valid = [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((candidate) => candidate + offsetMinutes(new Date(candidate)) * MINUTE_MS === wall)
    .sort((a, b) => a - b);
  if (valid.length === 0) return { ok: false, reason: 'NONEXISTENT' };
  return { ok: true, instant: new Date(valid[0]!), ambiguous: valid.length > 1 };
}

/**
 * Like localToInstant, for boundaries (opening and closing times) rather than chosen arrivals: a
 * boundary inside the spring-forward gap moves to the end of the gap (the clock's next real minute).
 */
export function boundaryInstant(date: LocalDate, minute: number): Date {
  // The gap is one hour; 2:00–2:59 moves to 3:00, the same instant as 2:00 standard time.
  for (let probe = minute; probe <= minute + 60; probe++) {
    const resolved = localToInstant(date, probe);
    if (resolved.ok) return resolved.instant;
  }
  throw new Error(`no instant for ${date} ${formatMinute(minute)}`);
}
