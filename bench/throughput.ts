// What a request costs the server: requests per second for the web app's own queries, against a
// bare graphql-yoga server and against each other, all measured in one run on this machine.
//
// Setup: PostgreSQL with 200 approved organisations and 6,000 reservations (30 each, a fifth of them
// pending); the app (`dist/server/server.mjs`, compiled and run as `npm start` does, logging at info
// to /dev/null) and a
// bare Yoga server each in a child process; the load (autocannon) from this process, 20 keep-alive
// connections, the median of RUNS runs of SECONDS each. Queries are the texts Relay compiled for the
// web app (its __generated__ artifacts), so the benchmark follows the app.
//
// TARGETS (ratios in one run — the product's, not adjustable):
//   signed-in { __typename }          ≥ 0.8 × anonymous { __typename }
//   staff pending orders page (50)    ≥ 0.4 × signed-in { __typename }, and ≥ 0.1 × bare Yoga
//   client My reservations page       ≥ 0.5 × signed-in { __typename }
//   50 users of mixed traffic (browse, book, staff work): ≥ 300 req/s, p99 < 500 ms, 0 errors
//
//   node --import tsx bench/throughput.ts [--workers N] [--seconds 6] [--runs 3]
//   (WORKERS above 1 uses Redis at TEST_REDIS_URL or the local server)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { createTestDatabase } from '../graph/testing/db.ts';
import { TEST_JWT_SECRET } from '../graph/testing/server.ts';
import { startSession } from '../graph/auth/sessions.ts';
import { signAccessToken } from '../graph/auth/tokens.ts';
import { CSRF_HEADER } from '../graph/http/csrf.ts';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import OrdersPage from '../web/features/orders/__generated__/OrdersPageQuery.graphql.ts';
import CurrentOrdersPage from '../web/features/my-reservations/__generated__/CurrentOrdersPageQuery.graphql.ts';
import HomePage from '../web/features/site/__generated__/HomePageQuery.graphql.ts';
import OrderPanel from '../web/features/orders/__generated__/OrderPanelQuery.graphql.ts';
import { printTable, verdict } from './lib.ts';
import { summariseProfile } from './profile-summary.ts';
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server.mjs';

const { values: args } = parseArgs({
  options: {
    workers: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '6' },
    runs: { type: 'string', default: '3' },
    // Profile the app (node --cpu-prof) under one case only, and print where its time goes.
    profile: { type: 'string' },
    // Another checkout of the app (e.g. a git worktree of an earlier commit, with node_modules),
    // measured in the same run on the same data, for a before/after table.
    baseline: { type: 'string' },
  },
});
const PROFILE = args.profile ?? null;
const BASELINE = args.baseline ? path.resolve(args.baseline) : null;
const PROFILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-profile-'));
const WORKERS = Number(args.workers);
const SECONDS = Number(args.seconds);
const RUNS = Number(args.runs);
const CONNECTIONS = 20;
const ORGANISATIONS = 200;
const PER_ORGANISATION = 30;
const STATUSES = ['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const;

const textOf = (artifact: { params: { text?: string | null } }) => artifact.params.text!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// ————— data —————

process.env.TEST_DB = 'postgres';
const database = await createTestDatabase();
const prisma = database.db.prisma;
const children: ChildProcess[] = [];

async function seed() {
  const now = new Date();
  const orgs = Array.from({ length: ORGANISATIONS }, (_, i) => ({
    id: randomUUID(),
    name: `Coach Company ${i}`,
    email: `office${i}@coaches.example`,
    username: `coaches${i}`,
    phone: '+386 1 234 5678',
    passwordHash: 'not-used',
    status: 'APPROVED' as const,
    emailVerifiedAt: now,
    approvedAt: now,
    termsAcceptedAt: now,
  }));
  await prisma.organisation.createMany({ data: orgs });
  const today = instantToLocal(now).date;
  let n = 0;
  const reservations = orgs.flatMap((org) =>
    Array.from({ length: PER_ORGANISATION }, (_, i) => {
      n += 1;
      const day = addDays(today, (n % 120) - 30);
      return {
        id: randomUUID(),
        orderNumber: `T${String(n).padStart(6, '0')}`,
        organisationId: org.id,
        type: i % 2 ? ('LONG_STOP' as const) : ('SHORT_STOP' as const),
        guests: 10 + (n % 90),
        seatReservation: i % 2 === 1,
        arrivalAt: new Date(`${day}T10:00:00Z`),
        arrivalDay: new Date(`${day}T00:00:00Z`),
        durationMinutes: 90,
        message: n % 3 ? null : 'Two vegetarians, one wheelchair user.',
        status: STATUSES[n % STATUSES.length]!,
        createdAt: new Date(now.getTime() - n * 60_000),
      };
    }),
  );
  for (let i = 0; i < reservations.length; i += 1000) await prisma.reservation.createMany({ data: reservations.slice(i, i + 1000) });
  await prisma.reservationEvent.createMany({
    data: reservations.map((r) => ({ reservationId: r.id, kind: 'CREATED' as const, toStatus: 'CREATED' as const, actorKind: 'CLIENT' as const, createdAt: r.createdAt })),
  });
  // Bookings in the mixed run must never run out of seats: this measures work, not refusals.
  await prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 100_000 } });
  return { orgs: orgs.map((o) => o.id), sampleOrder: reservations.find((r) => r.status === 'CREATED')!.orderNumber };
}

/** A real session (its refresh-token family) with an access token that outlives the run. */
async function sessionCookie(kind: 'client' | 'staff', id: string): Promise<string> {
  const tokens = await startSession(prisma, { kind, id }, TEST_JWT_SECRET, new Date());
  const { sid } = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: id, kind, sid }, 3600)}`;
}

// ————— servers —————

function start(command: string[], env: Record<string, string>, ready: RegExp, cwd = process.cwd()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (ready.test(seen)) {
        // From now on its output goes nowhere, as a production log would to a collector.
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${command.join(' ')} exited with ${code}: ${seen.slice(-2000)}`)));
  });
}

const APP_PORT = 4700 + Math.floor(Math.random() * 100);
const BARE_PORT = APP_PORT + 100;
const BASELINE_PORT = APP_PORT + 200;
const bare = `http://127.0.0.1:${BARE_PORT}/graphql`;

// ————— load —————

type Case = Pick<Options, 'url' | 'headers' | 'body' | 'requests'> & { name: string };

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** GraphQL answers errors with HTTP 200: count them from the body too. */
function countingErrors(counter: { errors: number }) {
  return (status: number, body: string) => {
    if (status !== 200 || body.includes('"errors"')) counter.errors += 1;
  };
}

async function load(c: Case, connections: number, seconds: number, counter = { errors: 0 }): Promise<Result & { graphqlErrors: number }> {
  const result = await autocannon({
    url: c.url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...c.headers },
    ...(c.requests
      ? { requests: c.requests.map((r) => ({ method: 'POST', ...r, onResponse: countingErrors(counter) })) }
      : { body: c.body, requests: [{ method: 'POST', body: c.body, onResponse: countingErrors(counter) }] }),
  });
  return Object.assign(result, { graphqlErrors: counter.errors });
}

async function measure(c: Case): Promise<Measured> {
  const runs: Measured[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await load(c, CONNECTIONS, SECONDS);
    runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.graphqlErrors + r.errors + r.timeouts + r.non2xx });
  }
  const rps = median(runs.map((r) => r.rps));
  return { rps, p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((sum, r) => sum + r.errors, 0) };
}


const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

function appEnv(port: number): Record<string, string> {
  return {
    DATABASE_URL: database.url!,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST: 'none',
    LOG_LEVEL: 'info',
    WORKERS: String(WORKERS),
    ...(WORKERS > 1 ? { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  };
}

interface Traffic {
  staffHeaders: Record<string, string>;
  clientHeaders: (i: number) => Record<string, string>;
  sampleOrder: string;
}

function casesFor(app: string, t: Traffic): Record<'anonymous' | 'signedIn' | 'pending' | 'mine', Case> {
  return {
    anonymous: { name: 'Stopover `{ __typename }`, anonymous', url: app, body: body('{ __typename }') },
    signedIn: { name: 'Stopover `{ __typename }`, staff session', url: app, headers: t.staffHeaders, body: body('{ __typename }') },
    pending: { name: 'staff pending orders page (50 rows + organisation)', url: app, headers: t.staffHeaders, body: body(textOf(OrdersPage), { view: 'PENDING', filter: null, count: 50 }) },
    mine: { name: 'client My reservations page', url: app, headers: t.clientHeaders(0), body: body(textOf(CurrentOrdersPage)) },
  };
}

/** 50 users at once: visitors browse the home page; clients read their reservations and book; staff
 * work the pending queue and open orders. Bookings spread over the coming year, on the slot grid. */
async function mixedTraffic(app: string, t: Traffic) {
  const today = instantToLocal(new Date()).date;
  let booking = 0;
  const book = () =>
    body('mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { orderNumber } } }', {
      input: { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: addDays(today, 3 + (booking++ % 300)), arrivalTime: `${String(8 + (booking % 12)).padStart(2, '0')}:00` },
    });
  const pending = casesFor(app, t).pending.body as string;
  const counter = { errors: 0 };
  const users: Array<[Case, number]> = [
    [{ name: 'browse', url: app, requests: [{ body: body(textOf(HomePage)) }] }, 20],
    [{ name: 'client', url: app, headers: t.clientHeaders(1), requests: [{ body: body(textOf(CurrentOrdersPage)) }, { body: body(textOf(CurrentOrdersPage)) }, { setupRequest: (req) => ({ ...req, body: book() }) }] }, 15],
    [{ name: 'staff', url: app, headers: t.staffHeaders, requests: [{ body: pending }, { body: body(textOf(OrderPanel), { orderNumber: t.sampleOrder }) }] }, 15],
  ];
  const runs = await Promise.all(users.map(([c, connections]) => load(c, connections, SECONDS * 2, counter)));
  return {
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    errors: counter.errors + runs.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

async function measureApp(app: string, t: Traffic) {
  // A fresh process compiles as it goes: warm every path up before anything counts.
  for (const c of Object.values(casesFor(app, t))) await load(c, CONNECTIONS, 2);
  const results = {} as Record<keyof ReturnType<typeof casesFor>, Measured>;
  for (const [key, c] of Object.entries(casesFor(app, t)) as Array<[keyof ReturnType<typeof casesFor>, Case]>) {
    results[key] = await measure(c);
    if (results[key].errors) console.warn(`${c.name}: ${results[key].errors} errors`);
  }
  return { ...results, mixed: await mixedTraffic(app, t) };
}

try {
  const { orgs, sampleOrder } = await seed();
  const manager = await prisma.staff.create({ data: { name: 'manager', email: 'manager@stopover.example', passwordHash: 'not-used', isManager: true } });
  const staffCookie = await sessionCookie('staff', manager.id);
  const clientCookies = await Promise.all(orgs.slice(0, 20).map((id) => sessionCookie('client', id)));
  const traffic: Traffic = {
    staffHeaders: { cookie: staffCookie, [CSRF_HEADER]: '1' },
    clientHeaders: (i) => ({ cookie: clientCookies[i % clientCookies.length]!, [CSRF_HEADER]: '1' }),
    sampleOrder,
  };

  await start(['--import', 'tsx', 'bench/bare-yoga.ts'], { PORT: String(BARE_PORT) }, /listening/);
  if (BASELINE) {
    // The baseline does not know this checkout's newer migrations: the database is already migrated.
    // As that checkout's `npm start` ran it: its own bundle if it makes one, else through tsx.
    const baselineBundle = path.join(BASELINE, 'dist/server/server.mjs');
    const baselineEntry = fs.existsSync(path.join(BASELINE, 'scripts/build-server.mjs')) && fs.existsSync(baselineBundle) ? [baselineBundle] : ['--import', 'tsx', 'graph/server.ts'];
    await start(baselineEntry, { ...appEnv(BASELINE_PORT), MIGRATE_ON_START: 'false' }, /Stopover is running/, BASELINE);
  }
  await buildServer();
  await start([...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : []), SERVER_BUNDLE], appEnv(APP_PORT), /Stopover is running/);
  const app = `http://127.0.0.1:${APP_PORT}/graphql`;

  if (PROFILE) {
    const c = casesFor(app, traffic)[PROFILE as 'pending'];
    if (!c) throw new Error(`--profile takes one of ${Object.keys(casesFor(app, traffic)).join(', ')}`);
    await load(c, CONNECTIONS, 3); // warm up, then profile a steady state
    const r = await load(c, CONNECTIONS, SECONDS);
    console.log(`${c.name}: ${r.requests.average} req/s while profiled`);
    const profiled = children.at(-1)!;
    const exited = new Promise((resolve) => profiled.once('exit', resolve));
    profiled.kill('SIGTERM');
    await exited;
    const file = fs.readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile'))!;
    summariseProfile(path.join(PROFILE_DIR, file));
  } else {
    const bareCase = { name: 'bare graphql-yoga `{ hello }`', url: bare, body: body('{ hello }') };
    await load(bareCase, CONNECTIONS, 2);
    const bareResult = await measure(bareCase);
    const before = BASELINE ? await measureApp(`http://127.0.0.1:${BASELINE_PORT}/graphql`, traffic) : null;
    const after = await measureApp(app, traffic);
    report(bareResult, before, after);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.drop();
}

type AppResult = Awaited<ReturnType<typeof measureApp>>;

function report(bareResult: Measured, before: AppResult | null, after: AppResult) {
  const ratios = (r: AppResult) => ({
    anonymous: `${(r.anonymous.rps / bareResult.rps).toFixed(2)} × bare`,
    signedIn: `${(r.signedIn.rps / r.anonymous.rps).toFixed(2)} × anonymous`,
    pending: `${(r.pending.rps / r.signedIn.rps).toFixed(3)} × signed-in (${(r.pending.rps / bareResult.rps).toFixed(3)} × bare)`,
    mine: `${(r.mine.rps / r.signedIn.rps).toFixed(2)} × signed-in`,
  });
  const names = casesFor('', { staffHeaders: {}, clientHeaders: () => ({}), sampleOrder: '' });
  const rows: Array<Record<string, string | number>> = [{ request: 'bare graphql-yoga `{ hello }`', ...(before ? { 'before req/s': '', 'before ratio': '' } : {}), 'req/s': bareResult.rps, 'p50 ms': bareResult.p50, ratio: '—' }];
  for (const key of ['anonymous', 'signedIn', 'pending', 'mine'] as const) {
    rows.push({
      request: names[key].name,
      ...(before ? { 'before req/s': before[key].rps, 'before ratio': ratios(before)[key] } : {}),
      'req/s': after[key].rps,
      'p50 ms': after[key].p50,
      ratio: ratios(after)[key],
    });
  }
  console.log(`\nload average before the run's end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} · ${os.cpus().length} cores · workers ${WORKERS} · ${CONNECTIONS} connections · median of ${RUNS} × ${SECONDS} s`);
  printTable('Throughput', rows);
  const mixedLine = (m: AppResult['mixed']) => `${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.errors} errors`;
  if (before) console.log(`\nmixed traffic, 50 users for ${SECONDS * 2} s, before: ${mixedLine(before.mixed)}`);
  console.log(`mixed traffic, 50 users for ${SECONDS * 2} s${before ? ', after' : ''}: ${mixedLine(after.mixed)}`);

  const checks = [
    verdict(after.signedIn.rps / after.anonymous.rps >= 0.8, 'signed-in { __typename } ≥ 0.8 × anonymous'),
    verdict(after.pending.rps / after.signedIn.rps >= 0.4, 'pending page ≥ 0.4 × signed-in'),
    verdict(after.pending.rps / bareResult.rps >= 0.1, 'pending page ≥ 0.1 × bare Yoga'),
    verdict(after.mine.rps / after.signedIn.rps >= 0.5, 'My reservations ≥ 0.5 × signed-in'),
    verdict(after.mixed.rps >= 300 && after.mixed.p99 < 500 && after.mixed.errors === 0, 'mixed: ≥ 300 req/s, p99 < 500 ms, 0 errors'),
  ];
  console.log('');
  for (const line of checks) console.log(line);
}
