// What went wrong when a reservation was submitted, for the sentence "There was an error submitting
// your reservation … Error: <detail>" (docs/product.md § Messages): the server's reason as the detail,
// said in the page's language when the app knows its code (the server words it in the account's profile
// language), else as the server worded it; plus the field codes to mark and, when the seats went
// meanwhile, the server's nearby times.
import type { IntlShape } from 'react-intl';
import { problemText as formProblemText, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { problemText, reservationFieldMessage, type LeadTimes } from '../../components/reservation/messages.ts';
import type { FieldErrors } from './wizard.ts';

export interface Suggestion {
  arrivalDate: string;
  arrivalTime: string;
  remainingSeats: number;
}

function errorExtensions(error: unknown): Record<string, unknown> {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as { extensions?: Record<string, unknown> } | undefined) : undefined;
  return first?.extensions ?? {};
}

function serverMessage(error: unknown): string | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined) : undefined;
  return typeof first?.message === 'string' && first.message.trim() ? first.message : null;
}

export interface Failure {
  detail: string;
  fields: FieldErrors;
  suggestions: Suggestion[];
  /** The idempotency key was refused: the next attempt needs a new one. */
  retireKey?: boolean;
}

export function describeFailure(error: unknown, intl: IntlShape, leadTimes: LeadTimes): Failure {
  const problem = readProblem(error);
  const ext = errorExtensions(error);
  const say = (text: Text) => intl.formatMessage(text.descriptor, text.values);
  switch (problem.code) {
    case 'VALIDATION': {
      const serverTexts = (ext.messages && typeof ext.messages === 'object' ? ext.messages : {}) as Record<string, unknown>;
      const sentences = Object.entries(problem.fields).map(([field, code]) => {
        const text = reservationFieldMessage(field, code, leadTimes);
        const fallback = serverTexts[field];
        return text.descriptor.id === problemText.unknown.id && typeof fallback === 'string' ? fallback : say(text);
      });
      return {
        detail: [...new Set(sentences)].join(' ') || serverMessage(error) || say({ descriptor: problemText.unknown }),
        fields: problem.fields,
        suggestions: [],
      };
    }
    case 'NO_LONGER_AVAILABLE': {
      const suggestions = Array.isArray(ext.suggestions) ? (ext.suggestions as Suggestion[]).filter((s) => s && typeof s.arrivalTime === 'string') : [];
      return { detail: say({ descriptor: problemText.noLongerAvailable }), fields: {}, suggestions };
    }
    case 'RESERVATION_NOT_ALLOWED':
    case 'FORBIDDEN':
      return { detail: say({ descriptor: problemText.notAllowed }), fields: {}, suggestions: [] };
    case 'IDEMPOTENCY_KEY_REUSED':
    case 'IDEMPOTENCY_KEY_INVALID':
      return { detail: say({ descriptor: problemText.submittedDifferently }), fields: {}, suggestions: [], retireKey: true };
    case 'NETWORK':
      return { detail: say({ descriptor: formProblemText.network }), fields: {}, suggestions: [] };
    default:
      return { detail: serverMessage(error) ?? say({ descriptor: problemText.unknown }), fields: {}, suggestions: [] };
  }
}
