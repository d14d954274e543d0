// How a database says it holds the demo: one row in `demo_marker`, written before the first record
// of the demo and completed after the last. The demo writes only into a database that is empty or
// already marked; `npm start` on a marked one says it is the demo; the web app says so on every page.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { SqlSession } from '../db.ts';
import { dateToDb, type LocalDate } from '../domain/local-time.ts';

export interface DemoMarker {
  seed: number;
  /** The local day the demo's dates are relative to. */
  generatedOn: LocalDate;
  /** False while (or if interrupted while) it is being generated. */
  complete: boolean;
}

export type DatabaseContents =
  | { kind: 'empty' }
  | ({ kind: 'demo' } & DemoMarker)
  | { kind: 'real'; staff: number; clients: number; reservations: number };

async function tableExists(sql: SqlSession, table: string): Promise<boolean> {
  const [row] = await sql.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS "exists"`, [`public.${table}`]);
  return row?.exists === true;
}

async function markerRow(sql: SqlSession): Promise<DemoMarker | null> {
  if (!(await tableExists(sql, 'demo_marker'))) return null;
  const [row] = await sql.query<{ seed: number; generated_on: string; complete: boolean }>(
    `SELECT seed, to_char(generated_on, 'YYYY-MM-DD') AS generated_on, completed_at IS NOT NULL AS complete FROM demo_marker WHERE id = 1`,
  );
  return row ? { seed: Number(row.seed), generatedOn: row.generated_on, complete: row.complete } : null;
}

/**
 * What a database holds, read with plain SQL so it works before migrations (an empty folder, or an
 * installation at an older version): nothing of Stopover's, the demo, or someone's real data.
 */
export async function inspectDatabase(sql: SqlSession): Promise<DatabaseContents> {
  const marker = await markerRow(sql);
  if (marker) return { kind: 'demo', ...marker };
  const count = async (table: string) => ((await tableExists(sql, table)) ? Number((await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0) : 0);
  const [staff, clients, reservations] = [await count('staff'), await count('organisations'), await count('reservations')];
  // A migrated database nobody has used yet (no manager either) is as good as empty.
  return staff + clients + reservations === 0 ? { kind: 'empty' } : { kind: 'real', staff, clients, reservations };
}

/** The marker, or null for every real installation (and a database not yet migrated this far). */
export async function readDemoMarker(sql: SqlSession): Promise<DemoMarker | null> {
  return markerRow(sql);
}

export async function markDemo(prisma: PrismaClient, seed: number, generatedOn: LocalDate): Promise<void> {
  await prisma.demoMarker.create({ data: { seed, generatedOn: dateToDb(generatedOn) } });
}

export async function completeDemo(prisma: PrismaClient, at: Date): Promise<void> {
  await prisma.demoMarker.update({ where: { id: 1 }, data: { completedAt: at } });
}

/** Whether the app serves the demo (the web app's notice): a marker row exists. */
export async function isDemo(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.demoMarker.count()) > 0;
}
