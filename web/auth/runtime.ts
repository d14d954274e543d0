// The session rules wired to the browser: window.fetch, the localStorage summary, navigation to the
// login pages, and the guard every protected route loader runs (docs/product.md § Roles and access:
// authentication freshness is checked on every protected navigation; a guard failure logs the person
// out).
import { redirect } from 'react-router';
import { decideAccess, routeArea, type GuardReason } from './guard.ts';
import { createSessionClient, LOGIN_PATHS, type AuthStatus, type Realm } from './session.ts';
import { sessionStore } from './sessionStore.ts';
import { setNotice } from './notices.ts';

type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers its `navigate` here so that a lost session moves to the login page without a reload. */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export const session = createSessionClient({
  fetch: (input, init) => window.fetch(input, init),
  currentRealm: () => sessionStore.get()?.kind ?? null,
  onSessionLost(realm, { silent }) {
    const hadSession = sessionStore.get()?.kind === realm;
    sessionStore.clear(realm);
    if (silent) return;
    const to = LOGIN_PATHS[realm];
    if (hadSession) setNotice({ reason: 'sessionExpired', path: to });
    if (window.location.pathname !== to) navigate(to);
  },
});

function remember(realm: Realm, status: AuthStatus): void {
  if (status.kind === realm) sessionStore.set(status);
  else sessionStore.clear(realm);
}

// Loaders of one navigation run in parallel (the area layout and the page); they share one check.
const checking = new Map<Realm, Promise<AuthStatus>>();

/**
 * Fresh auth status for `realm`, remembered locally (or the local session cleared, when the server
 * said it is over). Without an answer, the locally known session stands.
 */
export function checkAuth(realm: Realm): Promise<AuthStatus> {
  const running = checking.get(realm);
  if (running) return running;
  const local = sessionStore.get();
  // Somebody signed in to the other realm: do not spend (and maybe rotate away) their refresh token.
  const allowRefresh = !local || local.kind === realm;
  const check = session
    .getAuthStatus(realm, { allowRefresh })
    .then((status): AuthStatus => {
      if (status.kind === 'unknown') {
        // The server could not be asked (a reload aborted the request, the network dropped, a
        // server error): that is no answer about the session, so it is kept as it was known.
        const known = sessionStore.get();
        return known?.kind === realm ? known : { kind: 'anonymous' };
      }
      remember(realm, status);
      return status;
    })
    .finally(() => checking.delete(realm));
  checking.set(realm, check);
  return check;
}

const REASON_NOTICES: Partial<Record<GuardReason, true>> = {
  blocked: true,
  verificationRequired: true,
  approvalRequired: true,
  managerOnly: true,
};

/**
 * The guard of a protected route loader: checks the session for the area of `request`'s URL and
 * either returns the fresh status or throws a redirect (to the login page, the dashboard or the
 * staff home). Public URLs resolve to the local summary without a network call.
 */
export function guard(request: Request): Promise<AuthStatus> {
  // The area layout and the page loader of one navigation get the same Request: one check for both.
  let running = guarded.get(request);
  if (!running) {
    running = runGuard(request);
    guarded.set(request, running);
  }
  return running;
}

const guarded = new WeakMap<Request, Promise<AuthStatus>>();

async function runGuard(request: Request): Promise<AuthStatus> {
  const { pathname } = new URL(request.url);
  const area = routeArea(pathname);
  if (area === 'public') return sessionStore.get() ?? { kind: 'anonymous' };

  const hadSession = sessionStore.get()?.kind === area;
  const status = await checkAuth(area);
  const decision = decideAccess(pathname, status);
  if (decision.action === 'allow') return status;

  if (decision.logout) {
    sessionStore.clear(area);
    // A session the server no longer honours: make sure its cookies go too. Fire and forget.
    if (hadSession) void session.logout(area);
    if (hadSession) setNotice({ reason: 'sessionExpired', path: decision.to });
  } else if (REASON_NOTICES[decision.reason]) {
    setNotice({ reason: decision.reason, path: decision.to });
  }
  throw redirect(decision.to);
}

/** Signs out of the current session (server and local), then shows the home page. */
export async function signOut(): Promise<void> {
  const current = sessionStore.get();
  // Ending the session closes the live socket too: that close is this sign-out, not news.
  if (current) await whileSessionChanges(() => session.logout(current.kind));
  navigate('/');
}

/**
 * On start, when a session is remembered, confirm it in the background so that the header does not
 * show a stale account on public pages. Protected pages do their own check in their loader.
 */
export function revalidateRememberedSession(): void {
  const current = sessionStore.get();
  if (current && routeArea(window.location.pathname) === 'public') void checkAuth(current.kind);
}

// ————— a session the server ended while a page is open —————

let expectedChanges = 0;

/**
 * Runs `work`, during which this page itself ends or replaces its session (signing out, deleting
 * the account, switching organisation): the live socket's close that follows is expected, not a
 * session somebody else ended.
 */
export async function whileSessionChanges<T>(work: () => Promise<T>): Promise<T> {
  expectedChanges += 1;
  try {
    return await work();
  } finally {
    // The socket's close may come just after the answer: keep ignoring it a moment longer.
    setTimeout(() => {
      expectedChanges -= 1;
    }, SESSION_CHANGE_GRACE_MS);
  }
}

/** How long after a session change a socket close is still taken for that change. */
export const SESSION_CHANGE_GRACE_MS = 1500;

/**
 * The server closed the live socket because a session ended (code 4403): the person's own, when they
 * were removed from the organisation, signed out everywhere or blocked, or somebody else's sharing
 * the socket. Ask at once; when this session is over, show the sign-in page saying so (within a
 * second of the change, rather than at the next navigation).
 */
export async function onSessionEndedByServer(): Promise<void> {
  const known = sessionStore.get();
  if (!known || expectedChanges > 0) return;
  const realm = known.kind;
  const status = await checkAuth(realm);
  if (status.kind === realm || expectedChanges > 0) return;
  const to = LOGIN_PATHS[realm];
  const organisation = known.kind === 'user' ? known.user.clientName : null;
  setNotice(organisation ? { reason: 'membershipEnded', path: to, organisation } : { reason: 'sessionEnded', path: to });
  // Its cookies are of no use any more: let the server clear them.
  void session.logout(realm).catch(() => {});
  if (window.location.pathname !== to) navigate(to);
}
