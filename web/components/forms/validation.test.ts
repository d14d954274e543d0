import { describe, expect, it } from 'vitest';
import * as server from '../../../graph/domain/account-rules.ts';
import {
  LIMITS,
  REGISTRATION_FIELDS,
  USERNAME_PATTERN,
  deletionConfirmed,
  emailProblem,
  firstInvalid,
  hasErrors,
  optional,
  passwordProblem,
  pickFields,
  validateNewPassword,
  validateProfile,
  validateRegistration,
  validateSignIn,
  type RegistrationValues,
} from './validation.ts';

const valid: RegistrationValues = {
  name: 'Alpine Coach Tours d.o.o.',
  firstName: 'Mojca',
  lastName: 'Kovač',
  email: 'dispatch@alpine-coach.example',
  phone: '+386 41 123 456',
  username: 'alpine-coach',
  password: 'Sunny-Pass-Route-77',
  passwordConfirmation: 'Sunny-Pass-Route-77',
  contactInfo: 'Dispatcher: weekdays 7–15',
  acceptTerms: true,
};

describe('registration checks', () => {
  it('accept a complete registration and treat the optional fields as optional', () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, firstName: '', lastName: '', phone: '', contactInfo: '' })).toEqual({});
  });

  it('name every problem once, in the words of the server (docs/product.md § Account rules)', () => {
    const errors = validateRegistration({
      name: '  ',
      firstName: 'x'.repeat(61),
      lastName: 'y'.repeat(61),
      email: 'dispatch@',
      phone: 'call me',
      username: 'a',
      password: 'short',
      passwordConfirmation: 'other',
      contactInfo: 'z'.repeat(1001),
      acceptTerms: false,
    });
    expect(errors).toEqual({
      name: 'REQUIRED',
      firstName: 'TOO_LONG',
      lastName: 'TOO_LONG',
      email: 'INVALID_EMAIL',
      phone: 'INVALID_PHONE',
      username: 'INVALID_USERNAME',
      password: 'PASSWORD_TOO_SHORT',
      passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
      contactInfo: 'TOO_LONG',
      acceptTerms: 'TERMS_NOT_ACCEPTED',
    });
    expect(validateRegistration({ ...valid, email: '  ', username: '' })).toMatchObject({ email: 'REQUIRED', username: 'REQUIRED' });
  });

  it('refuse a password that contains the e-mail name or the username', () => {
    expect(validateRegistration({ ...valid, password: 'my-dispatch-pass', passwordConfirmation: 'my-dispatch-pass' }).password).toBe(
      'PASSWORD_CONTAINS_IDENTITY',
    );
    expect(validateRegistration({ ...valid, password: 'xx-ALPINE-COACH-xx', passwordConfirmation: 'xx-ALPINE-COACH-xx' }).password).toBe(
      'PASSWORD_CONTAINS_IDENTITY',
    );
  });

  it('normalise case and spaces the way the server does', () => {
    expect(validateRegistration({ ...valid, email: '  Dispatch@Alpine-Coach.Example ', username: ' Alpine.Coach ' })).toEqual({});
  });
});

describe("the browser runs the server's rules", () => {
  it("with the server's limits", () => {
    expect(LIMITS).toBe(server.ACCOUNT_TEXT_LIMITS);
    expect(USERNAME_PATTERN).toBe(server.USERNAME_PATTERN);
    expect(validateRegistration({ ...valid, name: 'n'.repeat(server.ACCOUNT_TEXT_LIMITS.name + 1) })).toEqual({ name: 'TOO_LONG' });
  });

  it('except on common passwords, which only the server knows', () => {
    expect(passwordProblem('password123')).toBeNull();
    expect(server.passwordProblem('password123', {}, { commonPasswords: new Set(['password123']) })).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('sign-in, reset and profile checks', () => {
  it('sign-in wants a valid e-mail, a password and a solved captcha (docs/product.md § Account rules)', () => {
    expect(validateSignIn({ email: '', password: '', captcha: null })).toEqual({ email: 'REQUIRED', password: 'REQUIRED', captcha: 'REQUIRED' });
    expect(validateSignIn({ email: 'ana@', password: 'x', captcha: 'payload' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(validateSignIn({ email: ' Ana@Example.com ', password: 'x', captcha: 'payload' })).toEqual({});
  });

  it('a new password needs 8 characters and a matching confirmation', () => {
    expect(validateNewPassword({ password: 'tiny', passwordConfirmation: 'tiny2' })).toEqual({
      password: 'PASSWORD_TOO_SHORT',
      passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(validateNewPassword({ password: '12345678', passwordConfirmation: '12345678' })).toEqual({});
  });

  it('the profile keeps a name and valid optional fields', () => {
    expect(validateProfile({ name: '', firstName: '', lastName: '', phone: 'x', contactInfo: '' })).toEqual({ name: 'REQUIRED', phone: 'INVALID_PHONE' });
    expect(validateProfile({ name: 'Bus', firstName: '', lastName: '', phone: '', contactInfo: '' })).toEqual({});
  });

  it('deleting needs the account’s own e-mail, case and outer spaces aside', () => {
    expect(deletionConfirmed(' ANA@example.com ', 'ana@example.com')).toBe(true);
    expect(deletionConfirmed('ana@example.co', 'ana@example.com')).toBe(false);
    expect(deletionConfirmed('', '')).toBe(false);
  });

  it('emailProblem tells empty from malformed', () => {
    expect(emailProblem(' ')).toBe('REQUIRED');
    expect(emailProblem('ana@x')).toBe('INVALID_EMAIL');
    expect(emailProblem('ana@x.si')).toBeNull();
  });
});

describe('helpers', () => {
  it('find the first invalid field in the form’s order', () => {
    expect(firstInvalid(REGISTRATION_FIELDS, { acceptTerms: 'TERMS_NOT_ACCEPTED', email: 'INVALID_EMAIL', phone: 'INVALID_PHONE' })).toBe('phone');
    expect(firstInvalid(REGISTRATION_FIELDS, {})).toBeNull();
  });

  it('keep only the fields a form has', () => {
    expect(pickFields(['email', 'password'], { email: 'EMAIL_TAKEN', captcha: 'INVALID' })).toEqual({ email: 'EMAIL_TAKEN' });
  });

  it('know when there are errors and turn blanks into null', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'REQUIRED' })).toBe(true);
    expect(optional('  ')).toBeNull();
    expect(optional(' Ana ')).toBe('Ana');
  });
});
