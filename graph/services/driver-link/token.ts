// The driver link's token: a JWT (HS256, the app's secret, audience 'driver') naming the reservation
// and the link version it was made for. Nothing is stored: bumping reservations.driver_link_version
// revokes every link given out, and the reservation's own state is checked on every use.
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { isUuid } from '../../domain/text-rules.ts';
import { DRIVER_LINK_AUDIENCE, DRIVER_PATH_PREFIX, driverLinkExpired, driverLinkValidUntil } from '../../domain/driver-link/rules.ts';

const ISSUER = 'stopover';
/** Longer than any token we sign; a longer one is refused before any work. */
export const DRIVER_TOKEN_MAX_LENGTH = 400;

export interface DriverClaims {
  reservationId: string;
  version: number;
}

/** Why a link does not open its stop. */
export type DriverLinkProblem = 'UNKNOWN' | 'REVOKED' | 'EXPIRED' | 'CLOSED';

const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signDriverToken(secret: string, r: { id: string; driverLinkVersion: number; arrivalAt: Date }, now: Date): string {
  return jwt.sign(
    { v: r.driverLinkVersion, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(driverLinkValidUntil(r.arrivalAt).getTime() / 1000) },
    keyOf(secret),
    { algorithm: 'HS256', subject: r.id, issuer: ISSUER, audience: DRIVER_LINK_AUDIENCE },
  );
}

export function driverLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${DRIVER_PATH_PREFIX}${token}`;
}

/** The claims of a well-signed driver token, or why not (its signature, audience and expiry). */
export function readDriverToken(secret: string, token: string, now: Date): { ok: true; claims: DriverClaims } | { ok: false; problem: DriverLinkProblem } {
  if (!token || token.length > DRIVER_TOKEN_MAX_LENGTH) return { ok: false, problem: 'UNKNOWN' };
  try {
    const payload = jwt.verify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: DRIVER_LINK_AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !isUuid(payload.sub)) return { ok: false, problem: 'UNKNOWN' };
    const version = payload.v;
    if (typeof version !== 'number' || !Number.isInteger(version)) return { ok: false, problem: 'UNKNOWN' };
    return { ok: true, claims: { reservationId: payload.sub, version } };
  } catch (error) {
    return { ok: false, problem: error instanceof jwt.TokenExpiredError ? 'EXPIRED' : 'UNKNOWN' };
  }
}

/**
 * Whether the reservation (as it is now) still honours a token's claims. Only a confirmed
 * (SCHEDULED) reservation has a link; the arrival as it is now bounds it too, so a trip moved to an
 * earlier day does not keep an old link alive.
 */
export function driverLinkProblem(r: { status: string; driverLinkVersion: number; arrivalAt: Date } | null, claims: DriverClaims, now: Date): DriverLinkProblem | null {
  if (!r) return 'UNKNOWN';
  if (r.driverLinkVersion !== claims.version) return 'REVOKED';
  if (r.status !== 'SCHEDULED') return 'CLOSED';
  if (driverLinkExpired(r.arrivalAt, now)) return 'EXPIRED';
  return null;
}
