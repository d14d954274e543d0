import { describe, expect, it } from 'vitest';
import { hoursOf, parseTime, slotsInHour, withTime } from './slots.ts';

describe('the time grid', () => {
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
