import { describe, expect, it } from 'vitest';
import { instantToLocal, localToInstant, offsetMinutes, serverClock } from './ljubljana.ts';

describe('Ljubljana time', () => {
  it('turns local dates and times into instants in winter and summer', () => {
    expect(localToInstant('2026-12-02', 12 * 60)?.toISOString()).toBe('2026-12-02T11:00:00.000Z');
    expect(localToInstant('2026-07-18', 12 * 60 + 30)?.toISOString()).toBe('2026-07-18T10:30:00.000Z');
    expect(localToInstant('2026-12-02', 1440)?.toISOString()).toBe('2026-12-02T23:00:00.000Z');
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('has no 02:30 on the spring-forward day and takes the first 02:30 on the fall-back day', () => {
    expect(localToInstant('2026-03-29', 2 * 60 + 30)).toBeNull();
    expect(localToInstant('2026-03-29', 3 * 60)?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(localToInstant('2026-10-25', 2 * 60 + 30)?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('reads the local day and minute of an instant, also across midnight', () => {
    expect(instantToLocal(new Date('2026-11-21T23:30:00Z'))).toEqual({ date: '2026-11-22', minute: 30 });
    expect(instantToLocal(new Date('2026-06-30T22:15:00Z'))).toEqual({ date: '2026-07-01', minute: 15 });
    for (const iso of ['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      const local = instantToLocal(new Date(iso));
      const back = localToInstant(local.date, local.minute);
      // The second 02:30 of the fall-back day reads as 02:30, which resolves to the first one.
      if (iso !== '2026-10-25T01:30:00Z') expect(back?.toISOString()).toBe(new Date(iso).toISOString());
    }
  });

  it('follows the server clock, not the browser’s', () => {
    const browserNow = Date.now();
    const clock = serverClock('2030-01-01T10:00:00.000Z', browserNow);
    const reading = clock().getTime();
    expect(reading - new Date('2030-01-01T10:00:00.000Z').getTime()).toBeGreaterThanOrEqual(0);
    expect(reading - new Date('2030-01-01T10:00:00.000Z').getTime()).toBeLessThan(1000);
  });
});
