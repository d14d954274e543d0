// Sessions end everywhere, at once: an access token is refused from the moment its session is
// revoked — by sign-out, a reused refresh token, a password reset, blocking or deletion — on HTTP
// and on graphql-ws, where the session's sockets are closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { startSession, type SessionTokens } from '../auth/sessions.ts';
import { issueToken } from '../auth/one-time-tokens.ts';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../auth/tokens.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let managerId: string;
let seq = 0;

async function newClient() {
  seq += 1;
  return createOrganisation(server.services.prisma, {
    data: {
      name: `Session Tours ${seq}`,
      email: `session${seq}@example.com`,
      username: `session${seq}`,
      passwordHash: 'scrypt$10$8$1$x$y',
      termsAcceptedAt: new Date(),
      emailVerifiedAt: new Date(),
      approvedAt: new Date(),
      status: 'APPROVED',
    },
  });
}

async function signedIn(kind: 'client' | 'staff', id: string): Promise<SessionTokens & { cookie: string }> {
  // A fixture organisation's owner has its id (graph/testing/organisations.ts).
  const principal = kind === 'client' ? { kind, id, organisationId: id } : { kind, id };
  const tokens = await startSession(server.services.prisma, principal, server.services.config.jwtSecret, new Date());
  return { ...tokens, cookie: `${ACCESS_TOKEN_COOKIE}=${tokens.accessToken}; ${REFRESH_TOKEN_COOKIE}=${tokens.refreshToken}` };
}

async function viewerKind(cookie: string): Promise<string> {
  const { body } = await server.graphql<{ viewer: { kind: string } }>('{ viewer { kind } }', {}, { cookie });
  return body.data!.viewer.kind;
}

function post(path: string, cookie: string) {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { cookie } });
}

/** Opens a socket with a live subscription; resolves when the server closes it, with the delay. */
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
  let revokedAt = 0;
  const closed = new Promise<{ code: number; afterMs: number }>((resolve) => ws.once('close', (code) => resolve({ code, afterMs: Date.now() - revokedAt })));
  return {
    closed,
    markRevoked() {
      revokedAt = Date.now();
    },
    close: () => ws.close(),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  managerId = (await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
});

afterAll(async () => {
  await server?.close();
});

describe('an ended session', () => {
  it('refuses the access token at once after sign-out, and only that session', async () => {
    const client = await newClient();
    const session = await signedIn('client', client.id);
    const otherTab = await signedIn('client', client.id);
    expect(await viewerKind(session.cookie)).toBe('CLIENT');

    const response = await post('/api/user/logoutUser', session.cookie);
    expect(response.status).toBe(200);

    expect(await viewerKind(session.cookie)).toBe('ANONYMOUS');
    const status = await fetch(`${server.url}/api/user/getAuthStatus`, { headers: { cookie: session.cookie } });
    expect(status.status).toBe(404);
    // A booking with the signed-out cookie is refused.
    const booking = await server.graphql(
      'mutation ($input: CreateReservationInput!) { createReservation(input: $input) { __typename } }',
      { input: { type: 'SHORT_STOP', guests: 20, seatReservation: false, arrivalDate: '2030-07-18', arrivalTime: '10:00', acceptTerms: true } },
      { cookie: session.cookie },
    );
    expect(booking.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Another browser of the same account stays signed in.
    expect(await viewerKind(otherTab.cookie)).toBe('CLIENT');
  });

  it('refuses every session of an account whose password was reset', async () => {
    const client = await newClient();
    const first = await signedIn('client', client.id);
    const second = await signedIn('client', client.id);
    expect(await viewerKind(first.cookie)).toBe('CLIENT');
    const { token } = await issueToken(server.services.prisma, 'PASSWORD_RESET', { memberId: client.id }, new Date());
    const reset = await server.graphql(
      'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }',
      { input: { token, password: 'a brand new long passphrase', passwordConfirmation: 'a brand new long passphrase' } },
    );
    expect(reset.body.errors).toBeUndefined();
    expect(await viewerKind(first.cookie)).toBe('ANONYMOUS');
    expect(await viewerKind(second.cookie)).toBe('ANONYMOUS');
  });

  it('refuses a blocked client at once', async () => {
    const client = await newClient();
    const session = await signedIn('client', client.id);
    expect(await viewerKind(session.cookie)).toBe('CLIENT');
    const staff = server.cookieFor('staff', managerId);
    const clientGlobalId = Buffer.from(`Client:${client.id}`).toString('base64');
    const blocked = await server.graphql('mutation ($id: ID!) { blockClient(input: { clientId: $id, reason: "Unpaid bills" }) { __typename } }', { id: clientGlobalId }, { cookie: staff });
    expect(blocked.body.errors).toBeUndefined();
    expect(await viewerKind(session.cookie)).toBe('ANONYMOUS');
  });

  it('refuses the whole family when a rotated refresh token is presented again', async () => {
    const client = await newClient();
    const session = await signedIn('client', client.id);
    // Rotate once; then replay the first refresh token after the two-tab grace period.
    const rotated = await post('/api/user/refresh', session.cookie);
    expect(rotated.status).toBe(200);
    await server.services.prisma.refreshToken.updateMany({ where: { clientId: client.id }, data: { usedAt: new Date(Date.now() - 60_000) } });
    expect(await viewerKind(session.cookie)).toBe('CLIENT');
    const replay = await post('/api/user/refresh', session.cookie);
    expect(replay.status).toBe(401);
    expect(await viewerKind(session.cookie)).toBe('ANONYMOUS');
  });

  it('closes the live sockets of a signed-out member of staff within a second', async () => {
    const staff = await signedIn('staff', managerId);
    const other = await signedIn('staff', managerId);
    const socket = await liveSocket(staff.cookie);
    const otherSocket = await liveSocket(other.cookie);
    socket.markRevoked();
    expect((await post('/api/admin/logoutAdmin', staff.cookie)).status).toBe(200);
    const { code, afterMs } = await socket.closed;
    expect(code).toBe(4403);
    expect(afterMs).toBeLessThan(1000);
    // The other session's socket stays open.
    const stillOpen = await Promise.race([otherSocket.closed.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 200))]);
    expect(stillOpen).toBe(true);
    otherSocket.close();
  });

  it('answers a signed-in request from memory after the first', async () => {
    const client = await newClient();
    const session = await signedIn('client', client.id);
    expect(await viewerKind(session.cookie)).toBe('CLIENT');
    // Rows changed behind the gate's back are not seen until an announcement: the gate does not read.
    // The viewer's language is the member's own (a fixture's owner has the organisation's id).
    await server.services.prisma.member.update({ where: { id: client.id }, data: { language: 'sl' } });
    const { body } = await server.graphql<{ viewer: { language: string } }>('{ viewer { language } }', {}, { cookie: session.cookie });
    expect(body.data!.viewer.language).toBe('en');
    server.services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: client.id });
    const after = await server.graphql<{ viewer: { language: string } }>('{ viewer { language } }', {}, { cookie: session.cookie });
    expect(after.body.data!.viewer.language).toBe('sl');
  });
});
