// The time picker's grid: arrival times on the slot grid (every `slotMinutes` from midnight) within
// one day's opening hours, such that the whole stay (arrival + duration) ends by closing time — the
// server's rule (graph/domain/reservation-rules.ts openingProblem). Grouped by hour for the hour and
// minute picker. Times are minutes after local midnight; 'HH:MM' strings at the edges.
import { MINUTES_PER_DAY } from '../../../graph/domain/local-time.ts';

export { MINUTES_PER_DAY };

/** Opening hours of one ISO weekday, as reservationRules.openingHours gives them. */
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

/** Whether the restaurant opens at all on this weekday (a missing row is closed). */
export function isOpenDay(day: OpeningDay | undefined): day is OpeningDay {
  if (!day || day.closed) return false;
  const opens = parseTime(day.opens);
  const closes = parseTime(day.closes);
  return opens !== null && closes !== null && opens < closes;
}

/**
 * Arrival minutes on the grid from opening time on, whose stay of `durationMinutes` ends by
 * closing time. Empty on a closed day or when the stay is longer than the day's hours.
 */
export function slotsForDay(day: OpeningDay | undefined, slotMinutes: number, durationMinutes: number): number[] {
  if (!isOpenDay(day) || slotMinutes <= 0) return [];
  const opens = parseTime(day.opens)!;
  const closes = Math.min(parseTime(day.closes)!, MINUTES_PER_DAY);
  const slots: number[] = [];
  for (let minute = Math.ceil(opens / slotMinutes) * slotMinutes; minute + durationMinutes <= closes && minute < MINUTES_PER_DAY; minute += slotMinutes) {
    slots.push(minute);
  }
  return slots;
}

export interface HourGroup<T> {
  hour: number;
  slots: T[];
}

/** Slots grouped by their hour, in order (for the hour buttons and then the minute buttons). */
export function groupByHour<T extends { minute: number }>(slots: readonly T[]): HourGroup<T>[] {
  const groups: HourGroup<T>[] = [];
  for (const slot of slots) {
    const hour = Math.floor(slot.minute / 60);
    const last = groups[groups.length - 1];
    if (last && last.hour === hour) last.slots.push(slot);
    else groups.push({ hour, slots: [slot] });
  }
  return groups;
}
