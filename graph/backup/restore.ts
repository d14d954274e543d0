// Bringing a stopped installation back from a backup (`npm run restore FILE`).
// - PGlite: the current DATA_DIR is moved aside to DATA_DIR.before-restore-<time> (never deleted),
//   the backup's snapshot is unpacked into a fresh DATA_DIR and opened once, which replays its WAL.
//   If anything fails the fresh folder goes and the old one comes back.
// - PostgreSQL: pg_restore into the configured database, all or nothing. A database that has tables
//   is refused unless `--force`, which first dumps it to BACKUP_DIR, then empties it.
// Refused while the app runs on that folder or database.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { APPLICATION_NAME } from '../db.ts';
import { claimDataDir } from './control.ts';
import { backupEngineOf, backupFileName, finishBackupFile, partialName } from './files.ts';
import { pgDump, pgRestore } from './postgres-tools.ts';

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreResult {
  /** Where the data that was there before went (PGlite: a folder; PostgreSQL with --force: a dump); null if there was none. */
  keptAt: string | null;
  ms: number;
}

export interface RestoreOptions {
  force?: boolean;
  log?: (line: string) => void;
  now?: () => Date;
}

export async function restoreBackup(config: Pick<Config, 'database' | 'backup'>, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefused(`No backup file at ${file}.`);
  const engine = backupEngineOf(file);
  if (engine === null) throw new RestoreRefused(`${file} is not a Stopover backup (neither a PGlite snapshot nor a pg_dump file).`);
  const started = performance.now();
  const database = config.database;
  if (database.kind === 'pglite') {
    if (engine !== 'pglite') {
      throw new RestoreRefused(
        `${file} is a PostgreSQL dump (pg_dump), and this installation uses the embedded database. ` +
          'Set DATABASE_URL to the PostgreSQL database to restore it into.',
      );
    }
    if (!database.dataDir) throw new RestoreRefused('The embedded database is in memory: there is nothing to restore into.');
    const keptAt = await restorePglite(file, database.dataDir, options);
    return { keptAt, ms: Math.round(performance.now() - started) };
  }
  if (engine !== 'postgres') {
    throw new RestoreRefused(
      `${file} is a snapshot of the embedded database (PGlite), and DATABASE_URL points to PostgreSQL. ` +
        'Restore it into DATA_DIR (without DATABASE_URL), then copy it over with `npm run db:move-to-postgres -- <url>`.',
    );
  }
  const keptAt = await restorePostgres(file, database.url, config.backup.dir, options);
  return { keptAt, ms: Math.round(performance.now() - started) };
}

async function restorePglite(file: string, dataDir: string, options: RestoreOptions): Promise<string | null> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const claim = await claimDataDir(dataDir, 'npm run restore');
  try {
    let keptAt: string | null = null;
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      keptAt = `${dataDir}.before-restore-${now().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
      fs.renameSync(dataDir, keptAt);
      log(`Moved the current data folder aside to ${keptAt}`);
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      const snapshot = new Blob([fs.readFileSync(file)], { type: 'application/gzip' });
      const pglite = await PGlite.create(dataDir, { loadDataDir: snapshot });
      try {
        // Opening replayed the WAL; a query proves the copy is a database with our schema.
        const [row] = (await pglite.query<{ migrations: number }>('SELECT count(*)::int AS migrations FROM _prisma_migrations')).rows;
        log(`Restored ${path.basename(file)} into ${dataDir} (${row?.migrations ?? 0} migrations recorded).`);
      } finally {
        await pglite.close();
      }
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (keptAt) {
        fs.renameSync(keptAt, dataDir);
        log(`The restore failed; ${dataDir} is back as it was.`);
      }
      throw error;
    }
    return keptAt;
  } finally {
    await claim.release();
  }
}

async function restorePostgres(file: string, url: string, backupDir: string, options: RestoreOptions): Promise<string | null> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const client = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-restore` });
  client.on('error', () => {});
  await client.connect();
  let keptAt: string | null = null;
  try {
    const [app] = (
      await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()',
        [APPLICATION_NAME],
      )
    ).rows;
    if (app && app.n > 0) {
      throw new RestoreRefused(`Stopover is connected to this database (${app.n} connection(s)). Stop every app instance first.`);
    }
    const tables = (await client.query<{ name: string }>(`SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`)).rows;
    if (tables.length > 0) {
      if (!options.force) {
        throw new RestoreRefused(
          `The database is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).map((t) => t.name).join(', ')}). ` +
            'Restore into an empty database, or add --force to replace it (it is dumped to BACKUP_DIR first).',
        );
      }
      const name = backupFileName(now(), 'before-restore', 'postgres');
      fs.mkdirSync(backupDir, { recursive: true });
      await pgDump(url, path.join(backupDir, partialName(name)));
      finishBackupFile(backupDir, name);
      keptAt = path.join(backupDir, name);
      log(`Dumped the current database to ${keptAt}`);
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      log('Emptied the database.');
    }
  } finally {
    await client.end().catch(() => {});
  }
  await pgRestore(url, file);
  log(`Restored ${path.basename(file)}.`);
  return keptAt;
}
