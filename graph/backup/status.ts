// What the manager's home page says about backups: when the last good one was taken, whether that
// is too long ago (graph/domain/backup-schedule.ts: two days), and the failure since, if any.
import type { PrismaClient } from '../db.ts';
import type { BackupConfig } from '../config.ts';
import { warnAboutBackups } from '../domain/backup-schedule.ts';
import { formatMinute } from '../domain/local-time.ts';

export interface BackupStatus {
  lastBackupAt: Date | null;
  lastBackupFile: string | null;
  /** The manager should be told: no good backup in two days (graph/domain/backup-schedule.ts). */
  overdue: boolean;
  /** The newest failed attempt after the last good backup. */
  lastFailureAt: Date | null;
  lastFailure: string | null;
  /** BACKUP_TIME, 'HH:MM' in the restaurant's time; null when nightly backups are off. */
  nightlyTime: string | null;
}

export async function backupStatus(prisma: PrismaClient, config: Pick<BackupConfig, 'nightlyMinute'>, engine: 'pglite' | 'postgres', now: Date): Promise<BackupStatus> {
  const last = await prisma.backup.findFirst({
    where: { finishedAt: { not: null }, error: null },
    orderBy: { finishedAt: 'desc' },
    select: { finishedAt: true, startedAt: true, file: true },
  });
  const failure = await prisma.backup.findFirst({
    where: { error: { not: null }, ...(last ? { startedAt: { gt: last.startedAt } } : {}) },
    orderBy: { startedAt: 'desc' },
    select: { finishedAt: true, startedAt: true, error: true },
  });
  const lastBackupAt = last?.finishedAt ?? null;
  // When the installation began: the first migration applied to it.
  const [installed] = await prisma.$queryRaw<Array<{ at: Date | null }>>`SELECT min(started_at) AS at FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
  return {
    lastBackupAt,
    lastBackupFile: last?.file ?? null,
    overdue: warnAboutBackups(lastBackupAt, now, { embedded: engine === 'pglite', nightly: config.nightlyMinute !== null, installedAt: installed?.at ?? null }),
    lastFailureAt: failure ? (failure.finishedAt ?? failure.startedAt) : null,
    lastFailure: failure?.error ?? null,
    nightlyTime: config.nightlyMinute === null ? null : formatMinute(config.nightlyMinute),
  };
}
