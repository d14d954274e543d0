// `npm run db:move-to-postgres -- <url>`: see ./move-to-postgres.ts. Stop the app first.
import { loadConfig } from '../config.ts';
import { moveToPostgres } from './move-to-postgres.ts';

function masked(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

async function main(): Promise<number> {
  const url = process.argv[2]?.trim();
  if (!url || process.argv.length > 3) {
    console.error('Usage: npm run db:move-to-postgres -- postgresql://user:password@host:5432/database');
    return 2;
  }
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: '' });
    if (config.database.kind !== 'pglite' || !config.database.dataDir) throw new Error('No embedded database to move.');
    const dataDir = config.database.dataDir;
    console.log(`Moving the embedded database in ${dataDir} to ${masked(url)}…`);
    const result = await moveToPostgres(dataDir, url, { log: (line) => console.log(line) });
    const width = Math.max(...result.tables.map((t) => t.table.length));
    console.log('');
    const byName = [...result.tables].sort((a, b) => (a.table < b.table ? -1 : 1));
    for (const { table, rows } of byName) console.log(`  ${table.padEnd(width)}  ${String(rows).padStart(8)}`);
    console.log('');
    console.log(`Every table's rows match (counts and checksums), ${result.sequences} sequence(s) set, in ${(result.ms / 1000).toFixed(1)} s.`);
    console.log(
      [
        '',
        'Next:',
        `  1. Start the app on PostgreSQL: DATABASE_URL=${masked(url)} (with the real password).`,
        '  2. Set JWT_SECRET (32+ characters, e.g. openssl rand -base64 48): off the embedded database no secret is kept for you.',
        '  3. To use more cores: WORKERS=2 (one per core) with REDIS_URL=redis://host:6379, which more than one process needs.',
        '  4. Back up PostgreSQL: npm run backup uses pg_dump; see the README on backups (PITR).',
        `  ${dataDir} is unchanged: keep it until you are sure, then delete it.`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(`Move failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
