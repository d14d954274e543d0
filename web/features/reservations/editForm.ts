// The staff edit form as plain data: a draft from the reservation, the browser's checks (the
// server's own rules: guest range, a long stop needs seats, text limits), what changed (only that
// is sent, so a reservation booked under older rules keeps what nobody touched), and the
// availability question asked while staff pick a new size, day or time.
import { parseLocalDate } from '../../../graph/domain/local-time.ts';
import { guestsProblem, parseGuestCount, seatsProblem, TEXT_LIMITS as RESERVATION_TEXT_LIMITS } from '../../../graph/domain/reservation-rules.ts';
import type { StopType } from './filters.ts';
import { parseTime } from './slots.ts';

export interface EditableReservation {
  id: string;
  type: StopType;
  guests: number;
  coaches: number;
  seatReservation: boolean;
  arrivalDay: string;
  arrivalLocalTime: string;
  responsibleFirstName: string | null;
  responsibleLastName: string | null;
  wishes: string | null;
}

export interface Draft {
  type: StopType;
  guests: string;
  coaches: number;
  seatReservation: boolean;
  arrivalDate: string;
  arrivalTime: string;
  responsibleFirstName: string;
  responsibleLastName: string;
  wishes: string;
  /** A note for the client about this change (mailed with it). */
  note: string;
}

export function draftFrom(r: EditableReservation): Draft {
  return {
    type: r.type,
    guests: String(r.guests),
    coaches: r.coaches,
    seatReservation: r.seatReservation,
    arrivalDate: r.arrivalDay,
    arrivalTime: r.arrivalLocalTime,
    responsibleFirstName: r.responsibleFirstName ?? '',
    responsibleLastName: r.responsibleLastName ?? '',
    wishes: r.wishes ?? '',
    note: '',
  };
}

/** The texts staff may edit, with the server's limits. */
export const TEXT_LIMITS: Readonly<Record<'responsibleFirstName' | 'responsibleLastName' | 'wishes' | 'note', number>> = {
  responsibleFirstName: RESERVATION_TEXT_LIMITS.responsibleFirstName,
  responsibleLastName: RESERVATION_TEXT_LIMITS.responsibleLastName,
  wishes: RESERVATION_TEXT_LIMITS.wishes,
  note: RESERVATION_TEXT_LIMITS.note,
};

export type DraftField = keyof Draft;
/** The server's field codes (ReservationProblemCode), plus the form's own. */
export type DraftProblem = 'REQUIRED' | 'GUESTS_OUT_OF_RANGE' | 'INVALID_DATE' | 'INVALID_TIME' | 'TOO_LONG' | 'SEATS_REQUIRED_FOR_LONG_STOP';

export const parseGuests = parseGuestCount;

export function validateDraft(draft: Draft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const guests = parseGuests(draft.guests);
  if (!draft.guests.trim()) problems.guests = 'REQUIRED';
  else if (guestsProblem(guests)) problems.guests = 'GUESTS_OUT_OF_RANGE';
  if (!draft.arrivalDate.trim()) problems.arrivalDate = 'REQUIRED';
  else if (!parseLocalDate(draft.arrivalDate)) problems.arrivalDate = 'INVALID_DATE';
  if (!draft.arrivalTime.trim()) problems.arrivalTime = 'REQUIRED';
  else if (parseTime(draft.arrivalTime) === null) problems.arrivalTime = 'INVALID_TIME';
  if (seatsProblem(draft.type, draft.seatReservation) === 'SEATS_REQUIRED_FOR_LONG_STOP') problems.seatReservation = 'SEATS_REQUIRED_FOR_LONG_STOP';
  for (const field of ['responsibleFirstName', 'responsibleLastName', 'wishes', 'note'] as const) {
    if (draft[field].trim().length > TEXT_LIMITS[field]) problems[field] = 'TOO_LONG';
  }
  return problems;
}

/** The fields of UpdateReservationInput that differ from the reservation (texts trimmed). */
export interface ReservationChanges {
  type?: StopType;
  guests?: number;
  coaches?: number;
  seatReservation?: boolean;
  arrivalDate?: string;
  arrivalTime?: string;
  responsibleFirstName?: string;
  responsibleLastName?: string;
  wishes?: string;
}

export function changesOf(draft: Draft, r: EditableReservation): ReservationChanges {
  const changes: ReservationChanges = {};
  if (draft.type !== r.type) changes.type = draft.type;
  const guests = parseGuests(draft.guests);
  if (guests !== null && guests !== r.guests) changes.guests = guests;
  if (draft.coaches !== r.coaches) changes.coaches = draft.coaches;
  if (draft.seatReservation !== r.seatReservation) changes.seatReservation = draft.seatReservation;
  // The server takes date and time together (either alone keeps the other); send both when either moved.
  if (draft.arrivalDate !== r.arrivalDay || draft.arrivalTime !== r.arrivalLocalTime) {
    changes.arrivalDate = draft.arrivalDate;
    changes.arrivalTime = draft.arrivalTime;
  }
  for (const field of ['responsibleFirstName', 'responsibleLastName', 'wishes'] as const) {
    const value = draft[field].trim();
    if (value !== (r[field] ?? '').trim()) changes[field] = value;
  }
  return changes;
}

export function hasChanges(draft: Draft, r: EditableReservation): boolean {
  return Object.keys(changesOf(draft, r)).length > 0 || draft.note.trim() !== '';
}

export interface AvailabilityQuestion {
  type: StopType;
  guests: number;
  coaches: number;
  seatReservation: boolean;
  arrivalDate: string;
  arrivalTime: string;
  reservationId: string;
}

/**
 * The reservationAvailability variables for the draft, or null when nothing that affects seats
 * changed (no need to ask) or the draft cannot be asked about yet.
 */
export function availabilityQuestion(draft: Draft, r: EditableReservation): AvailabilityQuestion | null {
  const guests = parseGuests(draft.guests);
  if (guests === null || guestsProblem(guests)) return null;
  if (!parseLocalDate(draft.arrivalDate) || parseTime(draft.arrivalTime) === null) return null;
  const changes = changesOf(draft, r);
  if (changes.type === undefined && changes.guests === undefined && changes.coaches === undefined && changes.seatReservation === undefined && changes.arrivalDate === undefined) return null;
  return { type: draft.type, guests, coaches: draft.coaches, seatReservation: draft.seatReservation, arrivalDate: draft.arrivalDate, arrivalTime: draft.arrivalTime, reservationId: r.id };
}

/** Field names of the server's answers (extensions.fields) → the form's fields. */
export function draftFieldOf(serverField: string): DraftField | null {
  switch (serverField) {
    case 'type':
    case 'guests':
    case 'coaches':
    case 'seatReservation':
    case 'arrivalDate':
    case 'arrivalTime':
    case 'responsibleFirstName':
    case 'responsibleLastName':
    case 'wishes':
    case 'note':
      return serverField;
    case 'arrivalAt':
      return 'arrivalTime';
    default:
      return null;
  }
}

export interface Suggestion {
  arrivalDate: string;
  arrivalTime: string;
  remainingSeats: number;
}

/** NO_LONGER_AVAILABLE carries nearby times with room (extensions.suggestions). */
export function readSuggestions(error: unknown): Suggestion[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  for (const entry of errors) {
    const suggestions = (entry as { extensions?: { suggestions?: unknown } } | null)?.extensions?.suggestions;
    if (!Array.isArray(suggestions)) continue;
    return suggestions
      .filter((s): s is Suggestion => !!s && typeof s === 'object' && typeof s.arrivalDate === 'string' && typeof s.arrivalTime === 'string' && typeof s.remainingSeats === 'number')
      .map((s) => ({ arrivalDate: s.arrivalDate, arrivalTime: s.arrivalTime, remainingSeats: s.remainingSeats }));
  }
  return [];
}
