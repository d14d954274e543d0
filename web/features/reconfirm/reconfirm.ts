// What went wrong with an answer from a reconfirmation link: a link that can no longer be used (the
// page then says why, from the state the server gives), a refused headcount (the server's own
// sentence, in the asker's language: no seats, out of the guest limits, fewer than the meals
// pre-ordered…), too many attempts, or no connection.
import { readProblem } from '../../components/forms/problems.ts';

export type LinkState = 'VALID' | 'USED' | 'EXPIRED' | 'CLOSED' | 'CHANGED' | 'UNKNOWN';
const STATES: readonly string[] = ['VALID', 'USED', 'EXPIRED', 'CLOSED', 'CHANGED', 'UNKNOWN'];

export interface LinkProblem {
  /** The link can no longer be used, and why. */
  state: LinkState | null;
  /** The headcount field is what was refused. */
  field: boolean;
  /** The server's sentence, when it has one worth showing. */
  message: string | null;
  /** Our own words otherwise. */
  kind: 'unknown' | 'tooMany' | 'network' | 'noSeats';
  minutes: number | null;
  /** noSeats: the most guests that fit. */
  max: number | null;
}

interface Entry {
  message?: unknown;
  extensions?: { code?: unknown; state?: unknown; fields?: unknown; messages?: unknown; remainingSeats?: unknown };
}

export function linkProblem(error: unknown): LinkProblem {
  const problem = readProblem(error);
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first: Entry = Array.isArray(errors) && errors[0] && typeof errors[0] === 'object' ? (errors[0] as Entry) : {};
  const base: LinkProblem = { state: null, field: false, message: null, kind: 'unknown', minutes: null, max: null };
  switch (problem.code) {
    case 'RECONFIRMATION_LINK_INVALID': {
      const state = first.extensions?.state;
      return { ...base, state: typeof state === 'string' && STATES.includes(state) ? (state as LinkState) : 'UNKNOWN' };
    }
    case 'TOO_MANY_REQUESTS':
      return { ...base, kind: 'tooMany', minutes: Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60)) };
    case 'NO_LONGER_AVAILABLE': {
      // The server's sentence speaks of choosing another time; here only the number can change.
      const max = first.extensions?.remainingSeats;
      return { ...base, field: true, kind: 'noSeats', max: typeof max === 'number' ? Math.max(0, max) : 0 };
    }
    case 'NETWORK':
      return { ...base, kind: 'network' };
    default: {
      const message = typeof first.message === 'string' && first.message.trim() ? first.message : null;
      return { ...base, field: problem.fields.guests !== undefined, message };
    }
  }
}
