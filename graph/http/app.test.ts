// The server end to end on a real database: health, GraphQL over HTTP and WebSocket with the same
// auth, CSRF refusal, expired sessions, the REST auth status calls, the SPA host and its logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { CSRF_HEADER } from './csrf.ts';
import { createOrganisation } from '../testing/organisations.ts';

let server: TestServer;
let managerId: string;
let clientId: string;
let otherClientId: string;
let otherReservationId: string;

async function createClient(name: string, status: 'PENDING' | 'APPROVED' = 'APPROVED') {
  return createOrganisation(server.services.prisma, {
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '')}@example.com`,
      username: name.toLowerCase().replace(/\W+/g, ''),
      passwordHash: 'scrypt$10$8$1$x$y',
      termsAcceptedAt: new Date(),
      emailVerifiedAt: new Date(),
      status,
    },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  managerId = manager.id;
  clientId = (await createClient('Alpine Coaches')).id;
  const other = await createClient('Danube Tours');
  otherClientId = other.id;
  const reservation = await server.services.prisma.reservation.create({
    data: {
      orderNumber: 'TST-0001',
      clientId: other.id,
      type: 'LONG_STOP',
      guests: 40,
      seatReservation: true,
      arrivalAt: new Date('2030-07-18T10:30:00Z'),
      arrivalDay: new Date('2030-07-18'),
      durationMinutes: 90,
    },
  });
  otherReservationId = reservation.id;
});

afterAll(async () => {
  await server?.close();
});

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

describe('health and the first manager', () => {
  it('answers /healthz with the database kind', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: server.services.db.kind });
  });

  it('created exactly one manager and printed its generated password once', async () => {
    expect(await server.services.prisma.staff.count({ where: { isManager: true } })).toBe(1);
    expect(server.announcements).toHaveLength(1);
    expect(server.announcements[0]).toMatch(/password: +\S{20,}/);
  });
});

describe('GraphQL over HTTP', () => {
  it('tells an anonymous visitor who they are, in their language', async () => {
    const { status, body } = await server.graphql<{ viewer: { kind: string; language: string } }>(
      '{ viewer { kind language client { id } staff { id } } }',
      undefined,
      { headers: { 'accept-language': 'sl-SI,sl;q=0.9' } },
    );
    expect(status).toBe(200);
    expect(body.data?.viewer).toEqual({ kind: 'ANONYMOUS', language: 'sl', client: null, staff: null });
  });

  it('serves the site contact from the seeded content', async () => {
    const { body } = await server.graphql<{ site: { contact: Record<string, string> } }>(
      '{ site { contact { companyName address email phone en: country(language: en) sl: country(language: sl) } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.site.contact).toMatchObject({ en: 'Slovenia', sl: 'Slovenija' });
    expect(body.data?.site.contact.email).toContain('@');
  });

  it('knows the signed-in manager', async () => {
    const { body } = await server.graphql<{ viewer: { kind: string; staff: { isManager: boolean } } }>(
      '{ viewer { kind staff { isManager name } } }',
      undefined,
      { cookie: server.cookieFor('staff', managerId) },
    );
    expect(body.data?.viewer).toMatchObject({ kind: 'STAFF', staff: { isManager: true, name: 'manager' } });
  });

  it('lets a client read its own account through node(id:) but not another organisation’s data', async () => {
    const cookie = server.cookieFor('client', clientId);
    const own = await server.graphql<{ node: { name: string } }>('query ($id: ID!) { node(id: $id) { ... on Client { name } } }', { id: globalId('Client', clientId) }, { cookie });
    expect(own.body.data?.node).toEqual({ name: 'Alpine Coaches' });

    for (const id of [globalId('Client', otherClientId), globalId('Reservation', otherReservationId)]) {
      const foreign = await server.graphql<{ node: unknown }>(
        'query ($id: ID!) { node(id: $id) { id ... on Client { name email } ... on Reservation { orderNumber } } }',
        { id },
        { cookie },
      );
      // Hidden exactly like an id that does not exist: null, no error.
      expect(foreign.body).toEqual({ data: { node: null } });
    }
    // Staff may read it.
    const staff = await server.graphql<{ node: { orderNumber: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on Reservation { orderNumber client { name } } } }',
      { id: globalId('Reservation', otherReservationId) },
      { cookie: server.cookieFor('staff', managerId) },
    );
    expect(staff.body.data?.node).toEqual({ orderNumber: 'TST-0001', client: { name: 'Danube Tours' } });
  });

  it('answers an expired session with 401 and USER_TOKEN_EXPIRED / ADMIN_TOKEN_EXPIRED', async () => {
    const past = Date.now() - 3600_000;
    const user = await server.graphql('{ viewer { kind } }', undefined, {
      cookie: server.cookieFor('client', clientId, { ttlSeconds: 60, issuedAt: past }),
    });
    expect(user.status).toBe(401);
    expect(user.body.errors?.[0]?.extensions?.code).toBe('USER_TOKEN_EXPIRED');
    const admin = await server.graphql('{ viewer { kind } }', undefined, {
      cookie: server.cookieFor('staff', managerId, { ttlSeconds: 60, issuedAt: past }),
    });
    expect(admin.status).toBe(401);
    expect(admin.body.errors?.[0]?.extensions?.code).toBe('ADMIN_TOKEN_EXPIRED');
  });

  it('refuses cookie-authenticated requests without the CSRF header, and foreign origins', async () => {
    const cookie = server.cookieFor('staff', managerId);
    const noHeader = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ viewer { kind } }' }),
    });
    expect(noHeader.status).toBe(403);
    const formPost = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ viewer { kind } }')}`, { headers: { cookie } });
    expect(formPost.status).toBe(403);
    const foreign = await server.graphql('{ viewer { kind } }', undefined, { cookie, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    // Without cookies there is nothing to forge: integrators may call without the header.
    const anonymous = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { kind } }' }),
    });
    expect(anonymous.status).toBe(200);
  });

  it('enforces the query limits over HTTP (the rules themselves are tested in limits.test.ts)', async () => {
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: viewer { kind }`).join(' ')} }`;
    const tooManyAliases = await server.graphql(aliases);
    expect(tooManyAliases.body.errors?.some((e) => /alias/i.test(e.message))).toBe(true);
    const tooDeep = '{ viewer { client { ' + 'a { '.repeat(15) + 'id' + ' }'.repeat(15) + ' } } }';
    const refused = await server.graphql(tooDeep);
    expect(refused.body.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
    expect(refused.body.data).toBeUndefined();
  });

  it('masks malformed requests as client errors, never a 500 with a stack', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('REST auth status (docs/product.md § REST calls)', () => {
  it('answers 404 without a session', async () => {
    expect((await fetch(`${server.url}/api/user/getAuthStatus`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/admin/getAuthStatus`)).status).toBe(404);
  });

  it('returns the user object with the documented fields', async () => {
    const response = await fetch(`${server.url}/api/user/getAuthStatus`, { headers: { cookie: server.cookieFor('client', clientId) } });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ first_name: null, last_name: null, username: 'alpinecoaches', email: 'alpinecoaches@example.com', is_user_verified: 1, is_blocked: 0 });
  });

  it('returns the admin object, and 401 with the code when expired', async () => {
    const ok = await fetch(`${server.url}/api/admin/getAuthStatus`, { headers: { cookie: server.cookieFor('staff', managerId) } });
    expect(await ok.json()).toMatchObject({ admin: { name: 'manager', is_manager: true } });
    const expired = await fetch(`${server.url}/api/admin/getAuthStatus`, {
      headers: { cookie: server.cookieFor('staff', managerId, { ttlSeconds: 60, issuedAt: Date.now() - 3600_000 }) },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'ADMIN_TOKEN_EXPIRED' });
  });

  it('does not accept a staff token as a user session or the other way round', async () => {
    expect((await fetch(`${server.url}/api/user/getAuthStatus`, { headers: { cookie: server.cookieFor('staff', managerId) } })).status).toBe(404);
    expect((await fetch(`${server.url}/api/admin/getAuthStatus`, { headers: { cookie: server.cookieFor('client', clientId) } })).status).toBe(404);
  });
});

describe('the web app host', () => {
  it('serves deep links with the SPA and a strict CSP, assets as immutable', async () => {
    const page = await fetch(`${server.url}/user/orders/new`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
  });

  it('serves GraphiQL to a browser', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/graphiql/i);
  });

  it('logs one line per request without secrets', async () => {
    const token = 'secret-one-time-token-value';
    await fetch(`${server.url}/login/verify/${token}`, { headers: { cookie: server.cookieFor('client', clientId) } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = server.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = lines.find((line) => line.path === '/login/verify/:token');
    expect(entry).toMatchObject({ msg: 'request', method: 'GET', status: 200 });
    expect(server.logs.join('\n')).not.toContain(token);
    expect(server.logs.join('\n')).not.toContain('access_token');
  });
});

describe('subscriptions over graphql-ws', () => {
  const SUBSCRIPTION = 'subscription { clientAccountChanged { kind clientId client { name } } }';

  function firstEvent(client: ReturnType<TestServer['wsClient']>) {
    return new Promise<{ data?: unknown; errors?: unknown }>((resolve, reject) => {
      const dispose = client.subscribe(
        { query: SUBSCRIPTION },
        {
          next: (value) => {
            resolve(value);
            dispose();
          },
          error: (error) => resolve({ errors: error }),
          complete: () => {},
        },
      );
      setTimeout(() => reject(new Error('no event within 5 s')), 5000);
    });
  }

  it('delivers events to staff with the same auth as HTTP', async () => {
    const client = server.wsClient(server.cookieFor('staff', managerId));
    const received = firstEvent(client);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.services.pubsub.publish('clientAccount', { kind: 'REGISTERED', clientId, at: new Date().toISOString() });
    const event = await received;
    expect(event.data).toEqual({
      clientAccountChanged: { kind: 'REGISTERED', clientId: globalId('Client', clientId), client: { name: 'Alpine Coaches' } },
    });
    await client.dispose();
  });

  it('refuses the subscription to clients and anonymous visitors at subscribe time', async () => {
    for (const cookie of [undefined, server.cookieFor('client', clientId)]) {
      const client = server.wsClient(cookie);
      const result = await firstEvent(client);
      const errors = result.errors as Array<{ extensions?: { code?: string } }>;
      expect(errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      await client.dispose();
    }
  });

  it('refuses a WebSocket handshake from a foreign origin', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws', {
        headers: { origin: 'https://evil.example', cookie: server.cookieFor('staff', managerId) },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => {});
    });
    expect(status).toBe(403);
  });
});

describe('CSRF header name', () => {
  it('is the one the web app sends', () => {
    expect(CSRF_HEADER).toBe('x-stopover-csrf');
  });
});

describe('content security policy', () => {
  it('allows analytics hosts only when analytics is configured', async () => {
    const { spaContentSecurityPolicy } = await import('./site-pages.ts');
    expect(spaContentSecurityPolicy(false)).not.toContain('google');
    expect(spaContentSecurityPolicy(true)).toContain('https://www.googletagmanager.com');
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).not.toContain('google');
  });
});
