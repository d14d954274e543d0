// The client account lifecycle through the real API (GraphQL + the REST calls of
// docs/product.md § REST calls): register → verify → sign in (captcha) → pending → approved; refresh
// rotation and reuse detection; sign-out; password reset; rate limits; block, reject, delete and the
// 90-day purge.
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { CookieJar, latestLink, solvedCaptcha } from '../testing/browser-like.ts';
import { purgeArchivedAccounts } from './accounts.ts';
import { CSRF_HEADER } from '../http/csrf.ts';
import { settleAfterResponse } from '../lib/after-response.ts';
import { hashPassword } from '../auth/password.ts';
import { FAST_HASH } from '../testing/server.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let clock = new Date();
let managerId: string;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
});
afterAll(async () => {
  await server?.close();
});

const REGISTER = `mutation ($input: RegisterClientInput!) { registerClient(input: $input) { email resendAvailableInSeconds } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { ok } }`;

function registration(n: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Coach Company ${n}`,
    firstName: 'Maja',
    lastName: 'Novak',
    email: `dispatch.${n}@coaches.example`,
    phone: '+386 41 123 456',
    username: `coaches${n}`,
    password: 'kava in krofi za 40',
    passwordConfirmation: 'kava in krofi za 40',
    contactInfo: 'Dispatch office, weekdays 8-16',
    acceptTerms: true,
    ...overrides,
  };
}

async function signIn(email: string, password = 'kava in krofi za 40', jar = new CookieJar()) {
  const response = await server.graphql(SIGN_IN, { input: { email, password, captcha: await solvedCaptcha(server) } });
  jar.absorb(response.headers);
  return { ...response, jar };
}

async function authStatus(jar: CookieJar, audience: 'user' | 'admin' = 'user') {
  const response = await fetch(`${server.url}/api/${audience}/getAuthStatus`, { headers: { cookie: jar.header() } });
  return { status: response.status, body: (await response.json()) as Record<string, never> };
}

async function rest(path: string, jar: CookieJar) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { cookie: jar.header(), origin: server.url } });
  jar.absorb(response.headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function registerAndVerify(n: string) {
  const { body } = await server.graphql(REGISTER, { input: registration(n) });
  expect(body.errors).toBeUndefined();
  const link = await latestLink(server, `dispatch.${n}@coaches.example`, 'account.verify');
  const token = link.split('/login/verify/')[1]!;
  const verified = await server.graphql('mutation ($t: String!) { verifyEmail(input: { token: $t }) { ok } }', { t: token });
  expect(verified.body.data).toEqual({ verifyEmail: { ok: true } });
  return server.services.prisma.client.findUniqueOrThrow({ where: { email: `dispatch.${n}@coaches.example` } });
}

const staffCookie = () => server.cookieFor('staff', managerId);
const globalId = (id: string) => Buffer.from(`Client:${id}`).toString('base64');

describe('registration', () => {
  it('registers, writes the verification mail and the audit entry, and publishes the event', async () => {
    const events = server.services.pubsub.subscribe('clientAccount')[Symbol.asyncIterator]();
    const next = events.next();
    const { body } = await server.graphql(REGISTER, { input: registration('a1') }, { headers: { 'accept-language': 'sl' } });
    expect(body.data).toEqual({ registerClient: { email: 'dispatch.a1@coaches.example', resendAvailableInSeconds: 60 } });
    const org = await server.services.prisma.client.findUniqueOrThrow({ where: { email: 'dispatch.a1@coaches.example' } });
    expect(org).toMatchObject({ status: 'PENDING', emailVerifiedAt: null, language: 'sl', username: 'coachesa1' });
    const owner = await server.services.prisma.member.findUniqueOrThrow({ where: { email: org.email }, include: { memberships: true } });
    expect(owner.passwordHash).toMatch(/^scrypt\$/);
    expect(owner.memberships).toEqual([expect.objectContaining({ clientId: org.id, role: 'OWNER' })]);
    const mail = await server.services.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: org.email } });
    expect(mail).toMatchObject({ template: 'account.verify', language: 'sl', status: 'PENDING' });
    expect(mail.textBody).toMatch(/\/login\/verify\/[A-Za-z0-9_-]{43}/);
    expect(await server.services.prisma.auditLog.count({ where: { action: 'account.registered', subjectId: org.id } })).toBe(1);
    expect((await next).value).toMatchObject({ kind: 'REGISTERED', clientId: org.id });
    await events.return?.();
  });

  it('stores only a hash of the verification token', async () => {
    const link = await latestLink(server, 'dispatch.a1@coaches.example', 'account.verify');
    const token = link.split('/login/verify/')[1]!;
    const rows = await server.services.prisma.oneTimeToken.findMany({ where: { purpose: 'EMAIL_VERIFICATION' } });
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await server.services.prisma.client.count();
    const { body } = await server.graphql(REGISTER, {
      input: registration('bad', { email: 'nope', password: 'password', passwordConfirmation: 'different', acceptTerms: false }),
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      fields: { email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_COMMON', passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH', acceptTerms: 'TERMS_NOT_ACCEPTED' },
    });
    expect(await server.services.prisma.client.count()).toBe(before);
  });

  it('says when a username is taken, whatever the e-mail', async () => {
    for (const email of ['dispatch.a1@coaches.example', 'dispatch.zz@coaches.example']) {
      const username = await server.graphql(REGISTER, { input: registration('zz', { email, username: 'CoachesA1' }) });
      expect(username.body.errors?.[0]?.extensions).toMatchObject({ code: 'USERNAME_TAKEN', fields: { username: 'USERNAME_TAKEN' } });
    }
  });

  it('answers a taken e-mail like a new registration and mails the address’s owner instead', async () => {
    const owner = await registerAndVerify('ex');
    const accounts = await server.services.prisma.client.count();
    const fresh = await server.graphql(REGISTER, { input: registration('ex2') });
    const taken = await server.graphql(REGISTER, { input: registration('ex', { username: 'someoneelse', name: 'Impostor' }) });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ data: { registerClient: { email: owner.email, resendAvailableInSeconds: 60 } } });
    expect(fresh.body).toEqual({ data: { registerClient: { email: 'dispatch.ex2@coaches.example', resendAvailableInSeconds: 60 } } });
    expect(await server.services.prisma.client.count()).toBe(accounts + 1);
    expect(await server.services.prisma.client.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({ name: owner.name });
    const notice = await server.services.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: owner.email, template: 'account.exists' } });
    expect(notice.textBody).toContain(`${server.services.config.publicUrl}/login?mode=forgot`);
    expect(await latestLink(server, owner.email, 'account.exists')).toBe(`${server.services.config.publicUrl}/login`);
    // A few notices an hour at most: the form cannot flood the owner's inbox.
    for (let i = 0; i < 4; i++) await server.graphql(REGISTER, { input: registration('ex', { username: `someoneelse${i}` }) });
    expect(await server.services.prisma.mailOutbox.count({ where: { toAddress: owner.email, template: 'account.exists' } })).toBe(3);
    // These registrations used up most of this address's hourly allowance; the later tests need it.
    await server.services.prisma.rateLimit.deleteMany({ where: { key: { startsWith: 'register:ip:' } } });
  });

  it('resends the verification mail at most once a minute, the same answer for unknown addresses', async () => {
    const RESEND = 'mutation ($e: String!) { resendVerificationEmail(input: { email: $e }) { resendAvailableInSeconds } }';
    const tooSoon = await server.graphql(RESEND, { e: 'dispatch.a1@coaches.example' });
    // Registration just sent one: the wait applies to the next.
    expect(tooSoon.body.data ?? tooSoon.body.errors?.[0]?.extensions).toBeTruthy();
    clock = new Date(clock.getTime() + 61_000);
    const first = await server.graphql(RESEND, { e: 'dispatch.a1@coaches.example' });
    expect(first.body.data).toEqual({ resendVerificationEmail: { resendAvailableInSeconds: 60 } });
    await settleAfterResponse();
    expect(await server.services.prisma.mailOutbox.count({ where: { toAddress: 'dispatch.a1@coaches.example', template: 'account.verify' } })).toBe(2);
    const again = await server.graphql(RESEND, { e: 'dispatch.a1@coaches.example' });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('RESEND_TOO_SOON');
    expect(again.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    const unknown = await server.graphql(RESEND, { e: 'nobody@nowhere.example' });
    expect(unknown.body.data).toEqual({ resendVerificationEmail: { resendAvailableInSeconds: 60 } });
  });
});

describe('verification and sign-in', () => {
  it('refuses sign-in before verification with its fixed message (docs/product.md § Messages), in the page’s language', async () => {
    const { body } = await signIn('dispatch.a1@coaches.example');
    expect(body.errors?.[0]?.extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(body.errors?.[0]?.message).toBe('Verify your email before signing in. Check your email for verification link!');
    const sl = await server.graphql(SIGN_IN, { input: { email: 'dispatch.a1@coaches.example', password: 'kava in krofi za 40', captcha: await solvedCaptcha(server) } }, { headers: { 'accept-language': 'sl-SI' } });
    expect(sl.body.errors?.[0]?.message).toBe('Pred prijavo potrdite svoj e-poštni naslov. Povezavo za potrditev najdete v e-pošti!');
  });

  it('verifies once with the latest link; an old or reused link fails', async () => {
    const mails = await server.services.prisma.mailOutbox.findMany({ where: { toAddress: 'dispatch.a1@coaches.example', template: 'account.verify' }, orderBy: { createdAt: 'asc' } });
    const tokenOf = (text: string) => /\/login\/verify\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
    const VERIFY = 'mutation ($t: String!) { verifyEmail(input: { token: $t }) { ok } }';
    const old = await server.graphql(VERIFY, { t: tokenOf(mails[0]!.textBody) });
    expect(old.body.errors?.[0]?.extensions?.code).toBe('VERIFICATION_FAILED');
    const latest = tokenOf(mails.at(-1)!.textBody);
    expect((await server.graphql(VERIFY, { t: latest })).body.data).toEqual({ verifyEmail: { ok: true } });
    expect((await server.graphql(VERIFY, { t: latest })).body.errors?.[0]?.extensions?.code).toBe('VERIFICATION_FAILED');
    expect((await server.graphql(VERIFY, { t: 'x'.repeat(43) })).body.errors?.[0]?.message).toBe('Verification Failed.');
  });

  it('requires a solved captcha that cannot be replayed', async () => {
    const missing = await server.graphql(SIGN_IN, { input: { email: 'dispatch.a1@coaches.example', password: 'kava in krofi za 40', captcha: '' } });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('CAPTCHA_REQUIRED');
    const captcha = await solvedCaptcha(server);
    const first = await server.graphql(SIGN_IN, { input: { email: 'dispatch.a1@coaches.example', password: 'kava in krofi za 40', captcha } });
    expect(first.body.data).toEqual({ signIn: { ok: true } });
    const replay = await server.graphql(SIGN_IN, { input: { email: 'dispatch.a1@coaches.example', password: 'kava in krofi za 40', captcha } });
    expect(replay.body.errors?.[0]?.extensions?.code).toBe('CAPTCHA_INVALID');
  });

  it('signs a pending client in with secure session cookies; auth status shows it pending', async () => {
    const { body, headers, jar } = await signIn('dispatch.a1@coaches.example');
    expect(body.data).toEqual({ signIn: { ok: true } });
    const cookies = headers.getSetCookie();
    const access = cookies.find((c) => c.startsWith('access_token='))!;
    const refresh = cookies.find((c) => c.startsWith('refresh_token='))!;
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).not.toMatch(/Max-Age|Expires/i); // session cookies (docs/product.md § Constants)
    }
    expect(refresh).toMatch(/Path=\/api/);
    const status = await authStatus(jar);
    expect(status.status).toBe(200);
    expect(status.body.user).toMatchObject({ email: 'dispatch.a1@coaches.example', is_user_verified: 1, is_blocked: 0, is_approved: 0, first_name: 'Maja', last_name: 'Novak', username: 'coachesa1' });
    expect(await server.services.prisma.auditLog.count({ where: { action: 'auth.sign_in.succeeded' } })).toBeGreaterThan(0);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await signIn('dispatch.a1@coaches.example', 'not the password');
    const unknown = await signIn('ghost@coaches.example', 'not the password');
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.body.errors?.[0]).toEqual(wrong.body.errors?.[0]);
    expect(await server.services.prisma.auditLog.count({ where: { action: 'auth.sign_in.failed' } })).toBeGreaterThanOrEqual(2);
  });

  it('sets secure cookies when configured', async () => {
    const secure = await startTestServer({ SECURE_COOKIES: 'true' });
    try {
      await secure.services.prisma.staff.update({ where: { email: 'manager@stopover.localhost' }, data: { passwordHash: await (await import('../auth/password.ts')).hashPassword('manager password 123', { logN: 10, r: 8, p: 1 }) } });
      const response = await secure.graphql('mutation ($input: StaffSignInInput!) { staffSignIn(input: $input) { ok } }', {
        input: { email: 'manager@stopover.localhost', password: 'manager password 123', captcha: await solvedCaptcha(secure) },
      });
      expect(response.body.data).toEqual({ staffSignIn: { ok: true } });
      expect(response.headers.getSetCookie().every((c) => /; Secure/.test(c))).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('approval', () => {
  it('lets staff approve through the API, e-mails the client, and the banner data changes', async () => {
    const org = await server.services.prisma.client.findUniqueOrThrow({ where: { email: 'dispatch.a1@coaches.example' } });
    const clientSession = await signIn(org.email);
    const denied = await server.graphql('mutation ($id: ID!) { approveClient(input: { clientId: $id }) { clientId client { status } } }', { id: globalId(org.id) }, { cookie: clientSession.jar.header() });
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const { body } = await server.graphql('mutation ($id: ID!) { approveClient(input: { clientId: $id }) { clientId client { status } } }', { id: globalId(org.id) }, { cookie: staffCookie() });
    expect(body.data).toEqual({ approveClient: { clientId: globalId(org.id), client: { status: 'APPROVED' } } });
    expect(await server.services.prisma.client.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ status: 'APPROVED', approvedById: managerId });
    expect(await server.services.prisma.mailOutbox.count({ where: { toAddress: org.email, template: 'account.approved' } })).toBe(1);
    expect((await authStatus(clientSession.jar)).body.user).toMatchObject({ is_approved: 1 });
    const twice = await server.graphql('mutation ($id: ID!) { approveClient(input: { clientId: $id }) { clientId client { status } } }', { id: globalId(org.id) }, { cookie: staffCookie() });
    expect(twice.body.errors?.[0]?.extensions?.code).toBe('INVALID_STATE');
  });

  it('refuses to approve an unverified application, and erases a rejected one at once, telling the applicant', async () => {
    await server.graphql(REGISTER, { input: registration('r1') });
    const org = await server.services.prisma.client.findUniqueOrThrow({ where: { email: 'dispatch.r1@coaches.example' } });
    const approve = await server.graphql('mutation ($id: ID!) { approveClient(input: { clientId: $id }) { clientId client { status } } }', { id: globalId(org.id) }, { cookie: staffCookie() });
    expect(approve.body.errors?.[0]?.extensions?.code).toBe('NOT_VERIFIED_FOR_APPROVAL');
    const reject = await server.graphql('mutation ($id: ID!) { rejectClient(input: { clientId: $id }) { deletedClientId } }', { id: globalId(org.id) }, { cookie: staffCookie() });
    expect(reject.body).toEqual({ data: { rejectClient: { deletedClientId: globalId(org.id) } } });
    expect(await server.services.prisma.client.findUnique({ where: { id: org.id } })).toBeNull();
    // Everything of theirs went with the account, except one short mail in their language that says so.
    const mails = await server.services.prisma.mailOutbox.findMany({ where: { toAddress: org.email } });
    expect(mails.map((m) => [m.template, m.language, m.clientId])).toEqual([['account.rejected', org.language, null]]);
    expect(await server.services.prisma.oneTimeToken.count({ where: { clientId: org.id } })).toBe(0);
  });

  it('blocks (ending sessions, keeping sign-in to the dashboard) and unblocks back to approved', async () => {
    const org = await registerAndVerify('b1');
    await server.graphql('mutation ($id: ID!) { approveClient(input: { clientId: $id }) { clientId client { status } } }', { id: globalId(org.id) }, { cookie: staffCookie() });
    const session = await signIn(org.email);
    const block = await server.graphql('mutation ($id: ID!, $r: String) { blockClient(input: { clientId: $id, reason: $r }) { clientId client { status blockedReason } } }', { id: globalId(org.id), r: 'Repeated no-shows' }, { cookie: staffCookie() });
    expect(block.body).toEqual({ data: { blockClient: { clientId: globalId(org.id), client: { status: 'BLOCKED', blockedReason: 'Repeated no-shows' } } } });
    expect(await server.services.prisma.client.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({ status: 'BLOCKED', blockedReason: 'Repeated no-shows' });
    expect((await rest('/api/user/refresh', session.jar)).status).toBe(401);
    const again = await signIn(org.email);
    expect((await authStatus(again.jar)).body.user).toMatchObject({ is_blocked: 1 });
    // The blocked client reads why; another client cannot.
    const own = await server.graphql('{ viewer { client { status blockedReason } } }', {}, { cookie: again.jar.header() });
    expect(own.body).toEqual({ data: { viewer: { client: { status: 'BLOCKED', blockedReason: 'Repeated no-shows' } } } });
    const other = await server.graphql('query ($id: ID!) { node(id: $id) { ... on Client { blockedReason } } }', { id: globalId(org.id) }, { cookie: (await signIn('dispatch.a1@coaches.example')).jar.header() });
    expect(JSON.stringify(other.body)).not.toContain('Repeated no-shows');
    const unblock = await server.graphql('mutation ($id: ID!) { unblockClient(input: { clientId: $id }) { client { status blockedReason } } }', { id: globalId(org.id) }, { cookie: staffCookie() });
    expect(unblock.body).toEqual({ data: { unblockClient: { client: { status: 'APPROVED', blockedReason: null } } } });
    expect((await server.services.prisma.client.findUniqueOrThrow({ where: { id: org.id } })).status).toBe('APPROVED');
    expect(await server.services.prisma.mailOutbox.count({ where: { toAddress: org.email, template: { in: ['account.blocked', 'account.unblocked'] } } })).toBe(2);
  });
});

describe('sessions (docs/product.md § Sessions)', () => {
  it('rotates the refresh token on every use and revokes the family when an old one comes back', async () => {
    const { jar } = await signIn('dispatch.a1@coaches.example');
    const first = jar.get('refresh_token')!;
    expect((await rest('/api/user/refresh', jar)).status).toBe(200);
    const second = jar.get('refresh_token')!;
    expect(second).not.toBe(first);

    // A thief replays the first token after the grace period: the whole family dies.
    clock = new Date(clock.getTime() + 60_000);
    const thief = new CookieJar();
    thief.set('refresh_token', first);
    expect((await rest('/api/user/refresh', thief)).status).toBe(401);
    expect((await rest('/api/user/refresh', jar)).status).toBe(401);
    expect(await server.services.prisma.auditLog.count({ where: { action: 'auth.refresh_reused' } })).toBe(1);
  });

  it('answers an expired access token with 401 USER_TOKEN_EXPIRED, then refresh renews it', async () => {
    const { jar } = await signIn('dispatch.a1@coaches.example');
    clock = new Date(clock.getTime() + 16 * 60_000);
    const expired = await authStatus(jar);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('USER_TOKEN_EXPIRED');
    expect((await rest('/api/user/refresh', jar)).status).toBe(200);
    expect((await authStatus(jar)).status).toBe(200);
  });

  it('signs out: the refresh token stops working and the cookies are cleared', async () => {
    const { jar } = await signIn('dispatch.a1@coaches.example');
    const refreshToken = jar.get('refresh_token')!;
    const out = await rest('/api/user/logoutUser', jar);
    expect(out.status).toBe(200);
    expect(jar.get('access_token')).toBeUndefined();
    const replay = new CookieJar();
    replay.set('refresh_token', refreshToken);
    expect((await rest('/api/user/refresh', replay)).status).toBe(401);
    expect((await authStatus(jar)).status).toBe(404);
  });

  it('refuses refresh and logout posted from another site', async () => {
    const response = await fetch(`${server.url}/api/user/refresh`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});

describe('password reset', () => {
  const REQUEST = 'mutation ($e: String!) { requestPasswordReset(input: { email: $e }) { ok } }';
  const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }';

  it('answers the same for unknown addresses and sends nothing', async () => {
    const before = await server.services.prisma.mailOutbox.count();
    expect((await server.graphql(REQUEST, { e: 'nobody@nowhere.example' })).body.data).toEqual({ requestPasswordReset: { ok: true } });
    await settleAfterResponse();
    expect(await server.services.prisma.mailOutbox.count()).toBe(before);
  });

  it('resets once with the link, ends every session, and refuses the link afterwards', async () => {
    const email = 'dispatch.a1@coaches.example';
    const { jar } = await signIn(email);
    expect((await server.graphql(REQUEST, { e: email })).body.data).toEqual({ requestPasswordReset: { ok: true } });
    const token = (await latestLink(server, email, 'account.password_reset')).split('/reset-password/')[1]!;
    expect((await server.graphql('query ($t: String!) { passwordResetLinkValid(token: $t) }', { t: token })).body.data).toEqual({ passwordResetLinkValid: true });

    const weak = await server.graphql(RESET, { input: { token, password: 'short', passwordConfirmation: 'short' } });
    expect(weak.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { password: 'PASSWORD_TOO_SHORT' } });
    const mismatch = await server.graphql(RESET, { input: { token, password: 'a brand new passphrase', passwordConfirmation: 'something else' } });
    expect(mismatch.body.errors?.[0]?.extensions).toMatchObject({ fields: { passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH' } });

    const ok = await server.graphql(RESET, { input: { token, password: 'a brand new passphrase', passwordConfirmation: 'a brand new passphrase' } });
    expect(ok.body.data).toEqual({ resetPassword: { ok: true } });
    expect((await rest('/api/user/refresh', jar)).status).toBe(401);
    expect((await signIn(email, 'a brand new passphrase')).body.data).toEqual({ signIn: { ok: true } });
    const reuse = await server.graphql(RESET, { input: { token, password: 'another new passphrase', passwordConfirmation: 'another new passphrase' } });
    expect(reuse.body.errors?.[0]).toMatchObject({ message: 'Invalid or expired reset link.', extensions: { code: 'INVALID_RESET_LINK' } });
    expect((await server.graphql('query ($t: String!) { passwordResetLinkValid(token: $t) }', { t: token })).body.data).toEqual({ passwordResetLinkValid: false });
  });

  it('stops mailing one address after a few requests an hour', async () => {
    const email = 'dispatch.b1@coaches.example';
    for (let i = 0; i < 5; i++) await server.graphql(REQUEST, { e: email });
    await settleAfterResponse();
    expect(await server.services.prisma.mailOutbox.count({ where: { toAddress: email, template: 'account.password_reset' } })).toBe(3);
  });
});

describe('abuse resistance', () => {
  it('backs off failed sign-ins from one address, doubling, and lets the right password in after the wait', async () => {
    await registerAndVerify('rl');
    const email = 'dispatch.rl@coaches.example';
    for (let i = 0; i < 6; i++) expect((await signIn(email, 'wrong password')).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const first = await signIn(email);
    expect(first.body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 });
    clock = new Date(clock.getTime() + 30_000);
    expect((await signIn(email, 'wrong password')).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(email)).body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 });
    clock = new Date(clock.getTime() + 60_000);
    expect((await signIn(email)).body.data).toEqual({ signIn: { ok: true } });
  });

  it('counts nothing before the captcha: garbage captchas lock nobody out', async () => {
    const garbage = Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: 'x' } }, solution: { counter: 1 } })).toString('base64');
    for (let i = 0; i < 60; i++) {
      const { body } = await server.graphql(SIGN_IN, { input: { email: 'dispatch.rl@coaches.example', password: 'wrong password', captcha: garbage } });
      expect(body.errors?.[0]?.extensions?.code).toBe('CAPTCHA_INVALID');
    }
    expect((await signIn('dispatch.rl@coaches.example')).body.data).toEqual({ signIn: { ok: true } });
  });

  it('keeps a stranger guessing from other addresses from locking the real user out', async () => {
    let now = new Date();
    const proxied = await startTestServer({ TRUST_PROXY: 'true' }, { now: () => now });
    try {
      const email = 'owner@coaches.example';
      await createOrganisation(proxied.services.prisma, {
        data: { name: 'Owner', email, username: 'owner', passwordHash: await hashPassword('kava in krofi za 40', FAST_HASH), termsAcceptedAt: now, emailVerifiedAt: now },
      });
      const attempt = async (from: string, password: string) =>
        (await proxied.graphql(SIGN_IN, { input: { email, password, captcha: await solvedCaptcha(proxied) } }, { headers: { 'x-forwarded-for': from } })).body;
      // A botnet: thirty addresses, ten wrong passwords each.
      let refusedStranger: Record<string, unknown> | undefined;
      for (let round = 0; round < 10; round++) {
        for (let n = 1; n <= 30; n++) {
          const body = await attempt(`203.0.113.${n}`, `guess ${round}-${n}`);
          const code = body.errors?.[0]?.extensions?.code;
          expect(['INVALID_CREDENTIALS', 'TOO_MANY_REQUESTS']).toContain(code);
          if (code === 'TOO_MANY_REQUESTS') refusedStranger = body.errors?.[0]?.extensions;
        }
        now = new Date(now.getTime() + 61_000);
      }
      expect(refusedStranger).toBeDefined();
      // The real user waits at most a minute, then gets in from their own address.
      const real = await attempt('198.51.100.7', 'kava in krofi za 40');
      if (real.errors) {
        expect(real.errors[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
        expect(real.errors[0]?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
        now = new Date(now.getTime() + 61_000);
      }
      expect((await attempt('198.51.100.7', 'kava in krofi za 40')).data).toEqual({ signIn: { ok: true } });
      // The guessers' own addresses still wait much longer.
      const stranger = await attempt('203.0.113.1', 'kava in krofi za 40');
      expect(stranger.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(stranger.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(60);
    } finally {
      await proxied.close();
    }
  });

  it('limits registrations per address', async () => {
    let code: unknown;
    for (let i = 0; i < 12 && !code; i++) {
      const { body } = await server.graphql(REGISTER, { input: registration(`flood${i}`) }, { headers: { [CSRF_HEADER]: '1' } });
      code = body.errors?.[0]?.extensions?.code;
    }
    expect(code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('profile and deletion', () => {
  it('edits the profile and the language used for e-mail', async () => {
    const { jar } = await signIn('dispatch.b1@coaches.example');
    const { body } = await server.graphql(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { client { name phone language } } }',
      { input: { name: 'Alpine Coaches', phone: '+386 1 234 5678', language: 'en' } },
      { cookie: jar.header() },
    );
    expect(body.data).toEqual({ updateProfile: { client: { name: 'Alpine Coaches', phone: '+386 1 234 5678', language: 'en' } } });
    const bad = await server.graphql('mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { client { name } } }', { input: { phone: 'call me' } }, { cookie: jar.header() });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { phone: 'INVALID_PHONE' } });
    const anonymous = await server.graphql('mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { client { name } } }', { input: { name: 'x' } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('archives a deleted approved account for 90 days, cancelling its open reservations, then purges it with them', async () => {
    const org = await server.services.prisma.client.findUniqueOrThrow({ where: { email: 'dispatch.b1@coaches.example' } });
    await server.services.prisma.reservation.create({
      data: { orderNumber: 'DEL-0001', clientId: org.id, type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalAt: clock, arrivalDay: clock, durationMinutes: 30 },
    });
    const { jar } = await signIn(org.email);
    const DELETE = 'mutation ($e: String!) { deleteAccount(input: { confirmEmail: $e }) { archivedUntil deletedClientId } }';
    const wrong = await server.graphql(DELETE, { e: 'someone@else.example' }, { cookie: jar.header() });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('CONFIRMATION_MISMATCH');
    // Staff's live queues hear of the cancellation.
    const reservationEvents = server.services.pubsub.subscribe('reservation')[Symbol.asyncIterator]();
    // The iterator listens from its first next().
    const firstEvent = reservationEvents.next();
    const { body } = await server.graphql(DELETE, { e: 'Dispatch.B1@coaches.example' }, { cookie: jar.header() });
    const deleted = (body.data as { deleteAccount: { archivedUntil: string; deletedClientId: string } }).deleteAccount;
    // Its open booking is cancelled with a note that says why, and the history keeps the step.
    const cancelled = await server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: 'DEL-0001' }, include: { events: true } });
    expect(cancelled).toMatchObject({ status: 'DELETED', staffNote: 'Cancelled because the account that made this reservation was deleted.', version: 2 });
    expect(cancelled.events).toEqual([expect.objectContaining({ kind: 'STATUS_CHANGED', fromStatus: 'CREATED', toStatus: 'DELETED', actorKind: 'CLIENT' })]);
    expect((await firstEvent).value).toMatchObject({ kind: 'STATUS_CHANGED', reservationId: cancelled.id, status: 'DELETED', actor: { kind: 'CLIENT' } });
    await reservationEvents.return?.();
    expect(deleted.deletedClientId).toBe(globalId(org.id));
    const archivedUntil = new Date(deleted.archivedUntil);
    expect(archivedUntil.getTime() - clock.getTime()).toBe(90 * 24 * 3600_000);
    expect((await server.services.prisma.client.findUniqueOrThrow({ where: { id: org.id } })).status).toBe('ARCHIVED');
    expect((await signIn(org.email)).body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');

    const services = { prisma: server.services.prisma, now: () => new Date(archivedUntil.getTime() - 1000) };
    expect(await purgeArchivedAccounts(services)).toBe(0);
    expect(await purgeArchivedAccounts({ ...services, now: () => archivedUntil })).toBe(1);
    expect(await server.services.prisma.client.findUnique({ where: { id: org.id } })).toBeNull();
    expect(await server.services.prisma.reservation.count({ where: { clientId: org.id } })).toBe(0);
    expect(await server.services.prisma.auditLog.count({ where: { action: 'account.purged', subjectId: org.id } })).toBe(1);
  });
});

describe('client records kept by staff', () => {
  // Earlier tests moved the clock ahead; the cookies below are signed with the real time.
  beforeAll(() => {
    clock = new Date();
  });
  // Made directly: registering through the API here would meet the registration rate limit.
  const approvedClient = (n: string) =>
    createOrganisation(server.services.prisma, {
      data: { name: `Coaches ${n}`, email: `office.${n}@coaches.example`, username: `office${n}`, passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });

  it('corrects an organisation’s details and tells the client what changed, in its language', async () => {
    const org = await server.services.prisma.client.update({ where: { id: (await approvedClient('c1')).id }, data: { language: 'sl' } });
    const UPDATE = 'mutation ($input: UpdateClientInput!) { updateClient(input: $input) { client { name phone contactInfo } } }';
    const bad = await server.graphql(UPDATE, { input: { clientId: globalId(org.id), phone: 'call me' } }, { cookie: staffCookie() });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { phone: 'INVALID_PHONE' } });
    const { body } = await server.graphql(UPDATE, { input: { clientId: globalId(org.id), phone: '+386 1 999 8888', contactInfo: 'Dispatch desk, 8–16' } }, { cookie: staffCookie() });
    expect(body).toEqual({ data: { updateClient: { client: { name: expect.any(String), phone: '+386 1 999 8888', contactInfo: 'Dispatch desk, 8–16' } } } });
    const mail = await server.services.prisma.mailOutbox.findFirstOrThrow({ where: { toAddress: org.email, template: 'account.details_changed' } });
    expect(mail.language).toBe('sl');
    expect(mail.textBody).toContain('+386 1 999 8888');
    expect(await server.services.prisma.auditLog.count({ where: { action: 'account.updated', subjectId: org.id, actorKind: 'STAFF' } })).toBe(1);
    // Only staff may.
    const asClient = await server.graphql(UPDATE, { input: { clientId: globalId(org.id), phone: '+386 1 000 0000' } }, { cookie: server.cookieFor('client', org.id) });
    expect(asClient.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('erases an account at its owner’s request the way the owner would: confirmed by its address, bookings cancelled, archived', async () => {
    const org = await approvedClient('c2');
    await server.services.prisma.reservation.create({
      data: { orderNumber: 'ERA-0001', clientId: org.id, type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalAt: clock, arrivalDay: clock, durationMinutes: 90 },
    });
    const cookie = server.cookieFor('client', org.id);
    const ERASE = 'mutation ($id: ID!, $e: String!) { eraseClient(input: { clientId: $id, confirmEmail: $e }) { deletedClientId archivedUntil } }';
    const wrong = await server.graphql(ERASE, { id: globalId(org.id), e: 'someone@else.example' }, { cookie: staffCookie() });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('CONFIRMATION_MISMATCH');
    const { body } = await server.graphql(ERASE, { id: globalId(org.id), e: org.email }, { cookie: staffCookie() });
    expect((body.data as { eraseClient: { deletedClientId: string } }).eraseClient.deletedClientId).toBe(globalId(org.id));
    expect((await server.services.prisma.client.findUniqueOrThrow({ where: { id: org.id } })).status).toBe('ARCHIVED');
    expect((await server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: 'ERA-0001' } })).status).toBe('DELETED');
    expect(await server.services.prisma.auditLog.count({ where: { action: 'account.deleted', subjectId: org.id, actorKind: 'STAFF' } })).toBe(1);
    // The owner's session ended with it.
    expect((await server.graphql<{ viewer: { kind: string } }>('{ viewer { kind } }', undefined, { cookie })).body.data?.viewer.kind).toBe('ANONYMOUS');
  });
});

describe('client lists for staff', () => {
  // Earlier tests moved the clock ahead; the cookies below are signed with the real time.
  beforeAll(() => {
    clock = new Date();
  });
  const CLIENTS = `query ($status: [OrganisationStatus!], $search: String, $order: ClientOrder) {
    clients(first: 50, status: $status, search: $search, orderBy: $order) { totalCount edges { node { name email status emailVerified registeredAt } } pageInfo { hasNextPage } }
  }`;
  type Clients = { clients: { totalCount: number; edges: Array<{ node: { name: string; email: string; status: string; registeredAt: string } }> } };

  it('shows the approval queue oldest first and finds clients by part of a name or e-mail', async () => {
    const pending = await server.graphql<Clients>(CLIENTS, { status: ['PENDING'], order: 'REGISTERED_OLDEST_FIRST' }, { cookie: staffCookie() });
    const nodes = pending.body.data!.clients.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n) => n.status === 'PENDING')).toBe(true);
    const times = nodes.map((n) => Date.parse(n.registeredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    expect(pending.body.data!.clients.totalCount).toBe(nodes.length);

    const found = await server.graphql<Clients>(CLIENTS, { search: 'DISPATCH.A1' }, { cookie: staffCookie() });
    expect(found.body.data!.clients.edges.map((e) => e.node.email)).toEqual(['dispatch.a1@coaches.example']);
    expect(found.body.data!.clients.totalCount).toBe(1);
  });

  it('is not for clients or visitors', async () => {
    const org = await server.services.prisma.client.findUniqueOrThrow({ where: { email: 'dispatch.a1@coaches.example' } });
    for (const cookie of [server.cookieFor('client', org.id), undefined]) {
      const refused = await server.graphql<Partial<Clients>>(CLIENTS, {}, cookie ? { cookie } : {});
      expect(refused.body.data?.clients ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
  });
});

describe('data protection', () => {
  beforeAll(() => {
    clock = new Date();
  });

  it('gives a client everything kept about them as JSON, without secrets, and nothing to others', async () => {
    const org = await server.services.prisma.client.findUniqueOrThrow({ where: { email: 'dispatch.a1@coaches.example' } });
    const owner = await server.services.prisma.member.findUniqueOrThrow({ where: { email: org.email } });
    const { body } = await server.graphql<{ exportMyData: string }>('{ exportMyData }', undefined, { cookie: server.cookieFor('client', owner.id, { org: org.id }) });
    const data = JSON.parse(body.data!.exportMyData) as Record<string, unknown>;
    expect(data).toMatchObject({ format: 'stopover-data-export', account: { email: org.email, clientName: org.name, preferredLanguage: org.language } });
    expect((data.signInHistory as unknown[]).length).toBeGreaterThan(0);
    expect(body.data!.exportMyData).not.toMatch(/scrypt\$/);
    const anonymous = await server.graphql('{ exportMyData }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const staff = await server.graphql('{ exportMyData }', undefined, { cookie: staffCookie() });
    expect(staff.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  // The client runs on its own thread, as a remote one would: its clock does not stop while this
  // thread's database works on a request's deferred mail.
  const CLIENT = `
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', async ({ url, headers, body }) => {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers, body });
      const text = await response.text();
      parentPort.postMessage({ ms: performance.now() - started, text });
    });`;

  /** Interleaved samples of one request for a known and an unknown address; the medians in ms. */
  async function compare(client: Worker, query: string, known: string, samples = 25) {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < samples; i++) {
      // A fresh hour each time: per-address and per-IP windows never answer instead.
      clock = new Date(clock.getTime() + 61 * 60_000);
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const which of order) {
        const email = which === 'known' ? known : `nobody.${i}@nowhere.example`;
        const answer = new Promise<{ ms: number; text: string }>((resolve) => client.once('message', resolve));
        client.postMessage({ url: `${server.url}/graphql`, headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' }, body: JSON.stringify({ query, variables: { e: email } }) });
        const { ms, text } = await answer;
        expect(JSON.parse(text).errors).toBeUndefined();
        times[which].push(ms);
        // Measure each request alone, not the previous one's mail.
        await settleAfterResponse();
      }
    }
    return { known: median(times.known), unknown: median(times.unknown) };
  }

  it('answers resend and reset in the same time for known and unknown addresses', async () => {
    const saved = clock;
    const client = new Worker(CLIENT, { eval: true });
    try {
      await server.services.prisma.rateLimit.deleteMany({ where: { key: { startsWith: 'register:ip:' } } });
      expect((await server.graphql(REGISTER, { input: registration('tm') })).body.errors).toBeUndefined();
      const resend = await compare(client, 'mutation ($e: String!) { resendVerificationEmail(input: { email: $e }) { resendAvailableInSeconds } }', 'dispatch.tm@coaches.example');
      const reset = await compare(client, 'mutation ($e: String!) { requestPasswordReset(input: { email: $e }) { ok } }', 'dispatch.a1@coaches.example');
      console.log(`median ms, known vs unknown: resend ${resend.known.toFixed(1)} vs ${resend.unknown.toFixed(1)}, reset ${reset.known.toFixed(1)} vs ${reset.unknown.toFixed(1)}`);
      // The known addresses' mail was written (after the answers).
      expect(await server.services.prisma.mailOutbox.count({ where: { toAddress: 'dispatch.tm@coaches.example', template: 'account.verify' } })).toBeGreaterThan(20);
      expect(await server.services.prisma.mailOutbox.count({ where: { toAddress: 'dispatch.a1@coaches.example', template: 'account.password_reset' } })).toBeGreaterThan(20);
      // Before the look-up moved after the answer: 31 against 18 ms (13 ms, 72 %). The margin absorbs a
      // loaded CI machine and still refuses that gap.
      for (const { known, unknown } of [resend, reset]) expect(Math.abs(known - unknown)).toBeLessThanOrEqual(Math.max(10, Math.min(known, unknown) * 0.5));
    } finally {
      clock = saved;
      await client.terminate();
    }
  });
});
