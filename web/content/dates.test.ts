import { describe, expect, it } from 'vitest';
import { longDate } from './dates.ts';

describe('long dates', () => {
  it('read naturally after "from" in both languages', () => {
    expect(longDate(new Date('2025-02-21T12:00:00Z'), 'en')).toBe('21 February 2025');
    expect(longDate(new Date('2025-02-21T12:00:00Z'), 'sl')).toBe('21. februarja 2025');
    expect(longDate('2024-10-23T12:00:00Z', 'sl')).toBe('23. oktobra 2024');
    // The restaurant's day, not UTC's.
    expect(longDate(new Date('2025-12-31T23:30:00Z'), 'sl')).toBe('1. januarja 2026');
  });
});
