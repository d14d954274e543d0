// The new-reservation wizard's state and rules (docs/product.md § Client area, § Booking rules,
// § Messages): seven steps, what each needs before "Next", what the summary needs before "Submit", and
// the mutation input. The field codes are the server's (graph/domain/reservation-rules.ts), so a
// problem reads the same whether the browser or the server found it. The rules themselves are the
// server's, imported: the wizard adds only what a form has (steps, the text being typed). Pure
// functions; Wizard.tsx holds the state.
import {
  guestsProblem,
  parseGuestCount,
  seatReservationRequired,
  seatsProblem,
  TEXT_LIMITS as RESERVATION_TEXT_LIMITS,
  type ReservationFieldError,
  type StopType,
} from '../../../graph/domain/reservation-rules.ts';
import { maxClientCoaches } from '../../../graph/domain/arrival-capacity/config.ts';
import type { StepMessage } from '../../components/reservation/messages.ts';
import { readKeyedSubmission, type KeyedSubmission } from '../../components/forms/idempotency.ts';

export const STEPS = ['type', 'guests', 'seats', 'arrival', 'responsible', 'message', 'summary'] as const;
export type StepId = (typeof STEPS)[number];

/** The texts the client writes (the note is staff's). */
export type TextField = 'responsibleFirstName' | 'responsibleLastName' | 'message' | 'wishes';
export const TEXT_LIMITS: Readonly<Record<TextField, number>> = RESERVATION_TEXT_LIMITS;
export type DraftField = 'type' | 'guests' | 'seatReservation' | 'arrivalDate' | 'arrivalTime' | TextField;

/** Codes, as the server sends them in extensions.fields and reservationAvailability.problems. */
export type FieldCode = ReservationFieldError;

export type FieldErrors = Partial<Record<DraftField, FieldCode>>;

export interface Draft {
  type: StopType | null;
  /** As typed (the number field's text), so that "1" on the way to "15" is not rejected mid-typing. */
  guests: string;
  /** Coaches the group comes in: asked only when the guests would fill more than one (over 50). */
  coaches: number;
  seatReservation: boolean | null;
  /** Ljubljana date 'YYYY-MM-DD'. */
  arrivalDate: string | null;
  /** Ljubljana time 'HH:MM'. */
  arrivalTime: string | null;
  responsibleFirstName: string;
  responsibleLastName: string;
  message: string;
  wishes: string;
}

export const EMPTY_DRAFT: Draft = {
  type: null,
  guests: '',
  coaches: 1,
  seatReservation: null,
  arrivalDate: null,
  arrivalTime: null,
  responsibleFirstName: '',
  responsibleLastName: '',
  message: '',
  wishes: '',
};

export type { StepMessage };

export interface StepCheck {
  ok: boolean;
  message: StepMessage | null;
  fields: FieldErrors;
}

/** The guest count, when the text is a whole number; null otherwise. */
export const parseGuests = parseGuestCount;

function guestsCode(text: string): FieldCode | null {
  if (!text.trim()) return 'REQUIRED';
  return guestsProblem(parseGuests(text)) ? 'GUESTS_OUT_OF_RANGE' : null;
}

function textCodes(draft: Draft, fields: readonly TextField[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) if (draft[field].trim().length > TEXT_LIMITS[field]) errors[field] = 'TOO_LONG';
  return errors;
}

function result(fields: FieldErrors, message: StepMessage | null): StepCheck {
  return { ok: Object.keys(fields).length === 0, message: Object.keys(fields).length ? message : null, fields };
}

/** What stops the person from leaving `step` forward (docs/product.md § Booking rules: the step's sentence and the field codes). */
export function checkStep(step: StepId, draft: Draft): StepCheck {
  switch (step) {
    case 'type':
      return result(draft.type ? {} : { type: 'REQUIRED' }, 'chooseOption');
    case 'guests': {
      const code = guestsCode(draft.guests);
      return result(code ? { guests: code } : {}, code === 'REQUIRED' ? 'requiredFields' : null);
    }
    case 'seats': {
      const code = seatsProblem(draft.type, draft.seatReservation);
      return result(code ? { seatReservation: code } : {}, code === 'REQUIRED' ? 'chooseOption' : null);
    }
    case 'arrival': {
      const fields: FieldErrors = {};
      if (!draft.arrivalDate) fields.arrivalDate = 'REQUIRED';
      if (!draft.arrivalTime) fields.arrivalTime = 'REQUIRED';
      return result(fields, 'selectArrival');
    }
    case 'responsible':
      return result(textCodes(draft, ['responsibleFirstName', 'responsibleLastName']), null);
    case 'message':
      return result(textCodes(draft, ['message', 'wishes']), null);
    case 'summary':
      return checkSummary(draft);
  }
}

/** The summary refuses to submit while any required field is missing (docs/product.md § Booking rules). */
export function checkSummary(draft: Draft): StepCheck {
  const fields: FieldErrors = {};
  let missing = false;
  for (const step of STEPS) {
    if (step === 'summary') continue;
    const check = checkStep(step, draft);
    Object.assign(fields, check.fields);
    if (Object.values(check.fields).includes('REQUIRED')) missing = true;
  }
  return { ok: Object.keys(fields).length === 0, message: missing ? 'requiredFields' : null, fields };
}

/** The step that holds a field (to send people back to fix it). */
export function stepOfField(field: string): StepId | null {
  switch (field) {
    case 'type':
      return 'type';
    case 'guests':
      return 'guests';
    case 'seatReservation':
      return 'seats';
    case 'arrivalDate':
    case 'arrivalTime':
      return 'arrival';
    case 'responsibleFirstName':
    case 'responsibleLastName':
      return 'responsible';
    case 'message':
    case 'wishes':
      return 'message';
    default:
      return null;
  }
}

/** The first step with a problem, in wizard order (null: everything is fine). */
export function firstStepWithProblem(draft: Draft): StepId | null {
  for (const step of STEPS) if (step !== 'summary' && !checkStep(step, draft).ok) return step;
  return null;
}

/**
 * Choosing the stop type. Long stops always reserve seats, so the choice is made for them. Another
 * type has another stay and lead time, so a chosen arrival time is asked for again (the day stays).
 */
export function chooseType(draft: Draft, type: StopType): Draft {
  const arrivalTime = type === draft.type ? draft.arrivalTime : null;
  return { ...draft, type, arrivalTime, ...(seatReservationRequired(type) ? { seatReservation: true } : {}) };
}

/** The coaches a draft books: what the client chose, within what its guest count allows. */
export function draftCoaches(draft: Pick<Draft, 'coaches' | 'guests'>): number {
  return Math.max(1, Math.min(draft.coaches, maxClientCoaches(parseGuests(draft.guests) ?? 0)));
}

export interface ReservationInput {
  type: StopType;
  guests: number;
  coaches: number;
  seatReservation: boolean;
  arrivalDate: string;
  arrivalTime: string;
  responsibleFirstName: string | null;
  responsibleLastName: string | null;
  message: string | null;
  wishes: string | null;
}

const optional = (text: string) => (text.trim() ? text.trim() : null);

/** The createReservation input of a complete draft; null while the summary would refuse it. */
export function toInput(draft: Draft): ReservationInput | null {
  if (!checkSummary(draft).ok) return null;
  return {
    type: draft.type!,
    guests: parseGuests(draft.guests)!,
    coaches: draftCoaches(draft),
    seatReservation: draft.seatReservation!,
    arrivalDate: draft.arrivalDate!,
    arrivalTime: draft.arrivalTime!,
    responsibleFirstName: optional(draft.responsibleFirstName),
    responsibleLastName: optional(draft.responsibleLastName),
    message: optional(draft.message),
    wishes: optional(draft.wishes),
  };
}

/**
 * The arrival question for reservationAvailability once the steps before it are answered well
 * enough to ask (type, a guest count in range, seats chosen, date and time); null before.
 */
export function availabilityQuestion(draft: Draft): {
  type: StopType;
  guests: number;
  coaches: number;
  seatReservation: boolean;
  arrivalDate: string;
  arrivalTime: string;
} | null {
  const guests = parseGuests(draft.guests);
  if (!draft.type || guests === null || guestsCode(draft.guests) || draft.seatReservation === null || !draft.arrivalDate || !draft.arrivalTime) return null;
  return { type: draft.type, guests, coaches: draftCoaches(draft), seatReservation: draft.seatReservation, arrivalDate: draft.arrivalDate, arrivalTime: draft.arrivalTime };
}

/** The group the calendar asks about (type, a guest count in range, seats); null before those are answered. */
export function outlookQuestion(draft: Draft): { type: StopType; guests: number; coaches: number; seatReservation: boolean } | null {
  const guests = parseGuests(draft.guests);
  if (!draft.type || guests === null || guestsProblem(guests)) return null;
  return { type: draft.type, guests, coaches: draftCoaches(draft), seatReservation: draft.seatReservation ?? seatReservationRequired(draft.type) };
}

// ————— keeping the draft while the person looks elsewhere —————

export interface SavedWizard {
  draft: Draft;
  step: StepId;
  /** The furthest step reached (the progress indicator lets people jump back to any step up to it). */
  reached: StepId;
  /**
   * The last submission's idempotency key, kept with the draft: if the answer to a booking was lost
   * and the page reloaded, sending the same draft again must not book twice.
   */
  pending?: KeyedSubmission;
}

/** A saved wizard from sessionStorage's JSON, or null when it is missing or malformed. */
export function readSavedWizard(json: string | null): SavedWizard | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<SavedWizard> | null;
    if (!value || typeof value !== 'object' || !value.draft || typeof value.draft !== 'object') return null;
    const d = value.draft as Partial<Draft>;
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    const draft: Draft = {
      type: d.type === 'SHORT_STOP' || d.type === 'LONG_STOP' ? d.type : null,
      guests: str(d.guests),
      coaches: typeof d.coaches === 'number' && Number.isInteger(d.coaches) && d.coaches >= 1 && d.coaches <= 10 ? d.coaches : 1,
      seatReservation: typeof d.seatReservation === 'boolean' ? d.seatReservation : null,
      arrivalDate: typeof d.arrivalDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.arrivalDate) ? d.arrivalDate : null,
      arrivalTime: typeof d.arrivalTime === 'string' && /^\d{2}:\d{2}$/.test(d.arrivalTime) ? d.arrivalTime : null,
      responsibleFirstName: str(d.responsibleFirstName),
      responsibleLastName: str(d.responsibleLastName),
      message: str(d.message),
      wishes: str(d.wishes),
    };
    const step = STEPS.includes(value.step as StepId) ? (value.step as StepId) : 'type';
    const reached = STEPS.includes(value.reached as StepId) ? (value.reached as StepId) : step;
    const pending = readKeyedSubmission(value.pending);
    return { draft, step, reached: STEPS.indexOf(reached) >= STEPS.indexOf(step) ? reached : step, ...(pending ? { pending } : {}) };
  } catch {
    return null;
  }
}
