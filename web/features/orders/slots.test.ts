import { describe, expect, it } from 'vitest';
import { formatTime, hoursOf, parseTime, slotsFor, slotsInHour, withTime, type OpeningDay } from './slots.ts';

const WEEK: OpeningDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, closed: weekday === 1, opens: '07:00', closes: '22:00' }));

describe('the time grid', () => {
  it('offers arrivals on the grid whose stay ends by closing time', () => {
    const slots = slotsFor('2026-07-18', WEEK, 15, 90); // Saturday
    expect(formatTime(slots[0]!)).toBe('07:00');
    expect(formatTime(slots[slots.length - 1]!)).toBe('20:30');
    expect(slots).toHaveLength(55);
  });

  it('offers nothing on a closed day', () => {
    expect(slotsFor('2026-07-20', WEEK, 15, 30)).toEqual([]); // Monday
    expect(slotsFor('2026-07-18', [], 15, 30)).toEqual([]);
  });

  it('starts at the first grid time after an odd opening time', () => {
    const odd: OpeningDay[] = [{ weekday: 6, closed: false, opens: '07:10', closes: '24:00' }];
    const slots = slotsFor('2026-07-18', odd, 30, 30);
    expect(formatTime(slots[0]!)).toBe('07:30');
    expect(formatTime(slots[slots.length - 1]!)).toBe('23:30');
  });

  it('keeps the reservation’s own time on offer', () => {
    expect(withTime([600, 615], 605)).toEqual([600, 605, 615]);
    expect(withTime([600, 615], 600)).toEqual([600, 615]);
    expect(withTime([600], null)).toEqual([600]);
  });

  it('groups by hour', () => {
    const slots = [420, 435, 450, 465, 480];
    expect(hoursOf(slots)).toEqual([7, 8]);
    expect(slotsInHour(slots, 7)).toEqual([420, 435, 450, 465]);
  });

  it('reads times', () => {
    expect(parseTime('7:05')).toBe(425);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:01')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('noon')).toBeNull();
  });
});
