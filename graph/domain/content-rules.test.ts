import { describe, expect, it } from 'vitest';
import { isSameMenu, menuNameProblem, openingHoursProblem, priceProblem, settingsProblems, siteTextProblem } from './content-rules.ts';

describe('site texts', () => {
  it('accepts known keys and refuses unknown ones', () => {
    expect(siteTextProblem('contact.phone', '+386 1 750 00 00')).toBeNull();
    expect(siteTextProblem('admin.secret', 'x')).toBe('UNKNOWN_KEY');
  });

  it('requires the contact basics, allows clearing optional texts', () => {
    expect(siteTextProblem('contact.address', '  ')).toBe('REQUIRED');
    expect(siteTextProblem('social.instagram', '')).toBeNull();
  });

  it('checks e-mail and link formats, and length', () => {
    expect(siteTextProblem('contact.email', 'info@')).toBe('INVALID_EMAIL');
    expect(siteTextProblem('social.facebook', 'javascript:alert(1)')).toBe('INVALID_URL');
    expect(siteTextProblem('contact.menuUrl', '/#menu')).toBeNull();
    expect(siteTextProblem('faq.profile', 'x'.repeat(5001))).toBe('TOO_LONG');
  });
});

describe('prices and menu', () => {
  it('keeps prices between 0 and 1000 euros, in whole cents', () => {
    expect(priceProblem(0)).toBeNull();
    expect(priceProblem(100_000)).toBeNull();
    expect(priceProblem(100_001)).toBe('OUT_OF_RANGE');
    expect(priceProblem(-1)).toBe('OUT_OF_RANGE');
    expect(priceProblem(4.5)).toBe('OUT_OF_RANGE');
  });

  it('needs a menu item name of reasonable length', () => {
    expect(menuNameProblem('Jabolčni zavitek')).toBeNull();
    expect(menuNameProblem(' ')).toBe('REQUIRED');
    expect(menuNameProblem('x'.repeat(121))).toBe('TOO_LONG');
  });
});

describe('operating settings', () => {
  const good = { seatCapacity: 150, longStopMinutes: 90, shortStopMinutes: 30, slotMinutes: 15 };

  it('accepts sensible settings', () => {
    expect(settingsProblems(good)).toEqual({});
  });

  it('keeps capacity big enough for the largest group', () => {
    expect(settingsProblems({ ...good, seatCapacity: 99 })).toEqual({ seatCapacity: 'OUT_OF_RANGE' });
    expect(settingsProblems({ ...good, seatCapacity: 100 })).toEqual({});
  });

  it('keeps durations on the slot grid', () => {
    expect(settingsProblems({ ...good, longStopMinutes: 100 })).toEqual({ longStopMinutes: 'NOT_ON_GRID' });
    expect(settingsProblems({ ...good, slotMinutes: 7 })).toEqual({ slotMinutes: 'NOT_ON_GRID' });
  });

  it('refuses opening hours that close before they open', () => {
    expect(openingHoursProblem({ weekday: 1, closed: false, opensMinute: 420, closesMinute: 1320 })).toBeNull();
    expect(openingHoursProblem({ weekday: 1, closed: false, opensMinute: 900, closesMinute: 600 })).toBe('INVALID_HOURS');
    expect(openingHoursProblem({ weekday: 7, closed: true, opensMinute: 0, closesMinute: 0 })).toBeNull();
    expect(openingHoursProblem({ weekday: 8, closed: true, opensMinute: 0, closesMinute: 0 })).toBe('OUT_OF_RANGE');
  });
});

describe('a new menu order', () => {
  it('names every item exactly once', () => {
    expect(isSameMenu(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isSameMenu([], [])).toBe(true);
    expect(isSameMenu(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
    expect(isSameMenu(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isSameMenu(['a', 'b'], ['a', 'x'])).toBe(false);
    expect(isSameMenu(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});
