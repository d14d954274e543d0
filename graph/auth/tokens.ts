// Short-lived access tokens (JWT, HS256) carried in the httpOnly `access_token` cookie. The refresh
// side (rotating, stored hashed) lives with the sign-in flows.
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isUuid } from '../domain/text-rules.ts';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type PrincipalKind = 'client' | 'staff';

export interface AccessClaims {
  /** The person: a member of staff, or an organisation's member. */
  sub: string;
  kind: PrincipalKind;
  /** An organisation's session: the organisation the member acts for. Tokens signed before
   * organisations had members lack it; their subject was the organisation, whose id its first owner kept. */
  org?: string;
  /** The session (refresh-token family) the token belongs to: revoking it refuses the token at once. */
  sid: string;
}

export type AccessTokenCheck =
  | { state: 'valid'; claims: AccessClaims }
  | { state: 'expired'; kind: PrincipalKind | null }
  | { state: 'invalid' };

const ISSUER = 'stopover';

// Given a string, jsonwebtoken first tries it as a PEM public key and catches the failure — on every
// request, the largest single cost of a signed-in request. A secret KeyObject skips that guess.
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, now = Date.now()): string {
  return jwt.sign({ kind: claims.kind, sid: claims.sid, ...(claims.org ? { org: claims.org } : {}), iat: Math.floor(now / 1000) }, keyOf(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: ISSUER,
    expiresIn: ttlSeconds,
  });
}

// A token's claims are fixed by its text, so one verified once needs only its expiry checked again:
// checking the signature and claims was most of what a signed-in request costs over an anonymous
// one. Revocation is not the token's business (the session gate checks `sid` on every request).
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: AccessClaims; expiresAt: number }>();

export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessTokenCheck {
  const known = verified.get(token);
  if (known && known.secret === secret && now < known.expiresAt) return { state: 'valid', claims: known.claims };
  return verifyAccessTokenAfresh(secret, token, now);
}

function remember(token: string, secret: string, claims: AccessClaims, exp: unknown) {
  if (typeof exp !== 'number') return;
  // The oldest goes first; a token that comes again is simply verified again.
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { secret, claims: Object.freeze(claims), expiresAt: exp * 1000 });
}

function verifyAccessTokenAfresh(secret: string, token: string, now: number): AccessTokenCheck {
  try {
    const payload = jwt.verify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      clockTimestamp: Math.floor(now / 1000),
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !isUuid(payload.sub)) return { state: 'invalid' };
    const kind = payload.kind;
    if (kind !== 'client' && kind !== 'staff') return { state: 'invalid' };
    // A token signed before sessions were bound to tokens: let the client refresh into a bound one.
    if (typeof payload.sid !== 'string' || !isUuid(payload.sid)) return { state: 'expired', kind };
    const org = kind === 'client' ? (typeof payload.org === 'string' && isUuid(payload.org) ? payload.org : payload.org === undefined ? payload.sub : null) : undefined;
    if (org === null) return { state: 'invalid' };
    const claims: AccessClaims = { sub: payload.sub, kind, sid: payload.sid, ...(org ? { org } : {}) };
    remember(token, secret, claims, payload.exp);
    return { state: 'valid', claims };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) {
      // The signature was valid (jsonwebtoken checks it before expiry), so the kind can be trusted
      // to pick USER_TOKEN_EXPIRED or ADMIN_TOKEN_EXPIRED.
      const decoded = jwt.decode(token);
      const kind = typeof decoded === 'object' && decoded ? decoded.kind : null;
      return { state: 'expired', kind: kind === 'client' || kind === 'staff' ? kind : null };
    }
    return { state: 'invalid' };
  }
}
