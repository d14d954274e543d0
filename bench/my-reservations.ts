// Benchmark (b): latency of the client's My reservations query with 1,000 reservations in the account.
//
// TARGET: p95 ≤ 50 ms for the first page of 20 (GraphQL over HTTP: session check, counts, the page
// with each card's timeline), on both PGlite and PostgreSQL, on the 2-core CI machine. The page is
// the first thing a client sees after signing in; 50 ms leaves the network and rendering most of a
// 200 ms budget.
//
//   node --import tsx bench/my-reservations.ts            (PostgreSQL at TEST_POSTGRES_URL or local)
import type { TestDbKind } from '../graph/testing/db.ts';
import { approvedClients, benchServer, ms, MY_RESERVATIONS, printTable, seedReservations, summarise, verdict } from './lib.ts';

const RESERVATIONS = 1000;
const WARM_UP = 30;
const SAMPLES = 300;
const clock = new Date('2026-09-01T06:00:00Z');

async function measure(kind: TestDbKind) {
  const server = await benchServer(kind, () => clock);
  try {
    const [owner, neighbour] = await approvedClients(server, 2, clock);
    await seedReservations(server, owner!, RESERVATIONS, new Date('2025-01-01T00:00:00Z'));
    // Another busy account in the same tables, so the index has to do its job.
    await seedReservations(server, neighbour!, RESERVATIONS, new Date('2025-01-01T00:00:00Z'));
    const cookie = server.cookieFor('client', owner!);
    const latencies: number[] = [];
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const t0 = performance.now();
      const { body } = await server.graphql<{ viewer: { client: { reservations: { edges: unknown[] } } } }>(MY_RESERVATIONS, { first: 20 }, { cookie });
      const elapsed = performance.now() - t0;
      if (body.errors || body.data?.viewer.client.reservations.edges.length !== 20) throw new Error(JSON.stringify(body.errors ?? body.data));
      if (i >= WARM_UP) latencies.push(elapsed);
    }
    return { kind, ...summarise(latencies) };
  } finally {
    await server.close();
  }
}

const results = [await measure('pglite'), await measure('postgres')];
printTable(`My reservations, first page of 20, ${RESERVATIONS.toLocaleString('en-GB')} reservations in the account (${SAMPLES} sequential requests)`, results.map((r) => ({ database: r.kind, p50: ms(r.p50), p95: ms(r.p95), p99: ms(r.p99), max: ms(r.max) })));
console.log();
for (const r of results) console.log(verdict(r.p95 <= 50, `${r.kind}: target p95 ≤ 50 ms, measured ${ms(r.p95)}`));
