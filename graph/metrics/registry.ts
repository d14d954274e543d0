// What GET /metrics shows, in Prometheus' text format (prom-client). One registry per app, so tests
// that run several servers in one process keep their numbers apart.
//
// Two kinds of numbers:
//  - counted as requests pass (request counts and latency, GraphQL errors): this process's own;
//  - read when Prometheus scrapes (collect callbacks): outbox depths and ages from cheap queries on
//    the outboxes' (status, next_attempt_at) indexes, the database pool, open WebSockets, the job
//    heartbeats. Nothing of the outboxes is kept in memory, so every instance tells the same truth.
//
// Each metric names how to combine it across WORKERS (the `aggregator`, used by ./cluster.ts):
// counts add up, the database's numbers are the same from every worker, a job's lag is the best one.
import client from 'prom-client';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Database } from '../db.ts';
import { jobHeartbeats, secondsSinceSuccess } from '../jobs/heartbeats.ts';
import { createOperationLabels, errorCodeLabel } from './labels.ts';
import { fallbacks as oneStatementFallbacks } from '../one-statement-reads/read.ts';
import { unhandledRejections } from '../unhandled-rejections.ts';

export interface MetricSources {
  prisma: PrismaClient;
  db: Pick<Database, 'kind' | 'poolUse'>;
  /** Open graphql-ws connections. */
  webSockets: () => number;
  /** The response cache's lookups since start-up; absent when it is off. */
  responseCache?: () => { hits: number; misses: number; shared: number };
}

export interface RequestObservation {
  route: string;
  method: string;
  status: number;
  seconds: number;
  /** For GraphQL over HTTP: the operation's name and the codes of the errors it answered with. */
  graphql?: { operationName: string | null; errorCodes: unknown[] };
}

export interface Metrics {
  registry: client.Registry;
  observeRequest(observation: RequestObservation): void;
  /** The text Prometheus reads. */
  render(): Promise<string>;
  contentType: string;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The outboxes at one moment; read once per scrape however many metrics show it. */
interface OutboxSnapshot {
  mailPending: number;
  mailOldestPendingAgeSeconds: number;
  mailFailed: number;
  webhookPending: number;
  webhookOldestPendingAgeSeconds: number;
  webhookFailed: number;
}

async function readOutboxes(prisma: PrismaClient): Promise<OutboxSnapshot> {
  const now = Date.now();
  const age = (oldest: Date | null | undefined) => (oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0);
  const mail = await prisma.mailOutbox.aggregate({ where: { status: 'PENDING' }, _count: { _all: true }, _min: { createdAt: true } });
  const mailFailed = await prisma.mailOutbox.count({ where: { status: 'FAILED' } });
  const hooks = await prisma.webhookDelivery.aggregate({ where: { status: 'PENDING' }, _count: { _all: true }, _min: { createdAt: true } });
  const webhookFailed = await prisma.webhookDelivery.count({ where: { status: 'FAILED' } });
  return {
    mailPending: mail._count._all,
    mailOldestPendingAgeSeconds: age(mail._min.createdAt),
    mailFailed,
    webhookPending: hooks._count._all,
    webhookOldestPendingAgeSeconds: age(hooks._min.createdAt),
    webhookFailed,
  };
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const operationLabel = createOperationLabels();

  const httpDuration = new client.Histogram({
    name: 'stopover_http_request_duration_seconds',
    help: 'HTTP requests by coarse route, method and status: latency, and with _count the number of requests.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new client.Histogram({
    name: 'stopover_graphql_request_duration_seconds',
    help: 'GraphQL requests over HTTP by operation name and outcome (ok, or error when the answer carried errors): latency, and with _count the number of requests.',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlErrors = new client.Counter({
    name: 'stopover_graphql_errors_total',
    help: 'Errors in GraphQL answers over HTTP, by operation name and error code (extensions.code).',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });

  // One read of the outboxes serves every gauge of one scrape.
  let snapshot: { at: number; value: Promise<OutboxSnapshot | null> } | null = null;
  const outboxes = () => {
    if (!snapshot || Date.now() - snapshot.at > 1000) {
      snapshot = { at: Date.now(), value: readOutboxes(sources.prisma).catch(() => null) };
    }
    return snapshot.value;
  };
  new client.Gauge({
    name: 'stopover_database_up',
    help: '1 when the outbox queries of this scrape answered, 0 when the database did not.',
    registers: [registry],
    aggregator: 'min',
    async collect() {
      this.set((await outboxes()) ? 1 : 0);
    },
  });
  const outboxGauge = (name: string, help: string, pick: (s: OutboxSnapshot) => number) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      // The same table seen from every worker.
      aggregator: 'max',
      async collect() {
        const value = await outboxes();
        if (value) this.set(pick(value));
        else this.reset();
      },
    });
  outboxGauge('stopover_mail_outbox_pending', 'E-mails waiting to be sent (PENDING in the mail outbox).', (s) => s.mailPending);
  outboxGauge('stopover_mail_outbox_oldest_pending_age_seconds', 'Age of the oldest e-mail still waiting to be sent; 0 when none waits.', (s) => s.mailOldestPendingAgeSeconds);
  outboxGauge('stopover_mail_outbox_failed', 'E-mails given up on after their last attempt (FAILED in the mail outbox).', (s) => s.mailFailed);
  outboxGauge('stopover_webhook_outbox_pending', 'Webhook deliveries waiting to be made (PENDING).', (s) => s.webhookPending);
  outboxGauge('stopover_webhook_outbox_oldest_pending_age_seconds', 'Age of the oldest webhook delivery still waiting; 0 when none waits.', (s) => s.webhookOldestPendingAgeSeconds);
  outboxGauge('stopover_webhook_deliveries_failed', 'Webhook deliveries given up on after their last attempt (FAILED; kept 30 days).', (s) => s.webhookFailed);

  const poolUse = sources.db.poolUse;
  if (poolUse) {
    new client.Gauge({
      name: 'stopover_db_pool_connections',
      help: 'PostgreSQL connections of this process by state (busy: running a query, idle: open and free).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'busy' }, use.total - use.idle);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new client.Gauge({
      name: 'stopover_db_pool_waiting',
      help: 'Queries of this process waiting for a free PostgreSQL connection.',
      registers: [registry],
      collect() {
        this.set(poolUse().waiting);
      },
    });
    new client.Gauge({
      name: 'stopover_db_pool_max',
      help: 'The most PostgreSQL connections this process opens.',
      registers: [registry],
      collect() {
        this.set(poolUse().max);
      },
    });
  }

  new client.Gauge({
    name: 'stopover_websocket_connections',
    help: 'Open GraphQL WebSocket connections (graphql-ws: live updates).',
    registers: [registry],
    collect() {
      this.set(sources.webSockets());
    },
  });

  new client.Gauge({
    name: 'stopover_job_seconds_since_last_success',
    help: 'Seconds since each periodic job last finished well (since start-up, for one that has not yet).',
    labelNames: ['job'] as const,
    registers: [registry],
    // Every worker runs the jobs: the freshest one tells whether the job runs at all.
    aggregator: 'min',
    collect() {
      this.reset();
      const now = new Date();
      for (const job of jobHeartbeats()) this.set({ job: job.name }, secondsSinceSuccess(job, now));
    },
  });
  new client.Gauge({
    name: 'stopover_job_last_success_timestamp_seconds',
    help: 'When each periodic job last finished well (Unix time); absent until it has.',
    labelNames: ['job'] as const,
    registers: [registry],
    aggregator: 'max',
    collect() {
      this.reset();
      for (const job of jobHeartbeats()) if (job.lastSuccessAt) this.set({ job: job.name }, job.lastSuccessAt.getTime() / 1000);
    },
  });
  new client.Gauge({
    name: 'stopover_job_expected_interval_seconds',
    help: 'How often each periodic job is meant to run, where it says.',
    labelNames: ['job'] as const,
    registers: [registry],
    aggregator: 'max',
    collect() {
      this.reset();
      for (const job of jobHeartbeats()) if (job.expectedIntervalSeconds !== null) this.set({ job: job.name }, job.expectedIntervalSeconds);
    },
  });
  new client.Counter({
    name: 'stopover_job_failures_total',
    help: 'Failed runs of each periodic job since start-up.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobHeartbeats()) this.inc({ job: job.name }, job.failures);
    },
  });

  new client.Counter({
    name: 'stopover_unhandled_rejections_total',
    help: 'Promises that rejected with nothing handling them since start-up: each is logged with its stack and the server kept serving (graph/unhandled-rejections.ts). Should stay at zero.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(unhandledRejections());
    },
  });

  new client.Counter({
    name: 'stopover_one_statement_fallbacks_total',
    help: 'List reads the one-statement reader could not translate and left to Prisma since start-up, by model (a new selection on a hot list shows here).',
    labelNames: ['model'] as const,
    registers: [registry],
    collect() {
      this.reset();
      // The hot lists' models are always shown, at zero while every read of them was translated.
      for (const model of ['Reservation', 'Client']) this.inc({ model }, 0);
      for (const [model, count] of oneStatementFallbacks) this.inc({ model }, count);
    },
  });

  const cacheLookups = sources.responseCache;
  if (cacheLookups) {
    new client.Counter({
      name: 'stopover_response_cache_lookups_total',
      help: 'Queries the response cache was asked for since start-up: answered from it (hit), read afresh (miss), or answered by the same read already running (shared).',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        const { hits, misses, shared } = cacheLookups();
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
        this.inc({ result: 'shared' }, shared);
      },
    });
  }

  return {
    registry,
    contentType: registry.contentType,
    observeRequest({ route, method, status, seconds, graphql }) {
      httpDuration.observe({ route, method, status: String(status) }, seconds);
      if (!graphql) return;
      const operation = operationLabel(graphql.operationName);
      const failed = graphql.errorCodes.length > 0 || status >= 400;
      graphqlDuration.observe({ operation, outcome: failed ? 'error' : 'ok' }, seconds);
      for (const code of graphql.errorCodes) graphqlErrors.inc({ operation, code: errorCodeLabel(code) });
    },
    render: () => registry.metrics(),
  };
}
