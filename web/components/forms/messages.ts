// The account forms' words: field problems and request problems, mapped from the server's codes to the
// app's own catalogs (never the server's `message`). The fixed sentences (docs/product.md § Messages)
// come from i18n/feedback.ts.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { feedback } from '../../i18n/feedback.ts';
import type { Problem } from './problems.ts';
import { LIMITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldCode } from './validation.ts';

export const fieldText = defineMessages({
  required: { id: 'form.error.required' },
  nameRequired: { id: 'form.error.nameRequired' },
  usernameRequired: { id: 'form.error.usernameRequired' },
  passwordRequired: { id: 'form.error.passwordRequired' },
  /** Values: `{ max }`. */
  tooLong: { id: 'form.error.tooLong' },
  invalidPhone: { id: 'form.error.invalidPhone' },
  invalidUsername: { id: 'form.error.invalidUsername' },
  /** Values: `{ max }`. */
  passwordTooLong: { id: 'form.error.passwordTooLong' },
  passwordTooCommon: { id: 'form.error.passwordTooCommon' },
  passwordContainsIdentity: { id: 'form.error.passwordContainsIdentity' },
  termsNotAccepted: { id: 'form.error.termsNotAccepted' },
  emailTaken: { id: 'form.error.emailTaken' },
  usernameTaken: { id: 'form.error.usernameTaken' },
  confirmationMismatch: { id: 'form.error.confirmationMismatch' },
  captchaInvalid: { id: 'form.error.captchaInvalid' },
  invalid: { id: 'form.error.invalid' },
  /** Any text field: a NUL byte, a control character or a broken (lone surrogate) character. */
  invalidCharacters: { id: 'form.error.invalidCharacters' },
});

export const problemText = defineMessages({
  validation: { id: 'form.problem.validation' },
  invalidCredentials: { id: 'form.problem.invalidCredentials' },
  /** Sign-in: the person was removed from (or left) every organisation. */
  noOrganisation: { id: 'form.problem.noOrganisation' },
  /** Values: `{ minutes }`. */
  tooManyRequestsMinutes: { id: 'form.problem.tooManyRequestsMinutes' },
  /** Values: `{ seconds }`. */
  tooManyRequestsSeconds: { id: 'form.problem.tooManyRequestsSeconds' },
  tooManyRequestsNoTime: { id: 'form.problem.tooManyRequestsNoTime' },
  resendTooSoon: { id: 'form.problem.resendTooSoon' },
  network: { id: 'form.problem.network' },
  forbidden: { id: 'form.problem.forbidden' },
  unauthenticated: { id: 'form.problem.unauthenticated' },
  invalidState: { id: 'form.problem.invalidState' },
  unknown: { id: 'form.problem.unknown' },
});

export interface Text {
  descriptor: MessageDescriptor;
  values?: Record<string, string | number>;
}

const LENGTH_LIMITS: Record<string, number> = { ...LIMITS };

/** What to say about `field` having the problem `code`. */
export function fieldMessage(field: string, code: FieldCode | string): Text {
  switch (code) {
    case 'REQUIRED':
      if (field === 'email') return { descriptor: feedback.invalidEmail };
      if (field === 'captcha') return { descriptor: feedback.captchaRequired };
      if (field === 'password') return { descriptor: fieldText.passwordRequired };
      if (field === 'acceptTerms') return { descriptor: fieldText.termsNotAccepted };
      if (field === 'name') return { descriptor: fieldText.nameRequired };
      if (field === 'username') return { descriptor: fieldText.usernameRequired };
      return { descriptor: fieldText.required };
    case 'TOO_LONG':
      return { descriptor: fieldText.tooLong, values: { max: LENGTH_LIMITS[field] ?? 0 } };
    case 'INVALID_EMAIL':
      return { descriptor: feedback.invalidEmail };
    case 'INVALID_PHONE':
      return { descriptor: fieldText.invalidPhone };
    case 'INVALID_USERNAME':
      return { descriptor: fieldText.invalidUsername };
    case 'PASSWORD_TOO_SHORT':
      return { descriptor: feedback.passwordTooShort, values: { min: PASSWORD_MIN_LENGTH } };
    case 'PASSWORD_TOO_LONG':
      return { descriptor: fieldText.passwordTooLong, values: { max: PASSWORD_MAX_LENGTH } };
    case 'PASSWORD_TOO_COMMON':
      return { descriptor: fieldText.passwordTooCommon };
    case 'PASSWORD_CONTAINS_IDENTITY':
      return { descriptor: fieldText.passwordContainsIdentity };
    case 'PASSWORDS_DO_NOT_MATCH':
      return { descriptor: feedback.passwordsMismatch };
    case 'TERMS_NOT_ACCEPTED':
      return { descriptor: fieldText.termsNotAccepted };
    case 'EMAIL_TAKEN':
      return { descriptor: fieldText.emailTaken };
    case 'USERNAME_TAKEN':
      return { descriptor: fieldText.usernameTaken };
    case 'CONFIRMATION_MISMATCH':
      return { descriptor: fieldText.confirmationMismatch };
    case 'INVALID_CHARACTERS':
      return { descriptor: fieldText.invalidCharacters };
    case 'INVALID':
      return { descriptor: field === 'captcha' ? fieldText.captchaInvalid : fieldText.invalid };
    default:
      return { descriptor: fieldText.invalid };
  }
}

/** "Too many attempts: wait …" with the server's retryAfterSeconds, in minutes from a minute up. */
export function waitMessage(seconds: number | null | undefined): Text {
  if (!seconds || seconds <= 0) return { descriptor: problemText.tooManyRequestsNoTime };
  if (seconds >= 60) return { descriptor: problemText.tooManyRequestsMinutes, values: { minutes: Math.ceil(seconds / 60) } };
  return { descriptor: problemText.tooManyRequestsSeconds, values: { seconds: Math.ceil(seconds) } };
}

/**
 * What to say about a failed request as a whole. `fallback` is the form's own failure sentence
 * (docs/product.md § Messages: "Failed to reset password. Please try again." …) for anything without a
 * better one.
 */
export function problemMessage(problem: Pick<Problem, 'code'> & Partial<Problem>, fallback: MessageDescriptor = problemText.unknown): Text {
  switch (problem.code) {
    case 'VALIDATION':
      return { descriptor: problemText.validation };
    case 'INVALID_CREDENTIALS':
      return { descriptor: problemText.invalidCredentials };
    case 'NO_ORGANISATION':
      return { descriptor: problemText.noOrganisation };
    case 'EMAIL_NOT_VERIFIED':
      return { descriptor: feedback.emailNotVerified };
    case 'CAPTCHA_REQUIRED':
      return { descriptor: feedback.captchaRequired };
    case 'CAPTCHA_INVALID':
      return { descriptor: fieldText.captchaInvalid };
    case 'VERIFICATION_FAILED':
      return { descriptor: feedback.verificationFailed };
    case 'INVALID_RESET_LINK':
      return { descriptor: feedback.invalidResetLink };
    case 'EMAIL_TAKEN':
      return { descriptor: fieldText.emailTaken };
    case 'USERNAME_TAKEN':
      return { descriptor: fieldText.usernameTaken };
    case 'CONFIRMATION_MISMATCH':
      return { descriptor: fieldText.confirmationMismatch };
    case 'RESEND_TOO_SOON':
      return { descriptor: problemText.resendTooSoon };
    case 'TOO_MANY_REQUESTS':
      return waitMessage(problem.retryAfterSeconds);
    case 'NETWORK':
      return { descriptor: problemText.network };
    case 'FORBIDDEN':
      return { descriptor: problemText.forbidden };
    case 'UNAUTHENTICATED':
    case 'USER_TOKEN_EXPIRED':
    case 'ADMIN_TOKEN_EXPIRED':
      return { descriptor: problemText.unauthenticated };
    case 'INVALID_STATE':
      return { descriptor: problemText.invalidState };
    default:
      return { descriptor: fallback };
  }
}
