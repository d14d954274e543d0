// The account forms' client-side checks. They mirror the server's rules (graph/domain/account-rules.ts,
// graph/services/accounts.ts) so that people hear about a mistake before sending; the server checks
// everything again and its answer wins (validation.test.ts compares the two on the same inputs).
// Only the list of common passwords stays on the server: it is far too big to download.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,30})[a-z0-9]$/;
/** Longest values of the free-text fields, in characters (after trimming). */
export const LIMITS = { name: 120, firstName: 60, lastName: 60, phone: 30, contactInfo: 1000 } as const;

/** What is wrong with one field: the server's FIELD_CODEs plus INVALID (a captcha the server refused). */
export type FieldCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_EMAIL'
  | 'INVALID_PHONE'
  | 'INVALID_USERNAME'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_CONTAINS_IDENTITY'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'TERMS_NOT_ACCEPTED'
  | 'EMAIL_TAKEN'
  | 'USERNAME_TAKEN'
  | 'CONFIRMATION_MISMATCH'
  | 'INVALID';

export type FieldErrors<K extends string = string> = Partial<Record<K, FieldCode>>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One @, a dot in the domain, no spaces: the verification mail proves the rest. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email);
}

/** Digits with the usual separators, 6 to 15 digits. */
export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return /^\+?[\d\s()./-]+$/.test(phone) && digits.length >= 6 && digits.length <= 15;
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username.trim().toLowerCase());
}

/** The password rules the browser can check (length, not containing the e-mail's name or the username). */
export function passwordProblem(password: string, identity: { email?: string; username?: string } = {}): FieldCode | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  const lower = password.toLowerCase();
  const localPart = identity.email?.trim().split('@')[0]?.toLowerCase();
  const username = identity.username?.trim().toLowerCase();
  if ((localPart && localPart.length >= 4 && lower.includes(localPart)) || (username && username.length >= 4 && lower.includes(username))) {
    return 'PASSWORD_CONTAINS_IDENTITY';
  }
  return null;
}

function tooLong(value: string, max: number): boolean {
  return value.trim().length > max;
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
  const errors: FieldErrors<RegistrationField> = {};
  if (!values.name.trim()) put(errors, 'name', 'REQUIRED');
  else if (tooLong(values.name, LIMITS.name)) put(errors, 'name', 'TOO_LONG');
  if (tooLong(values.firstName, LIMITS.firstName)) put(errors, 'firstName', 'TOO_LONG');
  if (tooLong(values.lastName, LIMITS.lastName)) put(errors, 'lastName', 'TOO_LONG');
  put(errors, 'email', emailProblem(values.email));
  if (values.phone.trim() && !isValidPhone(values.phone.trim())) put(errors, 'phone', 'INVALID_PHONE');
  const username = values.username.trim().toLowerCase();
  if (!username) put(errors, 'username', 'REQUIRED');
  else if (!USERNAME_PATTERN.test(username)) put(errors, 'username', 'INVALID_USERNAME');
  put(errors, 'password', passwordProblem(values.password, { email: normaliseEmail(values.email), username }));
  if (values.password !== values.passwordConfirmation) put(errors, 'passwordConfirmation', 'PASSWORDS_DO_NOT_MATCH');
  if (tooLong(values.contactInfo, LIMITS.contactInfo)) put(errors, 'contactInfo', 'TOO_LONG');
  if (!values.acceptTerms) put(errors, 'acceptTerms', 'TERMS_NOT_ACCEPTED');
  return errors;
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
  const errors: FieldErrors<ProfileField> = {};
  if (!values.name.trim()) put(errors, 'name', 'REQUIRED');
  else if (tooLong(values.name, LIMITS.name)) put(errors, 'name', 'TOO_LONG');
  if (tooLong(values.firstName, LIMITS.firstName)) put(errors, 'firstName', 'TOO_LONG');
  if (tooLong(values.lastName, LIMITS.lastName)) put(errors, 'lastName', 'TOO_LONG');
  if (values.phone.trim() && !isValidPhone(values.phone.trim())) put(errors, 'phone', 'INVALID_PHONE');
  if (tooLong(values.contactInfo, LIMITS.contactInfo)) put(errors, 'contactInfo', 'TOO_LONG');
  return errors;
}

/** Deleting the account needs its own e-mail typed out (SPEC §5); case and outer spaces do not matter. */
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
