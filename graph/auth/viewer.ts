// Who is asking: resolved once per request (and once per WebSocket connection) from the access
// token cookie, then re-read from the database so that blocking or deleting an account takes
// effect at once rather than when the token expires.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Language, OrganisationStatus } from '../generated/prisma/enums.ts';
import { verifyAccessToken, type PrincipalKind } from './tokens.ts';

export type Viewer =
  | { kind: 'anonymous' }
  | {
      kind: 'client';
      id: string;
      status: OrganisationStatus;
      emailVerified: boolean;
      language: Language;
    }
  | { kind: 'staff'; id: string; isManager: boolean; language: Language };

export const ANONYMOUS: Viewer = { kind: 'anonymous' };

export interface ViewerResolution {
  viewer: Viewer;
  /** Set when an access token was presented but has expired: the client should refresh. */
  expired: PrincipalKind | null;
}

export async function resolveViewer(
  prisma: PrismaClient,
  secret: string,
  accessToken: string | undefined,
  now = Date.now(),
): Promise<ViewerResolution> {
  if (!accessToken) return { viewer: ANONYMOUS, expired: null };
  const check = verifyAccessToken(secret, accessToken, now);
  if (check.state === 'expired') return { viewer: ANONYMOUS, expired: check.kind ?? 'client' };
  if (check.state !== 'valid') return { viewer: ANONYMOUS, expired: null };
  const { sub, kind } = check.claims;
  if (kind === 'staff') {
    const staff = await prisma.staff.findUnique({
      where: { id: sub },
      select: { id: true, isManager: true, language: true, disabledAt: true },
    });
    if (!staff || staff.disabledAt) return { viewer: ANONYMOUS, expired: null };
    return { viewer: { kind: 'staff', id: staff.id, isManager: staff.isManager === true, language: staff.language }, expired: null };
  }
  const client = await prisma.organisation.findUnique({
    where: { id: sub },
    select: { id: true, status: true, emailVerifiedAt: true, language: true },
  });
  if (!client || client.status === 'ARCHIVED') return { viewer: ANONYMOUS, expired: null };
  return {
    viewer: {
      kind: 'client',
      id: client.id,
      status: client.status,
      emailVerified: client.emailVerifiedAt !== null,
      language: client.language,
    },
    expired: null,
  };
}
