// What staff may do with a reservation now: the status machine (graph/domain/reservation-status.ts)
// plus the date rule for "finished" (not before the arrival day). Actions the
// machine allows but the date does not are returned disabled with their reason, so the button can
// say why rather than vanish.
import { TEXT_LIMITS } from '../../../graph/domain/reservation-rules.ts';
import { canTransition, endingOf, isFinal, requiresNote } from '../../../graph/domain/reservation-status.ts';
import type { Status } from './filters.ts';
import { daysBetween, type LocalDate } from './time.ts';

/**
 * confirm → SCHEDULED; wait → WAITING (a coordination note is required); reject → DELETED from
 * CREATED, cancel → DELETED once it was accepted (a reason is required, and a confirmation);
 * finish → FINISHED (from the arrival day); edit: the details, while open.
 */
export type ActionId = 'confirm' | 'wait' | 'reject' | 'cancel' | 'finish' | 'edit';

export interface Action {
  id: ActionId;
  /** The status it moves to (edit: none). */
  to: Status | null;
  enabled: boolean;
  /** Why it is disabled. */
  reason?: 'notArrivedYet';
  /** A note must be given (shown to the client and kept in the history). */
  noteRequired: boolean;
  /** Ask "are you sure?" first: it cannot be undone. */
  confirm: boolean;
}

export interface ActionSubject {
  status: Status;
  /** The arrival's Ljubljana day. */
  arrivalDay: LocalDate;
}

export function availableActions(reservation: ActionSubject, today: LocalDate): Action[] {
  const { status } = reservation;
  const actions: Action[] = [];
  const allows = (to: Status) => canTransition(status, to);
  if (allows('SCHEDULED')) actions.push({ id: 'confirm', to: 'SCHEDULED', enabled: true, noteRequired: false, confirm: false });
  if (allows('FINISHED')) {
    const arrived = daysBetween(reservation.arrivalDay, today) >= 0;
    actions.push({
      id: 'finish',
      to: 'FINISHED',
      enabled: arrived,
      ...(arrived ? {} : { reason: 'notArrivedYet' as const }),
      noteRequired: false,
      confirm: false,
    });
  }
  if (allows('WAITING')) actions.push({ id: 'wait', to: 'WAITING', enabled: true, noteRequired: requiresNote('WAITING'), confirm: false });
  if (!isFinal(status)) actions.push({ id: 'edit', to: null, enabled: true, noteRequired: false, confirm: false });
  if (allows('DELETED')) actions.push({ id: endingOf(status) === 'rejected' ? 'reject' : 'cancel', to: 'DELETED', enabled: true, noteRequired: requiresNote('DELETED'), confirm: true });
  return actions;
}

/** The action staff take most often in each state: the one a row offers as its quick button. */
export function primaryAction(reservation: ActionSubject, today: LocalDate): Action | null {
  const actions = availableActions(reservation, today);
  if (reservation.status === 'SCHEDULED') return actions.find((a) => a.id === 'finish' && a.enabled) ?? null;
  return actions.find((a) => a.id === 'confirm') ?? null;
}

export const NOTE_MAX = TEXT_LIMITS.note;

export type NoteProblem = 'required' | 'tooLong' | null;

export function noteProblem(action: Pick<Action, 'noteRequired'>, note: string): NoteProblem {
  const text = note.trim();
  if (action.noteRequired && !text) return 'required';
  if (text.length > NOTE_MAX) return 'tooLong';
  return null;
}
