// The setup the load benchmarks share: PostgreSQL with 200 approved organisations and 6,000
// reservations (30 each, a fifth of them pending, arrivals from 30 days ago to 90 ahead), drawn from
// the demo restaurant, real sessions for staff and clients, and app
// processes started as `npm start` runs them (or as an older checkout's `npm start` did).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../graph/testing/db.ts';
import { TEST_JWT_SECRET } from '../graph/testing/server.ts';
import { startSession } from '../graph/auth/sessions.ts';
import { signAccessToken } from '../graph/auth/tokens.ts';
import { CSRF_HEADER } from '../graph/http/csrf.ts';
import { clientRows, organisationRows, reservationRows } from '../graph/demo/rows.ts';
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server.mjs';

const CLIENTS = 200;
const PER_CLIENT = 30;
const STATUSES = ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const;

export interface SeededData {
  database: TestDatabase;
  staffHeaders: Record<string, string>;
  clientHeaders: (i: number) => Record<string, string>;
  /** A pending reservation's order number (for the order panel). */
  sampleReservation: string;
}

/** A fresh PostgreSQL database with the data above and sessions that outlive the run. */
export async function seededDatabase(): Promise<SeededData> {
  process.env.TEST_DB = 'postgres';
  const database = await createTestDatabase();
  const prisma = database.db.prisma;
  const now = new Date();
  // The demo restaurant's clients and bookings in bulk (graph/demo/rows.ts): real names, languages,
  // group sizes, stop types and slots; the counts and the share of each status are what is measured.
  const orgs = clientRows({ now, count: CLIENTS });
  const rows = organisationRows(orgs);
  await prisma.client.createMany({ data: rows.clients });
  await prisma.member.createMany({ data: rows.members });
  await prisma.membership.createMany({ data: rows.memberships });
  const reservations = reservationRows({ seed: 1, now, clients: orgs, perClient: PER_CLIENT, statuses: STATUSES, pastDays: 30, futureDays: 90 });
  for (let i = 0; i < reservations.length; i += 1000) await prisma.reservation.createMany({ data: reservations.slice(i, i + 1000) });
  await prisma.reservationEvent.createMany({
    data: reservations.map((r) => ({ reservationId: r.id, kind: 'CREATED' as const, toStatus: 'CREATED' as const, actorKind: 'CLIENT' as const, createdAt: r.createdAt })),
  });
  // Bookings in the mixed run must never run out of seats: this measures work, not refusals.
  await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 100_000 } });

  /** A real session (its refresh-token family) with an access token that outlives the run. */
  const sessionCookie = async (kind: 'client' | 'staff', id: string) => {
    // An organisation's fixture owner has the organisation's id (graph/testing/organisations.ts).
    const principal = kind === 'client' ? { kind, id, organisationId: id } : { kind, id };
    const tokens = await startSession(prisma, principal, TEST_JWT_SECRET, new Date());
    const { sid } = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
    return `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: id, kind, sid, ...(kind === 'client' ? { org: id } : {}) }, 3600)}`;
  };
  const manager = await prisma.staff.create({ data: { name: 'manager', email: 'manager@stopover.example', passwordHash: 'not-used', isManager: true } });
  const staffCookie = await sessionCookie('staff', manager.id);
  const clientCookies = await Promise.all(orgs.slice(0, 20).map((org) => sessionCookie('client', org.id)));
  return {
    database,
    staffHeaders: { cookie: staffCookie, [CSRF_HEADER]: '1' },
    clientHeaders: (i) => ({ cookie: clientCookies[i % clientCookies.length]!, [CSRF_HEADER]: '1' }),
    sampleReservation: reservations.find((r) => r.status === 'CREATED')!.orderNumber,
  };
}

/** Child processes started here; `stopAll` ends them. */
const children: ChildProcess[] = [];

/** Starts a Node process and resolves once its output matches `ready`; from then on its output is discarded. */
export function startProcess(args: string[], env: Record<string, string>, ready: RegExp, cwd = process.cwd()): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (ready.test(seen)) {
        // From now on its output goes nowhere, as a production log would to a collector.
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${seen.slice(-2000)}`)));
  });
}

export async function stopAll(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** The app's environment for a benchmark: the seeded database, info logs (discarded), no web build. */
export function appEnv(database: TestDatabase, port: number, workers = 1): Record<string, string> {
  return {
    DATABASE_URL: database.url!,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST: 'none',
    LOG_LEVEL: 'info',
    WORKERS: String(workers),
    // The product's default (on) unless the run says otherwise: RESPONSE_CACHE=false measures the cold path.
    ...(process.env.RESPONSE_CACHE ? { RESPONSE_CACHE: process.env.RESPONSE_CACHE } : {}),
    ...(workers > 1 ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  };
}

/** This checkout's app, compiled and run as `npm start` does: with the Node flags of its `serve` script. */
export async function startThisApp(env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildProcess> {
  await buildServer();
  return startProcess([...serverNodeFlags(), ...nodeArgs, SERVER_BUNDLE], env, /Stopover is running/);
}

/**
 * The flags between `node` and the bundle in a checkout's package.json `serve` (and `start`) script
 * (this checkout's by default): both apps of a comparison run as their own `npm start` runs them.
 */
export function serverNodeFlags(checkout = path.resolve(SERVER_BUNDLE, '../../..')): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts.serve?.split(/\s+/) ?? [];
  const bundleAt = words.indexOf('dist/server/server.mjs');
  return bundleAt < 0 ? [] : words.slice(words.indexOf('node') + 1, bundleAt);
}

/** Another checkout's app, as its own `npm start` ran it: its bundle if it makes one, else through tsx.
 * It does not know this checkout's newer migrations: the database is already migrated. */
export function startOtherApp(checkout: string, env: Record<string, string>): Promise<ChildProcess> {
  const bundle = path.join(checkout, 'dist/server/server.mjs');
  const entry = fs.existsSync(path.join(checkout, 'scripts/build-server.mjs')) && fs.existsSync(bundle) ? [...serverNodeFlags(checkout), bundle] : ['--import', 'tsx', 'graph/server.ts'];
  return startProcess(entry, { ...env, MIGRATE_ON_START: 'false' }, /Stopover is running/, checkout);
}
