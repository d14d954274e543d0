// An organisation's people through the real API: an owner invites (mail in the invitee's language),
// a new person accepts and is signed in with the role; a person of another organisation accepts with
// their own password; expired, revoked and reused links; two accepts of one link at once; the last
// owner can neither leave nor be demoted, and ownership is handed over; removing a member ends their
// session and closes their socket at once; invitations are rate limited; a person's data is erased
// while the organisation's bookings stay.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, FAST_HASH, type TestServer } from '../../testing/server.ts';
import { CookieJar, latestLink } from '../../testing/browser-like.ts';
import { addMember, createOrganisation } from '../../testing/organisations.ts';
import { hashPassword } from '../../auth/password.ts';
import { startSession } from '../../auth/sessions.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../auth/tokens.ts';
import { INVITATION_TTL_DAYS } from '../../domain/organisation-members/roles.ts';
import { RATE_RULES } from '../../auth/rate-limit.ts';

let server: TestServer;
let clock = new Date();
let seq = 0;
const PASSWORD = 'a long enough password for tests';

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  clock = new Date();
  await server.services.prisma.rateLimit.deleteMany({});
});

const prisma = () => server.services.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const idOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

async function organisation(language: 'en' | 'sl' = 'en') {
  seq += 1;
  const org = await createOrganisation(prisma(), {
    data: {
      name: `Team Tours ${seq}`,
      email: `owner${seq}@team.example`,
      username: `team${seq}`,
      passwordHash: await hashPassword(PASSWORD, FAST_HASH),
      firstName: 'Ana',
      lastName: `Owner ${seq}`,
      language,
      termsAcceptedAt: new Date(),
      emailVerifiedAt: new Date(),
      approvedAt: new Date(),
      status: 'APPROVED',
    },
  });
  return { id: org.id, name: org.name, email: org.email, cookie: await sessionCookie(org.id, org.id) };
}

/** A real session (refresh-token family) for a member acting for an organisation. */
async function sessionCookie(memberId: string, organisationId: string) {
  const tokens = await startSession(prisma(), { kind: 'client', id: memberId, organisationId }, server.services.config.jwtSecret, new Date());
  return `${ACCESS_TOKEN_COOKIE}=${tokens.accessToken}; ${REFRESH_TOKEN_COOKIE}=${tokens.refreshToken}`;
}

/** A live socket on a session's cookie, with when and how it closed. */
async function openSocket(cookie: string): Promise<{ closed: Promise<{ code: number; at: number }> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const closed = new Promise<{ code: number; at: number }>((resolve) => ws.once('close', (closeCode) => resolve({ code: closeCode, at: Date.now() })));
  const acked = new Promise<void>((resolve) => ws.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve()));
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await acked;
  return { closed };
}

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
const code = (errors: Errors) => errors?.[0]?.extensions?.code;

const INVITE = 'mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { memberInvitation { id email role state language expiresAt invitedByName } } }';
const ACCEPT = 'mutation ($input: AcceptMemberInvitationInput!) { acceptMemberInvitation(input: $input) { clientId role } }';
const PREVIEW = 'query ($token: String!) { memberInvitation(token: $token) { organisationName role email expired hasAccount } }';
const VIEWER = '{ viewer { kind client { id } membership { role name } } }';

async function invite(cookie: string, email: string, role = 'BOOKER', language = 'en') {
  const { body } = await server.graphql<{ inviteMember: { memberInvitation: { id: string; email: string; role: string; state: string; expiresAt: string } } }>(
    INVITE,
    { input: { email, role, language } },
    { cookie },
  );
  return body;
}

async function tokenFor(email: string) {
  const link = await latestLink(server, email.toLowerCase(), 'member.invitation');
  expect(link).toMatch(/\/invitation\/[\w-]+$/);
  return link.split('/invitation/')[1]!;
}

async function accept(input: Record<string, unknown>) {
  const response = await server.graphql<{ acceptMemberInvitation: { clientId: string; role: string } }>(ACCEPT, { input });
  const jar = new CookieJar();
  jar.absorb(response.headers);
  return { ...response, jar };
}

async function viewer(cookie: string) {
  const { body } = await server.graphql<{ viewer: { kind: string; client: { id: string } | null; membership: { role: string; name: string } | null } }>(VIEWER, {}, { cookie });
  return body.data!.viewer;
}

async function auditActions(clientId: string) {
  const rows = await prisma().auditLog.findMany({ where: { action: { startsWith: 'member.' }, actorId: clientId }, orderBy: { createdAt: 'asc' } });
  return rows.map((row) => row.action);
}

describe('invitations', () => {
  it('mails the invitee in their language; a new person accepts and is signed in with the role', async () => {
    const org = await organisation();
    const invited = await invite(org.cookie, 'New.Booker@Example.com', 'BOOKER', 'sl');
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteMember.memberInvitation).toMatchObject({ email: 'new.booker@example.com', role: 'BOOKER', state: 'OPEN', language: 'sl', invitedByName: expect.stringContaining('Ana') });
    const expiresAt = new Date(invited.data!.inviteMember.memberInvitation.expiresAt).getTime();
    expect(expiresAt - clock.getTime()).toBe(INVITATION_TTL_DAYS * 24 * 3600 * 1000);

    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { toAddress: 'new.booker@example.com', template: 'member.invitation' } });
    expect(mail.language).toBe('sl');
    expect(mail.subject).toBe(`${org.name} vas vabi v Stopover`);
    expect(mail.textBody).toContain('Rezervator');
    const token = await tokenFor('new.booker@example.com');
    // Only a hash of the link's secret is stored.
    const row = await prisma().memberInvitation.findFirstOrThrow({ where: { email: 'new.booker@example.com' } });
    expect(row.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await server.graphql(PREVIEW, { token });
    expect(preview.body.data).toEqual({ memberInvitation: { organisationName: org.name, role: 'BOOKER', email: 'new.booker@example.com', expired: false, hasAccount: false } });

    const weak = await accept({ token, password: 'short', passwordConfirmation: 'short' });
    expect(code(weak.body.errors)).toBe('VALIDATION');
    expect(weak.body.errors![0]!.extensions!.fields).toMatchObject({ password: 'PASSWORD_TOO_SHORT' });

    const done = await accept({ token, password: PASSWORD, passwordConfirmation: PASSWORD, firstName: 'Jure', lastName: 'Novak' });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data!.acceptMemberInvitation).toEqual({ clientId: gid('Client', org.id), role: 'BOOKER' });
    const me = await viewer(done.jar.header());
    expect(me).toEqual({ kind: 'CLIENT', client: { id: gid('Client', org.id) }, membership: { role: 'BOOKER', name: 'Jure Novak' } });
    const person = await prisma().member.findUniqueOrThrow({ where: { email: 'new.booker@example.com' } });
    expect(person.emailVerifiedAt).not.toBeNull();
    expect(person.language).toBe('sl');
    expect(await auditActions(org.id)).toEqual(['member.invited', 'member.joined']);

    // The link worked once.
    const again = await accept({ token, password: PASSWORD, passwordConfirmation: PASSWORD });
    expect(code(again.body.errors)).toBe('INVITATION_INVALID');
    expect((await server.graphql(PREVIEW, { token })).body.data).toEqual({ memberInvitation: null });
  });

  it('mails in English too, and refuses members and open invitations', async () => {
    const org = await organisation();
    const member = await addMember(prisma(), org.id, 'VIEWER', { email: `viewer${seq}@example.com` });
    expect(member.id).toBeTruthy();
    expect(code((await invite(org.cookie, `viewer${seq}@example.com`)).errors)).toBe('MEMBER_EXISTS');
    expect((await invite(org.cookie, `english${seq}@example.com`, 'ACCOUNTANT')).errors).toBeUndefined();
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { toAddress: `english${seq}@example.com`, template: 'member.invitation' } });
    expect(mail.subject).toBe(`${org.name} invites you to Stopover`);
    expect(mail.textBody).toContain('Accountant');
    expect(code((await invite(org.cookie, `english${seq}@example.com`)).errors)).toBe('INVITATION_PENDING');
    expect(code((await invite(org.cookie, 'not an address')).errors)).toBe('VALIDATION');
    // Only owners invite.
    const booker = await addMember(prisma(), org.id, 'BOOKER', { email: `booker${seq}@example.com` });
    const bookerCookie = await sessionCookie(booker.id, org.id);
    expect(code((await invite(bookerCookie, `other${seq}@example.com`)).errors)).toBe('FORBIDDEN');
  });

  it('lets a person of another organisation join with their own password, and then switch between the two', async () => {
    const first = await organisation();
    const second = await organisation();
    const inviteFirstOwner = await invite(second.cookie, first.email, 'VIEWER');
    expect(inviteFirstOwner.errors).toBeUndefined();
    const token = await tokenFor(first.email);
    expect((await server.graphql<{ memberInvitation: { hasAccount: boolean } }>(PREVIEW, { token })).body.data!.memberInvitation.hasAccount).toBe(true);
    const wrong = await accept({ token, password: 'not the password at all' });
    expect(code(wrong.body.errors)).toBe('WRONG_PASSWORD');
    const done = await accept({ token, password: PASSWORD });
    expect(done.body.errors).toBeUndefined();
    expect(await viewer(done.jar.header())).toMatchObject({ client: { id: gid('Client', second.id) }, membership: { role: 'VIEWER' } });
    const { body } = await server.graphql<{ myOrganisations: Array<{ name: string; role: string; current: boolean }> }>('{ myOrganisations { name role current } }', {}, { cookie: done.jar.header() });
    expect(body.data!.myOrganisations.map((o) => [o.name, o.role, o.current]).sort()).toEqual(
      [
        [first.name, 'OWNER', false],
        [second.name, 'VIEWER', true],
      ].sort(),
    );
    // Switching back: the answer names the organisation, the new cookies act for it, the old session ends.
    const before = done.jar.header();
    const switched = await server.graphql<{ switchOrganisation: { organisation: { clientId: string; name: string; role: string } } }>(
      'mutation ($id: ID!) { switchOrganisation(input: { clientId: $id }) { organisation { clientId name role } } }',
      { id: gid('Client', first.id) },
      { cookie: before },
    );
    expect(switched.body.data?.switchOrganisation.organisation).toEqual({ clientId: gid('Client', first.id), name: first.name, role: 'OWNER' });
    const access = switched.headers.getSetCookie().find((c) => c.startsWith(`${ACCESS_TOKEN_COOKIE}=`))!.split(';')[0]!;
    expect(await viewer(access)).toMatchObject({ client: { id: gid('Client', first.id) }, membership: { role: 'OWNER' } });
    expect(await viewer(before)).toMatchObject({ kind: 'ANONYMOUS' });
  });

  it('refuses an expired link (until it is sent again) and a revoked one', async () => {
    const org = await organisation();
    const email = `late${seq}@example.com`;
    const invitationId = (await invite(org.cookie, email)).data!.inviteMember.memberInvitation.id;
    const oldToken = await tokenFor(email);
    // A week and an hour later (moved on the row: the owner's session would not last that long).
    await prisma().memberInvitation.update({ where: { id: idOf(invitationId) }, data: { expiresAt: new Date(clock.getTime() - 3600 * 1000) } });
    expect((await server.graphql<{ memberInvitation: { expired: boolean } }>(PREVIEW, { token: oldToken })).body.data!.memberInvitation.expired).toBe(true);
    expect(code((await accept({ token: oldToken, password: PASSWORD, passwordConfirmation: PASSWORD })).body.errors)).toBe('INVITATION_EXPIRED');

    const resent = await server.graphql<{ resendMemberInvitation: { memberInvitation: { state: string } } }>(
      'mutation ($input: ResendMemberInvitationInput!) { resendMemberInvitation(input: $input) { memberInvitation { state } } }',
      { input: { memberInvitationId: invitationId } },
      { cookie: org.cookie },
    );
    expect(resent.body.errors).toBeUndefined();
    expect(resent.body.data!.resendMemberInvitation.memberInvitation.state).toBe('OPEN');
    const newToken = await tokenFor(email);
    expect(newToken).not.toBe(oldToken);
    // The old link stopped working when the new one was sent.
    expect(code((await accept({ token: oldToken, password: PASSWORD, passwordConfirmation: PASSWORD })).body.errors)).toBe('INVITATION_INVALID');

    const revoked = await server.graphql<{ revokeMemberInvitation: { memberInvitation: { state: string } } }>(
      'mutation ($input: RevokeMemberInvitationInput!) { revokeMemberInvitation(input: $input) { memberInvitation { state } } }',
      { input: { memberInvitationId: invitationId } },
      { cookie: org.cookie },
    );
    expect(revoked.body.data!.revokeMemberInvitation.memberInvitation.state).toBe('REVOKED');
    expect(code((await accept({ token: newToken, password: PASSWORD, passwordConfirmation: PASSWORD })).body.errors)).toBe('INVITATION_INVALID');
    expect(await auditActions(org.id)).toEqual(['member.invited', 'member.invitation_resent', 'member.invitation_revoked']);

    const list = await server.graphql<{ viewer: { client: { memberInvitations: Array<{ email: string; state: string }> } } }>(
      '{ viewer { client { memberInvitations { email state } } } }',
      {},
      { cookie: org.cookie },
    );
    expect(list.body.data!.viewer.client.memberInvitations).toEqual([{ email, state: 'REVOKED' }]);
  });

  it('lets exactly one of two simultaneous accepts of a link win', async () => {
    const org = await organisation();
    const email = `race${seq}@example.com`;
    await invite(org.cookie, email);
    const token = await tokenFor(email);
    const results = await Promise.all([0, 1, 2].map(() => accept({ token, password: PASSWORD, passwordConfirmation: PASSWORD })));
    const won = results.filter((r) => !r.body.errors);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.body.errors)) expect(code(lost.body.errors)).toBe('INVITATION_INVALID');
    expect(await prisma().member.count({ where: { email } })).toBe(1);
    expect(await prisma().membership.count({ where: { clientId: org.id, member: { email } } })).toBe(1);
  });

  it('limits how many invitations an organisation sends', async () => {
    const org = await organisation();
    for (let i = 0; i < RATE_RULES.memberInvitationsPerOrganisation.limit; i += 1) {
      expect((await invite(org.cookie, `bulk${seq}-${i}@example.com`)).errors).toBeUndefined();
    }
    const refused = await invite(org.cookie, `bulk${seq}-over@example.com`);
    expect(code(refused.errors)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
  });
});

const CHANGE_ROLE = 'mutation ($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { organisationMember { role } } }';
const REMOVE = 'mutation ($input: RemoveMemberInput!) { removeMember(input: $input) { removedOrganisationMemberId client { members { email } } } }';
const LEAVE = 'mutation ($input: LeaveOrganisationInput!) { leaveOrganisation(input: $input) { leftClientId erased } }';

async function membershipId(clientId: string, memberId: string) {
  return gid('OrganisationMember', (await prisma().membership.findUniqueOrThrow({ where: { clientId_memberId: { clientId, memberId } } })).id);
}

describe('changes to the members', () => {
  it('keeps an owner: the last one can neither step down nor leave, until ownership is handed over', async () => {
    const org = await organisation();
    const ownerMembership = await membershipId(org.id, org.id);
    const demote = await server.graphql(CHANGE_ROLE, { input: { organisationMemberId: ownerMembership, role: 'BOOKER' } }, { cookie: org.cookie });
    expect(code(demote.body.errors)).toBe('LAST_OWNER');
    expect(code((await server.graphql(LEAVE, { input: {} }, { cookie: org.cookie })).body.errors)).toBe('LAST_OWNER');

    const heir = await addMember(prisma(), org.id, 'BOOKER', { email: `heir${seq}@example.com` });
    const heirCookie = await sessionCookie(heir.id, org.id);
    const heirSocket = await openSocket(heirCookie);
    const changedAt = Date.now();
    const promote = await server.graphql(CHANGE_ROLE, { input: { organisationMemberId: await membershipId(org.id, heir.id), role: 'OWNER' } }, { cookie: org.cookie });
    expect(promote.body.data).toEqual({ changeMemberRole: { organisationMember: { role: 'OWNER' } } });
    // At once: the heir's next request acts as an owner, and their open page's socket reconnects to read it.
    expect((await viewer(heirCookie)).membership!.role).toBe('OWNER');
    const reconnect = await heirSocket.closed;
    expect(reconnect.code).toBe(4403);
    expect(reconnect.at - changedAt).toBeLessThan(1000);
    expect((await viewer(heirCookie)).kind).toBe('CLIENT');
    const stepDown = await server.graphql(CHANGE_ROLE, { input: { organisationMemberId: ownerMembership, role: 'VIEWER' } }, { cookie: org.cookie });
    expect(stepDown.body.data).toEqual({ changeMemberRole: { organisationMember: { role: 'VIEWER' } } });
    expect((await viewer(org.cookie)).membership!.role).toBe('VIEWER');
    // Now a viewer: no more owner's work.
    expect(code((await server.graphql(CHANGE_ROLE, { input: { organisationMemberId: ownerMembership, role: 'OWNER' } }, { cookie: org.cookie })).body.errors)).toBe('FORBIDDEN');
    expect(code((await server.graphql(REMOVE, { input: { organisationMemberId: await membershipId(org.id, heir.id) } }, { cookie: heirCookie })).body.errors)).toBe('LAST_OWNER');
  });

  it('ends a removed member’s session at once and closes their socket within a second; their API tokens stay, marked', async () => {
    const org = await organisation();
    const booker = await addMember(prisma(), org.id, 'OWNER', { email: `leaver${seq}@example.com`, firstName: 'Lea', lastName: 'Ver' });
    const bookerCookie = await sessionCookie(booker.id, org.id);
    const created = await server.graphql<{ createApiToken: { apiToken: { id: string; createdByName: string; creatorLeft: boolean } } }>(
      'mutation { createApiToken(input: { name: "Dispatch", scopes: [READ_RESERVATIONS] }) { apiToken { id createdByName creatorLeft } } }',
      {},
      { cookie: bookerCookie },
    );
    expect(created.body.data!.createApiToken.apiToken).toMatchObject({ createdByName: 'Lea Ver', creatorLeft: false });
    await prisma().membership.update({ where: { clientId_memberId: { clientId: org.id, memberId: booker.id } }, data: { role: 'BOOKER' } });
    expect((await viewer(bookerCookie)).kind).toBe('CLIENT');

    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws', { headers: { cookie: bookerCookie } });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const acked = new Promise<void>((resolve) => ws.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve()));
    ws.send(JSON.stringify({ type: 'connection_init' }));
    await acked;
    ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { reservationChanged { kind } }' } }));
    let removedAt = 0;
    const closed = new Promise<{ code: number; afterMs: number }>((resolve) => ws.once('close', (closeCode) => resolve({ code: closeCode, afterMs: Date.now() - removedAt })));

    removedAt = Date.now();
    const removed = await server.graphql<{ removeMember: { client: { members: Array<{ email: string }> } } }>(
      REMOVE,
      { input: { organisationMemberId: await membershipId(org.id, booker.id) } },
      { cookie: org.cookie },
    );
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data!.removeMember.client.members.map((m) => m.email)).toEqual([org.email]);
    const { code: closeCode, afterMs } = await closed;
    expect(closeCode).toBe(4403);
    expect(afterMs).toBeLessThan(1000);
    expect((await viewer(bookerCookie)).kind).toBe('ANONYMOUS');

    const tokens = await server.graphql<{ viewer: { client: { apiTokens: { edges: Array<{ node: { createdByName: string; creatorLeft: boolean } }> } } } }>(
      '{ viewer { client { apiTokens(first: 10) { edges { node { createdByName creatorLeft } } } } } }',
      {},
      { cookie: org.cookie },
    );
    expect(tokens.body.data!.viewer.client.apiTokens.edges.map((e) => e.node)).toEqual([{ createdByName: 'Lea Ver', creatorLeft: true }]);
    expect(await auditActions(org.id)).toEqual(['member.removed']);
  });

  it('lets a member leave (their session ends), and erase their data when they belong nowhere else', async () => {
    const org = await organisation();
    const leaver = await addMember(prisma(), org.id, 'BOOKER', { email: `quits${seq}@example.com`, firstName: 'Quinn' });
    const cookie = await sessionCookie(leaver.id, org.id);
    const left = await server.graphql(LEAVE, { input: { erasePersonalData: true } }, { cookie });
    expect(left.body.errors).toBeUndefined();
    expect(left.body.data).toEqual({ leaveOrganisation: { leftClientId: gid('Client', org.id), erased: true } });
    expect((await viewer(cookie)).kind).toBe('ANONYMOUS');
    const person = await prisma().member.findUniqueOrThrow({ where: { id: leaver.id } });
    expect(person).toMatchObject({ email: null, firstName: null, passwordHash: null });
    expect(person.erasedAt).not.toBeNull();
  });
});

describe('erasure', () => {
  it('blanks a person on staff’s word, ends their memberships and sessions, and keeps the bookings they made', async () => {
    const org = await organisation();
    const other = await organisation();
    const person = await addMember(prisma(), org.id, 'BOOKER', { email: `erase${seq}@example.com`, firstName: 'Era', lastName: 'Sed' });
    await prisma().membership.create({ data: { clientId: other.id, memberId: person.id, role: 'VIEWER' } });
    const cookie = await sessionCookie(person.id, org.id);
    const reservation = await prisma().reservation.create({
      data: {
        orderNumber: `ERA-${100 + seq}`,
        clientId: org.id,
        bookedByMemberId: person.id,
        type: 'SHORT_STOP',
        guests: 20,
        seatReservation: false,
        arrivalAt: new Date('2030-07-19T10:00:00Z'),
        arrivalDay: new Date('2030-07-19'),
        durationMinutes: 30,
      },
    });
    const managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
    const staffCookie = server.cookieFor('staff', managerId);
    const ERASE = 'mutation ($input: EraseMemberInput!) { eraseMember(input: $input) { ok } }';

    // The last owner of an organisation is not erased.
    const refused = await server.graphql(ERASE, { input: { organisationMemberId: await membershipId(org.id, org.id) } }, { cookie: staffCookie });
    expect(code(refused.body.errors)).toBe('LAST_OWNER');
    // Only staff erase.
    expect(code((await server.graphql(ERASE, { input: { organisationMemberId: await membershipId(org.id, person.id) } }, { cookie: org.cookie })).body.errors)).toBe('FORBIDDEN');

    const erased = await server.graphql(ERASE, { input: { organisationMemberId: await membershipId(org.id, person.id) } }, { cookie: staffCookie });
    expect(erased.body.errors).toBeUndefined();
    const row = await prisma().member.findUniqueOrThrow({ where: { id: person.id } });
    expect(row).toMatchObject({ email: null, firstName: null, lastName: null, passwordHash: null });
    expect(row.erasedAt).not.toBeNull();
    expect(await prisma().membership.count({ where: { memberId: person.id } })).toBe(0);
    expect((await viewer(cookie)).kind).toBe('ANONYMOUS');
    const kept = await prisma().reservation.findUniqueOrThrow({ where: { id: reservation.id } });
    expect(kept.bookedByMemberId).toBe(person.id);
    const audit = await prisma().auditLog.findFirstOrThrow({ where: { action: 'member.erased', subjectId: person.id } });
    expect(audit.actorKind).toBe('STAFF');
    expect(idOf(gid('Member', person.id))).toBe(person.id);
  });
});
