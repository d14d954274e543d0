// The phone booking as plain data: the draft, the browser's checks (the server's own limits), the
// rules the chosen arrival would need set aside (graph/domain/staff-booking.ts says which error
// each lifts), the availability question and the mutation's input.
import { parseLocalDate } from '../../../graph/domain/local-time.ts';
import { guestsProblem, seatReservationRequired, seatsProblem, TEXT_LIMITS } from '../../../graph/domain/reservation-rules.ts';
import { BOOKING_OVERRIDES, overridesFor, type BookingOverride } from '../../../graph/domain/staff-booking.ts';
import type { ReservationFieldError, ReservationFieldErrors } from '../../../graph/domain/reservation-rules.ts';
import type { StopDraft } from '../reservations/StopFields.tsx';
import { parseGuests } from '../reservations/editForm.ts';
import type { StopType } from '../reservations/filters.ts';
import { parseTime } from '../reservations/slots.ts';

export { BOOKING_OVERRIDES, type BookingOverride };

export interface PhoneDraft extends StopDraft {
  message: string;
  /** The rules staff chose to set aside for this arrival (cleared when the arrival changes). */
  overrides: BookingOverride[];
  overrideReason: string;
}

export type PhoneField = keyof PhoneDraft;

export const EMPTY_PHONE_DRAFT: PhoneDraft = {
  type: 'LONG_STOP',
  guests: '',
  coaches: 1,
  seatReservation: true,
  arrivalDate: '',
  arrivalTime: '',
  responsibleFirstName: '',
  responsibleLastName: '',
  wishes: '',
  message: '',
  overrides: [],
  overrideReason: '',
};

/** A new kind of stop: a long stop always reserves seats. */
export function withType(draft: PhoneDraft, type: StopType): Partial<PhoneDraft> {
  return { type, seatReservation: seatReservationRequired(type) ? true : draft.seatReservation, overrides: [] };
}

/** Fields whose change makes a new arrival (the rules set aside were for the old one). */
export const ARRIVAL_FIELDS: readonly PhoneField[] = ['type', 'arrivalDate', 'arrivalTime', 'coaches'];

export type PhoneProblems = Partial<Record<PhoneField | 'client', string>>;

const TEXTS = ['responsibleFirstName', 'responsibleLastName', 'wishes', 'message', 'overrideReason'] as const;

/** What the browser can tell before asking the server (the server checks everything again). */
export function validatePhoneDraft(draft: PhoneDraft, clientChosen: boolean): PhoneProblems {
  const problems: PhoneProblems = {};
  if (!clientChosen) problems.client = 'REQUIRED';
  const guests = parseGuests(draft.guests);
  if (!draft.guests.trim()) problems.guests = 'REQUIRED';
  else if (guestsProblem(guests)) problems.guests = 'GUESTS_OUT_OF_RANGE';
  if (seatsProblem(draft.type, draft.seatReservation)) problems.seatReservation = 'SEATS_REQUIRED_FOR_LONG_STOP';
  if (!draft.arrivalDate.trim()) problems.arrivalDate = 'REQUIRED';
  else if (!parseLocalDate(draft.arrivalDate)) problems.arrivalDate = 'INVALID_DATE';
  if (!draft.arrivalTime.trim()) problems.arrivalTime = 'REQUIRED';
  else if (parseTime(draft.arrivalTime) === null) problems.arrivalTime = 'INVALID_TIME';
  for (const field of TEXTS) if (draft[field].trim().length > TEXT_LIMITS[field]) problems[field] = 'TOO_LONG';
  if (draft.overrides.length && !draft.overrideReason.trim() && !problems.overrideReason) problems.overrideReason = 'REQUIRED';
  return problems;
}

/** The reservationAvailability question for the draft, or null while it cannot be asked yet. */
export function phoneQuestion(draft: PhoneDraft) {
  const guests = parseGuests(draft.guests);
  if (guests === null || guestsProblem(guests)) return null;
  if (!parseLocalDate(draft.arrivalDate) || parseTime(draft.arrivalTime) === null) return null;
  return {
    type: draft.type,
    guests,
    coaches: draft.coaches,
    seatReservation: draft.seatReservation,
    arrivalDate: draft.arrivalDate,
    arrivalTime: draft.arrivalTime,
    overrides: draft.overrides.length ? [...draft.overrides] : null,
  };
}

/**
 * The rules to offer setting aside: those the server's problems name (asked without them), and
 * those already chosen (the answer no longer names what they lifted).
 */
export function offeredOverrides(
  problems: ReadonlyArray<{ field: string; code: string }>,
  chosen: readonly BookingOverride[],
  reasons: readonly string[] = [],
): BookingOverride[] {
  const errors: ReservationFieldErrors = {};
  for (const p of problems) errors[p.field as keyof ReservationFieldErrors] = p.code as ReservationFieldError;
  const needed: BookingOverride[] = overridesFor(errors);
  // A time full only by the pacing can be taken anyway; seats, rooms and bays never.
  if (reasons.length > 0 && reasons.every((reason) => reason === 'PACING')) needed.push('PACING');
  return BOOKING_OVERRIDES.filter((o) => needed.includes(o) || chosen.includes(o));
}

/** The createReservationForClient input (without the idempotency key), or null while invalid. */
export function toPhoneInput(draft: PhoneDraft, organisationId: string) {
  const guests = parseGuests(draft.guests);
  if (guests === null) return null;
  const text = (value: string) => value.trim() || null;
  return {
    organisationId,
    type: draft.type,
    guests,
    coaches: draft.coaches,
    seatReservation: draft.seatReservation,
    arrivalDate: draft.arrivalDate,
    arrivalTime: draft.arrivalTime,
    responsibleFirstName: text(draft.responsibleFirstName),
    responsibleLastName: text(draft.responsibleLastName),
    wishes: text(draft.wishes),
    message: text(draft.message),
    overrides: draft.overrides.length ? [...draft.overrides] : null,
    overrideReason: draft.overrides.length ? text(draft.overrideReason) : null,
  };
}

/** Field names of the server's answers (extensions.fields) → the form's fields. */
export function phoneFieldOf(serverField: string): PhoneField | null {
  if (serverField === 'arrivalAt') return 'arrivalTime';
  const known: readonly string[] = ['type', 'guests', 'seatReservation', 'arrivalDate', 'arrivalTime', ...TEXTS];
  return known.includes(serverField) ? (serverField as PhoneField) : null;
}
