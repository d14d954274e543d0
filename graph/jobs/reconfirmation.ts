// The reconfirmation scheduler, run by every app instance: each round asks the reservations that
// are due (graph/services/reconfirmation.ts claims each one once across instances) and sends the
// morning digest when its hour has come. Every RECONFIRMATION_POLL_SECONDS (default a minute): the
// window is hours wide, so a minute late never matters, and an idle round is one indexed query.
import type { Services } from '../context.ts';
import { RECONFIRMATION_BATCH, sendDueDigest, sendDueReconfirmations } from '../services/reconfirmation.ts';

export async function runReconfirmationRound(services: Pick<Services, 'prisma' | 'config' | 'pubsub' | 'log' | 'now'>): Promise<number> {
  let asked = 0;
  // A full batch means more may be due: go on at once.
  for (;;) {
    const count = await sendDueReconfirmations(services, RECONFIRMATION_BATCH);
    asked += count;
    if (count < RECONFIRMATION_BATCH) break;
  }
  await sendDueDigest(services);
  return asked;
}

export function startReconfirmationJobs(
  services: Pick<Services, 'prisma' | 'config' | 'pubsub' | 'log' | 'now'>,
  intervalMs = services.config.reconfirmationPollMs,
): { stop(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runReconfirmationRound(services)
        .catch((error: unknown) => services.log.error('reconfirmation round failed', { error }))
        .finally(() => {
          running = null;
          schedule(intervalMs);
        });
    }, ms);
    // The HTTP server keeps the process alive, never this.
    timer.unref();
  };
  schedule(Math.min(intervalMs, 5_000));
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
