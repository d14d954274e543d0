// /readyz: may this instance take traffic? Yes when the database answers and has every migration
// this code was built with (a database an older or newer deploy left behind is not ready), and
// the instance is not shutting down. /healthz only says the process answers.
import fs from 'node:fs';
import type { SqlClient } from '../db.ts';
import { DEFAULT_MIGRATIONS_DIR } from '../migrate/migrator.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The migrations this code expects: the directories of prisma/migrations that hold a script. */
export function expectedMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(`${dir}/${entry.name}/migration.sql`))
    .map((entry) => entry.name)
    .sort();
}

export async function checkReadiness(sql: Pick<SqlClient, 'query'>, expected: readonly string[]): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = await sql.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    applied = new Set(rows.map((row) => row.migration_name));
  } catch (error) {
    // No _prisma_migrations table at all is a database nobody migrated; anything else is unreachable.
    const code = (error as { code?: unknown } | null)?.code;
    if (code === '42P01') return { ready: false, reason: 'migrations pending: the database was never migrated' };
    return { ready: false, reason: 'database unreachable' };
  }
  const pending = expected.filter((name) => !applied.has(name));
  if (pending.length > 0) return { ready: false, reason: `migrations pending: ${pending.join(', ')}` };
  return { ready: true };
}
