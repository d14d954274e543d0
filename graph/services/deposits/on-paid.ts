// What follows when a deposit request's money is matched in full, and when that match is undone.
// Called by the payment matcher inside its transaction (its mails and webhooks are queued there;
// the matcher wakes the mail worker after the commit).
//
// Paid: the request is PAID and an advance invoice is issued for it in the invoice series (VAT is
// due on payments on account): one line of the deposit's gross at the VAT rate of the booked stop
// price, the buyer's billing details and the seller's as they are now, supplied on the arrival day,
// nothing left to pay. It is mailed and announced (INVOICE_ISSUED) as every issued invoice.
// Undone: the request is OPEN again; its advance invoice is never changed but credited whole by a
// credit note, and unlinked from the request (advanceInvoiceId back to null) — so a later payment
// issues a new advance invoice and links that one. The credited advance stays with the
// reservation, and the final invoice deducts only what credit notes left of each advance.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Services } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { parseBookingTerms } from '../../domain/billing-terms.ts';
import { buyerParty } from '../../domain/invoice-parties.ts';
import { documentReference } from '../../domain/creditor-reference.ts';
import { dateToDb } from '../../domain/local-time.ts';
import { enqueueWebhooks } from '../../webhooks/outbox.ts';
import { enqueueDocumentMail } from '../billing/documents/mail.ts';
import { advancesToDeduct, creditAdvancePart, issueDay, issueNewDocument, sellerNow } from '../billing/invoices.ts';

type Tx = Prisma.TransactionClient;

/**
 * The request is paid in full (its active allocations cover its amount). Refused (the match with
 * it) when the client has no billing details (BILLING_DETAILS_MISSING) or the restaurant's are
 * incomplete (SELLER_DETAILS_MISSING): an advance invoice cannot be issued without them.
 */
export async function onDepositPaid(tx: Tx, services: Pick<Services, 'now'>, requestId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM payment_requests WHERE id = ${requestId}::uuid FOR UPDATE`;
  const request = await tx.paymentRequest.findUniqueOrThrow({
    where: { id: requestId },
    include: { reservation: true, client: { select: { email: true, billingDetails: true } } },
  });
  const paid = await tx.paymentRequest.update({ where: { id: requestId }, data: { status: 'PAID', cancelledAt: null, cancelledById: null } });
  if (request.advanceInvoiceId) return;
  const language = request.language;
  const details = request.client?.billingDetails;
  if (!details || !request.client) throw new AppError('BILLING_DETAILS_MISSING', language);
  const now = services.now();
  const seller = await sellerNow(tx, language);
  const reservation = request.reservation;
  const terms = reservation ? parseBookingTerms(reservation.billingTerms) : null;
  const price = reservation && terms ? terms.stopPrices[reservation.type] : null;
  const issueDate = issueDay(now);
  const what = reservation ? ` ${reservation.orderNumber}` : '';
  const { issued, number } = await issueNewDocument(tx, {
    kind: 'ADVANCE_INVOICE',
    reservationId: request.reservationId,
    clientId: request.clientId,
    stopType: reservation?.type ?? null,
    currency: request.currency,
    language,
    lines: [
      {
        // The line kind says "a deposit"; only advance invoices and their credit notes carry it as a positive amount.
        kind: 'ADVANCE_DEDUCTION',
        quantity: 1,
        unitPriceCents: paid.amountCents,
        vatRateBp: price?.vatRateBp ?? 0,
        vatCategory: price?.vatCategory ?? 'S',
        includesVat: true,
        descriptionEn: `Deposit for reservation${what} (payment request ${request.number})`,
        descriptionSl: `Predplačilo za rezervacijo${what} (zahtevek za plačilo ${request.number})`,
      },
    ],
    issueDate,
    data: () => ({
      supplyDate: reservation?.arrivalDay ?? dateToDb(issueDate),
      // Paid already: nothing is due.
      dueDate: dateToDb(issueDate),
      paymentTermsDays: 0,
      paymentReference: documentReference({ kind: 'PAYMENT_REQUEST', year: request.year, sequence: request.sequence }),
      seller: seller as unknown as Prisma.InputJsonValue,
      buyer: buyerParty(details, request.client!.email) as unknown as Prisma.InputJsonValue,
      issuedAt: now,
      issuedById: null,
    }),
  });
  await tx.paymentRequest.update({ where: { id: requestId }, data: { advanceInvoiceId: issued.id } });
  await audit(tx, {
    action: 'invoice.issued',
    actor: { kind: 'SYSTEM' },
    subject: { type: 'Invoice', id: issued.id },
    detail: { number, kind: 'ADVANCE_INVOICE', orderNumber: reservation?.orderNumber ?? null, payableCents: paid.amountCents },
  });
  await enqueueWebhooks(tx, { event: 'INVOICE_ISSUED', invoice: issued, corrects: null, orderNumber: reservation?.orderNumber ?? null }, now);
  await enqueueDocumentMail(tx, issued.id, now);
}

/** A match that had paid the request was undone: it is open again, and its advance invoice credited. */
export async function onDepositUnpaid(tx: Tx, services: Pick<Services, 'now'>, requestId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM payment_requests WHERE id = ${requestId}::uuid FOR UPDATE`;
  const request = await tx.paymentRequest.findUniqueOrThrow({ where: { id: requestId } });
  if (request.status !== 'PAID') return;
  await tx.paymentRequest.update({ where: { id: requestId }, data: { status: 'OPEN', advanceInvoiceId: null } });
  if (!request.advanceInvoiceId || !request.reservationId) return;
  const advance = (await advancesToDeduct(tx, request.reservationId)).find((a) => a.invoiceId === request.advanceInvoiceId);
  if (!advance || advance.remainingCents <= 0) return;
  await creditAdvancePart(tx, {
    advanceId: advance.invoiceId,
    cents: advance.remainingCents,
    tax: advance,
    staffId: null,
    now: services.now(),
    reason: { en: `Payment of deposit request ${request.number} undone`, sl: `Plačilo zahtevka za predplačilo ${request.number} razveljavljeno` },
  });
}
