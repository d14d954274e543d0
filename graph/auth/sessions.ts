// Sessions (docs/architecture.md A5): a short-lived JWT access token and a rotating refresh token,
// both in httpOnly session cookies. Refresh tokens are stored hashed in families: every refresh
// uses one token and issues the next; presenting a used token again revokes the whole family,
// because only a thief or a replay would do that. Sign-out, blocking and password resets revoke too.
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { Config } from '../config.ts';
import { serializeCookie } from '../http/cookies.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_COOKIE, signAccessToken, type PrincipalKind } from './tokens.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** Who a session is: a member of staff, or an organisation's member acting for that organisation. */
export type Principal = { kind: 'staff'; id: string } | { kind: 'client'; id: string; organisationId: string };

/** Whose sessions to end: one person's (a member of staff, an organisation's member) or every
 * member's session for one organisation (blocking, deleting it). */
export type SessionOwner = { kind: 'staff'; id: string } | { kind: 'member'; id: string } | { kind: 'organisation'; id: string };

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Server-side lifetime of a refresh token; the cookies themselves are session cookies. */
export const REFRESH_TTL_MS: Record<PrincipalKind, number> = {
  client: 14 * 24 * 60 * 60 * 1000,
  // Staff sessions end after a working day.
  staff: 12 * 60 * 60 * 1000,
};

/** Two tabs refreshing at the same moment present the same token; that is not theft. */
export const REUSE_GRACE_MS = 10_000;

function owner(principal: Principal) {
  return principal.kind === 'client' ? { clientId: principal.organisationId, memberId: principal.id } : { staffId: principal.id };
}

function principalOf(row: { clientId: string | null; memberId: string | null; staffId: string | null }): Principal | null {
  // A session from before organisations had members: its organisation's first owner kept its id.
  if (row.clientId) return { kind: 'client', id: row.memberId ?? row.clientId, organisationId: row.clientId };
  return row.staffId ? { kind: 'staff', id: row.staffId } : null;
}

async function issue(db: Db, principal: Principal, familyId: string, secret: string, now: Date): Promise<SessionTokens> {
  const refreshToken = newSecret();
  await db.refreshToken.create({
    data: {
      familyId,
      tokenHash: hashSecret(refreshToken),
      expiresAt: new Date(now.getTime() + REFRESH_TTL_MS[principal.kind]),
      ...owner(principal),
    },
  });
  const claims = { sub: principal.id, kind: principal.kind, sid: familyId, ...(principal.kind === 'client' ? { org: principal.organisationId } : {}) };
  return { accessToken: signAccessToken(secret, claims, ACCESS_TOKEN_TTL_SECONDS, now.getTime()), refreshToken };
}

export function startSession(db: Db, principal: Principal, secret: string, now: Date): Promise<SessionTokens> {
  return issue(db, principal, randomUUID(), secret, now);
}

export type RotateResult =
  | { ok: true; principal: Principal; tokens: SessionTokens }
  /** `ended` names the session this refusal revoked, to be announced (auth/session-gate.ts). */
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' | 'reused' | 'concurrent'; ended?: EndedSession };

export interface EndedSession {
  sessionId: string;
  principal: Principal;
}

/** Uses a refresh token and issues its successor in the same family. */
export async function rotateSession(prisma: PrismaClient, refreshToken: string, kind: PrincipalKind, secret: string, now: Date): Promise<RotateResult> {
  if (!refreshToken || refreshToken.length > 200) return { ok: false, reason: 'invalid' };
  return prisma.$transaction(async (tx) => {
    const row = await tx.refreshToken.findUnique({ where: { tokenHash: hashSecret(refreshToken) } });
    const principal = row ? principalOf(row) : null;
    if (!row || !principal || principal.kind !== kind) return { ok: false, reason: 'invalid' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= REUSE_GRACE_MS) return { ok: false, reason: 'concurrent' } as const;
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused', ended: { sessionId: row.familyId, principal } } as const;
    }
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    if (!(await principalActive(tx, principal))) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'revoked', ended: { sessionId: row.familyId, principal } } as const;
    }
    // Conditional: of two concurrent rotations of one token, exactly one proceeds.
    const { count } = await tx.refreshToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (count !== 1) return { ok: false, reason: 'concurrent' } as const;
    return { ok: true, principal, tokens: await issue(tx, principal, row.familyId, secret, now) } as const;
  });
}

async function principalActive(db: Db, principal: Principal): Promise<boolean> {
  if (principal.kind === 'staff') {
    const staff = await db.staff.findUnique({ where: { id: principal.id }, select: { disabledAt: true } });
    return staff !== null && staff.disabledAt === null;
  }
  const membership = await db.membership.findUnique({
    where: { clientId_memberId: { clientId: principal.organisationId, memberId: principal.id } },
    select: { client: { select: { status: true } }, member: { select: { erasedAt: true } } },
  });
  return membership !== null && membership.client.status !== 'ARCHIVED' && membership.member.erasedAt === null;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends the session a refresh token belongs to (sign-out). Unknown tokens are ignored. */
export async function endSession(db: Db, refreshToken: string | undefined, now: Date): Promise<EndedSession | null> {
  if (!refreshToken || refreshToken.length > 200) return null;
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashSecret(refreshToken) } });
  if (!row) return null;
  await revokeFamily(db, row.familyId, now);
  const principal = principalOf(row);
  return principal && { sessionId: row.familyId, principal };
}

/** Ends every session of a person or an organisation (blocking, password reset, deletion, leaving).
 * The caller announces it (SessionGate.announce) once the transaction has committed. */
export async function revokeAllSessions(db: Db, whose: SessionOwner, now: Date): Promise<void> {
  const where = whose.kind === 'staff' ? { staffId: whose.id } : whose.kind === 'member' ? { memberId: whose.id } : { clientId: whose.id };
  await db.refreshToken.updateMany({ where: { ...where, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends one member's sessions for one organisation (removed from it, or leaving it). */
export async function revokeMembershipSessions(db: Db, organisationId: string, memberId: string, now: Date): Promise<void> {
  await db.refreshToken.updateMany({ where: { clientId: organisationId, memberId, revokedAt: null }, data: { revokedAt: now } });
}

/**
 * The session cookies. Both are session cookies (docs/product.md § Constants), HttpOnly, Secure outside
 * plain-http development, and SameSite=Strict: the app only ever sends them from its own pages (fetch
 * and WebSocket), so no cross-site request needs them. The refresh token is only sent to /api, where
 * the refresh and logout calls live.
 */
export function sessionCookies(config: Pick<Config, 'secureCookies'>, tokens: SessionTokens): string[] {
  const base = { httpOnly: true, secure: config.secureCookies, sameSite: 'Strict' as const };
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, { ...base, path: '/' }),
    serializeCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, { ...base, path: '/api' }),
  ];
}

export function clearedSessionCookies(config: Pick<Config, 'secureCookies'>): string[] {
  const base = { httpOnly: true, secure: config.secureCookies, sameSite: 'Strict' as const, maxAge: 0 };
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, '', { ...base, path: '/' }),
    serializeCookie(REFRESH_TOKEN_COOKIE, '', { ...base, path: '/api' }),
  ];
}
