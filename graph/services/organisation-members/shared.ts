// What the members' use cases share: who acts, and the owner check made inside the transaction
// (the actor's role may have changed since the request's session was read).
import type { Language } from '../../i18n/messages.ts';
import type { Member, Membership } from '../../generated/prisma/client.ts';
import type { AccountServices } from '../accounts.ts';
import { AppError } from '../../errors.ts';
import { memberName } from '../../domain/organisation-members/names.ts';

export type MembersServices = AccountServices;
export type Tx = Parameters<Parameters<MembersServices['prisma']['$transaction']>[0]>[0];

/** An owner acting for their organisation (a session, never an API token). */
export interface OwnerActor {
  clientId: string;
  memberId: string;
}

/** A member's name for mail and lists; "former member" is the web's word for an erased one. */
export function personName(member: Pick<Member, 'firstName' | 'lastName' | 'email'>): string {
  return memberName(member) ?? '';
}

/**
 * Locks the organisation's row, so membership changes of one organisation are serialised (the
 * owner count read below cannot be changed by a concurrent request), and checks that the actor is
 * still one of its owners. Returns the actor as a person.
 */
export async function lockOwner(tx: Tx, actor: OwnerActor, language: Language): Promise<Member> {
  // No row to lock (the organisation was purged meanwhile): no membership either, so FORBIDDEN below.
  await tx.$queryRaw`SELECT id FROM organisations WHERE id = ${actor.clientId}::uuid FOR UPDATE`;
  const membership = await tx.membership.findUnique({ where: { clientId_memberId: { clientId: actor.clientId, memberId: actor.memberId } }, include: { member: true } });
  if (!membership || membership.role !== 'OWNER') throw new AppError('FORBIDDEN', language);
  return membership.member;
}

export async function lockOrganisation(tx: Tx, clientId: string, language: Language): Promise<void> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM organisations WHERE id = ${clientId}::uuid FOR UPDATE`;
  if (!rows.length) throw new AppError('NOT_FOUND', language);
}

export async function ownerCount(tx: Tx, clientId: string): Promise<number> {
  return tx.membership.count({ where: { clientId, role: 'OWNER' } });
}

export type { Membership };
