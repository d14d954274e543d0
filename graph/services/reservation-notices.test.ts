// Whom a request acts as: a member is named only for the organisation their session acts for.
import { describe, expect, it } from 'vitest';
import { actingMember, actingMemberOf } from './reservation-notices.ts';

describe('the acting member', () => {
  const member = { kind: 'client', id: 'org-a', memberId: 'luka' } as const;

  it('is the member of a client session, and nobody for staff, tokens and visitors', () => {
    expect(actingMemberOf(member)).toEqual({ id: 'luka', organisationId: 'org-a' });
    expect(actingMemberOf({ kind: 'client', id: 'org-a', memberId: null })).toBeNull();
    expect(actingMemberOf({ kind: 'staff', id: 'mojca' })).toBeNull();
    expect(actingMemberOf({ kind: 'anonymous' })).toBeNull();
  });

  it('names the member only for the organisation the session acts for (a mailed link of another one: nobody)', () => {
    const meta = { member: actingMemberOf(member) };
    expect(actingMember(meta, 'org-a')).toBe('luka');
    expect(actingMember(meta, 'org-b')).toBeNull();
    expect(actingMember({}, 'org-a')).toBeNull();
  });
});
