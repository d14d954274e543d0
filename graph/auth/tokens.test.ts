import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'x'.repeat(40);

describe('access tokens', () => {
  it('round-trips the subject and kind', () => {
    const token = signAccessToken(SECRET, { sub: 'abc', kind: 'staff' });
    expect(verifyAccessToken(SECRET, token)).toEqual({ state: 'valid', claims: { sub: 'abc', kind: 'staff' } });
  });

  it('reports expiry with the kind, so the right *_TOKEN_EXPIRED code is sent', () => {
    const issued = Date.now() - 3600_000;
    const token = signAccessToken(SECRET, { sub: 'abc', kind: 'client' }, 60, issued);
    expect(verifyAccessToken(SECRET, token)).toEqual({ state: 'expired', kind: 'client' });
  });

  it('rejects another secret, another algorithm and garbage', () => {
    const token = signAccessToken('y'.repeat(40), { sub: 'abc', kind: 'client' });
    expect(verifyAccessToken(SECRET, token).state).toBe('invalid');
    const none = jwt.sign({ kind: 'staff', sub: 'abc', iss: 'stopover' }, '', { algorithm: 'none' });
    expect(verifyAccessToken(SECRET, none).state).toBe('invalid');
    expect(verifyAccessToken(SECRET, 'not.a.token').state).toBe('invalid');
  });

  it('does not trust the kind of an expired token signed with another secret', () => {
    const token = signAccessToken('y'.repeat(40), { sub: 'abc', kind: 'staff' }, 60, Date.now() - 3600_000);
    expect(verifyAccessToken(SECRET, token).state).toBe('invalid');
  });
});
