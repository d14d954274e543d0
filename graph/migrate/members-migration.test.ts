// The members migration on a copy of a database as the app kept it before organisations had members:
// migrated up to and including 20261127090218_arrival_capacity only, and filled through SQL with what
// such a database holds (organisations signing in with their own password, their reservations, an
// open session, a password-reset link, an API token and a calendar feed). Then the app starts on it,
// applies the rest at start-up as it does in production, and everything of before still works:
// the owner signs in with the old password, an access token issued before (no `org` claim, sub = the
// organisation) is still accepted and its session refreshes, the API token and the feed still answer,
// and the reset link still resets. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db.ts';
import { FAST_HASH, startTestServer, type TestServer } from '../testing/server.ts';
import { CookieJar, solvedCaptcha } from '../testing/browser-like.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { hashSecret } from '../auth/secrets.ts';
import { hashTokenSecret } from '../auth/api-tokens.ts';
import { API_TOKEN_PREFIX } from '../domain/api-tokens.ts';
import { CALENDAR_FEED_PREFIX } from '../domain/calendar-feeds.ts';
import { REFRESH_TOKEN_COOKIE } from '../auth/tokens.ts';
import { CSRF_HEADER } from '../http/csrf.ts';
import { purgeArchivedAccounts, resetPassword } from '../services/accounts.ts';
import { DEFAULT_MIGRATIONS_DIR, listMigrations, migrate } from './migrator.ts';

/** The last migration of the app before organisations had members. */
const LAST_BEFORE_MEMBERS = '20261127090218_arrival_capacity';
const MEMBERS_MIGRATION = '20261127122904_organisation_members';

const OLD_PASSWORD = 'kava in krofi za 40';
const NEW_PASSWORD = 'nova kava in krofi 41';

/** prisma/migrations as they stood before the members migration (a temporary copy). */
function migrationsBeforeMembers(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-before-members-'));
  for (const { name } of listMigrations()) {
    if (name > LAST_BEFORE_MEMBERS) continue;
    fs.cpSync(path.join(DEFAULT_MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
  }
  return dir;
}

type Org = {
  id: string;
  name: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  language: 'en' | 'sl';
  status: 'PENDING' | 'APPROVED' | 'ARCHIVED';
  emailVerifiedAt: Date | null;
  passwordHash: string;
};

let server: TestServer;
let tempDir: string;
let orgs: Record<'approved' | 'pending' | 'archived', Org>;
/** The approved organisation's things from before. */
const before = {
  sessionFamily: randomUUID(),
  refreshSecret: randomBytes(32).toString('base64url'),
  resetSecret: randomBytes(32).toString('base64url'),
  resetTokenId: randomUUID(),
  apiSecret: `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`,
  feedSecret: `${CALENDAR_FEED_PREFIX}${randomBytes(32).toString('base64url')}`,
  reservationId: randomUUID(),
  orderNumber: 'OLD-1234',
};
let appliedAtStart: string[] = [];

beforeAll(async () => {
  tempDir = migrationsBeforeMembers();
  const database = await createTestDatabase({ migrated: false });
  const { sql } = database.db;
  try {
    const { applied } = await migrate(sql, { migrationsDir: tempDir });
    expect(applied.at(-1)).toBe(LAST_BEFORE_MEMBERS);
    expect(applied).not.toContain(MEMBERS_MIGRATION);

    const org = async (key: string, data: Partial<Org> & Pick<Org, 'status'>): Promise<Org> => ({
      id: randomUUID(),
      name: `${key} coaches`,
      email: `${key}@coaches.example`,
      username: `${key}coaches`,
      firstName: 'Maja',
      lastName: `Novak ${key}`,
      language: 'sl',
      emailVerifiedAt: new Date('2026-03-01T08:00:00.000Z'),
      passwordHash: await hashPassword(`${OLD_PASSWORD} ${key}`, FAST_HASH),
      ...data,
    });
    orgs = {
      approved: await org('approved', { status: 'APPROVED', passwordHash: await hashPassword(OLD_PASSWORD, FAST_HASH) }),
      pending: await org('pending', { status: 'PENDING', language: 'en', firstName: null, lastName: null }),
      archived: await org('archived', { status: 'ARCHIVED' }),
    };
    for (const o of Object.values(orgs)) {
      await sql.query(
        `INSERT INTO organisations (id, name, first_name, last_name, email, username, password_hash, language, status, email_verified_at,
           terms_accepted_at, approved_at, archived_at, purge_after, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::"Language", $9::"OrganisationStatus", $10, $11, $12, $13, $14, $11, $11)`,
        [
          o.id, o.name, o.firstName, o.lastName, o.email, o.username, o.passwordHash, o.language, o.status, o.emailVerifiedAt,
          new Date('2026-02-01T08:00:00.000Z'),
          o.status === 'PENDING' ? null : new Date('2026-03-02T08:00:00.000Z'),
          o.status === 'ARCHIVED' ? new Date('2026-11-01T08:00:00.000Z') : null,
          o.status === 'ARCHIVED' ? new Date('2027-01-30T08:00:00.000Z') : null,
        ],
      );
    }
    const approvedId = orgs.approved.id;
    // Reservations: one ahead (in the feed), one of the archived organisation.
    const reservation = (id: string, orderNumber: string, clientId: string, status: string) =>
      sql.query(
        `INSERT INTO reservations (id, order_number, organisation_id, type, guests, seat_reservation, arrival_at, arrival_day, duration_minutes, status, updated_at)
         VALUES ($1, $2, $3, 'LONG_STOP', 30, true, '2030-07-18T10:00:00Z', '2030-07-18', 90, $4::"ReservationStatus", now())`,
        [id, orderNumber, clientId, status],
      );
    await reservation(before.reservationId, before.orderNumber, approvedId, 'SCHEDULED');
    await reservation(randomUUID(), 'OLD-1235', orgs.archived.id, 'DELETED');
    // An open session: a refresh token family, its newest token unused.
    await sql.query(
      `INSERT INTO refresh_tokens (id, family_id, token_hash, organisation_id, expires_at) VALUES ($1, $2, $3, $4, now() + interval '20 days')`,
      [randomUUID(), before.sessionFamily, hashSecret(before.refreshSecret), approvedId],
    );
    // A password-reset link mailed and not used yet.
    await sql.query(
      `INSERT INTO one_time_tokens (id, purpose, token_hash, organisation_id, expires_at) VALUES ($1, 'PASSWORD_RESET', $2, $3, now() + interval '1 hour')`,
      [before.resetTokenId, hashSecret(before.resetSecret), approvedId],
    );
    await sql.query(
      `INSERT INTO api_tokens (id, name, display_prefix, secret_hash, organisation_id, scopes) VALUES ($1, 'dispatch system', $2, $3, $4, ARRAY['READ_RESERVATIONS']::"ApiTokenScope"[])`,
      [randomUUID(), before.apiSecret.slice(0, 12), hashTokenSecret(before.apiSecret), approvedId],
    );
    await sql.query(`INSERT INTO calendar_feeds (id, secret_hash, organisation_id) VALUES ($1, $2, $3)`, [
      randomUUID(),
      hashTokenSecret(before.feedSecret),
      approvedId,
    ]);
  } catch (error) {
    await database.drop();
    throw error;
  }
  // The app starts on it and applies what it lacks, as any start-up does.
  server = await startTestServer({}, { testDatabase: database });
  appliedAtStart = server.logs.filter((line) => line.includes('migrations applied'));
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

describe('the members migration on a database of before', () => {
  it('is applied at start-up', () => {
    expect(appliedAtStart.join('\n')).toContain(MEMBERS_MIGRATION);
  });

  it('makes each organisation’s one sign-in its only member, an owner with the same id, address, password, names, language and verification', async () => {
    const prisma = server.services.prisma;
    for (const [key, o] of Object.entries(orgs)) {
      const memberships = await prisma.membership.findMany({ where: { clientId: o.id }, include: { member: true } });
      expect(memberships, key).toHaveLength(1);
      const [membership] = memberships;
      expect(membership, key).toMatchObject({ id: o.id, memberId: o.id, role: 'OWNER' });
      expect(membership!.member, key).toMatchObject({
        id: o.id,
        email: o.email,
        passwordHash: o.passwordHash,
        firstName: o.firstName,
        lastName: o.lastName,
        language: o.language,
        emailVerifiedAt: o.emailVerifiedAt,
        erasedAt: null,
      });
      const client = await prisma.client.findUniqueOrThrow({ where: { id: o.id } });
      expect(client, key).toMatchObject({ email: o.email, username: o.username, name: o.name, status: o.status, language: o.language });
    }
    expect(await prisma.member.count()).toBe(3);
    // Reservations are untouched, and name nobody as their booker (nobody recorded it before).
    expect(await prisma.reservation.findUniqueOrThrow({ where: { id: before.reservationId } })).toMatchObject({ clientId: orgs.approved.id, bookedByMemberId: null, status: 'SCHEDULED' });
  });

  it('gives the open session and the pending reset link to the owner', async () => {
    const prisma = server.services.prisma;
    const session = await prisma.refreshToken.findFirstOrThrow({ where: { familyId: before.sessionFamily } });
    expect(session).toMatchObject({ clientId: orgs.approved.id, memberId: orgs.approved.id, revokedAt: null });
    expect(await prisma.oneTimeToken.findUniqueOrThrow({ where: { id: before.resetTokenId } })).toMatchObject({ clientId: orgs.approved.id, memberId: orgs.approved.id, usedAt: null });
  });

  it('accepts an access token issued before (sub = the organisation, no org claim) as the owner, on GraphQL and the REST auth calls', async () => {
    const cookie = server.cookieFor('client', orgs.approved.id, { sid: before.sessionFamily });
    const { body } = await server.graphql<{ viewer: { kind: string; client: { name: string }; membership: { role: string } } }>(
      '{ viewer { kind client { name } membership { role } } }',
      {},
      { cookie },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toEqual({ kind: 'CLIENT', client: { name: orgs.approved.name }, membership: { role: 'OWNER' } });
    const status = await fetch(`${server.url}/api/user/getAuthStatus`, { headers: { cookie } });
    expect(status.status).toBe(200);
    const { user } = (await status.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email: orgs.approved.email, username: orgs.approved.username, first_name: 'Maja', is_user_verified: 1, is_blocked: 0 });
    // Its reservations, as before.
    const reservations = await server.graphql<{ viewer: { client: { reservations: { edges: Array<{ node: { orderNumber: string } }> } } } }>(
      '{ viewer { client { reservations(first: 5) { edges { node { orderNumber } } } } } }',
      {},
      { cookie },
    );
    expect(reservations.body.data?.viewer.client.reservations.edges.map((e) => e.node.orderNumber)).toEqual([before.orderNumber]);
  });

  it('refreshes the session opened before, into one that names the owner and the organisation', async () => {
    const response = await fetch(`${server.url}/api/user/refresh`, {
      method: 'POST',
      headers: { cookie: `${REFRESH_TOKEN_COOKIE}=${before.refreshSecret}`, origin: server.url, [CSRF_HEADER]: '1' },
    });
    expect(response.status).toBe(200);
    const jar = new CookieJar();
    jar.absorb(response.headers);
    const { body } = await server.graphql<{ viewer: { kind: string; membership: { role: string } } }>('{ viewer { kind membership { role } } }', {}, { cookie: jar.header() });
    expect(body.data?.viewer).toEqual({ kind: 'CLIENT', membership: { role: 'OWNER' } });
    const rows = await server.services.prisma.refreshToken.findMany({ where: { familyId: before.sessionFamily }, orderBy: { createdAt: 'asc' } });
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.memberId === orgs.approved.id && row.clientId === orgs.approved.id)).toBe(true);
  });

  it('signs the owners in with their old passwords; the archived organisation’s stays closed', async () => {
    const signIn = async (email: string, password: string) => {
      const response = await server.graphql<{ signIn: { ok: boolean } }>('mutation ($input: SignInInput!) { signIn(input: $input) { ok } }', {
        input: { email, password, captcha: await solvedCaptcha(server) },
      });
      const jar = new CookieJar();
      jar.absorb(response.headers);
      return { ...response, jar };
    };
    for (const [key, password] of [
      ['approved', OLD_PASSWORD],
      ['pending', `${OLD_PASSWORD} pending`],
    ] as const) {
      const { body, jar } = await signIn(orgs[key].email, password);
      expect(body.errors, key).toBeUndefined();
      const viewer = await server.graphql<{ viewer: { client: { id: string }; membership: { role: string } } }>('{ viewer { client { id } membership { role } } }', {}, { cookie: jar.header() });
      expect(viewer.body.data?.viewer.membership, key).toEqual({ role: 'OWNER' });
      expect(Buffer.from(viewer.body.data!.viewer.client.id, 'base64').toString(), key).toBe(`Client:${orgs[key].id}`);
    }
    const archived = await signIn(orgs.archived.email, `${OLD_PASSWORD} archived`);
    expect(archived.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('keeps the API token and the calendar feed answering', async () => {
    const { body } = await server.graphql<{ viewer: { kind: string; client: { reservations: { edges: Array<{ node: { orderNumber: string } }> } } } }>(
      '{ viewer { kind client { reservations(first: 5) { edges { node { orderNumber } } } } } }',
      {},
      { headers: { authorization: `Bearer ${before.apiSecret}` } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer.kind).toBe('CLIENT');
    expect(body.data?.viewer.client.reservations.edges.map((e) => e.node.orderNumber)).toEqual([before.orderNumber]);
    const feed = await fetch(`${server.url}/calendar/${before.feedSecret}.ics`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain(before.orderNumber);
  });

  it('resets the owner’s password with the link mailed before, through the resetPassword service', async () => {
    await resetPassword(server.services, { token: before.resetSecret, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }, { ip: null, language: 'en' });
    const member = await server.services.prisma.member.findUniqueOrThrow({ where: { id: orgs.approved.id } });
    expect(await verifyPassword(NEW_PASSWORD, member.passwordHash!)).toBe(true);
    expect(await verifyPassword(OLD_PASSWORD, member.passwordHash!)).toBe(false);
    expect((await server.services.prisma.oneTimeToken.findUniqueOrThrow({ where: { id: before.resetTokenId } })).usedAt).not.toBeNull();
    const { body } = await server.graphql('mutation ($input: SignInInput!) { signIn(input: $input) { ok } }', {
      input: { email: orgs.approved.email, password: NEW_PASSWORD, captcha: await solvedCaptcha(server) },
    });
    expect(body.errors).toBeUndefined();
  });

  it('purges the archived organisation with its owner when its 90 days are over, and nothing else', async () => {
    const prisma = server.services.prisma;
    expect(await purgeArchivedAccounts({ prisma, now: () => new Date('2027-02-01T00:00:00.000Z') })).toBe(1);
    expect(await prisma.client.findUnique({ where: { id: orgs.archived.id } })).toBeNull();
    expect(await prisma.member.findUnique({ where: { id: orgs.archived.id } })).toBeNull();
    expect(await prisma.reservation.count({ where: { orderNumber: 'OLD-1235' } })).toBe(0);
    expect(await prisma.member.count()).toBe(2);
  });
});
