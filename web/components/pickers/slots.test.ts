import { describe, expect, it } from 'vitest';
import { formatTime, groupByHour, parseTime } from './slots.ts';

describe('times', () => {
  it('parse HH:MM, H:MM and 24:00, and nothing else', () => {
    expect(parseTime('07:00')).toBe(420);
    expect(parseTime('7:30')).toBe(450);
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('24:15')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('noon')).toBeNull();
    expect(formatTime(420)).toBe('07:00');
    expect(formatTime(1305)).toBe('21:45');
  });
});

describe('the time picker', () => {
  it('groups slots by hour for the hour and minute picker', () => {
    const groups = groupByHour([420, 435, 450, 465, 480].map((minute) => ({ minute })));
    expect(groups.map((g) => [g.hour, g.slots.map((s) => s.minute % 60)])).toEqual([
      [7, [0, 15, 30, 45]],
      [8, [0]],
    ]);
  });
});
