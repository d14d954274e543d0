// API tokens through the real HTTP and WebSocket API: an organisation makes a token in its session
// and its system then acts with `Authorization: Bearer` alone (no cookie, no CSRF header), within
// its scopes; revoking, blocking the organisation and expiry stop it at once (open sockets close);
// the manager's restaurant token reads and changes nothing; each use is audited and rate limited.
// Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { hashTokenSecret } from '../auth/api-tokens.ts';
import { settleAfterResponse } from '../lib/after-response.ts';
import { RATE_RULES } from '../auth/rate-limit.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let orgId: string;
let managerId: string;
let clock = new Date('2026-07-01T08:00:00Z');

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const asOrg = () => ({ cookie: server.cookieFor('client', orgId) });
const asManager = () => ({ cookie: server.cookieFor('staff', managerId) });
/** A system with a token: no cookie, and no CSRF header either. */
const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}`, 'x-stopover-csrf': '' } });
const code = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => body.errors?.[0]?.extensions?.code;

const CREATE = `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret apiToken { id name prefix scopes active expiresAt } } }`;
const MINE = '{ viewer { client { name reservations(first: 10) { edges { node { orderNumber } } } } } }';
const BOOK = `mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { orderNumber } } }`;
const booking = { type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalDate: '2026-07-20', arrivalTime: '12:00', acceptTerms: true };

interface Created {
  createApiToken: { secret: string; apiToken: { id: string; name: string; prefix: string; scopes: string[]; active: boolean; expiresAt: string | null } };
}

async function newToken(scopes: string[], extra: Record<string, unknown> = {}) {
  const { body } = await server.graphql<Created>(CREATE, { input: { name: 'Booking system', scopes, ...extra } }, asOrg());
  expect(body.errors).toBeUndefined();
  return body.data!.createApiToken;
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  orgId = (
    await createOrganisation(prisma(), {
      data: {
        name: 'Alpine Coaches',
        email: 'alpine@coaches.example',
        username: 'alpine',
        passwordHash: 'x',
        status: 'APPROVED',
        emailVerifiedAt: clock,
        approvedAt: clock,
        termsAcceptedAt: clock,
      },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

describe('an organisation’s API token', () => {
  it('is shown once, recognisable by its prefix, and stored only as a hash', async () => {
    const { secret, apiToken } = await newToken(['READ_RESERVATIONS']);
    expect(secret).toMatch(/^stp_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'Booking system', prefix: secret.slice(0, 10), scopes: ['READ_RESERVATIONS'], active: true, expiresAt: null });
    const row = await prisma().apiToken.findFirstOrThrow({ where: { displayPrefix: apiToken.prefix } });
    expect(row.secretHash).toBe(hashTokenSecret(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const audit = await prisma().auditLog.findFirstOrThrow({ where: { action: 'api_token.created', subjectId: row.id } });
    expect(JSON.stringify(audit.detail)).not.toContain(secret.slice(10));
  });

  it('acts as its organisation with no cookie and no CSRF header, within its scopes', async () => {
    const read = await newToken(['READ_RESERVATIONS']);
    const mine = await server.graphql<{ viewer: { client: { name: string } } }>(MINE, {}, bearer(read.secret));
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data!.viewer.client.name).toBe('Alpine Coaches');

    // Reading is not booking, and no token manages accounts or tokens.
    const refused = await server.graphql(BOOK, { input: booking }, bearer(read.secret));
    expect(refused.status).toBe(403);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ code: 'API_TOKEN_SCOPE', fields: ['createReservation'] });
    for (const operation of [
      // Deleting the account with its own e-mail typed again: a token must never get that far.
      'mutation { deleteAccount(input: { confirmEmail: "alpine@coaches.example" }) { archivedUntil } }',
      `mutation { createApiToken(input: { name: "x", scopes: [READ_RESERVATIONS] }) { secret } }`,
      '{ exportMyData }',
    ]) {
      expect(code((await server.graphql(operation, {}, bearer(read.secret))).body), operation).toBe('API_TOKEN_SCOPE');
    }
    // A fragment at the root does not hide a field from the check.
    const sneaky = 'query { ...F } fragment F on Query { viewer { kind } exportMyData }';
    expect(code((await server.graphql(sneaky, {}, bearer(read.secret))).body)).toBe('API_TOKEN_SCOPE');

    const book = await newToken(['READ_RESERVATIONS', 'CREATE_RESERVATIONS']);
    const booked = await server.graphql<{ createReservation: { reservation: { orderNumber: string } } }>(BOOK, { input: booking }, bearer(book.secret));
    expect(booked.body.errors).toBeUndefined();
    const listed = await server.graphql<{ viewer: { client: { reservations: { edges: Array<{ node: { orderNumber: string } }> } } } }>(MINE, {}, bearer(read.secret));
    expect(listed.body.data!.viewer.client.reservations.edges.map((e) => e.node.orderNumber)).toContain(booked.body.data!.createReservation.reservation.orderNumber);
  });

  it('records every use in the audit log, and its last use', async () => {
    const { secret, apiToken } = await newToken(['READ_RESERVATIONS']);
    await server.graphql('query Mine { viewer { kind } }', {}, bearer(secret));
    await settleAfterResponse();
    const row = await prisma().apiToken.findFirstOrThrow({ where: { displayPrefix: apiToken.prefix } });
    expect(row.lastUsedAt).toEqual(clock);
    expect(row.lastUsedIp).toBeTruthy();
    const used = await prisma().auditLog.findMany({ where: { action: 'api_token.used', subjectId: row.id } });
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ actorKind: 'CLIENT', actorId: orgId, detail: { operation: 'query', operationName: 'Mine', fields: ['viewer'] } });
  });

  it('stops at once when revoked, closing its open subscriptions', async () => {
    const { secret, apiToken } = await newToken(['READ_RESERVATIONS']);
    const ws = server.wsClient(undefined, { authorization: `Bearer ${secret}` });
    const closed = new Promise<number>((resolve) => ws.on('closed', (event) => resolve((event as { code: number }).code)));
    const events: unknown[] = [];
    ws.subscribe({ query: 'subscription { reservationChanged { kind } }' }, { next: (v) => events.push(v), error: () => {}, complete: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const revoked = await server.graphql<{ revokeApiToken: { apiToken: { active: boolean } } }>(
      'mutation ($id: ID!) { revokeApiToken(input: { apiTokenId: $id }) { apiToken { active revokedAt } } }',
      { id: apiToken.id },
      asOrg(),
    );
    expect(revoked.body.data!.revokeApiToken.apiToken.active).toBe(false);
    expect(await closed).toBe(4403);
    await ws.dispose();
    const after = await server.graphql(MINE, {}, bearer(secret));
    expect(after.status).toBe(401);
    expect(code(after.body)).toBe('API_TOKEN_INVALID');
  });

  it('stops when the organisation is blocked, and when it expires', async () => {
    const expiring = await newToken(['READ_RESERVATIONS'], { expiresAt: new Date(clock.getTime() + 86_400_000).toISOString() });
    const other = await newToken(['READ_RESERVATIONS']);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    try {
      expect(code((await server.graphql(MINE, {}, bearer(expiring.secret))).body)).toBe('API_TOKEN_INVALID');
      expect(code((await server.graphql(MINE, {}, bearer(other.secret))).body)).toBeUndefined();
      await prisma().client.update({ where: { id: orgId }, data: { status: 'BLOCKED' } });
      expect(code((await server.graphql(MINE, {}, bearer(other.secret))).body)).toBe('API_TOKEN_INVALID');
    } finally {
      await prisma().client.update({ where: { id: orgId }, data: { status: 'APPROVED' } });
    }
    // Unknown and malformed secrets alike.
    for (const secret of ['stp_nothing', 'Bearer', 'x'.repeat(500)]) expect(code((await server.graphql(MINE, {}, bearer(secret))).body)).toBe('API_TOKEN_INVALID');
  });

  it('has its own rate limit', async () => {
    const { secret, apiToken } = await newToken(['READ_RESERVATIONS']);
    const row = await prisma().apiToken.findFirstOrThrow({ where: { displayPrefix: apiToken.prefix } });
    await prisma().rateLimit.create({ data: { key: `api-token:${row.id}`, count: RATE_RULES.apiTokenRequests.limit, resetAt: new Date(clock.getTime() + 30_000) } });
    const limited = await server.graphql(MINE, {}, bearer(secret));
    expect(limited.status).toBe(429);
    expect(limited.body.errors![0]!.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 });
  });

  it('refuses scopes, names and expiries it may not have, and more than 20 live tokens', async () => {
    const attempt = (input: Record<string, unknown>) => server.graphql(CREATE, { input: { name: 'x', scopes: ['READ_RESERVATIONS'], ...input } }, asOrg());
    expect((await attempt({ scopes: ['READ_ALL_RESERVATIONS'] })).body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION', fields: { scopes: 'SCOPE_NOT_ALLOWED' } });
    expect((await attempt({ scopes: [] })).body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION', fields: { scopes: 'SCOPES_REQUIRED' } });
    expect((await attempt({ name: '  ' })).body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION', fields: { name: 'NAME_REQUIRED' } });
    expect((await attempt({ expiresAt: '2020-01-01T00:00:00Z' })).body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION', fields: { expiresAt: 'EXPIRY_INVALID' } });
    const live = await prisma().apiToken.count({ where: { clientId: orgId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: clock } }] } });
    await prisma().apiToken.createMany({
      data: Array.from({ length: 20 - live }, (_, i) => ({ name: `t${i}`, displayPrefix: 'stp_xxxxxx', secretHash: `filler-${i}`, clientId: orgId, scopes: ['READ_RESERVATIONS' as const] })),
    });
    expect(code((await attempt({})).body)).toBe('API_TOKEN_LIMIT');
  });
});

describe('the restaurant’s tokens', () => {
  it('read every reservation and the day sheet, and change nothing', async () => {
    const { body } = await server.graphql<{ createRestaurantApiToken: { secret: string } }>(
      'mutation { createRestaurantApiToken(input: { name: "Kitchen display", scopes: [READ_ALL_RESERVATIONS] }) { secret apiToken { client { id } } } }',
      {},
      asManager(),
    );
    expect(body.errors).toBeUndefined();
    const kitchen = bearer(body.data!.createRestaurantApiToken.secret);
    const list = await server.graphql<{ reservations: { edges: unknown[] } }>('{ reservations(view: ALL, first: 10) { edges { node { orderNumber } } } }', {}, kitchen);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data!.reservations.edges.length).toBeGreaterThan(0);
    expect(code((await server.graphql('{ daySheet(date: "2026-07-20") { date } }', {}, kitchen)).body)).toBeUndefined();
    const reservation = await prisma().reservation.findFirstOrThrow();
    const change = await server.graphql(
      'mutation ($id: ID!) { changeReservationStatus(input: { reservationId: $id, status: SCHEDULED, expectedVersion: 1 }) { reservation { status } } }',
      { id: gid('Reservation', reservation.id) },
      kitchen,
    );
    expect(code(change.body)).toBe('API_TOKEN_SCOPE');
    expect(code((await server.graphql('{ statistics(from: "2026-07-01", to: "2026-07-31") { __typename } }', {}, kitchen)).body)).toBe('API_TOKEN_SCOPE');
  });

  it('are the manager’s to see, with every organisation’s; an organisation sees only its own', async () => {
    const all = await server.graphql<{ apiTokens: { edges: Array<{ node: { name: string; client: { name: string } | null } }> } }>(
      '{ apiTokens(first: 50) { edges { node { name client { name } } } } }',
      {},
      asManager(),
    );
    const names = all.body.data!.apiTokens.edges.map((e) => e.node.name);
    expect(names).toContain('Kitchen display');
    expect(names).toContain('Booking system');
    const own = await server.graphql<{ viewer: { client: { apiTokens: { edges: Array<{ node: { name: string } }> } } } }>(
      '{ viewer { client { apiTokens(first: 50) { edges { node { name } } } } } }',
      {},
      asOrg(),
    );
    expect(own.body.data!.viewer.client.apiTokens.edges.map((e) => e.node.name)).not.toContain('Kitchen display');
  });
});
