// When an account is deleted its open reservations end with it: cancelled inside the deleting
// transaction, announced to the staff's live queues after the commit.
import type { Services } from '../../context.ts';
import type { Prisma, Reservation } from '../../generated/prisma/client.ts';
import { SYSTEM_NOTES, type Language } from '../../i18n/messages.ts';
import { enqueueWebhooks } from '../../webhooks/outbox.ts';
import { outcomeOf } from '../../domain/outcomes.ts';
import { cancelOpenRequests } from '../deposits/requests.ts';
import { publish } from '../reservation-notices.ts';

type Tx = Prisma.TransactionClient;

/**
 * Cancels every open reservation of an account that is being deleted, inside the deleting
 * transaction: each becomes DELETED with a note saying why, its seats are free at once, and the
 * history keeps the step (naming the member who deleted it, if one did). Answers the cancelled rows, for `announceAccountClosed` after the commit.
 */
export async function cancelOpenReservationsOf(tx: Tx, clientId: string, language: Language, now: Date, memberId: string | null = null): Promise<Reservation[]> {
  // Locked, so a staff change under way finishes first and is not overwritten.
  const open = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM reservations WHERE organisation_id = ${clientId}::uuid AND status IN ('CREATED', 'WAITING', 'SCHEDULED') FOR UPDATE`;
  const note = SYSTEM_NOTES.ACCOUNT_CLOSED[language];
  const cancelled: Reservation[] = [];
  for (const { id } of open) {
    const before = await tx.reservation.findUniqueOrThrow({ where: { id }, select: { status: true } });
    // Deleting the account is the client's own decision: its bookings count as cancelled by it.
    const outcome = outcomeOf(before.status, 'DELETED', 'CLIENT');
    const saved = await tx.reservation.update({ where: { id }, data: { status: 'DELETED', version: { increment: 1 }, staffNote: note, outcome, closedAt: now, updatedAt: now } });
    await tx.reservationEvent.create({
      data: { reservationId: id, kind: 'STATUS_CHANGED', fromStatus: before.status, toStatus: 'DELETED', note, outcome, actorKind: 'CLIENT', actorMemberId: memberId, createdAt: now },
    });
    await enqueueWebhooks(tx, { event: 'RESERVATION_STATUS_CHANGED', reservation: saved, previousStatus: before.status }, now);
    await cancelOpenRequests(tx, id, now, null);
    cancelled.push(saved);
  }
  return cancelled;
}

/** Tells the staff's live queues that an account's reservations were cancelled with it. */
export function announceAccountClosed(services: Pick<Services, 'pubsub' | 'now'>, cancelled: readonly Reservation[]): void {
  for (const reservation of cancelled) publish(services, 'STATUS_CHANGED', reservation, { kind: 'CLIENT' });
}
