// A reservation's timeline (docs/product.md § Reservation statuses): the way through created → waiting
// → scheduled → finished, with deleted as the other way out, and where this reservation is on it — from
// its status and its history (graph: Reservation.history, oldest first). The status machine
// (docs/decisions.md 14) may skip waiting (created → scheduled) and step back (scheduled → waiting);
// the steps show both.

export type ReservationStatus = 'CREATED' | 'WAITING' | 'SCHEDULED' | 'FINISHED' | 'DELETED';

/** The usual way, in order; DELETED is the end state off it. */
export const MAIN_PATH: readonly ReservationStatus[] = ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED'];
export const TIMELINE_STEPS: readonly ReservationStatus[] = [...MAIN_PATH, 'DELETED'];
export const ACTIVE_STATUSES: readonly ReservationStatus[] = ['CREATED', 'WAITING', 'SCHEDULED'];
export const CLOSED_STATUSES: readonly ReservationStatus[] = ['FINISHED', 'DELETED'];

/**
 * done: passed; current: where it is now; upcoming: still ahead; skipped: passed over without
 * stopping (created → scheduled skips waiting); notReached: can no longer happen (after a
 * deletion, or deletion after it finished); alternative: the way out that may still happen.
 */
export type StepState = 'done' | 'current' | 'upcoming' | 'skipped' | 'notReached' | 'alternative';

export interface HistoryEvent {
  kind: 'CREATED' | 'STATUS_CHANGED' | 'EDITED' | string;
  fromStatus?: ReservationStatus | string | null;
  toStatus?: ReservationStatus | string | null;
  note?: string | null;
  /** ISO instant. */
  at: string;
  changes?: ReadonlyArray<{ field: string }> | null;
}

export interface TimelineStep {
  status: ReservationStatus;
  state: StepState;
  /** When the reservation last entered this step (null when it has not, or it lies ahead again). */
  at: string | null;
  /** Staff notes given when entering this step, oldest first. */
  notes: string[];
}

export interface TimelineEdit {
  at: string;
  note: string | null;
  fields: string[];
}

export interface Timeline {
  steps: TimelineStep[];
  /** Staff edits of the details (arrival, guests …), oldest first. */
  edits: TimelineEdit[];
}

function isStatus(value: unknown): value is ReservationStatus {
  return typeof value === 'string' && (TIMELINE_STEPS as readonly string[]).includes(value);
}

export function timeline(status: ReservationStatus, history: readonly HistoryEvent[]): Timeline {
  const entered = new Map<ReservationStatus, HistoryEvent[]>();
  const edits: TimelineEdit[] = [];
  for (const event of [...history].sort((a, b) => a.at.localeCompare(b.at))) {
    if (event.kind === 'EDITED') {
      edits.push({ at: event.at, note: event.note ?? null, fields: (event.changes ?? []).map((c) => c.field) });
      continue;
    }
    const to = event.kind === 'CREATED' ? 'CREATED' : event.toStatus;
    if (!isStatus(to)) continue;
    entered.set(to, [...(entered.get(to) ?? []), event]);
  }
  const reached = (step: ReservationStatus) => step === 'CREATED' || entered.has(step) || step === status;
  const last = (step: ReservationStatus) => entered.get(step)?.at(-1)?.at ?? null;
  const notes = (step: ReservationStatus) =>
    (entered.get(step) ?? []).map((e) => e.note?.trim() ?? '').filter((note) => note !== '');

  const current = MAIN_PATH.indexOf(status);
  const steps = TIMELINE_STEPS.map((step): TimelineStep => {
    let state: StepState;
    if (step === 'DELETED') {
      state = status === 'DELETED' ? 'current' : status === 'FINISHED' ? 'notReached' : 'alternative';
    } else if (status === 'DELETED') {
      state = reached(step) ? 'done' : 'notReached';
    } else {
      const index = MAIN_PATH.indexOf(step);
      if (index < current) state = reached(step) ? 'done' : 'skipped';
      else if (index === current) state = 'current';
      else state = 'upcoming';
    }
    const shown = state === 'done' || state === 'current';
    return { status: step, state, at: shown ? last(step) : null, notes: shown ? notes(step) : [] };
  });
  return { steps, edits };
}

/** Where the reservation is, as "step n of the way" for a screen reader's summary (1-based; deleted: 0). */
export function progressIndex(status: ReservationStatus): number {
  return status === 'DELETED' ? 0 : MAIN_PATH.indexOf(status) + 1;
}
