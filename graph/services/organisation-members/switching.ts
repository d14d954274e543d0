// A person who belongs to several organisations acts for one at a time: the session names it.
// Switching ends the current session and starts one for the other organisation, so everything the
// session carries (role, approval, live sockets) is read afresh.
import type { AccountServices, RequestMeta } from '../accounts.ts';
import { startMemberSession } from '../accounts.ts';
import { revokeFamily, type SessionTokens } from '../../auth/sessions.ts';
import { AppError } from '../../errors.ts';

export interface OrganisationChoice {
  clientId: string;
  name: string;
  role: 'OWNER' | 'BOOKER' | 'ACCOUNTANT' | 'VIEWER';
  status: string;
}

/** The organisations a person may act for, the one they last chose first. */
export async function organisationsOf(services: Pick<AccountServices, 'prisma'>, memberId: string): Promise<OrganisationChoice[]> {
  const memberships = await services.prisma.membership.findMany({
    where: { memberId, client: { status: { not: 'ARCHIVED' } } },
    orderBy: [{ lastActedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'asc' }],
    select: { clientId: true, role: true, client: { select: { name: true, status: true } } },
    take: 100,
  });
  return memberships.map((m) => ({ clientId: m.clientId, name: m.client.name, role: m.role, status: m.client.status }));
}

export async function switchOrganisation(
  services: AccountServices,
  session: { memberId: string; sessionId: string | null },
  clientId: string,
  meta: RequestMeta,
): Promise<SessionTokens> {
  const now = services.now();
  const membership = await services.prisma.membership.findUnique({
    where: { clientId_memberId: { clientId, memberId: session.memberId } },
    select: { client: { select: { status: true } } },
  });
  // Not a member (or a forged id): the same answer as an organisation that does not exist.
  if (!membership || membership.client.status === 'ARCHIVED') throw new AppError('NOT_FOUND', meta.language);
  const tokens = await services.prisma.$transaction(async (tx) => {
    if (session.sessionId) await revokeFamily(tx, session.sessionId, now);
    return startMemberSession(services, tx, session.memberId, clientId, meta, now);
  });
  if (session.sessionId) services.sessions.announce({ kind: 'SESSION_ENDED', sessionId: session.sessionId, principalId: session.memberId });
  return tokens;
}
