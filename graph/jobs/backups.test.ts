// The nightly backup: taken once per local day however many instances look, the latest missed one
// caught up, old ones pruned by the retention rule, a failure recorded for the manager to see.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { createLogger } from '../log.ts';
import { backupFileName } from '../backup/files.ts';
import { backupStatus } from '../backup/status.ts';
import { runNightlyBackup, startBackupJobs } from './backups.ts';
import { backupQueue } from '../backup/take.ts';

describe('nightly backups', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-nightly-'));
  const backupDir = path.join(root, 'backups');
  let test: TestDatabase;
  let config: Config;
  const log = createLogger('silent');
  const services = (db: Database, now: string, cfg: Config = config) => ({ db, config: cfg, log, now: () => new Date(now) });

  beforeAll(async () => {
    test = await createTestDatabase();
    config = loadConfig({ NODE_ENV: 'test', BACKUP_DIR: backupDir, BACKUP_TIME: '03:00', BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '2' });
  });
  afterAll(async () => {
    await test?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('takes the latest missed night’s backup once, then waits for the next night', async () => {
    // 02:00 in Ljubljana on 26 November: the night of the 25th is the one due.
    const taken = await runNightlyBackup(services(test.db, '2026-11-26T01:00:00Z'));
    expect(taken?.name).toMatch(/^stopover-20261126T010000000Z-nightly\.(tar\.gz|dump)$/);
    expect(fs.existsSync(taken!.file)).toBe(true);
    const row = await test.db.prisma.backup.findUniqueOrThrow({ where: { id: taken!.id } });
    expect(row).toMatchObject({ kind: 'nightly', nightlyOf: new Date('2026-11-25'), file: taken!.name, error: null });
    expect(await runNightlyBackup(services(test.db, '2026-11-26T01:59:00Z'))).toBeNull();

    const status = await backupStatus(test.db.prisma, config.backup, test.db.kind, new Date('2026-11-26T08:00:00Z'));
    expect(status).toEqual({ lastBackupAt: row.finishedAt, lastBackupFile: taken!.name, overdue: false, lastFailureAt: null, lastFailure: null, nightlyTime: '03:00' });
    expect((await backupStatus(test.db.prisma, config.backup, test.db.kind, new Date('2026-11-28T08:00:00Z'))).overdue).toBe(true);
  });

  it('is taken by one instance when several look at the same moment', async () => {
    const second = test.url ? await openDatabase({ kind: 'postgres', url: test.url }) : test.db;
    try {
      const at = '2026-11-26T02:30:00Z';
      const results = await Promise.all([runNightlyBackup(services(test.db, at)), runNightlyBackup(services(second, at)), runNightlyBackup(services(test.db, at))]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await test.db.prisma.backup.count({ where: { nightlyOf: new Date('2026-11-26') } })).toBe(1);
    } finally {
      if (second !== test.db) await second.close();
    }
  });

  it('prunes what the retention rule lets go, and nothing it did not write', async () => {
    // Thirty older nights, a backup taken before a restore and someone's own file.
    for (let night = 1; night <= 30; night++) {
      fs.writeFileSync(path.join(backupDir, backupFileName(new Date(Date.UTC(2026, 9, night, 2)), 'nightly', test.db.kind)), 'old');
    }
    const kept = ['notes.txt', backupFileName(new Date('2026-10-01T09:00:00Z'), 'before-restore', 'postgres')];
    for (const name of kept) fs.writeFileSync(path.join(backupDir, name), 'keep');
    const taken = await runNightlyBackup(services(test.db, '2026-11-27T02:30:00Z'));
    expect(taken!.pruned.length).toBeGreaterThan(25);
    // Everything of the last two days (the 27th, both of the 26th); 3 days: those two and 30 October;
    // the 2 weeks' newest (the 27th, 30 October) are among them. And what is not ours to delete.
    const ours = (iso: string) => backupFileName(new Date(iso), 'nightly', test.db.kind);
    expect(fs.readdirSync(backupDir).sort()).toEqual(
      [...kept, taken!.name, ours('2026-11-26T01:00:00.000Z'), ours('2026-11-26T02:30:00.000Z'), ours('2026-10-30T02:00:00.000Z')].sort(),
    );
  });

  it('records a failed backup, which the manager sees until a good one follows', async () => {
    const blocked = path.join(root, 'not-a-folder');
    fs.writeFileSync(blocked, '');
    const broken = loadConfig({ NODE_ENV: 'test', BACKUP_DIR: blocked, BACKUP_TIME: '03:00' });
    await expect(runNightlyBackup(services(test.db, '2026-11-28T02:30:00Z', broken))).rejects.toThrow();
    const row = await test.db.prisma.backup.findUniqueOrThrow({ where: { nightlyOf: new Date('2026-11-28') } });
    expect(row.error).toMatch(/EEXIST|ENOTDIR/);
    const status = await backupStatus(test.db.prisma, broken.backup, test.db.kind, new Date('2026-11-28T08:00:00Z'));
    expect(status).toMatchObject({ lastFailureAt: row.finishedAt, lastFailure: row.error, overdue: false });
  });

  it('runs as a job that looks again and again, and waits for a backup under way when stopped', async () => {
    const jobs = startBackupJobs(services(test.db, '2026-11-29T02:30:00Z'), backupQueue(), 10);
    const day = new Date('2026-11-29');
    await expect.poll(() => test.db.prisma.backup.count({ where: { nightlyOf: day } }), { timeout: 10_000 }).toBe(1);
    await jobs.stop();
    const row = await test.db.prisma.backup.findUniqueOrThrow({ where: { nightlyOf: day } });
    expect(row.finishedAt).not.toBeNull();
  });

  it('does nothing when nightly backups are off', async () => {
    const off = loadConfig({ NODE_ENV: 'test', BACKUP_DIR: backupDir, BACKUP_TIME: 'off' });
    expect(await runNightlyBackup(services(test.db, '2026-11-30T02:30:00Z', off))).toBeNull();
    expect((await backupStatus(test.db.prisma, off.backup, test.db.kind, new Date())).nightlyTime).toBeNull();
  });
});

describe('backup configuration', () => {
  it('defaults to ./backups beside ./data, 03:00, 14 days and 8 weeks', () => {
    const config = loadConfig({}, '/srv/stopover');
    expect(config.backup).toEqual({ dir: '/srv/stopover/backups', nightlyMinute: 180, keepDaily: 14, keepWeekly: 8 });
  });

  it('refuses a backup folder inside the data folder, and a wrong time', () => {
    expect(() => loadConfig({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/backups' })).toThrow(/BACKUP_DIR .* must not be DATA_DIR or inside it/);
    expect(() => loadConfig({ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data' })).toThrow(/must not be DATA_DIR/);
    expect(() => loadConfig({ DATA_DIR: '/srv/backups/data', BACKUP_DIR: '/srv/backups' })).toThrow(/DATA_DIR .* must not be inside BACKUP_DIR/);
    expect(() => loadConfig({ BACKUP_TIME: '25:00' })).toThrow(/BACKUP_TIME must be HH:MM/);
    expect(() => loadConfig({ BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY/);
    // On PostgreSQL there is no data folder to keep out of.
    expect(loadConfig({ DATABASE_URL: 'postgresql://x@h/db', BACKUP_DIR: '/srv/data/backups', BACKUP_TIME: 'off' }).backup).toMatchObject({ dir: '/srv/data/backups', nightlyMinute: null });
  });
});
