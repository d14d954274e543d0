// When backups are due and when they are late. The nightly backup belongs to a local day of the
// restaurant (Europe/Ljubljana) and is due from BACKUP_TIME on that day; an app that was off at that
// hour (a restaurant PC switched off overnight) takes the latest missed one when it runs again.
import { addDays, boundaryInstant, instantToLocal, type LocalDate } from './local-time.ts';

/** A backup older than this is late, and so is none at all in an installation older than this. */
export const BACKUP_OVERDUE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Whether the newest successful backup is older than two days. With none yet, it counts from when
 * the installation began (its first migration): a new restaurant is not told off on its first day,
 * before its first night has come.
 */
export function isBackupOverdue(lastSuccessAt: Date | null, now: Date, installedAt: Date | null = null): boolean {
  const since = lastSuccessAt ?? installedAt;
  return since === null || now.getTime() - since.getTime() > BACKUP_OVERDUE_MS;
}

/**
 * Whether the manager is warned about an overdue backup. Not when the app was told to leave backups
 * to others: nightly backups off (BACKUP_TIME=off) on a PostgreSQL server, whose own backups (PITR,
 * a provider's snapshots) the app cannot see. The embedded database has nothing else to back it up.
 */
export function warnAboutBackups(lastSuccessAt: Date | null, now: Date, setup: { embedded: boolean; nightly: boolean; installedAt?: Date | null }): boolean {
  if (!setup.embedded && !setup.nightly) return false;
  return isBackupOverdue(lastSuccessAt, now, setup.installedAt ?? null);
}

/**
 * The nightly backup that should exist by `now`: the latest local day whose backup time (minutes
 * after local midnight) is not after now. A time inside the spring-forward gap moves to 03:00.
 */
export function nightlySlot(now: Date, minute: number): { day: LocalDate; at: Date } {
  const today = instantToLocal(now).date;
  const todays = boundaryInstant(today, minute);
  if (todays.getTime() <= now.getTime()) return { day: today, at: todays };
  const yesterday = addDays(today, -1);
  return { day: yesterday, at: boundaryInstant(yesterday, minute) };
}
