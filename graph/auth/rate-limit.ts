// Fixed-window counters in the database, shared by every app instance. Used for sign-in (per
// account and per IP), registration, resending verification mail and password resets.
import type { PrismaClient } from '../generated/prisma/client.ts';

export interface RateRule {
  /** How many hits a window allows. */
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets (when refused). */
  retryAfterSeconds: number;
}

export const RATE_RULES = {
  /** Failed sign-ins per account: a lock-out by an attacker lasts at most 15 minutes. */
  signInPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signInPerIp: { limit: 50, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** Counts one hit against `key` and says whether it is within the rule. */
export async function hit(prisma: PrismaClient, key: string, rule: RateRule, now: Date): Promise<RateDecision> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  // One atomic statement: a new window starts when the old one has passed.
  const rows = await prisma.$queryRaw<Array<{ count: number; reset_at: Date }>>`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${resetAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN ${resetAt} ELSE rate_limits.reset_at END
    RETURNING count, reset_at`;
  const row = rows[0]!;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000));
  return { allowed: Number(row.count) <= rule.limit, retryAfterSeconds };
}

/** Whether `key` is currently over its limit, without counting a hit. */
export async function isLimited(prisma: PrismaClient, key: string, rule: RateRule, now: Date): Promise<RateDecision> {
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= now) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: row.count < rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

export async function clear(prisma: PrismaClient, key: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key } });
}
