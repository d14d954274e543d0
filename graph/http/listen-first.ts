// Listening before the database is open. Opening the embedded database and building the schema take
// seconds; meanwhile the port already answers:
//  - the web app's pages and files, which need no database: a browser's first request is answered at
//    once, and the page's own requests follow;
//  - /healthz 200 (the process answers) and /readyz 503 (not ready yet: a load balancer waits);
//  - everything else (GraphQL, WebSockets, the REST calls, feeds and documents) is held, and handed to
//    the app the moment it is ready. At most HELD_LIMIT requests wait; beyond them, 503 and Retry-After.
// `npm start` uses it; tests start the server in one step (startServer without it).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { createSitePages, setSecurityHeaders } from './site-pages.ts';
import { isServicePath, redactPath } from './service-paths.ts';
import { createDrain, type Drain } from './drain.ts';
import { GRAPHQL_PATH } from './graphql.ts';
import { sendGraphqlError, sendJson } from './respond.ts';
import { refusalLanguage } from './body-size.ts';
import { message } from '../i18n/messages.ts';

/** Requests held while starting (each holds a socket); more get 503 rather than pile up. */
export const HELD_LIMIT = 1_000;

export interface StartingServer {
  server: http.Server;
  drain: Drain;
  sitePages: ReturnType<typeof createSitePages>;
  /** Removes the starting listeners and replays what they held: call right after the app's are on. */
  handOver(): void;
}

type Held = { kind: 'request'; req: IncomingMessage; res: ServerResponse } | { kind: 'upgrade'; req: IncomingMessage; socket: Duplex; head: Buffer };

export async function listenFirst(config: Config, log: Logger, { heldLimit = HELD_LIMIT } = {}): Promise<StartingServer> {
  const server = http.createServer();
  server.keepAliveTimeout = 5_000;
  const drain = createDrain(server);
  const sitePages = createSitePages(config);
  const held: Held[] = [];

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const health = req.method === 'GET' && (pathname === '/healthz' || pathname === '/readyz');
    if (!health && isServicePath(pathname) && held.length < heldLimit) {
      held.push({ kind: 'request', req, res });
      return;
    }
    setSecurityHeaders(res, config);
    res.once('finish', () =>
      log.info('request', { method: req.method, path: redactPath(pathname), status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10, starting: true }),
    );
    if (health && pathname === '/healthz') return sendJson(res, 200, { status: 'ok', database: config.database.kind });
    if (health) return sendJson(res, 503, { status: 'unavailable', reason: 'starting' });
    if (!isServicePath(pathname)) return sitePages(req, res, pathname);
    // More waiting than the limit allows.
    const text = message('STARTING', refusalLanguage(req.headers.cookie, req.headers['accept-language']));
    const retry = { 'retry-after': '2' };
    if (pathname === GRAPHQL_PATH) return sendGraphqlError(res, 503, 'STARTING', text, retry);
    sendJson(res, 503, { code: 'STARTING', message: text }, retry);
  };
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (held.length >= heldLimit) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 2\r\nConnection: close\r\n\r\n');
      return;
    }
    held.push({ kind: 'upgrade', req, socket, head });
  };
  server.on('request', onRequest);
  server.on('upgrade', onUpgrade);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      // Listening, an error of the server (not of one connection) is logged; unheard, it would end the process.
      server.on('error', (error) => log.error('server error', { error }));
      resolve();
    });
  });

  return {
    server,
    drain,
    sitePages,
    handOver() {
      server.off('request', onRequest);
      server.off('upgrade', onUpgrade);
      for (const item of held.splice(0)) {
        if (item.kind === 'request') server.emit('request', item.req, item.res);
        else server.emit('upgrade', item.req, item.socket, item.head);
      }
    },
  };
}
