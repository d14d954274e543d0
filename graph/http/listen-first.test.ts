// The port answers before the database is open: pages at once, /readyz 503, GraphQL and WebSockets
// held and answered by the app once it is ready, and a bounded number of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { startServer, type RunningServer } from '../server.ts';
import { createTestDatabase } from '../testing/db.ts';
import { FAST_HASH, TEST_JWT_SECRET } from '../testing/server.ts';
import { listenFirst } from './listen-first.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A built web app of one page, enough to tell it answered. */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-listen-first-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>Stopover</title></head><body><div id="root"></div></body></html>');
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: webDist() });
const log = createLogger('silent');
const query = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ __typename }' }) });
const baseOf = (starting: { server: { address(): unknown } }) => `http://127.0.0.1:${(starting.server.address() as { port: number }).port}`;
const settled = <T>(promise: Promise<T>) => {
  const state: { done: boolean; value?: T } = { done: false };
  // A request cut when a test closes the port settles too, without a value.
  promise.then((value) => Object.assign(state, { done: true, value }), () => Object.assign(state, { done: true }));
  return state;
};

describe('listening before the database is open', () => {
  it('serves pages and health at once, holds the rest and hands it to the app when ready', async () => {
    const starting = await listenFirst(config, log);
    const base = baseOf(starting);

    const page = await fetch(`${base}/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'starting' });

    // GraphQL, a REST call and a WebSocket wait.
    const held = settled(query(base));
    const status = settled(fetch(`${base}/api/user/getAuthStatus`));
    const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const opened = settled(new Promise<boolean>((resolve) => {
      socket.once('open', () => resolve(true));
      socket.once('error', () => resolve(false));
    }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([held.done, status.done, opened.done]).toEqual([false, false, false]);

    const { db, drop } = await createTestDatabase();
    cleanups.push(drop);
    const running: RunningServer = await startServer(config, { database: db, hashParams: FAST_HASH, logger: log, announce: () => {}, listening: starting });
    cleanups.push(() => running.stop());
    expect(`http://127.0.0.1:${running.port}`).toBe(base);

    await expect.poll(() => held.done && status.done && opened.done, { timeout: 5_000 }).toBe(true);
    const answer = held.value!;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
    expect(status.value!.status).toBe(404);
    expect(await status.value!.json()).toMatchObject({ code: 'NO_SESSION' });
    expect(opened.value).toBe(true);
    socket.close();
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  it('holds a bounded number of requests: past the limit, 503 with Retry-After in the asker’s language', async () => {
    const starting = await listenFirst(config, log, { heldLimit: 2 });
    cleanups.push(() => new Promise((resolve) => starting.server.close(() => resolve())));
    starting.server.closeIdleConnections();
    const base = baseOf(starting);
    const waiting = [settled(query(base)), settled(query(base))];
    await expect.poll(() => starting.server.listenerCount('request'), { timeout: 1_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await query(base, { 'accept-language': 'sl' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ errors: [{ message: 'Storitev se zaganja. Poskusite znova čez trenutek.', extensions: { code: 'STARTING' } }] });
    expect(waiting.map((w) => w.done)).toEqual([false, false]);
    starting.server.closeAllConnections();
  });
});
