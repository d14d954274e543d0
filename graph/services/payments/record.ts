// Money staff record by hand: cash or card at the counter (with the till's receipt number: fiscal
// verification stays with the till) or a transfer seen elsewhere, against an invoice or a deposit
// request; and the manager's refunds, money paid back from the client's credit, against a credit
// note or the credit itself. Audited; written under the payments lock like every allocation.
import type { Payment, PaymentMethod } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { notify } from '../../mail/outbox.ts';
import { dateToDb, parseLocalDate, type LocalDate } from '../../domain/local-time.ts';
import { isUuid, textProblem } from '../../domain/text-rules.ts';
import { PAYER_NAME_MAX_LENGTH, PAYMENT_METHODS, PAYMENT_NOTE_MAX_LENGTH, RECEIPT_NUMBER_MAX_LENGTH } from '../../domain/payments.ts';
import { TRANSACTION_OPTIONS } from '../reservation-locks.ts';
import { clientBalance } from './balances.ts';
import { allocate, lockPayments, payableDocument, today, type DocumentRef, type PayableDocument, type PaymentServices } from './documents.ts';
import { assertAmount } from './match.ts';

export interface RecordPaymentInput {
  method: PaymentMethod;
  amountCents: number;
  document: DocumentRef;
  /** The day it was paid; today when not given. */
  bookedOn?: string | null;
  /** Required for cash and card: the till's receipt number. */
  receiptNumber?: string | null;
  payerName?: string | null;
  note?: string | null;
}

export interface RefundInput {
  amountCents: number;
  method: PaymentMethod;
  /** Paid back against this credit note … */
  creditNoteId?: string | null;
  /** … or from this organisation's credit. */
  clientId?: string | null;
  bookedOn?: string | null;
  note?: string | null;
}

type Fields = Record<string, string>;

function optionalText(value: string | null | undefined, field: string, maxLength: number, fields: Fields, multiline = false): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const problem = textProblem(text, { maxLength, multiline });
  if (problem) fields[field] = problem;
  return text;
}

/** The day money moved: given (not in the future) or today. */
function bookedDay(value: string | null | undefined, todayIs: LocalDate, fields: Fields): LocalDate {
  if (!value) return todayIs;
  const day = parseLocalDate(value);
  if (!day) fields.bookedOn = 'INVALID_DATE';
  else if (day > todayIs) fields.bookedOn = 'IN_FUTURE';
  return day ?? todayIs;
}

function refuse(fields: Fields, language: Language): void {
  if (Object.keys(fields).length) throw new AppError('VALIDATION', language, { detail: { fields } });
}

export async function recordPayment(services: PaymentServices, staffId: string, input: RecordPaymentInput, language: Language): Promise<{ payment: Payment; document: PayableDocument }> {
  const fields: Fields = {};
  if (!PAYMENT_METHODS.includes(input.method)) fields.method = 'INVALID';
  assertAmount(input.amountCents, language);
  const receiptNumber = optionalText(input.receiptNumber, 'receiptNumber', RECEIPT_NUMBER_MAX_LENGTH, fields);
  if (input.method !== 'TRANSFER' && !receiptNumber) fields.receiptNumber = 'REQUIRED';
  const payerName = optionalText(input.payerName, 'payerName', PAYER_NAME_MAX_LENGTH, fields);
  const note = optionalText(input.note, 'note', PAYMENT_NOTE_MAX_LENGTH, fields, true);
  const bookedOn = bookedDay(input.bookedOn, today(services), fields);
  refuse(fields, language);
  if (!isUuid(input.document.id)) throw new AppError('NOT_FOUND', language);
  const result = await services.prisma.$transaction(async (tx) => {
    await lockPayments(tx);
    const document = await payableDocument(tx, input.document, today(services));
    if (!document) throw new AppError('NOT_FOUND', language);
    if (document.openCents === 0) throw new AppError('NOTHING_OPEN', language);
    const payment = await tx.payment.create({
      data: { direction: 'IN', method: input.method, amountCents: input.amountCents, bookedOn: dateToDb(bookedOn), clientId: document.clientId, payerName, receiptNumber, note, recordedById: staffId },
    });
    // More than is open stays the client's credit, as with a transfer.
    const done = await allocate(tx, services, { payment, document, amountCents: Math.min(input.amountCents, document.openCents), matchedBy: 'RECORDED', staffId });
    await audit(tx, {
      action: 'payment.recorded',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Payment', id: payment.id },
      detail: { method: input.method, amountCents: input.amountCents, number: document.number, documentKind: document.documentKind, receiptNumber },
    });
    return { payment, document: done.document };
  }, TRANSACTION_OPTIONS);
  notify();
  return result;
}

export async function recordRefund(services: PaymentServices, staffId: string, input: RefundInput, language: Language): Promise<Payment> {
  const fields: Fields = {};
  if (!PAYMENT_METHODS.includes(input.method)) fields.method = 'INVALID';
  assertAmount(input.amountCents, language);
  const note = optionalText(input.note, 'note', PAYMENT_NOTE_MAX_LENGTH, fields, true);
  const bookedOn = bookedDay(input.bookedOn, today(services), fields);
  if (!input.creditNoteId === !input.clientId) fields.creditNoteId = 'REQUIRED';
  refuse(fields, language);
  const id = input.creditNoteId ?? input.clientId!;
  if (!isUuid(id)) throw new AppError('NOT_FOUND', language);
  return services.prisma.$transaction(async (tx) => {
    await lockPayments(tx);
    let clientId = input.clientId ?? null;
    let creditNote: { id: string; number: string; payableCents: number } | null = null;
    if (input.creditNoteId) {
      const note = await tx.invoice.findUnique({ where: { id: input.creditNoteId }, select: { id: true, kind: true, status: true, number: true, payableCents: true, clientId: true } });
      if (!note || note.kind !== 'CREDIT_NOTE' || note.status !== 'ISSUED' || !note.number || !note.clientId) throw new AppError('NOT_FOUND', language);
      clientId = note.clientId;
      creditNote = { id: note.id, number: note.number, payableCents: note.payableCents ?? 0 };
    } else if (!(await tx.client.findUnique({ where: { id: clientId! }, select: { id: true } }))) {
      throw new AppError('NOT_FOUND', language);
    }
    // What may be paid back: the client's credit (a negative balance), and no more than the credit note itself.
    const balance = await clientBalance(tx, clientId!);
    let refundable = Math.max(0, -balance.balanceCents);
    if (creditNote) {
      const refunded = await tx.paymentAllocation.aggregate({ where: { invoiceId: creditNote.id, undoneAt: null, payment: { direction: 'OUT' } }, _sum: { amountCents: true } });
      refundable = Math.min(refundable, creditNote.payableCents - (refunded._sum.amountCents ?? 0));
    }
    if (input.amountCents > refundable) throw new AppError('REFUND_EXCEEDS_CREDIT', language, { detail: { refundableCents: Math.max(0, refundable) } });
    const payment = await tx.payment.create({
      data: { direction: 'OUT', method: input.method, amountCents: input.amountCents, bookedOn: dateToDb(bookedOn), clientId, note, recordedById: staffId },
    });
    if (creditNote) {
      await tx.paymentAllocation.create({ data: { paymentId: payment.id, invoiceId: creditNote.id, amountCents: input.amountCents, matchedBy: 'RECORDED', createdById: staffId } });
    }
    await audit(tx, {
      action: 'payment.refunded',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Organisation', id: clientId! },
      detail: { paymentId: payment.id, method: input.method, amountCents: input.amountCents, number: creditNote?.number ?? null },
    });
    return payment;
  }, TRANSACTION_OPTIONS);
}
