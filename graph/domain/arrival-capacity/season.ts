// Seasons in the settings ("the terrace in summer only", "pacing from June to September") are
// month-day ranges, 'MM-DD' to 'MM-DD' inclusive, that repeat every year and may wrap the new year
// ('11-15' to '03-15' is the winter). Both ends absent: all year.
import type { LocalDate } from '../local-time.ts';

export interface Season {
  /** 'MM-DD', or null with `end` null: all year. */
  start: string | null;
  end: string | null;
}

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether text is a real month and day, 'MM-DD' (29 February allowed: it exists in leap years). */
export function isMonthDay(text: string): boolean {
  const match = MONTH_DAY.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

export type SeasonProblem = 'SEASON_INVALID';

/** Null when the season is all year or both ends are real month-days; a half-given season is invalid. */
export function seasonProblem(season: Season): SeasonProblem | null {
  if (season.start === null && season.end === null) return null;
  if (season.start === null || season.end === null) return 'SEASON_INVALID';
  return isMonthDay(season.start) && isMonthDay(season.end) ? null : 'SEASON_INVALID';
}

/** Whether the local date falls in the season (inclusive ends; wraps the new year when start > end). */
export function inSeason(date: LocalDate, season: Season): boolean {
  if (season.start === null || season.end === null) return true;
  const monthDay = date.slice(5);
  return season.start <= season.end
    ? monthDay >= season.start && monthDay <= season.end
    : monthDay >= season.start || monthDay <= season.end;
}

/** Whether the season is all year (what a rule without a season applies to). */
export function isAllYear(season: Season): boolean {
  return season.start === null || season.end === null;
}
