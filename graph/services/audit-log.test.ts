// The audit log through the real API: the manager reads it newest first with names resolved (and a
// neutral marker for erased accounts), filters by who, what, when and subject, pages through it
// without gaps or repeats while new entries arrive, and never sees what an entry's detail must keep
// to itself. Nobody else reads it; bad filters are refused with a translated error. Runs on PGlite
// and on PostgreSQL (TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { countStatements } from '../testing/statements.ts';
import { createReservation } from './reservations/place-reservation.ts';
import { changeReservationStatus } from './reservations/status-changes.ts';
import { createApiToken, revokeApiToken } from './api-tokens.ts';
import { audit } from '../audit.ts';
import { AUDIT_CATEGORIES, AUDIT_LOG_MAX_PAGE, auditActionsOf, auditCategory, AUDIT_ACTIONS } from '../domain/audit-log.ts';
import { createOrganisation } from '../testing/organisations.ts';

const clock = new Date('2026-07-01T08:00:00Z');
let server: TestServer;
let managerId: string;
let mojcaId: string;
let org: { id: string };
let reservation: { id: string; orderNumber: string; version: number };

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const as = (kind: 'staff' | 'client', id: string) => ({ cookie: server.cookieFor(kind, id) });

const LOG = `query ($first: Int, $after: String, $filter: AuditLogFilter) {
  auditLog(first: $first, after: $after, filter: $filter) {
    edges { cursor node { id createdAt action category ip
      actor { kind accountId name deleted member { name former staff } }
      subject { kind nodeId label deleted }
      summary { from to fields reason name kind count orderNumbers orderNumber } } }
    pageInfo { hasNextPage endCursor } } }`;

interface Entry {
  id: string;
  createdAt: string;
  action: string;
  category: string;
  ip: string | null;
  actor: { kind: string; accountId: string | null; name: string | null; deleted: boolean; member?: { name: string | null; former: boolean; staff: boolean } | null };
  subject: { kind: string; nodeId: string; label: string | null; deleted: boolean } | null;
  summary: Record<string, unknown>;
}
interface Log {
  auditLog: { edges: Array<{ cursor: string; node: Entry }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

async function read(variables: Record<string, unknown>, who = managerId) {
  return server.graphql<Log>(LOG, variables, { cookie: server.cookieFor('staff', who) });
}
async function entries(filter: Record<string, unknown> = {}, first = 100): Promise<Entry[]> {
  const { body } = await read({ first, filter });
  expect(body.errors).toBeUndefined();
  return body.data!.auditLog.edges.map((e) => e.node);
}

/** An entry written at a given instant (the log's own clock is the database's). */
async function at(iso: string, entry: Parameters<typeof audit>[1]) {
  await audit(prisma(), entry);
  const last = await prisma().auditLog.findFirstOrThrow({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  await prisma().auditLog.update({ where: { id: last.id }, data: { createdAt: new Date(iso) } });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  mojcaId = (await prisma().staff.create({ data: { name: 'Mojca', email: 'mojca@stopover.localhost', passwordHash: 'x', language: 'sl' } })).id;
  org = await createOrganisation(prisma(), {
    data: {
      name: 'Alpetour d.o.o.',
      email: 'alpetour@coaches.example',
      username: 'alpetour',
      passwordHash: 'x',
      status: 'APPROVED',
      emailVerifiedAt: clock,
      approvedAt: clock,
      termsAcceptedAt: clock,
    },
  });
  reservation = await createReservation(
    server.services,
    org.id,
    { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-10', arrivalTime: '12:00', message: null },
    // Booked by the organisation's owner (its first member shares the organisation's id and address).
    { ip: '192.0.2.10', language: 'en', member: { id: org.id, organisationId: org.id } },
  );
  await changeReservationStatus(server.services, mojcaId, reservation.id, 'WAITING', { note: 'Secret coordination text for the client', expectedVersion: reservation.version }, { ip: '192.0.2.20', language: 'en' });
  // A spread of days around midnight in Ljubljana (UTC+2 in summer).
  await at('2026-06-29T21:59:00Z', { action: 'auth.sign_in.succeeded', actor: { kind: 'STAFF', id: mojcaId }, subject: { type: 'Staff', id: mojcaId }, ip: '192.0.2.1' });
  await at('2026-06-29T22:01:00Z', { action: 'auth.sign_in.failed', actor: { kind: 'STAFF', id: null }, ip: '192.0.2.2', detail: { kind: 'staff' } });
  await at('2026-06-30T10:00:00Z', { action: 'account.approved', actor: { kind: 'STAFF', id: managerId }, subject: { type: 'Organisation', id: org.id }, ip: '192.0.2.3' });
  await at('2026-06-30T11:00:00Z', { action: 'auth.password_reset.requested', actor: { kind: 'ANONYMOUS' }, subject: { type: 'Organisation', id: org.id }, ip: '192.0.2.4' });
  await at('2026-06-30T12:00:00Z', { action: 'account.purged', actor: { kind: 'SYSTEM' }, subject: { type: 'Organisation', id: '0190f0f0-0000-7000-8000-000000000001' } });
  // An account that no longer exists, and a detail with something that must never be shown.
  await at('2026-06-30T13:00:00Z', {
    action: 'auth.sign_in.succeeded',
    actor: { kind: 'CLIENT', id: '0190f0f0-0000-7000-8000-000000000002' },
    subject: { type: 'Organisation', id: '0190f0f0-0000-7000-8000-000000000002' },
    ip: '192.0.2.5',
    detail: { token: 'refresh-token-value', passwordHash: '$scrypt$hash' },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the audit log', () => {
  it('lists every entry newest first, with names, subjects and a safe summary', async () => {
    const all = await entries();
    expect(all.map((e) => e.createdAt)).toEqual([...all.map((e) => e.createdAt)].sort().reverse());
    const changed = all.find((e) => e.action === 'reservation.status_changed')!;
    expect(changed).toMatchObject({
      category: 'RESERVATIONS',
      ip: '192.0.2.20',
      actor: { kind: 'STAFF', accountId: gid('StaffMember', mojcaId), name: 'Mojca', deleted: false },
      subject: { kind: 'RESERVATION', nodeId: gid('Reservation', reservation.id), label: reservation.orderNumber, deleted: false },
      summary: { from: 'CREATED', to: 'WAITING', orderNumber: reservation.orderNumber },
    });
    const created = all.find((e) => e.action === 'reservation.created')!;
    // The organisation acted, and the entry names which of its people did.
    expect(created.actor).toMatchObject({ kind: 'CLIENT', accountId: gid('Client', org.id), name: 'Alpetour d.o.o.', member: { name: 'alpetour@coaches.example', former: false, staff: false } });
    expect(changed.actor.member).toBeNull();
    const approved = all.find((e) => e.action === 'account.approved')!;
    expect(approved.subject).toMatchObject({ kind: 'CLIENT', label: 'Alpetour d.o.o.' });
    const failed = all.find((e) => e.action === 'auth.sign_in.failed')!;
    expect(failed).toMatchObject({ category: 'SIGN_IN', actor: { kind: 'STAFF', accountId: null, name: null, deleted: false }, subject: null, summary: { kind: 'STAFF' } });
    const purged = all.find((e) => e.action === 'account.purged')!;
    expect(purged).toMatchObject({ actor: { kind: 'SYSTEM', accountId: null, deleted: false }, subject: { label: null, deleted: true } });
    const ghost = all.find((e) => e.ip === '192.0.2.5')!;
    expect(ghost.actor).toMatchObject({ kind: 'CLIENT', name: null, deleted: true });
    // Neither the message to the client nor anything secret leaves the server.
    const text = JSON.stringify(all);
    for (const secret of ['Secret coordination', 'refresh-token-value', '$scrypt$hash', 'passwordHash']) expect(text).not.toContain(secret);
  });

  it('filters by who: one member, one client, the system, visitors', async () => {
    expect((await entries({ actorId: gid('StaffMember', mojcaId) })).map((e) => e.action).sort()).toEqual(['auth.sign_in.succeeded', 'reservation.status_changed']);
    expect((await entries({ actorId: gid('Client', org.id) })).map((e) => e.action)).toEqual(['reservation.created']);
    expect((await entries({ actorKind: 'SYSTEM' })).map((e) => e.action)).toEqual(['account.purged']);
    expect((await entries({ actorKind: 'ANONYMOUS' })).map((e) => e.action)).toEqual(['auth.password_reset.requested']);
    // A member is STAFF: asking for a client's entries by a staff ID's kind finds nothing.
    expect(await entries({ actorId: gid('StaffMember', mojcaId), actorKind: 'CLIENT' })).toEqual([]);
  });

  it('filters by what: a category or one action', async () => {
    const signIns = await entries({ category: 'SIGN_IN' });
    expect(signIns.length).toBeGreaterThanOrEqual(3);
    expect(signIns.every((e) => e.category === 'SIGN_IN')).toBe(true);
    expect((await entries({ category: 'RESERVATIONS' })).map((e) => e.action).sort()).toEqual(['reservation.created', 'reservation.status_changed']);
    expect((await entries({ action: 'auth.sign_in.failed' })).length).toBe(1);
    expect((await entries({ category: 'SIGN_IN', action: 'auth.sign_in.failed' })).length).toBe(1);
  });

  it('filters by when, in Ljubljana days', async () => {
    // 21:59 UTC on 29 June is 23:59 there; 22:01 UTC is already 30 June.
    expect((await entries({ from: '2026-06-29', to: '2026-06-29' })).map((e) => e.ip)).toEqual(['192.0.2.1']);
    const june30 = await entries({ from: '2026-06-30', to: '2026-06-30' });
    expect(june30.map((e) => e.ip).sort()).toEqual(['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', null].sort());
    expect((await entries({ from: '2026-07-01' })).map((e) => e.category).sort()).toEqual(['RESERVATIONS', 'RESERVATIONS']);
    expect((await entries({ to: '2026-06-29' })).length).toBeGreaterThanOrEqual(1);
  });

  it('filters by subject: everything about one reservation or one client', async () => {
    expect((await entries({ subjectId: gid('Reservation', reservation.id) })).map((e) => e.action).sort()).toEqual(['reservation.created', 'reservation.status_changed']);
    expect((await entries({ subjectId: gid('Client', org.id) })).map((e) => e.action).sort()).toEqual(['account.approved', 'auth.password_reset.requested']);
  });

  it('pages with stable cursors: no gaps, no repeats, even while new entries arrive', async () => {
    const everything = (await entries()).map((e) => e.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pageNo = 0; pageNo < 20; pageNo++) {
      const { body } = await read({ first: 3, after });
      expect(body.errors).toBeUndefined();
      const page = body.data!.auditLog;
      seen.push(...page.edges.map((e) => e.node.id));
      // Someone signs in between two pages: it lands on top, not in the pages still to come.
      if (pageNo === 0) await audit(prisma(), { action: 'auth.sign_out', actor: { kind: 'STAFF', id: managerId } });
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(everything);
  });

  it('resolves the names of a page at once, not per entry', async () => {
    const statementsFor = async (first: number) => {
      const counter = countStatements();
      try {
        const { body } = await read({ first });
        expect(body.data!.auditLog.edges.length).toBe(first);
      } finally {
        counter.stop();
      }
      return counter.count;
    };
    const two = await statementsFor(2);
    const eight = await statementsFor(8);
    // At most one more query per kind of name (members, organisations, reservations), never per entry.
    expect(eight).toBeLessThanOrEqual(two + 3);
  });

  it('shows API tokens by name and scopes, never their secret or prefix', async () => {
    const { token, secret } = await createApiToken(server.services, { kind: 'organisation', clientId: org.id }, { name: 'Booking system', scopes: ['READ_RESERVATIONS'] }, { ip: '192.0.2.30', language: 'en' });
    await revokeApiToken(server.services, { kind: 'manager', staffId: managerId }, token.id, { ip: '192.0.2.31', language: 'en' });
    const about = await entries({ subjectId: gid('ApiToken', token.id) });
    expect(about.map((e) => [e.action, e.category, e.subject?.label, e.actor.kind])).toEqual([
      ['api_token.revoked', 'API_TOKENS', 'Booking system', 'STAFF'],
      ['api_token.created', 'API_TOKENS', 'Booking system', 'CLIENT'],
    ]);
    expect(about[1]!.summary).toMatchObject({ name: 'Booking system', fields: ['READ_RESERVATIONS'] });
    const text = JSON.stringify(about);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(token.displayPrefix);
    expect((await entries({ category: 'API_TOKENS' })).length).toBe(2);
  });

  it('is the manager’s alone', async () => {
    const staff = await read({}, mojcaId);
    expect(staff.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const client = await server.graphql(LOG, {}, as('client', org.id));
    expect(client.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.graphql(LOG, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad filters and pages with a translated error and its fields', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ filter: { from: '2026-02-30' } }, { from: 'INVALID_DATE' }],
      [{ filter: { from: '2026-07-02', to: '2026-07-01' } }, { to: 'FROM_AFTER_TO' }],
      [{ filter: { action: 'auth.nothing' } }, { action: 'UNKNOWN_ACTION' }],
      [{ filter: { category: 'STAFF', action: 'auth.sign_out' } }, { action: 'UNKNOWN_ACTION' }],
      [{ first: AUDIT_LOG_MAX_PAGE + 1 }, { first: 'OUT_OF_RANGE' }],
      [{ first: 0 }, { first: 'OUT_OF_RANGE' }],
      [{ after: 'not-a-cursor' }, { after: 'INVALID_CURSOR' }],
    ];
    for (const [variables, fields] of cases) {
      const { status, body } = await read(variables);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'AUDIT_LOG_FILTER_INVALID', fields });
    }
    // The manager's own language answers (the staff area's language).
    await prisma().staff.update({ where: { id: managerId }, data: { language: 'sl' } });
    const sl = await read({ filter: { from: 'yesterday' } });
    await prisma().staff.update({ where: { id: managerId }, data: { language: 'en' } });
    expect(sl.body.errors?.[0]?.message).toMatch(/Revizijske sledi/);
    const long = await read({ filter: { action: 'x'.repeat(65) } });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const wrongId = await read({ filter: { subjectId: gid('MenuItem', org.id) } });
    expect(wrongId.body.errors?.[0]?.extensions?.code).toBeDefined();
    expect(wrongId.body.data?.auditLog ?? null).toBeNull();
  });
});

describe('audit log rules', () => {
  it('puts every action in exactly one category', () => {
    const categorised = AUDIT_CATEGORIES.flatMap(auditActionsOf);
    expect(categorised.sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(auditCategory('staff.password_changed')).toBe('STAFF');
    expect(auditCategory('settings.changed')).toBe('CONTENT');
  });
});
