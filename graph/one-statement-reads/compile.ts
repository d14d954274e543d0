// Prisma's read arguments (what plugin-prisma plans from a GraphQL selection: select or include,
// nested relations with where, orderBy, take and skip, relation counts) as one SQL statement. Each
// row and each related row is built by PostgreSQL as JSON (row_to_json), to-many relations as a JSON
// array in their order, so a page and everything under it is one round trip and one parse; the
// shape kept beside the text turns the JSON back into what Prisma would have answered (DateTimes as
// Dates), so the resolvers cannot tell the difference.
import { UnsupportedRead, type ModelTable, type Relation } from './models.ts';

/** How one row's JSON becomes Prisma's object. */
export interface RowShape {
  dates: string[];
  toOne: Array<[string, RowShape]>;
  toMany: Array<[string, RowShape]>;
}

export interface Compiled {
  text: string;
  params: unknown[];
  shape: RowShape;
}

export interface ReadArgs {
  where?: unknown;
  /** Prisma's cursor: the page starts at this row (one unique field), in the order of `orderBy`. */
  cursor?: Record<string, unknown>;
  orderBy?: unknown;
  take?: number;
  skip?: number;
  select?: Record<string, unknown>;
  include?: Record<string, unknown>;
  /**
   * Values Prisma has no words for, computed beside every row of a model wherever it appears in the
   * statement (model → name → SQL, given the row's id column). They come with the row under their
   * name; read through Prisma, they are absent. Top level only: it names models, not relations.
   */
  computed?: Computed;
  /** Locks the rows read (not their relations) until the transaction ends: `FOR UPDATE`. */
  forUpdate?: boolean;
}

export type Computed = Record<string, Record<string, (rowId: string) => string>>;

const KNOWN_ARGS = new Set(['where', 'cursor', 'orderBy', 'take', 'skip', 'select', 'include']);

/** A quoted SQL identifier (names come from Prisma's data model, never from a request). */
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

class Statement {
  params: unknown[] = [];
  private aliases = 0;
  constructor(
    readonly tables: Map<string, ModelTable>,
    private readonly computed: Computed = {},
  ) {}

  /** The computed columns of a row of `table`, as `alias`. */
  computedColumns(table: ModelTable, alias: string): string[] {
    const values = Object.entries(this.computed[table.name] ?? {});
    if (values.length && !table.idColumn) throw new UnsupportedRead('computed without an id');
    return values.map(([name, sql]) => `${sql(`${alias}.${q(table.idColumn!)}`)} AS ${q(name)}`);
  }

  alias(): string {
    this.aliases += 1;
    return `t${this.aliases}`;
  }

  param(value: unknown): string {
    // Sent untyped, so PostgreSQL reads each value as its column's type (a date, an enum, a uuid).
    this.params.push(value instanceof Date ? value.toISOString() : value);
    return `$${this.params.length}`;
  }

  table(model: string): ModelTable {
    const table = this.tables.get(model);
    if (!table) throw new UnsupportedRead(`no table for ${model}`);
    return table;
  }
}

/** The statement reading `model`'s rows that match `args`: one row per result, its JSON in column `j`. */
export function compileFindMany(tables: Map<string, ModelTable>, model: string, args: ReadArgs): Compiled {
  for (const key of Object.keys(args)) if (!KNOWN_ARGS.has(key) && key !== 'computed' && key !== 'forUpdate' && (args as Record<string, unknown>)[key] !== undefined) throw new UnsupportedRead(key);
  const s = new Statement(tables, args.computed);
  const table = s.table(model);
  const alias = s.alias();
  const { json, shape } = rowJson(s, table, alias, args);
  const conditions = [args.where ? whereSql(s, table, alias, args.where) : null, args.cursor ? cursorSql(s, table, alias, args.cursor, args.orderBy) : null].filter(Boolean);
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  const order = orderSql(s, table, alias, args.orderBy) || pageOrder(table, alias, args);
  const text = `SELECT ${json} AS j FROM ${q(table.table)} ${alias}${where}${order ? ` ORDER BY ${order}` : ''}${pageSql(s, args)}${args.forUpdate ? ` FOR UPDATE OF ${alias}` : ''}`;
  return { text, params: s.params, shape };
}

/** Prisma pages without an order by the primary key: so does the statement. */
function pageOrder(table: ModelTable, alias: string, args: ReadArgs, backwards = false): string {
  if (args.take === undefined && !args.skip) return '';
  if (!table.idColumn) throw new UnsupportedRead('a page without an order or an id');
  return `${alias}.${q(table.idColumn)} ${backwards ? 'DESC' : 'ASC'}`;
}

function pageSql(s: Statement, args: ReadArgs): string {
  const take = args.take;
  const skip = args.skip;
  if (take !== undefined && (!Number.isInteger(take) || take < 0)) throw new UnsupportedRead('take');
  if (skip !== undefined && (!Number.isInteger(skip) || skip < 0)) throw new UnsupportedRead('skip');
  return `${take !== undefined ? ` LIMIT ${s.param(take)}` : ''}${skip ? ` OFFSET ${s.param(skip)}` : ''}`;
}

/** The JSON of one row of `table` (as `alias`) with what `args` selects, and its shape. */
function rowJson(s: Statement, table: ModelTable, alias: string, args: ReadArgs | true): { json: string; shape: RowShape } {
  const shape: RowShape = { dates: [], toOne: [], toMany: [] };
  const columns: string[] = s.computedColumns(table, alias);
  const select = args === true ? undefined : args.select;
  const include = args === true ? undefined : args.include;
  if (select && include) throw new UnsupportedRead('select and include');
  if (!select && table.untranslatable) throw new UnsupportedRead(`every column of ${table.name}`);
  const scalars = select ? Object.keys(select).filter((key) => select[key] && key !== '_count') : table.scalars.map((c) => c.name);
  const relations = Object.entries(select ?? include ?? {}).filter(([key, value]) => {
    if (!value || key === '_count') return Boolean(value);
    const field = table.fields.get(key);
    if (!field) throw new UnsupportedRead(`${table.name}.${key}`);
    return field.kind === 'relation';
  });
  for (const name of scalars) {
    const field = table.fields.get(name);
    if (!field) throw new UnsupportedRead(`${table.name}.${name}`);
    if (field.kind !== 'scalar') continue;
    columns.push(`${alias}.${q(field.column)} AS ${q(name)}`);
    if (field.isDate) shape.dates.push(name);
  }
  for (const [name, value] of relations) {
    if (name === '_count') {
      columns.push(`${countJson(s, table, alias, value)} AS ${q('_count')}`);
      continue;
    }
    const relation = table.fields.get(name) as Relation;
    const nested = relationArgs(value);
    const { sql, shape: nestedShape } = relation.isList ? manyJson(s, relation, alias, nested) : oneJson(s, relation, alias, nested);
    columns.push(`${sql} AS ${q(name)}`);
    (relation.isList ? shape.toMany : shape.toOne).push([name, nestedShape]);
  }
  if (columns.length === 0) columns.push(`1 AS ${q('__id')}`);
  return { json: `(SELECT row_to_json(r) FROM (SELECT ${columns.join(', ')}) r)`, shape };
}

function relationArgs(value: unknown): ReadArgs | true {
  if (value === true) return true;
  if (!value || typeof value !== 'object') throw new UnsupportedRead('relation arguments');
  for (const key of Object.keys(value)) if (!KNOWN_ARGS.has(key) && (value as Record<string, unknown>)[key] !== undefined) throw new UnsupportedRead(key);
  return value;
}

const joinOn = (relation: Relation, related: string, parent: string) => `${related}.${q(relation.relatedColumn)} = ${parent}.${q(relation.parentColumn)}`;

function oneJson(s: Statement, relation: Relation, parent: string, args: ReadArgs | true): { sql: string; shape: RowShape } {
  if (args !== true && (args.where || args.cursor || args.orderBy || args.take !== undefined || args.skip)) throw new UnsupportedRead('filtered to-one relation');
  const table = s.table(relation.model);
  const alias = s.alias();
  const { json, shape } = rowJson(s, table, alias, args);
  return { sql: `(SELECT ${json} FROM ${q(table.table)} ${alias} WHERE ${joinOn(relation, alias, parent)})`, shape };
}

function manyJson(s: Statement, relation: Relation, parent: string, args: ReadArgs | true): { sql: string; shape: RowShape } {
  const table = s.table(relation.model);
  const alias = s.alias();
  const { json, shape } = rowJson(s, table, alias, args);
  const nested = args === true ? {} : args;
  // A negative take is the last rows of the order (a conversation's newest messages), answered in
  // that order: read in the reverse order, then put back.
  const backwards = nested.take !== undefined && nested.take < 0;
  if (backwards && nested.cursor) throw new UnsupportedRead('a cursor with a negative take');
  const page = backwards ? { ...nested, take: -nested.take! } : nested;
  const where = `${nested.where ? ` AND ${whereSql(s, table, alias, nested.where)}` : ''}${nested.cursor ? ` AND ${cursorSql(s, table, alias, nested.cursor, nested.orderBy)}` : ''}`;
  const order = orderSql(s, table, alias, nested.orderBy, backwards) || pageOrder(table, alias, nested, backwards);
  // The position travels with each element, so the array keeps the relation's order.
  const rows = `SELECT ${json} AS j, row_number() OVER (${order ? `ORDER BY ${order}` : ''}) AS o FROM ${q(table.table)} ${alias} WHERE ${joinOn(relation, alias, parent)}${where}${order ? ` ORDER BY ${order}` : ''}${pageSql(s, page)}`;
  return { sql: `(SELECT coalesce(json_agg(x.j ORDER BY x.o${backwards ? ' DESC' : ''}), '[]'::json) FROM (${rows}) x)`, shape };
}

function countJson(s: Statement, table: ModelTable, parent: string, value: unknown): string {
  // `_count: true` counts every list relation, some of which may not be translated: left to Prisma.
  const select = value === true ? undefined : (value as { select?: Record<string, unknown> })?.select;
  if (!select || typeof select !== 'object') throw new UnsupportedRead('_count');
  const counts = Object.entries(select).filter(([, wanted]) => wanted).map(([name, wanted]) => {
    const relation = table.fields.get(name);
    if (!relation || relation.kind !== 'relation' || !relation.isList) throw new UnsupportedRead(`_count.${name}`);
    const related = s.table(relation.model);
    const alias = s.alias();
    const filter = wanted !== true ? (wanted as { where?: unknown }).where : undefined;
    const where = filter ? ` AND ${whereSql(s, related, alias, filter)}` : '';
    return `(SELECT count(*)::int FROM ${q(related.table)} ${alias} WHERE ${joinOn(relation, alias, parent)}${where}) AS ${q(name)}`;
  });
  return `(SELECT row_to_json(c) FROM (SELECT ${counts.join(', ') || '1 AS "_"'}) c)`;
}

function orderSql(s: Statement, table: ModelTable, alias: string, orderBy: unknown, backwards = false): string {
  if (orderBy === undefined || orderBy === null) return '';
  const entries = (Array.isArray(orderBy) ? orderBy : [orderBy]).flatMap((item) => Object.entries(item as Record<string, unknown>));
  return entries
    .map(([name, direction]) => {
      const field = table.fields.get(name);
      if (field?.kind === 'scalar') return `${alias}.${q(field.column)} ${directionSql(direction, backwards)}`;
      if (field?.kind === 'relation' && !field.isList && direction && typeof direction === 'object') {
        // Ordered by a column of a to-one relation: that column, read beside the row.
        const related = s.table(field.model);
        const inner = s.alias();
        const [column, innerDirection] = Object.entries(direction as Record<string, unknown>)[0] ?? [];
        const target = column ? related.fields.get(column) : undefined;
        if (!target || target.kind !== 'scalar' || Object.keys(direction).length !== 1) throw new UnsupportedRead(`orderBy ${name}`);
        return `(SELECT ${inner}.${q(target.column)} FROM ${q(related.table)} ${inner} WHERE ${joinOn(field, inner, alias)}) ${directionSql(innerDirection, backwards)}`;
      }
      throw new UnsupportedRead(`orderBy ${name}`);
    })
    .join(', ');
}

/**
 * Rows from the cursor's row on, in the page's order (the cursor's row included; Prisma's callers
 * skip it): for an order (a, b) ascending, a > a₀, or a = a₀ and b ≥ b₀, with a₀ and b₀ read from
 * the cursor's row. A cursor that names no row matches nothing, as in Prisma.
 */
function cursorSql(s: Statement, table: ModelTable, alias: string, cursor: Record<string, unknown>, orderBy: unknown): string {
  const keys = Object.entries(cursor).filter(([, value]) => value !== undefined);
  const key = keys.length === 1 ? table.fields.get(keys[0]![0]) : undefined;
  if (!key || key.kind !== 'scalar' || keys[0]![1] === null || typeof keys[0]![1] === 'object') throw new UnsupportedRead('cursor');
  const order = (Array.isArray(orderBy) ? orderBy : orderBy ? [orderBy] : []).flatMap((item) => Object.entries(item as Record<string, unknown>));
  if (!order.length) throw new UnsupportedRead('cursor without order');
  const columns = order.map(([name, direction]) => {
    const field = table.fields.get(name);
    if (!field || field.kind !== 'scalar' || !field.required || (direction !== 'asc' && direction !== 'desc')) throw new UnsupportedRead(`cursor order ${name}`);
    return { column: `${alias}.${q(field.column)}`, at: `(SELECT c.${q(field.column)} FROM ${q(table.table)} c WHERE c.${q(key.column)} = ${s.param(keys[0]![1])})`, after: direction === 'asc' ? '>' : '<' };
  });
  const alternatives = columns.map((column, i) => [...columns.slice(0, i).map((before) => `${before.column} = ${before.at}`), `${column.column} ${column.after} ${column.at}`].join(' AND '));
  alternatives.push(columns.map((column) => `${column.column} = ${column.at}`).join(' AND '));
  return `(${alternatives.map((alternative) => `(${alternative})`).join(' OR ')})`;
}

/** The direction, or (backwards) its exact reverse: PostgreSQL's ASC puts NULLs last and DESC first, so flipping one flips both. */
function directionSql(direction: unknown, backwards = false): string {
  // Prisma puts NULLs last when ascending and first when descending, as PostgreSQL does.
  if (direction === 'asc') return backwards ? 'DESC' : 'ASC';
  if (direction === 'desc') return backwards ? 'ASC' : 'DESC';
  if (direction && typeof direction === 'object') {
    const { sort, nulls, ...rest } = direction as { sort?: unknown; nulls?: unknown };
    if (Object.keys(rest).length || (nulls !== undefined && nulls !== 'first' && nulls !== 'last')) throw new UnsupportedRead('order direction');
    return `${directionSql(sort, backwards)}${nulls ? ` NULLS ${(nulls === 'first') !== backwards ? 'FIRST' : 'LAST'}` : ''}`;
  }
  throw new UnsupportedRead('order direction');
}

const OPERATORS: Record<string, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };

function whereSql(s: Statement, table: ModelTable, alias: string, where: unknown): string {
  if (!where || typeof where !== 'object' || Array.isArray(where) || Object.getPrototypeOf(where) !== Object.prototype) throw new UnsupportedRead('where');
  const parts: string[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'AND' || key === 'OR' || key === 'NOT') {
      const list = (Array.isArray(value) ? value : [value]).map((item) => whereSql(s, table, alias, item));
      if (key === 'AND') parts.push(list.length ? `(${list.join(' AND ')})` : 'TRUE');
      else if (key === 'OR') parts.push(list.length ? `(${list.join(' OR ')})` : 'FALSE');
      // Prisma negates each of NOT's conditions: none of them holds.
      else parts.push(list.length ? list.map((condition) => `NOT (${condition})`).join(' AND ') : 'TRUE');
      continue;
    }
    const field = table.fields.get(key);
    if (!field) throw new UnsupportedRead(`where ${table.name}.${key}`);
    if (field.kind === 'relation') {
      parts.push(relationFilterSql(s, field, alias, value));
      continue;
    }
    if (!field.plainFilters) throw new UnsupportedRead(`filter on ${table.name}.${key}`);
    parts.push(scalarFilterSql(s, `${alias}.${q(field.column)}`, value));
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

function scalarFilterSql(s: Statement, column: string, value: unknown): string {
  if (value === null) return `${column} IS NULL`;
  if (typeof value !== 'object' || value instanceof Date) return `${column} = ${s.param(value)}`;
  // Prisma's null markers (DbNull and the like) and other class instances are not filters it spells out.
  if (Object.getPrototypeOf(value) !== Object.prototype) throw new UnsupportedRead('filter value');
  const parts: string[] = [];
  for (const [op, operand] of Object.entries(value as Record<string, unknown>)) {
    if (operand === undefined) continue;
    if (op === 'equals') parts.push(scalarFilterSql(s, column, operand));
    else if (op === 'not') parts.push(operand === null ? `${column} IS NOT NULL` : `NOT (${scalarFilterSql(s, column, operand)})`);
    else if (op === 'in' || op === 'notIn') {
      if (!Array.isArray(operand)) throw new UnsupportedRead(op);
      if (operand.length === 0) parts.push(op === 'in' ? 'FALSE' : 'TRUE');
      else parts.push(`${column} ${op === 'in' ? 'IN' : 'NOT IN'} (${operand.map((item) => s.param(item)).join(', ')})`);
    } else if (OPERATORS[op]) {
      if (operand === null) throw new UnsupportedRead(op);
      parts.push(`${column} ${OPERATORS[op]} ${s.param(operand)}`);
    } else throw new UnsupportedRead(`filter ${op}`);
  }
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
}

function relationFilterSql(s: Statement, relation: Relation, parent: string, value: unknown): string {
  if (!value || typeof value !== 'object') throw new UnsupportedRead('relation filter');
  const table = s.table(relation.model);
  const exists = (where: unknown, negate: boolean) => {
    const alias = s.alias();
    const filter = where && Object.keys(where).length ? ` AND ${whereSql(s, table, alias, where)}` : '';
    return `${negate ? 'NOT ' : ''}EXISTS (SELECT 1 FROM ${q(table.table)} ${alias} WHERE ${joinOn(relation, alias, parent)}${filter})`;
  };
  const entries = Object.entries(value as Record<string, unknown>).filter(([, operand]) => operand !== undefined);
  if (!entries.length) return 'TRUE';
  if (relation.isList) {
    return entries
      .map(([op, operand]) => {
        if (op === 'some') return exists(operand, false);
        if (op === 'none') return exists(operand, true);
        throw new UnsupportedRead(`relation filter ${op}`);
      })
      .join(' AND ') || 'TRUE';
  }
  if (entries.length === 1 && entries[0]![0] === 'is') return entries[0]![1] === null ? exists({}, true) : exists(entries[0]![1], false);
  if (entries.length === 1 && entries[0]![0] === 'isNot') return entries[0]![1] === null ? exists({}, false) : exists(entries[0]![1], true);
  // A to-one relation filtered directly by its fields.
  return exists(value, false);
}
