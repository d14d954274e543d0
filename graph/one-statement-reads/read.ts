// Reads through one SQL statement where Prisma would send one per relation and map every row in
// its interpreter: the hot lists (staff queues, My reservations, node lookups) hand their
// plugin-prisma query here. What the compiler does not translate is read through Prisma as before,
// so a new kind of selection is never wrong, at worst slower; `fallbacks` counts those reads.
import type { Database } from '../db.ts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type PrismaTypes from '../generated/pothos-types.ts';
import { compileFindMany, type ReadArgs, type RowShape } from './compile.ts';
import { modelTables, UnsupportedRead } from './models.ts';

export type { ReadArgs } from './compile.ts';

/** Reads that fell back to Prisma since start, by model (for tests and /metrics). */
export const fallbacks = new Map<string, number>();

/** A model's row as Prisma answers it (its scalars; the relations the arguments include come with it). */
type Row<M extends keyof PrismaTypes> = PrismaTypes[M]['Shape'];

type Delegate = { findMany(args: object): Promise<Array<Record<string, unknown>>> };

export interface Reader {
  prisma: PrismaClient;
  db: { sql: Pick<Database['sql'], 'query'> };
}

/**
 * A reader through Prisma's raw query: given a transaction's client, on that transaction's own
 * connection, for a read that must see what the transaction holds (the day's bookings under its lock).
 */
export function rawQueryReader(tx: Prisma.TransactionClient): Reader {
  return {
    prisma: tx as unknown as PrismaClient,
    db: { sql: { query: <T>(text: string, params: unknown[] = []) => tx.$queryRawUnsafe<T[]>(text, ...params) } },
  };
}

/**
 * `prisma[model].findMany(args)`, answered from one statement when the arguments allow it. `model` is
 * the model's name or its client property (`Reservation` or `reservation`).
 */
export async function findManyInOneStatement<M extends keyof PrismaTypes>(reader: Reader, modelOrDelegate: M | Uncapitalize<M>, args: ReadArgs): Promise<Array<Row<M>>> {
  const model = modelOrDelegate.charAt(0).toUpperCase() + modelOrDelegate.slice(1);
  const tables = modelTables(reader.prisma);
  let compiled;
  try {
    if (!tables) throw new UnsupportedRead('no data model');
    compiled = compileFindMany(tables, model, args);
  } catch (error) {
    // A lock Prisma's reads cannot take: a read that must lock is never read without it.
    if (!(error instanceof UnsupportedRead) || args.forUpdate) throw error;
    fallbacks.set(model, (fallbacks.get(model) ?? 0) + 1);
    const delegate = (reader.prisma as unknown as Record<string, Delegate>)[model.charAt(0).toLowerCase() + model.slice(1)]!;
    const { computed: _computed, forUpdate: _forUpdate, ...prismaArgs } = args;
    return (await delegate.findMany(prismaArgs)) as Array<Row<M>>;
  }
  const rows = await reader.db.sql.query<{ j: Record<string, unknown> }>(compiled.text, compiled.params);
  return rows.map((row) => shaped(row.j, compiled.shape)) as Array<Row<M>>;
}

/** The first row `findManyInOneStatement` reads, or null (Prisma's findFirst / findUnique). */
export async function findFirstInOneStatement<M extends keyof PrismaTypes>(reader: Reader, model: M | Uncapitalize<M>, args: ReadArgs): Promise<Row<M> | null> {
  return (await findManyInOneStatement(reader, model, { ...args, take: 1 }))[0] ?? null;
}

/** A row as Prisma answers it: instants as Dates, the same walk under each relation. */
function shaped(row: Record<string, unknown>, shape: RowShape): Record<string, unknown> {
  for (const name of shape.dates) {
    const value = row[name];
    if (typeof value === 'string') row[name] = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  }
  for (const [name, nested] of shape.toOne) if (row[name]) shaped(row[name] as Record<string, unknown>, nested);
  for (const [name, nested] of shape.toMany) for (const item of row[name] as Array<Record<string, unknown>>) shaped(item, nested);
  if ('__id' in row) delete row.__id;
  return row;
}
