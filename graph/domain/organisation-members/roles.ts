// What each member of an organisation may do. The server's scopes (graph/builder.ts) and the web
// app's menus both read this table, so a role means the same thing on every screen and in the API.
import type { MemberRole } from '../../generated/prisma/enums.ts';

export type { MemberRole };

export const MEMBER_ROLES: readonly MemberRole[] = ['OWNER', 'BOOKER', 'ACCOUNTANT', 'VIEWER'];

/**
 * - read: the organisation's reservations, their history and messages (every role);
 * - book: place, cancel and change reservations through staff, message, pre-order meals, reconfirm,
 *   join the waiting list;
 * - money: invoices, credit notes, payment requests, payments, statements and billing details;
 * - manage: the members and invitations, API tokens, webhooks, calendar feeds and the account itself.
 */
export type MemberAbility = 'read' | 'book' | 'money' | 'manage';

const ABILITIES: Record<MemberRole, readonly MemberAbility[]> = {
  OWNER: ['read', 'book', 'money', 'manage'],
  BOOKER: ['read', 'book'],
  ACCOUNTANT: ['read', 'money'],
  VIEWER: ['read'],
};

export function memberMay(role: MemberRole, ability: MemberAbility): boolean {
  return ABILITIES[role].includes(ability);
}

export function abilitiesOf(role: MemberRole): readonly MemberAbility[] {
  return ABILITIES[role];
}

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** How many members and open invitations one organisation may have (a bound on every list). */
export const MEMBERS_MAX = 100;

export type MembershipChangeRefusal = 'LAST_OWNER';

/**
 * Whether an organisation keeps an owner after a member's role changes or the member leaves:
 * `owners` is how many owners it has now; `changed` is the member's role before, `to` after (null: leaves).
 */
export function keepsAnOwner(owners: number, changed: MemberRole, to: MemberRole | null): MembershipChangeRefusal | null {
  if (changed !== 'OWNER' || to === 'OWNER') return null;
  return owners > 1 ? null : 'LAST_OWNER';
}
