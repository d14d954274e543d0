import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords.ts';
import { isValidEmail, isValidPhone, passwordProblem, validateRegistration, type RegistrationInput } from './account-rules.ts';

const valid: RegistrationInput = {
  name: 'Alpine Coaches d.o.o.',
  firstName: 'Maja',
  lastName: 'Novak',
  email: 'Maja.Novak@Alpine-Coaches.si',
  phone: '+386 41 123 456',
  username: 'alpine.coaches',
  password: 'kava in krofi za 40',
  passwordConfirmation: 'kava in krofi za 40',
  contactInfo: 'Dispatch: +386 1 234 5678',
  acceptTerms: true,
};

describe('registration rules', () => {
  it('accepts a complete, sensible registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('needs only the organisation name, e-mail, username, password and consent', () => {
    expect(validateRegistration({ ...valid, firstName: null, lastName: '', phone: null, contactInfo: undefined })).toEqual({});
    expect(validateRegistration({ ...valid, name: '  ', email: '', username: '' })).toEqual({
      name: 'REQUIRED',
      email: 'REQUIRED',
      username: 'REQUIRED',
    });
  });

  it('reports each broken rule on its field', () => {
    expect(
      validateRegistration({
        ...valid,
        email: 'not-an-email',
        phone: 'call me',
        username: 'a',
        password: 'short',
        passwordConfirmation: 'other',
        acceptTerms: false,
      }),
    ).toEqual({
      email: 'INVALID_EMAIL',
      phone: 'INVALID_PHONE',
      username: 'INVALID_USERNAME',
      password: 'PASSWORD_TOO_SHORT',
      passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
      acceptTerms: 'TERMS_NOT_ACCEPTED',
    });
  });
});

describe('password rules (docs/product.md § Account rules)', () => {
  it('has its boundary at 8 characters', () => {
    expect(passwordProblem('x7#kQ2m')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('x7#kQ2m!')).toBeNull();
  });

  it('allows long passphrases up to 256 characters', () => {
    expect(passwordProblem('a quiet coach stop by the motorway '.repeat(2).slice(0, 64))).toBeNull();
    expect(passwordProblem('z'.repeat(256).replace(/z{4}/g, 'zq9!'))).toBeNull();
    expect(passwordProblem('z'.repeat(257))).toBe('PASSWORD_TOO_LONG');
  });

  it('refuses the most common passwords, in any case', async () => {
    const COMMON_PASSWORDS = await commonPasswords();
    for (const common of ['password', 'PASSWORD1', '12345678', 'qwertyuiop', 'iloveyou', 'geslo123']) {
      expect(passwordProblem(common, {}, { commonPasswords: COMMON_PASSWORDS }), common).toBe('PASSWORD_TOO_COMMON');
      expect(passwordProblem(common), 'the browser has no list').toBeNull();
    }
  });

  it('refuses a password built on the username or e-mail', () => {
    expect(passwordProblem('alpinecoaches2026', { username: 'alpinecoaches' })).toBe('PASSWORD_CONTAINS_IDENTITY');
    expect(passwordProblem('maja.novak!!', { email: 'maja.novak@example.si' })).toBe('PASSWORD_CONTAINS_IDENTITY');
  });
});

describe('contact details', () => {
  it('checks e-mail addresses pragmatically', () => {
    expect(isValidEmail('info@avtobusi.si')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.si')).toBe(false);
  });

  it('accepts international phone formats', () => {
    expect(isValidPhone('+386 (0)1 750-00-00')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
  });
});
