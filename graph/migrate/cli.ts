// `npm run migrate`: applies pending migrations to the configured database (DATABASE_URL, or the
// PGlite data directory) and exits. The server also migrates on start unless MIGRATE_ON_START=false;
// this is for deployments that migrate as a separate release step.
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { claimEmbedded, type DataDirClaim } from '../backup/control.ts';
import { migrate } from './migrator.ts';

async function main(): Promise<number> {
  let db: Database | undefined;
  let claim: DataDirClaim | null = null;
  try {
    const config = loadConfig();
    claim = await claimEmbedded(config.database, 'npm run migrate');
    db = await openDatabase(config.database);
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.database.dataDir ?? 'in memory'})`;
    console.log(`Migrating ${where}`);
    const { applied } = await migrate(db.sql, { log: (line) => console.log(line) });
    console.log(applied.length ? `Applied ${applied.length} migration(s).` : 'Database is up to date.');
    return 0;
  } catch (error) {
    // Operators need the reason, not our stack: every migrator error names the migration and the fix.
    console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db?.close().catch(() => {});
    await claim?.release();
  }
}

process.exitCode = await main();
