import { describe, expect, it } from 'vitest';
import { memberActions, membersProblemMessage, ownerRefusal, validateInvite } from './members.ts';

describe('the client team', () => {
  it('offers role changes and removal to owners only, never on their own row', () => {
    expect(memberActions({ role: 'BOOKER', isViewer: false }, 'OWNER')).toEqual(['changeRole', 'remove']);
    expect(memberActions({ role: 'OWNER', isViewer: true }, 'OWNER')).toEqual([]);
    for (const role of ['BOOKER', 'ACCOUNTANT', 'VIEWER'] as const) expect(memberActions({ role: 'VIEWER', isViewer: false }, role)).toEqual([]);
    expect(memberActions({ role: 'VIEWER', isViewer: false }, null)).toEqual([]);
  });

  it('keeps an owner', () => {
    const one = [{ role: 'OWNER' }, { role: 'BOOKER' }];
    const two = [{ role: 'OWNER' }, { role: 'OWNER' }];
    expect(ownerRefusal(one, 'OWNER', null)).toBe('LAST_OWNER');
    expect(ownerRefusal(one, 'OWNER', 'VIEWER')).toBe('LAST_OWNER');
    expect(ownerRefusal(one, 'BOOKER', null)).toBeNull();
    expect(ownerRefusal(two, 'OWNER', null)).toBeNull();
  });

  it('checks the invited address and words the server codes', () => {
    expect(validateInvite({ email: 'nobody' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(validateInvite({ email: 'ana@example.com' })).toEqual({});
    expect(membersProblemMessage({ code: 'LAST_OWNER', fields: {}, retryAfterSeconds: null }).descriptor.id).toBe('members.error.lastOwner');
    expect(membersProblemMessage({ code: 'INVITATION_EXPIRED', fields: {}, retryAfterSeconds: null }).descriptor.id).toBe('members.error.invitationExpired');
    expect(membersProblemMessage({ code: 'NETWORK', fields: {}, retryAfterSeconds: null }).descriptor.id).not.toMatch(/^members\./);
  });
});
