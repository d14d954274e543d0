// The staff team through the real API: the manager invites (mail with a link), the invitee sets a
// password and signs in; expired and reused links; rename; disable ends HTTP sessions and live
// sockets at once; re-enable; the manager role moves atomically; every member edits their own
// name, language and password; and each change leaves its audit row.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, FAST_HASH, type TestServer } from '../testing/server.ts';
import { CookieJar, latestLink, solvedCaptcha } from '../testing/browser-like.ts';
import { hashPassword } from '../auth/password.ts';
import { startSession } from '../auth/sessions.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../auth/tokens.ts';
import { STAFF_INVITATION_TTL_HOURS } from '../domain/staff-rules.ts';
import { issueManagerRecovery } from './staff-accounts.ts';

let server: TestServer;
let clock = new Date();
const MANAGER_PASSWORD = 'the manager’s own long password';
let seq = 0;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  clock = new Date();
});

const gid = (id: string) => Buffer.from(`StaffMember:${id}`).toString('base64');

async function manager() {
  const row = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  await server.services.prisma.staff.update({ where: { id: row.id }, data: { passwordHash: await hashPassword(MANAGER_PASSWORD, FAST_HASH) } });
  await server.services.prisma.rateLimit.deleteMany({ where: { key: { startsWith: 'staff:' } } });
  return { ...row, cookie: server.cookieFor('staff', row.id) };
}

async function signedIn(id: string) {
  const tokens = await startSession(server.services.prisma, { kind: 'staff', id }, server.services.config.jwtSecret, new Date());
  return `${ACCESS_TOKEN_COOKIE}=${tokens.accessToken}; ${REFRESH_TOKEN_COOKIE}=${tokens.refreshToken}`;
}

async function viewer(cookie: string) {
  const { body } = await server.graphql<{ viewer: { kind: string; staff: { isManager: boolean } | null } }>('{ viewer { kind staff { isManager } } }', {}, { cookie });
  return body.data!.viewer;
}

const INVITE = `mutation ($input: InviteStaffMemberInput!) {
  inviteStaffMember(input: $input) { staffMember { id name email language state invitationExpiresAt } staffMemberEdge { cursor node { id } } }
}`;
const ACCEPT = 'mutation ($input: AcceptStaffInvitationInput!) { acceptStaffInvitation(input: $input) { ok email } }';
const STAFF_SIGN_IN = 'mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { ok } }';

async function invite(cookie: string, overrides: Record<string, unknown> = {}) {
  seq += 1;
  const input = { name: `Maja ${seq}`, email: `Maja.${seq}@Stopover.example`, language: 'sl', ...overrides };
  const response = await server.graphql<{ inviteStaffMember: { staffMember: { id: string; name: string; email: string; language: string; state: string; invitationExpiresAt: string } } }>(
    INVITE,
    { input },
    { cookie },
  );
  return { ...response, email: String(input.email).toLowerCase() };
}

async function invitationToken(email: string) {
  const link = await latestLink(server, email, 'staff.invitation');
  expect(link).toMatch(/\/staff-invitation\/[\w-]+$/);
  return link.split('/staff-invitation/')[1]!;
}

async function signInAsStaff(email: string, password: string) {
  const jar = new CookieJar();
  const response = await server.graphql(STAFF_SIGN_IN, { input: { email, password, captcha: await solvedCaptcha(server) } });
  jar.absorb(response.headers);
  return { ...response, jar };
}

/** A member who accepted their invitation: id, e-mail, password. */
async function activeMember(cookie: string) {
  const { body, email } = await invite(cookie);
  const token = await invitationToken(email);
  const password = 'pecivo in kava 2026';
  const accepted = await server.graphql(ACCEPT, { input: { token, password, passwordConfirmation: password } });
  expect(accepted.body.errors).toBeUndefined();
  return { id: Buffer.from(body.data!.inviteStaffMember.staffMember.id, 'base64').toString().split(':')[1]!, email, password };
}

async function auditRows(action: string, subjectId: string) {
  return server.services.prisma.auditLog.findMany({ where: { action, subjectId } });
}

describe('inviting a member of staff', () => {
  it('invites by e-mail, mails a link in their language, and the invitee sets a password and signs in', async () => {
    const boss = await manager();
    const { body, email } = await invite(boss.cookie);
    expect(body.errors).toBeUndefined();
    const member = body.data!.inviteStaffMember.staffMember;
    expect(member).toMatchObject({ email, language: 'sl', state: 'INVITED' });
    expect(new Date(member.invitationExpiresAt).getTime() - clock.getTime()).toBe(STAFF_INVITATION_TTL_HOURS * 3_600_000);
    const mail = await server.services.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: email, template: 'staff.invitation' } });
    expect(mail.language).toBe('sl');
    expect(mail.textBody).toContain('Povezava velja 7 dni');

    const token = await invitationToken(email);
    const check = await server.graphql('query ($t: String!) { staffInvitation(token: $t) { name email } }', { t: token });
    expect(check.body.data).toEqual({ staffInvitation: { name: member.name, email } });

    // Before the password is set nobody can sign in as the member.
    expect((await signInAsStaff(email, 'anything at all 123')).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');

    const weak = await server.graphql(ACCEPT, { input: { token, password: 'short', passwordConfirmation: 'short' } });
    expect(weak.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { password: 'PASSWORD_TOO_SHORT' } });
    const accepted = await server.graphql(ACCEPT, { input: { token, password: 'krofi za vse goste', passwordConfirmation: 'krofi za vse goste' } });
    expect(accepted.body.data).toEqual({ acceptStaffInvitation: { ok: true, email } });

    const signIn = await signInAsStaff(email, 'krofi za vse goste');
    expect(signIn.body.errors).toBeUndefined();
    expect(await viewer(signIn.jar.header())).toEqual({ kind: 'STAFF', staff: { isManager: false } });

    const id = Buffer.from(member.id, 'base64').toString().split(':')[1]!;
    expect(await auditRows('staff.invited', id)).toMatchObject([{ actorId: boss.id, actorKind: 'STAFF' }]);
    expect(await auditRows('staff.invitation_accepted', id)).toHaveLength(1);
  });

  it('refuses a used link, an expired one and one replaced by a newer invitation', async () => {
    const boss = await manager();
    const used = await activeMember(boss.cookie);
    const again = await server.graphql(ACCEPT, { input: { token: await invitationToken(used.email), password: 'another long password', passwordConfirmation: 'another long password' } });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('INVALID_INVITATION_LINK');

    const { body, email } = await invite(boss.cookie);
    const first = await invitationToken(email);
    const resent = await server.graphql('mutation ($id: ID!) { resendStaffInvitation(input: { staffMemberId: $id }) { staffMember { state } } }', { id: body.data!.inviteStaffMember.staffMember.id }, { cookie: boss.cookie });
    expect(resent.body.errors).toBeUndefined();
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    const stale = await server.graphql(ACCEPT, { input: { token: first, password: 'another long password', passwordConfirmation: 'another long password' } });
    expect(stale.body.errors?.[0]?.extensions?.code).toBe('INVALID_INVITATION_LINK');

    clock = new Date(Date.now() + STAFF_INVITATION_TTL_HOURS * 3_600_000 + 1000);
    const expired = await server.graphql(ACCEPT, { input: { token: second, password: 'another long password', passwordConfirmation: 'another long password' } });
    expect(expired.body.errors?.[0]?.extensions?.code).toBe('INVALID_INVITATION_LINK');
    expect((await server.graphql('query ($t: String!) { staffInvitation(token: $t) { name } }', { t: second })).body.data).toEqual({ staffInvitation: null });
  });

  it('limits attempts to use invitation links from one address', async () => {
    await server.services.prisma.rateLimit.deleteMany({ where: { key: { startsWith: 'staff:accept:ip:' } } });
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) {
      const { body } = await server.graphql(ACCEPT, { input: { token: `guess-${i}`, password: 'another long password', passwordConfirmation: 'another long password' } });
      codes.push(String(body.errors?.[0]?.extensions?.code));
    }
    expect(codes.slice(0, 20).every((code) => code === 'INVALID_INVITATION_LINK')).toBe(true);
    expect(codes[20]).toBe('TOO_MANY_REQUESTS');
    await server.services.prisma.rateLimit.deleteMany({ where: { key: { startsWith: 'staff:accept:ip:' } } });
  });

  it('refuses a taken e-mail or name and bad input with field codes, writing nothing', async () => {
    const boss = await manager();
    const { email, body } = await invite(boss.cookie);
    const name = body.data!.inviteStaffMember.staffMember.name;
    const before = await server.services.prisma.staff.count();
    const sameEmail = await invite(boss.cookie, { email: email.toUpperCase() });
    expect(sameEmail.body.errors?.[0]?.extensions).toMatchObject({ code: 'STAFF_EMAIL_TAKEN', fields: { email: 'STAFF_EMAIL_TAKEN' } });
    const sameName = await invite(boss.cookie, { name: name.toUpperCase() });
    expect(sameName.body.errors?.[0]?.extensions).toMatchObject({ code: 'STAFF_NAME_TAKEN', fields: { name: 'STAFF_NAME_TAKEN' } });
    const bad = await invite(boss.cookie, { name: '  ', email: 'not an address' });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { name: 'REQUIRED', email: 'INVALID_EMAIL' } });
    const long = await invite(boss.cookie, { name: 'x'.repeat(61) });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(await server.services.prisma.staff.count()).toBe(before);
  });

  it('is rate limited per manager', async () => {
    const boss = await manager();
    await server.services.prisma.rateLimit.create({ data: { key: `staff:invite:${boss.id}`, count: 30, resetAt: new Date(Date.now() + 3_600_000) } });
    const { body } = await invite(boss.cookie);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('the manager’s team list and changes', () => {
  it('lists every member with their state and last sign-in, and renames them', async () => {
    const boss = await manager();
    const member = await activeMember(boss.cookie);
    await signInAsStaff(member.email, member.password);
    const { body } = await server.graphql<{ staffMembers: { totalCount: number; edges: Array<{ node: { id: string; name: string; state: string; lastSignInAt: string | null; isManager: boolean } }> } }>(
      '{ staffMembers(first: 50) { totalCount edges { node { id name state lastSignInAt isManager } } } }',
      {},
      { cookie: boss.cookie },
    );
    const row = body.data!.staffMembers.edges.find((edge) => edge.node.id === gid(member.id))!.node;
    expect(row.state).toBe('ACTIVE');
    expect(row.lastSignInAt).not.toBeNull();
    expect(body.data!.staffMembers.edges[0]!.node.isManager).toBe(true);

    const rename = 'mutation ($id: ID!, $name: String!) { renameStaffMember(input: { staffMemberId: $id, name: $name }) { staffMember { name } } }';
    const renamed = await server.graphql(rename, { id: gid(member.id), name: '  Maja Kos ' }, { cookie: boss.cookie });
    expect(renamed.body.data).toEqual({ renameStaffMember: { staffMember: { name: 'Maja Kos' } } });
    expect(await auditRows('staff.renamed', member.id)).toMatchObject([{ detail: { to: 'Maja Kos' } }]);
    const empty = await server.graphql(rename, { id: gid(member.id), name: ' ' }, { cookie: boss.cookie });
    expect(empty.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { name: 'REQUIRED' } });

    // A colleague who is not the manager sees no last sign-in of others and cannot list or rename.
    const colleague = await signedIn(member.id);
    expect((await server.graphql('{ staffMembers(first: 5) { totalCount } }', {}, { cookie: colleague })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await server.graphql<{ node: { lastSignInAt: string | null } }>('query ($id: ID!) { node(id: $id) { ... on StaffMember { lastSignInAt } } }', { id: gid(boss.id) }, { cookie: colleague });
    expect(other.body.data!.node.lastSignInAt).toBeNull();
  });

  it('disabling ends the member’s HTTP sessions and live sockets at once; re-enabling lets them sign in again', async () => {
    const boss = await manager();
    const member = await activeMember(boss.cookie);
    const http = (await signInAsStaff(member.email, member.password)).jar.header();
    expect((await viewer(http)).kind).toBe('STAFF');
    const socket = await liveSocket(await signedIn(member.id));

    const started = Date.now();
    const disabled = await server.graphql('mutation ($id: ID!) { disableStaffMember(input: { staffMemberId: $id }) { staffMember { state disabledAt } } }', { id: gid(member.id) }, { cookie: boss.cookie });
    expect(disabled.body.data).toMatchObject({ disableStaffMember: { staffMember: { state: 'DISABLED' } } });
    expect(await socket.closed).toBe(4403);
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await viewer(http)).kind).toBe('ANONYMOUS');
    const refresh = await fetch(`${server.url}/api/admin/refresh`, { method: 'POST', headers: { cookie: http, origin: server.url } });
    expect(refresh.status).toBe(401);
    expect((await signInAsStaff(member.email, member.password)).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(await auditRows('staff.disabled', member.id)).toHaveLength(1);

    const enabled = await server.graphql('mutation ($id: ID!) { enableStaffMember(input: { staffMemberId: $id }) { staffMember { state } } }', { id: gid(member.id) }, { cookie: boss.cookie });
    expect(enabled.body.data).toEqual({ enableStaffMember: { staffMember: { state: 'ACTIVE' } } });
    // The old sessions stay ended; a new sign-in works.
    expect((await viewer(http)).kind).toBe('ANONYMOUS');
    const again = await signInAsStaff(member.email, member.password);
    expect(again.body.errors).toBeUndefined();
    expect(await auditRows('staff.enabled', member.id)).toHaveLength(1);
  });

  it('the manager cannot disable themself', async () => {
    const boss = await manager();
    const { body } = await server.graphql('mutation ($id: ID!) { disableStaffMember(input: { staffMemberId: $id }) { staffMember { state } } }', { id: gid(boss.id) }, { cookie: boss.cookie });
    expect(body.errors?.[0]?.extensions?.code).toBe('CANNOT_DISABLE_SELF');
    expect((await server.services.prisma.staff.findUniqueOrThrow({ where: { id: boss.id } })).disabledAt).toBeNull();
  });
});

describe('handing over the manager role', () => {
  const TRANSFER = 'mutation ($id: ID!, $password: String!) { transferManagerRole(input: { staffMemberId: $id, password: $password }) { previousManager { isManager } manager { isManager } } }';

  it('refuses a disabled member, an invitee, the manager themself and a wrong password', async () => {
    const boss = await manager();
    const disabled = await activeMember(boss.cookie);
    await server.graphql('mutation ($id: ID!) { disableStaffMember(input: { staffMemberId: $id }) { staffMember { id } } }', { id: gid(disabled.id) }, { cookie: boss.cookie });
    const invited = await invite(boss.cookie);
    const cases: Array<[string, string, string]> = [
      [gid(disabled.id), MANAGER_PASSWORD, 'STAFF_DISABLED'],
      [invited.body.data!.inviteStaffMember.staffMember.id, MANAGER_PASSWORD, 'STAFF_NOT_ACTIVE'],
      [gid(boss.id), MANAGER_PASSWORD, 'ALREADY_MANAGER'],
      [gid(disabled.id), 'not my password', 'WRONG_PASSWORD'],
    ];
    for (const [id, password, code] of cases) {
      const { body } = await server.graphql(TRANSFER, { id, password }, { cookie: boss.cookie });
      expect(body.errors?.[0]?.extensions?.code, code).toBe(code);
    }
    expect(await server.services.prisma.staff.count({ where: { isManager: true } })).toBe(1);
  });

  it('moves the role atomically: exactly one manager after, the old one a plain member, both sessions see it', async () => {
    const boss = await manager();
    const bossSession = await signedIn(boss.id);
    const heir = await activeMember(boss.cookie);
    const heirSession = await signedIn(heir.id);
    expect((await viewer(heirSession)).staff).toEqual({ isManager: false });
    expect((await viewer(bossSession)).staff).toEqual({ isManager: true });

    const { body } = await server.graphql(TRANSFER, { id: gid(heir.id), password: MANAGER_PASSWORD }, { cookie: bossSession });
    expect(body.data).toEqual({ transferManagerRole: { previousManager: { isManager: false }, manager: { isManager: true } } });
    const managers = await server.services.prisma.staff.findMany({ where: { isManager: true } });
    expect(managers.map((m) => m.id)).toEqual([heir.id]);
    // The sessions read before the change see it at once.
    expect((await viewer(heirSession)).staff).toEqual({ isManager: true });
    expect((await viewer(bossSession)).staff).toEqual({ isManager: false });
    expect((await server.graphql('{ staffMembers(first: 1) { totalCount } }', {}, { cookie: bossSession })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql('{ staffMembers(first: 1) { totalCount } }', {}, { cookie: heirSession })).body.errors).toBeUndefined();
    expect(await auditRows('staff.manager_transferred', heir.id)).toMatchObject([{ actorId: boss.id, detail: { from: boss.id, to: heir.id } }]);

    // The former manager is a member like any other: the new manager may disable them.
    const off = await server.graphql('mutation ($id: ID!) { disableStaffMember(input: { staffMemberId: $id }) { staffMember { state } } }', { id: gid(boss.id) }, { cookie: heirSession });
    expect(off.body.data).toEqual({ disableStaffMember: { staffMember: { state: 'DISABLED' } } });
    // ... and a disabled member cannot be made manager.
    await server.services.prisma.staff.update({ where: { id: heir.id }, data: { passwordHash: await hashPassword(MANAGER_PASSWORD, FAST_HASH) } });
    const back = await server.graphql(TRANSFER, { id: gid(boss.id), password: MANAGER_PASSWORD }, { cookie: heirSession });
    expect(back.body.errors?.[0]?.extensions?.code).toBe('STAFF_DISABLED');
    await server.services.prisma.staff.update({ where: { id: boss.id }, data: { disabledAt: null } });
  });

  it('two simultaneous hand-overs leave exactly one manager', async () => {
    const boss = await manager();
    const a = await activeMember(boss.cookie);
    const b = await activeMember(boss.cookie);
    const results = await Promise.all([a, b].map((m) => server.graphql(TRANSFER, { id: gid(m.id), password: MANAGER_PASSWORD }, { cookie: boss.cookie })));
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(results.find((r) => r.body.errors)?.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await server.services.prisma.staff.count({ where: { isManager: true } })).toBe(1);
  });
});

describe('a member’s own account', () => {
  const UPDATE = 'mutation ($input: UpdateMyStaffAccountInput!) { updateMyStaffAccount(input: $input) { staffMember { name language } } }';
  const CHANGE = 'mutation ($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { ok } }';

  it('edits their own name and language; the session follows the language', async () => {
    const boss = await manager();
    const member = await activeMember(boss.cookie);
    const cookie = await signedIn(member.id);
    const { body } = await server.graphql(UPDATE, { input: { name: 'Maja K.', language: 'en' } }, { cookie });
    expect(body.data).toEqual({ updateMyStaffAccount: { staffMember: { name: 'Maja K.', language: 'en' } } });
    const lang = await server.graphql<{ viewer: { language: string } }>('{ viewer { language } }', {}, { cookie });
    expect(lang.body.data!.viewer.language).toBe('en');
    const taken = await server.graphql(UPDATE, { input: { name: boss.name } }, { cookie });
    expect(taken.body.errors?.[0]?.extensions?.code).toBe('STAFF_NAME_TAKEN');
    expect(await auditRows('staff.profile_updated', member.id)).toHaveLength(1);
  });

  it('changes the password with the current one; other sessions end, this one continues; wrong guesses slow down', async () => {
    const boss = await manager();
    const member = await activeMember(boss.cookie);
    const other = await signedIn(member.id);
    const here = (await signInAsStaff(member.email, member.password)).jar;

    const mismatch = await server.graphql(CHANGE, { input: { currentPassword: member.password, newPassword: 'nova dolga fraza 1', newPasswordConfirmation: 'nova dolga fraza 2' } }, { cookie: here.header() });
    expect(mismatch.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { newPasswordConfirmation: 'PASSWORDS_DO_NOT_MATCH' } });

    const changed = await server.graphql(CHANGE, { input: { currentPassword: member.password, newPassword: 'nova dolga fraza 1', newPasswordConfirmation: 'nova dolga fraza 1' } }, { cookie: here.header() });
    expect(changed.body.data).toEqual({ changeMyPassword: { ok: true } });
    here.absorb(changed.headers);
    expect((await viewer(here.header())).kind).toBe('STAFF');
    expect((await viewer(other)).kind).toBe('ANONYMOUS');
    expect((await signInAsStaff(member.email, 'nova dolga fraza 1')).body.errors).toBeUndefined();
    expect(await auditRows('staff.password_changed', member.id)).toHaveLength(1);

    const wrong = { currentPassword: 'not the password', newPassword: 'tretja dolga fraza', newPasswordConfirmation: 'tretja dolga fraza' };
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await server.graphql(CHANGE, { input: wrong }, { cookie: here.header() });
      codes.push(String(body.errors?.[0]?.extensions?.code));
    }
    expect(codes.slice(0, 4)).toEqual(['WRONG_PASSWORD', 'WRONG_PASSWORD', 'WRONG_PASSWORD', 'WRONG_PASSWORD']);
    expect(codes[4]).toBe('TOO_MANY_REQUESTS');
  });
});

describe('recovering a lost manager password', () => {
  it('mails a member of staff who forgot their password a link back to the staff sign-in', async () => {
    const boss = await manager();
    const member = await activeMember(boss.cookie);
    const asked = await server.graphql('mutation ($email: String!) { requestPasswordReset(input: { email: $email }) { ok } }', { email: member.email });
    expect(asked.body.errors).toBeUndefined();
    expect(await latestLink(server, member.email, 'account.password_reset')).toMatch(/\/reset-password\/[\w-]+\?for=staff$/);
  });

  it('issues a one-time set-password link for the manager, audited; using it ends the manager’s sessions', async () => {
    const boss = await manager();
    const session = await signedIn(boss.id);
    const { email, url } = await issueManagerRecovery(server.services);
    expect(email).toBe(boss.email);
    expect(url).toMatch(/\/reset-password\/[\w-]+\?for=staff$/);
    const token = url.split('/reset-password/')[1]!.replace('?for=staff', '');
    expect((await server.graphql('query ($t: String!) { passwordResetLinkValid(token: $t) }', { t: token })).body.data).toEqual({ passwordResetLinkValid: true });
    const reset = await server.graphql('mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }', {
      input: { token, password: 'a brand new manager phrase', passwordConfirmation: 'a brand new manager phrase' },
    });
    expect(reset.body.errors).toBeUndefined();
    expect((await viewer(session)).kind).toBe('ANONYMOUS');
    expect((await signInAsStaff(email, 'a brand new manager phrase')).body.errors).toBeUndefined();
    expect(await auditRows('staff.manager_recovery_issued', boss.id)).toHaveLength(1);
  });
});

/** A live subscription on a socket; resolves with the close code when the server closes it. */
async function liveSocket(cookie: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const acked = new Promise<void>((resolve) => ws.on('message', (data) => JSON.parse(String(data)).type === 'connection_ack' && resolve()));
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await acked;
  ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { reservationChanged { kind } }' } }));
  return { closed: new Promise<number>((resolve) => ws.once('close', (code) => resolve(code))) };
}
