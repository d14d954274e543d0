import { describe, expect, it } from 'vitest';
import { addDays, ageOf, dateForFormatting, dayRelation, daysBetween, isoWeekday, localDate, parseLocalDate, serverClock, waitedTooLong } from './time.ts';

describe('the restaurant’s calendar', () => {
  it('reads Ljubljana’s day at an instant, in summer and winter time', () => {
    // 23:30 UTC is already the next day in Ljubljana (UTC+2 in summer, UTC+1 in winter).
    expect(localDate('2026-07-17T22:30:00Z')).toBe('2026-07-18');
    expect(localDate('2026-07-17T21:59:00Z')).toBe('2026-07-17');
    expect(localDate('2026-01-17T23:30:00Z')).toBe('2026-01-18');
    expect(localDate('2026-01-17T22:59:00Z')).toBe('2026-01-17');
  });

  it('parses only real days', () => {
    expect(parseLocalDate('2026-07-18')).toBe('2026-07-18');
    expect(parseLocalDate(' 2026-07-18 ')).toBe('2026-07-18');
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDate('18.7.2026')).toBeNull();
    expect(parseLocalDate(null)).toBeNull();
  });

  it('counts days across months, years and the clock changes', () => {
    expect(addDays('2026-07-31', 1)).toBe('2026-08-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-07-18', '2026-07-17')).toBe(-1);
  });

  it('knows the ISO weekday', () => {
    expect(isoWeekday('2026-07-18')).toBe(6); // a Saturday
    expect(isoWeekday('2026-07-19')).toBe(7);
    expect(isoWeekday('2026-07-20')).toBe(1);
  });

  it('formats a day as itself whatever the browser’s zone', () => {
    expect(dateForFormatting('2026-07-18').toISOString()).toBe('2026-07-18T12:00:00.000Z');
  });

  it('says today, tomorrow and yesterday', () => {
    expect(dayRelation('2026-07-18', '2026-07-18')).toBe('today');
    expect(dayRelation('2026-07-19', '2026-07-18')).toBe('tomorrow');
    expect(dayRelation('2026-07-17', '2026-07-18')).toBe('yesterday');
    expect(dayRelation('2026-07-21', '2026-07-18')).toBeNull();
  });
});

describe('the age of a booking', () => {
  const now = new Date('2026-07-18T10:00:00Z');
  const ago = (ms: number) => ageOf(new Date(now.getTime() - ms), now);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it('uses the unit a person would', () => {
    expect(ago(20_000)).toEqual({ value: 0, unit: 'minute', justNow: true });
    expect(ago(90_000)).toEqual({ value: 1, unit: 'minute', justNow: false });
    expect(ago(59 * MIN)).toEqual({ value: 59, unit: 'minute', justNow: false });
    expect(ago(3 * HOUR + 20 * MIN)).toEqual({ value: 3, unit: 'hour', justNow: false });
    // A queue counts hours for two days: "30 hours" says more than "1 day".
    expect(ago(30 * HOUR)).toEqual({ value: 30, unit: 'hour', justNow: false });
    expect(ago(3 * DAY)).toEqual({ value: 3, unit: 'day', justNow: false });
    expect(ago(20 * DAY)).toEqual({ value: 2, unit: 'week', justNow: false });
    expect(ago(100 * DAY)).toEqual({ value: 3, unit: 'month', justNow: false });
    expect(ago(800 * DAY)).toEqual({ value: 2, unit: 'year', justNow: false });
  });

  it('treats a clock slightly ahead as just now', () => {
    expect(ageOf(new Date(now.getTime() + 5000), now).justNow).toBe(true);
  });

  it('flags pending bookings older than 12 hours', () => {
    expect(waitedTooLong(new Date(now.getTime() - 11 * HOUR), now)).toBe(false);
    expect(waitedTooLong(new Date(now.getTime() - 13 * HOUR), now)).toBe(true);
  });
});

describe('the server’s clock', () => {
  it('follows the server with the browser’s elapsed time', () => {
    const browserNow = Date.now();
    const clock = serverClock(new Date(browserNow + 3_600_000).toISOString(), browserNow);
    const drift = clock().getTime() - Date.now();
    expect(Math.abs(drift - 3_600_000)).toBeLessThan(1000);
  });
});
