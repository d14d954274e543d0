// Periodic housekeeping, run by every app instance (each job is safe to run concurrently): the
// retention periods the privacy policy promises (domain/retention.ts) — purge archived accounts
// after their 90 days, erase registrations not confirmed within 7 days, delete audit entries after 12 months, drop spent tokens, captcha records,
// rate-limit windows and idempotency keys past their 24 hours, webhook deliveries settled over 30 days ago. Runs shortly after start-up, then
// every hour.
import type { Services } from '../context.ts';
import { auditLogCutoff, spentTokenCutoff } from '../domain/retention.ts';
import { eraseUnverifiedRegistrations, purgeArchivedAccounts } from '../services/accounts.ts';
import { WEBHOOK_LOG_RETENTION_DAYS } from '../domain/webhooks.ts';
import { declareJob, recordJobFailure, recordJobRun } from './heartbeats.ts';

export const JOB_INTERVAL_MS = 60 * 60 * 1000;
/** Its name in the job heartbeats (graph/jobs/heartbeats.ts) and on /metrics. */
export const HOUSEKEEPING_JOB = 'housekeeping';

export interface HousekeepingResult {
  purged: number;
  unverified: number;
  auditEntries: number;
}

export async function runHousekeeping(services: Pick<Services, 'prisma' | 'now' | 'log'>): Promise<HousekeepingResult> {
  const now = services.now();
  const purged = await purgeArchivedAccounts(services);
  const unverified = await eraseUnverifiedRegistrations(services);
  const { count: auditEntries } = await services.prisma.auditLog.deleteMany({ where: { createdAt: { lt: auditLogCutoff(now) } } });
  await services.prisma.oneTimeToken.deleteMany({ where: { expiresAt: { lt: spentTokenCutoff(now) } } });
  await services.prisma.refreshToken.deleteMany({ where: { expiresAt: { lt: spentTokenCutoff(now) } } });
  await services.prisma.captchaUse.deleteMany({ where: { expiresAt: { lt: now } } });
  await services.prisma.rateLimit.deleteMany({ where: { resetAt: { lt: now } } });
  await services.prisma.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
  // Pending deliveries stay, however old: they are still owed to their receiver.
  await services.prisma.webhookDelivery.deleteMany({
    where: { status: { not: 'PENDING' }, createdAt: { lt: new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * 86_400_000) } },
  });
  if (purged) services.log.info('archived accounts purged', { purged });
  if (unverified) services.log.info('unconfirmed registrations erased', { unverified });
  if (auditEntries) services.log.info('old audit entries deleted', { auditEntries });
  return { purged, unverified, auditEntries };
}

export function startJobs(services: Pick<Services, 'prisma' | 'now' | 'log'>, intervalMs = JOB_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  declareJob(HOUSEKEEPING_JOB, { expectedIntervalSeconds: intervalMs / 1000 });
  const tick = () => {
    running ??= runHousekeeping(services)
      .then(() => recordJobRun(HOUSEKEEPING_JOB))
      .catch((error: unknown) => {
        recordJobFailure(HOUSEKEEPING_JOB);
        services.log.error('housekeeping failed', { error });
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 30_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
