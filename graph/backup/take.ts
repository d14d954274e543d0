// Taking a backup of the database the app is using, while it serves:
// - PGlite: a CHECKPOINT, then PGlite's snapshot of its data folder (dumpDataDir), gzipped. The
//   folder's files are read in one synchronous pass, between two statements of the single-connection
//   database, so the copy is what a crash at that instant would leave: committed transactions whole,
//   nothing of unfinished ones (Postgres' WAL replays on opening it). The CHECKPOINT keeps that replay short.
// - PostgreSQL: pg_dump in custom format, which reads one consistent snapshot.
// Each backup is a row of `backups` (started, finished or failed), then the retention rule prunes the folder.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db.ts';
import type { BackupConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import { dateToDb, type LocalDate } from '../domain/local-time.ts';
import { backupFileName, finishBackupFile, partialName, pruneBackups, writeBackupFile, type BackupKind } from './files.ts';
import { pgDump } from './postgres-tools.ts';
import type { BackupOutcome } from './control.ts';

export interface BackupResult extends BackupOutcome {
  id: string;
  name: string;
  /** Older backups the retention rule deleted. */
  pruned: string[];
}

export interface TakeBackupOptions {
  config: Pick<BackupConfig, 'dir' | 'keepDaily' | 'keepWeekly'>;
  kind: Exclude<BackupKind, 'before-restore'>;
  now?: () => Date;
  log?: Logger;
  /** A row already claimed for this backup (the nightly one's); otherwise one is recorded now. */
  claimedId?: string;
}

/** Claims a local day's nightly backup for this instance: true for exactly one claimant. */
export async function claimNightlyBackup(db: Database, day: LocalDate, now: Date): Promise<string | null> {
  const id = randomUUID();
  const rows = await db.sql.query<{ id: string }>(
    `INSERT INTO backups (id, kind, nightly_of, host, started_at) VALUES ($1, 'nightly', $2, $3, $4)
     ON CONFLICT (nightly_of) DO NOTHING RETURNING id`,
    [id, dateToDb(day), os.hostname(), now],
  );
  return rows[0]?.id ?? null;
}

export async function takeBackup(db: Database, options: TakeBackupOptions): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const startedAt = now();
  const id = options.claimedId ?? randomUUID();
  // A database the current code has not migrated yet (a backup before an upgrade's first start) has
  // no table to record in: the backup is taken all the same.
  const recorded = options.claimedId !== undefined || (await hasBackupsTable(db));
  if (recorded && !options.claimedId) {
    await db.prisma.backup.create({ data: { id, kind: options.kind, host: os.hostname(), startedAt } });
  }
  const dir = options.config.dir;
  const name = backupFileName(startedAt, options.kind, db.kind);
  let bytes: number;
  try {
    bytes = await writeSnapshot(db, dir, name);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (recorded) await db.prisma.backup.update({ where: { id }, data: { finishedAt: now(), error: message } }).catch(() => {});
    options.log?.error('backup failed', { kind: options.kind, error: message });
    throw error;
  }
  if (recorded) await db.prisma.backup.update({ where: { id }, data: { finishedAt: now(), file: name, bytes: BigInt(bytes) } });
  const pruned = pruneBackups(dir, { keepDaily: options.config.keepDaily, keepWeekly: options.config.keepWeekly }, now());
  const ms = Math.round(performance.now() - started);
  options.log?.info('backup taken', { kind: options.kind, file: name, bytes, ms, pruned });
  return { id, name, file: path.join(dir, name), bytes, ms, pruned };
}

async function hasBackupsTable(db: Database): Promise<boolean> {
  const [row] = await db.sql.query<{ found: boolean }>("SELECT to_regclass('public.backups') IS NOT NULL AS found");
  return row?.found === true;
}

async function writeSnapshot(db: Database, dir: string, name: string): Promise<number> {
  if (db.pglite) {
    await db.pglite.query('CHECKPOINT');
    return writeBackupFile(dir, name, await db.pglite.dumpDataDir('gzip'));
  }
  if (!db.url) throw new Error('no database to back up');
  fs.mkdirSync(dir, { recursive: true });
  try {
    await pgDump(db.url, path.join(dir, partialName(name)));
    return finishBackupFile(dir, name);
  } catch (error) {
    fs.rmSync(path.join(dir, partialName(name)), { force: true });
    throw error;
  }
}

/** One backup at a time per process: a manual request during the nightly one waits for it. */
export interface BackupQueue {
  run(fn: () => Promise<BackupResult>): Promise<BackupResult>;
  /** Resolves when the backups queued so far have ended (before the database closes). */
  idle(): Promise<void>;
}

export function backupQueue(): BackupQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(fn) {
      const run = tail.then(fn, fn);
      tail = run.catch(() => {});
      return run;
    },
    async idle() {
      await tail;
    },
  };
}
