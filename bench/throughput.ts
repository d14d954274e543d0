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
//   50 users of mixed traffic (browse, book, staff act, live queues open): ≥ 500 req/s, p99 < 300 ms, 0 errors
//
//   node --import tsx bench/throughput.ts [--workers N] [--seconds 6] [--runs 3] [--mixed-only [--offered N]] [--profile mixed]
//   (WORKERS above 1 uses Redis at TEST_REDIS_URL or the local server)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import ReservationsPage from '../web/features/reservations/__generated__/ReservationsPageQuery.graphql.ts';
import CurrentReservationsPage from '../web/features/my-reservations/__generated__/CurrentReservationsPageQuery.graphql.ts';
import HomePage from '../web/features/site/__generated__/HomePageQuery.graphql.ts';
import ReservationPanel from '../web/features/reservations/__generated__/ReservationPanelQuery.graphql.ts';
import StatusMutation from '../web/features/reservations/__generated__/useReservationActionsStatusMutation.graphql.ts';
import ReservationsFeed from '../web/features/reservations/__generated__/reservationsFeedReservationSubscription.graphql.ts';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { printTable, verdict } from './lib.ts';
import { summariseProfile } from './profile-summary.ts';
import { appEnv as seededAppEnv, seededDatabase, startOtherApp, startProcess, startThisApp, stopAll } from './seeded-app.ts';

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
    // Only the mixed traffic, with the app's own latency per operation (from its /metrics).
    'mixed-only': { type: 'boolean', default: false },
    // With --mixed-only: offer this many requests a second in all (half to visitors, a quarter each to
    // clients and staff) instead of each user sending the next request as soon as an answer comes.
    offered: { type: 'string' },
  },
});
const PROFILE = args.profile ?? null;
const BASELINE = args.baseline ? path.resolve(args.baseline) : null;
const PROFILE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-profile-'));
const WORKERS = Number(args.workers);
const SECONDS = Number(args.seconds);
const RUNS = Number(args.runs);
const CONNECTIONS = 20;
const textOf = (artifact: { params: { text?: string | null } }) => artifact.params.text!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// ————— data —————

const seeded = await seededDatabase();
const { database } = seeded;

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

async function load(c: Case, connections: number, seconds: number, counter = { errors: 0 }, overallRate?: number): Promise<Result & { graphqlErrors: number }> {
  const result = await autocannon({
    url: c.url,
    ...(overallRate ? { overallRate } : {}),
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...c.headers },
    ...(c.requests
      ? {
          requests: c.requests.map((r) => ({
            method: 'POST',
            ...r,
            onResponse: (status: number, text: string, context: object, headers?: Record<string, string | string[] | undefined>) => {
              countingErrors(counter)(status, text);
              if (typeof r.onResponse === 'function') r.onResponse(status, text, context, headers);
            },
          })),
        }
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

const appEnv = (port: number) => seededAppEnv(database, port, WORKERS);

interface Traffic {
  staffHeaders: Record<string, string>;
  clientHeaders: (i: number) => Record<string, string>;
  sampleReservation: string;
}

function casesFor(app: string, t: Traffic): Record<'anonymous' | 'signedIn' | 'pending' | 'mine', Case> {
  return {
    anonymous: { name: 'Stopover `{ __typename }`, anonymous', url: app, body: body('{ __typename }') },
    signedIn: { name: 'Stopover `{ __typename }`, staff session', url: app, headers: t.staffHeaders, body: body('{ __typename }') },
    pending: { name: 'staff pending orders page (50 rows + organisation)', url: app, headers: t.staffHeaders, body: body(textOf(ReservationsPage), { view: 'PENDING', filter: null, count: 50 }) },
    mine: { name: 'client My reservations page', url: app, headers: t.clientHeaders(0), body: body(textOf(CurrentReservationsPage), { money: true }) },
  };
}

/** Pending reservations still ahead, for staff to open and confirm, each once: [global id, order number, version]. */
async function pendingAhead(): Promise<Array<{ id: string; orderNumber: string; version: number }>> {
  const rows = await database.db.prisma.reservation.findMany({
    where: { status: 'CREATED', arrivalAt: { gt: new Date(Date.now() + 2 * 86_400_000) } },
    select: { id: true, orderNumber: true, version: true },
    orderBy: { arrivalAt: 'asc' },
  });
  return rows.map((r) => ({ id: Buffer.from(`Reservation:${r.id}`).toString('base64'), orderNumber: r.orderNumber, version: r.version }));
}

/** Each staff user's live queue: the web app's feed subscription over its own WebSocket, held open. */
async function openLiveQueues(app: string, headers: Record<string, string>, count: number) {
  const received = { events: 0, errors: 0 };
  const clients: Client[] = [];
  await Promise.all(
    Array.from({ length: count }, () => {
      class StaffSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: headers.cookie! } });
        }
      }
      const client = createClient({ url: app.replace(/^http/, 'ws'), webSocketImpl: StaffSocket, retryAttempts: 0, lazy: false });
      clients.push(client);
      return new Promise<void>((resolve, reject) => {
        client.on('connected', () => resolve());
        client.on('error', reject);
        client.subscribe(
          { query: textOf(ReservationsFeed) },
          {
            next: (value) => {
              if (value.errors?.length) received.errors += 1;
              else received.events += 1;
            },
            error: () => (received.errors += 1),
            complete: () => {},
          },
        );
      });
    }),
  );
  return { received, close: async () => void (await Promise.all(clients.map(async (c) => c.dispose()))) };
}

/** 50 users at once: visitors browse the home page; clients read their reservations and book; staff
 * work the pending queue: open the next pending order and confirm it, with their live queue open.
 * Bookings spread over the coming year, on the slot grid. */
async function mixedTraffic(app: string, t: Traffic, offered?: number) {
  const today = instantToLocal(new Date()).date;
  let booking = 0;
  const book = () =>
    body('mutation MixedTrafficBooking($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber version } } }', {
      input: { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: addDays(today, 3 + (booking++ % 300)), arrivalTime: `${String(8 + (booking % 12)).padStart(2, '0')}:00`, acceptTerms: true },
    });
  const pending = casesFor(app, t).pending.body as string;
  type Pending = Awaited<ReturnType<typeof pendingAhead>>[number];
  // Staff take the oldest pending order first, then what the clients book meanwhile. Should they ever
  // run out, the last one is confirmed again: refused, and counted as an error.
  const toConfirm = await pendingAhead();
  const confirm = (order: Pending) => body(textOf(StatusMutation), { input: { reservationId: order.id, status: 'SCHEDULED', expectedVersion: order.version } });
  const booked = (text: string) => {
    const reservation = (JSON.parse(text) as { data?: { createReservation?: { reservation?: Pending } } }).data?.createReservation?.reservation;
    if (reservation) toConfirm.push(reservation);
  };
  const counter = { errors: 0 };
  // Offered load (when given) is shared half to visitors, a quarter each to clients and staff.
  const users: Array<[Case, number, number]> = [
    [{ name: 'browse', url: app, requests: [{ body: body(textOf(HomePage)) }] }, 20, 0.5],
    [{ name: 'client', url: app, headers: t.clientHeaders(1), requests: [{ body: body(textOf(CurrentReservationsPage), { money: true }) }, { body: body(textOf(CurrentReservationsPage), { money: true }) }, { setupRequest: (req) => ({ ...req, body: book() }), onResponse: (_status, text) => booked(text) }] }, 15, 0.25],
    [
      {
        name: 'staff',
        url: app,
        headers: t.staffHeaders,
        requests: [
          { body: pending },
          // The next pending order, opened, then confirmed: each one once, by whoever takes it.
          {
            setupRequest: (req, context: { order?: Pending }) => {
              context.order = toConfirm.shift() ?? context.order;
              return { ...req, body: body(textOf(ReservationPanel), { orderNumber: context.order!.orderNumber }) };
            },
          },
          { setupRequest: (req, context: { order?: Pending }) => ({ ...req, body: confirm(context.order!) }) },
        ],
      },
      15,
      0.25,
    ],
  ];
  const live = await openLiveQueues(app, t.staffHeaders, 15);
  const runs = await Promise.all(users.map(([c, connections, share]) => load(c, connections, SECONDS * 2, counter, offered ? Math.round(offered * share) : undefined)));
  // The last events reach the queues after the last answers.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await live.close();
  return {
    /** Events the open live queues received, and those that came with errors. */
    live: live.received,
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    /** Each kind of user's share: which one the p99 comes from. */
    groups: users.map(([c], i) => `${c.name} ${Math.round(runs[i]!.requests.average)} req/s, p50 ${runs[i]!.latency.p50} ms, p99 ${runs[i]!.latency.p99} ms`).join('; '),
    errors: counter.errors + live.received.errors + runs.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  };
}

type CaseKey = keyof ReturnType<typeof casesFor>;

/** Measures each app (this one, and the baseline when given) case by case, the apps taking turns, so
 * a change in the machine's load during the run weighs on both alike. */
async function measureApps(apps: string[], t: Traffic) {
  // A fresh process compiles as it goes: warm every path up before anything counts.
  for (const app of apps) for (const c of Object.values(casesFor(app, t))) await load(c, CONNECTIONS, 2);
  const results = apps.map(() => ({}) as Record<CaseKey, Measured>);
  for (const key of Object.keys(casesFor('', t)) as CaseKey[]) {
    for (const [i, app] of apps.entries()) {
      const c = casesFor(app, t)[key];
      results[i]![key] = await measure(c);
      if (results[i]![key].errors) console.warn(`${c.name}: ${results[i]![key].errors} errors`);
    }
  }
  const mixed: Array<Awaited<ReturnType<typeof mixedTraffic>>> = [];
  for (const app of apps) mixed.push(await mixedTraffic(app, t));
  return results.map((r, i) => ({ ...r, mixed: mixed[i]! }));
}

try {
  const traffic: Traffic = { staffHeaders: seeded.staffHeaders, clientHeaders: seeded.clientHeaders, sampleReservation: seeded.sampleReservation };

  await startProcess(['--import', 'tsx', 'bench/bare-yoga.ts'], { PORT: String(BARE_PORT) }, /listening/);
  if (BASELINE) await startOtherApp(BASELINE, appEnv(BASELINE_PORT));
  const profiled = await startThisApp(appEnv(APP_PORT), PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : []);
  const app = `http://127.0.0.1:${APP_PORT}/graphql`;

  if (args['mixed-only']) {
    for (const c of Object.values(casesFor(app, traffic))) await load(c, CONNECTIONS, 2); // warm up
    const before = await operationLatencies(APP_PORT);
    const m = await mixedTraffic(app, traffic, args.offered ? Number(args.offered) : undefined);
    console.log(`\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`mixed traffic, 50 users for ${SECONDS * 2} s: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.errors} errors (${m.groups}); live queues received ${m.live.events} events`);
    printTable('Server-side latency by operation during the mixed traffic (the app\'s histogram)', latencyRows(before, await operationLatencies(APP_PORT)));
    const metricsText = await (await fetch(`http://127.0.0.1:${APP_PORT}/metrics`)).text();
    console.log(metricsText.split('\n').filter((l) => /^stopover_(response_cache_lookups_total|db_pool)/.test(l)).join('\n'));
    if (PROFILE === 'mixed') {
      const exited = new Promise((resolve) => profiled.once('exit', resolve));
      profiled.kill('SIGTERM');
      await exited;
      summariseProfile(path.join(PROFILE_DIR, fs.readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile'))!));
    }
  } else if (PROFILE) {
    const c = casesFor(app, traffic)[PROFILE as 'pending'];
    if (!c) throw new Error(`--profile takes one of ${Object.keys(casesFor(app, traffic)).join(', ')}`);
    await load(c, CONNECTIONS, 3); // warm up, then profile a steady state
    const r = await load(c, CONNECTIONS, SECONDS);
    console.log(`${c.name}: ${r.requests.average} req/s while profiled`);
    const exited = new Promise((resolve) => profiled.once('exit', resolve));
    profiled.kill('SIGTERM');
    await exited;
    const file = fs.readdirSync(PROFILE_DIR).find((f) => f.endsWith('.cpuprofile'))!;
    summariseProfile(path.join(PROFILE_DIR, file));
  } else {
    const bareCase = { name: 'bare graphql-yoga `{ hello }`', url: bare, body: body('{ hello }') };
    await load(bareCase, CONNECTIONS, 2);
    const bareResult = await measure(bareCase);
    const measured = await measureApps(BASELINE ? [app, `http://127.0.0.1:${BASELINE_PORT}/graphql`] : [app], traffic);
    report(bareResult, measured[1] ?? null, measured[0]!);
  }
} finally {
  await stopAll();
  await database.drop();
}

type Histogram = Map<string, { count: number; sum: number; buckets: Map<number, number> }>;

/** stopover_graphql_request_duration_seconds by operation, as the app's /metrics has it now. */
async function operationLatencies(port: number): Promise<Histogram> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const byOperation: Histogram = new Map();
  for (const line of text.split('\n')) {
    const match = /^stopover_graphql_request_duration_seconds_(bucket|sum|count)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    const entry = byOperation.get(labels.operation) ?? { count: 0, sum: 0, buckets: new Map<number, number>() };
    byOperation.set(labels.operation, entry);
    const value = Number(match[3]);
    if (match[1] === 'count') entry.count += value;
    else if (match[1] === 'sum') entry.sum += value;
    else {
      const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
      entry.buckets.set(le, (entry.buckets.get(le) ?? 0) + value);
    }
  }
  return byOperation;
}

/** What happened between two readings: requests, mean, and the bucket the median and p99 fall in. */
function latencyRows(before: Histogram, after: Histogram): Array<Record<string, string | number>> {
  const rows: Array<Record<string, string | number>> = [];
  for (const [operation, now] of after) {
    const then = before.get(operation);
    const count = now.count - (then?.count ?? 0);
    if (count <= 0) continue;
    const upTo = (q: number) => {
      for (const [le, cumulative] of [...now.buckets].sort((a, b) => a[0] - b[0])) {
        if (cumulative - (then?.buckets.get(le) ?? 0) >= q * count) return le === Infinity ? '> 10 s' : `≤ ${le * 1000} ms`;
      }
      return '?';
    };
    rows.push({ operation, requests: count, 'mean ms': (((now.sum - (then?.sum ?? 0)) / count) * 1000).toFixed(1), p50: upTo(0.5), p99: upTo(0.99) });
  }
  return rows.sort((a, b) => Number(b.requests) - Number(a.requests));
}

type AppResult = Awaited<ReturnType<typeof measureApps>>[number];

function report(bareResult: Measured, before: AppResult | null, after: AppResult) {
  const ratios = (r: AppResult) => ({
    anonymous: `${(r.anonymous.rps / bareResult.rps).toFixed(2)} × bare`,
    signedIn: `${(r.signedIn.rps / r.anonymous.rps).toFixed(2)} × anonymous`,
    pending: `${(r.pending.rps / r.signedIn.rps).toFixed(3)} × signed-in (${(r.pending.rps / bareResult.rps).toFixed(3)} × bare)`,
    mine: `${(r.mine.rps / r.signedIn.rps).toFixed(2)} × signed-in`,
  });
  const names = casesFor('', { staffHeaders: {}, clientHeaders: () => ({}), sampleReservation: '' });
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
  const mixedLine = (m: AppResult['mixed']) => `${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.errors} errors (${m.groups}); live queues received ${m.live.events} events`;
  if (before) console.log(`\nmixed traffic, 50 users for ${SECONDS * 2} s, before: ${mixedLine(before.mixed)}`);
  console.log(`mixed traffic, 50 users for ${SECONDS * 2} s${before ? ', after' : ''}: ${mixedLine(after.mixed)}`);

  const checks = [
    verdict(after.signedIn.rps / after.anonymous.rps >= 0.8, 'signed-in { __typename } ≥ 0.8 × anonymous'),
    verdict(after.pending.rps / after.signedIn.rps >= 0.4, 'pending page ≥ 0.4 × signed-in'),
    verdict(after.pending.rps / bareResult.rps >= 0.1, 'pending page ≥ 0.1 × bare Yoga'),
    verdict(after.mine.rps / after.signedIn.rps >= 0.5, 'My reservations ≥ 0.5 × signed-in'),
    verdict(after.mixed.rps >= 500 && after.mixed.p99 < 300 && after.mixed.errors === 0, 'mixed: ≥ 500 req/s, p99 < 300 ms, 0 errors'),
  ];
  console.log('');
  for (const line of checks) console.log(line);
}
