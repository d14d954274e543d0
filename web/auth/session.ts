// The session rules of docs/product.md § Sessions, as plain functions with their I/O injected (fetch,
// the local session store, what to do when a session is lost), so that they are tested without a
// browser.
//
// Tokens live in httpOnly cookies the app never sees; what the app keeps (in localStorage, see
// sessionStore.ts) is only the non-secret summary the auth-status endpoints return.
//
// The interceptor: a 401 whose JSON body carries `code: USER_TOKEN_EXPIRED` (or
// `ADMIN_TOKEN_EXPIRED`) renews that session through `POST /api/<realm>/refresh` and retries the
// request once. Any other 401 from a signed-in person also refreshes (the realm being the one of
// the local session) and retries once. When the refresh fails, or the retry is refused again, the
// session is lost: local state is cleared and the person is sent to /login or /adminisLogin.
// GraphQL answers may carry the same codes as `errors[].extensions.code` (with or without a 401
// status); those are treated like the REST 401s.

export type Realm = 'user' | 'admin';

/** What `GET /api/user/getAuthStatus` tells about a signed-in client (camel-cased). */
export interface UserSummary {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string;
  verified: boolean;
  blocked: boolean;
  approved: boolean;
  organisationName: string | null;
  preferredLanguage: string | null;
}

/** What `GET /api/admin/getAuthStatus` tells about a signed-in member of staff. */
export interface AdminSummary {
  name: string;
  firstName: string | null;
  lastName: string | null;
  isManager: boolean;
}

export type AuthStatus =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: UserSummary }
  | { kind: 'admin'; admin: AdminSummary };

export type SessionSummary = Exclude<AuthStatus, { kind: 'anonymous' }>;

export const CSRF_HEADER = 'x-stopover-csrf';
export const TOKEN_EXPIRED_CODES: Record<Realm, string> = {
  user: 'USER_TOKEN_EXPIRED',
  admin: 'ADMIN_TOKEN_EXPIRED',
};
export const LOGIN_PATHS: Record<Realm, string> = { user: '/login', admin: '/adminisLogin' };

export const AUTH_ENDPOINTS: Record<Realm, { status: string; refresh: string; logout: string }> = {
  user: { status: '/api/user/getAuthStatus', refresh: '/api/user/refresh', logout: '/api/user/logoutUser' },
  admin: { status: '/api/admin/getAuthStatus', refresh: '/api/admin/refresh', logout: '/api/admin/logoutAdmin' },
};

/** Headers every same-origin call carries: the server refuses cookie-authenticated calls without the CSRF marker. */
export function baseHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { accept: 'application/json', [CSRF_HEADER]: '1', ...extra };
}

// ---------------------------------------------------------------------------------------------
// Reading answers

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function flag(value: unknown): boolean {
  return value === 1 || value === true || value === '1';
}

/** The user summary from a 200 answer of the user auth-status endpoint; null when malformed. */
export function parseUserStatus(body: unknown): UserSummary | null {
  const user = (body as { user?: unknown } | null)?.user;
  if (!user || typeof user !== 'object') return null;
  const u = user as Record<string, unknown>;
  const username = str(u.username);
  const email = str(u.email);
  if (!username || !email) return null;
  return {
    firstName: str(u.first_name),
    lastName: str(u.last_name),
    username,
    email,
    verified: flag(u.is_user_verified),
    blocked: flag(u.is_blocked),
    approved: flag(u.is_approved),
    organisationName: str(u.organisation_name),
    preferredLanguage: str(u.preferred_language),
  };
}

/** The admin summary from a 200 answer of the admin auth-status endpoint; null when malformed. */
export function parseAdminStatus(body: unknown): AdminSummary | null {
  const admin = (body as { admin?: unknown } | null)?.admin;
  if (!admin || typeof admin !== 'object') return null;
  const a = admin as Record<string, unknown>;
  const name = str(a.name);
  if (!name) return null;
  return { name, firstName: str(a.first_name), lastName: str(a.last_name), isManager: a.is_manager === true };
}

/** The error code of a JSON body: REST `{ code }` or GraphQL `{ errors: [{ extensions: { code } }] }`. */
export function errorCodes(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const codes: string[] = [];
  const direct = (body as { code?: unknown }).code;
  if (typeof direct === 'string') codes.push(direct);
  const errors = (body as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    for (const error of errors) {
      const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
      if (typeof code === 'string') codes.push(code);
    }
  }
  return codes;
}

function realmOfExpiredCode(codes: readonly string[]): Realm | null {
  if (codes.includes(TOKEN_EXPIRED_CODES.admin)) return 'admin';
  if (codes.includes(TOKEN_EXPIRED_CODES.user)) return 'user';
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

/**
 * Whether a response means "your session is not good enough", and for which realm (null: the
 * person's current realm). Only 401s count, plus — for GraphQL, which answers 200 with errors —
 * the explicit *_TOKEN_EXPIRED codes.
 */
export async function classifyAuthFailure(
  response: Response,
  options: { graphql?: boolean } = {},
): Promise<{ expired: Realm | null } | null> {
  if (response.status === 401) {
    return { expired: realmOfExpiredCode(errorCodes(await readJson(response))) };
  }
  if (options.graphql && response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
    const expired = realmOfExpiredCode(errorCodes(await readJson(response)));
    if (expired) return { expired };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The client

export interface SessionDeps {
  fetch: typeof fetch;
  /** The realm of the locally known session, if any (the realm of "any other 401"). */
  currentRealm(): Realm | null;
  /**
   * The session of `realm` is gone for good: clear local state and, unless `silent`, show the
   * login page of that realm.
   */
  onSessionLost(realm: Realm, options: { silent: boolean }): void;
}

export interface RequestOptions {
  /** The realm this request belongs to, when the caller knows it (auth-status calls). */
  realm?: Realm | null;
  /** Look inside 200 GraphQL answers for *_TOKEN_EXPIRED codes. */
  graphql?: boolean;
  /** On a lost session clear local state but do not navigate (guards redirect by themselves). */
  silent?: boolean;
}

export interface SessionClient {
  /** Runs `send` (which must be repeatable), refreshing the session and retrying once when needed. */
  request(send: () => Promise<Response>, options?: RequestOptions): Promise<Response>;
  /** `POST /api/<realm>/refresh`; concurrent calls share one request. True when renewed. */
  refresh(realm: Realm): Promise<boolean>;
  /** Who is signed in to `realm`: 200 → summary; 404, a failed refresh or any failure → anonymous. */
  getAuthStatus(realm: Realm, options?: { allowRefresh?: boolean }): Promise<AuthStatus>;
  /** Ends the session on the server; local state is cleared whatever the server answers. */
  logout(realm: Realm): Promise<void>;
}

export function createSessionClient(deps: SessionDeps): SessionClient {
  // Refresh tokens rotate: two parallel refreshes would present the same token twice and the second
  // would look like token reuse. So one refresh per realm at a time, shared by every waiting request.
  const refreshing = new Map<Realm, Promise<boolean>>();

  function refresh(realm: Realm): Promise<boolean> {
    const running = refreshing.get(realm);
    if (running) return running;
    const attempt = (async () => {
      try {
        const response = await deps.fetch(AUTH_ENDPOINTS[realm].refresh, {
          method: 'POST',
          credentials: 'same-origin',
          headers: baseHeaders(),
        });
        return response.ok;
      } catch {
        return false;
      }
    })().finally(() => refreshing.delete(realm));
    refreshing.set(realm, attempt);
    return attempt;
  }

  async function request(send: () => Promise<Response>, options: RequestOptions = {}): Promise<Response> {
    const first = await send();
    const failure = await classifyAuthFailure(first, options);
    if (!failure) return first;

    const realm = failure.expired ?? options.realm ?? deps.currentRealm();
    // Nobody is signed in: a 401 is the answer itself, there is nothing to renew.
    if (!realm) return first;

    const silent = options.silent === true;
    if (!(await refresh(realm))) {
      deps.onSessionLost(realm, { silent });
      return first;
    }
    const second = await send();
    if (await classifyAuthFailure(second, options)) deps.onSessionLost(realm, { silent });
    return second;
  }

  async function getAuthStatus(realm: Realm, options: { allowRefresh?: boolean } = {}): Promise<AuthStatus> {
    const send = () =>
      deps.fetch(AUTH_ENDPOINTS[realm].status, { method: 'GET', credentials: 'same-origin', headers: baseHeaders() });
    try {
      const response =
        options.allowRefresh === false ? await send() : await request(send, { realm, silent: true });
      if (response.status !== 200) return { kind: 'anonymous' };
      const body = await readJson(response);
      if (realm === 'user') {
        const user = parseUserStatus(body);
        return user ? { kind: 'user', user } : { kind: 'anonymous' };
      }
      const admin = parseAdminStatus(body);
      return admin ? { kind: 'admin', admin } : { kind: 'anonymous' };
    } catch {
      // No API (network error, server down): treat as signed out, never as signed in.
      return { kind: 'anonymous' };
    }
  }

  async function logout(realm: Realm): Promise<void> {
    try {
      await deps.fetch(AUTH_ENDPOINTS[realm].logout, {
        method: 'POST',
        credentials: 'same-origin',
        headers: baseHeaders(),
      });
    } catch {
      // docs/product.md § Sessions: a failed logout still ends the local session.
    } finally {
      deps.onSessionLost(realm, { silent: true });
    }
  }

  return { request, refresh, getAuthStatus, logout };
}
