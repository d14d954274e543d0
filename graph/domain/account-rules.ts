// What a valid organisation account looks like (docs/product.md § Account rules). Plain functions: the
// GraphQL layer maps the returned codes to translated messages; the web forms run the same functions,
// so a form and the server never disagree. The list of common passwords is the one rule the browser
// cannot run (too big to download): it lives in common-passwords.ts and the server passes it in.

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (NIST SP 800-63B asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Lower-case letters, digits and . _ - inside; a letter or digit at both ends. */
export const USERNAME_PATTERN = new RegExp(`^[a-z0-9](?:[a-z0-9._-]{${USERNAME_MIN_LENGTH - 2},${USERNAME_MAX_LENGTH - 2}})[a-z0-9]$`);

export type FieldError =
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
  | 'TERMS_NOT_ACCEPTED';

export const EMAIL_MAX_LENGTH = 254;

/** Passwords refused as too common (lower case); the browser checks without one. */
export interface PasswordChecks {
  commonPasswords?: ReadonlySet<string>;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** A pragmatic check (one @, a dot in the domain, no spaces); the verification mail proves the rest. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email);
}

export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return /^\+?[\d\s()./-]+$/.test(phone) && digits.length >= 6 && digits.length <= 15;
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(normaliseUsername(username));
}

export function passwordProblem(
  password: string,
  identity: { email?: string | null; username?: string | null } = {},
  checks: PasswordChecks = {},
): FieldError | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  const lower = password.toLowerCase();
  if (checks.commonPasswords?.has(lower)) return 'PASSWORD_TOO_COMMON';
  const localPart = identity.email?.trim().split('@')[0]?.toLowerCase();
  const username = identity.username?.trim().toLowerCase();
  if ((localPart && localPart.length >= 4 && lower.includes(localPart)) || (username && username.length >= 4 && lower.includes(username))) {
    return 'PASSWORD_CONTAINS_IDENTITY';
  }
  return null;
}

export interface RegistrationInput {
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  phone?: string | null;
  username: string;
  password: string;
  passwordConfirmation: string;
  contactInfo?: string | null;
  acceptTerms: boolean;
}

export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

/** Longest organisation texts (trimmed). The API refuses longer ones before this file is asked. */
export const ACCOUNT_TEXT_LIMITS = { name: 120, firstName: 60, lastName: 60, phone: 30, contactInfo: 1000 } as const;

/** Longest reason staff give when deciding on an account (the block reason is mailed to the client). */
export const DECISION_REASON_MAX_LENGTH = 500;

function optionalText(value: string | null | undefined, max: number): FieldError | null {
  return value && value.trim().length > max ? 'TOO_LONG' : null;
}

/** Every problem with a registration, by field; empty when it is valid. */
export function validateRegistration(input: RegistrationInput, checks: PasswordChecks = {}): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  const name = input.name.trim();
  if (!name) errors.name = 'REQUIRED';
  else if (name.length > ACCOUNT_TEXT_LIMITS.name) errors.name = 'TOO_LONG';
  const firstName = optionalText(input.firstName, ACCOUNT_TEXT_LIMITS.firstName);
  if (firstName) errors.firstName = firstName;
  const lastName = optionalText(input.lastName, ACCOUNT_TEXT_LIMITS.lastName);
  if (lastName) errors.lastName = lastName;
  const email = normaliseEmail(input.email);
  if (!email) errors.email = 'REQUIRED';
  else if (!isValidEmail(email)) errors.email = 'INVALID_EMAIL';
  if (input.phone?.trim() && !isValidPhone(input.phone.trim())) errors.phone = 'INVALID_PHONE';
  const username = normaliseUsername(input.username);
  if (!username) errors.username = 'REQUIRED';
  else if (!USERNAME_PATTERN.test(username)) errors.username = 'INVALID_USERNAME';
  const password = passwordProblem(input.password, { email, username }, checks);
  if (password) errors.password = password;
  if (input.password !== input.passwordConfirmation) errors.passwordConfirmation = 'PASSWORDS_DO_NOT_MATCH';
  const contactInfo = optionalText(input.contactInfo, ACCOUNT_TEXT_LIMITS.contactInfo);
  if (contactInfo) errors.contactInfo = contactInfo;
  if (!input.acceptTerms) errors.acceptTerms = 'TERMS_NOT_ACCEPTED';
  return errors;
}

/** A change to an organisation's profile; an absent (undefined or null) field stays as it is. */
export interface ProfileChange {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  contactInfo?: string | null;
}

/** Every problem with a profile change, by field; empty when it is valid. */
/** What an organisation's profile holds, as the profile form and a staff correction edit it. */
export const PROFILE_FIELDS = ['name', 'firstName', 'lastName', 'phone', 'contactInfo', 'language'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export function validateProfile(input: ProfileChange): FieldErrors<keyof ProfileChange> {
  const errors: FieldErrors<keyof ProfileChange> = {};
  if (input.name !== undefined && input.name !== null) {
    if (!input.name.trim()) errors.name = 'REQUIRED';
    else if (input.name.trim().length > ACCOUNT_TEXT_LIMITS.name) errors.name = 'TOO_LONG';
  }
  for (const field of ['firstName', 'lastName', 'contactInfo'] as const) {
    const problem = optionalText(input[field], ACCOUNT_TEXT_LIMITS[field]);
    if (problem) errors[field] = problem;
  }
  if (input.phone?.trim() && !isValidPhone(input.phone.trim())) errors.phone = 'INVALID_PHONE';
  return errors;
}

/** Trims text fields and turns blanks into null, for storage. */
export function cleanOptional(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
