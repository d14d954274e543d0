// Backup files in BACKUP_DIR: their names (which say when, what and from which engine), writing one
// so that a half-written file never looks like a backup, and pruning by the retention rule
// (graph/domain/backup-retention.ts). Files we did not name are never touched.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { backupsToKeep, type RetentionPolicy } from '../domain/backup-retention.ts';

export type BackupKind = 'nightly' | 'manual' | 'before-restore';
export type BackupEngine = 'pglite' | 'postgres';

/** A PGlite data folder's gzipped tarball; pg_dump's custom format. */
const EXTENSIONS: Record<BackupEngine, string> = { pglite: '.tar.gz', postgres: '.dump' };
const NAME = /^stopover-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-(nightly|manual|before-restore)\.(tar\.gz|dump)$/;

/** stopover-20261126T020000123Z-nightly.tar.gz: sorts by time, says what it holds. */
export function backupFileName(takenAt: Date, kind: BackupKind, engine: BackupEngine): string {
  const stamp = takenAt.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `stopover-${stamp}-${kind}${EXTENSIONS[engine]}`;
}

export function parseBackupFileName(name: string): { takenAt: Date; kind: BackupKind; engine: BackupEngine } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const takenAt = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
  if (Number.isNaN(takenAt.getTime())) return null;
  return { takenAt, kind: m[8] as BackupKind, engine: m[9] === 'dump' ? 'postgres' : 'pglite' };
}

/** The temporary name a backup is written under until it is complete (hidden, never pruned as a backup). */
export function partialName(name: string): string {
  return `.${name}.partial`;
}

/** Writes `body` to dir/name through a temporary file, flushed to disk before it takes its name. */
export async function writeBackupFile(dir: string, name: string, body: Blob): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, partialName(name));
  try {
    await pipeline(Readable.fromWeb(body.stream() as WebReadableStream), fs.createWriteStream(partial, { mode: 0o600 }));
    return finishBackupFile(dir, name);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Gives a complete temporary file its name (after flushing it); answers its size. */
export function finishBackupFile(dir: string, name: string): number {
  const partial = path.join(dir, partialName(name));
  const fd = fs.openSync(partial, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, path.join(dir, name));
  fsyncDir(dir);
  return fs.statSync(path.join(dir, name)).size;
}

function fsyncDir(dir: string): void {
  // So the rename itself survives a power cut; not every platform can open a folder.
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Windows: renames are durable enough there.
  }
}

/**
 * Deletes the nightly and manual backups the retention rule does not keep. Backups taken before a
 * restore are kept until someone deletes them. Answers the names deleted.
 */
export function pruneBackups(dir: string, policy: RetentionPolicy, now: Date): string[] {
  if (!fs.existsSync(dir)) return [];
  const backups = fs
    .readdirSync(dir)
    .map((name) => ({ name, parsed: parseBackupFileName(name) }))
    .filter((entry) => entry.parsed !== null && entry.parsed.kind !== 'before-restore')
    .map((entry) => ({ name: entry.name, takenAt: entry.parsed!.takenAt }));
  const keep = backupsToKeep(backups, policy, now);
  const deleted: string[] = [];
  for (const { name } of backups) {
    if (keep.has(name)) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    deleted.push(name);
  }
  return deleted;
}

/** What a file holds, by its first bytes: a gzipped tarball (PGlite) or pg_dump's custom format. */
export function backupEngineOf(file: string): BackupEngine | null {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    return null;
  } finally {
    fs.closeSync(fd);
  }
}
