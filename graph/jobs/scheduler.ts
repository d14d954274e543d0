// Periodic housekeeping, run by every app instance (each job is safe to run concurrently):
// purge archived accounts after their 90 days, and drop expired tokens, captcha records and
// rate-limit windows. Runs shortly after start-up, then every hour.
import type { Services } from '../context.ts';
import { purgeArchivedAccounts } from '../services/accounts.ts';

export const JOB_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function runHousekeeping(services: Pick<Services, 'prisma' | 'now' | 'log'>): Promise<{ purged: number }> {
  const now = services.now();
  const purged = await purgeArchivedAccounts(services);
  // Used tokens are kept a day for support questions ("my link did not work"), then dropped.
  await services.prisma.oneTimeToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - DAY_MS) } } });
  await services.prisma.refreshToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - DAY_MS) } } });
  await services.prisma.captchaUse.deleteMany({ where: { expiresAt: { lt: now } } });
  await services.prisma.rateLimit.deleteMany({ where: { resetAt: { lt: now } } });
  if (purged) services.log.info('archived accounts purged', { purged });
  return { purged };
}

export function startJobs(services: Pick<Services, 'prisma' | 'now' | 'log'>, intervalMs = JOB_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= runHousekeeping(services)
      .catch((error: unknown) => services.log.error('housekeeping failed', { error }))
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
