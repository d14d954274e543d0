import { describe, expect, it } from 'vitest';
import { daySlots, dayState, earliestArrival, firstBookableDate, type ArrivalRules, type StopRule } from './arrival.ts';
import { localToInstant } from '../../components/reservation/ljubljana.ts';

const everyDay = (closed: number[] = []) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, closed: closed.includes(weekday), opens: '07:00', closes: '22:00' }));

const rules = (overrides: Partial<ArrivalRules> = {}): ArrivalRules => ({
  slotMinutes: 15,
  openingHours: everyDay(),
  closedDays: new Set(),
  lastDate: '2027-11-21',
  ...overrides,
});

const SHORT: StopRule = { type: 'SHORT_STOP', leadTimeHours: 2, durationMinutes: 30 };
const LONG: StopRule = { type: 'LONG_STOP', leadTimeHours: 72, durationMinutes: 90 };
/** Saturday 21 November 2026, 09:52 in Ljubljana. */
const NOW = localToInstant('2026-11-21', 9 * 60 + 52)!;

describe('arrival times of a day', () => {
  it('mark times within the lead time as too soon (a short stop 2 hours ahead)', () => {
    const slots = daySlots(rules(), SHORT, '2026-11-21', NOW);
    expect(slots.find((s) => s.time === '11:00')?.state).toBe('tooSoon');
    expect(slots.find((s) => s.time === '11:45')?.state).toBe('tooSoon');
    // 09:52 + 2 h = 11:52: the first time far enough ahead is 12:00.
    expect(slots.find((s) => s.state === 'ok')?.time).toBe('12:00');
    expect(slots.at(-1)?.time).toBe('21:30');
  });

  it('count the lead time in real hours: exactly 72 hours is enough, a minute less is not', () => {
    const now = localToInstant('2026-11-21', 12 * 60)!;
    const slots = daySlots(rules(), LONG, '2026-11-24', now);
    expect(slots.find((s) => s.time === '11:45')?.state).toBe('tooSoon');
    expect(slots.find((s) => s.time === '12:00')?.state).toBe('ok');
    expect(earliestArrival(LONG, now).toISOString()).toBe(localToInstant('2026-11-24', 12 * 60)!.toISOString());
  });

  it('offer nothing on closed weekdays and extra closed days', () => {
    expect(daySlots(rules({ openingHours: everyDay([1]) }), SHORT, '2026-11-23', NOW)).toEqual([]);
    expect(daySlots(rules({ closedDays: new Set(['2026-12-24']) }), SHORT, '2026-12-24', NOW)).toEqual([]);
  });

  it('leave out the hour that does not exist when the clocks go forward', () => {
    const night = rules({ openingHours: everyDay().map((d) => ({ ...d, opens: '00:00' })) });
    const slots = daySlots(night, SHORT, '2027-03-28', NOW);
    expect(slots.some((s) => s.time === '02:30')).toBe(false);
    expect(slots.some((s) => s.time === '03:00')).toBe(true);
  });
});

describe('calendar days', () => {
  it('are past, too soon, closed, too far or bookable', () => {
    const r = rules({ openingHours: everyDay([2]), closedDays: new Set(['2026-12-08']) });
    expect(dayState(r, LONG, '2026-11-20', NOW)).toBe('past');
    expect(dayState(r, LONG, '2026-11-21', NOW)).toBe('tooSoon');
    expect(dayState(r, LONG, '2026-11-23', NOW)).toBe('tooSoon');
    // Tuesday: closed every week.
    expect(dayState(r, LONG, '2026-11-24', NOW)).toBe('closed');
    // 72 hours from Saturday 09:52 is Tuesday 09:52; Tuesday is closed, so Wednesday is the first day.
    expect(dayState(r, LONG, '2026-11-25', NOW)).toBe('ok');
    expect(dayState(r, LONG, '2026-12-08', NOW)).toBe('closed');
    expect(dayState(r, LONG, '2027-11-22', NOW)).toBe('tooFar');
    expect(dayState(r, SHORT, '2026-11-21', NOW)).toBe('ok');
    expect(firstBookableDate(r, LONG, NOW)).toBe('2026-11-25');
    expect(firstBookableDate(r, SHORT, NOW)).toBe('2026-11-21');
  });

  it('today is too soon for a short stop once the last one has gone', () => {
    const late = localToInstant('2026-11-21', 19 * 60 + 31)!;
    expect(dayState(rules(), SHORT, '2026-11-21', late)).toBe('tooSoon');
    expect(firstBookableDate(rules(), SHORT, late)).toBe('2026-11-22');
  });
});
