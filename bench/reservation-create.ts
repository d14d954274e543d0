// Benchmark (a): reservation creation throughput on PostgreSQL with 8 concurrent clients.
//
// TARGET: ≥ 50 creations/s and p95 ≤ 250 ms per createReservation with 8 clients booking at once,
// spread over a month (the expected load is a few hundred bookings a day, so this is two orders of
// magnitude of head-room). The same-day scenario — every booking queueing on one day's capacity
// lock — is reported too; it is the worst case, not a target.
//
// Each creation is a real GraphQL request over HTTP: viewer check, rule validation, the day lock,
// capacity re-check, insert, history event, audit entry and two queued e-mails (client + manager).
//
//   node --import tsx bench/reservation-create.ts          (TEST_POSTGRES_URL or the local server)
import { addDays, formatMinute } from '../graph/domain/local-time.ts';
import type { TestServer } from '../graph/testing/server.ts';
import { approvedClients, benchServer, ms, printTable, summarise, verdict } from './lib.ts';

const CLIENTS = 8;
const PER_CLIENT = 60;
const clock = new Date('2026-09-01T06:00:00Z');
const CREATE = 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber } } }';

interface Result {
  seconds: number;
  latencies: number[];
  failures: number;
}

async function run(server: TestServer, clients: string[], arrival: (client: number, i: number) => { date: string; time: string }): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (clientId, c) => {
      const cookie = server.cookieFor('client', clientId);
      for (let i = 0; i < PER_CLIENT; i++) {
        const { date, time } = arrival(c, i);
        const t0 = performance.now();
        const { body } = await server.graphql(
          CREATE,
          { input: { type: 'LONG_STOP', guests: 20, seatReservation: true, arrivalDate: date, arrivalTime: time, acceptTerms: true } },
          { cookie },
        );
        latencies.push(performance.now() - t0);
        if (body.errors) {
          failures++;
          if (failures === 1) console.error(JSON.stringify(body.errors));
        }
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies, failures };
}

const server = await benchServer('postgres', () => clock);
try {
  // Capacity is not what is measured here: make room for everything.
  await server.services.prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 1_000_000 } });
  const clients = await approvedClients(server, CLIENTS, clock);
  const slot = (n: number) => formatMinute(7 * 60 + (n % 50) * 15); // 07:00–19:15

  // Warm-up: JIT, Prisma's query plans, connection pool.
  await run(server, clients.slice(0, 2), (c, i) => ({ date: addDays('2026-10-01', (c * 7 + i) % 30), time: slot(i) }));

  const spread = await run(server, clients, (c, i) => ({ date: addDays('2026-11-01', (c * 7 + i) % 30), time: slot(c * 3 + i) }));
  const sameDay = await run(server, clients, (c, i) => ({ date: '2026-12-10', time: slot(c * 3 + i) }));

  const row = (scenario: string, r: Result) => {
    const s = summarise(r.latencies);
    return {
      scenario,
      creations: r.latencies.length - r.failures,
      failures: r.failures,
      'creations/s': Math.round(((r.latencies.length - r.failures) / r.seconds) * 10) / 10,
      p50: ms(s.p50),
      p95: ms(s.p95),
      p99: ms(s.p99),
    };
  };
  printTable(`createReservation on PostgreSQL, ${CLIENTS} concurrent clients × ${PER_CLIENT} bookings`, [
    row('spread over 30 days', spread),
    row('all on one day (one lock)', sameDay),
  ]);
  const throughput = (spread.latencies.length - spread.failures) / spread.seconds;
  const p95 = summarise(spread.latencies).p95;
  console.log(`\n${verdict(throughput >= 50 && p95 <= 250 && spread.failures === 0, `target ≥ 50 creations/s and p95 ≤ 250 ms (spread): ${throughput.toFixed(1)}/s, p95 ${ms(p95)}`)}`);
} finally {
  await server.close();
}
