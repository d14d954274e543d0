// The manager's matching by hand: what a payment could pay (suggestions), applying it to a
// document, and undoing a match (the allocation is kept with who undid it and when). Audited.
import type { Payment, PaymentAllocation, Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { notify } from '../../mail/outbox.ts';
import { addDays, dateFromDb, dateToDb } from '../../domain/local-time.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { suggestMatches, type Suggestion } from '../../domain/payment-matching.ts';
import { TRANSACTION_OPTIONS } from '../reservation-locks.ts';
import { invoiceBalances, paymentRemainder, requestBalances } from './balances.ts';
import { allocate, lockPayments, payableDocument, today, unallocate, type DocumentRef, type PayableDocument, type PaymentServices } from './documents.ts';

type Tx = Prisma.TransactionClient;

/** Largest amount anyone types about money (10 million euros), so no overflow reaches the database. */
export const PAYMENT_AMOUNT_MAX_CENTS = 1_000_000_000;
/** How far back suggestions look for open invoices. */
const SUGGESTION_LOOKBACK_DAYS = 730;
const SUGGESTION_CANDIDATES_MAX = 2000;

export function assertAmount(amountCents: number, language: Language, field = 'amountCents'): void {
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > PAYMENT_AMOUNT_MAX_CENTS) throw new AppError('VALIDATION', language, { detail: { fields: { [field]: 'OUT_OF_RANGE' } } });
}

/**
 * Whether a payment already belongs to another organisation than the document's. A bank payment
 * that is only attributed (no active match) may change hands: the attribution was a guess.
 */
async function otherOwner(tx: Tx, payment: Payment, document: PayableDocument): Promise<boolean> {
  if (!payment.clientId || payment.clientId === document.clientId) return false;
  if (!payment.bankStatementId) return true;
  return (await tx.paymentAllocation.count({ where: { paymentId: payment.id, undoneAt: null } })) > 0;
}

export async function matchPayment(
  services: PaymentServices,
  staffId: string,
  input: { paymentId: string; document: DocumentRef; amountCents?: number | null },
  language: Language,
): Promise<{ allocation: PaymentAllocation; document: PayableDocument }> {
  if (!isUuid(input.paymentId) || !isUuid(input.document.id)) throw new AppError('NOT_FOUND', language);
  if (input.amountCents !== undefined && input.amountCents !== null) assertAmount(input.amountCents, language);
  const result = await services.prisma.$transaction(async (tx) => {
    await lockPayments(tx);
    const payment = await tx.payment.findUnique({ where: { id: input.paymentId } });
    if (!payment || payment.direction !== 'IN') throw new AppError('NOT_FOUND', language);
    const document = await payableDocument(tx, input.document, today(services));
    if (!document) throw new AppError('NOT_FOUND', language);
    if (document.openCents === 0) throw new AppError('NOTHING_OPEN', language);
    const left = await paymentRemainder(tx, payment.id);
    if (left <= 0) throw new AppError('PAYMENT_EXCEEDS_REMAINDER', language);
    if (await otherOwner(tx, payment, document)) throw new AppError('PAYMENT_OF_OTHER_CLIENT', language);
    // What fits: the smaller of what is left of the payment and what is open on the document.
    const amountCents = input.amountCents ?? Math.min(left, document.openCents);
    if (amountCents > left) throw new AppError('PAYMENT_EXCEEDS_REMAINDER', language);
    if (amountCents > document.openCents) throw new AppError('PAYMENT_EXCEEDS_OPEN', language);
    if (payment.clientId && payment.clientId !== document.clientId) {
      await tx.payment.update({ where: { id: payment.id }, data: { clientId: document.clientId } });
      payment.clientId = document.clientId;
    }
    const done = await allocate(tx, services, { payment, document, amountCents, matchedBy: 'MANUAL', staffId });
    await audit(tx, {
      action: 'payment.matched',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Payment', id: payment.id },
      detail: { allocationId: done.allocation.id, documentKind: document.documentKind, number: document.number, amountCents },
    });
    return done;
  }, TRANSACTION_OPTIONS);
  notify();
  return result;
}

export async function undoPaymentMatch(services: PaymentServices, staffId: string, allocationId: string, language: Language): Promise<PaymentAllocation> {
  if (!isUuid(allocationId)) throw new AppError('NOT_FOUND', language);
  return services.prisma.$transaction(async (tx) => {
    await lockPayments(tx);
    const allocation = await tx.paymentAllocation.findUnique({ where: { id: allocationId }, include: { invoice: { select: { number: true } }, paymentRequest: { select: { number: true } } } });
    if (!allocation) throw new AppError('NOT_FOUND', language);
    if (allocation.undoneAt) throw new AppError('MATCH_ALREADY_UNDONE', language);
    const { invoice, paymentRequest, ...row } = allocation;
    const undone = await unallocate(tx, services, row, staffId);
    await audit(tx, {
      action: 'payment.match_undone',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Payment', id: allocation.paymentId },
      detail: { allocationId, number: invoice?.number ?? paymentRequest?.number ?? null, amountCents: allocation.amountCents, matchedBy: allocation.matchedBy },
    });
    return undone;
  }, TRANSACTION_OPTIONS);
}

export type PaymentSuggestion = Suggestion<PayableDocument & { id: string; names: string[]; dueDate: string | null }>;

/**
 * Open documents ranked for an incoming payment (exact amount, then the payer's name against the
 * organisation's and its billing legal name). Empty when nothing of the payment is left.
 */
export async function paymentSuggestions(services: PaymentServices, paymentId: string, language: Language): Promise<PaymentSuggestion[]> {
  if (!isUuid(paymentId)) throw new AppError('NOT_FOUND', language);
  const db = services.prisma;
  const payment = await db.payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.direction !== 'IN') throw new AppError('NOT_FOUND', language);
  const left = await paymentRemainder(db, payment.id);
  if (left <= 0) return [];
  const day = today(services);
  const orgFilter = payment.clientId ? { clientId: payment.clientId } : {};
  const [invoices, requests] = await Promise.all([
    db.invoice.findMany({
      where: { status: 'ISSUED', kind: { in: ['INVOICE', 'ADVANCE_INVOICE'] }, issueDate: { gte: dateToDb(addDays(day, -SUGGESTION_LOOKBACK_DAYS)) }, ...orgFilter },
      orderBy: { issuedAt: 'desc' },
      take: SUGGESTION_CANDIDATES_MAX,
      select: { id: true, kind: true, number: true, clientId: true, buyer: true, client: { select: { name: true, billingDetails: { select: { legalName: true } } } } },
    }),
    db.paymentRequest.findMany({
      where: { status: 'OPEN', ...orgFilter },
      orderBy: { createdAt: 'desc' },
      take: SUGGESTION_CANDIDATES_MAX,
      select: { id: true, number: true, clientId: true, dueDate: true, client: { select: { name: true, billingDetails: { select: { legalName: true } } } } },
    }),
  ]);
  const [ib, rb] = await Promise.all([invoiceBalances(db, invoices.map((i) => i.id), day), requestBalances(db, requests.map((r) => r.id))]);
  const names = (o: { name: string; billingDetails: { legalName: string } | null } | null, buyer?: unknown) => {
    const legal = buyer && typeof buyer === 'object' && 'legalName' in buyer && typeof buyer.legalName === 'string' ? buyer.legalName : null;
    return [o?.name, o?.billingDetails?.legalName, legal].filter((n): n is string => Boolean(n));
  };
  const documents = [
    ...invoices.flatMap((i) => {
      const b = ib.get(i.id);
      if (!b || b.openCents === 0 || !i.number) return [];
      return [{ id: i.id, ref: { kind: 'INVOICE' as const, id: i.id }, documentKind: i.kind as 'INVOICE' | 'ADVANCE_INVOICE', number: i.number, clientId: i.clientId, payableCents: b.payableCents, openCents: b.openCents, state: b.state, dueDate: b.dueDate, names: names(i.client, i.buyer) }];
    }),
    ...requests.flatMap((r) => {
      const b = rb.get(r.id);
      if (!b || b.openCents === 0) return [];
      return [{ id: r.id, ref: { kind: 'PAYMENT_REQUEST' as const, id: r.id }, documentKind: 'PAYMENT_REQUEST' as const, number: r.number, clientId: r.clientId, payableCents: b.payableCents, openCents: b.openCents, state: b.state, dueDate: dateFromDb(r.dueDate), names: names(r.client) }];
    }),
  ];
  return suggestMatches({ amountCents: left, payerName: payment.payerName }, documents);
}
