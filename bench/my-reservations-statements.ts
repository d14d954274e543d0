// Benchmark (c): SQL statements per My reservations request, at page sizes 10 and 100.
//
// TARGET: the count does not grow with the page size (no N+1: each card's timeline comes with the
// page, not one query per card), and stays at 6 or fewer statements per request.
//
// Counted on PostgreSQL at the driver: every statement node-postgres sends for the request,
// including the session check, whatever Prisma or Pothos decide to do. The response cache is off:
// with it, the request after the warm-up is a hit that sends nothing, which says nothing of a read.
//
//   node --import tsx bench/my-reservations-statements.ts
import pg from 'pg';
import { approvedClients, benchServer, MY_RESERVATIONS, printTable, seedReservations, verdict } from './lib.ts';

const TARGET = 6;
const clock = new Date('2026-09-01T06:00:00Z');

// Count (and keep) what every pg client sends, at the one place all statements pass.
const statements: string[] = [];
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countingQuery(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  statements.push((typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').trim());
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

const server = await benchServer('postgres', () => clock, { RESPONSE_CACHE: 'false' });
try {
  const [owner] = await approvedClients(server, 1, clock);
  await seedReservations(server, owner!, 1000, new Date('2025-01-01T00:00:00Z'));
  const cookie = server.cookieFor('client', owner!);

  const rows: Array<Record<string, string | number>> = [];
  const counts: number[] = [];
  let sample: string[] = [];
  for (const first of [10, 100]) {
    await server.graphql(MY_RESERVATIONS, { first }, { cookie }); // warm-up
    statements.length = 0;
    const { body } = await server.graphql<{ viewer: { client: { reservations: { edges: unknown[] } } } }>(MY_RESERVATIONS, { first }, { cookie });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    const nodes = body.data!.viewer.client.reservations.edges.length;
    counts.push(statements.length);
    if (first === 10) sample = [...statements];
    rows.push({ 'page size': first, 'cards returned': nodes, 'SQL statements': statements.length });
  }
  printTable('SQL statements per My reservations request (PostgreSQL, counted at the driver)', rows);
  console.log('\nThe statements at page size 10:');
  for (const text of sample) console.log(`  - ${text.length > 150 ? `${text.slice(0, 150)}…` : text}`);
  console.log(`\n${verdict(counts[0] === counts[1] && counts[1]! <= TARGET, `same count at 10 and 100 (${counts.join(' / ')}), at most ${TARGET}`)}`);
} finally {
  await server.close();
}
