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
//
// Only an answer that says so ends a session: a refresh the server refuses (401), a retry refused
// again, or 404 from auth status (no session). A request that got no answer — aborted (a reload
// mid-load), the network gone for a moment, a timeout — or a server error (5xx) says nothing about
// the session: auth status is retried a few times with back-off, and if it still cannot tell, the
// session is kept (the guard goes on with what it knew).

import { MEMBER_ROLES, type MemberRole } from '../../graph/domain/organisation-members/roles.ts';

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
  clientName: string | null;
  preferredLanguage: string | null;
  /** The person's role in the organisation the session acts for (null: not told, an older server). */
  role: MemberRole | null;
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

/** What an auth-status check found: an answer, or `unknown` when the server could not be asked. */
export type AuthCheck = AuthStatus | { kind: 'unknown' };

/** How a refresh ended: renewed, refused by the server (the session is over), or no answer. */
export type RefreshOutcome = 'renewed' | 'refused' | 'unavailable';

/** Waits between auth-status attempts that got no answer (then it gives up and keeps the session). */
export const AUTH_STATUS_RETRY_DELAYS_MS = [250, 750, 1500, 3000] as const;
/** One auth-status or refresh request that takes longer is given up (and counts as no answer). */
export const AUTH_REQUEST_TIMEOUT_MS = 10_000;

/** A status that is an answer about the session rather than about the server or the network. */
function refreshRefused(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

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
    clientName: str(u.organisation_name),
    preferredLanguage: str(u.preferred_language),
    role: MEMBER_ROLES.find((role) => role === u.role) ?? null,
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
  /** Waits between retries (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Longest wait for one auth-status or refresh answer. */
  timeoutMs?: number;
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
  /** `POST /api/<realm>/refresh`; concurrent calls share one request. */
  refresh(realm: Realm): Promise<RefreshOutcome>;
  /**
   * Who is signed in to `realm`: 200 → summary; 404 or a refused refresh → anonymous; no answer
   * (network, abort, timeout, 5xx) after the retries → unknown, and the session is kept.
   */
  getAuthStatus(realm: Realm, options?: { allowRefresh?: boolean }): Promise<AuthCheck>;
  /** Ends the session on the server; local state is cleared whatever the server answers. */
  logout(realm: Realm): Promise<void>;
}

export function createSessionClient(deps: SessionDeps): SessionClient {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = deps.timeoutMs ?? AUTH_REQUEST_TIMEOUT_MS;
  // Refresh tokens rotate: two parallel refreshes would present the same token twice and the second
  // would look like token reuse. So one refresh per realm at a time, shared by every waiting request.
  const refreshing = new Map<Realm, Promise<RefreshOutcome>>();

  /** fetch, given up after timeoutMs (the promise then rejects, like any request without an answer). */
  async function fetchInTime(url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  function refresh(realm: Realm): Promise<RefreshOutcome> {
    const running = refreshing.get(realm);
    if (running) return running;
    const attempt = (async (): Promise<RefreshOutcome> => {
      try {
        const response = await fetchInTime(AUTH_ENDPOINTS[realm].refresh, {
          method: 'POST',
          credentials: 'same-origin',
          headers: baseHeaders(),
        });
        if (response.ok) return 'renewed';
        return refreshRefused(response.status) ? 'refused' : 'unavailable';
      } catch {
        return 'unavailable';
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
    const renewed = await refresh(realm);
    // No answer from the refresh says nothing about the session: keep it, answer with the 401.
    if (renewed === 'unavailable') return first;
    if (renewed === 'refused') {
      deps.onSessionLost(realm, { silent });
      return first;
    }
    const second = await send();
    if (await classifyAuthFailure(second, options)) deps.onSessionLost(realm, { silent });
    return second;
  }

  /** One look at auth status: an answer about the session, or unknown. */
  async function checkOnce(realm: Realm, allowRefresh: boolean): Promise<AuthCheck> {
    const send = () => fetchInTime(AUTH_ENDPOINTS[realm].status, { method: 'GET', credentials: 'same-origin', headers: baseHeaders() });
    let response: Response;
    try {
      response = await send();
      if (response.status === 401 && allowRefresh) {
        const renewed = await refresh(realm);
        if (renewed === 'unavailable') return { kind: 'unknown' };
        if (renewed === 'refused') {
          deps.onSessionLost(realm, { silent: true });
          return { kind: 'anonymous' };
        }
        response = await send();
        if (response.status === 401) {
          // Renewed, and still refused: the server says this session is over.
          deps.onSessionLost(realm, { silent: true });
          return { kind: 'anonymous' };
        }
      }
    } catch {
      // Aborted, offline, timed out: no answer.
      return { kind: 'unknown' };
    }
    // No session (404), or none of this realm while the other realm's person is signed in (401).
    if (response.status === 404 || response.status === 401) return { kind: 'anonymous' };
    if (response.status !== 200) return { kind: 'unknown' };
    // A 200 that is not our JSON (a proxy's page, a cut-off body) is no answer either.
    const body = await readJson(response);
    if (realm === 'user') {
      const user = parseUserStatus(body);
      return user ? { kind: 'user', user } : { kind: 'unknown' };
    }
    const admin = parseAdminStatus(body);
    return admin ? { kind: 'admin', admin } : { kind: 'unknown' };
  }

  async function getAuthStatus(realm: Realm, options: { allowRefresh?: boolean } = {}): Promise<AuthCheck> {
    const allowRefresh = options.allowRefresh !== false;
    for (let attempt = 0; ; attempt++) {
      const check = await checkOnce(realm, allowRefresh);
      if (check.kind !== 'unknown' || attempt >= AUTH_STATUS_RETRY_DELAYS_MS.length) return check;
      await sleep(AUTH_STATUS_RETRY_DELAYS_MS[attempt]!);
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
