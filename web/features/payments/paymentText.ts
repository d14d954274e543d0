// What the payment refusals say (docs/errors.md § Payments), in one place for the staff's pages.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Problem } from '../../components/forms/problems.ts';

const problems = defineMessages({
  STATEMENT_UNREADABLE: { id: 'payments.problem.STATEMENT_UNREADABLE' },
  STATEMENT_TOO_LARGE: { id: 'payments.problem.STATEMENT_TOO_LARGE' },
  STATEMENT_TOO_MANY_ENTRIES: { id: 'payments.problem.STATEMENT_TOO_MANY_ENTRIES' },
  STATEMENT_WRONG_ACCOUNT: { id: 'payments.problem.STATEMENT_WRONG_ACCOUNT' },
  SELLER_DETAILS_MISSING: { id: 'payments.problem.SELLER_DETAILS_MISSING' },
  NOTHING_OPEN: { id: 'payments.problem.NOTHING_OPEN' },
  PAYMENT_EXCEEDS_REMAINDER: { id: 'payments.problem.PAYMENT_EXCEEDS_REMAINDER' },
  PAYMENT_EXCEEDS_OPEN: { id: 'payments.problem.PAYMENT_EXCEEDS_OPEN' },
  PAYMENT_OF_OTHER_CLIENT: { id: 'payments.problem.PAYMENT_OF_OTHER_CLIENT' },
  MATCH_ALREADY_UNDONE: { id: 'payments.problem.MATCH_ALREADY_UNDONE' },
  REMINDERS_NOT_APPLICABLE: { id: 'payments.problem.REMINDERS_NOT_APPLICABLE' },
  VALIDATION: { id: 'payments.problem.VALIDATION' },
  NOT_FOUND: { id: 'payments.problem.NOT_FOUND' },
  FORBIDDEN: { id: 'payments.problem.FORBIDDEN' },
  NETWORK: { id: 'payments.problem.NETWORK' },
  UNKNOWN: { id: 'payments.problem.UNKNOWN' },
});

export function paymentProblem(problem: Pick<Problem, 'code'>): MessageDescriptor {
  return problems[problem.code as keyof typeof problems] ?? problems.UNKNOWN;
}

export const methodText = defineMessages({
  TRANSFER: { id: 'payments.method.TRANSFER' },
  CASH: { id: 'payments.method.CASH' },
  CARD: { id: 'payments.method.CARD' },
});

export const matchText = defineMessages({
  REFERENCE: { id: 'payments.match.REFERENCE' },
  REMITTANCE: { id: 'payments.match.REMITTANCE' },
  MANUAL: { id: 'payments.match.MANUAL' },
  RECORDED: { id: 'payments.match.RECORDED' },
});

/** A method or match this build does not know reads as a transfer / by hand. */
export const methodMessage = (method: string): MessageDescriptor => methodText[method as keyof typeof methodText] ?? methodText.TRANSFER;
export const matchMessage = (match: string): MessageDescriptor => matchText[match as keyof typeof matchText] ?? matchText.MANUAL;
