// The tables behind Prisma's models, as the one-statement reader needs them: each field's column,
// its kind, and how a relation joins. Prisma's generated data model for Pothos gives the fields,
// lists and foreign keys; the client's runtime data model gives the table and column names
// (@@map/@map), which the generated client keeps only there.
import type { PrismaClient } from '../generated/prisma/client.ts';
import { getDatamodel } from '../generated/pothos-types.ts';

export interface ScalarColumn {
  kind: 'scalar';
  name: string;
  column: string;
  /** DateTime columns (timestamptz and date) come back from JSON as text and are read into Dates. */
  isDate: boolean;
  /** NOT NULL: only such columns order a page read from a cursor. */
  required: boolean;
  /** Json and list columns: their filters (path, has, JSON equality) are left to Prisma. */
  plainFilters: boolean;
}

export interface Relation {
  kind: 'relation';
  name: string;
  model: string;
  isList: boolean;
  /** How a row of the related table belongs to the parent row: `related.<relatedColumn> = parent.<parentColumn>`. */
  relatedColumn: string;
  parentColumn: string;
}

export interface ModelTable {
  name: string;
  table: string;
  /** The single-column primary key (null for a composite one). */
  idColumn: string | null;
  scalars: ScalarColumn[];
  fields: Map<string, ScalarColumn | Relation>;
  /** Columns JSON cannot carry exactly (BigInt, Decimal, Bytes): a read of every column is left to Prisma. */
  untranslatable: boolean;
}

/** Thrown for anything the reader does not translate; callers read through Prisma instead. */
export class UnsupportedRead extends Error {}

interface RuntimeModel {
  dbName: string | null;
  fields: Array<{ name: string; kind: string; dbName?: string | null }>;
}

let cached: Map<string, ModelTable> | null = null;

/** Every model's table, built once from the client's data model (null when the client does not expose it). */
export function modelTables(prisma: PrismaClient): Map<string, ModelTable> | null {
  if (cached) return cached;
  const runtime = (prisma as unknown as { _runtimeDataModel?: { models: Record<string, RuntimeModel> } })._runtimeDataModel?.models;
  if (!runtime) return null;
  const { models } = getDatamodel().datamodel;
  const tables = new Map<string, ModelTable>();
  const columnOf = (model: string, field: string) => {
    const f = runtime[model]?.fields.find((candidate) => candidate.name === field);
    return f ? (f.dbName ?? f.name) : null;
  };
  for (const [name, model] of Object.entries(models)) {
    if (!runtime[name]) continue;
    const idField = model.fields.find((f) => f.isId);
    const table = runtime[name].dbName ?? name;
    const entry: ModelTable = { name, table, idColumn: idField ? columnOf(name, idField.name) : null, scalars: [], fields: new Map(), untranslatable: false };
    for (const field of model.fields) {
      if (field.kind === 'object') {
        const relation = relationOf(models, runtime, name, field, columnOf);
        if (relation) entry.fields.set(field.name, relation);
        continue;
      }
      // Types JSON cannot carry exactly (BigInt, Decimal, Bytes) are left out: asking for them reads through Prisma.
      if (['BigInt', 'Decimal', 'Bytes'].includes(field.type)) {
        entry.untranslatable = true;
        continue;
      }
      const scalar: ScalarColumn = { kind: 'scalar', name: field.name, column: columnOf(name, field.name) ?? field.name, isDate: field.type === 'DateTime', required: field.isRequired, plainFilters: field.type !== 'Json' && !field.isList };
      entry.scalars.push(scalar);
      entry.fields.set(field.name, scalar);
    }
    tables.set(name, entry);
  }
  cached = tables;
  return tables;
}

type Models = ReturnType<typeof getDatamodel>['datamodel']['models'];
type Field = Models[string]['fields'][number];

function relationOf(
  models: Models,
  runtime: Record<string, RuntimeModel>,
  model: string,
  field: Field,
  columnOf: (model: string, field: string) => string | null,
): Relation | null {
  const related = models[field.type];
  const relatedId = related?.fields.find((f) => f.isId);
  const ownId = models[model]!.fields.find((f) => f.isId);
  if (!related || !runtime[field.type]) return null;
  const from = field.relationFromFields ?? [];
  if (from.length === 1) {
    if (!relatedId) return null;
    // The parent row holds the foreign key (every relation here references the other side's id).
    return { kind: 'relation', name: field.name, model: field.type, isList: false, relatedColumn: columnOf(field.type, relatedId.name)!, parentColumn: columnOf(model, from[0]!)! };
  }
  if (from.length > 1 || !ownId) return null;
  // The other end holds the key (on a self-relation, the other field of the same relation).
  const back = related.fields.find((f) => f !== field && f.relationName === field.relationName && (f.relationFromFields?.length ?? 0) === 1);
  if (!back) return null;
  return {
    kind: 'relation',
    name: field.name,
    model: field.type,
    isList: field.isList,
    relatedColumn: columnOf(field.type, back.relationFromFields![0]!)!,
    parentColumn: columnOf(model, ownId.name)!,
  };
}
