import { describe, expect, it } from 'vitest';
import {
  addDays,
  csvFileName,
  fillWeeks,
  isDay,
  matchPreset,
  monthsOf,
  presetRange,
  rangeFromSearch,
  rangeProblem,
  todayIn,
  weekStart,
  weeksOf,
} from './dateRange.ts';

describe('today in Ljubljana', () => {
  it('follows the restaurant’s clock, not UTC', () => {
    // 23:30 UTC on 31 July is already 1 August in Ljubljana (CEST, UTC+2).
    expect(todayIn(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08-01');
    expect(todayIn(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
    expect(todayIn(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('presets', () => {
  it('cover whole calendar months and years', () => {
    expect(presetRange('thisMonth', '2026-07-18')).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(presetRange('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last3Months', '2026-07-18')).toEqual({ from: '2026-05-01', to: '2026-07-31' });
    expect(presetRange('last3Months', '2026-02-03')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(presetRange('thisYear', '2026-07-18')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('are recognised again from a range', () => {
    expect(matchPreset({ from: '2026-07-01', to: '2026-07-31' }, '2026-07-18')).toBe('thisMonth');
    expect(matchPreset({ from: '2026-01-01', to: '2026-12-31' }, '2026-07-18')).toBe('thisYear');
    expect(matchPreset({ from: '2026-07-02', to: '2026-07-31' }, '2026-07-18')).toBeNull();
  });
});

describe('custom ranges', () => {
  it('need real dates, in order, at most two years apart', () => {
    expect(rangeProblem({ from: '2026-07-01', to: '2026-07-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('INVALID_DATE');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('INVALID_DATE');
    expect(rangeProblem({ from: '2026-07-02', to: '2026-07-01' })).toBe('TO_BEFORE_FROM');
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2026-01-04' })).toBe('TOO_LONG');
    expect(isDay('2026-13-01')).toBe(false);
  });

  it('come from the address, else the default preset', () => {
    const today = '2026-07-18';
    expect(rangeFromSearch(new URLSearchParams('from=2026-06-01&to=2026-06-30'), today)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-06-31&to=2026-06-30'), today)).toEqual(presetRange('last3Months', today));
    expect(rangeFromSearch(new URLSearchParams(''), today, 'thisMonth')).toEqual(presetRange('thisMonth', today));
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekStart('2026-07-18')).toBe('2026-07-13'); // a Saturday
    expect(weekStart('2026-07-13')).toBe('2026-07-13');
    expect(weekStart('2026-07-19')).toBe('2026-07-13'); // Sunday
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('list every week a range touches, and fill the empty ones', () => {
    const range = { from: '2026-07-01', to: '2026-07-31' };
    expect(weeksOf(range)).toEqual(['2026-06-29', '2026-07-06', '2026-07-13', '2026-07-20', '2026-07-27']);
    const rows = fillWeeks(range, [{ weekStart: '2026-07-13', n: 4 }], (weekStart) => ({ weekStart, n: 0 }));
    expect(rows.map((r) => r.n)).toEqual([0, 0, 4, 0, 0]);
    expect(weeksOf({ from: 'x', to: 'y' })).toEqual([]);
  });

  it('lists every month a range touches, across a new year', () => {
    expect(monthsOf({ from: '2026-11-15', to: '2027-02-01' })).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf({ from: '2026-07-01', to: '2026-07-31' })).toEqual(['2026-07']);
    expect(monthsOf({ from: 'x', to: 'y' })).toEqual([]);
  });

  it('names the CSV after the range', () => {
    expect(csvFileName({ from: '2026-05-01', to: '2026-07-31' })).toBe('stopover-statistics-2026-05-01-2026-07-31.csv');
  });
});
