// What a reservation change does with its input before it writes anything: trims the texts, refuses
// broken fields with their codes and sentences in the asker's language, and refuses a full day with
// the nearby times that would fit.
import { message, type Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { formatMinute, type LocalDate } from '../../domain/local-time.ts';
import type { CapacityReason } from '../../domain/arrival-capacity/placement.ts';
import {
  textProblems,
  type ReservationField,
  type ReservationFieldError,
  type ReservationFieldErrors,
  type Suggestion,
} from '../../domain/reservation-rules.ts';

/** Field errors (extensions.fields: codes; extensions.messages: sentences in the asker's language). */
export function validationError(language: Language, fields: ReservationFieldErrors): AppError {
  const entries = Object.entries(fields) as Array<[ReservationField, ReservationFieldError]>;
  const messages = Object.fromEntries(entries.map(([field, code]) => [field, message(code, language)]));
  const error = new AppError('VALIDATION', language, { detail: { fields, messages } });
  // One problem: say it, rather than "correct the highlighted fields".
  if (entries.length === 1) error.message = messages[entries[0]![0]]!;
  return error;
}

export interface SuggestionView {
  arrivalDate: LocalDate;
  arrivalTime: string;
  arrivalAt: string;
  remainingSeats: number;
}

export function suggestionView(s: Suggestion): SuggestionView {
  return { arrivalDate: s.date, arrivalTime: formatMinute(s.minute), arrivalAt: s.arrivalAt.toISOString(), remainingSeats: s.remainingSeats };
}

/** The time is full: the seats left, why it is full (seats, room, pacing, bays) and the nearest times that fit. */
export function noLongerAvailable(language: Language, remainingSeats: number, suggestions: Suggestion[], reasons: readonly CapacityReason[] = ['SEATS']): AppError {
  return new AppError('NO_LONGER_AVAILABLE', language, { detail: { remainingSeats, reasons: [...reasons], suggestions: suggestions.map(suggestionView) } });
}

/** Refuses a note that is too long, or missing where the step needs one (a decline, coordination). */
export function noteProblem(note: string | null | undefined, language: Language, required = false) {
  const errors: ReservationFieldErrors = required && !note?.trim() ? { note: 'REQUIRED' } : textProblems({ note });
  if (Object.keys(errors).length) throw validationError(language, errors);
}

export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
