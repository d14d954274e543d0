import { describe, expect, it } from 'vitest';
import { monthRange } from './calendar.ts';

describe('the days the calendar asks about', () => {
  it('are the month on screen, within the bookable range', () => {
    expect(monthRange({ year: 2026, month: 12 }, '2026-11-21', '2027-11-21')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange({ year: 2026, month: 11 }, '2026-11-21', '2027-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-30' });
    expect(monthRange({ year: 2027, month: 11 }, '2026-11-21', '2027-11-21')).toEqual({ from: '2027-11-01', to: '2027-11-21' });
    expect(monthRange({ year: 2028, month: 2 }, '2026-11-21', '2027-11-21')).toBeNull();
    expect(monthRange({ year: 2028, month: 2 }, '2028-01-01', '2028-12-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
