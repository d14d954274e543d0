// Which backups to keep: every backup of the last two days (so a backup taken by hand never
// deletes the night's one before it: that may be the copy someone needs), the newest of each of
// the last BACKUP_KEEP_DAILY days that have one, and the newest of each of the last
// BACKUP_KEEP_WEEKLY ISO weeks that have one (restic's and borg's keep-within / keep-daily /
// keep-weekly). Days and weeks are the restaurant's local ones. The newest backup is always kept.
// Everything else may go.
import { addDays, instantToLocal, isoWeekday, type LocalDate } from './local-time.ts';

export interface BackupOnDisk {
  name: string;
  takenAt: Date;
}

export interface RetentionPolicy {
  /** At least 1. */
  keepDaily: number;
  keepWeekly: number;
}

/** Every backup younger than this is kept. */
export const KEEP_ALL_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

/** The names of the backups to keep at `now`; the others can be deleted. */
export function backupsToKeep(backups: readonly BackupOnDisk[], policy: RetentionPolicy, now: Date): Set<string> {
  // Newest first; equal times by name, so the answer never depends on the listing's order.
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  for (const backup of newestFirst) if (now.getTime() - backup.takenAt.getTime() < KEEP_ALL_WITHIN_MS) keep.add(backup.name);
  keepNewestPerPeriod(newestFirst, Math.max(1, policy.keepDaily), (day) => day, keep);
  keepNewestPerPeriod(newestFirst, Math.max(0, policy.keepWeekly), weekOf, keep);
  return keep;
}

function keepNewestPerPeriod(newestFirst: readonly BackupOnDisk[], periods: number, periodOf: (day: LocalDate) => string, keep: Set<string>): void {
  const seen = new Set<string>();
  for (const backup of newestFirst) {
    if (seen.size >= periods) return;
    const period = periodOf(instantToLocal(backup.takenAt).date);
    if (seen.has(period)) continue;
    seen.add(period);
    keep.add(backup.name);
  }
}

/** The Monday of a local date's ISO week. */
function weekOf(day: LocalDate): LocalDate {
  return addDays(day, 1 - isoWeekday(day));
}
