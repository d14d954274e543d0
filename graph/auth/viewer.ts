// Who is asking: resolved once per request (and once per WebSocket operation) from the access
// token cookie, then checked against its session (auth/session-gate.ts), so that signing out,
// blocking or deleting an account takes effect at once rather than when the token expires.
import type { ApiTokenScope, Language, ClientStatus, MemberRole } from '../generated/prisma/enums.ts';
import { verifyAccessToken, type AccessClaims, type PrincipalKind } from './tokens.ts';

/** Set when the viewer is an API token rather than a person's session (auth/api-tokens.ts). */
export interface TokenGrant {
  id: string;
  scopes: readonly ApiTokenScope[];
}

export type Viewer =
  | { kind: 'anonymous' }
  | {
      kind: 'client';
      /** The organisation acted for. */
      id: string;
      /** The member whose session this is; null for an API token (which acts as the organisation). */
      memberId: string | null;
      /** The member's role; null for an API token (its scopes say what it may do). */
      role: MemberRole | null;
      /** The session (refresh-token family) the request came with: switching organisation ends it. */
      sessionId?: string;
      status: ClientStatus;
      /** The member's own address is verified (an API token's organisation: always). */
      emailVerified: boolean;
      /** The member's language (an API token: the organisation's). */
      language: Language;
      token?: TokenGrant;
    }
  | { kind: 'staff'; id: string; isManager: boolean; language: Language; token?: TokenGrant };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

export interface ViewerResolution {
  viewer: Viewer;
  /** Set when an access token was presented but has expired: the client should refresh. */
  expired: PrincipalKind | null;
}

export async function resolveViewer(
  sessions: { viewerFor(claims: AccessClaims): Promise<Viewer> },
  secret: string,
  accessToken: string | undefined,
  now = Date.now(),
): Promise<ViewerResolution> {
  if (!accessToken) return { viewer: ANONYMOUS, expired: null };
  const check = verifyAccessToken(secret, accessToken, now);
  if (check.state === 'expired') return { viewer: ANONYMOUS, expired: check.kind ?? 'client' };
  if (check.state !== 'valid') return { viewer: ANONYMOUS, expired: null };
  return { viewer: await sessions.viewerFor(check.claims), expired: null };
}
