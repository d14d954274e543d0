// The HTTP host: one Node server for GraphQL (HTTP + WebSocket), the REST session calls
// (docs/product.md § REST calls), /healthz and the built web app. Every request is logged as one JSON
// line.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Services } from '../context.ts';
import { createGraphQL, attachSubscriptions, GRAPHQL_PATH } from './graphql.ts';
import { createStaticSite } from './static.ts';
import { graphqlCsrfViolation, isForeignOrigin } from './csrf.ts';
import { sendJson } from './respond.ts';
import { getAuthStatus } from '../rest/auth-status.ts';
import { logout, refresh } from '../rest/session.ts';
import { isCalendarFeedPath, serveCalendarFeed } from '../rest/calendar-feed.ts';
import { DEV_MAILBOX_PATH, devMailboxHandler } from '../mail/dev-mailbox.ts';
import { clientIp } from './client-ip.ts';
import { createDeferral, type Defer } from '../lib/after-response.ts';
import { message } from '../i18n/messages.ts';

export interface App {
  server: http.Server;
  /** Stops accepting connections, closes subscriptions and waits for requests in flight. */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Path segments that are secrets (one-time tokens in links) never reach the logs. */
export function redactPath(pathname: string): string {
  return pathname
    .replace(/^\/login\/verify\/[^/]+/, '/login/verify/:token')
    .replace(/^\/reset-password\/[^/]+/, '/reset-password/:token')
    .replace(/^\/calendar\/[^/]+/, '/calendar/:secret');
}

/** Google Analytics 4 hosts, allowed only when ANALYTICS_ID is configured (loaded after consent). */
const ANALYTICS_HOSTS = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

export function spaContentSecurityPolicy(analytics: boolean): string {
  const extra = analytics ? ` ${ANALYTICS_HOSTS}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self' ws: wss:${extra}`,
    // The captcha widget's proof-of-work worker is a bundled same-origin file.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function isLoopback(ip: string | null): boolean {
  return ip === '127.0.0.1' || ip === '::1' || (ip?.startsWith('127.') ?? false);
}

export function createApp(services: Services): App {
  const { config, log } = services;
  const yoga = createGraphQL(services);
  const site = createStaticSite(config.webDist, { publicUrl: config.publicUrl });
  const devMailbox = devMailboxHandler(services);
  const spaCsp = spaContentSecurityPolicy(config.analyticsId !== null);

  const routes: Record<string, Handler> = {
    'GET /healthz': async (_req, res) => {
      try {
        await services.prisma.$queryRaw`SELECT 1`;
        sendJson(res, 200, { status: 'ok', database: services.db.kind });
      } catch (error) {
        log.error('health check failed', { error });
        sendJson(res, 503, { status: 'unavailable' });
      }
    },
    'GET /api/user/getAuthStatus': (req, res) => getAuthStatus(services, 'user', req, res),
    'GET /api/admin/getAuthStatus': (req, res) => getAuthStatus(services, 'admin', req, res),
    'POST /api/user/refresh': (req, res) => refresh(services, 'user', req, res),
    'POST /api/admin/refresh': (req, res) => refresh(services, 'admin', req, res),
    'POST /api/user/logoutUser': (req, res) => logout(services, 'user', req, res),
    'POST /api/admin/logoutAdmin': (req, res) => logout(services, 'admin', req, res),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('x-frame-options', 'DENY');
    if (config.secureCookies) res.setHeader('strict-transport-security', 'max-age=31536000');

    if (pathname === GRAPHQL_PATH) {
      const violation = graphqlCsrfViolation(req, config.publicUrl);
      if (violation) {
        log.warn('csrf refused', { reason: violation });
        return sendJson(res, 403, { errors: [{ message: message('CSRF', 'en'), extensions: { code: 'CSRF' } }] });
      }
      return yoga.handle(req, res, { req });
    }
    const route = routes[`${req.method} ${pathname}`];
    if (route) {
      // Cookie-authenticated POSTs must come from our own pages (SameSite=Strict is the first wall).
      if (req.method === 'POST' && isForeignOrigin(req, config.publicUrl)) {
        return sendJson(res, 403, { code: 'CSRF', message: message('CSRF', 'en') });
      }
      return route(req, res);
    }
    if (isCalendarFeedPath(pathname)) return serveCalendarFeed(services, req, res, pathname);
    if (pathname.startsWith('/api/')) return sendJson(res, 404, { code: 'NOT_FOUND', message: message('NOT_FOUND', 'en') });
    // The development mailbox holds live verification and reset links: only for this machine.
    if ((pathname === DEV_MAILBOX_PATH || pathname.startsWith(`${DEV_MAILBOX_PATH}/`)) && isLoopback(clientIp(req, false))) {
      if (await devMailbox(req, res, pathname)) return;
    }

    res.setHeader('content-security-policy', spaCsp);
    if (!site.serve(req, res, pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
    }
  };

  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const pathname = redactPath(new URL(req.url ?? '/', 'http://localhost').pathname);
      const operation = (req as IncomingMessage & { operationName?: string }).operationName;
      log.info('request', {
        requestId,
        method: req.method,
        path: pathname,
        ...(operation ? { operation } : {}),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    // Work a request defers (graph/lib/after-response.ts) starts once its answer is written.
    const deferral = createDeferral();
    (req as IncomingMessage & { defer?: Defer }).defer = deferral.defer;
    res.on('finish', deferral.finished);
    res.on('close', deferral.finished);
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      // Last line of defence: log the error, answer without any detail.
      log.error('unhandled request error', { requestId, error });
      if (!res.headersSent) sendJson(res, 500, { code: 'INTERNAL', message: message('INTERNAL', 'en') });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;

  const subscriptions = attachSubscriptions(server, yoga, services);

  return {
    server,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await subscriptions.close();
      // Requests in flight get a grace period, then their connections are cut.
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(timer);
    },
  };
}
