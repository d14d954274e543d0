// The restaurant's clock in the browser. Arrivals are a Ljubljana date and time (docs/decisions.md
// 12), whatever the zone of the person booking, and lead times are measured against the server's
// clock (reservationRules.now), not the browser's. Only Intl, the same way the server does it
// (graph/domain/local-time.ts): a local date + minute becomes an instant by probing the zone's
// offset on both sides; the spring-forward gap has no instant, the fall-back hour takes the first.
import { addDays, type IsoDate } from '../pickers/calendar.ts';

export const RESTAURANT_TIME_ZONE = 'Europe/Ljubljana';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

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

function wallClock(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(instant)) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function offsetMinutes(instant: Date): number {
  const w = wallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
}

/** The Ljubljana calendar day and minute of the day at an instant. */
export function instantToLocal(instant: Date): { date: IsoDate; minute: number } {
  const w = wallClock(instant);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return { date: `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`, minute: w.hour * 60 + w.minute };
}

/** The instant of a Ljubljana date and minute; null inside the spring-forward gap (02:00–02:59). */
export function localToInstant(date: IsoDate, minute: number): Date | null {
  if (minute === 1440) return localToInstant(addDays(date, 1), 0);
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 0, minute);
  const offsets = new Set([offsetMinutes(new Date(wall - DAY_MS)), offsetMinutes(new Date(wall + DAY_MS))]);
  const valid = [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((candidate) => candidate + offsetMinutes(new Date(candidate)) * MINUTE_MS === wall)
    .sort((a, b) => a - b);
  return valid.length ? new Date(valid[0]!) : null;
}

/**
 * The server's clock as the browser can follow it: the server said `serverNow` when the browser's
 * clock read `browserNow`; later readings add the browser's elapsed time. A browser whose clock is
 * wrong by hours still disables exactly the times the server would refuse.
 */
export function serverClock(serverNow: string | Date, browserNow: number = Date.now()): () => Date {
  const offset = new Date(serverNow).getTime() - browserNow;
  return () => new Date(Date.now() + offset);
}
