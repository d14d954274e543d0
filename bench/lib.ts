// Shared pieces of the benchmarks: a real server on a fresh database (graph/testing/server.ts, the
// same one the integration tests use), approved client accounts, percentiles and a small table.
// Benchmarks are run by hand (`node --import tsx bench/<name>.ts`), never by the test suite.
import { startTestServer, type TestServer } from '../graph/testing/server.ts';
import type { TestDbKind } from '../graph/testing/db.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

export async function benchServer(kind: TestDbKind, now?: () => Date, env: Record<string, string> = {}): Promise<TestServer> {
  // graph/testing/db.ts reads TEST_DB when the database is created.
  process.env.TEST_DB = kind;
  return startTestServer({ LOG_LEVEL: 'error', ...env }, now ? { now } : {});
}

export async function approvedClients(server: TestServer, count: number, clock: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const org = await createOrganisation(server.services.prisma, {
      data: {
        name: `Bench Coaches ${i}`,
        email: `bench${i}@coaches.example`,
        username: `bench${i}`,
        passwordHash: 'not-used',
        status: 'APPROVED',
        emailVerifiedAt: clock,
        approvedAt: clock,
        termsAcceptedAt: clock,
      },
    });
    ids.push(org.id);
  }
  return ids;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (!sortedMs.length) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export function summarise(samplesMs: readonly number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: string | number) => (typeof value === 'number' ? value.toLocaleString('en-GB', { maximumFractionDigits: 1 }) : value);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(cell(r[c]!)).length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => String(cell(row[c]!)))));
}

export function verdict(ok: boolean, text: string): string {
  return `${ok ? 'PASS' : 'FAIL'}: ${text}`;
}

const STATUSES = ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const;
let seeded = 0;

/**
 * `count` reservations in one account, created one minute apart, with a realistic history: the
 * CREATED event plus one status change for every reservation that has moved on.
 */
export async function seedReservations(server: TestServer, clientId: string, count: number, start: Date): Promise<void> {
  const prisma = server.services.prisma;
  const rows = Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(start.getTime() + i * 60_000);
    const arrivalAt = new Date(Date.UTC(2026, 9, 1 + (i % 60), 10, 0));
    const status = STATUSES[i % STATUSES.length]!;
    return {
      id: crypto.randomUUID(),
      orderNumber: `B${String(seeded++).padStart(6, '0')}`,
      clientId,
      type: i % 2 ? ('LONG_STOP' as const) : ('SHORT_STOP' as const),
      guests: 10 + (i % 90),
      seatReservation: true,
      arrivalAt,
      arrivalDay: new Date(Date.UTC(2026, 9, 1 + (i % 60))),
      durationMinutes: 90,
      message: i % 3 ? null : 'Two vegetarians, one wheelchair user.',
      status,
      createdAt,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await prisma.reservation.createMany({ data: rows.slice(i, i + 500) });
  const events = rows.flatMap((r) => [
    { reservationId: r.id, kind: 'CREATED' as const, toStatus: 'CREATED' as const, actorKind: 'CLIENT' as const, createdAt: r.createdAt },
    ...(r.status === 'CREATED'
      ? []
      : [{ reservationId: r.id, kind: 'STATUS_CHANGED' as const, fromStatus: 'CREATED' as const, toStatus: r.status, actorKind: 'STAFF' as const, note: 'Confirmed by phone.', createdAt: new Date(r.createdAt.getTime() + 1000) }]),
  ]);
  for (let i = 0; i < events.length; i += 500) await prisma.reservationEvent.createMany({ data: events.slice(i, i + 500) });
}

/** The web app's My reservations page: counts, then a page of cards, each with its timeline. */
export const MY_RESERVATIONS = `query MyReservations($first: Int!) {
  viewer { client { id
    reservationCounts { active finished }
    reservations(first: $first) {
      edges { cursor node {
        id orderNumber type guests seatReservation arrivalAt arrivalDay arrivalLocalTime status staffNote createdAt version
        responsibleFirstName responsibleLastName message
        history { kind fromStatus toStatus note at }
      } }
      pageInfo { hasNextPage endCursor }
    }
  } }
}`;
