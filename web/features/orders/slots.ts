// The edit form's time grid: arrival times on the slot grid (every `slotMinutes` from midnight)
// within the day's opening hours, such that the whole stay ends by closing time — the server's rule
// (graph/domain/reservation-rules.ts). The reservation's own time is always offered, even when it
// lies off today's grid (booked under older rules), so an edit of something else keeps it.
import { isoWeekday, type LocalDate } from './time.ts';

export interface OpeningDay {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  closed: boolean;
  /** 'HH:MM'. */
  opens: string;
  /** 'HH:MM'; '24:00' is midnight. */
  closes: string;
}

/** 'HH:MM' (or 'H:MM', and '24:00') to minutes after midnight; null when it is not a time. */
export function parseTime(text: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

export function formatTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Arrival minutes on `date` whose stay of `durationMinutes` fits the opening hours (empty: closed). */
export function slotsFor(date: LocalDate, openingHours: readonly OpeningDay[], slotMinutes: number, durationMinutes: number): number[] {
  const day = openingHours.find((d) => d.weekday === isoWeekday(date));
  if (!day || day.closed || slotMinutes <= 0) return [];
  const opens = parseTime(day.opens);
  const closes = parseTime(day.closes);
  if (opens === null || closes === null || opens >= closes) return [];
  const slots: number[] = [];
  for (let minute = Math.ceil(opens / slotMinutes) * slotMinutes; minute + durationMinutes <= closes && minute < 1440; minute += slotMinutes) slots.push(minute);
  return slots;
}

/** The slots with `keep` added in its place (the reservation's current time), without duplicates. */
export function withTime(slots: readonly number[], keep: number | null): number[] {
  if (keep === null || slots.includes(keep)) return [...slots];
  return [...slots, keep].sort((a, b) => a - b);
}

/** The hours that have at least one slot, in order. */
export function hoursOf(slots: readonly number[]): number[] {
  return [...new Set(slots.map((minute) => Math.floor(minute / 60)))];
}

/** The slots of one hour. */
export function slotsInHour(slots: readonly number[], hour: number): number[] {
  return slots.filter((minute) => Math.floor(minute / 60) === hour);
}
