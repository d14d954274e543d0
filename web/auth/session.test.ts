import { describe, expect, it, vi } from 'vitest';
import { AUTH_STATUS_RETRY_DELAYS_MS, classifyAuthFailure, createSessionClient, parseAdminStatus, parseUserStatus, type Realm } from './session.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake fetch that answers per URL from queues of responses and records every call. */
function fakeServer(routes: Record<string, Array<Response | Error | Handler>>) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string> }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string> });
    const queue = routes[url];
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!next) return new Response('not found', { status: 404 });
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next(url, init);
    return next.clone();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls, count: (url: string) => calls.filter((c) => c.url === url).length };
}

function client(server: ReturnType<typeof fakeServer>, currentRealm: Realm | null = 'user', timeoutMs?: number) {
  const lost: Array<{ realm: Realm; silent: boolean }> = [];
  const waits: number[] = [];
  const session = createSessionClient({
    fetch: server.fetch,
    currentRealm: () => currentRealm,
    onSessionLost: (realm, { silent }) => lost.push({ realm, silent }),
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { session, lost, waits };
}

/** What fetch throws when the request is aborted (a reload or navigation mid-load). */
const aborted = () => new DOMException('The user aborted a request.', 'AbortError');

const ok = () => json(200, { data: { ok: true } });
const send = (server: ReturnType<typeof fakeServer>, url = '/graphql') => () =>
  server.fetch(url, { method: 'POST', headers: { 'x-stopover-csrf': '1' } });

describe('refresh-and-retry interceptor', () => {
  it('passes through answers that are not 401', async () => {
    const server = fakeServer({ '/graphql': [ok()] });
    const { session, lost } = client(server);
    const response = await session.request(send(server));
    expect(response.status).toBe(200);
    expect(server.calls.map((c) => c.url)).toEqual(['/graphql']);
    expect(lost).toEqual([]);
  });

  it('on USER_TOKEN_EXPIRED refreshes the user session and retries once', async () => {
    const server = fakeServer({
      '/graphql': [json(401, { code: 'USER_TOKEN_EXPIRED' }), ok()],
      '/api/user/refresh': [json(200, {})],
    });
    const { session, lost } = client(server, null);
    const response = await session.request(send(server));
    expect(response.status).toBe(200);
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /graphql', 'POST /api/user/refresh', 'POST /graphql']);
    expect(server.calls[1]?.headers['x-stopover-csrf']).toBe('1');
    expect(lost).toEqual([]);
  });

  it('on ADMIN_TOKEN_EXPIRED refreshes the admin session, even if the local session says user', async () => {
    const server = fakeServer({
      '/graphql': [json(401, { errors: [{ message: 'expired', extensions: { code: 'ADMIN_TOKEN_EXPIRED' } }] }), ok()],
      '/api/admin/refresh': [json(200, {})],
    });
    const { session } = client(server, 'user');
    expect((await session.request(send(server))).status).toBe(200);
    expect(server.count('/api/admin/refresh')).toBe(1);
    expect(server.count('/api/user/refresh')).toBe(0);
  });

  it('recognises token expiry in a 200 GraphQL answer when asked to', async () => {
    const expired = () => json(200, { data: null, errors: [{ message: 'x', extensions: { code: 'USER_TOKEN_EXPIRED' } }] });
    const server = fakeServer({ '/graphql': [expired(), ok()], '/api/user/refresh': [json(200, {})] });
    const { session } = client(server);
    expect((await session.request(send(server), { graphql: true })).status).toBe(200);
    expect(server.count('/graphql')).toBe(2);

    const plain = fakeServer({ '/graphql': [expired()] });
    const { session: restSession } = client(plain);
    await restSession.request(send(plain));
    expect(plain.count('/api/user/refresh')).toBe(0);
  });

  it('when the refresh fails, loses the session (login page) and does not retry', async () => {
    const server = fakeServer({
      '/graphql': [json(401, { code: 'USER_TOKEN_EXPIRED' })],
      '/api/user/refresh': [json(401, { code: 'UNAUTHENTICATED' })],
    });
    const { session, lost } = client(server);
    const response = await session.request(send(server));
    expect(response.status).toBe(401);
    expect(server.count('/graphql')).toBe(1);
    expect(lost).toEqual([{ realm: 'user', silent: false }]);
  });

  it('keeps the session when the refresh gets no answer (network, abort, 5xx, 429): only a refusal ends it', async () => {
    for (const answer of [new TypeError('Failed to fetch'), aborted(), json(502, {}), json(503, {}), json(429, {})]) {
      const server = fakeServer({
        '/graphql': [json(401, { code: 'ADMIN_TOKEN_EXPIRED' })],
        '/api/admin/refresh': [answer],
      });
      const { session, lost } = client(server);
      expect((await session.request(send(server))).status).toBe(401);
      expect(server.count('/graphql')).toBe(1);
      expect(lost).toEqual([]);
    }
  });

  it('passes a request that gets no answer on to its caller, and ends nothing', async () => {
    const server = fakeServer({ '/graphql': [aborted()] });
    const { session, lost } = client(server);
    await expect(session.request(send(server))).rejects.toThrow(/aborted/);
    expect(server.count('/api/user/refresh')).toBe(0);
    expect(lost).toEqual([]);
  });

  it('retries only once: a second 401 loses the session', async () => {
    const server = fakeServer({
      '/graphql': [json(401, { code: 'USER_TOKEN_EXPIRED' }), json(401, { code: 'USER_TOKEN_EXPIRED' })],
      '/api/user/refresh': [json(200, {})],
    });
    const { session, lost } = client(server);
    const response = await session.request(send(server));
    expect(response.status).toBe(401);
    expect(server.count('/graphql')).toBe(2);
    expect(server.count('/api/user/refresh')).toBe(1);
    expect(lost).toEqual([{ realm: 'user', silent: false }]);
  });

  it('any other 401 refreshes the current session, then retries or goes to the login page', async () => {
    const recovered = fakeServer({ '/graphql': [json(401, { code: 'UNAUTHENTICATED' }), ok()], '/api/admin/refresh': [json(200, {})] });
    const a = client(recovered, 'admin');
    expect((await a.session.request(send(recovered))).status).toBe(200);
    expect(a.lost).toEqual([]);

    const gone = fakeServer({ '/graphql': [new Response('no', { status: 401 })], '/api/admin/refresh': [json(403, {})] });
    const b = client(gone, 'admin');
    await b.session.request(send(gone));
    expect(b.lost).toEqual([{ realm: 'admin', silent: false }]);
  });

  it('leaves a 401 alone when nobody is signed in', async () => {
    const server = fakeServer({ '/graphql': [json(401, { code: 'UNAUTHENTICATED' })] });
    const { session, lost } = client(server, null);
    expect((await session.request(send(server))).status).toBe(401);
    expect(server.calls).toHaveLength(1);
    expect(lost).toEqual([]);
  });

  it('shares one refresh between requests that expire together (rotating refresh tokens)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let graphqlCalls = 0;
    const server = fakeServer({
      '/graphql': [() => (++graphqlCalls <= 3 ? json(401, { code: 'USER_TOKEN_EXPIRED' }) : ok())],
      '/api/user/refresh': [async () => (await gate, json(200, {}))],
    });
    const { session } = client(server);
    const pending = Promise.all([session.request(send(server)), session.request(send(server)), session.request(send(server))]);
    await new Promise((r) => setTimeout(r, 10));
    release();
    const responses = await pending;
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.count('/api/user/refresh')).toBe(1);
    expect(server.count('/graphql')).toBe(6);
  });
});

describe('auth status', () => {
  const userBody = {
    user: {
      first_name: 'Ana',
      last_name: 'Novak',
      username: 'alpetour',
      email: 'ana@example.com',
      is_user_verified: 1,
      is_blocked: 0,
      is_approved: 1,
      organisation_name: 'Alpetour d.o.o.',
      preferred_language: 'sl',
      role: 'BOOKER',
    },
  };

  it('reads the user summary', async () => {
    const server = fakeServer({ '/api/user/getAuthStatus': [json(200, userBody)] });
    const { session } = client(server);
    expect(await session.getAuthStatus('user')).toEqual({
      kind: 'user',
      user: {
        firstName: 'Ana',
        lastName: 'Novak',
        username: 'alpetour',
        email: 'ana@example.com',
        verified: true,
        blocked: false,
        approved: true,
        clientName: 'Alpetour d.o.o.',
        preferredLanguage: 'sl',
        role: 'BOOKER',
      },
    });
    expect(server.calls[0]?.headers['x-stopover-csrf']).toBe('1');
  });

  it('reads the admin summary', async () => {
    const server = fakeServer({
      '/api/admin/getAuthStatus': [json(200, { admin: { name: 'boss', first_name: 'Marko', last_name: null, is_manager: true } })],
    });
    const { session } = client(server, 'admin');
    expect(await session.getAuthStatus('admin')).toEqual({
      kind: 'admin',
      admin: { name: 'boss', firstName: 'Marko', lastName: null, isManager: true },
    });
  });

  it('404 means signed out', async () => {
    const server = fakeServer({ '/api/user/getAuthStatus': [json(404, {})] });
    const { session, lost } = client(server);
    expect(await session.getAuthStatus('user')).toEqual({ kind: 'anonymous' });
    expect(server.count('/api/user/refresh')).toBe(0);
    expect(lost).toEqual([]);
  });

  it('401 USER_TOKEN_EXPIRED refreshes and re-reads the status', async () => {
    const server = fakeServer({
      '/api/user/getAuthStatus': [json(401, { code: 'USER_TOKEN_EXPIRED' }), json(200, userBody)],
      '/api/user/refresh': [json(200, {})],
    });
    const { session } = client(server);
    expect((await session.getAuthStatus('user')).kind).toBe('user');
    expect(server.count('/api/user/getAuthStatus')).toBe(2);
  });

  it('a failed refresh means signed out, without navigating (the guard redirects)', async () => {
    const server = fakeServer({
      '/api/user/getAuthStatus': [json(401, { code: 'USER_TOKEN_EXPIRED' })],
      '/api/user/refresh': [json(401, {})],
    });
    const { session, lost } = client(server);
    expect(await session.getAuthStatus('user')).toEqual({ kind: 'anonymous' });
    expect(lost).toEqual([{ realm: 'user', silent: true }]);
  });

  it('can skip the refresh (someone signed in to the other realm)', async () => {
    const server = fakeServer({ '/api/user/getAuthStatus': [json(401, { code: 'UNAUTHENTICATED' })] });
    const { session } = client(server, 'admin');
    expect(await session.getAuthStatus('user', { allowRefresh: false })).toEqual({ kind: 'anonymous' });
    expect(server.calls).toHaveLength(1);
  });

  it('no answer (network error, abort, 5xx, a malformed answer) is retried with back-off, then "unknown", never signed out', async () => {
    for (const answer of [new TypeError('Failed to fetch'), aborted(), json(502, {}), json(500, {}), json(200, { user: { username: 'x' } }), new Response('<html>', { status: 200 })]) {
      const server = fakeServer({ '/api/user/getAuthStatus': [answer] });
      const { session, lost, waits } = client(server);
      expect(await session.getAuthStatus('user')).toEqual({ kind: 'unknown' });
      expect(server.count('/api/user/getAuthStatus')).toBe(AUTH_STATUS_RETRY_DELAYS_MS.length + 1);
      expect(waits).toEqual([...AUTH_STATUS_RETRY_DELAYS_MS]);
      expect(server.count('/api/user/logoutUser')).toBe(0);
      expect(lost).toEqual([]);
    }
  });

  it('an aborted or failed check that succeeds on a retry reads the session', async () => {
    const server = fakeServer({ '/api/user/getAuthStatus': [aborted(), new TypeError('Failed to fetch'), json(503, {}), json(200, userBody)] });
    const { session, lost, waits } = client(server);
    expect((await session.getAuthStatus('user')).kind).toBe('user');
    expect(waits).toEqual(AUTH_STATUS_RETRY_DELAYS_MS.slice(0, 3));
    expect(lost).toEqual([]);
  });

  it('a refresh that gets no answer is tried again with the next look, and a refusal then ends the session', async () => {
    const server = fakeServer({
      '/api/user/getAuthStatus': [json(401, { code: 'USER_TOKEN_EXPIRED' })],
      '/api/user/refresh': [new TypeError('Failed to fetch'), json(401, { code: 'SESSION_ENDED' })],
    });
    const { session, lost } = client(server);
    expect(await session.getAuthStatus('user')).toEqual({ kind: 'anonymous' });
    expect(server.count('/api/user/refresh')).toBe(2);
    expect(lost).toEqual([{ realm: 'user', silent: true }]);
  });

  it('gives up on an answer that does not come in time, as on no answer', async () => {
    const server = fakeServer({
      '/api/user/getAuthStatus': [
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(aborted()))),
      ],
    });
    const { session, lost } = client(server, 'user', 20);
    expect(await session.getAuthStatus('user')).toEqual({ kind: 'unknown' });
    expect(lost).toEqual([]);
  });

  it('parses flags given as numbers or booleans and rejects incomplete objects', () => {
    expect(parseUserStatus({ user: { username: 'a', email: 'a@b.c', is_blocked: true, is_user_verified: 0 } })).toMatchObject({
      blocked: true,
      verified: false,
      approved: false,
      role: null,
    });
    expect(parseUserStatus({ user: { username: 'a', email: 'a@b.c', role: 'ADMIN' } })?.role).toBeNull();
    expect(parseUserStatus({ user: { username: 'a', email: 'a@b.c', role: 'VIEWER' } })?.role).toBe('VIEWER');
    expect(parseUserStatus({ user: { email: 'a@b.c' } })).toBeNull();
    expect(parseUserStatus(null)).toBeNull();
    expect(parseAdminStatus({ admin: { name: 'x', is_manager: 1 } })?.isManager).toBe(false);
    expect(parseAdminStatus({ admin: {} })).toBeNull();
  });
});

describe('logout', () => {
  it('ends the server session and clears local state', async () => {
    const server = fakeServer({ '/api/user/logoutUser': [json(200, {})] });
    const { session, lost } = client(server);
    await session.logout('user');
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/user/logoutUser']);
    expect(lost).toEqual([{ realm: 'user', silent: true }]);
  });

  it('clears local state even when the server call fails', async () => {
    const server = fakeServer({ '/api/admin/logoutAdmin': [new TypeError('offline')] });
    const { session, lost } = client(server, 'admin');
    await session.logout('admin');
    expect(lost).toEqual([{ realm: 'admin', silent: true }]);
  });
});

describe('classifyAuthFailure', () => {
  it('does not consume the body', async () => {
    const response = json(401, { code: 'USER_TOKEN_EXPIRED' });
    expect(await classifyAuthFailure(response)).toEqual({ expired: 'user' });
    expect(await response.json()).toEqual({ code: 'USER_TOKEN_EXPIRED' });
  });
});
