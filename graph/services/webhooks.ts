// Webhook endpoints as their owners manage them: an approved organisation registers addresses for
// its own reservations' events; the manager registers the restaurant's, which hear every
// reservation and new and approved clients. The signing secret is returned at registration and at
// each rotation, and shown nowhere else. Deliveries are written by the changes themselves
// (webhooks/outbox.ts) and sent by the worker (webhooks/worker.ts); here they are only sent again.
import { randomUUID } from 'node:crypto';
import type { Services } from '../context.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../generated/prisma/client.ts';
import type { Language } from '../i18n/messages.ts';
import { AppError } from '../errors.ts';
import { mayReserve } from '../domain/account-lifecycle.ts';
import { isUuid } from '../domain/text-rules.ts';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_TEST_TYPE, webhookHost, webhookProblems, type WebhookEvent } from '../domain/webhooks.ts';
import { checkWebhookHost, WebhookAddressError } from '../webhooks/send.ts';
import { newWebhookSecret } from '../webhooks/signature.ts';
import { webhookBody } from '../webhooks/outbox.ts';
import { notify } from '../mail/notify.ts';
import { audit } from '../audit.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { actingMember, type ActingMember } from './reservation-notices.ts';

type Db = Services['prisma'] | Prisma.TransactionClient;

type WebhookServices = Pick<Services, 'prisma' | 'now' | 'config'>;

export type WebhookOwner = { kind: 'organisation'; clientId: string } | { kind: 'restaurant' };

export interface WebhookInput {
  url?: string;
  description?: string | null;
  events?: readonly WebhookEvent[];
}

interface Meta {
  language: Language;
  /** Who asks (the organisation, or the manager for the restaurant) and from where: for the audit log. */
  actorId?: string | null;
  ip?: string | null;
  /** The member who acts for the organisation (reservation-notices.ts). */
  member?: ActingMember | null;
}

type WebhookAuditAction = 'webhook.registered' | 'webhook.updated' | 'webhook.secret_rotated' | 'webhook.enabled' | 'webhook.disabled' | 'webhook.deleted';

/** The audit entry of a change to an endpoint: its host only (a receiver's path or query may hold its own secret). */
function auditWebhook(db: Db, owner: WebhookOwner, endpoint: Pick<WebhookEndpoint, 'url' | 'events'>, action: WebhookAuditAction, meta: Meta, withEvents = false) {
  return audit(db, {
    action,
    actor: owner.kind === 'organisation' ? { kind: 'CLIENT', id: owner.clientId, memberId: actingMember(meta, owner.clientId) } : { kind: 'STAFF', id: meta.actorId ?? null },
    ...(owner.kind === 'organisation' ? { subject: { type: 'Organisation' as const, id: owner.clientId } } : {}),
    ip: meta.ip ?? null,
    detail: { host: webhookHost(endpoint.url), ...(withEvents ? { events: [...endpoint.events] } : {}) },
  });
}

const ownerId = (owner: WebhookOwner) => (owner.kind === 'organisation' ? owner.clientId : null);

/** Checks the input (and, outside development, that the host resolves to public addresses only). */
async function validate(services: WebhookServices, owner: WebhookOwner, input: WebhookInput, language: Language): Promise<void> {
  const allowPrivate = services.config.webhooksAllowPrivate;
  const problems = webhookProblems(input, owner.kind, allowPrivate);
  if (!problems.url && input.url !== undefined) {
    try {
      await checkWebhookHost(input.url.trim(), allowPrivate);
    } catch (error) {
      problems.url = error instanceof WebhookAddressError ? 'URL_NOT_PUBLIC' : 'URL_UNRESOLVABLE';
    }
  }
  if (Object.keys(problems).length) throw new AppError('VALIDATION', language, { detail: { fields: problems } });
}

/** The endpoint, if it is the owner's; another owner's is "not found", not "forbidden". */
async function ownEndpoint(services: WebhookServices, owner: WebhookOwner, endpointId: string, language: Language): Promise<WebhookEndpoint> {
  const endpoint = isUuid(endpointId) ? await services.prisma.webhookEndpoint.findUnique({ where: { id: endpointId } }) : null;
  if (!endpoint || endpoint.clientId !== ownerId(owner)) throw new AppError('NOT_FOUND', language);
  return endpoint;
}

/** Registers an endpoint and returns it with its signing secret, which is not shown again. */
export async function registerWebhook(services: WebhookServices, owner: WebhookOwner, input: Required<WebhookInput>, meta: Meta): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const events = [...new Set(input.events)];
  await validate(services, owner, { ...input, events }, meta.language);
  const secret = newWebhookSecret();
  const endpoint = await services.prisma.$transaction(async (tx) => {
    if (owner.kind === 'organisation') {
      // Locked: two registrations cannot both take the last free place; and the account may still book.
      const [org] = await tx.$queryRaw<Array<{ status: string; email_verified_at: Date | null }>>`
        SELECT status, email_verified_at FROM organisations WHERE id = ${owner.clientId}::uuid FOR UPDATE`;
      if (!org || !mayReserve({ status: org.status as 'APPROVED', emailVerified: org.email_verified_at !== null })) throw new AppError('FORBIDDEN', meta.language);
    }
    if ((await tx.webhookEndpoint.count({ where: { clientId: ownerId(owner) } })) >= MAX_WEBHOOK_ENDPOINTS) throw new AppError('WEBHOOK_LIMIT', meta.language);
    const created = await tx.webhookEndpoint.create({
      data: {
        clientId: ownerId(owner),
        url: input.url.trim(),
        description: input.description?.trim() || null,
        events,
        secret,
        createdAt: services.now(),
      },
    });
    await auditWebhook(tx, owner, created, 'webhook.registered', meta, true);
    return created;
  });
  return { endpoint, secret };
}

/** Changes the address, description or events; what is left out stays. */
export async function updateWebhook(services: WebhookServices, owner: WebhookOwner, endpointId: string, input: WebhookInput, meta: Meta): Promise<WebhookEndpoint> {
  await ownEndpoint(services, owner, endpointId, meta.language);
  const events = input.events ? [...new Set(input.events)] : undefined;
  await validate(services, owner, { ...input, events }, meta.language);
  return services.prisma.$transaction(async (tx) => {
    const updated = await tx.webhookEndpoint.update({
      where: { id: endpointId },
      data: {
        ...(input.url !== undefined ? { url: input.url.trim() } : {}),
        ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
        ...(events ? { events } : {}),
      },
    });
    await auditWebhook(tx, owner, updated, 'webhook.updated', meta, true);
    return updated;
  });
}

/** A new secret at once: the old one no longer signs anything, including retries still pending. */
export async function rotateWebhookSecret(services: WebhookServices, owner: WebhookOwner, endpointId: string, meta: Meta): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await ownEndpoint(services, owner, endpointId, meta.language);
  const secret = newWebhookSecret();
  const endpoint = await services.prisma.$transaction(async (tx) => {
    const rotated = await tx.webhookEndpoint.update({ where: { id: endpointId }, data: { secret, secretRotatedAt: services.now() } });
    await auditWebhook(tx, owner, rotated, 'webhook.secret_rotated', meta);
    return rotated;
  });
  return { endpoint, secret };
}

/** Disables an endpoint (nothing more is sent) or enables it again with a clean failure count. */
export async function setWebhookEnabled(services: WebhookServices, owner: WebhookOwner, endpointId: string, enabled: boolean, meta: Meta): Promise<WebhookEndpoint> {
  const endpoint = await ownEndpoint(services, owner, endpointId, meta.language);
  if (endpoint.enabled === enabled) return endpoint;
  const updated = await services.prisma.$transaction(async (tx) => {
    const changed = await tx.webhookEndpoint.update({
      where: { id: endpointId },
      data: enabled ? { enabled, disabledReason: null, consecutiveFailures: 0, failingSince: null } : { enabled, disabledReason: null },
    });
    await auditWebhook(tx, owner, changed, enabled ? 'webhook.enabled' : 'webhook.disabled', meta);
    return changed;
  });
  // Deliveries still pending from before go out now.
  if (enabled) notify();
  return updated;
}

/** Deletes an endpoint and its delivery log. */
export async function deleteWebhook(services: WebhookServices, owner: WebhookOwner, endpointId: string, meta: Meta): Promise<string> {
  const endpoint = await ownEndpoint(services, owner, endpointId, meta.language);
  await services.prisma.$transaction(async (tx) => {
    await tx.webhookEndpoint.delete({ where: { id: endpointId } });
    await auditWebhook(tx, owner, endpoint, 'webhook.deleted', meta);
  });
  return endpointId;
}

async function queueNow(services: WebhookServices, endpoint: WebhookEndpoint, fields: { messageId: string; event: string; body: string }, language: Language): Promise<WebhookDelivery> {
  if (!endpoint.enabled) throw new AppError('WEBHOOK_DISABLED', language);
  const now = services.now();
  const delivery = await services.prisma.webhookDelivery.create({ data: { endpointId: endpoint.id, ...fields, nextAttemptAt: now, createdAt: now } });
  notify();
  return delivery;
}

/** Sends a delivery again, as a new entry of the log with the same webhook-id and body. */
export async function redeliverWebhook(services: WebhookServices, owner: WebhookOwner, deliveryId: string, meta: Meta): Promise<WebhookDelivery> {
  const delivery = isUuid(deliveryId) ? await services.prisma.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } }) : null;
  if (!delivery || delivery.endpoint.clientId !== ownerId(owner)) throw new AppError('NOT_FOUND', meta.language);
  return queueNow(services, delivery.endpoint, { messageId: delivery.messageId, event: delivery.event, body: delivery.body }, meta.language);
}

/** Sends a test event (type webhook.test), so the owner sees the receiver answer. */
export async function sendTestWebhook(services: WebhookServices, owner: WebhookOwner, endpointId: string, meta: Meta): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(services, owner, endpointId, meta.language);
  const body = webhookBody(WEBHOOK_TEST_TYPE, { message: 'A test event from Stopover.' }, services.now());
  return queueNow(services, endpoint, { messageId: `msg_${randomUUID()}`, event: WEBHOOK_TEST_TYPE, body }, meta.language);
}
