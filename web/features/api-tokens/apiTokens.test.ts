import { describe, expect, it } from 'vitest';
import { expiryDate, newTokenProblems, tokenState } from './apiTokens.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('API tokens on screen', () => {
  it('turns a lifetime into an expiry', () => {
    expect(expiryDate('30', now)).toBe('2026-12-24T12:00:00.000Z');
    expect(expiryDate('never', now)).toBeNull();
  });

  it('wants a name and at least one scope', () => {
    expect(newTokenProblems({ name: ' ', scopes: [], expiry: '90' })).toEqual({ name: 'REQUIRED', scopes: 'REQUIRED' });
    expect(newTokenProblems({ name: 'x'.repeat(61), scopes: ['READ_RESERVATIONS'], expiry: '90' })).toEqual({ name: 'TOO_LONG' });
    expect(newTokenProblems({ name: 'Booking system', scopes: ['READ_RESERVATIONS'], expiry: 'never' })).toEqual({});
  });

  it('tells active, revoked and expired tokens apart', () => {
    expect(tokenState({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(tokenState({ revokedAt: '2026-11-01T00:00:00Z', expiresAt: null }, now)).toBe('revoked');
    expect(tokenState({ revokedAt: null, expiresAt: '2026-11-24T11:59:00Z' }, now)).toBe('expired');
  });
});
