// Backups, restores and the move to PostgreSQL on a restaurant's busy year: 200 organisations,
// 6,000 reservations with 12,000 history rows, and a row in every other table
// (graph/testing/every-table.ts). PGlite: `npm run backup` with no app running, `npm run restore`
// into a fresh folder, `npm run db:move-to-postgres` into a fresh database; PostgreSQL: pg_dump of
// that database and pg_restore into another. Targets: each step ≤ 60 s, a PGlite backup ≤ 20 MB.
//   node --import tsx bench/backup.ts       (PostgreSQL at TEST_POSTGRES_URL or the local server)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db.ts';
import { migrate } from '../graph/migrate/migrator.ts';
import { createTestDatabase } from '../graph/testing/db.ts';
import { seedEveryTable } from '../graph/testing/every-table.ts';
import { backupNow } from '../graph/backup/backup.ts';
import { restoreBackup } from '../graph/backup/restore.ts';
import { moveToPostgres } from '../graph/backup/move-to-postgres.ts';
import { takeBackup } from '../graph/backup/take.ts';
import { formatBytes } from '../graph/backup/format.ts';
import { printTable, verdict } from './lib.ts';

process.env.TEST_DB = 'postgres';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-bench-backup-'));
const env = { NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), BACKUP_DIR: path.join(root, 'backups') };
const config = loadConfig(env);
const rows: Array<Record<string, string | number>> = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const targets: Array<[boolean, string]> = [];

try {
  let started = performance.now();
  const source = await openDatabase(config.database);
  await migrate(source.sql);
  await seedEveryTable(source, { clients: 200, reservationsEach: 30 });
  await source.close();
  console.log(`seeded in ${seconds(performance.now() - started)}; data folder ${formatBytes(folderSize(env.DATA_DIR))}`);

  const backup = await backupNow(config);
  rows.push({ step: 'PGlite backup (npm run backup)', time: seconds(backup.ms), size: formatBytes(backup.bytes) });
  targets.push([backup.ms <= 60_000 && backup.bytes <= 20 * 1024 * 1024, 'PGlite backup ≤ 60 s and ≤ 20 MB']);

  const restored = loadConfig({ ...env, DATA_DIR: path.join(root, 'restored') });
  const restore = await restoreBackup(restored, backup.file);
  rows.push({ step: 'PGlite restore (npm run restore)', time: seconds(restore.ms), size: formatBytes(folderSize(path.join(root, 'restored'))) });
  targets.push([restore.ms <= 60_000, 'PGlite restore ≤ 60 s']);

  const target = await createTestDatabase({ migrated: false });
  await target.db.close();
  const copy = await createTestDatabase({ migrated: false });
  await copy.db.close();
  try {
    const move = await moveToPostgres(env.DATA_DIR, target.url!);
    rows.push({ step: 'move to PostgreSQL (npm run db:move-to-postgres)', time: seconds(move.ms), size: `${move.tables.reduce((n, t) => n + t.rows, 0)} rows` });
    targets.push([move.ms <= 60_000, 'move ≤ 60 s']);
    console.log(move.tables.map((t) => `  ${t.table}: ${t.rows}`).join('\n'));

    const moved = await openDatabase({ kind: 'postgres', url: target.url! });
    const dump = await takeBackup(moved, { config: config.backup, kind: 'manual' });
    await moved.close();
    rows.push({ step: 'PostgreSQL backup (pg_dump)', time: seconds(dump.ms), size: formatBytes(dump.bytes) });
    started = performance.now();
    const pgRestore = await restoreBackup({ database: { kind: 'postgres', url: copy.url! }, backup: config.backup }, dump.file);
    rows.push({ step: 'PostgreSQL restore (pg_restore)', time: seconds(pgRestore.ms), size: '' });
    targets.push([dump.ms <= 60_000 && pgRestore.ms <= 60_000, 'pg_dump and pg_restore ≤ 60 s']);
  } finally {
    await target.drop();
    await copy.drop();
  }
  printTable('Backups on 6,000 reservations', rows);
  console.log('');
  for (const [ok, text] of targets) console.log(verdict(ok, text));
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
