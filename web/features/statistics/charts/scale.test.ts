import { describe, expect, it } from 'vitest';
import { arcPath, arcs, bandScale, heatLevel, linearScale, niceTicks, percent } from './scale.ts';

describe('niceTicks', () => {
  it('covers the maximum with 1-2-5 steps', () => {
    expect(niceTicks(37)).toEqual({ max: 40, step: 10, ticks: [0, 10, 20, 30, 40] });
    expect(niceTicks(100)).toEqual({ max: 100, step: 50, ticks: [0, 50, 100] });
    expect(niceTicks(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceTicks(1234).max).toBe(1500);
    expect(niceTicks(1234).step).toBe(500);
  });

  it('keeps counts whole and copes with nothing', () => {
    expect(niceTicks(3)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(niceTicks(1)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceTicks(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceTicks(Number.NaN)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceTicks(0.3, 4, false).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('never ends below the data', () => {
    for (let value = 1; value < 5000; value += 37) {
      const { max, ticks } = niceTicks(value);
      expect(max).toBeGreaterThanOrEqual(value);
      expect(ticks.at(-1)).toBe(max);
      expect(ticks.length).toBeLessThanOrEqual(11);
    }
  });
});

describe('scales', () => {
  it('maps values linearly and clamps', () => {
    const y = linearScale(40, 200);
    expect(y(0)).toBe(0);
    expect(y(10)).toBe(50);
    expect(y(40)).toBe(200);
    expect(y(80)).toBe(200);
    expect(y(-5)).toBe(0);
    expect(linearScale(0, 200)(5)).toBe(0);
  });

  it('lays bars out in even slots', () => {
    const band = bandScale(4, 400, 0.5);
    expect(band.width).toBe(50);
    expect(band.start(0)).toBe(25);
    expect(band.centre(3)).toBe(350);
  });
});

describe('donut arcs', () => {
  it('splits the circle by share and skips zeros', () => {
    const result = arcs([1, 0, 3]);
    expect(result.map((a) => a.index)).toEqual([0, 2]);
    expect(result[0]!.share).toBe(0.25);
    expect(result[0]!.end).toBeCloseTo(Math.PI / 2);
    expect(result[1]!.end).toBeCloseTo(2 * Math.PI);
    expect(arcs([0, 0])).toEqual([]);
  });

  it('draws a ring segment, and a whole ring as two halves', () => {
    const quarter = arcPath(50, 50, 40, 25, 0, Math.PI / 2);
    expect(quarter.startsWith('M 50.000 10.000 A 40 40 0 0 1 90.000 50.000')).toBe(true);
    expect(quarter.endsWith('Z')).toBe(true);
    const ring = arcPath(50, 50, 40, 25, 0, 2 * Math.PI);
    expect(ring.match(/M /g)).toHaveLength(2);
    expect(arcPath(50, 50, 40, 25, 0, 1.5 * Math.PI)).toContain(' 0 1 1 ');
  });
});

describe('heat and percentages', () => {
  it('shades by share of the busiest cell', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(1, 10)).toBe(1);
    expect(heatLevel(10, 10)).toBe(5);
    expect(heatLevel(5, 10)).toBe(3);
    expect(heatLevel(3, 0)).toBe(0);
  });

  it('rounds shares and never shows a real part as 0 %', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(1, 1000)).toBe(1);
    expect(percent(0, 10)).toBe(0);
    expect(percent(5, 0)).toBe(0);
  });
});
