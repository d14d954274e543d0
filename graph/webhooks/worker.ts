// Sends the webhook outbox. Every app instance runs one worker; they share the table as the mail
// workers do (graph/mail/worker.ts): one statement claims due deliveries of enabled endpoints with
// FOR UPDATE SKIP LOCKED and pushes next_attempt_at forward as a lease, so two instances never
// send one delivery at the same time and no transaction stays open during a request. A batch is
// small and every request has a time limit, so the lease outlasts the batch without a heartbeat.
//
// Settling: a 2xx answer succeeds and resets the endpoint's failure count; anything else (another
// status, no answer, an address that is not allowed) is retried after 1 min … 24 h (domain/webhooks.ts)
// and counted against the endpoint. An endpoint that has failed for more than a day is disabled,
// its pending deliveries are given up, and its owner gets an e-mail. Delivery is at least once:
// receivers tell repeats apart by the webhook-id header.
import type { Services } from '../context.ts';
import { audit } from '../audit.ts';
import { nextWebhookAttempt, shouldDisableEndpoint, webhookHost } from '../domain/webhooks.ts';
import { enqueueMail, notify } from '../mail/outbox.ts';
import { createPollLoop } from '../lib/poll-loop.ts';
import { postWebhook, type WebhookResponse } from './send.ts';
import { webhookHeaders } from './signature.ts';

export interface WebhookWorkerOptions {
  pollMs?: number;
  batchSize?: number;
  timeoutMs?: number;
}

export interface WebhookRunResult {
  succeeded: number;
  failed: number;
}

export interface WebhookWorker {
  start(): void;
  stop(): Promise<void>;
  /** One round: claim due deliveries, send them, record the outcomes. */
  runOnce(): Promise<WebhookRunResult>;
}

interface ClaimedRow {
  id: string;
  endpoint_id: string;
  message_id: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

type WorkerServices = Pick<Services, 'prisma' | 'config' | 'log' | 'now'>;

export function createWebhookWorker(services: WorkerServices, options: WebhookWorkerOptions = {}): WebhookWorker {
  const { prisma, config, log } = services;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 5;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = batchSize * timeoutMs + 30_000;

  async function claim(): Promise<ClaimedRow[]> {
    const now = services.now();
    return prisma.$queryRaw<ClaimedRow[]>`
      WITH due AS (
        SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        LEFT JOIN organisations o ON o.id = e.organisation_id
        WHERE d.status = 'PENDING' AND d.next_attempt_at <= ${now}::timestamptz AND e.enabled
          AND (e.organisation_id IS NULL OR o.status = 'APPROVED')
        ORDER BY d.next_attempt_at, d.id
        LIMIT ${batchSize}::int
        FOR UPDATE OF d SKIP LOCKED
      )
      UPDATE webhook_deliveries AS w
      SET next_attempt_at = ${new Date(now.getTime() + leaseMs)}::timestamptz, attempts = w.attempts + 1
      FROM due, webhook_endpoints e
      WHERE w.id = due.id AND e.id = w.endpoint_id
      RETURNING w.id::text AS id, w.endpoint_id::text AS endpoint_id, w.message_id, w.body, w.attempts, e.url, e.secret`;
  }

  async function settle(row: ClaimedRow, response: WebhookResponse): Promise<boolean> {
    const now = services.now();
    const ok = response.statusCode !== null && response.statusCode >= 200 && response.statusCode < 300;
    const logged = { lastAttemptAt: now, lastStatusCode: response.statusCode, lastDurationMs: response.durationMs, lastResponse: response.excerpt };
    let disabled: { clientId: string | null; url: string; failures: number } | null = null;
    await prisma.$transaction(async (tx) => {
      if (ok) {
        await tx.webhookDelivery.updateMany({ where: { id: row.id, status: 'PENDING' }, data: { ...logged, status: 'SUCCEEDED', deliveredAt: now } });
        await tx.webhookEndpoint.updateMany({ where: { id: row.endpoint_id }, data: { consecutiveFailures: 0, failingSince: null } });
        return;
      }
      const retryAt = nextWebhookAttempt(row.attempts, now);
      await tx.webhookDelivery.updateMany({
        where: { id: row.id, status: 'PENDING' },
        data: { ...logged, ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'FAILED', nextAttemptAt: now }) },
      });
      // Locked: two workers failing on one endpoint at once count both failures and disable it once.
      await tx.$queryRaw`SELECT id FROM webhook_endpoints WHERE id = ${row.endpoint_id}::uuid FOR UPDATE`;
      const endpoint = await tx.webhookEndpoint.update({
        where: { id: row.endpoint_id },
        data: { consecutiveFailures: { increment: 1 } },
      });
      const failingSince = endpoint.failingSince ?? now;
      if (!endpoint.failingSince) await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince } });
      if (!endpoint.enabled || !shouldDisableEndpoint({ consecutiveFailures: endpoint.consecutiveFailures, failingSince }, now)) return;
      await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { enabled: false, disabledReason: 'FAILING' } });
      await tx.webhookDelivery.updateMany({
        where: { endpointId: endpoint.id, status: 'PENDING' },
        data: { status: 'FAILED', nextAttemptAt: now },
      });
      await mailOwner(tx, endpoint.clientId, endpoint.url, endpoint.consecutiveFailures, now);
      await audit(tx, {
        action: 'webhook.disabled',
        actor: { kind: 'SYSTEM' },
        ...(endpoint.clientId ? { subject: { type: 'Organisation' as const, id: endpoint.clientId } } : {}),
        detail: { host: webhookHost(endpoint.url), reason: 'FAILING' },
      });
      disabled = { clientId: endpoint.clientId, url: endpoint.url, failures: endpoint.consecutiveFailures };
    });
    if (disabled) {
      notify();
      log.warn('webhook endpoint disabled after failing for a day', { endpointId: row.endpoint_id });
    }
    return ok;
  }

  type Tx = Parameters<Parameters<typeof prisma.$transaction>[0]>[0];

  async function mailOwner(tx: Tx, clientId: string | null, url: string, failures: number, now: Date): Promise<void> {
    if (clientId) {
      const org = await tx.client.findUnique({ where: { id: clientId } });
      if (!org) return;
      const name = [org.firstName, org.lastName].filter(Boolean).join(' ') || org.name;
      await enqueueMail(tx, { to: org.email, language: org.language, clientId, template: 'webhook.disabled', data: { name, url, failures, manageUrl: `${config.publicUrl}/user/profile` } }, { now });
      return;
    }
    const manager = await tx.staff.findFirst({ where: { isManager: true }, orderBy: { createdAt: 'asc' } });
    if (!manager) return;
    await enqueueMail(tx, { to: manager.email, language: manager.language, template: 'webhook.disabled', data: { name: manager.name, url, failures, manageUrl: `${config.publicUrl}/adminis/api-tokens` } }, { now });
  }

  async function runOnce(): Promise<WebhookRunResult> {
    const rows = await claim();
    const result: WebhookRunResult = { succeeded: 0, failed: 0 };
    for (const row of rows) {
      const timestamp = Math.floor(services.now().getTime() / 1000);
      const response = await postWebhook(row.url, row.body, webhookHeaders(row.secret, row.message_id, timestamp, row.body), {
        allowPrivate: config.webhooksAllowPrivate,
        timeoutMs,
      });
      const ok = await settle(row, response).catch((error: unknown) => {
        // Sent but not recorded: the lease runs out and it goes again (at least once).
        log.error('could not record a webhook delivery', { deliveryId: row.id, error: String(error).slice(0, 300) });
        return response.statusCode !== null && response.statusCode < 300;
      });
      if (ok) result.succeeded++;
      else result.failed++;
    }
    return result;
  }

  const poll = createPollLoop({
    outbox: 'webhooks',
    pollMs,
    batchSize,
    round: async () => {
      const { succeeded, failed } = await runOnce();
      return succeeded + failed;
    },
    onError: (error) => log.error('webhook worker round failed', { error: String(error).slice(0, 300) }),
  });

  return { start: poll.start, stop: poll.stop, runOnce };
}
