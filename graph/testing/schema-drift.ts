// Test helpers that hold a migrated database to schema.prisma. Prisma's schema engine does the
// comparison (tables, columns, types, nullability, defaults, keys, indexes, foreign keys, enum
// values); what it does not look at is checked here: the order of enum values, which PostgreSQL
// sorts enum columns by and which the engine's diff ignores.
import type { PGlite } from '@electric-sql/pglite';
import type { SqlSession } from '../db.ts';
import { schemaEngineDiff } from '../migrate/schema-engine.ts';

/**
 * The SQL that would bring this PGlite database to the schema (`prisma migrate diff
 * --from-config-datasource --to-schema --script`), read through its driver adapter. PGlite only:
 * @prisma/adapter-pg refuses the one-byte "char" columns of the engine's catalog queries.
 */
export async function databaseDiff(pglite: PGlite, schema: string): Promise<string> {
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  // configDir is where the engine would look for SSL files the schema names; ours names none.
  const from = { tag: 'schemaDatasource' as const, files: [{ path: 'schema.prisma', content: schema }], configDir: process.cwd() };
  return schemaEngineDiff(schema, from, new PrismaPGlite(pglite));
}

/** The part of Prisma's DMMF datamodel (getDMMF().datamodel) the enum check reads. */
export interface DatamodelEnums {
  readonly enums: readonly {
    readonly name: string;
    readonly dbName?: string | null;
    readonly values: readonly { readonly name: string; readonly dbName: string | null }[];
  }[];
}

/** Enums whose values the database holds in another order than schema.prisma lists them, one line each. */
export async function enumOrderDifferences(sql: Pick<SqlSession, 'query'>, datamodel: DatamodelEnums): Promise<string[]> {
  const rows = await sql.query<{ name: string; value: string }>(`
    SELECT t.typname AS name, e.enumlabel AS value
    FROM pg_type t
    JOIN pg_enum e ON e.enumtypid = t.oid
    JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = current_schema()
    ORDER BY t.typname, e.enumsortorder`);
  const actual = new Map<string, string[]>();
  for (const { name, value } of rows) actual.set(name, [...(actual.get(name) ?? []), value]);
  const out: string[] = [];
  for (const e of datamodel.enums) {
    const name = e.dbName ?? e.name;
    const expected = e.values.map((v) => v.dbName ?? v.name);
    const found = actual.get(name);
    // A missing or different set of values is the engine's diff to report.
    if (!found || [...found].sort().join('\0') !== [...expected].sort().join('\0')) continue;
    if (found.join('\0') !== expected.join('\0')) out.push(`enum "${name}" has values (${found.join(', ')}), schema.prisma lists (${expected.join(', ')})`);
  }
  return out;
}
