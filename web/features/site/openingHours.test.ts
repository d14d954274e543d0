import { describe, expect, it } from 'vitest';
import { groupOpeningHours, weekdayName } from './openingHours.ts';

const day = (weekday: number, opens = '07:00', closes = '22:00', closed = false) => ({ weekday, opens, closes, closed });

describe('opening hours', () => {
  it('groups consecutive days with the same hours', () => {
    expect(groupOpeningHours([1, 2, 3, 4, 5, 6, 7].map((d) => day(d)))).toEqual([{ from: 1, to: 7, hours: { opens: '07:00', closes: '22:00' } }]);
    expect(groupOpeningHours([day(1), day(2), day(3), day(4), day(5), day(6, '08:00'), day(7, '08:00')])).toEqual([
      { from: 1, to: 5, hours: { opens: '07:00', closes: '22:00' } },
      { from: 6, to: 7, hours: { opens: '08:00', closes: '22:00' } },
    ]);
  });

  it('shows missing and closed days as closed', () => {
    expect(groupOpeningHours([day(1, '07:00', '22:00', true), day(3), day(4)])).toEqual([
      { from: 1, to: 2, hours: null },
      { from: 3, to: 4, hours: { opens: '07:00', closes: '22:00' } },
      { from: 5, to: 7, hours: null },
    ]);
  });

  it('names weekdays in the page language', () => {
    expect(weekdayName(1, 'en')).toBe('Mon');
    expect(weekdayName(7, 'en', 'long')).toBe('Sunday');
    expect(weekdayName(1, 'sl', 'long')).toBe('ponedeljek');
  });
});
