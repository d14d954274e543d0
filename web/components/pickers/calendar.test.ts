import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareMonths,
  daysBetween,
  daysInMonth,
  isoWeekday,
  longDate,
  monthGrid,
  monthTitle,
  moveDate,
  parseIsoDate,
  weekdayNames,
} from './calendar.ts';

describe('the month grid', () => {
  it('runs every week from Monday to Sunday', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six weeks.
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(week.map((d) => isoWeekday(d.date))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    expect(weeks[0]![0]!.date).toBe('2026-10-26');
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', day: 1, weekday: 7, inMonth: true });
    expect(weeks[0]![5]!.inMonth).toBe(false);
    expect(weeks[5]![0]).toEqual({ date: '2026-11-30', day: 30, weekday: 1, inMonth: true });
    expect(weeks[5]![6]!.date).toBe('2026-12-06');
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('needs only four weeks for a February that starts on a Monday', () => {
    const weeks = monthGrid({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]!.date).toBe('2027-02-01');
    expect(weeks[3]![6]!.date).toBe('2027-02-28');
  });

  it('knows leap years and month lengths', () => {
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2026, month: 12 })).toBe(31);
    expect(monthGrid({ year: 2028, month: 2 }).flat().filter((d) => d.inMonth)).toHaveLength(29);
  });
});

describe('calendar days', () => {
  it('parse real days only', () => {
    expect(parseIsoDate('2026-12-02')).toBe('2026-12-02');
    expect(parseIsoDate(' 2026-12-02 ')).toBe('2026-12-02');
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2.12.2026')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });

  it('add days and months across year ends, whatever the browser zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(daysBetween('2026-11-21', '2026-12-02')).toBe(11);
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, 14)).toEqual({ year: 2028, month: 1 });
    expect(compareMonths({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBeLessThan(0);
    expect(compareMonths({ year: 2027, month: 1 }, { year: 2027, month: 1 })).toBe(0);
  });
});

describe('keyboard moves', () => {
  it('go by day, week, week edges and month', () => {
    expect(moveDate('2026-12-02', 'ArrowLeft')).toBe('2026-12-01');
    expect(moveDate('2026-12-02', 'ArrowRight')).toBe('2026-12-03');
    expect(moveDate('2026-12-02', 'ArrowUp')).toBe('2026-11-25');
    expect(moveDate('2026-12-02', 'ArrowDown')).toBe('2026-12-09');
    // Wednesday 2 December: its week runs from Monday 30 November to Sunday 6 December.
    expect(moveDate('2026-12-02', 'Home')).toBe('2026-11-30');
    expect(moveDate('2026-12-02', 'End')).toBe('2026-12-06');
    expect(moveDate('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(moveDate('2026-12-31', 'PageUp')).toBe('2026-11-30');
    expect(moveDate('2026-12-02', 'PageDown', { shift: true })).toBe('2027-12-02');
  });

  it('stay within the offered range', () => {
    expect(moveDate('2026-11-21', 'ArrowUp', { min: '2026-11-21' })).toBe('2026-11-21');
    expect(moveDate('2027-11-20', 'PageDown', { max: '2027-11-21' })).toBe('2027-11-21');
  });
});

describe('names', () => {
  it('list weekdays from Monday in the app language', () => {
    expect(weekdayNames('en', 'long')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(weekdayNames('sl', 'long')).toEqual(['ponedeljek', 'torek', 'sreda', 'četrtek', 'petek', 'sobota', 'nedelja']);
    expect(weekdayNames('sl', 'short')[0]).toMatch(/^pon/);
  });

  it('title months and write long dates in the app language', () => {
    expect(monthTitle('en', { year: 2026, month: 12 })).toBe('December 2026');
    expect(monthTitle('sl', { year: 2026, month: 12 })).toBe('December 2026');
    expect(monthTitle('sl', { year: 2027, month: 3 })).toBe('Marec 2027');
    expect(longDate('en-GB', '2026-12-02')).toMatch(/^Wednesday,? 2 December 2026$/);
    expect(longDate('sl', '2026-12-02')).toBe('sreda, 2. december 2026');
  });
});
