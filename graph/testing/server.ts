// Starts the real server on a fresh test database, for integration tests: HTTP on a free port,
// with helpers to call GraphQL as anonymous, a client or staff.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { loadConfig, type Config } from '../config.ts';
import { startServer, type RunningServer, type StartOptions } from '../server.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { createLogger } from '../log.ts';
import { signAccessToken, type PrincipalKind } from '../auth/tokens.ts';
import { CSRF_HEADER } from '../http/csrf.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** Cheap scrypt parameters: tests hash many passwords; production uses OWASP_SCRYPT. */
export const FAST_HASH = { logN: 10, r: 8, p: 1 };
/** A captcha solved in milliseconds. */
export const EASY_CAPTCHA = { cost: 1, minCounter: 10, maxCounter: 200 };

export interface TestServer extends RunningServer {
  logs: string[];
  announcements: string[];
  /** A cookie header for a signed-in account; its session (`sid`) is fresh unless given. */
  /** An access token cookie. For a client, `id` is the member; `org` the organisation it acts for
   * (left out: the member's id, which a fixture organisation's owner shares, graph/testing/organisations.ts). */
  cookieFor(kind: PrincipalKind, id: string, options?: { ttlSeconds?: number; issuedAt?: number; sid?: string; org?: string }): string;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { cookie?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }>;
  /** The same with files (the GraphQL multipart request spec): each file goes to the variable path that names it ("input.file"). */
  graphqlUpload<T = unknown>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, { name: string; bytes: Uint8Array; type?: string }>,
    options?: { cookie?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }>;
  wsClient(cookie?: string, headers?: Record<string, string>): WsClient;
  close(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  startOptions: Omit<StartOptions, 'database' | 'logger' | 'announce'> & {
    /** Start on this test database as it is (the server applies the migrations it lacks, as at any start-up); close() drops it. */
    testDatabase?: TestDatabase;
  } = {},
): Promise<TestServer> {
  const { testDatabase, ...options } = startOptions;
  const { db, drop } = testDatabase ?? (await createTestDatabase());
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Stopover</title><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  const config: Config = loadConfig(
    { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: webDist, LOG_LEVEL: 'info', ...env },
    process.cwd(),
  );
  const logs: string[] = [];
  const announcements: string[] = [];
  let running: RunningServer;
  try {
    running = await startServer(config, {
      hashParams: FAST_HASH,
      captchaDifficulty: EASY_CAPTCHA,
      // Tests read the outbox; the worker itself is tested in graph/mail.
      mail: false,
      // Webhook tests run the worker's rounds themselves, with their clock.
      webhooks: false,
      // Reconfirmation tests run the scheduler's rounds themselves, with their clock.
      reconfirmation: false,
      deposits: false,
      // Invoice reminder tests run its rounds themselves, with their clock.
      invoiceReminders: false,
      // Waiting list tests run its rounds and triggers themselves, with their clock.
      waitingList: false,
      ...options,
      database: db,
      logger: createLogger(config.logLevel, (line) => logs.push(line)),
      announce: (text) => announcements.push(text),
    });
  } catch (error) {
    await drop();
    throw error;
  }

  const cookieFor: TestServer['cookieFor'] = (kind, id, opts = {}) =>
    `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: id, kind, sid: opts.sid ?? randomUUID(), ...(opts.org ? { org: opts.org } : {}) }, opts.ttlSeconds, opts.issuedAt)}`;

  return {
    ...running,
    logs,
    announcements,
    cookieFor,
    async graphql(query, variables, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...opts.headers };
      if (opts.cookie) headers.cookie = opts.cookie;
      const response = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as never };
    },
    async graphqlUpload(query, variables, files, opts = {}) {
      const headers: Record<string, string> = { [CSRF_HEADER]: '1', ...opts.headers };
      if (opts.cookie) headers.cookie = opts.cookie;
      const form = new FormData();
      const paths = Object.keys(files);
      form.set('operations', JSON.stringify({ query, variables }));
      form.set('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [`variables.${path}`]]))));
      paths.forEach((path, i) => form.set(String(i), new File([new Uint8Array(files[path]!.bytes)], files[path]!.name, { type: files[path]!.type ?? 'application/xml' })));
      const response = await fetch(`${running.url}/graphql`, { method: 'POST', headers, body: form });
      return { status: response.status, headers: response.headers, body: (await response.json()) as never };
    },
    wsClient(cookie, headers = {}) {
      class CookieWebSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
        }
      }
      return createClient({
        url: `ws://127.0.0.1:${running.port}/graphql`,
        webSocketImpl: CookieWebSocket,
        retryAttempts: 0,
        lazy: true,
      });
    },
    async close() {
      await running.stop();
      await drop();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}
