// Benchmark (e): the worst single request the query limits allow, on PostgreSQL.
//
// TARGET: median < 200 ms for each of the heaviest requests the limits let through, as staff (who
// see everything), on the 2-core CI machine: no single request may hold the server. The requests are
// built to sit just under the limits (graph/http/limits.ts, graph/schema/bounds.ts), and the script
// checks that they do, and that one step further is refused:
//   (a) nodes(ids:) with the most ids allowed, each with the richest selection the cost allows;
//   (b) nested connections (reservations → organisation → its reservations → history) at the
//       depth and cost limits;
//   (c) the request that used to hold the process: nodes(ids:) with 20,000 ids, now refused.
//
//   node --import tsx bench/worst-request.ts     (PostgreSQL at TEST_POSTGRES_URL or local)
import { parse } from 'graphql';
import { getSchema } from '../graph/schema/index.ts';
import { measureRequest, QUERY_LIMITS } from '../graph/http/limits.ts';
import { NODES_MAX_IDS } from '../graph/schema/bounds.ts';
import { approvedClients, benchServer, ms, printTable, seedReservations, summarise, verdict } from './lib.ts';

const TARGET_MS = 200;
const WARM_UP = 10;
const SAMPLES = 50;
const clock = new Date('2026-09-01T06:00:00Z');
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

const NODES = `query Worst($ids: [ID!]!) {
  nodes(ids: $ids) {
    id
    ... on Reservation {
      orderNumber type guests seatReservation arrivalAt arrivalDay arrivalLocalTime status staffNote version
      client { id name email }
      history { kind fromStatus toStatus note at }
    }
  }
}`;

/** Outer and inner page sizes are chosen by the script: the largest the cost limit lets through. */
const NESTED = `query Nested($outer: Int!, $inner: Int!) {
  reservations(view: ALL, first: $outer) {
    edges { node {
      id orderNumber status
      client { id name
        reservations(first: $inner) { edges { node { id orderNumber status history { kind note at } } } }
      }
    } }
  }
}`;

const schema = getSchema();
const cost = (query: string, variables: Record<string, unknown>) => measureRequest(schema, parse(query), null, variables);

const server = await benchServer('postgres', () => clock);
try {
  const clients = await approvedClients(server, 20, clock);
  for (const client of clients) await seedReservations(server, client, 100, new Date('2025-01-01T00:00:00Z'));
  const staff = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  const cookie = server.cookieFor('staff', staff.id);
  const rows = await server.services.prisma.reservation.findMany({ select: { id: true }, take: NODES_MAX_IDS, orderBy: { id: 'asc' } });
  const ids = rows.map((row) => globalId('Reservation', row.id));

  // The largest nested pages under the cost limit (outer ≥ inner: the staff list is the wide one).
  let nested = { outer: 1, inner: 1 };
  for (let outer = 1; outer <= 100; outer++) {
    for (let inner = 1; inner <= outer; inner++) {
      const measured = cost(NESTED, { outer, inner });
      if (measured && measured.cost <= QUERY_LIMITS.maxCost && outer * inner > nested.outer * nested.inner) nested = { outer, inner };
    }
  }

  const requests: Array<{ name: string; query: string; variables: Record<string, unknown>; expectRefusal?: string }> = [
    { name: `(a) nodes, ${NODES_MAX_IDS} ids`, query: NODES, variables: { ids } },
    { name: `(a′) nodes, ${NODES_MAX_IDS + 1} ids`, query: NODES, variables: { ids: [...ids, ids[0]] }, expectRefusal: 'LIST_TOO_LONG' },
    { name: `(b) nested ${nested.outer} × ${nested.inner}`, query: NESTED, variables: nested },
    { name: `(b′) nested ${nested.outer + 1} × ${nested.inner}`, query: NESTED, variables: { ...nested, outer: nested.outer + 1 }, expectRefusal: 'QUERY_TOO_COMPLEX' },
    { name: '(c) nodes, 20,000 ids', query: NODES, variables: { ids: Array.from({ length: 20_000 }, (_, i) => ids[i % ids.length]) }, expectRefusal: 'LIST_TOO_LONG' },
  ];

  const results: Array<Record<string, string | number>> = [];
  const verdicts: string[] = [];
  for (const request of requests) {
    const measured = cost(request.query, request.variables);
    const latencies: number[] = [];
    let items = 0;
    for (let i = 0; i < WARM_UP + SAMPLES; i++) {
      const t0 = performance.now();
      const { status, body } = await server.graphql<Record<string, unknown>>(request.query, request.variables, { cookie });
      const elapsed = performance.now() - t0;
      const code = body.errors?.[0]?.extensions?.code;
      if (status !== 200) throw new Error(`${request.name}: HTTP ${status}`);
      if (request.expectRefusal ? code !== request.expectRefusal : body.errors) throw new Error(`${request.name}: ${JSON.stringify(body.errors ?? 'not refused')}`);
      if (i === 0) items = JSON.stringify(body.data ?? {}).length;
      if (i >= WARM_UP) latencies.push(elapsed);
    }
    const { p50, p95, max } = summarise(latencies);
    results.push({
      request: request.name,
      cost: measured ? Math.round(measured.cost) : '—',
      answer: request.expectRefusal ?? `${(items / 1024).toFixed(0)} KB`,
      p50: ms(p50),
      p95: ms(p95),
      max: ms(max),
    });
    verdicts.push(verdict(p50 < TARGET_MS, `${request.name}: target median < ${TARGET_MS} ms, measured ${ms(p50)}`));
  }
  printTable(
    `The worst requests the limits allow, as staff, PostgreSQL (${SAMPLES} sequential requests each; cost limit ${QUERY_LIMITS.maxCost}, depth ${QUERY_LIMITS.maxDepth})`,
    results,
  );
  console.log();
  for (const line of verdicts) console.log(line);
} finally {
  await server.close();
}
