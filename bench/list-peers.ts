// The lists against their peers: requests per second of Stopover's two hottest list pages against
// PostGraphile V5 (grafast) and a raw node:http + pg server answering the same rows, all in one run
// on the same seeded PostgreSQL, so the ratios say how far Stopover is from the best
// GraphQL-over-PostgreSQL server on this machine.
//
// Setup: PostgreSQL with 200 approved organisations and 6,000 reservations (bench/seeded-app.ts: 30
// each, a fifth of them pending). Each server is a child process on its own port, with a pool of 10
// connections to the same database:
//   - PostGraphile V5 with its stock (Amber) preset (bench/peers/postgraphile-server.ts), answering
//     the 50 oldest pending reservations with their organisation's id and name. It is not a project
//     package: the first run installs it into its own cache folder (--cache, default
//     ~/.cache/stopover-bench/postgraphile; `npm install --prefix`), later runs reuse it.
//   - node:http + pg (bench/peers/raw-pg-server.ts): the same rows as JSON from one SQL statement
//     with a join.
//   - Stopover (`dist/server/server.mjs`, compiled and run as `npm start` does, logging at info to
//     /dev/null): the staff pending page (the web app's ReservationsPageQuery, view PENDING, 50 rows)
//     as the manager, and a client's My reservations page (CurrentReservationsPageQuery, money shown,
//     as the organisation's owner) — the texts Relay compiled for the web app, so the bench follows it.
// The load (autocannon) comes from this process: 20 keep-alive connections, a warm-up of every case
// first, then RUNS rounds of SECONDS per case, the cases taking turns round by round so a change in
// the machine's load weighs on all alike. The table gives medians, the server process's CPU time per
// request (from /proc, user + system) and its peak resident memory so far (VmHWM; a Stopover process
// serves two cases), and the rows and bytes of one answer; `uptime` before and
// after. Before the load every answer is checked once: no errors, and the three pending answers hold
// the same 50 order numbers in the same order.
//
// Stopover runs three times: with the response cache off (the cold path), and on, kept in memory and
// in Redis (the repeated request is a hit after the first). No target is checked here: the targets are
// ratios to PostGraphile (staff pending page and My reservations ≥ 1.0 × with the cache off, ≥ 3 × on).
//
//   node --import tsx bench/list-peers.ts [--seconds 6] [--runs 3] [--cache DIR]     (npm run bench:peers)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import ReservationsPage from '../web/features/reservations/__generated__/ReservationsPageQuery.graphql.ts';
import CurrentReservationsPage from '../web/features/my-reservations/__generated__/CurrentReservationsPageQuery.graphql.ts';
import { printTable } from './lib.ts';
import { appEnv, seededDatabase, startProcess, startThisApp, stopAll } from './seeded-app.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    runs: { type: 'string', default: '3' },
    cache: { type: 'string', default: path.join(os.homedir(), '.cache/stopover-bench/postgraphile') },
  },
});
const SECONDS = Number(args.seconds);
const RUNS = Number(args.runs);
const CACHE = path.resolve(args.cache);
const CONNECTIONS = 20;
// This bench's ports (4670-4689).
const APP_PORT = 4670;
const POSTGRAPHILE_PORT = 4671;
const RAW_PORT = 4672;
const CACHED_PORT = 4673;
const REDIS_CACHED_PORT = 4674;
const PEER_PACKAGES = ['postgraphile@^5', 'pg@^8'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const textOf = (artifact: { params: { text?: string | null } }) => artifact.params.text!;
const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/** PostGraphile in its own folder, installed the first time (never a project dependency). */
function peerModules(): string {
  const modules = path.join(CACHE, 'node_modules');
  if (!fs.existsSync(path.join(modules, 'postgraphile/package.json'))) {
    console.log(`Installing ${PEER_PACKAGES.join(' ')} into ${CACHE} (once)…`);
    fs.mkdirSync(CACHE, { recursive: true });
    execFileSync('npm', ['install', '--prefix', CACHE, '--no-audit', '--no-fund', '--loglevel', 'error', ...PEER_PACKAGES], { stdio: 'inherit' });
  }
  const version = (JSON.parse(fs.readFileSync(path.join(modules, 'postgraphile/package.json'), 'utf8')) as { version: string }).version;
  console.log(`PostGraphile ${version} from ${modules}`);
  return modules;
}

interface Case {
  name: string;
  url: string;
  /** The server's process, for its CPU time. */
  pid: number;
  headers?: Record<string, string>;
  body: string;
  /** How many rows (reservations) one answer holds. */
  rows: (answer: unknown) => number;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU time (user + system) per answered request. */
  cpuMs: number;
  errors: number;
}

/** A process's CPU time so far, in ms (/proc/PID/stat: utime and stime, in clock ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(c: Case, seconds: number): Promise<Measured> {
  let errors = 0;
  const cpuBefore = cpuTimeMs(c.pid);
  const r = await autocannon({
    url: c.url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...c.headers },
    body: c.body,
    // GraphQL answers errors with HTTP 200: count them from the body too.
    requests: [{ method: 'POST', body: c.body, onResponse: (status: number, text: string) => void (status !== 200 || text.includes('"errors"') ? (errors += 1) : 0) }],
  });
  const cpuMs = (cpuTimeMs(c.pid) - cpuBefore) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuMs, errors: errors + r.errors + r.timeouts + r.non2xx };
}

/** The most memory the server process has held resident since it started (/proc: VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** One request by hand: the answer's rows and size, and its errors if any. */
async function check(c: Case): Promise<{ rows: number; bytes: number }> {
  const response = await fetch(c.url, { method: 'POST', headers: { 'content-type': 'application/json', ...c.headers }, body: c.body });
  const text = await response.text();
  const answer = JSON.parse(text) as { errors?: unknown };
  if (response.status !== 200 || answer.errors) throw new Error(`${c.name}: HTTP ${response.status} ${text.slice(0, 1000)}`);
  return { rows: c.rows(answer), bytes: Buffer.byteLength(text) };
}

// The equivalent of the staff pending page in PostGraphile's schema: the same 50 rows (CREATED,
// oldest first, ties by id), the same columns where a column holds them (the page's computed fields,
// such as unread messages and the local arrival time, have no column), the organisation's id and name,
// and the connection's cursor and page info.
const POSTGRAPHILE_PENDING = `query PendingPage($count: Int!) {
  allReservations(condition: { status: CREATED }, orderBy: [CREATED_AT_ASC, ROW_ID_ASC], first: $count) {
    edges {
      cursor
      node {
        id rowId orderNumber type guests seatReservation arrivalDay arrivalAt status outcome actualGuests createdAt version
        coaches driverState etaAt reconfirmationRequestedAt reconfirmedAt
        organisationByOrganisationId { id rowId name }
      }
    }
    pageInfo { endCursor hasNextPage }
  }
}`;

type Answer<T> = { data: T };
const seeded = await seededDatabase();
const { database } = seeded;

try {
  const modules = peerModules();
  const dbEnv = { DATABASE_URL: database.url! };
  const rawServer = await startProcess(['--import', 'tsx', 'bench/peers/raw-pg-server.ts'], { ...dbEnv, PORT: String(RAW_PORT) }, /listening/);
  const postgraphileServer = await startProcess(['--import', 'tsx', 'bench/peers/postgraphile-server.ts'], { ...dbEnv, PORT: String(POSTGRAPHILE_PORT), PEER_MODULES: modules, NODE_ENV: 'production' }, /listening/);
  // Stopover three times: the cold path (cache off), and the response cache in memory and in Redis.
  const stopover = await startThisApp({ ...appEnv(database, APP_PORT), RESPONSE_CACHE: 'false' });
  const app = `http://127.0.0.1:${APP_PORT}/graphql`;
  const cached = await startThisApp({ ...appEnv(database, CACHED_PORT), RESPONSE_CACHE: 'true' });
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const cachedInRedis = await startThisApp({ ...appEnv(database, REDIS_CACHED_PORT), RESPONSE_CACHE: 'true', REDIS_URL: redisUrl });
  const stopoverCases = (label: string, url: string, pid: number): Case[] => [
    {
      name: `Stopover staff pending page (ReservationsPageQuery, 50)${label}`,
      url,
      pid,
      headers: seeded.staffHeaders,
      body: body(textOf(ReservationsPage), { view: 'PENDING', filter: null, count: 50 }),
      rows: (a) => (a as Answer<{ reservations: { edges: unknown[] } }>).data.reservations.edges.length,
    },
    {
      name: `Stopover client My reservations (CurrentReservationsPageQuery)${label}`,
      url,
      pid,
      headers: seeded.clientHeaders(0),
      body: body(textOf(CurrentReservationsPage), { money: true }),
      rows: (a) => (a as Answer<{ viewer: { client: { reservations: { edges: unknown[] } } } }>).data.viewer.client.reservations.edges.length,
    },
  ];

  const cases: Case[] = [
    {
      name: 'PostGraphile V5 (grafast), 50 pending rows + organisation',
      url: `http://127.0.0.1:${POSTGRAPHILE_PORT}/graphql`,
      pid: postgraphileServer.pid!,
      body: body(POSTGRAPHILE_PENDING, { count: 50 }),
      rows: (a) => (a as Answer<{ allReservations: { edges: unknown[] } }>).data.allReservations.edges.length,
    },
    {
      name: 'raw node:http + pg, one statement with a join',
      url: `http://127.0.0.1:${RAW_PORT}/`,
      pid: rawServer.pid!,
      body: body('{ pending }'),
      rows: (a) => (a as Answer<{ reservations: unknown[] }>).data.reservations.length,
    },
    ...stopoverCases(', cache off', app, stopover.pid!),
    ...stopoverCases(', cache in memory', `http://127.0.0.1:${CACHED_PORT}/graphql`, cached.pid!),
    ...stopoverCases(', cache in Redis', `http://127.0.0.1:${REDIS_CACHED_PORT}/graphql`, cachedInRedis.pid!),
  ];

  const answers: Array<{ rows: number; bytes: number }> = [];
  for (const c of cases) answers.push(await check(c));
  // The three pending answers must hold the same rows: the same 50 order numbers in the same order.
  const orderNumbers = async (c: Case) => {
    const text = await (await fetch(c.url, { method: 'POST', headers: { 'content-type': 'application/json', ...c.headers }, body: c.body })).text();
    return [...text.matchAll(/"orderNumber":"([^"]+)"/g)].map((m) => m[1]).join(',');
  };
  const [pgl, raw, pending] = await Promise.all(cases.slice(0, 3).map(orderNumbers));
  if (pgl !== raw || raw !== pending) throw new Error('The pending answers differ in their rows: the peers do not answer the same page');

  console.log(`before the run: ${uptime()}`);
  // A fresh process compiles as it goes: warm every path up before anything counts.
  for (const c of cases) await load(c, 3);
  const runs = cases.map((): Measured[] => []);
  for (let round = 0; round < RUNS; round++) for (const [i, c] of cases.entries()) runs[i]!.push(await load(c, SECONDS));
  const measured = runs.map((r) => ({ rps: median(r.map((m) => m.rps)), p50: median(r.map((m) => m.p50)), p99: median(r.map((m) => m.p99)), cpuMs: median(r.map((m) => m.cpuMs)), errors: r.reduce((sum, m) => sum + m.errors, 0) }));
  const after = uptime();

  const peer = measured[0]!.rps;
  console.log(`\nafter the run:  ${after}`);
  console.log(`${os.cpus().length} cores · ${CONNECTIONS} connections · median of ${RUNS} × ${SECONDS} s per case, rounds interleaved · warm-up 3 s per case`);
  printTable(
    'Lists against their peers (same database, same run)',
    cases.map((c, i) => ({
      case: c.name,
      'rows/answer': answers[i]!.rows,
      'bytes/answer': answers[i]!.bytes,
      'req/s': Math.round(measured[i]!.rps),
      'p50 ms': measured[i]!.p50,
      'p99 ms': measured[i]!.p99,
      'server CPU ms/req': measured[i]!.cpuMs.toFixed(1),
      'server peak RSS MB': peakRssMb(c.pid),
      '× PostGraphile': (measured[i]!.rps / peer).toFixed(2),
      errors: measured[i]!.errors,
    })),
  );
  if (measured.some((m) => m.errors)) console.log('\nSome requests failed: the numbers above are not to be trusted.');
} finally {
  await stopAll();
  await database.drop();
}
