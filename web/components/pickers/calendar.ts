// The month calendar's arithmetic, on plain calendar days ('YYYY-MM-DD', no time, no zone): the
// grid of a month in weeks that run Monday to Sunday, moving by day, week and month (the keyboard
// of the date picker), and the localized month and weekday names from Intl. Pure functions, tested
// in calendar.test.ts; DatePicker.tsx draws them.
import { addDays, daysBetween, isoWeekday, parseLocalDate } from '../../../graph/domain/local-time.ts';

export { addDays, daysBetween, isoWeekday };

/** A calendar day, 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface YearMonth {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
}

export interface DayCell {
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** False for the days of the previous and next month that fill the first and last week. */
  inMonth: boolean;
}

const DAY_MS = 86_400_000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Days since 1970-01-01 of a calendar day. */
function dayNumber(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD' of a real day (2026-02-30 is not one); otherwise null. */
export const parseIsoDate = parseLocalDate;

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function monthOf(date: IsoDate): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addMonths(ym: YearMonth, months: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** <0, 0 or >0 as `a` is before, the same as or after `b`. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function daysInMonth(ym: YearMonth): number {
  return new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
}

/**
 * The weeks of a month, Monday to Sunday, each of seven days; the first week starts on the Monday
 * on or before the 1st, the last ends on the Sunday on or after the month's last day (4–6 weeks).
 */
export function monthGrid(ym: YearMonth): DayCell[][] {
  const first = isoDate(ym.year, ym.month, 1);
  const last = isoDate(ym.year, ym.month, daysInMonth(ym));
  const start = addDays(first, 1 - isoWeekday(first));
  const end = addDays(last, 7 - isoWeekday(last));
  const weeks: DayCell[][] = [];
  for (let n = dayNumber(start); n <= dayNumber(end); n += 7) {
    const week: DayCell[] = [];
    for (let i = 0; i < 7; i++) {
      const date = fromDayNumber(n + i);
      const { year, month } = monthOf(date);
      week.push({ date, day: Number(date.slice(8, 10)), weekday: i + 1, inMonth: year === ym.year && month === ym.month });
    }
    weeks.push(week);
  }
  return weeks;
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export const CALENDAR_KEYS: readonly CalendarKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

/** Keeps the day of the month where it can (31 January + 1 month = 28/29 February). */
function shiftMonths(date: IsoDate, months: number): IsoDate {
  const target = addMonths(monthOf(date), months);
  return isoDate(target.year, target.month, Math.min(Number(date.slice(8, 10)), daysInMonth(target)));
}

/**
 * Where the keyboard focus goes from `date` (the WAI-ARIA date picker pattern): arrows by a day or a
 * week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month (with Shift: a year).
 * The result stays within [min, max] when they are given.
 */
export function moveDate(date: IsoDate, key: CalendarKey, options: { shift?: boolean; min?: IsoDate; max?: IsoDate } = {}): IsoDate {
  let next: IsoDate;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'Home':
      next = addDays(date, 1 - isoWeekday(date));
      break;
    case 'End':
      next = addDays(date, 7 - isoWeekday(date));
      break;
    case 'PageUp':
      next = shiftMonths(date, options.shift ? -12 : -1);
      break;
    case 'PageDown':
      next = shiftMonths(date, options.shift ? 12 : 1);
      break;
  }
  if (options.min && next < options.min) return options.min;
  if (options.max && next > options.max) return options.max;
  return next;
}

// ————— names, from Intl (the app's language, not the browser's) —————

/** A noon instant of a calendar day: formatting it in UTC can never move it to another day. */
export function dateAtNoonUtc(date: IsoDate): Date {
  return new Date(dayNumber(date) * DAY_MS + 12 * 3_600_000);
}

/** Monday … Sunday in `locale` ('short': Mon / pon., 'long': Monday / ponedeljek, 'narrow': M / p). */
export function weekdayNames(locale: string, width: 'narrow' | 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return [0, 1, 2, 3, 4, 5, 6].map((i) => format.format(dateAtNoonUtc(addDays('2024-01-01', i))));
}

/** "November 2026" / "november 2026", first letter upper-cased for a heading. */
export function monthTitle(locale: string, ym: YearMonth): string {
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dateAtNoonUtc(isoDate(ym.year, ym.month, 1)));
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** "Wednesday, 2 December 2026" / "sreda, 2. december 2026" for labels and summaries. */
export function longDate(locale: string, date: IsoDate): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dateAtNoonUtc(date));
}

/** The days of `month` within [min, max], or null when none are. */
export function monthRange(month: YearMonth, min: IsoDate, max: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const first = isoDate(month.year, month.month, 1);
  const last = isoDate(month.year, month.month, daysInMonth(month));
  const from = first < min ? min : first;
  const to = last > max ? max : last;
  return from <= to ? { from, to } : null;
}
