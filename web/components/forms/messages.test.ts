import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/catalog-en.ts';
import sl from '../../i18n/catalog-sl.ts';
import { fieldMessage, problemMessage, problemText, waitMessage, type Text } from './messages.ts';
import { feedback } from '../../i18n/feedback.ts';

const english = createIntl({ locale: 'en', messages: en });
const slovenian = createIntl({ locale: 'sl', messages: sl });
const say = (text: Text, intl = english) => intl.formatMessage(text.descriptor, text.values);

describe('field problems in words', () => {
  it('use the fixed sentences of docs/product.md § Messages where there is one', () => {
    expect(say(fieldMessage('email', 'INVALID_EMAIL'))).toBe('Please enter a valid email address.');
    expect(say(fieldMessage('email', 'REQUIRED'))).toBe('Please enter a valid email address.');
    expect(say(fieldMessage('password', 'PASSWORD_TOO_SHORT'))).toBe('Password must be at least 8 characters long.');
    expect(say(fieldMessage('passwordConfirmation', 'PASSWORDS_DO_NOT_MATCH'))).toBe('Passwords do not match.');
    expect(say(fieldMessage('captcha', 'REQUIRED'))).toBe('Please complete the captcha.');
  });

  it('say clearly when the e-mail or the username is taken', () => {
    expect(say(fieldMessage('email', 'EMAIL_TAKEN'))).toMatch(/already exists/);
    expect(say(fieldMessage('username', 'USERNAME_TAKEN'))).toMatch(/taken/);
    expect(say(fieldMessage('email', 'EMAIL_TAKEN'), slovenian)).toMatch(/že obstaja/);
  });

  it('give each field its own length limit', () => {
    expect(say(fieldMessage('name', 'TOO_LONG'))).toBe('Please use at most 120 characters.');
    expect(say(fieldMessage('firstName', 'TOO_LONG'), slovenian)).toBe('Uporabite največ 60 znakov.');
    expect(say(fieldMessage('password', 'PASSWORD_TOO_LONG'))).toBe('Password must be at most 256 characters long.');
  });

  it('have a sentence for every code the server sends, and for unknown ones', () => {
    const codes = [
      'REQUIRED',
      'TOO_LONG',
      'INVALID_EMAIL',
      'INVALID_PHONE',
      'INVALID_USERNAME',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_TOO_COMMON',
      'PASSWORD_CONTAINS_IDENTITY',
      'PASSWORDS_DO_NOT_MATCH',
      'TERMS_NOT_ACCEPTED',
      'EMAIL_TAKEN',
      'USERNAME_TAKEN',
      'CONFIRMATION_MISMATCH',
      'INVALID',
      'SOMETHING_NEW',
    ];
    for (const code of codes) {
      for (const intl of [english, slovenian]) {
        const text = say(fieldMessage('name', code), intl);
        expect(text.length).toBeGreaterThan(5);
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('request problems in words', () => {
  it('translate the sign-in codes (docs/product.md § Messages where it applies)', () => {
    expect(say(problemMessage({ code: 'EMAIL_NOT_VERIFIED' }))).toBe('Verify your email before signing in. Check your email for verification link!');
    expect(say(problemMessage({ code: 'CAPTCHA_REQUIRED' }))).toBe('Please complete the captcha.');
    expect(say(problemMessage({ code: 'INVALID_CREDENTIALS' }))).toBe('The email address or password is not correct.');
    expect(say(problemMessage({ code: 'VERIFICATION_FAILED' }))).toBe('Verification Failed.');
    expect(say(problemMessage({ code: 'INVALID_RESET_LINK' }))).toBe('Invalid or expired reset link.');
  });

  it('fall back to the form’s own failure sentence', () => {
    expect(problemMessage({ code: 'INTERNAL' }, feedback.resetFailed).descriptor).toBe(feedback.resetFailed);
    expect(problemMessage({ code: 'WHATEVER' }).descriptor).toBe(problemText.unknown);
    expect(say(problemMessage({ code: 'NETWORK' }))).toMatch(/connection/);
  });

  it('say how long to wait after too many attempts', () => {
    expect(say(problemMessage({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 900 }))).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(say(waitMessage(61))).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(say(waitMessage(1))).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(say(waitMessage(null))).toBe('Too many attempts. Please wait a moment and try again.');
    expect(say(waitMessage(180), slovenian)).toBe('Preveč poskusov. Počakajte 3 minute in poskusite znova.');
    expect(say(waitMessage(120), slovenian)).toBe('Preveč poskusov. Počakajte 2 minuti in poskusite znova.');
    expect(say(waitMessage(5), slovenian)).toBe('Preveč poskusov. Počakajte 5 sekund in poskusite znova.');
  });
});
