// Schema drift detection: what the migrations built (introspected from pg_catalog) against what
// schema.prisma's models require (from its DMMF), reduced to one comparable shape. Only the
// PostgreSQL features this project's schema can express are modelled: enums, tables, columns
// (type, nullability, default), primary keys, unique and plain indexes (column order, DESC, method,
// partial predicate) and foreign keys (columns, target, ON DELETE / ON UPDATE).
//
// Constraint and index names follow Prisma's defaults (<table>_pkey, <table>_<columns>_key / _idx /
// _fkey, truncated to PostgreSQL's 63 characters) unless the schema maps them; the DMMF carries no
// mapped foreign key names, so `@relation(map: ...)` would show up here as a difference.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type * as SchemaEngineGlue from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SqlSession } from '../db.ts';

export interface ColumnShape {
  /** Canonical type: text, integer, uuid, jsonb, date, timestamptz(3), timestamp(3), enum:Name, ...[] */
  type: string;
  nullable: boolean;
  /** Canonical default expression, null when there is none. */
  default: string | null;
}

export interface IndexShape {
  name: string;
  unique: boolean;
  /** Column names in key order, with " DESC" appended for descending keys. */
  columns: string[];
  method: string;
  /** The WHERE clause of a partial index. */
  predicate: string | null;
}

export interface ForeignKeyShape {
  name: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

export type ReferentialAction = 'CASCADE' | 'RESTRICT' | 'NO ACTION' | 'SET NULL' | 'SET DEFAULT';

export interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: { name: string; columns: string[] } | null;
  /** Unique and plain indexes; the primary key's index is in primaryKey. */
  indexes: IndexShape[];
  foreignKeys: ForeignKeyShape[];
}

export interface SchemaShape {
  enums: Record<string, string[]>;
  tables: Record<string, TableShape>;
}

// ---------------------------------------------------------------------------------------------
// The database side

/** Tables that belong to the tooling, not to the data model. */
const IGNORED_TABLES = new Set(['_prisma_migrations']);

export async function introspectDatabase(sql: Pick<SqlSession, 'query'>): Promise<SchemaShape> {
  const shape: SchemaShape = { enums: {}, tables: {} };

  const enums = await sql.query<{ name: string; value: string }>(`
    SELECT t.typname AS name, e.enumlabel AS value
    FROM pg_type t
    JOIN pg_enum e ON e.enumtypid = t.oid
    JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = current_schema()
    ORDER BY t.typname, e.enumsortorder`);
  for (const { name, value } of enums) (shape.enums[name] ??= []).push(value);

  const columns = await sql.query<{
    table_name: string;
    column_name: string;
    not_null: boolean;
    formatted: string;
    type_kind: string;
    type_name: string;
    elem_kind: string | null;
    elem_name: string | null;
    default_expr: string | null;
  }>(`
    SELECT c.relname AS table_name, a.attname AS column_name, a.attnotnull AS not_null,
           format_type(a.atttypid, a.atttypmod) AS formatted,
           t.typtype::text AS type_kind, t.typname AS type_name,
           et.typtype::text AS elem_kind, et.typname AS elem_name,
           pg_get_expr(d.adbin, d.adrelid) AS default_expr
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`);
  const table = (name: string): TableShape =>
    (shape.tables[name] ??= { columns: {}, primaryKey: null, indexes: [], foreignKeys: [] });
  for (const col of columns) {
    if (IGNORED_TABLES.has(col.table_name)) continue;
    let type: string;
    if (col.type_kind === 'e') type = `enum:${col.type_name}`;
    else if (col.elem_kind === 'e') type = `enum:${col.elem_name}[]`;
    else type = canonicalPgType(col.formatted);
    table(col.table_name).columns[col.column_name] = {
      type,
      nullable: !col.not_null,
      default: canonicalDefault(col.default_expr),
    };
  }

  const indexColumns = await sql.query<{
    table_name: string;
    index_name: string;
    is_unique: boolean;
    is_primary: boolean;
    method: string;
    predicate: string | null;
    column_name: string;
    descending: boolean;
  }>(`
    SELECT tc.relname AS table_name, ic.relname AS index_name, x.indisunique AS is_unique,
           x.indisprimary AS is_primary, am.amname AS method,
           pg_get_expr(x.indpred, x.indrelid) AS predicate,
           COALESCE(a.attname, pg_get_indexdef(x.indexrelid, k.ord, true)) AS column_name,
           (x.indoption[k.ord - 1] & 1) = 1 AS descending
    FROM pg_index x
    JOIN pg_class ic ON ic.oid = x.indexrelid
    JOIN pg_class tc ON tc.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = tc.relnamespace
    JOIN pg_am am ON am.oid = ic.relam
    CROSS JOIN LATERAL generate_series(1, x.indnkeyatts::int) AS k(ord)
    LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[k.ord - 1] AND x.indkey[k.ord - 1] <> 0
    WHERE n.nspname = current_schema() AND tc.relkind IN ('r', 'p')
    ORDER BY tc.relname, ic.relname, k.ord`);
  const indexes = new Map<string, IndexShape & { table: string; primary: boolean }>();
  for (const row of indexColumns) {
    if (IGNORED_TABLES.has(row.table_name)) continue;
    const key = `${row.table_name}.${row.index_name}`;
    let index = indexes.get(key);
    if (!index) {
      index = {
        table: row.table_name,
        primary: row.is_primary,
        name: row.index_name,
        unique: row.is_unique,
        columns: [],
        method: row.method,
        predicate: row.predicate,
      };
      indexes.set(key, index);
    }
    index.columns.push(row.descending ? `${row.column_name} DESC` : row.column_name);
  }
  for (const { table: tableName, primary, ...index } of indexes.values()) {
    if (primary) table(tableName).primaryKey = { name: index.name, columns: index.columns };
    else table(tableName).indexes.push(index);
  }

  const foreignKeys = await sql.query<{
    table_name: string;
    name: string;
    columns: string[];
    referenced_table: string;
    referenced_columns: string[];
    on_delete: string;
    on_update: string;
  }>(`
    SELECT tc.relname AS table_name, con.conname AS name, rc.relname AS referenced_table,
           ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS u(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = u.attnum ORDER BY u.ord) AS columns,
           ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS u(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = u.attnum ORDER BY u.ord) AS referenced_columns,
           con.confdeltype::text AS on_delete, con.confupdtype::text AS on_update
    FROM pg_constraint con
    JOIN pg_class tc ON tc.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = tc.relnamespace
    JOIN pg_class rc ON rc.oid = con.confrelid
    WHERE con.contype = 'f' AND n.nspname = current_schema()
    ORDER BY tc.relname, con.conname`);
  for (const fk of foreignKeys) {
    if (IGNORED_TABLES.has(fk.table_name)) continue;
    table(fk.table_name).foreignKeys.push({
      name: fk.name,
      columns: fk.columns,
      referencedTable: fk.referenced_table,
      referencedColumns: fk.referenced_columns,
      onDelete: PG_ACTIONS[fk.on_delete] ?? (fk.on_delete as ReferentialAction),
      onUpdate: PG_ACTIONS[fk.on_update] ?? (fk.on_update as ReferentialAction),
    });
  }
  return shape;
}

const PG_ACTIONS: Record<string, ReferentialAction> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

/** format_type() output → the spelling used on the schema side. */
export function canonicalPgType(formatted: string): string {
  const array = formatted.endsWith('[]');
  let t = array ? formatted.slice(0, -2) : formatted;
  t = t
    .replace(/^timestamp(\(\d+\))? with time zone$/, 'timestamptz$1')
    .replace(/^timestamp(\(\d+\))? without time zone$/, 'timestamp$1')
    .replace(/^time(\(\d+\))? with time zone$/, 'timetz$1')
    .replace(/^time(\(\d+\))? without time zone$/, 'time$1')
    .replace(/^character varying/, 'varchar')
    .replace(/^character(\(\d+\))?$/, 'char$1')
    .replace(/^bit varying/, 'varbit');
  return array ? `${t}[]` : t;
}

const NUMERIC_CASTS = /^(integer|bigint|smallint|numeric(\(\d+,\s*\d+\))?|double precision|real)$/;

/**
 * A column default as PostgreSQL prints it → the spelling derived from the schema: casts that
 * PostgreSQL adds to literals are dropped ('en'::"Language" → 'en', '-1'::integer → -1), now() and
 * CURRENT_TIMESTAMP are one thing (as they are to Prisma), sequences lose their ::regclass.
 */
export function canonicalDefault(expr: string | null): string | null {
  if (expr === null) return null;
  let e = expr.trim();
  const sequence = /^nextval\('"?(.+?)"?'::regclass\)$/.exec(e);
  if (sequence) return `nextval('${sequence[1]}')`;
  let lastCast: string | null = null;
  for (;;) {
    const cast = /^(.*)::("[^"]+"|[a-z_][a-z0-9_ ]*(?:\(\d+(?:,\s*\d+)?\))?)(\[\])?$/is.exec(e);
    if (!cast || cast[1] === undefined || cast[2] === undefined) break;
    e = cast[1];
    lastCast = cast[2];
  }
  if (/^\(-?\d+(\.\d+)?\)$/.test(e)) e = e.slice(1, -1);
  if (lastCast && NUMERIC_CASTS.test(lastCast) && /^'-?\d+(\.\d+)?'$/.test(e)) e = e.slice(1, -1);
  if (/^now\(\)$/i.test(e) || /^current_timestamp$/i.test(e)) return 'CURRENT_TIMESTAMP';
  return e;
}

// ---------------------------------------------------------------------------------------------
// The schema side

/** The part of Prisma's DMMF datamodel (getDMMF().datamodel) this module reads. */
export interface DatamodelInput {
  readonly models: readonly DmmfModel[];
  readonly enums: readonly {
    readonly name: string;
    readonly dbName?: string | null;
    readonly values: readonly { readonly name: string; readonly dbName: string | null }[];
  }[];
  readonly indexes: readonly {
    readonly model: string;
    readonly type: 'id' | 'normal' | 'unique' | 'fulltext';
    readonly dbName?: string;
    readonly algorithm?: string;
    readonly fields: readonly { readonly name: string; readonly sortOrder?: 'asc' | 'desc' }[];
  }[];
}

interface DmmfModel {
  readonly name: string;
  readonly dbName: string | null;
  readonly fields: readonly DmmfField[];
  readonly primaryKey: { readonly fields: readonly string[] } | null;
}

interface DmmfField {
  readonly name: string;
  readonly dbName?: string | null;
  readonly kind: 'scalar' | 'object' | 'enum' | 'unsupported';
  readonly type: string;
  readonly isList: boolean;
  readonly isRequired: boolean;
  readonly isId: boolean;
  readonly isUpdatedAt?: boolean;
  readonly nativeType?: readonly [string, readonly string[]] | null;
  readonly default?: unknown;
  readonly relationFromFields?: readonly string[];
  readonly relationToFields?: readonly string[];
  readonly relationOnDelete?: string;
  readonly relationOnUpdate?: string;
}

/** PostgreSQL's identifier limit, which Prisma's default names respect by truncating. */
const MAX_IDENTIFIER = 63;

/** Prisma's default constraint names (prisma-engines ConstraintNames). */
export function defaultConstraintName(table: string, columns: readonly string[], suffix: '_pkey' | '_key' | '_idx' | '_fkey'): string {
  let base = suffix === '_pkey' ? table : `${table}_${columns.join('_')}`;
  if (base.length >= MAX_IDENTIFIER - suffix.length) base = base.slice(0, MAX_IDENTIFIER - suffix.length);
  return base + suffix;
}

const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Decimal: 'numeric(65,30)',
  Boolean: 'boolean',
  DateTime: 'timestamp(3)',
  Json: 'jsonb',
  Bytes: 'bytea',
};

/** @db.X attributes → canonical type; the argument, if any, is appended as "(args)". */
const NATIVE_TYPES: Record<string, string> = {
  Text: 'text',
  VarChar: 'varchar',
  Char: 'char',
  Uuid: 'uuid',
  Integer: 'integer',
  SmallInt: 'smallint',
  BigInt: 'bigint',
  Oid: 'oid',
  DoublePrecision: 'double precision',
  Real: 'real',
  Decimal: 'numeric',
  Money: 'money',
  Boolean: 'boolean',
  Date: 'date',
  Timestamp: 'timestamp',
  Timestamptz: 'timestamptz',
  Time: 'time',
  Timetz: 'timetz',
  Json: 'json',
  JsonB: 'jsonb',
  ByteA: 'bytea',
  Xml: 'xml',
  Inet: 'inet',
  Citext: 'citext',
  Bit: 'bit',
  VarBit: 'varbit',
};

function columnName(field: DmmfField): string {
  return field.dbName ?? field.name;
}

function expectedType(field: DmmfField, enumNames: Map<string, string>): string {
  let type: string;
  if (field.kind === 'enum') {
    type = `enum:${enumNames.get(field.type) ?? field.type}`;
  } else if (field.nativeType) {
    const [name, args] = field.nativeType;
    const base = NATIVE_TYPES[name] ?? name.toLowerCase();
    type = args.length ? `${base}(${args.join(',')})` : base;
  } else {
    type = SCALAR_TYPES[field.type] ?? `unknown:${field.type}`;
  }
  return field.isList ? `${type}[]` : type;
}

const NUMERIC_SCALARS = new Set(['Int', 'BigInt', 'Float', 'Decimal']);

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function expectedDefault(field: DmmfField, table: string): string | null {
  // @updatedAt and the client-side generators (uuid(), cuid(), nanoid(), ulid()) have no DB default.
  if (field.isUpdatedAt || field.default === undefined) return null;
  const value = field.default;
  // BigInt and Decimal defaults arrive as strings but are written as numbers.
  if (typeof value === 'string' && NUMERIC_SCALARS.has(field.type) && /^-?\d+(\.\d+)?$/.test(value)) return value;
  if (typeof value === 'string') return quoteLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `ARRAY[${value.map((v) => (typeof v === 'string' ? quoteLiteral(v) : String(v))).join(', ')}]`;
  const fn = value as { name: string; args: readonly unknown[] };
  switch (fn.name) {
    case 'now':
      return 'CURRENT_TIMESTAMP';
    case 'autoincrement':
      return `nextval('${table}_${columnName(field)}_seq')`;
    case 'dbgenerated':
      return typeof fn.args[0] === 'string' ? canonicalDefault(fn.args[0]) : null;
    default:
      return null;
  }
}

export function expectedSchema(datamodel: DatamodelInput): SchemaShape {
  const shape: SchemaShape = { enums: {}, tables: {} };
  const enumNames = new Map(datamodel.enums.map((e) => [e.name, e.dbName ?? e.name]));
  for (const e of datamodel.enums) shape.enums[e.dbName ?? e.name] = e.values.map((v) => v.dbName ?? v.name);

  const tableOf = new Map(datamodel.models.map((m) => [m.name, m.dbName ?? m.name]));
  for (const model of datamodel.models) {
    const tableName = model.dbName ?? model.name;
    const fieldColumn = (name: string): string => {
      const field = model.fields.find((f) => f.name === name);
      return field ? columnName(field) : name;
    };
    const table: TableShape = { columns: {}, primaryKey: null, indexes: [], foreignKeys: [] };
    for (const field of model.fields) {
      if (field.kind === 'object') continue;
      table.columns[columnName(field)] = {
        type: expectedType(field, enumNames),
        // Prisma never writes NOT NULL on scalar lists, even "required" ones.
        nullable: field.isList || (!field.isRequired && !field.isId),
        default: expectedDefault(field, tableName),
      };
    }

    for (const index of datamodel.indexes) {
      if (index.model !== model.name || index.type === 'fulltext') continue;
      const columns = index.fields.map((f) => fieldColumn(f.name));
      const keyed = index.fields.map((f, i) => (f.sortOrder === 'desc' ? `${columns[i]} DESC` : columns[i]!));
      if (index.type === 'id') {
        table.primaryKey = { name: index.dbName ?? defaultConstraintName(tableName, columns, '_pkey'), columns: keyed };
      } else {
        table.indexes.push({
          name: index.dbName ?? defaultConstraintName(tableName, columns, index.type === 'unique' ? '_key' : '_idx'),
          unique: index.type === 'unique',
          columns: keyed,
          method: (index.algorithm ?? 'btree').toLowerCase(),
          predicate: null,
        });
      }
    }
    // Older DMMFs list @id only on the model or the field, not in `indexes`.
    if (!table.primaryKey) {
      const idFields = model.primaryKey?.fields ?? model.fields.filter((f) => f.isId).map((f) => f.name);
      if (idFields.length) {
        const columns = idFields.map(fieldColumn);
        table.primaryKey = { name: defaultConstraintName(tableName, columns, '_pkey'), columns };
      }
    }

    for (const field of model.fields) {
      if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
      const target = datamodel.models.find((m) => m.name === field.type);
      const columns = field.relationFromFields.map(fieldColumn);
      const referencedColumns = (field.relationToFields ?? []).map((name) => {
        const f = target?.fields.find((tf) => tf.name === name);
        return f ? columnName(f) : name;
      });
      // Prisma's defaults: SetNull when every FK column is optional, otherwise Restrict; updates cascade.
      const optional = field.relationFromFields.every((name) => !model.fields.find((f) => f.name === name)?.isRequired);
      table.foreignKeys.push({
        name: defaultConstraintName(tableName, columns, '_fkey'),
        columns,
        referencedTable: tableOf.get(field.type) ?? field.type,
        referencedColumns,
        onDelete: prismaAction(field.relationOnDelete ?? (optional ? 'SetNull' : 'Restrict')),
        onUpdate: prismaAction(field.relationOnUpdate ?? 'Cascade'),
      });
    }
    shape.tables[tableName] = table;
  }
  return shape;
}

function prismaAction(action: string): ReferentialAction {
  const actions: Record<string, ReferentialAction> = {
    Cascade: 'CASCADE',
    Restrict: 'RESTRICT',
    NoAction: 'NO ACTION',
    SetNull: 'SET NULL',
    SetDefault: 'SET DEFAULT',
  };
  return actions[action] ?? (action as ReferentialAction);
}

// ---------------------------------------------------------------------------------------------
// The comparison

/** Every difference between the expected and the actual schema, one readable line each. */
export function compareSchemas(expected: SchemaShape, actual: SchemaShape): string[] {
  const out: string[] = [];
  const list = (values: readonly string[]) => `(${values.join(', ')})`;

  for (const [name, values] of Object.entries(expected.enums)) {
    const found = actual.enums[name];
    if (!found) out.push(`enum "${name}" is missing (expected values ${list(values)})`);
    else if (found.join('\u0000') !== values.join('\u0000')) {
      out.push(`enum "${name}" has values ${list(found)}, expected ${list(values)}`);
    }
  }
  for (const name of Object.keys(actual.enums)) {
    if (!expected.enums[name]) out.push(`enum "${name}" exists in the database but not in schema.prisma`);
  }

  for (const [tableName, want] of Object.entries(expected.tables)) {
    const have = actual.tables[tableName];
    if (!have) {
      out.push(`table "${tableName}" is missing`);
      continue;
    }
    const at = (column: string) => `"${tableName}"."${column}"`;
    for (const [column, wantCol] of Object.entries(want.columns)) {
      const haveCol = have.columns[column];
      if (!haveCol) {
        out.push(`column ${at(column)} is missing (expected ${describeColumn(wantCol)})`);
        continue;
      }
      if (haveCol.type !== wantCol.type) out.push(`column ${at(column)} has type ${haveCol.type}, expected ${wantCol.type}`);
      if (haveCol.nullable !== wantCol.nullable) {
        out.push(`column ${at(column)} is ${haveCol.nullable ? 'nullable' : 'NOT NULL'}, expected ${wantCol.nullable ? 'nullable' : 'NOT NULL'}`);
      }
      if (haveCol.default !== wantCol.default) {
        out.push(`column ${at(column)} has default ${haveCol.default ?? '(none)'}, expected ${wantCol.default ?? '(none)'}`);
      }
    }
    for (const column of Object.keys(have.columns)) {
      if (!want.columns[column]) out.push(`column ${at(column)} exists in the database but not in schema.prisma`);
    }

    const pk = (p: TableShape['primaryKey']) => (p ? `${p.name} ${list(p.columns)}` : '(none)');
    if (pk(have.primaryKey) !== pk(want.primaryKey)) {
      out.push(`table "${tableName}" has primary key ${pk(have.primaryKey)}, expected ${pk(want.primaryKey)}`);
    }

    const describeIndex = (i: IndexShape) =>
      `${i.unique ? 'UNIQUE ' : ''}${i.method === 'btree' ? '' : `USING ${i.method} `}${list(i.columns)}${i.predicate ? ` WHERE ${i.predicate}` : ''}`;
    for (const wantIndex of want.indexes) {
      const haveIndex = have.indexes.find((i) => i.name === wantIndex.name);
      if (!haveIndex) out.push(`index "${wantIndex.name}" on "${tableName}" ${describeIndex(wantIndex)} is missing`);
      else if (describeIndex(haveIndex) !== describeIndex(wantIndex)) {
        out.push(`index "${wantIndex.name}" on "${tableName}" is ${describeIndex(haveIndex)}, expected ${describeIndex(wantIndex)}`);
      }
    }
    for (const haveIndex of have.indexes) {
      if (!want.indexes.some((i) => i.name === haveIndex.name)) {
        out.push(`index "${haveIndex.name}" on "${tableName}" ${describeIndex(haveIndex)} exists in the database but not in schema.prisma`);
      }
    }

    const describeFk = (f: ForeignKeyShape) =>
      `${list(f.columns)} REFERENCES "${f.referencedTable}"${list(f.referencedColumns)} ON DELETE ${f.onDelete} ON UPDATE ${f.onUpdate}`;
    for (const wantFk of want.foreignKeys) {
      const haveFk = have.foreignKeys.find((f) => f.name === wantFk.name);
      if (!haveFk) out.push(`foreign key "${wantFk.name}" on "${tableName}" ${describeFk(wantFk)} is missing`);
      else if (describeFk(haveFk) !== describeFk(wantFk)) {
        out.push(`foreign key "${wantFk.name}" on "${tableName}" is ${describeFk(haveFk)}, expected ${describeFk(wantFk)}`);
      }
    }
    for (const haveFk of have.foreignKeys) {
      if (!want.foreignKeys.some((f) => f.name === haveFk.name)) {
        out.push(`foreign key "${haveFk.name}" on "${tableName}" ${describeFk(haveFk)} exists in the database but not in schema.prisma`);
      }
    }
  }
  for (const tableName of Object.keys(actual.tables)) {
    if (!expected.tables[tableName]) out.push(`table "${tableName}" exists in the database but not in schema.prisma`);
  }
  return out;
}

function describeColumn(column: ColumnShape): string {
  return `${column.type}${column.nullable ? '' : ' NOT NULL'}${column.default === null ? '' : ` DEFAULT ${column.default}`}`;
}

/** The failure message for a list of differences. */
export function formatDrift(differences: readonly string[]): string {
  return [
    `The database built by prisma/migrations differs from prisma/schema.prisma in ${differences.length} place(s):`,
    ...differences.map((d) => `  - ${d}`),
    'Write a new migration (prisma/migrations/<timestamp>_<name>/migration.sql) that brings the database to the ' +
      'schema, or fix schema.prisma if the migrations are right. Never edit an applied migration.',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Prisma's own opinion

type SchemaEngineModule = typeof SchemaEngineGlue;
let engineModule: Promise<SchemaEngineModule> | undefined;

/** Prisma's WebAssembly schema engine; the glue module holds one global instance, so load it once. */
function loadSchemaEngine(): Promise<SchemaEngineModule> {
  engineModule ??= (async () => {
    const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasm = fs.readFileSync(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm, { './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return engineModule;
}

/**
 * What `prisma migrate diff --from-migrations <dir> --to-schema <schema> --script` prints, i.e. the
 * migration `prisma migrate dev` would create next: run by Prisma's WebAssembly schema engine,
 * with an in-memory PGlite as the shadow database (the native engine cannot be downloaded here).
 * "-- This is an empty migration." when the migrations already produce the schema.
 */
export async function prismaMigrateDiff(options: {
  schema: string;
  migrationsDir: string;
  /** An empty PGlite to use as the shadow database (the caller closes it); default: a new one. */
  shadow?: PGlite;
}): Promise<string> {
  const [engineGlue, pgliteModule, { PrismaPGlite }, { bindMigrationAwareSqlAdapterFactory }] = await Promise.all([
    loadSchemaEngine(),
    import('@electric-sql/pglite'),
    import('pglite-prisma-adapter'),
    import('@prisma/driver-adapter-utils'),
  ]);
  const dir = options.migrationsDir;
  const migrationDirectories = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8') },
      },
    }));
  const lockPath = path.join(dir, 'migration_lock.toml');
  const shadow = options.shadow ?? (await pgliteModule.PGlite.create());
  try {
    // One fresh PGlite serves as both "main" and shadow database: this diff only reads the shadow.
    const pglite = new PrismaPGlite(shadow);
    const factory = bindMigrationAwareSqlAdapterFactory({
      provider: pglite.provider,
      adapterName: pglite.adapterName,
      connect: () => pglite.connect(),
      connectToShadowDb: () => pglite.connect(),
    });
    const engine = await engineGlue.SchemaEngine.new({ datamodels: [['schema.prisma', options.schema]] }, () => {}, factory);
    try {
      const result = await engine.diff({
        from: {
          tag: 'migrations',
          baseDir: dir,
          lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
          shadowDbInitScript: '',
          migrationDirectories,
        },
        to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: options.schema }] },
        script: true,
        exitCode: null,
        filters: { externalTables: [], externalEnums: [] },
      });
      return result.stdout ?? '';
    } finally {
      engine.free();
    }
  } finally {
    if (!options.shadow) await shadow.close();
  }
}
