import { describe, expect, it } from 'vitest';
import { checkEntry, compareQueued, firstTimeInWindow, mayJoin, mayMove, offerExpiry, offerLinkState, MAX_OPEN_ENTRIES_PER_DAY, type WaitingListInput } from './waiting-list.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const input: WaitingListInput = { day: '2026-12-05', windowStart: '11:00', windowEnd: '13:30', type: 'LONG_STOP', guests: 40, seatReservation: true };
const SETTINGS = { waitlistOfferHours: 12, waitlistLastDayOfferHours: 2 };

describe('what an entry may be', () => {
  it('takes a future day, a window and a bookable group', () => {
    const { errors, entry } = checkEntry(input, NOW);
    expect(errors).toEqual({});
    expect(entry).toEqual({ day: '2026-12-05', windowStartMinute: 660, windowEndMinute: 810, type: 'LONG_STOP', guests: 40, seatReservation: true, coaches: 1 });
    expect(checkEntry({ ...input, day: '2026-11-27' }, NOW).errors).toEqual({});
    expect(checkEntry({ ...input, windowEnd: '11:00' }, NOW).errors).toEqual({});
  });

  it('refuses past days, days beyond the horizon and bad dates', () => {
    expect(checkEntry({ ...input, day: '2026-11-26' }, NOW).errors.day).toBe('ARRIVAL_IN_PAST');
    expect(checkEntry({ ...input, day: '2027-11-28' }, NOW).errors.day).toBe('TOO_FAR_AHEAD');
    expect(checkEntry({ ...input, day: '2026-02-30' }, NOW).errors.day).toBe('INVALID_DATE');
  });

  it('refuses a window that ends before it starts, and times that are not times', () => {
    expect(checkEntry({ ...input, windowStart: '13:30', windowEnd: '11:00' }, NOW).errors.windowEnd).toBe('WINDOW_INVALID');
    expect(checkEntry({ ...input, windowStart: '25:00' }, NOW).errors.windowStart).toBe('INVALID_TIME');
    expect(checkEntry({ ...input, windowEnd: 'x' }, NOW).entry).toBeNull();
  });

  it('holds the group to the booking rules: guests, seats for a long stop, coaches', () => {
    expect(checkEntry({ ...input, guests: 9 }, NOW).errors.guests).toBe('GUESTS_OUT_OF_RANGE');
    expect(checkEntry({ ...input, guests: 101 }, NOW).errors.guests).toBe('GUESTS_OUT_OF_RANGE');
    expect(checkEntry({ ...input, seatReservation: false }, NOW).errors.seatReservation).toBe('SEATS_REQUIRED_FOR_LONG_STOP');
    expect(checkEntry({ ...input, coaches: 2 }, NOW).errors.coaches).toBe('TOO_MANY_COACHES');
    expect(checkEntry({ ...input, guests: 60, coaches: 2 }, NOW).errors).toEqual({});
    expect(checkEntry({ ...input, coaches: 0 }, NOW).errors.coaches).toBe('COACHES_INVALID');
  });

  it('lets a client keep a few open entries a day, no more', () => {
    expect(mayJoin(MAX_OPEN_ENTRIES_PER_DAY - 1)).toBe(true);
    expect(mayJoin(MAX_OPEN_ENTRIES_PER_DAY)).toBe(false);
  });
});

describe('the order of the list', () => {
  const at = (m: number) => new Date(NOW.getTime() + m * 60_000);
  it('offers first come first, and puts an entry whose offer passed behind the rest', () => {
    const a = { id: 'a', createdAt: at(0), offerVersion: 1 };
    const b = { id: 'b', createdAt: at(5), offerVersion: 0 };
    const c = { id: 'c', createdAt: at(1), offerVersion: 0 };
    expect([a, b, c].sort(compareQueued).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('takes the first open time inside the window', () => {
    const times = [
      { minute: 600, state: 'OPEN' },
      { minute: 660, state: 'FULLY_BOOKED' },
      { minute: 690, state: 'OPEN' },
      { minute: 840, state: 'OPEN' },
    ];
    expect(firstTimeInWindow(times, { windowStartMinute: 660, windowEndMinute: 810 })).toBe(690);
    expect(firstTimeInWindow(times, { windowStartMinute: 700, windowEndMinute: 810 })).toBeNull();
    expect(firstTimeInWindow([{ minute: 690, state: 'TOO_SOON' }], { windowStartMinute: 600, windowEndMinute: 800 })).toBeNull();
  });
});

describe('how long an offer stays open', () => {
  it('stays the manager’s hours, shorter on the last day, never past the lead time', () => {
    expect(offerExpiry(NOW, hours(24 * 7), 'LONG_STOP', SETTINGS)).toEqual(hours(12));
    expect(offerExpiry(NOW, hours(30), 'SHORT_STOP', SETTINGS)).toEqual(hours(12));
    expect(offerExpiry(NOW, hours(20), 'SHORT_STOP', SETTINGS)).toEqual(hours(2));
    // A short stop 3 hours away can be booked until 1 hour from now.
    expect(offerExpiry(NOW, hours(3), 'SHORT_STOP', SETTINGS)).toEqual(hours(1));
    // A long stop 80 hours away: bookable for 8 more hours.
    expect(offerExpiry(NOW, hours(80), 'LONG_STOP', SETTINGS)).toEqual(hours(8));
    expect(offerExpiry(NOW, hours(2), 'SHORT_STOP', SETTINGS)).toBeNull();
  });
});

describe('states', () => {
  it('moves only along the list’s path', () => {
    expect(mayMove('WAITING', 'OFFERED')).toBe(true);
    expect(mayMove('OFFERED', 'BOOKED')).toBe(true);
    expect(mayMove('OFFERED', 'WAITING')).toBe(true);
    expect(mayMove('WAITING', 'BOOKED')).toBe(false);
    expect(mayMove('BOOKED', 'WAITING')).toBe(false);
    expect(mayMove('LEFT', 'WAITING')).toBe(false);
    expect(mayMove('ENDED', 'OFFERED')).toBe(false);
  });

  it('tells an offer link’s state', () => {
    const offered = { status: 'OFFERED' as const, offerVersion: 2, offerExpiresAt: hours(1) };
    expect(offerLinkState(offered, 2, NOW)).toBe('VALID');
    expect(offerLinkState(offered, 1, NOW)).toBe('WITHDRAWN');
    expect(offerLinkState({ ...offered, offerExpiresAt: hours(-1) }, 2, NOW)).toBe('EXPIRED');
    expect(offerLinkState({ ...offered, status: 'BOOKED' }, 2, NOW)).toBe('BOOKED');
    expect(offerLinkState({ ...offered, status: 'LEFT' }, 2, NOW)).toBe('WITHDRAWN');
    expect(offerLinkState(null, 2, NOW)).toBe('UNKNOWN');
  });
});
