// The staff edit form as plain data: a draft from the reservation, the browser's checks (the
// server's rules mirrored: guests 10–100, a long stop needs seats, text limits), what changed (only that is sent, so a
// reservation booked under older rules keeps what nobody touched), and the availability question
// asked while staff pick a new size, day or time.
import { GUESTS_MAX, GUESTS_MIN } from '../../lib/constants.ts';
import type { StopType } from './filters.ts';
import { parseTime } from './slots.ts';
import { parseLocalDate } from './time.ts';

export interface EditableReservation {
  id: string;
  type: StopType;
  guests: number;
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
    seatReservation: r.seatReservation,
    arrivalDate: r.arrivalDay,
    arrivalTime: r.arrivalLocalTime,
    responsibleFirstName: r.responsibleFirstName ?? '',
    responsibleLastName: r.responsibleLastName ?? '',
    wishes: r.wishes ?? '',
    note: '',
  };
}

/** The server's limits (graph/domain/reservation-rules.ts TEXT_LIMITS). */
export const TEXT_LIMITS = { responsibleFirstName: 60, responsibleLastName: 60, wishes: 2000, note: 2000 } as const;

export type DraftField = keyof Draft;
/** The server's field codes (ReservationProblemCode), plus the form's own. */
export type DraftProblem = 'REQUIRED' | 'GUESTS_OUT_OF_RANGE' | 'INVALID_DATE' | 'INVALID_TIME' | 'TOO_LONG' | 'SEATS_REQUIRED_FOR_LONG_STOP';

export function parseGuests(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function validateDraft(draft: Draft): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const guests = parseGuests(draft.guests);
  if (!draft.guests.trim()) problems.guests = 'REQUIRED';
  else if (guests === null || guests < GUESTS_MIN || guests > GUESTS_MAX) problems.guests = 'GUESTS_OUT_OF_RANGE';
  if (!draft.arrivalDate.trim()) problems.arrivalDate = 'REQUIRED';
  else if (!parseLocalDate(draft.arrivalDate)) problems.arrivalDate = 'INVALID_DATE';
  if (!draft.arrivalTime.trim()) problems.arrivalTime = 'REQUIRED';
  else if (parseTime(draft.arrivalTime) === null) problems.arrivalTime = 'INVALID_TIME';
  if (draft.type === 'LONG_STOP' && !draft.seatReservation) problems.seatReservation = 'SEATS_REQUIRED_FOR_LONG_STOP';
  for (const field of Object.keys(TEXT_LIMITS) as Array<keyof typeof TEXT_LIMITS>) {
    if (draft[field].trim().length > TEXT_LIMITS[field]) problems[field] = 'TOO_LONG';
  }
  return problems;
}

/** The fields of UpdateReservationInput that differ from the reservation (texts trimmed). */
export interface ReservationChanges {
  type?: StopType;
  guests?: number;
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
  if (guests === null || guests < GUESTS_MIN || guests > GUESTS_MAX) return null;
  if (!parseLocalDate(draft.arrivalDate) || parseTime(draft.arrivalTime) === null) return null;
  const changes = changesOf(draft, r);
  if (changes.type === undefined && changes.guests === undefined && changes.seatReservation === undefined && changes.arrivalDate === undefined) return null;
  return { type: draft.type, guests, seatReservation: draft.seatReservation, arrivalDate: draft.arrivalDate, arrivalTime: draft.arrivalTime, reservationId: r.id };
}

/** Field names of the server's answers (extensions.fields) → the form's fields. */
export function draftFieldOf(serverField: string): DraftField | null {
  switch (serverField) {
    case 'type':
    case 'guests':
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
