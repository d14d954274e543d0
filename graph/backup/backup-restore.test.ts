// Every row survives a backup and a restore: a database with rows in every table is backed up,
// wiped and restored, and each table's count and checksum come back. On PGlite (a data folder, the
// default install) in every run; on PostgreSQL (pg_dump / pg_restore) when TEST_DB=postgres.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { migrate } from '../migrate/migrator.ts';
import { createTestDatabase, testDbKind } from '../testing/db.ts';
import { emptyTables, seedEveryTable } from '../testing/every-table.ts';
import { claimDataDir, DataDirBusyError } from './control.ts';
import { fingerprintTables, listTables, type TableFingerprint } from './tables.ts';
import { takeBackup } from './take.ts';
import { restoreBackup, RestoreRefused } from './restore.ts';
import { backupNow } from './backup.ts';
import { formatBytes } from './format.ts';
import { parseBackupFileName } from './files.ts';

const postgres = testDbKind() === 'postgres';

async function fingerprints(db: Database): Promise<Map<string, TableFingerprint>> {
  const tables = await listTables(db.sql);
  return db.sql.transaction((tx) => fingerprintTables(tx, tables));
}

/**
 * Every table as it was, but for `backups`: the copy also holds the row of the backup it is (recorded
 * as started before the snapshot was taken), which is all it may add.
 */
async function expectSameRows(db: Database, before: Map<string, TableFingerprint>): Promise<void> {
  const after = await fingerprints(db);
  const { backups: backupsAfter, ...restAfter } = Object.fromEntries(after);
  const { backups: backupsBefore, ...restBefore } = Object.fromEntries(before);
  expect(restAfter).toEqual(restBefore);
  expect(backupsAfter!.rows).toBe(backupsBefore!.rows + 1);
  const unfinished = await db.sql.query<{ kind: string }>('SELECT kind FROM backups WHERE finished_at IS NULL');
  expect(unfinished).toEqual([{ kind: 'manual' }]);
  // The finished rows are exactly the ones there were.
  const [finished] = await db.sql.transaction(async (tx) => {
    await fingerprintTables(tx, []); // the same output settings
    return tx.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS checksum
       FROM (SELECT md5(b::text) AS h FROM backups b WHERE finished_at IS NOT NULL) hashed`,
    );
  });
  expect(finished).toEqual(backupsBefore);
}

function tmp(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

describe.skipIf(postgres)('backup and restore on the embedded database (PGlite)', () => {
  const root = tmp('stopover-backup-');
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, BACKUP_DIR: backupDir });
  let before: Map<string, TableFingerprint>;
  let backupFile: string;

  beforeAll(async () => {
    const db = await openDatabase(config.database);
    try {
      await migrate(db.sql);
      await seedEveryTable(db);
      expect(await emptyTables(db), 'tables without rows: add them to graph/testing/every-table.ts').toEqual([]);
      before = await fingerprints(db);
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('takes a backup with no app running: this process claims the folder and records it', async () => {
    const result = await backupNow(config);
    backupFile = result.file;
    expect(result.takenBy).toBe('this process');
    expect(path.dirname(result.file)).toBe(backupDir);
    expect(parseBackupFileName(path.basename(result.file))).toMatchObject({ kind: 'manual', engine: 'pglite' });
    expect(fs.statSync(result.file).size).toBe(result.bytes);
    // No half-written file is left beside it.
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(result.file)]);
    console.log(`PGlite backup of the seeded database: ${formatBytes(result.bytes)} in ${result.ms} ms`);
  });

  it('restores every row after the data is wiped, keeping the wiped folder aside', async () => {
    // Wipe: every table emptied in the live folder.
    const db = await openDatabase(config.database);
    try {
      const tables = await listTables(db.sql);
      await db.sql.exec(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
      expect((await emptyTables(db)).length).toBe(tables.length);
    } finally {
      await db.close();
    }

    const started = performance.now();
    const result = await restoreBackup(config, backupFile, { now: () => new Date('2026-11-26T10:00:00Z') });
    console.log(`PGlite restore: ${Math.round(performance.now() - started)} ms`);
    expect(result.keptAt).toBe(`${dataDir}.before-restore-20261126T100000Z`);
    expect(fs.existsSync(path.join(result.keptAt!, 'PG_VERSION'))).toBe(true);

    const restored = await openDatabase(config.database);
    try {
      expect(await emptyTables(restored)).toEqual([]);
      await expectSameRows(restored, before);
      // The copy is a working database: migrations verify, writes go through.
      await migrate(restored.sql);
      await restored.prisma.closedDay.create({ data: { day: new Date('2027-01-01') } });
    } finally {
      await restored.close();
    }
    // The folder that was wiped is still there, as it was.
    const kept = await openDatabase({ kind: 'pglite', dataDir: result.keptAt! });
    try {
      expect((await kept.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations'))[0]!.n).toBe(0);
    } finally {
      await kept.close();
    }
  }, 120_000);

  it('refuses while the app holds the data folder, and changes nothing', async () => {
    const claim = await claimDataDir(dataDir, 'app');
    try {
      await expect(restoreBackup(config, backupFile)).rejects.toThrow(DataDirBusyError);
      await expect(restoreBackup(config, backupFile)).rejects.toThrow(/Stopover is running on .* Stop it first/);
    } finally {
      await claim.release();
    }
    expect(fs.readdirSync(root).filter((name) => name.startsWith('data.before-restore'))).toHaveLength(1);
  });

  it('refuses a file that is not a backup, or a PostgreSQL dump, clearly', async () => {
    const junk = path.join(root, 'notes.txt');
    fs.writeFileSync(junk, 'hello');
    await expect(restoreBackup(config, junk)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(config, path.join(root, 'missing.tar.gz'))).rejects.toThrow(/No backup file/);
    const dump = path.join(root, 'x.dump');
    fs.writeFileSync(dump, 'PGDMP\u0001\u000e');
    await expect(restoreBackup(config, dump)).rejects.toThrow(/PostgreSQL dump .* DATABASE_URL/);
  });
});

describe.skipIf(!postgres)('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  const backupDir = tmp('stopover-pgbackup-');
  let url: string;
  let drop: () => Promise<void>;
  let db: Database;
  let config: Config;
  let before: Map<string, TableFingerprint>;
  let backupFile: string;

  beforeAll(async () => {
    const test = await createTestDatabase();
    db = test.db;
    url = test.url!;
    drop = test.drop;
    config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, BACKUP_DIR: backupDir });
    await seedEveryTable(db);
    expect(await emptyTables(db), 'tables without rows: add them to graph/testing/every-table.ts').toEqual([]);
    before = await fingerprints(db);
  });
  afterAll(async () => {
    await db?.close().catch(() => {});
    await drop?.();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('dumps while the app is connected, and records the backup', async () => {
    const result = await takeBackup(db, { config: config.backup, kind: 'manual' });
    backupFile = result.file;
    expect(fs.readFileSync(result.file).subarray(0, 5).toString()).toBe('PGDMP');
    const row = await db.prisma.backup.findUniqueOrThrow({ where: { id: result.id } });
    expect(row).toMatchObject({ kind: 'manual', file: result.name, bytes: BigInt(result.bytes), error: null });
    console.log(`PostgreSQL backup of the seeded database: ${formatBytes(result.bytes)} in ${result.ms} ms`);
  });

  it('refuses while the app is connected, then refuses a database with tables unless forced', async () => {
    await expect(restoreBackup(config, backupFile)).rejects.toThrow(/Stopover is connected to this database/);
    await db.close();
    await expect(restoreBackup(config, backupFile)).rejects.toThrow(/not empty .* --force/);
  });

  it('restores every row into the wiped database (--force keeps a dump of what was there)', async () => {
    const wipe = await openDatabase(config.database);
    try {
      await wipe.sql.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public; CREATE TABLE leftover (x int)');
    } finally {
      await wipe.close();
    }
    const started = performance.now();
    const result = await restoreBackup(config, backupFile, { force: true });
    console.log(`PostgreSQL restore: ${Math.round(performance.now() - started)} ms`);
    expect(parseBackupFileName(path.basename(result.keptAt!))).toMatchObject({ kind: 'before-restore', engine: 'postgres' });

    db = await openDatabase(config.database);
    expect(await emptyTables(db)).toEqual([]);
    await expectSameRows(db, before);
    expect(await listTables(db.sql)).not.toContain('leftover');
    await migrate(db.sql);
  });

  it('refuses a PGlite snapshot on PostgreSQL, pointing to the move', async () => {
    const snapshot = path.join(backupDir, 'x.tar.gz');
    fs.writeFileSync(snapshot, Buffer.from([0x1f, 0x8b, 8, 0, 0]));
    await expect(restoreBackup(config, snapshot)).rejects.toThrow(/db:move-to-postgres/);
  });
});
