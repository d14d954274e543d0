// Date ranges for the manager's statistics: the presets (this month, last 3 months, this year),
// checks of a custom range against the API's rules, the weeks a range spans (so empty weeks still
// show on the chart) and the CSV file name. Dates are local calendar days (YYYY-MM-DD) in the
// restaurant's time zone, as the API uses them; arithmetic is done on UTC midnights.

import { addDays, RESTAURANT_TIME_ZONE } from '../../../graph/domain/local-time.ts';
import { STATISTICS_MAX_RANGE_DAYS } from '../../../graph/domain/statistics-rules.ts';

export { addDays };
export const TIME_ZONE = RESTAURANT_TIME_ZONE;
/** The API accepts at most two years between from and to. */
export const MAX_RANGE_DAYS = STATISTICS_MAX_RANGE_DAYS;
const DAY_MS = 86_400_000;

export type Preset = 'thisMonth' | 'last3Months' | 'thisYear';
export const PRESETS: readonly Preset[] = ['thisMonth', 'last3Months', 'thisYear'];

export interface DateRange {
  from: string;
  to: string;
}

export type RangeProblem = 'INVALID_DATE' | 'TO_BEFORE_FROM' | 'TOO_LONG';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in the restaurant's time zone. */
export function todayIn(now: Date = new Date(), timeZone = TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function lastDayOfMonth(year: number, monthIndex: number): string {
  return toDay(Date.UTC(year, monthIndex + 1, 0));
}

/** The calendar range a preset means on `today`: whole months and years, future days included. */
export function presetRange(preset: Preset, today: string): DateRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthIndex = month - 1;
  switch (preset) {
    case 'thisMonth':
      return { from: toDay(Date.UTC(year, monthIndex, 1)), to: lastDayOfMonth(year, monthIndex) };
    case 'last3Months':
      return { from: toDay(Date.UTC(year, monthIndex - 2, 1)), to: lastDayOfMonth(year, monthIndex) };
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/** Which preset a range is, if any (to highlight the right button). */
export function matchPreset(range: DateRange, today: string): Preset | null {
  return PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;
}

export function rangeProblem(range: DateRange): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'INVALID_DATE';
  const days = (toTime(range.to) - toTime(range.from)) / DAY_MS;
  if (days < 0) return 'TO_BEFORE_FROM';
  if (days > MAX_RANGE_DAYS) return 'TOO_LONG';
  return null;
}

/** The range from a URL's ?from=&to=, or the default preset when missing or invalid. */
export function rangeFromSearch(search: URLSearchParams, today: string, fallback: Preset = 'last3Months'): DateRange {
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return rangeProblem(range) === null ? range : presetRange(fallback, today);
}

/** The Monday of the ISO week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Every week (its Monday) that overlaps the range, oldest first. */
export function weeksOf(range: DateRange): string[] {
  if (rangeProblem(range) !== null) return [];
  const weeks: string[] = [];
  for (let monday = weekStart(range.from); monday <= range.to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** The months the range touches ("2026-09", …), first to last. */
export function monthsOf(range: DateRange): string[] {
  if (rangeProblem(range) !== null) return [];
  const months: string[] = [];
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); ) {
    months.push(month);
    const [year, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

/** Weekly rows for every week of the range, zeros where the API sent none. */
export function fillWeeks<T extends { weekStart: string }>(range: DateRange, rows: readonly T[], empty: (weekStart: string) => T): T[] {
  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  const weeks = weeksOf(range);
  const filled = weeks.map((week) => byWeek.get(week) ?? empty(week));
  // Rows outside the computed weeks (should not happen) are kept rather than hidden.
  for (const row of rows) if (!weeks.includes(row.weekStart)) filled.push(row);
  return filled.sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}

export function csvFileName(range: DateRange): string {
  return `stopover-statistics-${range.from}-${range.to}.csv`;
}
