import { describe, expect, it } from 'vitest';
import { isOverdue, relativeTo } from './relativeTime.ts';

const now = new Date('2026-07-18T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTo', () => {
  it('picks the unit a person would say', () => {
    expect(relativeTo(ago(10_000), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTo(ago(50_000), now)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTo(ago(5 * 60_000), now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTo(ago(3 * 3_600_000), now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeTo(ago(2 * 86_400_000), now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeTo(ago(15 * 86_400_000), now)).toEqual({ value: -2, unit: 'week' });
    expect(relativeTo(ago(90 * 86_400_000), now)).toEqual({ value: -3, unit: 'month' });
    expect(relativeTo(ago(800 * 86_400_000), now)).toEqual({ value: -2, unit: 'year' });
    expect(relativeTo('2026-07-18T12:00:00Z', now)).toEqual({ value: 2, unit: 'hour' });
  });

  it('flags registrations waiting longer than the 12-hour target', () => {
    expect(isOverdue(ago(11 * 3_600_000), now)).toBe(false);
    expect(isOverdue(ago(13 * 3_600_000), now)).toBe(true);
  });
});
