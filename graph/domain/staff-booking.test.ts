import { describe, expect, it } from 'vitest';
import { localToInstant } from './local-time.ts';
import type { BookingRules, DayHours } from './reservation-rules.ts';
import { checkStaffBooking, overridesFor, type StaffBookingRequest } from './staff-booking.ts';

const H = (h: number) => h * 60;
const open: DayHours = { closed: false, opensMinute: H(7), closesMinute: H(22) };
const rules: BookingRules = {
  seatCapacity: 150,
  slotMinutes: 15,
  durationMinutes: { LONG_STOP: 90, SHORT_STOP: 30 },
  weeklyHours: new Map([1, 2, 3, 4, 5, 6, 7].map((d) => [d, open])),
  closedDays: new Set(['2026-12-25']),
};

function at(date: string, hour: number): Date {
  const resolved = localToInstant(date, H(hour));
  if (!resolved.ok) throw new Error('nonexistent');
  return resolved.instant;
}

// Friday 09:00: a long stop tomorrow at noon is inside its 72-hour lead time.
const now = at('2026-07-17', 9);
const tomorrow: StaffBookingRequest = { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-18', arrivalTime: '12:00' };
const nextSummer: StaffBookingRequest = { ...tomorrow, arrivalDate: '2027-08-20' };

describe('a booking staff take for a client', () => {
  it('follows the client rules when nothing is set aside', () => {
    const check = checkStaffBooking(tomorrow, rules, now);
    expect(check.errors).toEqual({ arrivalTime: 'LEAD_TIME_LONG' });
    expect(check.missing).toEqual(['LEAD_TIME']);
    expect(check.applied).toEqual([]);
  });

  it('sets the lead time aside only with a reason', () => {
    expect(checkStaffBooking({ ...tomorrow, overrides: ['LEAD_TIME'] }, rules, now).errors).toEqual({ overrideReason: 'REQUIRED' });
    expect(checkStaffBooking({ ...tomorrow, overrides: ['LEAD_TIME'], overrideReason: '   ' }, rules, now).errors).toEqual({ overrideReason: 'REQUIRED' });
    const check = checkStaffBooking({ ...tomorrow, overrides: ['LEAD_TIME'], overrideReason: 'Kitchen agreed on the phone' }, rules, now);
    expect(check.errors).toEqual({});
    expect(check.applied).toEqual(['LEAD_TIME']);
    expect(check.arrival?.at).toEqual(at('2026-07-18', 12));
  });

  it('sets the horizon aside on its own, keeping the lead time', () => {
    expect(checkStaffBooking(nextSummer, rules, now).errors).toEqual({ arrivalDate: 'TOO_FAR_AHEAD' });
    const check = checkStaffBooking({ ...nextSummer, overrides: ['HORIZON'], overrideReason: 'Annual tour, booked early' }, rules, now);
    expect(check.errors).toEqual({});
    expect(check.applied).toEqual(['HORIZON']);
    // The lead time still holds when only the horizon is set aside.
    expect(checkStaffBooking({ ...tomorrow, overrides: ['HORIZON'], overrideReason: 'x' }, rules, now).errors).toEqual({ arrivalTime: 'LEAD_TIME_LONG' });
  });

  it('records only the overrides a booking needed', () => {
    const check = checkStaffBooking({ ...tomorrow, arrivalDate: '2026-07-24', overrides: ['LEAD_TIME', 'HORIZON'], overrideReason: 'just in case' }, rules, now);
    expect(check.errors).toEqual({});
    expect(check.applied).toEqual([]);
  });

  it('never sets aside the past, the opening hours, the grid, the guests or the seats', () => {
    const reason = { overrides: ['LEAD_TIME', 'HORIZON'] as const, overrideReason: 'phone' };
    expect(checkStaffBooking({ ...tomorrow, ...reason, arrivalDate: '2026-07-17', arrivalTime: '08:00' }, rules, now).errors).toEqual({ arrivalTime: 'ARRIVAL_IN_PAST' });
    expect(checkStaffBooking({ ...tomorrow, ...reason, arrivalTime: '21:30' }, rules, now).errors).toEqual({ arrivalTime: 'OUTSIDE_OPENING_HOURS' });
    expect(checkStaffBooking({ ...tomorrow, ...reason, arrivalTime: '12:05' }, rules, now).errors).toEqual({ arrivalTime: 'NOT_ON_SLOT' });
    expect(checkStaffBooking({ ...tomorrow, ...reason, guests: 101 }, rules, now).errors).toEqual({ guests: 'GUESTS_OUT_OF_RANGE' });
    expect(checkStaffBooking({ ...tomorrow, ...reason, seatReservation: false }, rules, now).errors).toEqual({ seatReservation: 'SEATS_REQUIRED_FOR_LONG_STOP' });
    expect(checkStaffBooking({ ...tomorrow, ...reason, arrivalDate: '2026-12-25' }, rules, now).errors).toEqual({ arrivalDate: 'CLOSED_DAY' });
  });

  it('bounds the reason', () => {
    expect(checkStaffBooking({ ...tomorrow, overrides: ['LEAD_TIME'], overrideReason: 'x'.repeat(501) }, rules, now).errors).toEqual({ overrideReason: 'TOO_LONG' });
  });

  it('names the override for each error it lifts', () => {
    expect(overridesFor({ arrivalTime: 'LEAD_TIME_SHORT', arrivalDate: 'TOO_FAR_AHEAD' })).toEqual(['LEAD_TIME', 'HORIZON']);
    expect(overridesFor({ arrivalTime: 'OUTSIDE_OPENING_HOURS' })).toEqual([]);
  });
});
