// `npm run db:move-to-postgres -- <url>`: copies the embedded database (DATA_DIR) into an empty
// PostgreSQL database. Our migrations create the schema and its _prisma_migrations history on the
// target (each in its own transaction, as at any start: a migration that adds an enum value must
// commit before a row may use it). Then, in one transaction: the rows the migrations seed are
// cleared, every table is copied in foreign-key order (rows as JSON, so every type arrives as
// itself), sequences take their values, and each table's row count and checksum must equal the
// source's, or nothing is committed. A move that fails after the target was found empty empties it
// again (its public schema is dropped and made anew), so it can simply be run again.
// The source is only read (after applying any migration the code has and it lacks, as a start
// would) and stays as it was. Refused while the app runs on DATA_DIR.
import pg from 'pg';
import { openDatabase, APPLICATION_NAME, type Database, type SqlClient, type SqlSession } from '../db.ts';
import { migrate } from '../migrate/migrator.ts';
import { claimDataDir } from './control.ts';
import { fingerprintTables, foreignKeyOrder, listColumns, listTables, quoteIdent, type TableFingerprint } from './tables.ts';

/** Rows per INSERT: a few hundred kB of JSON for our widest rows. */
const BATCH = 500;
const HISTORY = '_prisma_migrations';

export class MoveRefused extends Error {
  override name = 'MoveRefused';
}

export interface MoveResult {
  /** Every table with its row count, in the order copied. */
  tables: Array<{ table: string; rows: number }>;
  sequences: number;
  ms: number;
}

export interface MoveOptions {
  log?: (line: string) => void;
  /** Tests: migrations from another folder. */
  migrationsDir?: string;
}

export async function moveToPostgres(dataDir: string, targetUrl: string, options: MoveOptions = {}): Promise<MoveResult> {
  const log = options.log ?? (() => {});
  const migrateOptions = { log, ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}) };
  let parsed: URL;
  try {
    parsed = new URL(targetUrl);
  } catch {
    throw new MoveRefused('The target must be a PostgreSQL URL: postgresql://user:password@host:5432/database');
  }
  if (parsed.protocol !== 'postgresql:' && parsed.protocol !== 'postgres:') {
    throw new MoveRefused(`The target must be a postgresql:// URL, got ${parsed.protocol}`);
  }
  const started = performance.now();
  const claim = await claimDataDir(dataDir, 'npm run db:move-to-postgres');
  let source: Database | undefined;
  const target = new pg.Client({ connectionString: targetUrl, application_name: `${APPLICATION_NAME}-move` });
  target.on('error', () => {});
  try {
    source = await openDatabase({ kind: 'pglite', dataDir });
    // The code's schema is what the target gets: bring the source to it first, as a start would.
    await migrate(source.sql, migrateOptions);
    try {
      await target.connect();
    } catch (error) {
      throw new MoveRefused(`Cannot connect to the target database: ${(error as Error).message}`);
    }
    const existing = (await target.query<{ name: string }>(`SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`)).rows;
    if (existing.length > 0) {
      throw new MoveRefused(
        `The target database is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).map((t) => t.name).join(', ')}). ` +
          'Create an empty one (CREATE DATABASE stopover) and move into that.',
      );
    }
    const dst = singleConnection(target);
    try {
      await migrate(dst, migrateOptions);
      const result = await source.sql.transaction(async (src) => {
        await target.query('BEGIN');
        try {
          const copied = await copyInto(src, dst, log);
          await target.query('COMMIT');
          return copied;
        } catch (error) {
          await target.query('ROLLBACK').catch(() => {});
          throw error;
        }
      });
      return { ...result, ms: Math.round(performance.now() - started) };
    } catch (error) {
      // The target was empty when we began: leave it so.
      await target.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public').catch(() => {});
      throw error;
    }
  } finally {
    await target.end().catch(() => {});
    await source?.close().catch(() => {});
    await claim.release();
  }
}

async function copyInto(src: SqlSession, dst: SqlSession, log: (line: string) => void): Promise<Omit<MoveResult, 'ms'>> {
  // Everything the source holds is read from one snapshot.
  await src.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
  const tables = await listTables(src);
  const targetTables = await listTables(dst);
  const missing = tables.filter((t) => !targetTables.includes(t));
  if (missing.length > 0) throw new MoveRefused(`The embedded database has tables our migrations do not create: ${missing.join(', ')}.`);
  const data = (await foreignKeyOrder(dst, targetTables)).filter((t) => t !== HISTORY);
  // The migrations seed settings and texts; the source's own rows replace them.
  if (data.length > 0) await dst.exec(`TRUNCATE ${data.map(quoteIdent).join(', ')}`);
  // Rows are copied, not written anew: the rules our triggers keep (an issued invoice's lines are
  // never added to) held when the rows were first written. The owner may switch its own triggers off
  // inside this transaction (no superuser needed); they are on again before it commits.
  for (const table of data) await dst.exec(`ALTER TABLE ${quoteIdent(table)} DISABLE TRIGGER USER`);

  const copied: Array<{ table: string; rows: number }> = [];
  for (const table of data) {
    const columns = await listColumns(src, table);
    const targetColumns = await listColumns(dst, table);
    if (columns.join(',') !== targetColumns.join(',')) {
      throw new MoveRefused(`Table ${table} has other columns in the embedded database (${columns.join(', ')}) than our migrations create (${targetColumns.join(', ')}).`);
    }
    const list = columns.map(quoteIdent).join(', ');
    let rows = 0;
    await src.exec(`DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${quoteIdent(table)} t`);
    for (;;) {
      const batch = await src.query<{ r: string }>(`FETCH ${BATCH} FROM move_rows`);
      if (batch.length === 0) break;
      await dst.query(
        `INSERT INTO ${quoteIdent(table)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
        [`[${batch.map((row) => row.r).join(',')}]`],
      );
      rows += batch.length;
    }
    await src.exec('CLOSE move_rows');
    copied.push({ table, rows });
  }

  for (const table of data) await dst.exec(`ALTER TABLE ${quoteIdent(table)} ENABLE TRIGGER USER`);
  const sequences = await copySequences(src, dst);
  await verify(src, dst, [HISTORY, ...data]);
  const history = await dst.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${HISTORY}`);
  copied.unshift({ table: HISTORY, rows: history[0]!.n });
  log(`Copied ${copied.length} tables and checked every row.`);
  return { tables: copied, sequences };
}

async function copySequences(src: SqlSession, dst: SqlSession): Promise<number> {
  const sequences = await src.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S'`,
  );
  for (const { name } of sequences) {
    const [value] = await src.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text AS last_value, is_called FROM ${quoteIdent(name)}`);
    await dst.query('SELECT setval($1::regclass, $2::bigint, $3)', [`public.${quoteIdent(name)}`, value!.last_value, value!.is_called]);
  }
  return sequences.length;
}

/** Every table's count and checksum on both sides; the history by the migrations it records. */
async function verify(src: SqlSession, dst: SqlSession, tables: string[]): Promise<void> {
  const data = tables.filter((t) => t !== HISTORY);
  const [before, after] = [await fingerprintTables(src, data), await fingerprintTables(dst, data)];
  const differing = data.filter((t) => !same(before.get(t), after.get(t)));
  if (differing.length > 0) {
    const detail = differing.map((t) => `${t}: ${before.get(t)?.rows} rows in the embedded database, ${after.get(t)?.rows} copied`).join('; ');
    throw new Error(`The copy differs from the embedded database, so nothing was committed (${detail}).`);
  }
  const applied = `SELECT migration_name || ' ' || checksum AS m FROM ${HISTORY} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1`;
  const [ours, theirs] = [(await src.query<{ m: string }>(applied)).map((r) => r.m), (await dst.query<{ m: string }>(applied)).map((r) => r.m)];
  if (ours.join('\n') !== theirs.join('\n')) throw new Error('The target’s migration history differs from the embedded database’s, so nothing was committed.');
}

function same(a: TableFingerprint | undefined, b: TableFingerprint | undefined): boolean {
  return a !== undefined && b !== undefined && a.rows === b.rows && a.checksum === b.checksum;
}

/** The migrator's SqlClient on our one target connection. */
function singleConnection(client: pg.Client): SqlClient {
  const session: SqlSession = {
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
  return {
    ...session,
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(session);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    // node-postgres caches no types: nothing to reload after the migrations.
    async reloadTypes() {},
  };
}
