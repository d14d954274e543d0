// The audit log (docs/product.md § Records): authentication attempts and successes, registrations,
// approvals, reservation creation and status changes. Written in the same transaction as the change it
// records. The list of actions lives in graph/domain/audit-log.ts, with how the manager reads them.
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';
import type { ActorKind } from './generated/prisma/enums.ts';
import type { AuditAction } from './domain/audit-log.ts';

export type { AuditAction };

export interface AuditEntry {
  action: AuditAction;
  /** For CLIENT actors, id is the organisation and memberId the person who acted for it. */
  actor: { kind: ActorKind; id?: string | null; memberId?: string | null };
  subject?: { type: 'Organisation' | 'Member' | 'Staff' | 'Reservation' | 'ApiToken' | 'Invoice' | 'Payment' | 'BankStatement'; id: string };
  ip?: string | null;
  detail?: Prisma.InputJsonValue;
}

export async function audit(db: PrismaClient | Prisma.TransactionClient, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      action: entry.action,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id ?? null,
      actorMemberId: entry.actor.memberId ?? null,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      ip: entry.ip ?? null,
      ...(entry.detail !== undefined ? { detail: entry.detail } : {}),
    },
    // Nothing of the row is needed back: every write pays for what it maps.
    select: { id: true },
  });
}
