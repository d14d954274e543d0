// The response cache through the real HTTP API: a repeated query is answered from the cache, a change
// from anywhere (a mutation, a job's event) starts afresh before the change's answer goes out, the
// same query asked at once is read once, answers stay with whom they belong to, an ended session
// gets nothing from it, and a fuzz of writes interleaved with reads never reads stale data after a
// write's answer. With two instances on PostgreSQL and Redis, a change on one is read on the other
// within a second.
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EASY_CAPTCHA, FAST_HASH, startTestServer, TEST_JWT_SECRET, type TestServer } from '../../testing/server.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../testing/db.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db.ts';
import { startServer, type RunningServer } from '../../server.ts';
import { createLogger } from '../../log.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { CSRF_HEADER } from '../csrf.ts';
import { addMember, createOrganisation } from '../../testing/organisations.ts';
import { CACHE_TTL_MS, operationShape, viewerScope } from './scope.ts';
import { ttlOf } from './plugin.ts';
import { getSchema } from '../../schema/index.ts';

const clock = new Date('2026-09-01T08:00:00Z');
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

const STAFF_LIST = 'query StaffList { reservations(view: ALL, first: 100) { edges { node { id guests client { name } } } } }';
const MY_LIST = 'query MyList { viewer { client { name reservations(first: 100) { edges { node { id guests } } } } } }';
const CREATE = 'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id } } }';

type StaffListData = { reservations: { edges: Array<{ node: { id: string; guests: number; client: { name: string } } }> } };
type MyListData = { viewer: { client: { name: string; reservations: { edges: Array<{ node: { id: string; guests: number } }> } } | null } };

describe('which operations are kept, and for whom', () => {
  it('keeps queries of listed root fields only', () => {
    expect(operationShape(parse(STAFF_LIST), null)).toEqual({ cacheable: true, personal: false });
    expect(operationShape(parse(MY_LIST), 'MyList')).toEqual({ cacheable: true, personal: true });
    expect(operationShape(parse('query { ...Q } fragment Q on Query { site { intro { title } } }'), null).cacheable).toBe(true);
    expect(operationShape(parse('{ auditLog(first: 5) { edges { cursor } } }'), null).cacheable).toBe(false);
    expect(operationShape(parse('{ reservations(view: ALL) { edges { cursor } } auditLog(first: 5) { edges { cursor } } }'), null).cacheable).toBe(false);
    expect(operationShape(parse(CREATE), null).cacheable).toBe(false);
    expect(operationShape(parse('subscription { reservationChanged { kind } }'), null).cacheable).toBe(false);
    // Two operations and no name: nothing to run, nothing to keep.
    expect(operationShape(parse('query A { site { offers { type } } } query B { site { offers { type } } }'), null).cacheable).toBe(false);
  });

  it('keeps an answer for the shortest time any field it selects asks for, through fragments too', () => {
    expect(ttlOf(getSchema(), parse(STAFF_LIST))).toBe(CACHE_TTL_MS);
    expect(ttlOf(getSchema(), parse('{ reservationRules { now } }'))).toBe(1_000);
    expect(ttlOf(getSchema(), parse('query { ...R } fragment R on Query { reservationRules { now } }'))).toBe(1_000);
  });

  it('shares an answer only between viewers who would get the same one', () => {
    const shared = { cacheable: true, personal: false };
    const personal = { cacheable: true, personal: true };
    const base = { language: 'en' as const, expiredSession: null };
    const staff = (id: string, isManager: boolean) => ({ ...base, viewer: { kind: 'staff' as const, id, isManager, language: 'en' as const } });
    expect(viewerScope(staff('a', false), shared)).toBe(viewerScope(staff('b', false), shared));
    expect(viewerScope(staff('a', false), shared)).not.toBe(viewerScope(staff('a', true), shared));
    expect(viewerScope(staff('a', false), personal)).not.toBe(viewerScope(staff('b', false), personal));
    expect(viewerScope({ ...staff('a', false), language: 'sl' }, shared)).not.toBe(viewerScope(staff('a', false), shared));
    const member = (memberId: string, role: 'OWNER' | 'VIEWER') => ({
      ...base,
      viewer: { kind: 'client' as const, id: 'org', memberId, role, status: 'APPROVED' as const, emailVerified: true, language: 'en' as const },
    });
    expect(viewerScope(member('m1', 'OWNER'), shared)).not.toBe(viewerScope(member('m2', 'OWNER'), shared));
    expect(viewerScope(member('m1', 'OWNER'), shared)).not.toBe(viewerScope(member('m1', 'VIEWER'), shared));
    const token = { ...base, viewer: { ...member('m1', 'OWNER').viewer, memberId: null, role: null, token: { id: 't1', scopes: [] } } };
    expect(viewerScope(token, shared)).toBe('token:t1:en');
    expect(viewerScope({ ...base, expiredSession: 'client' as const, viewer: { kind: 'anonymous' as const } }, shared)).toBeNull();
    expect(viewerScope(staff('a', false), { cacheable: false, personal: false })).toBeNull();
  });
});

describe('the cache in the running app', () => {
  let server: TestServer;
  let managerCookie: string;
  let first: { id: string; cookie: string };
  let second: { id: string; cookie: string };
  let day = 0;

  async function organisation(name: string) {
    const org = await createOrganisation(server.services.prisma, {
      data: { name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@coaches.example`, username: name.toLowerCase().replace(/\W+/g, ''), passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });
    return { id: org.id, cookie: server.cookieFor('client', org.id) };
  }

  /** Books a group on a day of its own (so that no capacity rule says no); returns the reservation's global id. */
  async function book(cookie: string): Promise<string> {
    day += 1;
    const date = new Date(Date.UTC(2026, 8, 5) + day * 86_400_000).toISOString().slice(0, 10);
    const answer = await server.graphql<{ createReservation: { reservation: { id: string } } }>(
      CREATE,
      { input: { type: 'LONG_STOP', guests: 20, seatReservation: true, arrivalDate: date, arrivalTime: '12:00', acceptTerms: true } },
      { cookie },
    );
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.createReservation.reservation.id;
  }

  const staffList = async (cookie = managerCookie) => {
    const answer = await server.graphql<StaffListData>(STAFF_LIST, {}, { cookie });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data!.reservations.edges.map((e) => e.node);
  };
  const myList = async (cookie: string) => (await server.graphql<MyListData>(MY_LIST, {}, { cookie })).body;

  beforeAll(async () => {
    server = await startTestServer({ RESPONSE_CACHE: 'true' }, { now: () => clock });
    const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    managerCookie = server.cookieFor('staff', manager.id);
    first = await organisation('First Coaches');
    second = await organisation('Second Coaches');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a repeated query from the cache; a mutation starts afresh before its answer', async () => {
    const id = await book(first.cookie);
    expect((await staffList()).find((r) => r.id === id)).toMatchObject({ guests: 20 });
    // A write no event announces (here straight into the database) is not seen: the answer is kept.
    const rowId = (await server.services.prisma.reservation.findFirstOrThrow({ where: { clientId: first.id }, orderBy: { createdAt: 'desc' } })).id;
    await server.services.prisma.reservation.update({ where: { id: rowId }, data: { guests: 21 } });
    expect((await staffList()).map((r) => r.guests)).not.toContain(21);
    // Any mutation is a change: the next read is fresh and sees both.
    const next = await book(second.cookie);
    const after = await staffList();
    expect(after.map((r) => r.guests)).toContain(21);
    expect(after.some((r) => r.id === next)).toBe(true);
  });

  it('sends a kept answer as the very text it sent when it was read', async () => {
    await book(first.cookie);
    const text = async () => {
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: managerCookie }, body: JSON.stringify({ query: STAFF_LIST }) });
      return response.text();
    };
    const hits = server.services.responseCache!.lookups.hits;
    const read = await text();
    const [kept, keptAgain] = [await text(), await text()];
    expect(server.services.responseCache!.lookups.hits).toBe(hits + 2);
    expect(kept).toBe(read);
    expect(keptAgain).toBe(read);
    expect(JSON.parse(read)).toEqual({ data: { reservations: expect.any(Object) } });
  });

  it('reads a query asked by many at once only once, and shares no answer with errors', async () => {
    // A change makes every open staff page ask again at the same moment.
    await book(second.cookie);
    const lookups = server.services.responseCache!.lookups;
    const before = { ...lookups };
    const answers = await Promise.all(Array.from({ length: 8 }, () => staffList()));
    expect(lookups.misses - before.misses).toBe(1);
    expect(lookups.hits - before.hits + (lookups.shared - before.shared)).toBe(7);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // Refusals are each asker's own: nothing is shared, each is read.
    const refusedBefore = lookups.misses;
    const refused = await Promise.all(Array.from({ length: 4 }, () => server.graphql(STAFF_LIST, {}, { cookie: first.cookie })));
    for (const answer of refused) expect(answer.body).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    expect(lookups.misses - refusedBefore).toBe(4);
  });

  it('starts afresh on an event published outside any request (a job, another process)', async () => {
    await staffList();
    const row = await server.services.prisma.reservation.findFirstOrThrow({ where: { clientId: first.id }, orderBy: { createdAt: 'desc' } });
    await server.services.prisma.reservation.update({ where: { id: row.id }, data: { guests: 22 } });
    server.services.pubsub.publish('reservation', { kind: 'EDITED', reservationId: row.id, clientId: first.id, status: 'CREATED', version: row.version, at: clock.toISOString() });
    expect((await staffList()).map((r) => r.guests)).toContain(22);
  });

  it('keeps each organisation’s and each person’s answers apart', async () => {
    const mine = await myList(first.cookie);
    const theirs = await myList(second.cookie);
    expect(mine.data?.viewer.client?.name).toBe('First Coaches');
    expect(theirs.data?.viewer.client?.name).toBe('Second Coaches');
    const ours = new Set(mine.data!.viewer.client!.reservations.edges.map((e) => e.node.id));
    expect(theirs.data!.viewer.client!.reservations.edges.some((e) => ours.has(e.node.id))).toBe(false);
    // A member with another role asks the same query: their own answer, not the owner's kept one.
    const viewerMember = await addMember(server.services.prisma, first.id, 'VIEWER', { email: 'viewer@first-coaches.example', verified: true });
    const asViewer = await myList(server.cookieFor('client', viewerMember.id, { org: first.id }));
    expect(asViewer.data?.viewer.client?.name).toBe('First Coaches');
    // Staff's own query, asked by a client, is refused, not answered from staff's entry.
    await staffList();
    const refused = await server.graphql(STAFF_LIST, {}, { cookie: first.cookie });
    expect(refused.body).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
  });

  it('gives nothing from the cache to a session that ended', async () => {
    const booker = await addMember(server.services.prisma, first.id, 'BOOKER', { email: 'booker@first-coaches.example', verified: true });
    const cookie = server.cookieFor('client', booker.id, { org: first.id });
    expect((await myList(cookie)).data?.viewer.client?.name).toBe('First Coaches');
    const membership = await server.services.prisma.membership.findUniqueOrThrow({ where: { clientId_memberId: { clientId: first.id, memberId: booker.id } } });
    const removed = await server.graphql('mutation ($input: RemoveMemberInput!) { removeMember(input: $input) { removedOrganisationMemberId } }', { input: { organisationMemberId: gid('OrganisationMember', membership.id) } }, { cookie: first.cookie });
    expect(removed.body).not.toHaveProperty('errors');
    expect((await myList(cookie)).data?.viewer.client).toBeNull();
  });

  it('never reads stale data after a write’s answer, with reads running all the while (fuzz)', async () => {
    let stop = false;
    // Readers keep filling the cache, so that reads overlapping each write are there to be kept.
    const readers = [managerCookie, managerCookie, first.cookie].map(async (cookie) => {
      let reads = 0;
      while (!stop) {
        if (cookie === managerCookie) await staffList();
        else await myList(cookie);
        reads += 1;
      }
      return reads;
    });
    const stale: string[] = [];
    for (let round = 0; round < 15; round++) {
      const who = round % 2 ? first : second;
      const id = await book(who.cookie);
      const seenByStaff = (await staffList()).some((r) => r.id === id);
      const seenByOwner = (await myList(who.cookie)).data!.viewer.client!.reservations.edges.some((e) => e.node.id === id);
      if (!seenByStaff) stale.push(`round ${round}: staff did not see ${id}`);
      if (!seenByOwner) stale.push(`round ${round}: its organisation did not see ${id}`);
    }
    stop = true;
    const reads = await Promise.all(readers);
    expect(stale).toEqual([]);
    expect(reads.every((n) => n > 0)).toBe(true);
  }, 120_000);
});

describe.skipIf(testDbKind() !== 'postgres')('two instances sharing PostgreSQL and Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let shared: TestDatabase;
  let secondPool: Database;
  const instances: RunningServer[] = [];

  async function instance(database: Database): Promise<RunningServer> {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: 'none', REDIS_URL, RESPONSE_CACHE: 'true' });
    const running = await startServer(config, { database, hashParams: FAST_HASH, captchaDifficulty: EASY_CAPTCHA, mail: false, logger: createLogger('silent'), announce: () => {}, now: () => clock });
    instances.push(running);
    return running;
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
    secondPool = await openDatabase({ kind: 'postgres', url: shared.url! });
  });
  afterAll(async () => {
    for (const running of instances) await running.stop();
    await secondPool?.close();
    await shared?.drop();
  });

  it('reads a change made on one instance on the other within a second, and shares kept answers', async () => {
    const a = await instance(shared.db);
    const b = await instance(secondPool);
    const manager = await shared.db.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const org = await createOrganisation(shared.db.prisma, {
      data: { name: 'Shared Coaches', email: 'shared@coaches.example', username: 'shared', passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });
    const sign = (kind: 'staff' | 'client', sub: string) => `access_token=${signAccessToken(TEST_JWT_SECRET, { sub, kind, sid: randomUUID() })}`;
    const ask = async (on: RunningServer, query: string, cookie: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${on.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie }, body: JSON.stringify({ query, variables }) });
      return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    };
    const staffIds = async (on: RunningServer) => ((await ask(on, STAFF_LIST, sign('staff', manager.id))).data as StaffListData).reservations.edges.map((e) => e.node.id);

    expect(await staffIds(b)).toEqual([]);
    // The same answer, kept by B, is served to A from Redis: a write straight into the database
    // (which nobody announces) shows which instance read afresh.
    await shared.db.prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 1000 } });
    const booked = await ask(a, CREATE, sign('client', org.id), { input: { type: 'LONG_STOP', guests: 20, seatReservation: true, arrivalDate: '2026-09-20', arrivalTime: '12:00', acceptTerms: true } });
    expect(booked.errors).toBeUndefined();
    const id = (booked.data as { createReservation: { reservation: { id: string } } }).createReservation.reservation.id;
    const started = Date.now();
    let seenAfter = -1;
    while (Date.now() - started < 1000) {
      if ((await staffIds(b)).includes(id)) {
        seenAfter = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter).toBeLessThan(1000);

    // A staff page on B hears of a booking made on A and reads its list again at once: fresh.
    class StaffSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: sign('staff', manager.id) } });
      }
    }
    const subscriber = createClient({ url: `ws://127.0.0.1:${b.port}/graphql`, webSocketImpl: StaffSocket, retryAttempts: 0 });
    const heard: string[] = [];
    const readOnHearing = new Promise<boolean>((resolve, reject) => {
      subscriber.subscribe(
        { query: 'subscription { reservationChanged { kind reservation { id } } }' },
        {
          next: (value) => {
            const changed = (value.data as { reservationChanged: { reservation: { id: string } } }).reservationChanged.reservation.id;
            heard.push(changed);
            void staffIds(b).then((ids) => resolve(ids.includes(changed)), reject);
          },
          error: reject,
          complete: () => {},
        },
      );
      setTimeout(() => reject(new Error('no event on instance B within 10 s')), 10_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await staffIds(b);
    const again = await ask(a, CREATE, sign('client', org.id), { input: { type: 'LONG_STOP', guests: 20, seatReservation: true, arrivalDate: '2026-09-21', arrivalTime: '12:00', acceptTerms: true } });
    expect(again.errors).toBeUndefined();
    expect(await readOnHearing).toBe(true);
    expect(heard).toHaveLength(1);
    await subscriber.dispose();

    // B's kept answer is A's too: change a row behind both instances' backs and A still reads B's entry.
    await shared.db.prisma.reservation.updateMany({ data: { guests: 25 } });
    const fromA = ((await ask(a, STAFF_LIST, sign('staff', manager.id))).data as StaffListData).reservations.edges.map((e) => e.node.guests);
    expect(fromA).toEqual([20, 20]);
    // Served from Redis, the answer is the text kept there, as it was read.
    const raw = async (on: RunningServer) =>
      (await fetch(`${on.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: sign('staff', manager.id) }, body: JSON.stringify({ query: STAFF_LIST }) })).text();
    const kept = await raw(b);
    const hits = a.services.responseCache!.lookups.hits;
    expect(await raw(a)).toBe(kept);
    expect(a.services.responseCache!.lookups.hits).toBe(hits + 1);
    expect(JSON.parse(kept)).toMatchObject({ data: { reservations: { edges: expect.any(Array) } } });
  });
});
