// How long a signed-out session lives on: two app instances on PostgreSQL and Redis, a member of
// staff with a live subscription on one of them, signing out through the other (and through the same
// one). Measured from the moment the sign-out answers:
//   - HTTP: until a request with the old access token is refused (polled every millisecond);
//   - WebSocket: until the server closes the session's socket.
//
// TARGET: the same instance refuses the very next request; every socket is closed within 1 s.
//
//   node --import tsx bench/revocation.ts      (PostgreSQL and Redis on this machine)
import WebSocket from 'ws';
import { loadConfig } from '../graph/config.ts';
import { openDatabase } from '../graph/db.ts';
import { startServer, type RunningServer } from '../graph/server.ts';
import { createTestDatabase } from '../graph/testing/db.ts';
import { EASY_CAPTCHA, FAST_HASH, TEST_JWT_SECRET } from '../graph/testing/server.ts';
import { createLogger } from '../graph/log.ts';
import { startSession } from '../graph/auth/sessions.ts';
import { CSRF_HEADER } from '../graph/http/csrf.ts';
import { ms, printTable, summarise, verdict } from './lib.ts';

const ROUNDS = 20;
process.env.TEST_DB = 'postgres';
const shared = await createTestDatabase();
const secondPool = await openDatabase({ kind: 'postgres', url: shared.url! });
const instances: RunningServer[] = [];

async function instance(database: typeof secondPool): Promise<RunningServer> {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: 'none', REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  const running = await startServer(config, { database, hashParams: FAST_HASH, captchaDifficulty: EASY_CAPTCHA, mail: false, logger: createLogger('silent'), announce: () => {} });
  instances.push(running);
  return running;
}

async function viewerKind(server: RunningServer, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query: '{ viewer { kind } }' }),
  });
  return ((await response.json()) as { data: { viewer: { kind: string } } }).data.viewer.kind;
}

async function openSocket(server: RunningServer, cookie: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const acked = new Promise<void>((resolve) => ws.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve()));
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await acked;
  ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { reservationChanged { kind } }' } }));
  return new Promise<number>((resolve) => ws.once('close', () => resolve(performance.now())));
}

try {
  const a = await instance(shared.db);
  const b = await instance(secondPool);
  const manager = await shared.db.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  const samples = { sameHttp: [] as number[], otherHttp: [] as number[], sameWs: [] as number[], otherWs: [] as number[] };
  let nextRequestRefused = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const tokens = await startSession(shared.db.prisma, { kind: 'staff', id: manager.id }, TEST_JWT_SECRET, new Date());
    const cookie = `access_token=${tokens.accessToken}; refresh_token=${tokens.refreshToken}`;
    // Both instances have seen, and remember, the session.
    if ((await viewerKind(a, cookie)) !== 'STAFF' || (await viewerKind(b, cookie)) !== 'STAFF') throw new Error('not signed in');
    const closedOnA = openSocket(a, cookie);
    const closedOnB = openSocket(b, cookie);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const response = await fetch(`${a.url}/api/admin/logoutAdmin`, { method: 'POST', headers: { cookie } });
    const signedOut = performance.now();
    if (response.status !== 200) throw new Error(`logout answered ${response.status}`);
    if ((await viewerKind(a, cookie)) === 'ANONYMOUS') nextRequestRefused += 1;
    samples.sameHttp.push(performance.now() - signedOut);
    while ((await viewerKind(b, cookie)) !== 'ANONYMOUS') await new Promise((resolve) => setTimeout(resolve, 1));
    samples.otherHttp.push(performance.now() - signedOut);
    samples.sameWs.push((await closedOnA) - signedOut);
    samples.otherWs.push((await closedOnB) - signedOut);
  }

  const row = (what: string, values: number[]) => {
    const s = summarise(values);
    return { 'after sign-out on instance A': what, p50: ms(s.p50), p95: ms(s.p95), max: ms(s.max) };
  };
  printTable(`Revocation delay, ${ROUNDS} sign-outs (PostgreSQL, Redis, two instances)`, [
    row('HTTP on A refuses the token (the next request)', samples.sameHttp),
    row('HTTP on B refuses the token', samples.otherHttp),
    row('WebSocket on A closed', samples.sameWs),
    row('WebSocket on B closed', samples.otherWs),
  ]);
  console.log(`\nthe very next request on A refused: ${nextRequestRefused} of ${ROUNDS}`);
  const worstSocket = Math.max(...samples.sameWs, ...samples.otherWs);
  console.log(verdict(nextRequestRefused === ROUNDS && worstSocket < 1000, 'next request refused at once; every socket closed within 1 s'));
} finally {
  for (const running of instances) await running.stop();
  await secondPool.close();
  await shared.drop();
}
