// E-mail verification and password-reset tokens: random, stored hashed, single use, expiring.
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { OneTimeTokenPurpose } from '../generated/prisma/enums.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { STAFF_INVITATION_TTL_HOURS } from '../domain/staff-rules.ts';

type Db = PrismaClient | Prisma.TransactionClient;

export const TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  EMAIL_VERIFICATION: 48 * 60 * 60 * 1000,
  PASSWORD_RESET: 60 * 60 * 1000,
  STAFF_INVITATION: STAFF_INVITATION_TTL_HOURS * 60 * 60 * 1000,
  // Never issued through issueToken: a reconfirmation link expires at the group's arrival
  // (graph/services/reconfirmation.ts); this is the longest that can be (the widest window).
  RESERVATION_RECONFIRMATION: 168 * 60 * 60 * 1000,
};

export async function issueToken(
  db: Db,
  purpose: OneTimeTokenPurpose,
  owner: { memberId: string } | { staffId: string },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS[purpose]);
  // A new link replaces the previous unused ones, so only the latest mail works.
  await db.oneTimeToken.updateMany({ where: { purpose, ...owner, usedAt: null }, data: { usedAt: now } });
  await db.oneTimeToken.create({ data: { purpose, tokenHash: hashSecret(token), expiresAt, createdAt: now, ...owner } });
  return { token, expiresAt };
}

export interface TokenOwner {
  /** An organisation's member (e-mail verification, password reset). */
  memberId: string | null;
  staffId: string | null;
}

/** Finds a valid (unused, unexpired) token without using it: for "checking the link" screens. */
export async function peekToken(db: Db, purpose: OneTimeTokenPurpose, token: string, now: Date): Promise<TokenOwner | null> {
  if (!token || token.length > 200) return null;
  const row = await db.oneTimeToken.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) return null;
  return { memberId: row.memberId, staffId: row.staffId };
}

/** Uses a token once. Concurrent uses of the same token: exactly one wins (conditional update). */
export async function consumeToken(db: Db, purpose: OneTimeTokenPurpose, token: string, now: Date): Promise<TokenOwner | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashSecret(token);
  const { count } = await db.oneTimeToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) return null;
  const row = await db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash }, select: { memberId: true, staffId: true } });
  return row;
}

/** When the latest token of a purpose was issued to a member (for resend wait periods). */
export async function latestTokenIssuedAt(db: Db, purpose: OneTimeTokenPurpose, memberId: string): Promise<Date | null> {
  const row = await db.oneTimeToken.findFirst({
    where: { purpose, memberId },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  return row?.createdAt ?? null;
}
