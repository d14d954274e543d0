// A booking staff take for a client (usually on the phone): the client's rules, except that staff
// may set aside the lead time and the one-year horizon — each only with a reason, which the history
// keeps. Capacity, opening hours, the slot grid, the guest range and arrivals in the past hold for
// everyone. The web app's phone-booking form asks the same questions through the API.
import type { BookingOverride } from '../generated/prisma/enums.ts';
import { checkBooking, TEXT_LIMITS, type BookingCheck, type BookingRequest, type BookingRules, type ReservationFieldError, type ReservationFieldErrors } from './reservation-rules.ts';

export type { BookingOverride };

export const BOOKING_OVERRIDES = ['LEAD_TIME', 'HORIZON', 'PACING'] as const satisfies readonly BookingOverride[];

/** The field errors an override would lift, and which. */
const LIFTED_BY: Partial<Record<ReservationFieldError, BookingOverride>> = {
  LEAD_TIME_LONG: 'LEAD_TIME',
  LEAD_TIME_SHORT: 'LEAD_TIME',
  TOO_FAR_AHEAD: 'HORIZON',
};

/** The overrides that would lift these errors (none: the booking needs none, or no override helps). */
export function overridesFor(errors: ReservationFieldErrors): BookingOverride[] {
  const needed = new Set<BookingOverride>();
  for (const code of Object.values(errors)) {
    const override = code ? LIFTED_BY[code] : undefined;
    if (override) needed.add(override);
  }
  return BOOKING_OVERRIDES.filter((o) => needed.has(o));
}

export interface StaffBookingRequest extends BookingRequest {
  /** The rules staff chose to set aside (more than needed is harmless: only those needed apply). */
  overrides?: readonly BookingOverride[] | null;
  overrideReason?: string | null;
}

export interface StaffBookingCheck extends BookingCheck {
  /** The overrides this booking actually needed and got: recorded in its history. */
  applied: BookingOverride[];
  /** Overrides it needs but was not given (the form offers them). */
  missing: BookingOverride[];
}

/**
 * Every problem of a booking staff take for a client. The client's check first; an error an
 * override lifts goes away when staff chose that override and gave a reason (else the reason is
 * the problem). A second check with those rules lifted finds what remains.
 */
export function checkStaffBooking(request: StaffBookingRequest, rules: BookingRules, now: Date): StaffBookingCheck {
  const strict = checkBooking(request, rules, now, { leadTime: true, coachesByStaff: true });
  const needed = overridesFor(strict.errors);
  const chosen = new Set(request.overrides ?? []);
  const applied = needed.filter((o) => chosen.has(o));
  const missing = needed.filter((o) => !chosen.has(o));
  const check = applied.length
    ? checkBooking(request, rules, now, { leadTime: !applied.includes('LEAD_TIME'), horizon: !applied.includes('HORIZON'), coachesByStaff: true })
    : strict;
  const errors: ReservationFieldErrors = { ...check.errors };
  const reason = request.overrideReason?.trim() ?? '';
  if (reason.length > TEXT_LIMITS.overrideReason) errors.overrideReason = 'TOO_LONG';
  else if (applied.length && !reason) errors.overrideReason = 'REQUIRED';
  return { ...check, errors, applied, missing };
}
