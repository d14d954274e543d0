// Short-lived access tokens (JWT, HS256) carried in the httpOnly `access_token` cookie. The refresh
// side (rotating, stored hashed) lives with the sign-in flows.
import jwt from 'jsonwebtoken';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type PrincipalKind = 'client' | 'staff';

export interface AccessClaims {
  sub: string;
  kind: PrincipalKind;
}

export type AccessTokenCheck =
  | { state: 'valid'; claims: AccessClaims }
  | { state: 'expired'; kind: PrincipalKind | null }
  | { state: 'invalid' };

const ISSUER = 'stopover';

export function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, now = Date.now()): string {
  return jwt.sign({ kind: claims.kind, iat: Math.floor(now / 1000) }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: ISSUER,
    expiresIn: ttlSeconds,
  });
}

export function verifyAccessToken(secret: string, token: string, now = Date.now()): AccessTokenCheck {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      clockTimestamp: Math.floor(now / 1000),
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return { state: 'invalid' };
    const kind = payload.kind;
    if (kind !== 'client' && kind !== 'staff') return { state: 'invalid' };
    return { state: 'valid', claims: { sub: payload.sub, kind } };
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
