// An owner changes a member's role or removes them; a member leaves. The organisation's row is locked
// for each change, so two changes at once cannot both take away its last owner (keepsAnOwner).
// After the commit the session gate is told: a changed role takes effect with the member's next
// request; a removed or departed member's sessions for the organisation end and their sockets close.
// The API tokens they created stay with the organisation, listed to the owners (ApiToken.creatorLeft).
import type { Membership } from '../../generated/prisma/client.ts';
import type { MemberRole } from '../../generated/prisma/enums.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { keepsAnOwner } from '../../domain/organisation-members/roles.ts';
import { revokeMembershipSessions } from '../../auth/sessions.ts';
import type { RequestMeta } from '../accounts.ts';
import { lockOrganisation, lockOwner, ownerCount, type MembersServices, type OwnerActor, type Tx } from './shared.ts';
import { eraseInside } from './erasure.ts';

async function membershipOf(tx: Tx, clientId: string, membershipId: string, language: RequestMeta['language']): Promise<Membership> {
  const membership = await tx.membership.findUnique({ where: { id: membershipId } });
  if (!membership || membership.clientId !== clientId) throw new AppError('NOT_FOUND', language);
  return membership;
}

/** Makes a member OWNER, BOOKER, ACCOUNTANT or VIEWER. Owners only; the last owner stays one. */
export async function changeMemberRole(services: MembersServices, actor: OwnerActor, membershipId: string, role: MemberRole, meta: RequestMeta): Promise<Membership> {
  const { membership, changed } = await services.prisma.$transaction(async (tx) => {
    await lockOwner(tx, actor, meta.language);
    const current = await membershipOf(tx, actor.clientId, membershipId, meta.language);
    if (current.role === role) return { membership: current, changed: false };
    const refusal = keepsAnOwner(await ownerCount(tx, actor.clientId), current.role, role);
    if (refusal) throw new AppError(refusal, meta.language);
    const updated = await tx.membership.update({ where: { id: current.id }, data: { role } });
    await audit(tx, {
      action: 'member.role_changed',
      actor: { kind: 'CLIENT', id: actor.clientId, memberId: actor.memberId },
      subject: { type: 'Member', id: current.memberId },
      ip: meta.ip,
      detail: { from: current.role, to: role },
    });
    return { membership: updated, changed: true };
  });
  // Their open pages reconnect and read the new role (the server enforces it from now on either way).
  if (changed) services.sessions.announce({ kind: 'ACCOUNT_CHANGED', principalId: membership.memberId, reconnect: true });
  return membership;
}

async function endMembership(tx: Tx, membership: Membership, now: Date): Promise<void> {
  await tx.membership.delete({ where: { id: membership.id } });
  await revokeMembershipSessions(tx, membership.clientId, membership.memberId, now);
}

/** Removes a member from the organisation; their sessions for it end at once. Owners only. */
export async function removeMember(services: MembersServices, actor: OwnerActor, membershipId: string, meta: RequestMeta): Promise<Membership> {
  const now = services.now();
  const removed = await services.prisma.$transaction(async (tx) => {
    await lockOwner(tx, actor, meta.language);
    const membership = await membershipOf(tx, actor.clientId, membershipId, meta.language);
    const refusal = keepsAnOwner(await ownerCount(tx, actor.clientId), membership.role, null);
    if (refusal) throw new AppError(refusal, meta.language);
    await endMembership(tx, membership, now);
    await audit(tx, {
      action: 'member.removed',
      actor: { kind: 'CLIENT', id: actor.clientId, memberId: actor.memberId },
      subject: { type: 'Member', id: membership.memberId },
      ip: meta.ip,
      detail: { role: membership.role },
    });
    return membership;
  });
  services.sessions.announce({ kind: 'SESSIONS_ENDED', principalId: removed.memberId });
  return removed;
}

/**
 * The member leaves the organisation their session acts for; the session ends. The last owner
 * cannot leave. With erasePersonalData, a person who then belongs to no organisation has their
 * personal data erased too (not while they still belong to another: `erased` says which).
 */
export async function leaveOrganisation(
  services: MembersServices,
  who: OwnerActor,
  options: { erasePersonalData?: boolean | null },
  meta: RequestMeta,
): Promise<{ membership: Membership; erased: boolean }> {
  const now = services.now();
  const result = await services.prisma.$transaction(async (tx) => {
    await lockOrganisation(tx, who.clientId, meta.language);
    const membership = await tx.membership.findUnique({ where: { clientId_memberId: { clientId: who.clientId, memberId: who.memberId } } });
    if (!membership) throw new AppError('NOT_FOUND', meta.language);
    const refusal = keepsAnOwner(await ownerCount(tx, who.clientId), membership.role, null);
    if (refusal) throw new AppError(refusal, meta.language);
    await endMembership(tx, membership, now);
    await audit(tx, {
      action: 'member.left',
      actor: { kind: 'CLIENT', id: who.clientId, memberId: who.memberId },
      subject: { type: 'Member', id: who.memberId },
      ip: meta.ip,
      detail: { role: membership.role },
    });
    let erased = false;
    if (options.erasePersonalData) {
      // Only a person who now belongs to no organisation: the others still need to know who acted.
      if ((await tx.membership.count({ where: { memberId: who.memberId } })) === 0) {
        await eraseInside(tx, who.memberId, { kind: 'CLIENT', id: who.clientId, memberId: who.memberId }, meta, now);
        erased = true;
      }
    }
    return { membership, erased };
  });
  services.sessions.announce({ kind: 'SESSIONS_ENDED', principalId: who.memberId });
  return result;
}
