// The nightly backup (graph/backup/take.ts), run by every app instance: each minute an instance
// looks whether the latest nightly slot (BACKUP_TIME on a local day, graph/domain/backup-schedule.ts)
// has its backup; if not, it claims that day in `backups` (one row per day, so one instance wins)
// and takes it. An app that was off at BACKUP_TIME takes the missed backup soon after it starts.
import type { Services } from '../context.ts';
import { nightlySlot } from '../domain/backup-schedule.ts';
import { dateToDb } from '../domain/local-time.ts';
import { claimNightlyBackup, takeBackup, type BackupQueue, type BackupResult } from '../backup/take.ts';
import { declareJob, recordJobFailure, recordJobRun } from './heartbeats.ts';

/** Its heartbeat in /metrics: how long ago this instance last took a nightly backup. */
export const NIGHTLY_BACKUP_JOB = 'nightly-backup';

export const BACKUP_POLL_MS = 60_000;

type BackupServices = Pick<Services, 'db' | 'config' | 'log' | 'now'>;

/** One look: the backup taken, or null when none was due or another instance has it. */
export async function runNightlyBackup(services: BackupServices, queue?: BackupQueue): Promise<BackupResult | null> {
  const minute = services.config.backup.nightlyMinute;
  if (minute === null) return null;
  const now = services.now();
  const slot = nightlySlot(now, minute);
  const existing = await services.db.prisma.backup.findUnique({ where: { nightlyOf: dateToDb(slot.day) }, select: { id: true } });
  if (existing) return null;
  const claimed = await claimNightlyBackup(services.db, slot.day, now);
  if (!claimed) return null;
  const take = () => takeBackup(services.db, { config: services.config.backup, kind: 'nightly', claimedId: claimed, now: services.now, log: services.log });
  return queue ? queue.run(take) : take();
}

export function startBackupJobs(services: BackupServices, queue: BackupQueue, intervalMs = BACKUP_POLL_MS): { stop(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  if (services.config.backup.nightlyMinute !== null) declareJob(NIGHTLY_BACKUP_JOB, { expectedIntervalSeconds: 86_400 });
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runNightlyBackup(services, queue)
        .then((taken) => {
          if (taken) recordJobRun(NIGHTLY_BACKUP_JOB);
        })
        .catch((error: unknown) => {
          recordJobFailure(NIGHTLY_BACKUP_JOB);
          services.log.error('nightly backup failed', { error });
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, intervalMs);
    // The HTTP server keeps the process alive, never this.
    timer.unref();
  };
  // The first look a minute after start-up, not during it.
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
