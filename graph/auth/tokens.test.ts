import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'x'.repeat(40);
const SUB = '0190c4a2-7b1e-7c3d-8e4f-5a6b7c8d9e0f';
const SID = '0190c4a2-7b1e-7c3d-8e4f-000000000001';

describe('access tokens', () => {
  it('round-trips the subject, kind and session', () => {
    const token = signAccessToken(SECRET, { sub: SUB, kind: 'staff', sid: SID });
    expect(verifyAccessToken(SECRET, token)).toEqual({ state: 'valid', claims: { sub: SUB, kind: 'staff', sid: SID } });
  });

  it('reports expiry with the kind, so the right *_TOKEN_EXPIRED code is sent', () => {
    const issued = Date.now() - 3600_000;
    const token = signAccessToken(SECRET, { sub: SUB, kind: 'client', sid: SID }, 60, issued);
    expect(verifyAccessToken(SECRET, token)).toEqual({ state: 'expired', kind: 'client' });
  });

  it('rejects another secret, another algorithm and garbage', () => {
    const token = signAccessToken('y'.repeat(40), { sub: SUB, kind: 'client', sid: SID });
    expect(verifyAccessToken(SECRET, token).state).toBe('invalid');
    const none = jwt.sign({ kind: 'staff', sub: SUB, sid: SID, iss: 'stopover' }, '', { algorithm: 'none' });
    expect(verifyAccessToken(SECRET, none).state).toBe('invalid');
    expect(verifyAccessToken(SECRET, 'not.a.token').state).toBe('invalid');
  });

  it('does not trust the kind of an expired token signed with another secret', () => {
    const token = signAccessToken('y'.repeat(40), { sub: SUB, kind: 'staff', sid: SID }, 60, Date.now() - 3600_000);
    expect(verifyAccessToken(SECRET, token).state).toBe('invalid');
  });

  it('refuses a correctly signed token whose subject is not an account id', () => {
    for (const sub of ['abc', "' OR 1=1 --", '0190c4a2-7b1e-7c3d-8e4f-5a6b7c8d9e0fX']) {
      expect(verifyAccessToken(SECRET, signAccessToken(SECRET, { sub, kind: 'client', sid: SID })).state).toBe('invalid');
    }
  });

  it('asks a token without a session to refresh into one', () => {
    const legacy = jwt.sign({ kind: 'client' }, SECRET, { algorithm: 'HS256', subject: SUB, issuer: 'stopover', expiresIn: 60 });
    expect(verifyAccessToken(SECRET, legacy)).toEqual({ state: 'expired', kind: 'client' });
  });

  it('remembers a verified token only until it expires, and only for its secret', () => {
    const issued = Date.now();
    const token = signAccessToken(SECRET, { sub: SUB, kind: 'client', sid: SID }, 60, issued);
    const valid = { state: 'valid', claims: { sub: SUB, kind: 'client', sid: SID, org: SUB } };
    expect(verifyAccessToken(SECRET, token, issued)).toEqual(valid);
    // Remembered: the same answer, with claims nobody can change for the next request.
    const again = verifyAccessToken(SECRET, token, issued + 59_000);
    expect(again).toEqual(valid);
    expect(Object.isFrozen(again.state === 'valid' && again.claims)).toBe(true);
    // Not for another secret, and not past its expiry.
    expect(verifyAccessToken('y'.repeat(40), token, issued).state).toBe('invalid');
    expect(verifyAccessToken(SECRET, token, issued + 60_000)).toEqual({ state: 'expired', kind: 'client' });
    // A changed signature is a different text: verified afresh, and refused.
    expect(verifyAccessToken(SECRET, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, issued).state).toBe('invalid');
  });
});
