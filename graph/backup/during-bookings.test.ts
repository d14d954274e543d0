// A backup taken in the middle of a burst of bookings restores to a consistent database: every
// reservation with its history and its mails, nothing half-written, every booking that was answered
// before the backup began inside it. PGlite: the running app takes it, asked by `npm run backup`
// over its control socket. PostgreSQL (TEST_DB=postgres): pg_dump while the bookings run in parallel.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { startServer, type RunningServer } from '../server.ts';
import { createLogger } from '../log.ts';
import { CSRF_HEADER } from '../http/csrf.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { migrate } from '../migrate/migrator.ts';
import { createTestDatabase, testDbKind } from '../testing/db.ts';
import { FAST_HASH, startTestServer, TEST_JWT_SECRET, type TestServer } from '../testing/server.ts';
import { backupNow } from './backup.ts';
import { DataDirBusyError } from './control.ts';
import { restoreBackup } from './restore.ts';
import { takeBackup } from './take.ts';
import { createOrganisation } from '../testing/organisations.ts';

const postgres = testDbKind() === 'postgres';
const CLOCK = new Date('2026-09-01T08:00:00Z');
const BOOKINGS = 48;
const CREATE = 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { orderNumber } } }';

type Post = (query: string, variables: Record<string, unknown>, cookie: string) => Promise<{ data?: { createReservation?: { reservation: { orderNumber: string } } } }>;

async function approvedClients(db: Database, count: number): Promise<string[]> {
  await db.prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 100_000 } });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const org = await createOrganisation(db.prisma, {
      data: { name: `Burst Coaches ${i}`, email: `burst${i}-${randomUUID()}@coaches.example`, username: `burst${i}-${randomUUID().slice(0, 8)}`, passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: CLOCK, approvedAt: CLOCK, termsAcceptedAt: CLOCK },
    });
    ids.push(org.id);
  }
  return ids;
}

/**
 * Fires BOOKINGS bookings at once; once a quarter have been answered, starts the backup. Answers the
 * order numbers answered before the backup began, and all accepted ones.
 */
async function burstWithBackup<T>(post: Post, clients: string[], backup: () => Promise<T>): Promise<{ before: string[]; accepted: string[]; backup: T }> {
  const before: string[] = [];
  const accepted: string[] = [];
  let taking: Promise<T> | null = null;
  await Promise.all(
    Array.from({ length: BOOKINGS }, async (_, i) => {
      const cookie = `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: clients[i % clients.length]!, kind: 'client', sid: randomUUID() })}`;
      const day = `2026-09-${String(10 + (i % 10)).padStart(2, '0')}`;
      const answer = await post(CREATE, { input: { type: i % 2 ? 'LONG_STOP' : 'SHORT_STOP', guests: 10 + i, seatReservation: true, arrivalDate: day, arrivalTime: '12:00', acceptTerms: true } }, cookie);
      const orderNumber = answer.data?.createReservation?.reservation.orderNumber;
      expect(orderNumber, JSON.stringify(answer)).toBeTruthy();
      accepted.push(orderNumber!);
      if (!taking) before.push(orderNumber!);
      if (accepted.length === BOOKINGS / 4) taking = backup();
    }),
  );
  return { before, accepted, backup: await taking! };
}

/** What a consistent copy must satisfy; answers its order numbers. */
async function checkConsistent(db: Database): Promise<string[]> {
  await migrate(db.sql);
  const one = async (sql: string) => (await db.sql.query<{ n: number }>(sql))[0]!.n;
  // Every reservation has exactly one CREATED step, and its notice mail; nothing points nowhere.
  expect(await one(`SELECT count(*)::int AS n FROM reservations r WHERE (SELECT count(*) FROM reservation_events e WHERE e.reservation_id = r.id AND e.kind = 'CREATED') <> 1`)).toBe(0);
  expect(await one(`SELECT count(*)::int AS n FROM reservation_events e LEFT JOIN reservations r ON r.id = e.reservation_id WHERE r.id IS NULL`)).toBe(0);
  expect(await one(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'reservation.created'`)).toBe(await one('SELECT count(*)::int AS n FROM reservations'));
  return (await db.prisma.reservation.findMany({ select: { orderNumber: true } })).map((r) => r.orderNumber);
}

describe.skipIf(postgres)('a backup during a burst of bookings, on the embedded database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-burst-'));
  const env = { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: 'none', DATA_DIR: path.join(root, 'data'), BACKUP_DIR: path.join(root, 'backups') };
  const config = loadConfig(env);
  let app: RunningServer | undefined;
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is taken by the running app, which refuses a second app and a restore meanwhile', async () => {
    const silent = { logger: createLogger('error', (line) => console.error(line)), announce: () => {}, hashParams: FAST_HASH, mail: false, webhooks: false, reconfirmation: false, backups: false, now: () => CLOCK } as const;
    // An installation that has run before: its folder already migrated.
    const prepared = await openDatabase(config.database);
    await migrate(prepared.sql);
    await prepared.close();
    app = await startServer(config, silent);
    await expect(startServer(config, silent)).rejects.toThrow(DataDirBusyError);

    const clients = await approvedClients(app.services.db, 6);
    const url = app.url;
    const post: Post = async (query, variables, cookie) =>
      (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie }, body: JSON.stringify({ query, variables }) })).json() as never;
    const run = await burstWithBackup(post, clients, () => backupNow(config));
    expect(run.backup.takenBy).toBe('app');
    await expect(restoreBackup(config, run.backup.file)).rejects.toThrow(/Stopover is running on/);

    // Restored elsewhere (the app keeps its folder): a consistent database at one moment of the burst.
    const elsewhere = loadConfig({ ...env, DATA_DIR: path.join(root, 'restored') });
    await restoreBackup(elsewhere, run.backup.file);
    const copy = await openDatabase(elsewhere.database);
    try {
      const inCopy = await checkConsistent(copy);
      expect(inCopy).toEqual(expect.arrayContaining(run.before));
      expect(run.accepted).toEqual(expect.arrayContaining(inCopy));
      console.log(`burst on PGlite: ${run.before.length} answered before the backup, ${inCopy.length} in it, ${run.accepted.length} in all`);
    } finally {
      await copy.close();
    }
  }, 120_000);
});

describe.skipIf(!postgres)('a backup during a burst of bookings, on PostgreSQL', () => {
  let server: TestServer | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-burst-'));
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('pg_dump reads one moment while bookings commit in parallel', async () => {
    server = await startTestServer({}, { now: () => CLOCK });
    const clients = await approvedClients(server.services.db, 6);
    const post: Post = async (query, variables, cookie) => (await server!.graphql(query, variables, { cookie })).body as never;
    const config = loadConfig({ NODE_ENV: 'test', BACKUP_DIR: dir });
    const run = await burstWithBackup(post, clients, () => takeBackup(server!.services.db, { config: config.backup, kind: 'manual' }));

    const target = await createTestDatabase({ migrated: false });
    try {
      await target.db.close();
      await restoreBackup({ database: { kind: 'postgres', url: target.url! }, backup: config.backup }, run.backup.file);
      const copy = await openDatabase({ kind: 'postgres', url: target.url! });
      try {
        const inCopy = await checkConsistent(copy);
        expect(inCopy).toEqual(expect.arrayContaining(run.before));
        expect(run.accepted).toEqual(expect.arrayContaining(inCopy));
        console.log(`burst on PostgreSQL: ${run.before.length} answered before the backup, ${inCopy.length} in it, ${run.accepted.length} in all`);
      } finally {
        await copy.close();
      }
    } finally {
      await target.drop();
    }
  }, 120_000);
});
