import { describe, expect, it } from 'vitest';
import {
  actualGuestsProblem,
  checkInProblem,
  isCheckInDay,
  isLateCancellation,
  LATE_CANCELLATION_HOURS,
  MAX_ACTUAL_GUESTS,
  NO_OUTCOMES,
  outcomeOf,
  outcomeRates,
} from './outcomes.ts';
import { localToInstant } from './local-time.ts';
import { RESERVATION_STATUSES } from './reservation-status.ts';

const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  const r = localToInstant(date, h! * 60 + m!);
  if (!r.ok) throw new Error('bad time');
  return r.instant;
};

describe('implied outcomes', () => {
  it('FINISHED means the group arrived', () => {
    expect(outcomeOf('SCHEDULED', 'FINISHED')).toBe('ARRIVED');
  });
  it('DELETED by staff follows endingOf: declined from CREATED, cancelled after', () => {
    expect(outcomeOf('CREATED', 'DELETED')).toBe('DECLINED');
    expect(outcomeOf('WAITING', 'DELETED')).toBe('CANCELLED_BY_STAFF');
    expect(outcomeOf('SCHEDULED', 'DELETED')).toBe('CANCELLED_BY_STAFF');
  });
  it('DELETED at the client’s request is the client’s cancellation from any open status', () => {
    for (const from of ['CREATED', 'WAITING', 'SCHEDULED'] as const) expect(outcomeOf(from, 'DELETED', 'CLIENT')).toBe('CANCELLED_BY_CLIENT');
  });
  it('open statuses imply no outcome', () => {
    for (const from of RESERVATION_STATUSES) for (const to of ['CREATED', 'WAITING', 'SCHEDULED'] as const) expect(outcomeOf(from, to)).toBeNull();
  });
});

describe('late cancellations', () => {
  const arrivalAt = at('2026-06-10', '12:00');
  const hoursBefore = (h: number) => new Date(arrivalAt.getTime() - h * 3_600_000);
  it(`counts a client cancellation less than ${LATE_CANCELLATION_HOURS} h before arrival`, () => {
    expect(isLateCancellation({ outcome: 'CANCELLED_BY_CLIENT', closedAt: hoursBefore(47.9), arrivalAt })).toBe(true);
    expect(isLateCancellation({ outcome: 'CANCELLED_BY_CLIENT', closedAt: hoursBefore(48), arrivalAt })).toBe(false);
    expect(isLateCancellation({ outcome: 'CANCELLED_BY_CLIENT', closedAt: hoursBefore(72), arrivalAt })).toBe(false);
  });
  it('never counts the restaurant’s cancellations, declines or no-shows', () => {
    for (const outcome of ['CANCELLED_BY_STAFF', 'DECLINED', 'NO_SHOW', 'ARRIVED'] as const) {
      expect(isLateCancellation({ outcome, closedAt: hoursBefore(1), arrivalAt })).toBe(false);
    }
  });
});

describe('check-in', () => {
  const r = { status: 'SCHEDULED' as const, arrivalDay: '2026-06-10', arrivalAt: at('2026-06-10', '12:30') };
  it('is open on the arrival day and until noon the next day (Ljubljana time)', () => {
    expect(isCheckInDay('2026-06-10', at('2026-06-10', '00:00'))).toBe(true);
    expect(isCheckInDay('2026-06-10', at('2026-06-10', '23:59'))).toBe(true);
    expect(isCheckInDay('2026-06-10', at('2026-06-11', '11:59'))).toBe(true);
    expect(isCheckInDay('2026-06-10', at('2026-06-11', '12:00'))).toBe(false);
    expect(isCheckInDay('2026-06-10', at('2026-06-09', '23:59'))).toBe(false);
  });
  it('takes an early group any time on its day, a no-show only after its arrival time', () => {
    expect(checkInProblem('ARRIVED', r, at('2026-06-10', '09:00'))).toBeNull();
    expect(checkInProblem('NO_SHOW', r, at('2026-06-10', '12:29'))).toBe('NOT_ARRIVED_YET');
    expect(checkInProblem('NO_SHOW', r, at('2026-06-10', '12:30'))).toBeNull();
  });
  it('refuses another day', () => {
    expect(checkInProblem('ARRIVED', r, at('2026-06-09', '12:30'))).toBe('NOT_CHECK_IN_DAY');
    expect(checkInProblem('NO_SHOW', r, at('2026-06-12', '08:00'))).toBe('NOT_CHECK_IN_DAY');
  });
  it('arrives only from SCHEDULED; a no-show from any open status; never from a closed one', () => {
    const day = at('2026-06-10', '14:00');
    expect(checkInProblem('ARRIVED', { ...r, status: 'WAITING' }, day)).toBe('NOT_CONFIRMED');
    expect(checkInProblem('ARRIVED', { ...r, status: 'CREATED' }, day)).toBe('NOT_CONFIRMED');
    expect(checkInProblem('NO_SHOW', { ...r, status: 'WAITING' }, day)).toBeNull();
    expect(checkInProblem('NO_SHOW', { ...r, status: 'CREATED' }, day)).toBeNull();
    expect(checkInProblem('ARRIVED', { ...r, status: 'FINISHED' }, day)).toBe('CLOSED');
    expect(checkInProblem('NO_SHOW', { ...r, status: 'DELETED' }, day)).toBe('CLOSED');
  });
  it('bounds the headcount to 1…the most one reservation may hold', () => {
    expect(actualGuestsProblem(1)).toBeNull();
    expect(actualGuestsProblem(MAX_ACTUAL_GUESTS)).toBeNull();
    expect(actualGuestsProblem(0)).toBe('OUT_OF_RANGE');
    expect(actualGuestsProblem(MAX_ACTUAL_GUESTS + 1)).toBe('OUT_OF_RANGE');
    expect(actualGuestsProblem(2.5)).toBe('OUT_OF_RANGE');
  });
});

describe('rates', () => {
  it('arrival rate over every closed reservation, no-show rate over the groups expected at the door', () => {
    const rates = outcomeRates({ ...NO_OUTCOMES, ARRIVED: 6, NO_SHOW: 2, CANCELLED_BY_CLIENT: 1, CANCELLED_BY_STAFF: 0, DECLINED: 1 });
    expect(rates).toEqual({ closed: 10, expected: 8, arrivalRate: 0.6, noShowRate: 0.25 });
  });
  it('has no rate when nothing can be divided', () => {
    expect(outcomeRates(NO_OUTCOMES)).toEqual({ closed: 0, expected: 0, arrivalRate: null, noShowRate: null });
    expect(outcomeRates({ ...NO_OUTCOMES, DECLINED: 3 })).toEqual({ closed: 3, expected: 0, arrivalRate: 0, noShowRate: null });
  });
});
