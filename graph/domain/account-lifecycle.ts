// The organisation account lifecycle (docs/product.md § Account states), as one table of staff and
// owner actions:
//   registered → e-mail verified → PENDING (staff approval) → APPROVED
//   PENDING --reject--> deleted at once          any active --block--> BLOCKED --unblock--> back
//   APPROVED/BLOCKED --owner deletes--> ARCHIVED (90 days) --purge--> deleted for good
import type { ClientStatus } from '../generated/prisma/enums.ts';

export const ARCHIVE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountFacts {
  status: ClientStatus;
  emailVerified: boolean;
  /** Whether staff ever approved it (unblocking returns there; deleting archives instead of erasing). */
  everApproved: boolean;
}

export type AccountAction = 'approve' | 'reject' | 'block' | 'unblock' | 'delete';

export type AccountOutcome =
  | { ok: true; status: ClientStatus }
  | { ok: true; erase: true }
  | { ok: false; reason: 'NOT_VERIFIED' | 'INVALID_STATE' };

export function applyAccountAction(account: AccountFacts, action: AccountAction): AccountOutcome {
  const { status } = account;
  switch (action) {
    case 'approve':
      if (status !== 'PENDING') return { ok: false, reason: 'INVALID_STATE' };
      // Approval means "this organisation may book"; an unverified address could be anyone's.
      if (!account.emailVerified) return { ok: false, reason: 'NOT_VERIFIED' };
      return { ok: true, status: 'APPROVED' };
    case 'reject':
      // A rejected application's data is deleted at once (docs/product.md § Account states).
      return status === 'PENDING' ? { ok: true, erase: true } : { ok: false, reason: 'INVALID_STATE' };
    case 'block':
      return status === 'PENDING' || status === 'APPROVED' ? { ok: true, status: 'BLOCKED' } : { ok: false, reason: 'INVALID_STATE' };
    case 'unblock':
      if (status !== 'BLOCKED') return { ok: false, reason: 'INVALID_STATE' };
      return { ok: true, status: account.everApproved ? 'APPROVED' : 'PENDING' };
    case 'delete':
      if (status === 'ARCHIVED') return { ok: false, reason: 'INVALID_STATE' };
      // Never approved: nothing to keep. Approved once: archived for 90 days (docs/product.md § Account states).
      return account.everApproved ? { ok: true, status: 'ARCHIVED' } : { ok: true, erase: true };
  }
}

export function purgeDate(archivedAt: Date): Date {
  return new Date(archivedAt.getTime() + ARCHIVE_DAYS * DAY_MS);
}

export function isDueForPurge(purgeAfter: Date | null, now: Date): boolean {
  return purgeAfter !== null && purgeAfter.getTime() <= now.getTime();
}

export type SignInRefusal = 'EMAIL_NOT_VERIFIED' | 'ACCOUNT_ARCHIVED';

/** Pending and blocked accounts may sign in (they see a banner / are kept on the dashboard). */
export function signInRefusal(account: Pick<AccountFacts, 'status' | 'emailVerified'>): SignInRefusal | null {
  if (account.status === 'ARCHIVED') return 'ACCOUNT_ARCHIVED';
  if (!account.emailVerified) return 'EMAIL_NOT_VERIFIED';
  return null;
}

/** Only verified, approved, unblocked clients may place reservations (docs/product.md § Roles and access). */
export function mayReserve(account: Pick<AccountFacts, 'status' | 'emailVerified'>): boolean {
  return account.emailVerified && account.status === 'APPROVED';
}
