import { describe, expect, it } from 'vitest';
import { barPercent, crowdedDays, loadLevel, loadShare } from './load.ts';

describe('the load strip', () => {
  it('grades a day by its busiest moment against the capacity', () => {
    expect(loadLevel(0, 150)).toBe('quiet');
    expect(loadLevel(89, 150)).toBe('quiet');
    expect(loadLevel(90, 150)).toBe('busy');
    expect(loadLevel(127, 150)).toBe('busy');
    expect(loadLevel(128, 150)).toBe('near');
    expect(loadLevel(150, 150)).toBe('near');
    expect(loadLevel(151, 150)).toBe('over');
  });

  it('copes with a capacity of zero', () => {
    expect(loadShare(0, 0)).toBe(0);
    expect(loadLevel(10, 0)).toBe('over');
    expect(barPercent(10, 0)).toBe(125);
  });

  it('draws bars up to the capacity line, overbooked days a little above', () => {
    expect(barPercent(75, 150)).toBe(50);
    expect(barPercent(150, 150)).toBe(100);
    expect(barPercent(300, 150)).toBe(125);
  });

  it('lists the days that need attention', () => {
    const days = [
      { date: '2026-07-18', peakSeats: 140, capacity: 150 },
      { date: '2026-07-19', peakSeats: 20, capacity: 150 },
      { date: '2026-07-20', peakSeats: 170, capacity: 150 },
    ];
    expect(crowdedDays(days).map((d) => d.date)).toEqual(['2026-07-18', '2026-07-20']);
  });
});
