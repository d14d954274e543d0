import { describe, expect, it } from 'vitest';
import {
  digestDayDue,
  isDueForReconfirmation,
  linkExpiry,
  linkState,
  reconfirmationSettingsProblems,
  reconfirmationWindow,
  RECONFIRMATION_DEFAULTS,
  type LinkFacts,
} from './reconfirmation.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('when a reservation is asked', () => {
  const booked = { status: 'SCHEDULED' as const, createdAt: hours(-24 * 10), reconfirmationRequestedAt: null };

  it('asks open reservations arriving within the window, more than two hours away', () => {
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(24) }, NOW, 24)).toBe(true);
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(3) }, NOW, 24)).toBe(true);
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(24.01) }, NOW, 24)).toBe(false);
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(2) }, NOW, 24)).toBe(false);
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(1) }, NOW, 24)).toBe(false);
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(-1) }, NOW, 24)).toBe(false);
  });

  it('asks CREATED, WAITING and SCHEDULED, never a closed one', () => {
    for (const status of ['CREATED', 'WAITING', 'SCHEDULED'] as const) expect(isDueForReconfirmation({ ...booked, status, arrivalAt: hours(10) }, NOW, 24)).toBe(true);
    for (const status of ['FINISHED', 'DELETED'] as const) expect(isDueForReconfirmation({ ...booked, status, arrivalAt: hours(10) }, NOW, 24)).toBe(false);
  });

  it('asks once', () => {
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(10), reconfirmationRequestedAt: hours(-1) }, NOW, 24)).toBe(false);
  });

  it('does not ask a reservation booked when its arrival was already within the window', () => {
    expect(isDueForReconfirmation({ ...booked, createdAt: hours(-1), arrivalAt: hours(10) }, NOW, 24)).toBe(false);
    // Booked 30 hours before arrival: asked once the 24-hour window opens.
    expect(isDueForReconfirmation({ ...booked, createdAt: hours(-20), arrivalAt: hours(10) }, NOW, 24)).toBe(true);
  });

  it('0 hours (or less than the minimum notice) switches it off', () => {
    expect(reconfirmationWindow(NOW, 0)).toBeNull();
    expect(reconfirmationWindow(NOW, 2)).toBeNull();
    expect(isDueForReconfirmation({ ...booked, arrivalAt: hours(1.5) }, NOW, 0)).toBe(false);
    expect(reconfirmationWindow(NOW, 48)).toEqual({ from: hours(2), to: hours(48) });
  });
});

describe('settings', () => {
  it('defaults: 24 hours, digest on at 07:00', () => {
    expect(RECONFIRMATION_DEFAULTS).toEqual({ reconfirmHoursBefore: 24, staffDigestEnabled: true, staffDigestHour: 7 });
    expect(reconfirmationSettingsProblems(RECONFIRMATION_DEFAULTS)).toEqual({});
  });
  it('bounds the hours and the digest hour', () => {
    expect(reconfirmationSettingsProblems({ reconfirmHoursBefore: 169, staffDigestEnabled: true, staffDigestHour: 24 })).toEqual({
      reconfirmHoursBefore: 'OUT_OF_RANGE',
      staffDigestHour: 'OUT_OF_RANGE',
    });
    expect(reconfirmationSettingsProblems({ reconfirmHoursBefore: -1, staffDigestEnabled: false, staffDigestHour: 1.5 })).toEqual({
      reconfirmHoursBefore: 'OUT_OF_RANGE',
      staffDigestHour: 'OUT_OF_RANGE',
    });
    expect(reconfirmationSettingsProblems({ reconfirmHoursBefore: 0, staffDigestEnabled: false, staffDigestHour: 0 })).toEqual({});
  });
});

describe('the link', () => {
  const arrivalAt = hours(20);
  const valid: LinkFacts = { usedAt: null, expiresAt: linkExpiry(arrivalAt), askedGuests: 40, reservation: { status: 'SCHEDULED', guests: 40, arrivalAt } };

  it('expires at arrival', () => {
    expect(linkExpiry(arrivalAt)).toEqual(arrivalAt);
    expect(linkState(valid, NOW)).toBe('VALID');
    expect(linkState(valid, hours(19.99))).toBe('VALID');
    expect(linkState(valid, arrivalAt)).toBe('EXPIRED');
  });
  it('works once', () => {
    expect(linkState({ ...valid, usedAt: NOW }, NOW)).toBe('USED');
  });
  it('is bound to the headcount it asked about', () => {
    expect(linkState({ ...valid, reservation: { ...valid.reservation!, guests: 38 } }, NOW)).toBe('CHANGED');
  });
  it('says when the reservation is closed, before anything else', () => {
    expect(linkState({ ...valid, usedAt: NOW, reservation: { ...valid.reservation!, status: 'DELETED' } }, NOW)).toBe('CLOSED');
    expect(linkState({ ...valid, reservation: { ...valid.reservation!, status: 'FINISHED' } }, NOW)).toBe('CLOSED');
  });
  it('an unknown link', () => {
    expect(linkState(null, NOW)).toBe('UNKNOWN');
  });
});

describe('the morning digest', () => {
  // 06:59 and 07:00 in Ljubljana (UTC+1 in November).
  it('is due from the set local hour, for three hours', () => {
    const settings = { staffDigestEnabled: true, staffDigestHour: 7 };
    expect(digestDayDue(new Date('2026-11-28T05:59:00Z'), settings)).toBeNull();
    expect(digestDayDue(new Date('2026-11-28T06:00:00Z'), settings)).toBe('2026-11-28');
    expect(digestDayDue(new Date('2026-11-28T08:59:00Z'), settings)).toBe('2026-11-28');
    expect(digestDayDue(new Date('2026-11-28T09:00:00Z'), settings)).toBeNull();
    // Summer time: 07:00 is 05:00 UTC.
    expect(digestDayDue(new Date('2026-07-18T05:00:00Z'), settings)).toBe('2026-07-18');
  });
  it('never when switched off', () => {
    expect(digestDayDue(new Date('2026-11-28T06:30:00Z'), { staffDigestEnabled: false, staffDigestHour: 7 })).toBeNull();
  });
});
