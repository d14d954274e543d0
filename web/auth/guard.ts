// Route guards (docs/product.md § Roles and access) as one pure decision: given where someone wants to
// go and who they are (fresh from the auth-status endpoint), allow or redirect. The router's loaders
// apply it on every protected navigation (web/auth/runtime.ts).
import type { AuthStatus, Realm } from './session.ts';

export type Area = 'public' | Realm;

/** Notices a redirect carries; they are shown on the page the person lands on. */
export type GuardReason =
  | 'signInRequired'
  | 'adminSignInRequired'
  | 'managerOnly'
  | 'blocked'
  | 'verificationRequired'
  | 'approvalRequired';

export type GuardDecision =
  | { action: 'allow' }
  | {
      action: 'redirect';
      to: string;
      reason: GuardReason;
      /** The guard failed for want of a session: the person is logged out locally. */
      logout: boolean;
    };

export const USER_HOME = '/user/dashboard';
export const ADMIN_HOME = '/adminis/home';
export const NEW_RESERVATION_PATH = '/user/orders/new';

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function within(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Which area a path belongs to. `/adminisLogin` is public; `/adminis` and below are staff only. */
export function routeArea(pathname: string): Area {
  const path = normalise(pathname);
  if (within(path, '/user')) return 'user';
  if (within(path, '/adminis')) return 'admin';
  return 'public';
}

/** The website pages (prices, other content, statistics), the team and the audit log only the manager may open. */
export function isManagerOnly(pathname: string): boolean {
  const path = normalise(pathname);
  return within(path, '/adminis/website') || within(path, '/adminis/team') || within(path, '/adminis/audit');
}

export function decideAccess(pathname: string, status: AuthStatus): GuardDecision {
  const path = normalise(pathname);
  const area = routeArea(path);

  if (area === 'user') {
    if (status.kind !== 'user') {
      return { action: 'redirect', to: '/login', reason: 'signInRequired', logout: true };
    }
    const { user } = status;
    if (user.blocked) {
      // Blocked accounts are kept on the dashboard, where the warning is shown.
      return path === USER_HOME ? { action: 'allow' } : { action: 'redirect', to: USER_HOME, reason: 'blocked', logout: false };
    }
    if (path === NEW_RESERVATION_PATH) {
      if (!user.verified) return { action: 'redirect', to: USER_HOME, reason: 'verificationRequired', logout: false };
      if (!user.approved) return { action: 'redirect', to: USER_HOME, reason: 'approvalRequired', logout: false };
    }
    return { action: 'allow' };
  }

  if (area === 'admin') {
    if (status.kind !== 'admin') {
      return { action: 'redirect', to: '/adminisLogin', reason: 'adminSignInRequired', logout: true };
    }
    if (isManagerOnly(path) && !status.admin.isManager) {
      return { action: 'redirect', to: ADMIN_HOME, reason: 'managerOnly', logout: false };
    }
    return { action: 'allow' };
  }

  return { action: 'allow' };
}
