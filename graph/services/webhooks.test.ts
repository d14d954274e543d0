// Signed webhooks against a real HTTP receiver on this machine: a change queues its deliveries in
// its own transaction, the worker signs them the Standard Webhooks way (the receiver verifies them
// with the secret; a wrong secret or an altered body does not verify), retries an outage with
// back-off on an injected clock, disables an endpoint that fails for a day and mails its owner,
// refuses private addresses unless configured to allow them, rotates secrets, keeps organisations'
// events apart and sends a delivery again by hand. Runs on PGlite and PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { createReservation } from './reservations/place-reservation.ts';
import { changeReservationStatus } from './reservations/status-changes.ts';
import { decideOnAccount } from './accounts.ts';
import { deleteWebhook, redeliverWebhook, registerWebhook, rotateWebhookSecret, sendTestWebhook, setWebhookEnabled, type WebhookOwner } from './webhooks.ts';
import { createWebhookWorker } from '../webhooks/worker.ts';
import { verifyWebhook } from '../webhooks/signature.ts';
import { checkWebhookHost, isPublicAddress, postWebhook } from '../webhooks/send.ts';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, type WebhookEvent } from '../domain/webhooks.ts';
import type { Client } from '../generated/prisma/client.ts';
import { createOrganisation } from '../testing/organisations.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver that records every request and answers with `status` (changeable mid-test). */
function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200, answer: 'ok' };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.answer);
    });
  });
  return new Promise<{ url: string; received: Received[]; state: typeof state; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hooks`,
        received,
        state,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let alpine: Client;
let dolomiti: Client;
let worker: ReturnType<typeof createWebhookWorker>;

const prisma = () => server.services.prisma;
const meta = { ip: null, language: 'en' as const };
const asOrg = (org: Client): WebhookOwner => ({ kind: 'organisation', clientId: org.id });
const RESTAURANT: WebhookOwner = { kind: 'restaurant' };
const nowSeconds = () => Math.floor(clock.getTime() / 1000);
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let day = 10;
const book = (org: Client) =>
  createReservation(server.services, org.id, { type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalDate: `2026-07-${day++}`, arrivalTime: '12:00' }, meta);

async function client(name: string, username: string): Promise<Client> {
  return createOrganisation(prisma(), {
    data: { name, email: `${username}@coaches.example`, username, passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
}

async function register(owner: WebhookOwner, events: WebhookEvent[] = ['RESERVATION_CREATED', 'RESERVATION_STATUS_CHANGED', 'RESERVATION_UPDATED'], url = receiver.url) {
  return registerWebhook(server.services, owner, { url, description: 'Back office', events }, meta);
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  receiver = await startReceiver();
  worker = createWebhookWorker(server.services, { timeoutMs: 2_000 });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  alpine = await client('Alpine Coaches', 'alpine');
  dolomiti = await client('Dolomiti Tours', 'dolomiti');
});
afterAll(async () => {
  await receiver?.close();
  await server?.close();
});
afterEach(async () => {
  await prisma().webhookEndpoint.deleteMany({});
  receiver.received.length = 0;
  receiver.state.status = 200;
});

describe('a signed delivery', () => {
  it('is queued with the reservation, signed with the endpoint’s secret and verifiable by the receiver', async () => {
    const { endpoint, secret } = await register(asOrg(alpine));
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const reservation = await book(alpine);
    const queued = await prisma().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'PENDING', event: 'reservation.created' });

    expect(await worker.runOnce()).toEqual({ succeeded: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toBe(queued[0]!.messageId);
    expect(verifyWebhook(secret, request!.headers, request!.body, nowSeconds())).toBe(true);

    const payload = JSON.parse(request!.body);
    expect(payload).toMatchObject({
      type: 'reservation.created',
      timestamp: clock.toISOString(),
      data: {
        reservation: {
          id: Buffer.from(`Reservation:${reservation.id}`).toString('base64'),
          orderNumber: reservation.orderNumber,
          status: 'CREATED',
          guests: 30,
          arrivalAt: reservation.arrivalAt.toISOString(),
          client: { id: Buffer.from(`Client:${alpine.id}`).toString('base64') },
        },
      },
    });
    const delivered = await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: queued[0]!.id } });
    expect(delivered).toMatchObject({ status: 'SUCCEEDED', attempts: 1, lastStatusCode: 200, lastResponse: 'ok' });
    expect(delivered.lastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('does not verify with a wrong secret, an altered body or an old timestamp', async () => {
    const { secret } = await register(asOrg(alpine));
    const other = await register(asOrg(dolomiti));
    await book(alpine);
    await worker.runOnce();
    const [request] = receiver.received;
    expect(verifyWebhook(other.secret, request!.headers, request!.body, nowSeconds())).toBe(false);
    expect(verifyWebhook(secret, request!.headers, request!.body.replace('"guests":30', '"guests":31'), nowSeconds())).toBe(false);
    expect(verifyWebhook(secret, { ...request!.headers, 'webhook-signature': 'v1,AAAA' }, request!.body, nowSeconds())).toBe(false);
    expect(verifyWebhook(secret, request!.headers, request!.body, nowSeconds() + 3600)).toBe(false);
  });

  it('tells status changes with the previous status, and never internal staff notes', async () => {
    const { secret } = await register(asOrg(alpine));
    const reservation = await book(alpine);
    await changeReservationStatus(server.services, managerId, reservation.id, 'SCHEDULED', { note: 'INTERNAL-NOTE-XYZ', expectedVersion: reservation.version }, meta);
    await worker.runOnce();
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['reservation.created', 'reservation.status_changed']);
    expect(bodies[1].data.reservation).toMatchObject({ status: 'SCHEDULED', previousStatus: 'CREATED' });
    expect(receiver.received.map((r) => r.body).join()).not.toContain('INTERNAL-NOTE-XYZ');
    expect(receiver.received.every((r) => verifyWebhook(secret, r.headers, r.body, nowSeconds()))).toBe(true);
  });
});

describe('owners', () => {
  it('an organisation hears only its own reservations; the restaurant hears all and its clients', async () => {
    const mine = await register(asOrg(alpine));
    const theirs = await register(asOrg(dolomiti));
    const restaurant = await register(RESTAURANT, ['RESERVATION_CREATED', 'CLIENT_APPROVED']);
    await book(dolomiti);
    const pending = await client('Karst Travel', 'karst');
    await prisma().client.update({ where: { id: pending.id }, data: { status: 'PENDING', approvedAt: null } });
    await decideOnAccount(server.services, managerId, pending.id, 'approve', {}, meta);
    const counts = async (id: string) => (await prisma().webhookDelivery.findMany({ where: { endpointId: id } })).map((d) => d.event).sort();
    expect(await counts(mine.endpoint.id)).toEqual([]);
    expect(await counts(theirs.endpoint.id)).toEqual(['reservation.created']);
    expect(await counts(restaurant.endpoint.id)).toEqual(['client.approved', 'reservation.created']);
    await worker.runOnce();
    const approved = receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.type === 'client.approved');
    expect(approved.data.client).toMatchObject({ name: 'Karst Travel', status: 'APPROVED' });
  });

  it('a blocked organisation’s endpoints hear nothing more, queued deliveries included', async () => {
    const blocked = await client('Karawanken Bus', 'karawanken');
    const { endpoint } = await register(asOrg(blocked));
    await book(blocked);
    await prisma().client.update({ where: { id: blocked.id }, data: { status: 'BLOCKED' } });
    expect(await worker.runOnce()).toEqual({ succeeded: 0, failed: 0 });
    await prisma().reservation.updateMany({ where: { clientId: blocked.id }, data: { status: 'DELETED' } });
    const reservation = await prisma().reservation.findFirstOrThrow({ where: { clientId: blocked.id } });
    const { enqueueWebhooks } = await import('../webhooks/outbox.ts');
    expect(await enqueueWebhooks(prisma(), { event: 'RESERVATION_UPDATED', reservation }, clock)).toBe(0);
    expect(await prisma().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
    expect(receiver.received).toHaveLength(0);
  });

  it('an organisation may not ask for client events, nor touch another’s endpoint', async () => {
    await expect(register(asOrg(alpine), ['CLIENT_REGISTERED'])).rejects.toMatchObject({ extensions: { code: 'VALIDATION', fields: { events: 'EVENT_NOT_ALLOWED' } } });
    const { endpoint } = await register(asOrg(dolomiti));
    await expect(rotateWebhookSecret(server.services, asOrg(alpine), endpoint.id, meta)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    await expect(deleteWebhook(server.services, RESTAURANT, endpoint.id, meta)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});

describe('an outage', () => {
  it('is retried with back-off until the receiver answers again', async () => {
    const { endpoint, secret } = await register(asOrg(alpine));
    receiver.state.status = 503;
    receiver.state.answer = 'maintenance';
    await book(alpine);
    expect(await worker.runOnce()).toEqual({ succeeded: 0, failed: 1 });
    let delivery = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 503, lastResponse: 'maintenance' });
    expect(delivery.nextAttemptAt.getTime() - clock.getTime()).toBe(WEBHOOK_RETRY_DELAYS_MS[0]);

    // Not due yet: nothing is sent.
    advance(30_000);
    expect(await worker.runOnce()).toEqual({ succeeded: 0, failed: 0 });
    advance(30_000);
    expect(await worker.runOnce()).toEqual({ succeeded: 0, failed: 1 });
    delivery = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(delivery.nextAttemptAt.getTime() - clock.getTime()).toBe(WEBHOOK_RETRY_DELAYS_MS[1]);
    expect((await prisma().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).consecutiveFailures).toBe(2);

    receiver.state.status = 204;
    advance(WEBHOOK_RETRY_DELAYS_MS[1]);
    expect(await worker.runOnce()).toEqual({ succeeded: 1, failed: 0 });
    delivery = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(delivery).toMatchObject({ status: 'SUCCEEDED', attempts: 3, lastStatusCode: 204 });
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(receiver.received.every((r) => verifyWebhook(secret, r.headers, r.body, nowSeconds(), 3600))).toBe(true);
    expect(await prisma().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toMatchObject({ consecutiveFailures: 0, failingSince: null, enabled: true });
  });

  it('of a receiver that is not even listening is logged without a status code', async () => {
    const gone = await startReceiver();
    await gone.close();
    const { endpoint } = await register(asOrg(alpine), undefined, gone.url);
    await book(alpine);
    expect(await worker.runOnce()).toEqual({ succeeded: 0, failed: 1 });
    const delivery = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(delivery.lastStatusCode).toBeNull();
    expect(delivery.lastResponse).toMatch(/ECONNREFUSED/);
  });

  it('that lasts more than a day disables the endpoint and mails its owner in their language', async () => {
    await prisma().client.update({ where: { id: dolomiti.id }, data: { language: 'sl' } });
    const { endpoint } = await register(asOrg(dolomiti));
    receiver.state.status = 500;
    await book(dolomiti);
    await book(dolomiti);
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt++) {
      await worker.runOnce();
      expect((await prisma().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).enabled).toBe(true);
      advance(WEBHOOK_RETRY_DELAYS_MS[attempt - 1]!);
    }
    await worker.runOnce();
    const disabled = await prisma().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect(disabled).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const deliveries = await prisma().webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(deliveries.map((d) => d.status)).toEqual(['FAILED', 'FAILED']);
    const mail = await prisma().mailOutbox.findMany({ where: { template: 'webhook.disabled' } });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: dolomiti.email, language: 'sl', clientId: dolomiti.id });
    expect(mail[0]!.textBody).toContain(receiver.url);
    // The worker's decision is in the audit log, by the system, with the endpoint's host only.
    const gaveUp = await prisma().auditLog.findFirstOrThrow({ where: { action: 'webhook.disabled', actorKind: 'SYSTEM', subjectId: dolomiti.id } });
    expect(gaveUp.detail).toEqual({ host: new URL(receiver.url).host, reason: 'FAILING' });

    // Disabled: new events are not queued, and nothing is sent until it is enabled again.
    receiver.received.length = 0;
    await book(dolomiti);
    expect(await prisma().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(2);
    await expect(redeliverWebhook(server.services, asOrg(dolomiti), deliveries[0]!.id, meta)).rejects.toMatchObject({ extensions: { code: 'WEBHOOK_DISABLED' } });
    await setWebhookEnabled(server.services, asOrg(dolomiti), endpoint.id, true, meta);
    receiver.state.status = 200;
    const again = await redeliverWebhook(server.services, asOrg(dolomiti), deliveries[0]!.id, meta);
    expect(await worker.runOnce()).toEqual({ succeeded: 1, failed: 0 });
    expect(receiver.received[0]!.headers['webhook-id']).toBe(deliveries[0]!.messageId);
    expect(await prisma().webhookDelivery.findUniqueOrThrow({ where: { id: again.id } })).toMatchObject({ status: 'SUCCEEDED' });
    await prisma().mailOutbox.deleteMany({});
  });
});

describe('by hand', () => {
  it('a delivery is sent again as a new log entry with the same webhook-id; a test event is sent too', async () => {
    const { endpoint, secret } = await register(asOrg(alpine));
    await book(alpine);
    await worker.runOnce();
    const first = await prisma().webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    const again = await redeliverWebhook(server.services, asOrg(alpine), first.id, meta);
    expect(again.id).not.toBe(first.id);
    await sendTestWebhook(server.services, asOrg(alpine), endpoint.id, meta);
    expect(await worker.runOnce()).toEqual({ succeeded: 2, failed: 0 });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([first.messageId, first.messageId, expect.stringMatching(/^msg_/)]);
    expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
    expect(JSON.parse(receiver.received[2]!.body).type).toBe('webhook.test');
    expect(receiver.received.every((r) => verifyWebhook(secret, r.headers, r.body, nowSeconds()))).toBe(true);
    await expect(redeliverWebhook(server.services, asOrg(dolomiti), first.id, meta)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('rotating the secret signs every later delivery with the new one only', async () => {
    const { endpoint, secret: old } = await register(asOrg(alpine));
    const { secret } = await rotateWebhookSecret(server.services, asOrg(alpine), endpoint.id, meta);
    expect(secret).not.toBe(old);
    await book(alpine);
    await worker.runOnce();
    const [request] = receiver.received;
    expect(verifyWebhook(secret, request!.headers, request!.body, nowSeconds())).toBe(true);
    expect(verifyWebhook(old, request!.headers, request!.body, nowSeconds())).toBe(false);
  });

  it('two workers never send one delivery twice', async () => {
    await register(asOrg(alpine));
    for (let i = 0; i < 6; i++) await book(alpine);
    const other = createWebhookWorker(server.services, { timeoutMs: 2_000, batchSize: 2 });
    const small = createWebhookWorker(server.services, { timeoutMs: 2_000, batchSize: 2 });
    await Promise.all([other.runOnce(), small.runOnce(), other.runOnce().then(() => small.runOnce()), worker.runOnce()]);
    while ((await worker.runOnce()).succeeded) {
      // drain what is left
    }
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });
});

describe('addresses (SSRF)', () => {
  const strict = () => ({ ...server.services, config: { ...server.services.config, webhooksAllowPrivate: false } });

  it('refuses plain http, loopback, private and link-local addresses when not allowed', async () => {
    const attempt = (url: string) => registerWebhook(strict(), asOrg(alpine), { url, description: null, events: ['RESERVATION_CREATED'] }, meta);
    await expect(attempt(receiver.url)).rejects.toMatchObject({ extensions: { fields: { url: 'URL_NOT_HTTPS' } } });
    for (const url of ['https://127.0.0.1/x', 'https://localhost/x', 'https://10.1.2.3/', 'https://[::1]/', 'https://[::ffff:127.0.0.1]/', 'https://169.254.169.254/latest']) {
      await expect(attempt(url), url).rejects.toMatchObject({ extensions: { fields: { url: 'URL_NOT_PUBLIC' } } });
    }
    await expect(attempt('https://no-such-host.invalid/')).rejects.toMatchObject({ extensions: { fields: { url: 'URL_UNRESOLVABLE' } } });
    expect(await prisma().webhookEndpoint.count()).toBe(0);
  });

  it('checks again at delivery, when the name may point elsewhere', async () => {
    const response = await postWebhook(receiver.url.replace('http:', 'https:').replace('127.0.0.1', 'localhost'), '{}', {}, { allowPrivate: false, timeoutMs: 1_000 });
    expect(response.statusCode).toBeNull();
    expect(response.excerpt).toMatch(/not a public address/);
    const literal = await postWebhook(receiver.url, '{}', {}, { allowPrivate: false });
    expect(literal.excerpt).toMatch(/not https/);
    expect(receiver.received).toHaveLength(0);
    await expect(checkWebhookHost('https://localhost/', false)).rejects.toThrow(/not a public address/);
    await expect(checkWebhookHost('https://localhost/', true)).resolves.toBeUndefined();
  });

  it('tells public addresses from the rest, IPv4 and IPv6', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:8.8.8.8', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('management', () => {
  it('validates the input, limits the count and deletes the log with the endpoint', async () => {
    await expect(register(asOrg(alpine), [])).rejects.toMatchObject({ extensions: { fields: { events: 'EVENTS_REQUIRED' } } });
    await expect(register(asOrg(alpine), undefined, 'ftp://example.com/')).rejects.toMatchObject({ extensions: { fields: { url: 'URL_INVALID' } } });
    await expect(register(asOrg(alpine), undefined, `https://example.com/${'a'.repeat(600)}`)).rejects.toMatchObject({ extensions: { fields: { url: 'URL_TOO_LONG' } } });
    const blocked = await client('Blocked Tours', 'blocked');
    await prisma().client.update({ where: { id: blocked.id }, data: { status: 'BLOCKED' } });
    await expect(register(asOrg(blocked))).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    for (let i = 0; i < 10; i++) await register(RESTAURANT);
    await expect(register(RESTAURANT)).rejects.toMatchObject({ extensions: { code: 'WEBHOOK_LIMIT' } });
    const { endpoint } = await register(asOrg(alpine));
    await book(alpine);
    await deleteWebhook(server.services, asOrg(alpine), endpoint.id, meta);
    expect(await prisma().webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
  });

  it('writes every change to an endpoint to the audit log, by its owner, naming only the host', async () => {
    const owner = { ...meta, ip: '192.0.2.7' };
    const url = `${receiver.url}/path?key=their-own-secret`;
    const { endpoint } = await registerWebhook(server.services, asOrg(alpine), { url, description: 'Back office', events: ['RESERVATION_CREATED'] }, owner);
    await rotateWebhookSecret(server.services, asOrg(alpine), endpoint.id, owner);
    await setWebhookEnabled(server.services, asOrg(alpine), endpoint.id, false, owner);
    await setWebhookEnabled(server.services, asOrg(alpine), endpoint.id, true, owner);
    await deleteWebhook(server.services, asOrg(alpine), endpoint.id, owner);
    const entries = await prisma().auditLog.findMany({ where: { action: { startsWith: 'webhook.' }, actorId: alpine.id, ip: '192.0.2.7' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(entries.map((e) => e.action)).toEqual(['webhook.registered', 'webhook.secret_rotated', 'webhook.disabled', 'webhook.enabled', 'webhook.deleted']);
    expect(entries[0]).toMatchObject({ actorKind: 'CLIENT', subjectType: 'Organisation', subjectId: alpine.id, detail: { host: new URL(receiver.url).host, events: ['RESERVATION_CREATED'] } });
    expect(JSON.stringify(entries)).not.toContain('their-own-secret');
  });
});

describe('through the GraphQL API', () => {
  const gql = <T>(query: string, variables: Record<string, unknown>, headers: Record<string, string>) => server.graphql<T>(query, variables, { headers });
  const REGISTER = `mutation ($input: RegisterWebhookEndpointInput!) { registerWebhookEndpoint(input: $input) { secret webhookEndpoint { id url events enabled } } }`;
  const MINE = `{ viewer { client { webhookEndpoints(first: 10) { edges { node { id url deliveries(first: 5) { edges { node { id eventType status statusCode responseExcerpt attempts } } } } } } } } }`;

  it('an organisation’s system manages its webhooks with a MANAGE_WEBHOOKS token, and reads the delivery log', async () => {
    const { createApiToken } = await import('./api-tokens.ts');
    const token = await createApiToken(server.services, { kind: 'organisation', clientId: alpine.id }, { name: 'hooks', scopes: ['MANAGE_WEBHOOKS'] }, meta);
    const bearer = { authorization: `Bearer ${token.secret}`, 'x-stopover-csrf': '' };
    const registered = await gql<{ registerWebhookEndpoint: { secret: string; webhookEndpoint: { id: string; url: string; events: string[]; enabled: boolean } } }>(
      REGISTER,
      { input: { url: receiver.url, description: 'ERP', events: ['RESERVATION_CREATED'] } },
      bearer,
    );
    expect(registered.body.errors).toBeUndefined();
    const { secret, webhookEndpoint } = registered.body.data!.registerWebhookEndpoint;
    expect(webhookEndpoint).toMatchObject({ url: receiver.url, events: ['RESERVATION_CREATED'], enabled: true });
    await book(alpine);
    await worker.runOnce();
    expect(verifyWebhook(secret, receiver.received[0]!.headers, receiver.received[0]!.body, nowSeconds())).toBe(true);

    const listed = await gql<{ viewer: { client: { webhookEndpoints: { edges: Array<{ node: { id: string; deliveries: { edges: Array<{ node: { id: string; eventType: string; status: string; statusCode: number } }> } } }> } } } }>(
      MINE,
      {},
      bearer,
    );
    expect(listed.body.errors).toBeUndefined();
    const [edge] = listed.body.data!.viewer.client.webhookEndpoints.edges;
    expect(edge!.node.id).toBe(webhookEndpoint.id);
    const delivery = edge!.node.deliveries.edges[0]!.node;
    expect(delivery).toMatchObject({ eventType: 'reservation.created', status: 'SUCCEEDED', statusCode: 200 });

    const again = await gql<{ redeliverWebhook: { webhookDelivery: { status: string } } }>(
      'mutation ($id: ID!) { redeliverWebhook(input: { webhookDeliveryId: $id }) { webhookDelivery { status } } }',
      { id: delivery.id },
      bearer,
    );
    expect(again.body.data?.redeliverWebhook.webhookDelivery.status).toBe('PENDING');

    // A token without the scope manages nothing, and another organisation's token does not see these.
    const reader = await createApiToken(server.services, { kind: 'organisation', clientId: alpine.id }, { name: 'read', scopes: ['READ_RESERVATIONS'] }, meta);
    const refused = await gql(REGISTER, { input: { url: receiver.url, events: ['RESERVATION_CREATED'] } }, { authorization: `Bearer ${reader.secret}`, 'x-stopover-csrf': '' });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('API_TOKEN_SCOPE');
    const readerList = await gql<{ viewer: { client: { webhookEndpoints: unknown } } }>(MINE, {}, { authorization: `Bearer ${reader.secret}`, 'x-stopover-csrf': '' });
    expect(readerList.status).toBe(403);
    expect(readerList.body).toMatchObject({ errors: [{ extensions: { code: 'API_TOKEN_SCOPE', fields: ['Client.webhookEndpoints'] } }] });
    expect(readerList.body.data).toBeUndefined();
    const foreign = await gql('mutation ($id: ID!) { deleteWebhookEndpoint(input: { webhookEndpointId: $id }) { deletedWebhookEndpointId } }', { id: webhookEndpoint.id }, {
      cookie: server.cookieFor('client', dolomiti.id),
    });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
