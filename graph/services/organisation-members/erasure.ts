// A person's personal data erased on request: their address, names and password are blanked and
// erasedAt set; their memberships end, and with them every session. The row stays, so the bookings,
// history entries and messages they made keep pointing at someone: a neutral "former member". An
// organisation never loses its last owner this way: hand ownership on first.
import { AppError } from '../../errors.ts';
import { audit, type AuditEntry } from '../../audit.ts';
import { keepsAnOwner } from '../../domain/organisation-members/roles.ts';
import { revokeAllSessions } from '../../auth/sessions.ts';
import type { RequestMeta } from '../accounts.ts';
import { ownerCount, type MembersServices, type Tx } from './shared.ts';

type AuditActor = AuditEntry['actor'];

/** Erases inside the caller's transaction; the caller announces SESSIONS_ENDED after the commit. */
export async function eraseInside(tx: Tx, memberId: string, actor: AuditActor, meta: RequestMeta, now: Date): Promise<void> {
  const locked = await tx.$queryRaw<Array<{ id: string; email: string | null; erased_at: Date | null }>>`SELECT id, email, erased_at FROM members WHERE id = ${memberId}::uuid FOR UPDATE`;
  const person = locked[0];
  if (!person) throw new AppError('NOT_FOUND', meta.language);
  const memberships = await tx.membership.findMany({ where: { memberId }, orderBy: { clientId: 'asc' } });
  // Lock each organisation in id order (no deadlock with another change), then check its owners.
  for (const membership of memberships) {
    await tx.$queryRaw`SELECT id FROM organisations WHERE id = ${membership.clientId}::uuid FOR UPDATE`;
    const refusal = keepsAnOwner(await ownerCount(tx, membership.clientId), membership.role, null);
    if (refusal) throw new AppError(refusal, meta.language);
  }
  await tx.membership.deleteMany({ where: { memberId } });
  const email = person.email;
  if (email) {
    // Open invitations to the address end; the address leaves the organisations' invitation lists.
    await tx.memberInvitation.updateMany({ where: { email, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    await tx.memberInvitation.updateMany({ where: { email }, data: { email: '' } });
  }
  await tx.member.update({
    where: { id: memberId },
    data: { email: null, passwordHash: null, firstName: null, lastName: null, erasedAt: person.erased_at ?? now },
  });
  await revokeAllSessions(tx, { kind: 'member', id: memberId }, now);
  await tx.oneTimeToken.updateMany({ where: { memberId, usedAt: null }, data: { usedAt: now } });
  await audit(tx, { action: 'member.erased', actor, subject: { type: 'Member', id: memberId }, ip: meta.ip, detail: { organisations: memberships.length } });
}

/** Staff erase a person's personal data on their request. */
export async function eraseMember(services: MembersServices, staffId: string, memberId: string, meta: RequestMeta): Promise<void> {
  const now = services.now();
  await services.prisma.$transaction((tx) => eraseInside(tx, memberId, { kind: 'STAFF', id: staffId }, meta, now));
  services.sessions.announce({ kind: 'SESSIONS_ENDED', principalId: memberId });
}
