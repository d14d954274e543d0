// Counters in the database, shared by every app instance. Two kinds:
//  - fixed windows (hit / isLimited): registration, resending verification mail, password resets,
//    failed sign-ins per address;
//  - back-off (failureWait / recordFailure): failed sign-ins per account and per (account, address).
//    A few failures are free, then each one makes the next attempt wait twice as long, up to a cap.
//    Nothing is ever locked hard, so a stranger guessing passwords slows an account down for at most
//    the per-account cap, while the guesser's own address waits much longer.
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

export interface BackoffRule {
  /** Failures before any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further one. */
  baseSeconds: number;
  capSeconds: number;
  /** The failures are forgotten this long after the last one. */
  forgetSeconds: number;
}

export const RATE_RULES = {
  /** Failed sign-ins from one address (whatever the account): password spraying from one machine. */
  signInPerIp: { limit: 50, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** "Someone tried to register with your address" mails per address. */
  registerNoticePerEmail: { limit: 3, windowSeconds: 60 * 60 },
  resendPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Invitations the manager sends (new and again): a stolen manager session cannot spam inboxes. */
  staffInvitationsPerManager: { limit: 30, windowSeconds: 60 * 60 },
  /** Member invitations (and resends) one organisation sends: each one mails an address. */
  memberInvitationsPerOrganisation: { limit: 30, windowSeconds: 60 * 60 },
  /** Member invitations sent from one address, whichever organisation. */
  memberInvitationsPerIp: { limit: 60, windowSeconds: 60 * 60 },
  /** Attempts to use an invitation link from one address (the link is the secret). */
  invitationAcceptPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Reconfirmation links opened and answered from one address (the link is the secret): a coach
   * company's office answers its groups' mails comfortably; guessing gets nowhere.
   */
  reconfirmationPerIp: { limit: 60, windowSeconds: 60 * 60 },
  /** Requests per API token: a busy booking system polls comfortably; a runaway loop is held back. */
  apiTokenRequests: { limit: 600, windowSeconds: 60 },
  /** Tokens an account creates: a stolen session cannot mint secrets by the thousand. */
  apiTokensCreated: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Unknown calendar feed secrets from one address: a revoked feed some calendar still polls fails
   * a few times an hour; scanning for secrets fails far more often.
   */
  calendarFeedFailuresPerIp: { limit: 60, windowSeconds: 15 * 60 },
  /** Feed links an account makes (each revokes the last): a stolen session cannot churn them. */
  calendarFeedsCreated: { limit: 20, windowSeconds: 60 * 60 },
  /** Wrong METRICS_TOKENs from one address: a misconfigured scraper fails every 15 s, a guesser far more. */
  metricsTokenFailuresPerIp: { limit: 120, windowSeconds: 15 * 60 },
  /**
   * Conversation messages one client or one member of staff writes: a real exchange is a few a
   * minute at most; a script or a stuck key is held back well before it floods a thread or an inbox.
   */
  reservationMessages: { limit: 20, windowSeconds: 10 * 60 },
  /**
   * A driver's link opened or answered from one address (mobile networks share addresses, so it is
   * generous) and per link: a driver reports a handful of times a trip; a script is held back.
   */
  driverLinkPerIp: { limit: 300, windowSeconds: 15 * 60 },
  driverLinkPerLink: { limit: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export const BACKOFF_RULES = {
  /** One account from one address: 5 free, then 30 s, 1 min, 2 min ... up to 15 min. */
  signInPerAccountAddress: { freeFailures: 5, baseSeconds: 30, capSeconds: 15 * 60, forgetSeconds: 60 * 60 },
  /**
   * One account from every address together: 10 free, then 1 s, 2 s ... up to 1 min. The cap is what
   * strangers can impose on the real user, so it stays short; guessing is held back by the captcha,
   * the per-address back-off and the per-address window.
   */
  signInPerAccount: { freeFailures: 10, baseSeconds: 1, capSeconds: 60, forgetSeconds: 60 * 60 },
  /**
   * A wrong current password when a signed-in member changes it: someone at an unlocked screen
   * must not guess the password at leisure. 3 free, then 30 s doubling up to 15 min.
   */
  passwordChangePerStaff: { freeFailures: 3, baseSeconds: 30, capSeconds: 15 * 60, forgetSeconds: 60 * 60 },
} as const satisfies Record<string, BackoffRule>;

/** The wait after the `failures`-th failure in a row. */
export function backoffSeconds(failures: number, rule: BackoffRule): number {
  if (failures <= rule.freeFailures) return 0;
  return Math.min(rule.capSeconds, rule.baseSeconds * 2 ** (failures - rule.freeFailures - 1));
}

// A back-off row keeps `count` = failures in a row and `reset_at` = last failure + forgetSeconds
// (so housekeeping removes it like any other row); the last failure, and from it the end of the
// wait, follow from reset_at because forgetSeconds is fixed per rule.
function waitUntil(count: number, resetAt: Date, rule: BackoffRule): Date {
  const lastFailure = resetAt.getTime() - rule.forgetSeconds * 1000;
  return new Date(lastFailure + backoffSeconds(count, rule) * 1000);
}

function decision(until: Date, now: Date): RateDecision {
  const ms = until.getTime() - now.getTime();
  return ms > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) } : { allowed: true, retryAfterSeconds: 0 };
}

/** Whether an attempt under `key` must still wait after earlier failures. Counts nothing. */
export async function failureWait(prisma: PrismaClient, key: string, rule: BackoffRule, now: Date): Promise<RateDecision> {
  const row = await prisma.rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= now) return { allowed: true, retryAfterSeconds: 0 };
  return decision(waitUntil(row.count, row.resetAt, rule), now);
}

/** Records one failure under `key`; the answer says how long the next attempt has to wait. */
export async function recordFailure(prisma: PrismaClient, key: string, rule: BackoffRule, now: Date): Promise<RateDecision> {
  const forgetAt = new Date(now.getTime() + rule.forgetSeconds * 1000);
  const rows = await prisma.$queryRaw<Array<{ count: number }>>`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${forgetAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = ${forgetAt}
    RETURNING count`;
  return decision(waitUntil(Number(rows[0]!.count), forgetAt, rule), now);
}

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
