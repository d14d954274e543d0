import { describe, expect, it } from 'vitest';
import { formatTime, groupByHour, isOpenDay, parseTime, slotsForDay, type OpeningDay } from './slots.ts';

const day = (opens: string, closes: string, closed = false): OpeningDay => ({ weekday: 3, closed, opens, closes });

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

describe('the slot grid', () => {
  it('offers every slot from opening whose whole stay ends by closing time', () => {
    // 07:00–22:00, 15-minute grid: a 90-minute lunch can start at 20:30 at the latest.
    const lunch = slotsForDay(day('07:00', '22:00'), 15, 90);
    expect(lunch[0]).toBe(420);
    expect(lunch.at(-1)).toBe(20 * 60 + 30);
    expect(lunch).toHaveLength((20 * 60 + 30 - 420) / 15 + 1);
    const coffee = slotsForDay(day('07:00', '22:00'), 15, 30);
    expect(coffee.at(-1)).toBe(21 * 60 + 30);
  });

  it('stays on the grid from midnight when opening time is not on it', () => {
    expect(slotsForDay(day('07:10', '09:00'), 15, 30)).toEqual([435, 450, 465, 480, 495, 510]);
    expect(slotsForDay(day('07:00', '08:00'), 20, 20)).toEqual([420, 440, 460]);
  });

  it('offers nothing on closed days, or when the stay is longer than the day', () => {
    expect(slotsForDay(day('07:00', '22:00', true), 15, 30)).toEqual([]);
    expect(slotsForDay(undefined, 15, 30)).toEqual([]);
    expect(slotsForDay(day('10:00', '11:00'), 15, 90)).toEqual([]);
    expect(isOpenDay(day('10:00', '10:00'))).toBe(false);
  });

  it('treats 24:00 as midnight: a stay ends by then', () => {
    const late = slotsForDay(day('20:00', '24:00'), 30, 60);
    expect(late.at(-1)).toBe(23 * 60);
  });

  it('groups slots by hour for the hour and minute picker', () => {
    const groups = groupByHour([420, 435, 450, 465, 480].map((minute) => ({ minute })));
    expect(groups.map((g) => [g.hour, g.slots.map((s) => s.minute % 60)])).toEqual([
      [7, [0, 15, 30, 45]],
      [8, [0]],
    ]);
  });
});
