// A round run every `intervalMs` by each app instance, never two at once in one process: the first a
// minute after start (start-up, migrations and the first requests come first), each next one an
// interval after the last ended. The timer never keeps the process alive; stop() waits for a round
// under way. The round itself records its heartbeat (graph/jobs/heartbeats.ts).
import type { Services } from '../context.ts';
import { declareJob } from './heartbeats.ts';

export function startPeriodicRound(
  job: { name: string; intervalMs: number; failure: string },
  log: Services['log'],
  round: () => Promise<unknown>,
): { stop(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  declareJob(job.name, { expectedIntervalSeconds: job.intervalMs / 1000 });
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round()
        .catch((error: unknown) => log.error(job.failure, { error }))
        .finally(() => {
          running = null;
          schedule(job.intervalMs);
        });
    }, ms);
    timer.unref();
  };
  schedule(Math.min(job.intervalMs, 60_000));
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
