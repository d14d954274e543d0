// Applies prisma/migrations/*/migration.sql at start-up and keeps Prisma Migrate's own bookkeeping
// (_prisma_migrations: same table, same sha256 checksum, same advisory lock key), so that on a
// machine that has Prisma's native schema engine `prisma migrate status/deploy` agree with us
// (docs/architecture.md A1).
//
// How migration SQL is produced. The Prisma CLI cannot run `migrate dev` here (native engine), but
// Prisma's WebAssembly schema engine (@prisma/schema-engine-wasm, shipped with @prisma/internals)
// computes the same diff through a driver adapter, with an in-memory PGlite as shadow database.
// prismaMigrateDiff() in ./schema-engine.ts wraps it: the equivalent of `prisma migrate diff
// --from-migrations prisma/migrations --to-schema prisma/schema.prisma --script`, which is exactly
// the script `prisma migrate dev --create-only` writes. The schema part of 20261121000000_init is
// its output, verbatim, for an empty migrations directory (`--from-empty` would add a leading
// `CREATE SCHEMA IF NOT EXISTS "public"` that migrate dev never writes); the seed INSERTs at its end
// are hand-written. For the next migration, run the same against the current directory:
//
//   node --import tsx -e "import fs from 'node:fs'; import { prismaMigrateDiff } from './graph/migrate/schema-engine.ts';
//     console.log(await prismaMigrateDiff({ schema: fs.readFileSync('prisma/schema.prisma', 'utf8'),
//       migrationsDir: 'prisma/migrations' }))"
//
// drift.test.ts fails unless that diff is empty and the migrated database matches the models.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from '../db.ts';

/** prisma/migrations, found from this file so that the working directory does not matter. */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

/**
 * The key of the session lock `prisma migrate deploy` takes (pg_advisory_lock(72707369)). Using the
 * same key serialises us against other app instances and against the Prisma CLI alike.
 */
export const PRISMA_ADVISORY_LOCK_KEY = 72707369;

export interface MigrationFile {
  /** Directory name, e.g. 20261121000000_init; also the migration_name in _prisma_migrations. */
  name: string;
  /** Absolute path of migration.sql. */
  file: string;
  script: string;
  /** sha256 of the file's bytes, lower-case hex (Prisma's checksum). */
  checksum: string;
}

export interface MigrateOptions {
  migrationsDir?: string;
  log?: (line: string) => void;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** An applied migration's file was changed afterwards. */
export class MigrationChecksumError extends MigrationError {
  override name = 'MigrationChecksumError';
  constructor(
    readonly migrationName: string,
    readonly file: string,
  ) {
    super(
      `Migration ${migrationName} was modified after it was applied to this database: ` +
        `the checksum of ${file} no longer matches the one recorded in _prisma_migrations. ` +
        `Applied migrations must not change. Restore the file to its applied version ` +
        `(e.g. \`git checkout -- ${path.relative(process.cwd(), file) || file}\`) and put the change ` +
        `in a new migration instead.`,
    );
  }
}

/** A migration that failed to apply; the transaction was rolled back, nothing of it remains. */
export class MigrationFailedError extends MigrationError {
  override name = 'MigrationFailedError';
  constructor(
    readonly migrationName: string,
    readonly file: string,
    override readonly cause: unknown,
    script = '',
  ) {
    super(`Migration ${migrationName} failed and was rolled back (${file}${locate(cause, script)}): ${messageOf(cause)}`);
  }
}

const MIGRATIONS_TABLE_DDL = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
  started_at: unknown;
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The migrations on disk in the order Prisma applies them (directory name order). Directories
 * without migration.sql are an error, as they are for Prisma.
 */
export function listMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): MigrationFile[] {
  if (!fs.existsSync(dir)) throw new MigrationError(`Migrations directory not found: ${dir}`);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => {
      const file = path.join(dir, name, 'migration.sql');
      if (!fs.existsSync(file)) {
        throw new MigrationError(`Migration directory ${name} has no migration.sql (${path.join(dir, name)})`);
      }
      const bytes = fs.readFileSync(file);
      return { name, file, script: bytes.toString('utf8'), checksum: sha256Hex(bytes) };
    });
}

/**
 * Prisma's comparison (schema engine, checksum.rs): a file checked out with other line endings still
 * matches, and so do the non-zero-padded checksums written by very old Prisma versions.
 */
export function checksumMatches(script: string, recorded: string): boolean {
  const variants = [script, script.replace(/\r\n/g, '\n'), script.replace(/\n/g, '\r\n')];
  return variants.some((variant) => {
    const digest = createHash('sha256').update(variant, 'utf8').digest();
    const rendered =
      recorded.length === 64
        ? digest.toString('hex')
        : Array.from(digest, (byte) => byte.toString(16)).join('');
    return rendered === recorded;
  });
}

/**
 * Applies every pending migration, each in its own transaction together with its
 * _prisma_migrations row. Safe to call from several instances at once: each step runs under
 * Prisma's advisory lock and re-reads the history first, so a migration is applied exactly once.
 */
export async function migrate(sql: SqlClient, options: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const dir = options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const log = options.log ?? (() => {});
  const migrations = listMigrations(dir);
  const applied: string[] = [];
  // One migration per transaction; the loop ends when a transaction finds nothing left to do.
  for (;;) {
    const name = await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PRISMA_ADVISORY_LOCK_KEY]);
      await tx.exec(MIGRATIONS_TABLE_DDL);
      const rows = await tx.query<AppliedRow>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at, started_at FROM _prisma_migrations ORDER BY started_at',
      );
      const done = checkHistory(migrations, rows);
      const next = migrations.find((m) => !done.has(m.name));
      if (!next) return null;
      log(`Applying migration ${next.name}`);
      // When this migration began, after the lock: the transaction's own start (now()) can predate a
      // migration another instance applied while this one waited, and the history reads in this order.
      const [row] = await tx.query<{ began: Date }>('SELECT clock_timestamp() AS began');
      const began = row!.began;
      const started = performance.now();
      try {
        await tx.exec(next.script);
      } catch (error) {
        throw new MigrationFailedError(next.name, next.file, error, next.script);
      }
      // started_at is when the script began, finished_at the wall clock after it.
      await tx.query(
        `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
         VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, $4, 1)`,
        [randomUUID(), next.checksum, next.name, began],
      );
      log(`Applied migration ${next.name} in ${Math.round(performance.now() - started)} ms`);
      return next.name;
    });
    if (name === null) {
      // The running process goes on serving from this connection: it must know the new types as a
      // restart would (enum arrays above all).
      if (applied.length) await sql.reloadTypes();
      return { applied };
    }
    applied.push(name);
  }
}

/** Validates the recorded history against the files; returns the names already applied. */
function checkHistory(migrations: MigrationFile[], rows: AppliedRow[]): Set<string> {
  const byName = new Map(migrations.map((m) => [m.name, m]));
  const done = new Set<string>();
  const missing: string[] = [];
  for (const row of rows) {
    // Rows marked rolled back (`prisma migrate resolve --rolled-back`) are history only.
    if (row.rolled_back_at !== null) continue;
    if (row.finished_at === null) {
      throw new MigrationError(
        `Migration ${row.migration_name} was started at ${formatTime(row.started_at)} but never finished ` +
          `(it failed or was interrupted outside this migrator), so the database may be half-migrated. ` +
          `Inspect the database and complete or undo that migration's changes by hand, then mark the ` +
          `row resolved: \`prisma migrate resolve --rolled-back ${row.migration_name}\` (or --applied), ` +
          `or UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = '${row.migration_name}' ` +
          `AND finished_at IS NULL.`,
      );
    }
    const file = byName.get(row.migration_name);
    if (!file) {
      missing.push(row.migration_name);
      continue;
    }
    if (!checksumMatches(file.script, row.checksum)) throw new MigrationChecksumError(file.name, file.file);
    done.add(row.migration_name);
  }
  if (missing.length > 0) {
    throw new MigrationError(
      `The database has applied migration(s) that are not in the migrations directory: ${missing.join(', ')}. ` +
        `Either this code is older than the database (deploy the version that contains them) or a ` +
        `migration directory was renamed or deleted (restore it).`,
    );
  }
  return done;
}

function formatTime(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** ", line N" for PostgreSQL errors that carry a (1-based) character position within the script. */
function locate(error: unknown, script: string): string {
  const position = Number((error as { position?: unknown } | null)?.position);
  if (!script || !Number.isInteger(position) || position <= 0) return '';
  return `, line ${script.slice(0, position - 1).split('\n').length}`;
}
