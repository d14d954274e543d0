// The manager's operating settings as the form needs them: the server's own checks
// (graph/domain/content-rules.ts settingsProblems and openingHoursProblem) on what the inputs hold,
// the numbers read from text inputs, and opening hours between the time inputs (where midnight is
// 00:00) and the API (where a day ending at midnight closes at 24:00).
import {
  openingHoursProblem,
  SETTINGS_LIMITS,
  settingsProblems as serverSettingsProblems,
  SLOT_CHOICES,
} from '../../../graph/domain/content-rules.ts';

export { SLOT_CHOICES };

export interface SettingsValues {
  seatCapacity: number;
  shortStopMinutes: number;
  longStopMinutes: number;
  slotMinutes: number;
}

export type SettingsField = keyof SettingsValues;
export const SETTINGS_FIELDS: SettingsField[] = ['seatCapacity', 'shortStopMinutes', 'longStopMinutes', 'slotMinutes'];
export type SettingsProblem = 'REQUIRED' | 'OUT_OF_RANGE' | 'NOT_ON_GRID';

export const LIMITS = SETTINGS_LIMITS;

/** A whole number from a text input ("1 200", "1.200" and "1200" alike), or null. */
export function readWhole(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f.,']/g, '');
  return /^\d{1,7}$/.test(cleaned) ? Number(cleaned) : null;
}

/** A field left empty is REQUIRED; otherwise the server's checks. */
export function settingsProblems(values: Record<SettingsField, number | null>): Partial<Record<SettingsField, SettingsProblem>> {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  const filled = { seatCapacity: 0, shortStopMinutes: 0, longStopMinutes: 0, slotMinutes: 0 };
  for (const field of SETTINGS_FIELDS) {
    const value = values[field];
    if (value === null) problems[field] = field === 'slotMinutes' ? 'NOT_ON_GRID' : 'REQUIRED';
    else filled[field] = value;
  }
  const server = serverSettingsProblems(filled);
  for (const field of SETTINGS_FIELDS) {
    const problem = server[field];
    if (!problems[field] && problem && problem !== 'REQUIRED') problems[field] = problem as SettingsProblem;
  }
  return problems;
}

export interface DayForm {
  weekday: number;
  open: boolean;
  /** HH:MM as the time input holds it. */
  opens: string;
  closes: string;
}

export type HoursProblem = 'INVALID_HOURS';

function minutes(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h > 23 || m > 59 ? null : h * 60 + m;
}

/** The API's closing time: midnight (00:00 in the input) is the end of the day, 24:00. */
export function closingForApi(closes: string): string {
  return closes === '00:00' ? '24:00' : closes;
}

export function closingForInput(closes: string): string {
  return closes === '24:00' ? '00:00' : closes;
}

export function dayProblem(day: DayForm): HoursProblem | null {
  if (!day.open) return null;
  const opens = minutes(day.opens);
  const closes = day.closes === '00:00' ? 24 * 60 : minutes(day.closes);
  if (opens === null || closes === null) return 'INVALID_HOURS';
  return openingHoursProblem({ weekday: day.weekday, closed: false, opensMinute: opens, closesMinute: closes }) ? 'INVALID_HOURS' : null;
}

/** The form's week from the API's rows (a weekday without a row is closed). */
export function weekFrom(rows: ReadonlyArray<{ weekday: number; closed: boolean; opens: string; closes: string }>): DayForm[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const row = rows.find((r) => r.weekday === weekday);
    return row
      ? { weekday, open: !row.closed, opens: row.opens, closes: closingForInput(row.closes) }
      : { weekday, open: false, opens: '08:00', closes: '20:00' };
  });
}

export function weekForApi(days: readonly DayForm[]): Array<{ weekday: number; closed: boolean; opens: string | null; closes: string | null }> {
  return days.map((day) => (day.open ? { weekday: day.weekday, closed: false, opens: day.opens, closes: closingForApi(day.closes) } : { weekday: day.weekday, closed: true, opens: null, closes: null }));
}
