// The HTTP host: one Node server for GraphQL (HTTP + WebSocket), the REST session calls
// (docs/product.md § REST calls), /healthz, /readyz, /metrics and the built web app. Every request is
// logged as one JSON line and counted in the metrics.
import { isPaymentRequestDocumentPath, servePaymentRequestDocument } from '../rest/payment-request-documents.ts';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Services } from '../context.ts';
import { createGraphQL, attachSubscriptions, GRAPHQL_PATH } from './graphql.ts';
import { createSitePages, setSecurityHeaders } from './site-pages.ts';
import { isServicePath, redactPath } from './service-paths.ts';
import type { StartingServer } from './listen-first.ts';
import { graphqlCsrfViolation, isForeignOrigin } from './csrf.ts';
import { bodyRefusal, refusalLanguage } from './body-size.ts';
import { sendGraphqlError, sendJson } from './respond.ts';
import { getAuthStatus } from '../rest/auth-status.ts';
import { logout, refresh } from '../rest/session.ts';
import { isCalendarFeedPath, serveCalendarFeed } from '../rest/calendar-feed.ts';
import { isInvoiceDocumentPath, serveInvoiceDocument } from '../rest/invoice-documents.ts';
import { isStatementDocumentPath, serveStatementDocument } from '../rest/statement-documents.ts';
import { DEV_MAILBOX_PATH, devMailboxHandler } from '../mail/dev-mailbox.ts';
import { clientIp, isLoopback } from './client-ip.ts';
import { createDeferral, type Defer } from '../lib/after-response.ts';
import { message } from '../i18n/messages.ts';
import { createMetrics, type Metrics } from '../metrics/registry.ts';
import { metricsAccess } from '../metrics/access.ts';
import { clusterMetrics, shareWithPrimary } from '../metrics/cluster.ts';
import { methodLabel, routeLabel } from '../metrics/labels.ts';
import { hit, isLimited, RATE_RULES } from '../auth/rate-limit.ts';
import { checkReadiness, expectedMigrations } from './readiness.ts';
import { createDrain } from './drain.ts';

export interface App {
  server: http.Server;
  metrics: Metrics;
  /**
   * Drains and stops: /readyz answers 503, no new connections are accepted, requests in flight get
   * up to the grace period (SHUTDOWN_GRACE_SECONDS) to finish, then WebSockets are closed with
   * 1012 (Service Restart: graphql-ws clients reconnect, to another instance) and what is left is cut.
   */
  close(): Promise<void>;
}

/** What GraphQL requests leave on the request for the log line and the metrics. */
type TracedRequest = IncomingMessage & { operationName?: string; graphqlErrorCodes?: unknown[]; defer?: Defer };

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * The app on a new server, or on the one `starting` already listens with (its requests held until now
 * are handed over by the caller, starting.handOver()).
 */
export function createApp(services: Services, starting?: StartingServer): App {
  const { config, log } = services;
  const yoga = createGraphQL(services);
  const sitePages = starting?.sitePages ?? createSitePages(config);
  const devMailbox = devMailboxHandler(services);
  let subscriptions: ReturnType<typeof attachSubscriptions> | null = null;
  const cacheLookups = services.responseCache?.lookups;
  const metrics = createMetrics({
    prisma: services.prisma,
    db: services.db,
    webSockets: () => subscriptions?.connections() ?? 0,
    ...(cacheLookups ? { responseCache: () => cacheLookups } : {}),
  });
  shareWithPrimary(metrics.registry);
  let migrations: string[] | null = null;

  const routes: Record<string, Handler> = {
    // Alive: the process answers. No database: a slow database must not get healthy processes restarted.
    'GET /healthz': (_req, res) => sendJson(res, 200, { status: 'ok', database: services.db.kind }),
    // Ready for traffic: the database answers with every migration this code expects, and not stopping.
    'GET /readyz': async (_req, res) => {
      if (drain.draining) return sendJson(res, 503, { status: 'unavailable', reason: 'shutting down' });
      // The migrations this running code was built with, read once.
      migrations ??= expectedMigrations();
      const readiness = await checkReadiness(services.db.sql, migrations);
      if (readiness.ready) return sendJson(res, 200, { status: 'ready' });
      log.warn('not ready', { reason: readiness.reason });
      sendJson(res, 503, { status: 'unavailable', reason: readiness.reason });
    },
    'GET /metrics': async (req, res) => {
      const ip = clientIp(req, config.trustProxy);
      const access = metricsAccess({ ip, authorization: req.headers.authorization }, config.metricsToken);
      if (access === 'loopback-only') return sendJson(res, 403, { code: 'FORBIDDEN', message: 'Metrics are served to this machine only (set METRICS_TOKEN to open them to a scraper).' });
      if (access !== 'allowed') {
        const key = `metrics-token-fail:${ip ?? 'unknown'}`;
        const now = services.now();
        const limited = await isLimited(services.prisma, key, RATE_RULES.metricsTokenFailuresPerIp, now);
        if (limited.allowed && access === 'wrong-token') await hit(services.prisma, key, RATE_RULES.metricsTokenFailuresPerIp, now);
        if (!limited.allowed) return sendJson(res, 429, { code: 'TOO_MANY_REQUESTS', message: message('TOO_MANY_REQUESTS', 'en') }, { 'retry-after': String(limited.retryAfterSeconds) });
        return sendJson(res, 401, { code: 'UNAUTHENTICATED', message: 'Send Authorization: Bearer <METRICS_TOKEN>.' }, { 'www-authenticate': 'Bearer' });
      }
      // Under WORKERS the primary gathers every worker's numbers; otherwise this process's own.
      let text: string | null = null;
      try {
        text = await clusterMetrics();
      } catch (error) {
        log.warn('metrics of the other workers unavailable; answering with this worker’s own', { error });
      }
      text ??= await metrics.render();
      res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
      res.end(text);
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
    setSecurityHeaders(res, config);
    // The web app's pages and files: the same answers the port gives while the database opens.
    if (!isServicePath(pathname)) return sitePages(req, res, pathname);

    if (pathname === GRAPHQL_PATH) {
      const violation = graphqlCsrfViolation(req, config.publicUrl);
      if (violation) {
        log.warn('csrf refused', { reason: violation });
        return sendGraphqlError(res, 403, 'CSRF', message('CSRF', 'en'));
      }
      const refusal = bodyRefusal(req);
      // The body stays unread: the connection closes rather than read it as the next request.
      if (refusal) return sendGraphqlError(res, refusal.status, refusal.code, message(refusal.code, refusalLanguage(req.headers.cookie, req.headers['accept-language'])), { connection: 'close' });
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
    if (isInvoiceDocumentPath(pathname)) return serveInvoiceDocument(services, req, res, pathname);
    if (isPaymentRequestDocumentPath(pathname)) return servePaymentRequestDocument(services, req, res, pathname);
    if (isStatementDocumentPath(pathname)) return serveStatementDocument(services, req, res, pathname);
    if (pathname.startsWith('/api/')) return sendJson(res, 404, { code: 'NOT_FOUND', message: message('NOT_FOUND', 'en') });
    // The development mailbox holds live verification and reset links: only for this machine.
    if ((pathname === DEV_MAILBOX_PATH || pathname.startsWith(`${DEV_MAILBOX_PATH}/`)) && isLoopback(clientIp(req, false))) {
      if (await devMailbox(req, res, pathname)) return;
    }

    sitePages(req, res, pathname);
  };

  const server = starting?.server ?? http.createServer();
  server.on('request', (req: TracedRequest, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.setHeader('x-request-id', requestId);
    drain.track(req, res);
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const ms = seconds * 1000;
      const rawPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      const pathname = redactPath(rawPath);
      const operation = req.operationName;
      const route = routeLabel(rawPath);
      metrics.observeRequest({
        route,
        method: methodLabel(req.method),
        status: res.statusCode,
        seconds,
        ...(route === 'graphql' ? { graphql: { operationName: operation ?? null, errorCodes: req.graphqlErrorCodes ?? [] } } : {}),
      });
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
    req.defer = deferral.defer;
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

  const live = attachSubscriptions(server, yoga, services);
  subscriptions = live;

  const drain = starting?.drain ?? createDrain(server);
  let closing: Promise<void> | null = null;
  const drainAndClose = async () => {
    live.refuseNew();
    const { cut } = await drain.drain(config.shutdownGraceMs, (state) => log.info('draining', state));
    if (cut > 0) log.warn('shutdown grace period over; cutting requests still in flight', { requests: cut });
    await live.close();
    await drain.close();
  };

  return {
    server,
    metrics,
    close() {
      closing ??= drainAndClose();
      return closing;
    },
  };
}
