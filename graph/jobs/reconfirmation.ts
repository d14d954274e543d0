// The reconfirmation scheduler, run by every app instance: each round asks the reservations that
// are due (graph/services/reconfirmation.ts claims each one once across instances) and sends the
// morning digest when its hour has come. Every RECONFIRMATION_POLL_SECONDS (default a minute): the
// window is hours wide, so a minute late never matters, and an idle round is one indexed query.
import type { ReservationServices } from '../services/reservation-notices.ts';
import { RECONFIRMATION_BATCH, sendDueDigest, sendDueReconfirmations } from '../services/reconfirmation.ts';
import { declareJob, recordJobFailure, recordJobRun } from './heartbeats.ts';

/** Their names in the job heartbeats (graph/jobs/heartbeats.ts) and on /metrics. */
export const RECONFIRMATION_JOB = 'reconfirmation';
export const MORNING_DIGEST_JOB = 'morning-digest';

/** Runs one part of a round, noting in its heartbeat whether it went well. */
async function beating<T>(job: string, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    recordJobRun(job);
    return result;
  } catch (error) {
    recordJobFailure(job);
    throw error;
  }
}

export async function runReconfirmationRound(services: ReservationServices): Promise<number> {
  const asked = await beating(RECONFIRMATION_JOB, async () => {
    let total = 0;
    // A full batch means more may be due: go on at once.
    for (;;) {
      const count = await sendDueReconfirmations(services, RECONFIRMATION_BATCH);
      total += count;
      if (count < RECONFIRMATION_BATCH) return total;
    }
  });
  await beating(MORNING_DIGEST_JOB, () => sendDueDigest(services));
  return asked;
}

export function startReconfirmationJobs(
  services: ReservationServices,
  intervalMs = services.config.reconfirmationPollMs,
): { stop(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  // A round looks for both every interval; each heartbeat says when it last looked successfully.
  declareJob(RECONFIRMATION_JOB, { expectedIntervalSeconds: intervalMs / 1000 });
  declareJob(MORNING_DIGEST_JOB, { expectedIntervalSeconds: intervalMs / 1000 });
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
