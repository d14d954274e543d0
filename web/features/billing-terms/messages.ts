// Words of the billing-terms pages that are chosen in code (problem codes, tier problems). Ids in
// web/i18n/catalogs/billingterms.{en,sl}.json.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { fieldText, type Text } from '../../components/forms/messages.ts';
import type { Problem } from '../../components/forms/problems.ts';
import { staffProblemMessage } from '../staff/staffMessages.ts';
import type { TermsFormProblem } from './terms-form.ts';

export const termsText: Record<TermsFormProblem, MessageDescriptor> = defineMessages({
  REQUIRED: { id: 'billingTerms.tiers.required' },
  NOT_A_NUMBER: { id: 'billingTerms.tiers.notANumber' },
  TOO_MANY_TIERS: { id: 'billingTerms.tiers.tooMany' },
  HOURS_OUT_OF_RANGE: { id: 'billingTerms.tiers.hoursOutOfRange' },
  PERCENT_OUT_OF_RANGE: { id: 'billingTerms.tiers.percentOutOfRange' },
  DUPLICATE_TIER: { id: 'billingTerms.tiers.duplicate' },
  CLOSER_IS_CHEAPER: { id: 'billingTerms.tiers.closerIsCheaper' },
});

const fieldCodes = defineMessages({
  UNKNOWN_COUNTRY: { id: 'billingTerms.field.unknownCountry' },
  WRONG_COUNTRY: { id: 'billingTerms.field.wrongCountry' },
  INVALID_FORMAT: { id: 'billingTerms.field.invalidFormat' },
  INVALID_IBAN: { id: 'billingTerms.field.invalidIban' },
  INVALID_BIC: { id: 'billingTerms.field.invalidBic' },
  INVALID_EMAIL: { id: 'billingTerms.field.invalidEmail' },
  OUT_OF_RANGE: { id: 'billingTerms.field.outOfRange' },
  UNKNOWN_RATE: { id: 'billingTerms.field.unknownRate' },
  UNKNOWN_DISH: { id: 'billingTerms.field.unknownDish' },
  BEFORE_START: { id: 'billingTerms.field.beforeStart' },
  INVALID_DATE: { id: 'billingTerms.field.invalidDate' },
  DUPLICATE: { id: 'billingTerms.field.duplicate' },
  // The reminder schedule (graph/domain/payments.ts reminderDaysProblem).
  TOO_MANY: { id: 'billingTerms.field.reminderTooMany' },
  NOT_RISING: { id: 'billingTerms.field.reminderNotRising' },
  // Deposit terms (graph/domain/deposits.ts).
  AMOUNT_OUT_OF_RANGE: { id: 'billingTerms.deposit.amountOutOfRange' },
  DAYS_OUT_OF_RANGE: { id: 'billingTerms.deposit.daysOutOfRange' },
  RULE_OUT_OF_RANGE: { id: 'billingTerms.deposit.ruleOutOfRange' },
});

const problems = defineMessages({
  VAT_RATE_IN_USE: { id: 'billingTerms.problem.rateInUse' },
  AGREEMENT_OVERLAPS: { id: 'billingTerms.problem.overlaps' },
  LIST_TOO_LONG: { id: 'billingTerms.problem.listTooLong' },
});

/** A server field code (or a tier problem) in words. */
export function fieldCodeText(code: string | undefined, max?: number): Text | null {
  if (!code) return null;
  if (code in termsText) return { descriptor: termsText[code as TermsFormProblem] };
  if (code in fieldCodes) return { descriptor: fieldCodes[code as keyof typeof fieldCodes] };
  if (code === 'REQUIRED') return { descriptor: fieldText.required };
  if (code === 'TOO_LONG') return { descriptor: fieldText.tooLong, values: { max: max ?? 0 } };
  return { descriptor: fieldText.invalid };
}

/** A request's failure in words: the billing codes first, then what every staff page says. */
export function termsProblemMessage(problem: Pick<Problem, 'code'>): MessageDescriptor {
  return problems[problem.code as keyof typeof problems] ?? staffProblemMessage(problem);
}
