// What a database holds, table by table: the list of tables, their foreign-key order, and per
// table a row count and a checksum of every row, comparable between PGlite and a PostgreSQL server.
// The move to PostgreSQL checks its copy with them; the backup tests compare a restored database.
import type { SqlSession } from '../db.ts';

export interface TableFingerprint {
  rows: number;
  /** md5 over the md5 of each row's text, in the hashes' order: independent of the physical order. */
  checksum: string;
}

/** Ordinary tables of the public schema, by name. */
export async function listTables(sql: SqlSession): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname COLLATE "C"`,
  );
  return rows.map((row) => row.name);
}

/** A table's columns in their order, except generated ones (the target computes those). */
export async function listColumns(sql: SqlSession, table: string): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
export async function foreignKeyOrder(sql: SqlSession, tables: readonly string[]): Promise<string[]> {
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    // A table pointing to itself orders its own rows; PostgreSQL checks those row by row.
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle between ${tables.filter((t) => !placed.has(t)).join(', ')}: no order copies them.`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/**
 * Count and checksum of each table. Row text depends on the session's time zone and output styles:
 * they are fixed for the caller's transaction (SET LOCAL), so both sides of a comparison agree.
 * Run inside a transaction.
 */
export async function fingerprintTables(sql: SqlSession, tables: readonly string[]): Promise<Map<string, TableFingerprint>> {
  await sql.exec(
    "SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'; SET LOCAL extra_float_digits = 1; SET LOCAL bytea_output = 'hex'",
  );
  const result = new Map<string, TableFingerprint>();
  for (const table of tables) {
    const [row] = await sql.query<{ rows: string; checksum: string }>(
      `SELECT count(*)::text AS rows, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS checksum
       FROM (SELECT md5(t::text) AS h FROM ${quoteIdent(table)} t) hashed`,
    );
    result.set(table, { rows: Number(row!.rows), checksum: row!.checksum });
  }
  return result;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
