// Two app instances on the same PostgreSQL and Redis (the scale-out setup of docs/architecture.md § One
// picture): an event caused on one instance reaches a staff subscriber connected to the other.
// PostgreSQL only: PGlite is one in-process database and cannot be shared by two instances.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { startServer, type RunningServer } from '../server.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/db.ts';
import { EASY_CAPTCHA, FAST_HASH, TEST_JWT_SECRET } from '../testing/server.ts';
import { createLogger } from '../log.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { startSession } from '../auth/sessions.ts';
import { CSRF_HEADER } from './csrf.ts';
import { addMember, createOrganisation } from '../testing/organisations.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const onPostgres = testDbKind() === 'postgres';

let shared: TestDatabase;
let secondPool: Database;
const instances: RunningServer[] = [];

async function instance(database: Database): Promise<RunningServer> {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: 'none', REDIS_URL });
  const running = await startServer(config, {
    database,
    hashParams: FAST_HASH,
    captchaDifficulty: EASY_CAPTCHA,
    mail: false,
    logger: createLogger('silent'),
    announce: () => {},
  });
  instances.push(running);
  return running;
}

beforeAll(async () => {
  if (!onPostgres) return;
  shared = await createTestDatabase();
  secondPool = await openDatabase({ kind: 'postgres', url: shared.url! });
});

afterAll(async () => {
  for (const running of instances) await running.stop();
  await secondPool?.close();
  await shared?.drop();
});

describe.skipIf(!onPostgres)('two app instances with Redis', () => {
  it('deliver a registration made on one to a staff subscriber on the other', async () => {
    const a = await instance(shared.db);
    const b = await instance(secondPool);
    const manager = await shared.db.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const cookie = `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: manager.id, kind: 'staff', sid: randomUUID() })}`;

    class StaffSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    const subscriber = createClient({ url: `ws://127.0.0.1:${b.port}/graphql`, webSocketImpl: StaffSocket, retryAttempts: 0 });
    const received = new Promise<unknown>((resolve, reject) => {
      subscriber.subscribe(
        { query: 'subscription { clientAccountChanged { kind client { name } } }' },
        { next: (value) => resolve(value.data), error: reject, complete: () => {} },
      );
      setTimeout(() => reject(new Error('no event on instance B within 10 s')), 10_000);
    });
    // Let the subscription reach Redis before the event is published.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const response = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({
        query: 'mutation ($input: RegisterClientInput!) { registerClient(input: $input) { email } }',
        variables: {
          input: {
            name: 'Balkan Express Tours',
            email: 'office@balkan-express.example',
            username: 'balkanexpress',
            password: 'coffee for forty guests',
            passwordConfirmation: 'coffee for forty guests',
            acceptTerms: true,
          },
        },
      }),
    });
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(await received).toEqual({ clientAccountChanged: { kind: 'REGISTERED', client: { name: 'Balkan Express Tours' } } });
    await subscriber.dispose();
  });

  it('deliver a reservation made on one to a staff subscriber on the other', async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const manager = await shared.db.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const staffCookie = `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: manager.id, kind: 'staff', sid: randomUUID() })}`;
    const org = await createOrganisation(shared.db.prisma, {
      data: { name: 'Danube Tours', email: 'office@danube.example', username: 'danube', passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    });
    const clientCookie = `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: org.id, kind: 'client', sid: randomUUID() })}`;

    class StaffSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: staffCookie } });
      }
    }
    const subscriber = createClient({ url: `ws://127.0.0.1:${b.port}/graphql`, webSocketImpl: StaffSocket, retryAttempts: 0 });
    const received = new Promise<unknown>((resolve, reject) => {
      subscriber.subscribe(
        { query: 'subscription { reservationChanged { kind reservation { orderNumber guests client { name } } } }' },
        { next: (value) => resolve(value.data), error: reject, complete: () => {} },
      );
      setTimeout(() => reject(new Error('no reservation event on instance B within 10 s')), 10_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    // A week ahead, on the slot grid, inside the default opening hours.
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: clientCookie, [CSRF_HEADER]: '1' },
      body: JSON.stringify({
        query: 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { orderNumber } } }',
        variables: { input: { type: 'LONG_STOP', guests: 42, seatReservation: true, arrivalDate: day, arrivalTime: '12:00', acceptTerms: true } },
      }),
    });
    const body = (await response.json()) as { data?: { createReservation: { reservation: { orderNumber: string } } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(await received).toEqual({
      reservationChanged: { kind: 'CREATED', reservation: { orderNumber: body.data!.createReservation.reservation.orderNumber, guests: 42, client: { name: 'Danube Tours' } } },
    });
    await subscriber.dispose();
  });

  it('end a session signed out on one everywhere: the other refuses its token and closes its sockets within a second', async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const manager = await shared.db.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const tokens = await startSession(shared.db.prisma, { kind: 'staff', id: manager.id }, TEST_JWT_SECRET, new Date());
    const cookie = `access_token=${tokens.accessToken}; refresh_token=${tokens.refreshToken}`;
    const viewerOnB = async () => {
      const response = await fetch(`${b.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: '{ viewer { kind } }' }),
      });
      return ((await response.json()) as { data: { viewer: { kind: string } } }).data.viewer.kind;
    };
    // B has seen (and remembers) the session before it ends on A.
    expect(await viewerOnB()).toBe('STAFF');
    const ws = new WebSocket(`ws://127.0.0.1:${b.port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    let signedOutAt = 0;
    const closed = new Promise<{ code: number; afterMs: number }>((resolve) => ws.once('close', (code) => resolve({ code, afterMs: Date.now() - signedOutAt })));

    signedOutAt = Date.now();
    const logout = await fetch(`${a.url}/api/admin/logoutAdmin`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    const { code, afterMs } = await closed;
    expect(code).toBe(4403);
    expect(afterMs).toBeLessThan(1000);
    expect(await viewerOnB()).toBe('ANONYMOUS');
  });

  it('end a removed member’s access everywhere: the other refuses their session and closes their socket within a second; their other organisation stays theirs', async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const prisma = shared.db.prisma;
    const organisation = (name: string) =>
      createOrganisation(prisma, {
        data: { name, email: `office@${name}.example`, username: name, passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
      });
    const [agency, other] = [await organisation('carinthia'), await organisation('karst')];
    // A freelance guide who books for two agencies, signed in to each.
    const { id: memberId } = await addMember(prisma, agency.id, 'BOOKER', { email: 'guide@freelance.example' });
    await prisma.membership.create({ data: { clientId: other.id, memberId, role: 'VIEWER' } });
    const session = async (clientId: string) => {
      const tokens = await startSession(prisma, { kind: 'client', id: memberId, organisationId: clientId }, TEST_JWT_SECRET, new Date());
      return `access_token=${tokens.accessToken}; refresh_token=${tokens.refreshToken}`;
    };
    const [cookie, otherCookie] = [await session(agency.id), await session(other.id)];
    const viewerOnB = async (withCookie: string) => {
      const response = await fetch(`${b.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: withCookie, [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: '{ viewer { kind membership { role } } }' }),
      });
      return ((await response.json()) as { data: { viewer: { kind: string; membership: { role: string } | null } } }).data.viewer;
    };
    // B has seen (and remembers) both sessions before the removal on A.
    expect(await viewerOnB(cookie)).toEqual({ kind: 'CLIENT', membership: { role: 'BOOKER' } });
    expect(await viewerOnB(otherCookie)).toEqual({ kind: 'CLIENT', membership: { role: 'VIEWER' } });
    const ws = new WebSocket(`ws://127.0.0.1:${b.port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    let removedAt = 0;
    const closed = new Promise<{ code: number; afterMs: number }>((resolve) => ws.once('close', (code) => resolve({ code, afterMs: Date.now() - removedAt })));

    // The owner removes them on A (removeMember): the membership goes, its sessions end, and A says so to every instance.
    const membership = await prisma.membership.findUniqueOrThrow({ where: { clientId_memberId: { clientId: agency.id, memberId } } });
    const ownerCookie = `access_token=${signAccessToken(TEST_JWT_SECRET, { sub: agency.id, org: agency.id, kind: 'client', sid: randomUUID() })}`;
    removedAt = Date.now();
    const removal = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ownerCookie, [CSRF_HEADER]: '1' },
      body: JSON.stringify({
        query: 'mutation ($id: ID!) { removeMember(input: { organisationMemberId: $id }) { __typename } }',
        variables: { id: Buffer.from(`OrganisationMember:${membership.id}`).toString('base64') },
      }),
    });
    expect(((await removal.json()) as { errors?: unknown }).errors).toBeUndefined();
    const { code, afterMs } = await closed;
    expect(code).toBe(4403);
    expect(afterMs).toBeLessThan(1000);
    expect(await viewerOnB(cookie)).toEqual({ kind: 'ANONYMOUS', membership: null });
    // Refreshing the removed session on B fails too; the other agency's session goes on.
    const refresh = await fetch(`${b.url}/api/user/refresh`, { method: 'POST', headers: { cookie, origin: b.url, [CSRF_HEADER]: '1' } });
    expect(refresh.status).toBe(401);
    expect(await viewerOnB(otherCookie)).toEqual({ kind: 'CLIENT', membership: { role: 'VIEWER' } });
  });

  it('show a price changed on one to visitors of the other within a second', async () => {
    const [a, b] = instances as [RunningServer, RunningServer];
    const manager = await shared.db.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const tokens = await startSession(shared.db.prisma, { kind: 'staff', id: manager.id }, TEST_JWT_SECRET, new Date());
    const post = async (server: RunningServer, query: string, cookie?: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie, [CSRF_HEADER]: '1' } : {}) },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as { data: { site: { offers: Array<{ type: string; priceCents: number }> } } };
    };
    const priceOnB = async () => (await post(b, '{ site { offers { type priceCents } } }')).data.site.offers.find((o) => o.type === 'LONG_STOP')!.priceCents;
    // B keeps the price it read.
    const before = await priceOnB();
    await post(a, `mutation { setStopPrice(input: { type: LONG_STOP, priceCents: ${before + 100} }) { stopOffer { id } } }`, `access_token=${tokens.accessToken}`);
    const changedAt = Date.now();
    while ((await priceOnB()) !== before + 100) {
      expect(Date.now() - changedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
