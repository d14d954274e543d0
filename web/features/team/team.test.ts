import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/catalog-en.ts';
import sl from '../../i18n/catalog-sl.ts';
import { STAFF_NAME_MAX_LENGTH } from '../../../graph/domain/staff-rules.ts';
import { invitationExpired, memberActions, teamFieldMessage, teamProblemMessage, validateInvite, validatePasswordChange, type Text } from './team.ts';

const english = createIntl({ locale: 'en', messages: en });
const slovenian = createIntl({ locale: 'sl', messages: sl });
const say = (text: Text, intl = english) => intl.formatMessage(text.descriptor, text.values);

describe('the team list’s actions', () => {
  const me = 'manager';
  it('offer the manager everything but disabling or demoting themself', () => {
    expect(memberActions({ id: me, isManager: true, state: 'ACTIVE' }, me)).toEqual(['rename']);
  });
  it('offer a new link to an invitee, who cannot become manager yet', () => {
    expect(memberActions({ id: 'a', isManager: false, state: 'INVITED' }, me)).toEqual(['rename', 'resend', 'disable']);
  });
  it('offer the manager role only to an active member, and enabling to a disabled one', () => {
    expect(memberActions({ id: 'a', isManager: false, state: 'ACTIVE' }, me)).toEqual(['rename', 'disable', 'makeManager']);
    expect(memberActions({ id: 'a', isManager: false, state: 'DISABLED' }, me)).toEqual(['rename', 'enable']);
  });
  it('know when an invitation has run out', () => {
    expect(invitationExpired('2026-11-24T10:00:00Z', Date.parse('2026-11-24T10:00:01Z'))).toBe(true);
    expect(invitationExpired('2026-11-24T10:00:00Z', Date.parse('2026-11-24T09:59:59Z'))).toBe(false);
    expect(invitationExpired(null, Date.now())).toBe(false);
  });
});

describe('the team forms', () => {
  it('check an invitation with the server’s rules', () => {
    expect(validateInvite({ name: ' ', email: 'x' })).toEqual({ name: 'REQUIRED', email: 'INVALID_EMAIL' });
    expect(validateInvite({ name: 'x'.repeat(STAFF_NAME_MAX_LENGTH + 1), email: 'a@b.si' })).toEqual({ name: 'TOO_LONG' });
    expect(validateInvite({ name: 'Maja', email: ' Maja@Example.com ' })).toEqual({});
  });
  it('check a password change: the current one given, the new one good and repeated', () => {
    const identity = { email: 'maja.kos@example.com', name: 'Maja' };
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short', newPasswordConfirmation: 'other' }, identity)).toEqual({
      currentPassword: 'REQUIRED',
      newPassword: 'PASSWORD_TOO_SHORT',
      newPasswordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'kava-in-krofi-2026', newPasswordConfirmation: 'kava-in-krofi-2026' }, identity)).toEqual({});
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'I am maja.kos!', newPasswordConfirmation: 'I am maja.kos!' }, identity)).toEqual({ newPassword: 'PASSWORD_CONTAINS_IDENTITY' });
  });
});

describe('the team’s words', () => {
  it('say every team code in both languages, never the server’s message', () => {
    const codes = ['STAFF_NAME_TAKEN', 'STAFF_EMAIL_TAKEN', 'WRONG_PASSWORD', 'CANNOT_DISABLE_SELF', 'ALREADY_MANAGER', 'STAFF_DISABLED', 'STAFF_NOT_ACTIVE', 'NOT_INVITED', 'INVALID_INVITATION_LINK'];
    for (const code of codes) {
      for (const intl of [english, slovenian]) {
        const text = say(teamProblemMessage({ code }), intl);
        expect(text.length, code).toBeGreaterThan(10);
        expect(text).not.toMatch(/[{}]|team\./);
      }
    }
    expect(say(teamProblemMessage({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 }))).toMatch(/1 minute/);
  });
  it('give the name its own limit and the new password the password rules', () => {
    expect(say(teamFieldMessage('name', 'TOO_LONG'))).toBe(`Please use at most ${STAFF_NAME_MAX_LENGTH} characters.`);
    expect(say(teamFieldMessage('name', 'STAFF_NAME_TAKEN'), slovenian)).toMatch(/že ima to ime/);
    expect(say(teamFieldMessage('newPassword', 'PASSWORD_TOO_SHORT'))).toBe('Password must be at least 8 characters long.');
    expect(say(teamFieldMessage('currentPassword', 'WRONG_PASSWORD'))).toBe('This is not your current password.');
    expect(say(teamFieldMessage('name', 'REQUIRED'))).toBe('Please enter a name.');
  });
});
