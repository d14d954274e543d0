// What went wrong with a waiting list answer: the code (the offer's state when the link no longer
// works) and the server's sentence in the asker's language, which the pages show as it is.
import { readProblem } from '../../components/forms/problems.ts';

export interface WaitingListProblem {
  code: string | null;
  /** WAITING_LIST_OFFER_INVALID: why the link no longer works. */
  state: string | null;
  /** The server's sentence (null: no connection, or nothing worth showing). */
  message: string | null;
  fields: Record<string, string>;
}

export function waitingListProblem(error: unknown): WaitingListProblem {
  const problem = readProblem(error);
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) && errors[0] && typeof errors[0] === 'object' ? (errors[0] as { message?: unknown; extensions?: { state?: unknown } }) : {};
  const state = first.extensions?.state;
  return {
    code: problem.code,
    state: typeof state === 'string' ? state : null,
    message: typeof first.message === 'string' && first.message.trim() ? first.message : null,
    fields: problem.fields,
  };
}
