// Deposit requests: asked when staff confirm a reservation whose booking terms ask a deposit,
// numbered in their own gap-free yearly series ("2026-D00001", the counter row locked FOR UPDATE as
// invoices do), mailed to the client with the bank details, the RF reference and a PDF that says it
// is not an invoice. Cancelled with the reservation; waived by staff with a reason. Rules in
// graph/domain/deposits.ts.
import type { Services } from '../../context.ts';
import type { Prisma, PaymentRequest, Reservation } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { parseBookingTerms } from '../../domain/billing-terms.ts';
import { invoiceTotals } from '../../domain/billing.ts';
import { depositAmountCents, depositDueDate, DEPOSIT_WAIVER_REASON_MAX_LENGTH, formatPaymentRequestNumber, shouldRequestDeposit } from '../../domain/deposits.ts';
import { documentReference } from '../../domain/creditor-reference.ts';
import { dateFromDb, dateToDb, instantToLocal } from '../../domain/local-time.ts';
import { isUuid, textProblem } from '../../domain/text-rules.ts';
import { enqueueMail, notify } from '../../mail/outbox.ts';
import { creditAdvancesIfNothingOwed, reservationDraft } from '../billing/invoices.ts';
import { TRANSACTION_OPTIONS } from '../reservation-locks.ts';
import { loadPaymentRequestDocument, paymentRequestFileName } from './document.ts';

type Tx = Prisma.TransactionClient;

/** Takes the next number of `year`'s deposit-request series; the counter row stays locked until the transaction ends. */
async function nextRequestSequence(tx: Tx, year: number): Promise<number> {
  await tx.$executeRaw`INSERT INTO payment_request_counters (year, last_sequence) VALUES (${year}, 0) ON CONFLICT (year) DO NOTHING`;
  const [row] = await tx.$queryRaw<Array<{ last_sequence: number }>>`SELECT last_sequence FROM payment_request_counters WHERE year = ${year} FOR UPDATE`;
  const next = row!.last_sequence + 1;
  await tx.$executeRaw`UPDATE payment_request_counters SET last_sequence = ${next} WHERE year = ${year}`;
  return next;
}

/**
 * The gross the booking is expected to come to: its invoice draft as if the group came as booked
 * (the booked headcount, the guaranteed minimum, free places, pre-ordered dishes, crew meals).
 */
export async function expectedGrossCents(tx: Tx, r: Reservation): Promise<number> {
  const draft = await reservationDraft(tx, { ...r, outcome: 'ARRIVED', actualGuests: null, closedAt: null, feeWaivedAt: null });
  return draft.lines.length ? invoiceTotals(draft.lines).payableCents : 0;
}

/**
 * Called by the status change when staff confirm a reservation (→ SCHEDULED), in its transaction
 * (the reservation row is locked): asks the deposit its booking terms ask, unless an open or paid
 * request exists. Answers the new request, or null.
 */
export async function requestDepositOnConfirmation(tx: Tx, reservation: Reservation, org: { id: string; email: string; language: Language }, now: Date): Promise<PaymentRequest | null> {
  const terms = parseBookingTerms(reservation.billingTerms);
  if (!terms || terms.deposit.kind === 'NONE') return null;
  const amountCents = depositAmountCents(terms.deposit, await expectedGrossCents(tx, reservation), reservation.guests);
  const existing = await tx.paymentRequest.findMany({ where: { reservationId: reservation.id }, select: { status: true } });
  if (!shouldRequestDeposit(amountCents, existing)) return null;
  const today = instantToLocal(now).date;
  const dueDate = depositDueDate(terms.deposit.due, today, dateFromDb(reservation.arrivalDay));
  const year = Number(today.slice(0, 4));
  const sequence = await nextRequestSequence(tx, year);
  const request = await tx.paymentRequest.create({
    data: {
      number: formatPaymentRequestNumber(year, sequence),
      year,
      sequence,
      reservationId: reservation.id,
      clientId: org.id,
      amountCents,
      currency: terms.currency,
      dueDate: dateToDb(dueDate),
      language: org.language,
      createdAt: now,
    },
  });
  await enqueueRequestMail(tx, request.id, now);
  return request;
}

/** The RF creditor reference a request is paid with. */
export function requestReference(r: Pick<PaymentRequest, 'year' | 'sequence'>): string {
  return documentReference({ kind: 'PAYMENT_REQUEST', year: r.year, sequence: r.sequence });
}

/** Queues the request's mail to the client (its billing e-mail, else the account's), with the PDF. */
export async function enqueueRequestMail(tx: Tx, requestId: string, now: Date): Promise<string | null> {
  const doc = await loadPaymentRequestDocument(tx, requestId);
  if (!doc || !doc.to) return null;
  const qrCid = doc.paymentQr ? `epc-qr-${doc.id}@stopover` : null;
  return enqueueMail(
    tx,
    {
      to: doc.to,
      language: doc.language,
      template: 'deposit.requested',
      clientId: doc.clientId,
      data: {
        name: doc.buyer.name,
        number: doc.number,
        orderNumber: doc.orderNumber,
        arrival: doc.arrival,
        amountCents: doc.amountCents,
        currency: doc.currency,
        dueDate: doc.dueDate,
        iban: doc.seller.iban || null,
        bic: doc.seller.bic || null,
        payee: doc.seller.legalName,
        reference: doc.reference,
        qrCid,
      },
    },
    {
      now,
      attachments: [
        { filename: paymentRequestFileName(doc), contentType: 'application/pdf', paymentRequestDocument: { requestId: doc.id } },
        // The code "Scan to pay", shown inside the mail; the text part keeps IBAN, amount and reference in words.
        ...(doc.paymentQr && qrCid ? [{ filename: paymentRequestFileName(doc).replace(/\.pdf$/, '-QR.png'), contentType: 'image/png', cid: qrCid, paymentQr: { payload: doc.paymentQr } }] : []),
      ],
    },
  );
}

/**
 * A reservation ended (arrived, cancelled, declined, no-show): its open request is cancelled with
 * it, and a deposit paid for a stop that ended owing nothing is credited (creditAdvancesIfNothingOwed).
 */
export async function cancelOpenRequests(tx: Tx, reservationId: string, now: Date, staffId: string | null): Promise<number> {
  const { count } = await tx.paymentRequest.updateMany({
    where: { reservationId, status: 'OPEN' },
    data: { status: 'CANCELLED', cancelledAt: now, cancelledById: staffId },
  });
  await creditAdvancesIfNothingOwed(tx, reservationId, now, staffId);
  return count;
}

/**
 * Staff waive an open request with a reason (audited): nothing more is asked, no reminder goes out.
 * Refused: not open (PAYMENT_REQUEST_NOT_OPEN), no reason or a too long one (VALIDATION).
 */
export async function waivePaymentRequest(services: Pick<Services, 'prisma' | 'now'>, staffId: string, requestId: string, reason: string, language: Language): Promise<PaymentRequest> {
  const why = reason.trim();
  const rule = { maxLength: DEPOSIT_WAIVER_REASON_MAX_LENGTH, multiline: true };
  if (!why) throw new AppError('VALIDATION', language, { detail: { fields: { reason: 'REQUIRED' } } });
  if (textProblem(why, rule)) throw new AppError('VALIDATION', language, { detail: { fields: { reason: textProblem(why, rule) } } });
  if (!isUuid(requestId)) throw new AppError('NOT_FOUND', language);
  const now = services.now();
  return services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM payment_requests WHERE id = ${requestId}::uuid FOR UPDATE`;
    const request = await tx.paymentRequest.findUnique({ where: { id: requestId }, include: { reservation: { select: { orderNumber: true } } } });
    if (!request) throw new AppError('NOT_FOUND', language);
    if (request.status !== 'OPEN') throw new AppError('PAYMENT_REQUEST_NOT_OPEN', language, { detail: { status: request.status } });
    const saved = await tx.paymentRequest.update({ where: { id: requestId }, data: { status: 'CANCELLED', cancelledAt: now, cancelledById: staffId } });
    await audit(tx, {
      action: 'billing.deposit_waived',
      actor: { kind: 'STAFF', id: staffId },
      subject: request.reservationId ? { type: 'Reservation', id: request.reservationId } : undefined,
      detail: { number: request.number, orderNumber: request.reservation?.orderNumber ?? null, amountCents: request.amountCents, reason: why },
    });
    return saved;
  }, TRANSACTION_OPTIONS);
}

export { notify };
