import { describe, expect, it } from 'vitest';
import { STAFF_NAME_MAX_LENGTH, staffChangeRefusal, staffNameProblem, staffState, validateInvitation, type StaffFacts } from './staff-rules.ts';

const manager: StaffFacts = { id: 'm', isManager: true, disabled: false, hasPassword: true };
const member = (overrides: Partial<StaffFacts> = {}): StaffFacts => ({ id: 's', isManager: false, disabled: false, hasPassword: true, ...overrides });

describe('staff rules', () => {
  it('name a member’s state', () => {
    expect(staffState(member())).toBe('ACTIVE');
    expect(staffState(member({ hasPassword: false }))).toBe('INVITED');
    expect(staffState(member({ hasPassword: false, disabled: true }))).toBe('DISABLED');
  });

  it('check names and invitations', () => {
    expect(staffNameProblem('  ')).toBe('REQUIRED');
    expect(staffNameProblem('x'.repeat(STAFF_NAME_MAX_LENGTH))).toBeNull();
    expect(staffNameProblem(` ${'x'.repeat(STAFF_NAME_MAX_LENGTH)} `)).toBeNull();
    expect(staffNameProblem('x'.repeat(STAFF_NAME_MAX_LENGTH + 1))).toBe('TOO_LONG');
    expect(validateInvitation({ name: 'Maja', email: 'Maja@Example.com ' })).toEqual({});
    expect(validateInvitation({ name: '', email: '' })).toEqual({ name: 'REQUIRED', email: 'REQUIRED' });
    expect(validateInvitation({ name: 'Maja', email: 'maja' })).toEqual({ email: 'INVALID_EMAIL' });
  });

  it('keep exactly one manager: never disabled, the role only to an active member', () => {
    expect(staffChangeRefusal(manager, manager, 'disable')).toBe('CANNOT_DISABLE_SELF');
    expect(staffChangeRefusal(manager, member(), 'disable')).toBeNull();
    expect(staffChangeRefusal(manager, member({ disabled: true }), 'enable')).toBeNull();
    expect(staffChangeRefusal(manager, manager, 'makeManager')).toBe('ALREADY_MANAGER');
    expect(staffChangeRefusal(manager, member({ disabled: true }), 'makeManager')).toBe('STAFF_DISABLED');
    expect(staffChangeRefusal(manager, member({ hasPassword: false }), 'makeManager')).toBe('STAFF_NOT_ACTIVE');
    expect(staffChangeRefusal(manager, member(), 'makeManager')).toBeNull();
  });
});
