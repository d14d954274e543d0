// What follows when a deposit request's money is matched in full, and when that match is undone.
// Called by the payment matcher inside its transaction.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Services } from '../../context.ts';

type Tx = Prisma.TransactionClient;

/** The request is paid in full (its active allocations cover its amount). */
export async function onDepositPaid(tx: Tx, _services: Pick<Services, 'now'>, requestId: string): Promise<void> {
  await tx.paymentRequest.update({ where: { id: requestId }, data: { status: 'PAID' } });
}

/** A match that had paid the request was undone: it is open again. */
export async function onDepositUnpaid(tx: Tx, _services: Pick<Services, 'now'>, requestId: string): Promise<void> {
  await tx.paymentRequest.updateMany({ where: { id: requestId, status: 'PAID' }, data: { status: 'OPEN' } });
}
