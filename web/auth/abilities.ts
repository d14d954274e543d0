// What the signed-in member may do for the organisation their session acts for, read from the role
// the auth-status endpoint reports (refreshed on every navigation inside /user) and the one table of
// graph/domain/organisation-members/roles.ts the server's scopes read too. The server refuses what a
// role may not do whatever the screen shows; these only keep a role's screens to what it can use.
import { memberMay, type MemberAbility, type MemberRole } from '../../graph/domain/organisation-members/roles.ts';
import type { AuthStatus, SessionSummary } from './session.ts';
import { useSession } from './useSession.ts';

export type { MemberAbility, MemberRole };

/** The member's role (null: staff, nobody, or a summary from before roles were reported). */
export function sessionRole(session: SessionSummary | null): MemberRole | null {
  return session?.kind === 'user' ? (session.user.role ?? null) : null;
}

/**
 * Whether the session may use `ability`. Staff act for every organisation; a client summary without
 * a role (kept from an older version of the app) is not second-guessed: the server decides.
 */
export function sessionMay(session: SessionSummary | null, ability: MemberAbility): boolean {
  if (!session) return false;
  if (session.kind === 'admin') return true;
  const role = sessionRole(session);
  return role === null || memberMay(role, ability);
}

/** `sessionMay` for the locally known session, updated as it changes. */
export function useMay(ability: MemberAbility): boolean {
  return sessionMay(useSession(), ability);
}

export function useMemberRole(): MemberRole | null {
  return sessionRole(useSession());
}

/** `sessionMay` for a route loader's fresh auth status (what its query may ask for). */
export function statusMay(status: AuthStatus, ability: MemberAbility): boolean {
  return status.kind !== 'anonymous' && sessionMay(status, ability);
}
