// The account forms' client-side checks: the server's own rules (graph/domain/account-rules.ts),
// run in the browser so people hear about a mistake before sending, plus what only a form has (the
// order of its fields, the captcha). The server checks everything again and its answer wins. Only
// the list of common passwords stays on the server: it is far too big to download.
import {
  ACCOUNT_TEXT_LIMITS,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPhone,
  isValidUsername,
  normaliseEmail,
  passwordProblem as accountPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  validateProfile as accountProfileProblems,
  validateRegistration as accountRegistrationProblems,
  type FieldError,
} from '../../../graph/domain/account-rules.ts';

export { EMAIL_MAX_LENGTH, isValidEmail, isValidPhone, isValidUsername, normaliseEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN };
/** Longest values of the free-text fields, in characters (after trimming). */
export const LIMITS = ACCOUNT_TEXT_LIMITS;

/** What is wrong with one field: the server's FIELD_CODEs plus INVALID (a captcha the server refused). */
export type FieldCode = FieldError | 'EMAIL_TAKEN' | 'USERNAME_TAKEN' | 'CONFIRMATION_MISMATCH' | 'INVALID';

export type FieldErrors<K extends string = string> = Partial<Record<K, FieldCode>>;

/** The password rules the browser can check (length, not containing the e-mail's name or the username). */
export function passwordProblem(password: string, identity: { email?: string; username?: string } = {}): FieldCode | null {
  return accountPasswordProblem(password, identity);
}

/** Adds `code` for `field` unless the field already has a problem (the first problem is the one shown). */
function put<K extends string>(errors: FieldErrors<K>, field: K, code: FieldCode | null): void {
  if (code && !errors[field]) errors[field] = code;
}

// ————— registration —————

export interface RegistrationValues {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  passwordConfirmation: string;
  contactInfo: string;
  acceptTerms: boolean;
}

export type RegistrationField = keyof RegistrationValues;

/** The registration form's fields in the order they appear (the first invalid one gets the focus). */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'name',
  'firstName',
  'lastName',
  'phone',
  'contactInfo',
  'email',
  'username',
  'password',
  'passwordConfirmation',
  'acceptTerms',
];

export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  return accountRegistrationProblems(values);
}

// ————— sign-in, forgotten password, reset —————

/** REQUIRED when empty, INVALID_EMAIL when malformed, else null. */
export function emailProblem(email: string): FieldCode | null {
  const normalised = normaliseEmail(email);
  if (!normalised) return 'REQUIRED';
  return isValidEmail(normalised) ? null : 'INVALID_EMAIL';
}

export interface SignInValues {
  email: string;
  password: string;
  /** The captcha widget's payload; null until it is solved. */
  captcha: string | null;
}

export type SignInField = keyof SignInValues;
export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password', 'captcha'];

export function validateSignIn(values: SignInValues): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {};
  put(errors, 'email', emailProblem(values.email));
  if (!values.password) put(errors, 'password', 'REQUIRED');
  if (!values.captcha) put(errors, 'captcha', 'REQUIRED');
  return errors;
}

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

export type NewPasswordField = keyof NewPasswordValues;
export const NEW_PASSWORD_FIELDS: readonly NewPasswordField[] = ['password', 'passwordConfirmation'];

export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  put(errors, 'password', passwordProblem(values.password));
  if (values.password !== values.passwordConfirmation) put(errors, 'passwordConfirmation', 'PASSWORDS_DO_NOT_MATCH');
  return errors;
}

// ————— profile —————

export interface ProfileValues {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  contactInfo: string;
}

export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'firstName', 'lastName', 'phone', 'contactInfo'];

export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  return accountProfileProblems(values);
}

/** Deleting the account needs its own e-mail typed out (docs/product.md § Account rules); case and outer spaces do not matter. */
export function deletionConfirmed(typed: string, accountEmail: string): boolean {
  return normaliseEmail(typed) !== '' && normaliseEmail(typed) === normaliseEmail(accountEmail);
}

// ————— helpers —————

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first field of `order` that has a problem: the one to focus. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | null {
  return order.find((field) => errors[field]) ?? null;
}

/** Keeps only the problems of fields this form has (the server may name others). */
export function pickFields<K extends string>(order: readonly K[], fields: Record<string, string>): FieldErrors<K> {
  const picked: FieldErrors<K> = {};
  for (const field of order) {
    const code = fields[field];
    if (code) picked[field] = code as FieldCode;
  }
  return picked;
}

/** `value` trimmed, or null when blank: what the API wants for optional text. */
export function optional(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}
