// The audit log of SPEC §3 "Logs": authentication attempts and successes, registrations, approvals,
// reservation creation and status changes. Written in the same transaction as the change it records.
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';
import type { ActorKind } from './generated/prisma/enums.ts';

export type AuditAction =
  | 'auth.sign_in.succeeded'
  | 'auth.sign_in.failed'
  | 'auth.sign_in.refused'
  | 'auth.sign_out'
  | 'auth.refresh_reused'
  | 'auth.password_reset.requested'
  | 'auth.password_reset.completed'
  | 'account.registered'
  | 'account.registration_for_existing'
  | 'account.verified'
  | 'account.approved'
  | 'account.rejected'
  | 'account.blocked'
  | 'account.unblocked'
  | 'account.updated'
  | 'account.deleted'
  | 'account.purged'
  | 'account.unverified_erased'
  | 'staff.invited'
  | 'staff.invitation_resent'
  | 'staff.invitation_accepted'
  | 'staff.renamed'
  | 'staff.disabled'
  | 'staff.enabled'
  | 'staff.manager_transferred'
  | 'staff.profile_updated'
  | 'staff.password_changed'
  | 'staff.manager_recovery_issued'
  | 'content.price_changed'
  | 'content.menu_changed'
  | 'content.menu_reordered'
  | 'content.texts_changed'
  | 'settings.changed'
  | 'reservation.created'
  | 'reservation.status_changed'
  | 'reservation.updated'
  | 'note.created'
  | 'note.deleted'
  | 'api_token.created'
  | 'api_token.revoked'
  | 'api_token.used';

export interface AuditEntry {
  action: AuditAction;
  actor: { kind: ActorKind; id?: string | null };
  subject?: { type: 'Organisation' | 'Staff' | 'Reservation' | 'ApiToken'; id: string };
  ip?: string | null;
  detail?: Prisma.InputJsonValue;
}

export async function audit(db: PrismaClient | Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      action: entry.action,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id ?? null,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      ip: entry.ip ?? null,
      ...(entry.detail !== undefined ? { detail: entry.detail } : {}),
    },
  });
}
