// Staff benchmarks, so that the live queue and the pending list are held to their targets, both
// against one real server on PostgreSQL:
//
// (a) Live queue fan-out. TARGET: with 200 staff subscribers connected (graphql-ws, each its own
//     WebSocket and session), the time from a createReservation mutation being sent to its event
//     arriving at EVERY subscriber: p50 ≤ 100 ms, p95 ≤ 250 ms, over 30 bookings sent one at a time.
// (b) The pending-orders query (50 per page, with organisation details) against a bare
//     `{ __typename }` on the same server, as requests per second with 8 concurrent callers, and
//     their ratio. TARGET: the pending page at least 1/10 of the bare throughput (it does real work:
//     auth, a paged query, a batched organisation load).
//
//   node --import tsx bench/staff-live.ts          (TEST_POSTGRES_URL or the local server)
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { addDays, formatMinute } from '../graph/domain/local-time.ts';
import { CSRF_HEADER } from '../graph/http/csrf.ts';
import { approvedClients, benchServer, ms, printTable, summarise, verdict } from './lib.ts';

const SUBSCRIBERS = 200;
const BOOKINGS = 30;
const CONCURRENCY = 8;
const THROUGHPUT_SECONDS = 8;
const clock = new Date('2026-09-01T06:00:00Z');

const server = await benchServer('postgres', () => clock);
try {
  const prisma = server.services.prisma;
  await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 5000 } });
  const [clientId] = await approvedClients(server, 1, clock);
  const clientCookie = server.cookieFor('client', clientId!, { issuedAt: clock.getTime(), ttlSeconds: 3600 });

  // 200 staff members, each with a session of their own.
  const staffCookies: string[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const staff = await prisma.staff.create({ data: { name: `counter${i}`, email: `counter${i}@stopover.example`, passwordHash: 'not-used' } });
    staffCookies.push(server.cookieFor('staff', staff.id, { issuedAt: clock.getTime(), ttlSeconds: 3600 }));
  }

  // ————— (a) fan-out —————
  const arrivals = new Map<string, number[]>(); // order number → arrival times (ms since origin)
  const clients: Client[] = [];
  let ready = 0;
  await new Promise<void>((resolve, reject) => {
    for (const cookie of staffCookies) {
      class StaffSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie } });
        }
      }
      const client = createClient({ url: `ws://127.0.0.1:${server.port}/graphql`, webSocketImpl: StaffSocket, retryAttempts: 0, lazy: false });
      clients.push(client);
      client.on('connected', () => {
        if (++ready === SUBSCRIBERS) resolve();
      });
      client.subscribe(
        { query: 'subscription { reservationChanged { kind reservation { orderNumber } } }' },
        {
          next: (value) => {
            const data = value.data as { reservationChanged?: { reservation?: { orderNumber?: string } } } | undefined;
            const number = data?.reservationChanged?.reservation?.orderNumber;
            if (number) arrivals.set(number, [...(arrivals.get(number) ?? []), performance.now()]);
          },
          error: reject,
          complete: () => {},
        },
      );
    }
    setTimeout(() => reject(new Error(`only ${ready} of ${SUBSCRIBERS} subscribers connected`)), 60_000);
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const fanOut: number[] = [];
  const firstArrival: number[] = [];
  const responded: number[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const sent = performance.now();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: clientCookie, [CSRF_HEADER]: '1' },
      body: JSON.stringify({
        query: 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { orderNumber } } }',
        variables: { input: { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: addDays('2026-09-10', i % 20), arrivalTime: formatMinute(9 * 60 + (i % 8) * 30), acceptTerms: true } },
      }),
    });
    const body = (await response.json()) as { data?: { createReservation: { reservation: { orderNumber: string } } }; errors?: unknown };
    responded.push(performance.now() - sent);
    if (!body.data) throw new Error(`booking failed: ${JSON.stringify(body.errors)}`);
    const number = body.data.createReservation.reservation.orderNumber;
    const deadline = performance.now() + 10_000;
    while ((arrivals.get(number)?.length ?? 0) < SUBSCRIBERS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    const times = arrivals.get(number) ?? [];
    if (times.length < SUBSCRIBERS) throw new Error(`${number} reached ${times.length} of ${SUBSCRIBERS} subscribers`);
    fanOut.push(Math.max(...times) - sent);
    firstArrival.push(Math.min(...times) - sent);
  }
  for (const client of clients) await client.dispose();
  const all = summarise(fanOut);
  const first = summarise(firstArrival);
  printTable(`(a) ${BOOKINGS} bookings, each delivered to ${SUBSCRIBERS} staff subscribers`, [
    { measure: 'mutation sent → event at the LAST subscriber', p50: ms(all.p50), p95: ms(all.p95), max: ms(all.max) },
    { measure: 'mutation sent → event at the first subscriber', p50: ms(first.p50), p95: ms(first.p95), max: ms(first.max) },
    { measure: 'mutation sent → its own response', p50: ms(summarise(responded).p50), p95: ms(summarise(responded).p95), max: ms(summarise(responded).max) },
  ]);
  console.log(verdict(all.p50 <= 100 && all.p95 <= 250, 'p50 ≤ 100 ms and p95 ≤ 250 ms to every subscriber'));

  // ————— (b) pending-orders throughput vs a bare query —————
  const org = await prisma.client.findUniqueOrThrow({ where: { id: clientId! } });
  await prisma.reservation.createMany({
    data: Array.from({ length: 300 }, (_, i) => ({
      orderNumber: `P${String(i).padStart(5, '0')}`,
      clientId: org.id,
      type: 'LONG_STOP' as const,
      guests: 30,
      seatReservation: true,
      arrivalAt: new Date(Date.UTC(2026, 9, 1 + (i % 28), 10)),
      arrivalDay: new Date(Date.UTC(2026, 9, 1 + (i % 28))),
      durationMinutes: 90,
      createdAt: new Date(clock.getTime() - i * 60_000),
    })),
  });
  const PENDING = `query { reservations(view: PENDING, first: 50) { edges { cursor node { id orderNumber type guests seatReservation arrivalAt status createdAt
    client { id name email phone firstName lastName } } } pageInfo { hasNextPage endCursor } } }`;
  const staffCookie = staffCookies[0]!;

  async function throughput(query: string): Promise<{ perSecond: number; p95: number }> {
    const latencies: number[] = [];
    const end = performance.now() + THROUGHPUT_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          const response = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: staffCookie, [CSRF_HEADER]: '1' },
            body: JSON.stringify({ query }),
          });
          const body = (await response.json()) as { errors?: unknown };
          if (body.errors) throw new Error(JSON.stringify(body.errors));
          latencies.push(performance.now() - started);
        }
      }),
    );
    return { perSecond: latencies.length / THROUGHPUT_SECONDS, p95: summarise(latencies).p95 };
  }

  // Warm both paths first (JIT, Prisma's query plans, connection pool).
  await throughput('{ __typename }');
  const bare = await throughput('{ __typename }');
  const pending = await throughput(PENDING);
  const ratio = pending.perSecond / bare.perSecond;
  printTable(`(b) ${CONCURRENCY} concurrent callers, ${THROUGHPUT_SECONDS} s each, same server and session`, [
    { query: '{ __typename }', 'requests/s': bare.perSecond, p95: ms(bare.p95) },
    { query: 'pending orders, 50 per page + organisation', 'requests/s': pending.perSecond, p95: ms(pending.p95) },
    { query: 'ratio pending / bare', 'requests/s': ratio.toFixed(3), p95: '' },
  ]);
  console.log(verdict(ratio >= 0.1, 'the pending page at least 1/10 of the bare throughput'));
} finally {
  await server.close();
}
