import { describe, expect, it } from 'vitest';
import { sessionMay, statusMay } from './abilities.ts';
import type { AuthStatus, UserSummary } from './session.ts';

const member = (role: UserSummary['role']): AuthStatus => ({
  kind: 'user',
  user: { firstName: 'Ana', lastName: null, username: 'alpetour', email: 'ana@example.com', verified: true, blocked: false, approved: true, clientName: 'Alpetour', preferredLanguage: 'en', role },
});

describe('what a member may do', () => {
  it('follows the role table of graph/domain', () => {
    expect(statusMay(member('OWNER'), 'manage')).toBe(true);
    expect(statusMay(member('BOOKER'), 'book')).toBe(true);
    expect(statusMay(member('BOOKER'), 'money')).toBe(false);
    expect(statusMay(member('ACCOUNTANT'), 'money')).toBe(true);
    expect(statusMay(member('ACCOUNTANT'), 'book')).toBe(false);
    expect(statusMay(member('VIEWER'), 'read')).toBe(true);
    for (const ability of ['book', 'money', 'manage'] as const) expect(statusMay(member('VIEWER'), ability)).toBe(false);
  });

  it('leaves a summary without a role and staff to the server, and nobody may anything', () => {
    expect(statusMay(member(null), 'manage')).toBe(true);
    expect(sessionMay({ kind: 'admin', admin: { name: 'x', firstName: null, lastName: null, isManager: false } }, 'book')).toBe(true);
    expect(statusMay({ kind: 'anonymous' }, 'read')).toBe(false);
    expect(sessionMay(null, 'read')).toBe(false);
  });
});
