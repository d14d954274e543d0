// What a payment can pay: an issued invoice (or advance invoice) or a deposit request, read with
// its balance, and the one place an allocation is written or undone — so every path (import,
// manual match, counter, undo) updates the organisation, the deposit's state and the webhook alike.
//
// Concurrency: every transaction that allocates or undoes takes one advisory lock first
// (lockPayments). Money is matched a few times a day, so queueing them costs nothing, and an open
// amount read under that lock stays true until the transaction ends: two imports of overlapping
// statements, or an import and a cash payment at the counter, can never over-allocate a document.
import type { Services } from '../../context.ts';
import type { Payment, PaymentAllocation, PaymentMatch, Prisma } from '../../generated/prisma/client.ts';
import { dateFromDb, instantToLocal, type LocalDate } from '../../domain/local-time.ts';
import type { PaymentState } from '../../domain/payments.ts';
import type { MatchClue } from '../../domain/payment-matching.ts';
import { enqueueWebhooks } from '../../webhooks/outbox.ts';
import { onDepositPaid, onDepositUnpaid } from '../deposits/on-paid.ts';
import { invoiceBalances, requestBalances } from './balances.ts';

type Tx = Prisma.TransactionClient;
export type PaymentServices = Pick<Services, 'prisma' | 'now'>;

/** The first key of the advisory lock: "payments" (the second is unused). */
const PAYMENTS_LOCK = 0x50415953; // "PAYS"

export async function lockPayments(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PAYMENTS_LOCK}::int, 0)`;
}

export const today = (services: Pick<Services, 'now'>): LocalDate => instantToLocal(services.now()).date;

export type DocumentRef = { kind: 'INVOICE' | 'PAYMENT_REQUEST'; id: string };

export interface PayableDocument {
  ref: DocumentRef;
  /** INVOICE, ADVANCE_INVOICE or PAYMENT_REQUEST. */
  documentKind: 'INVOICE' | 'ADVANCE_INVOICE' | 'PAYMENT_REQUEST';
  number: string;
  clientId: string | null;
  payableCents: number;
  openCents: number;
  state: PaymentState;
  dueDate: LocalDate | null;
}

/** An issued invoice or advance invoice, or a deposit request, with its balance today; null when it cannot be paid (a draft, a credit note, unknown). */
export async function payableDocument(tx: Tx | Services['prisma'], ref: DocumentRef, day: LocalDate): Promise<PayableDocument | null> {
  if (ref.kind === 'INVOICE') {
    const invoice = await tx.invoice.findUnique({ where: { id: ref.id }, select: { id: true, kind: true, status: true, number: true, clientId: true } });
    if (!invoice || invoice.status !== 'ISSUED' || invoice.kind === 'CREDIT_NOTE' || !invoice.number) return null;
    const balance = (await invoiceBalances(tx, [invoice.id], day)).get(invoice.id);
    if (!balance) return null;
    return { ref, documentKind: invoice.kind, number: invoice.number, clientId: invoice.clientId, payableCents: balance.payableCents, openCents: balance.openCents, state: balance.state, dueDate: balance.dueDate };
  }
  const request = await tx.paymentRequest.findUnique({ where: { id: ref.id }, select: { id: true, number: true, clientId: true, dueDate: true } });
  if (!request) return null;
  const balance = (await requestBalances(tx, [request.id])).get(request.id)!;
  // A cancelled request is owed nothing more.
  const openCents = balance.cancelled ? 0 : balance.openCents;
  return { ref, documentKind: 'PAYMENT_REQUEST', number: request.number, clientId: request.clientId, payableCents: balance.payableCents, openCents, state: balance.state, dueDate: dateFromDb(request.dueDate) };
}

/** The document a clue names, if it exists: by year and sequence, or the open invoice of the reservation with that order number. */
export async function documentOfClue(tx: Tx, clue: MatchClue): Promise<DocumentRef | null> {
  if (clue.kind === 'PAYMENT_REQUEST') {
    const r = await tx.paymentRequest.findUnique({ where: { year_sequence: { year: clue.year, sequence: clue.sequence } }, select: { id: true } });
    return r ? { kind: 'PAYMENT_REQUEST', id: r.id } : null;
  }
  if (clue.kind !== 'ORDER') {
    const i = await tx.invoice.findFirst({ where: { year: clue.year, sequence: clue.sequence, status: 'ISSUED', kind: { not: 'CREDIT_NOTE' } }, select: { id: true } });
    return i ? { kind: 'INVOICE', id: i.id } : null;
  }
  // An order number: the reservation's issued invoice not credited, else its open deposit request.
  const reservation = await tx.reservation.findUnique({ where: { orderNumber: clue.orderNumber }, select: { id: true } });
  if (!reservation) return null;
  const invoice = await tx.invoice.findFirst({
    where: { reservationId: reservation.id, status: 'ISSUED', kind: 'INVOICE', corrections: { none: {} } },
    orderBy: { issuedAt: 'desc' },
    select: { id: true },
  });
  if (invoice) return { kind: 'INVOICE', id: invoice.id };
  const request = await tx.paymentRequest.findFirst({ where: { reservationId: reservation.id, status: 'OPEN' }, orderBy: { createdAt: 'desc' }, select: { id: true } });
  return request ? { kind: 'PAYMENT_REQUEST', id: request.id } : null;
}

export interface Allocated {
  allocation: PaymentAllocation;
  /** The document after the allocation. */
  document: PayableDocument;
}

/**
 * Applies `amountCents` of a payment to a document (the caller holds lockPayments and has checked
 * the amount against the payment's remainder and the document's open amount). The payment becomes
 * the document's organisation's; a deposit request paid in full moves on (onDepositPaid); the
 * organisation's and the restaurant's endpoints hear `payment.received`.
 */
export async function allocate(
  tx: Tx,
  services: PaymentServices,
  args: { payment: Payment; document: PayableDocument; amountCents: number; matchedBy: PaymentMatch; staffId: string | null },
): Promise<Allocated> {
  const { payment, document } = args;
  const allocation = await tx.paymentAllocation.create({
    data: {
      paymentId: payment.id,
      ...(document.ref.kind === 'INVOICE' ? { invoiceId: document.ref.id } : { paymentRequestId: document.ref.id }),
      amountCents: args.amountCents,
      matchedBy: args.matchedBy,
      createdById: args.staffId,
    },
  });
  if (!payment.clientId && document.clientId) {
    await tx.payment.update({ where: { id: payment.id }, data: { clientId: document.clientId } });
  }
  const after = (await payableDocument(tx, document.ref, today(services)))!;
  if (document.ref.kind === 'PAYMENT_REQUEST' && document.openCents > 0 && after.openCents === 0) await onDepositPaid(tx, services, document.ref.id);
  if (payment.direction === 'IN') {
    await enqueueWebhooks(
      tx,
      {
        event: 'PAYMENT_RECEIVED',
        payment: { ...payment, clientId: payment.clientId ?? document.clientId },
        allocatedCents: args.amountCents,
        document: { kind: after.documentKind, id: after.ref.id, number: after.number, openCents: after.openCents, state: after.state },
      },
      services.now(),
    );
  }
  return { allocation, document: after };
}

/** Undoes an allocation (kept, with who and when); a deposit request it had paid is open again. */
export async function unallocate(tx: Tx, services: PaymentServices, allocation: PaymentAllocation, staffId: string): Promise<PaymentAllocation> {
  const ref: DocumentRef = allocation.invoiceId ? { kind: 'INVOICE', id: allocation.invoiceId } : { kind: 'PAYMENT_REQUEST', id: allocation.paymentRequestId! };
  const before = await payableDocument(tx, ref, today(services));
  const undone = await tx.paymentAllocation.update({ where: { id: allocation.id }, data: { undoneAt: services.now(), undoneById: staffId } });
  if (ref.kind === 'PAYMENT_REQUEST' && before?.openCents === 0) {
    const after = await payableDocument(tx, ref, today(services));
    if (after && after.openCents > 0) await onDepositUnpaid(tx, services, ref.id);
  }
  // A bank payment was the organisation's only through its matches: with none left, it is nobody's again.
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: allocation.paymentId }, include: { allocations: { where: { undoneAt: null }, select: { id: true } } } });
  if (payment.bankStatementId && !payment.allocations.length) await tx.payment.update({ where: { id: payment.id }, data: { clientId: null } });
  return undone;
}
