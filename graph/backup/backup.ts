// `npm run backup`: one backup now, to BACKUP_DIR, whether or not the app is running.
// - PGlite: the running app holds DATA_DIR, so the app is asked (over its control socket) to take
//   it; with no app running, this process claims the folder and takes it itself.
// - PostgreSQL: pg_dump, from here, while the app goes on serving.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from '../db.ts';
import { claimDataDir, requestBackupFromApp, type BackupOutcome } from './control.ts';
import { takeBackup } from './take.ts';

export interface BackupNow extends BackupOutcome {
  /** Taken by the running app, or by this process. */
  takenBy: 'app' | 'this process';
}

export async function backupNow(config: Pick<Config, 'database' | 'backup'>): Promise<BackupNow> {
  const database = config.database;
  if (database.kind === 'postgres') return { ...(await takeDirectly(config)), takenBy: 'this process' };
  if (!database.dataDir) throw new Error('The embedded database is in memory: there is nothing to back up.');
  const viaApp = await requestBackupFromApp(database.dataDir);
  if (viaApp) return { ...viaApp, takenBy: 'app' };
  const claim = await claimDataDir(database.dataDir, 'npm run backup');
  try {
    // Opening a folder without a database would create an empty one.
    if (!fs.existsSync(path.join(database.dataDir, 'PG_VERSION'))) throw new Error(`There is no database in ${database.dataDir} (DATA_DIR).`);
    return { ...(await takeDirectly(config)), takenBy: 'this process' };
  } finally {
    await claim.release();
  }
}

async function takeDirectly(config: Pick<Config, 'database' | 'backup'>): Promise<BackupOutcome> {
  const db = await openDatabase(config.database);
  try {
    const { file, bytes, ms } = await takeBackup(db, { config: config.backup, kind: 'manual' });
    return { file, bytes, ms };
  } finally {
    await db.close();
  }
}
