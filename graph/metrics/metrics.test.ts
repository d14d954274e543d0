// GET /metrics: who may read it, what it shows (Prometheus' text format), and numbers that follow
// the database (outboxes) and the jobs (heartbeats). /readyz: ready only with every migration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { metricsAccess } from './access.ts';
import { createOperationLabels, errorCodeLabel, routeLabel } from './labels.ts';
import { recordJobRun, recordJobFailure, declareJob, jobHeartbeats, secondsSinceSuccess } from '../jobs/heartbeats.ts';
import { checkReadiness, expectedMigrations } from '../http/readiness.ts';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';

describe('who may read /metrics', () => {
  it('lets this machine in without a token and nobody else', () => {
    expect(metricsAccess({ ip: '127.0.0.1', authorization: undefined }, null)).toBe('allowed');
    expect(metricsAccess({ ip: '127.0.0.53', authorization: undefined }, null)).toBe('allowed');
    expect(metricsAccess({ ip: '::1', authorization: undefined }, null)).toBe('allowed');
    expect(metricsAccess({ ip: '10.0.0.7', authorization: undefined }, null)).toBe('loopback-only');
    expect(metricsAccess({ ip: '203.0.113.9', authorization: 'Bearer anything' }, null)).toBe('loopback-only');
    expect(metricsAccess({ ip: null, authorization: undefined }, null)).toBe('loopback-only');
  });

  it('opens to others with the configured token, and only with it', () => {
    expect(metricsAccess({ ip: '203.0.113.9', authorization: `Bearer ${TOKEN}` }, TOKEN)).toBe('allowed');
    expect(metricsAccess({ ip: '203.0.113.9', authorization: `bearer ${TOKEN}` }, TOKEN)).toBe('allowed');
    expect(metricsAccess({ ip: '203.0.113.9', authorization: undefined }, TOKEN)).toBe('token-required');
    expect(metricsAccess({ ip: '203.0.113.9', authorization: `Bearer ${TOKEN}x` }, TOKEN)).toBe('wrong-token');
    expect(metricsAccess({ ip: '203.0.113.9', authorization: TOKEN }, TOKEN)).toBe('token-required');
    expect(metricsAccess({ ip: '127.0.0.1', authorization: undefined }, TOKEN)).toBe('allowed');
  });
});

describe('label values', () => {
  it('keeps operation names bounded: invalid ones and those past the cap are "other"', () => {
    const label = createOperationLabels(2);
    expect(label(null)).toBe('anonymous');
    expect(label('DashboardQuery')).toBe('DashboardQuery');
    expect(label('x'.repeat(81))).toBe('other');
    expect(label('drop table;')).toBe('other');
    expect(label('BookMutation')).toBe('BookMutation');
    expect(label('ThirdOne')).toBe('other');
    expect(label('DashboardQuery')).toBe('DashboardQuery');
  });

  it('maps paths to a few routes and error codes to upper-case words', () => {
    expect(routeLabel('/graphql')).toBe('graphql');
    expect(routeLabel('/api/user/getAuthStatus')).toBe('/api/user/getAuthStatus');
    expect(routeLabel('/api/nope/123')).toBe('api-other');
    expect(routeLabel('/calendar/s3cret.ics')).toBe('calendar');
    expect(routeLabel('/invoices/0193-abc.pdf')).toBe('invoice-documents');
    expect(routeLabel('/billing/export/2026-11.zip')).toBe('invoice-documents');
    expect(routeLabel('/login/verify/abc')).toBe('page');
    expect(errorCodeLabel('NO_LONGER_AVAILABLE')).toBe('NO_LONGER_AVAILABLE');
    expect(errorCodeLabel('<script>')).toBe('OTHER');
    expect(errorCodeLabel(undefined)).toBe('NONE');
  });
});

describe('job heartbeats', () => {
  it('count the lag from the last success, or from the declaration before the first', () => {
    const t0 = new Date('2026-11-21T02:00:00Z');
    declareJob('test-declared', { expectedIntervalSeconds: 86_400 }, t0);
    recordJobRun('test-ran', t0);
    recordJobFailure('test-ran', new Date('2026-11-21T03:00:00Z'));
    const later = new Date('2026-11-21T04:00:00Z');
    const byName = new Map(jobHeartbeats().map((job) => [job.name, job]));
    expect(secondsSinceSuccess(byName.get('test-declared')!, later)).toBe(7200);
    expect(byName.get('test-declared')!.expectedIntervalSeconds).toBe(86_400);
    expect(secondsSinceSuccess(byName.get('test-ran')!, later)).toBe(7200);
    expect(byName.get('test-ran')!.failures).toBe(1);
    expect(() => recordJobRun('Not A Label')).toThrow(/lower-case/);
  });
});

describe('/metrics and /readyz on the running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/metrics`, { headers });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('shows requests by operation, the outboxes, the jobs and the process', async () => {
    const prisma = server.services.prisma;
    const hourAgo = new Date(Date.now() - 3600_000);
    await prisma.mailOutbox.createMany({
      data: [
        { toAddress: 'a@coaches.example', language: 'en', template: 't', subject: 's', textBody: 't', htmlBody: 'h', createdAt: hourAgo },
        { toAddress: 'b@coaches.example', language: 'en', template: 't', subject: 's', textBody: 't', htmlBody: 'h' },
        { toAddress: 'c@coaches.example', language: 'en', template: 't', subject: 's', textBody: 't', htmlBody: 'h', status: 'FAILED' },
        { toAddress: 'd@coaches.example', language: 'en', template: 't', subject: 's', textBody: 't', htmlBody: 'h', status: 'SENT' },
      ],
    });
    const endpoint = await prisma.webhookEndpoint.create({ data: { url: 'https://hooks.example.com/', events: ['RESERVATION_CREATED'], secret: 'whsec_AAAA' } });
    await prisma.webhookDelivery.createMany({
      data: [
        { endpointId: endpoint.id, messageId: 'm1', event: 'reservation.created', body: '{}', status: 'FAILED' },
        { endpointId: endpoint.id, messageId: 'm2', event: 'reservation.created', body: '{}', status: 'FAILED' },
      ],
    });
    await server.graphql('query Probe { viewer { kind } }');
    await server.graphql('query Broken { nope }');
    // Read afresh, then from the response cache.
    await server.graphql('query Kept { site { offers { type } } }');
    await server.graphql('query Kept { site { offers { type } } }');
    recordJobRun('nightly-backup');

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'stopover_http_request_duration_seconds',
      'stopover_graphql_request_duration_seconds',
      'stopover_graphql_errors_total',
      'stopover_database_up',
      'stopover_mail_outbox_pending',
      'stopover_mail_outbox_oldest_pending_age_seconds',
      'stopover_mail_outbox_failed',
      'stopover_webhook_outbox_pending',
      'stopover_webhook_outbox_oldest_pending_age_seconds',
      'stopover_webhook_deliveries_failed',
      'stopover_websocket_connections',
      'stopover_job_seconds_since_last_success',
      'stopover_job_last_success_timestamp_seconds',
      'stopover_job_expected_interval_seconds',
      'stopover_job_failures_total',
      'stopover_response_cache_lookups_total',
      'stopover_one_statement_fallbacks_total',
      'stopover_unhandled_rejections_total',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'stopover_graphql_request_duration_seconds_count{operation="Probe",outcome="ok"}')).toBe(1);
    expect(sample(text, 'stopover_graphql_request_duration_seconds_count{operation="Broken",outcome="error"}')).toBe(1);
    expect(sample(text, 'stopover_graphql_errors_total{operation="Broken",code="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    expect(sample(text, 'stopover_http_request_duration_seconds_count{route="graphql",method="POST",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'stopover_database_up')).toBe(1);
    expect(sample(text, 'stopover_response_cache_lookups_total{result="hit"}')).toBe(1);
    expect(sample(text, 'stopover_response_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'stopover_response_cache_lookups_total{result="shared"}')).toBe(0);
    expect(sample(text, 'stopover_mail_outbox_pending')).toBe(2);
    expect(sample(text, 'stopover_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'stopover_mail_outbox_failed')).toBe(1);
    expect(sample(text, 'stopover_webhook_outbox_pending')).toBe(0);
    expect(sample(text, 'stopover_webhook_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(sample(text, 'stopover_webhook_deliveries_failed')).toBe(2);
    expect(sample(text, 'stopover_websocket_connections')).toBe(0);
    expect(sample(text, 'stopover_job_seconds_since_last_success{job="nightly-backup"}')).toBeLessThan(5);
    expect(sample(text, 'stopover_job_expected_interval_seconds{job="housekeeping"}')).toBe(3600);
    if (server.services.db.kind === 'postgres') {
      expect(sample(text, 'stopover_db_pool_max')).toBe(10);
      expect(sample(text, 'stopover_db_pool_waiting')).toBe(0);
      expect(sample(text, 'stopover_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    } else {
      // PGlite is one embedded connection: no pool to show.
      expect(text).not.toContain('stopover_db_pool_connections');
    }
  });

  it('refuses another machine without the token, and serves it with the token', async () => {
    // TRUST_PROXY: the proxy's X-Forwarded-For names the client, here one elsewhere.
    const remote = { 'x-forwarded-for': '203.0.113.9' };
    const refused = await scrape(remote);
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain('stopover_');
    expect((await scrape({ ...remote, authorization: 'Bearer wrong-token-wrong-token-wrong-token' })).status).toBe(401);
    const allowed = await scrape({ ...remote, authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('stopover_mail_outbox_pending');
    // Wrong tokens count against the address.
    expect(await server.services.prisma.rateLimit.count({ where: { key: 'metrics-token-fail:203.0.113.9' } })).toBe(1);
  });

  it('is ready with every migration applied, and not while one is pending', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const migrations = expectedMigrations();
    const last = migrations.at(-1)!;
    const sql = server.services.db.sql;
    await sql.query('UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1', [last]);
    try {
      const pending = await fetch(`${server.url}/readyz`);
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({ status: 'unavailable', reason: `migrations pending: ${last}` });
      // /healthz only says the process answers.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await sql.query('UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = $1', [last]);
    }
    expect(await checkReadiness(sql, [...migrations, '29991231000000_from_the_future'])).toEqual({
      ready: false,
      reason: 'migrations pending: 29991231000000_from_the_future',
    });
    expect(await checkReadiness({ query: () => Promise.reject(new Error('connection refused')) }, migrations)).toEqual({
      ready: false,
      reason: 'database unreachable',
    });
  });
});
