// A deposit paid, against a real database: the advance invoice in the invoice series with the VAT
// of the booked stop price; the final invoice deducting it; a fee invoice never negative, the rest
// credited and kept as the organisation's credit; a free cancellation credits it whole; an undone
// match credits the advance and a later payment gets a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { parseBookingTerms } from '../../domain/billing-terms.ts';
import { createReservation } from '../reservations/place-reservation.ts';
import { changeReservationStatus } from '../reservations/status-changes.ts';
import { saveAgreement, saveBillingDetails, readBillingSettings, updateBillingSettings } from '../billing/terms.ts';
import { invoiceContent, issueInvoice, openInvoiceDraft } from '../billing/invoices.ts';
import { clientBalance } from '../payments/balances.ts';
import { updateDepositSettings } from './settings.ts';
import { onDepositPaid, onDepositUnpaid } from './on-paid.ts';
import { resolveAttachments } from '../../mail/attachments.ts';
import type { MailAttachment } from '../../mail/outbox.ts';
import { pdfText } from '../billing/documents/pdf-text.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let server: TestServer;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
const prisma = () => server.services.prisma;
const en = 'en' as const;
const meta = { ip: null, language: en };

async function client(key: string, deposit?: { kind: 'PER_GUEST'; perGuestCents: number; due: { from: 'CONFIRMATION'; days: number } }) {
  const org = await createOrganisation(prisma(), {
    data: { name: `Coaches ${key}`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language: 'en', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
  await saveBillingDetails(server.services, { kind: 'STAFF', staffId: managerId }, org.id, { legalName: `${key} Tours GmbH`, addressLine: 'Ring 1', postcode: '1010', city: 'Wien', countryCode: 'AT', vatId: 'ATU13585627' }, en);
  if (deposit) {
    await saveAgreement(
      server.services,
      managerId,
      { clientId: org.id, name: 'Deposit', validFrom: '2026-01-01', validUntil: null, stopPrices: {}, pricesIncludeVat: true, dishPrices: [], freePlaces: null, crewMealsFree: null, paymentTermsDays: null, guaranteedPercent: null, cancellation: null, deposit },
      en,
    );
  }
  return org;
}

let day = 5;
async function bookAndConfirm(orgId: string, guests = 30) {
  const r = await createReservation(
    server.services,
    orgId,
    { type: 'LONG_STOP', guests, seatReservation: true, arrivalDate: `2026-07-${String(++day + 1).padStart(2, '0')}`, arrivalTime: '12:30', acceptTerms: true },
    meta,
  );
  const confirmed = await changeReservationStatus(server.services, managerId, r.id, 'SCHEDULED', { expectedVersion: r.version }, meta);
  const request = await prisma().paymentRequest.findFirstOrThrow({ where: { reservationId: r.id } });
  return { reservation: confirmed, request };
}

/** What the matcher does: the money, allocated in full to the request, then the hook, in one transaction. */
async function pay(requestId: string, amountCents: number) {
  return prisma().$transaction(async (tx) => {
    const request = await tx.paymentRequest.findUniqueOrThrow({ where: { id: requestId } });
    const payment = await tx.payment.create({ data: { method: 'TRANSFER', amountCents, bookedOn: new Date('2026-07-01'), clientId: request.clientId } });
    const allocation = await tx.paymentAllocation.create({ data: { paymentId: payment.id, paymentRequestId: requestId, amountCents, matchedBy: 'REFERENCE' } });
    await onDepositPaid(tx, server.services, requestId);
    return allocation;
  });
}

async function undo(allocationId: string, requestId: string) {
  await prisma().$transaction(async (tx) => {
    await tx.paymentAllocation.update({ where: { id: allocationId }, data: { undoneAt: clock } });
    await onDepositUnpaid(tx, server.services, requestId);
  });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await updateBillingSettings(
    server.services,
    managerId,
    { ...(await readBillingSettings(prisma())), legalName: 'Stopover d.o.o.', addressLine: 'Cesta 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI50223054', iban: 'SI56 1910 0000 0123 438', bic: 'DBSISI2X' },
    en,
  );
  await updateDepositSettings(server.services, managerId, { terms: { kind: 'PERCENT', percent: 30, due: { from: 'CONFIRMATION', days: 7 } }, poorRecord: null, overdueAction: 'NOTIFY' }, en);
});
afterAll(async () => {
  await server?.close();
});

describe('a deposit paid', () => {
  it('issues an advance invoice at the stop price’s VAT, and the final invoice deducts it', async () => {
    const org = await client('alpine');
    const { reservation, request } = await bookAndConfirm(org.id, 30);
    const price = parseBookingTerms(reservation.billingTerms)!.stopPrices.LONG_STOP;
    const gross = 30 * price.cents;
    expect(request.amountCents).toBe(Math.round(gross * 0.3));
    await pay(request.id, request.amountCents);

    const paid = await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id }, include: { advanceInvoice: { include: { lines: true } } } });
    expect(paid.status).toBe('PAID');
    const advance = paid.advanceInvoice!;
    expect(advance).toMatchObject({ kind: 'ADVANCE_INVOICE', status: 'ISSUED', number: '2026-00001', payableCents: request.amountCents, reservationId: reservation.id });
    // VAT on the payment on account at the stop price's rate: gross ÷ 1.095.
    expect(price.vatRateBp).toBe(950);
    expect(advance.netCents).toBe(Math.round(request.amountCents / 1.095));
    expect(advance.vatCents! + advance.netCents!).toBe(request.amountCents);
    expect(advance.lines).toHaveLength(1);
    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { template: 'invoice.issued', toAddress: org.email } });
    expect(mail.subject).toBe('Advance invoice 2026-00001');
    expect(mail.textBody).not.toContain('Due date');
    const [pdf] = await resolveAttachments(prisma(), mail.attachments as unknown as MailAttachment[]);
    expect(pdf!.filename).toBe('Advance-invoice-2026-00001.pdf');
    expect(await pdfText(pdf!.content as Buffer)).toContain('Advance invoice');

    // Paid twice over (a second hook call) changes nothing.
    await prisma().$transaction((tx) => onDepositPaid(tx, server.services, request.id));
    expect(await prisma().invoice.count({ where: { reservationId: reservation.id, kind: 'ADVANCE_INVOICE' } })).toBe(1);

    clock = new Date(`${reservation.arrivalAt.toISOString().slice(0, 10)}T14:00:00Z`);
    await changeReservationStatus(server.services, managerId, reservation.id, 'FINISHED', { expectedVersion: reservation.version }, meta);
    const draft = await openInvoiceDraft(server.services, managerId, reservation.id, en);
    const content = await invoiceContent(prisma(), draft);
    const deduction = content.lines.find((l) => l.kind === 'ADVANCE_DEDUCTION')!;
    expect(deduction).toMatchObject({ quantity: -1, unitPriceCents: request.amountCents, vatRateBp: 950, includesVat: true, deductsInvoiceId: advance.id });
    expect(content.totals.payableCents).toBe(gross - request.amountCents);
    const final = await issueInvoice(server.services, managerId, draft.id, en);
    expect(final).toMatchObject({ number: '2026-00002', payableCents: gross - request.amountCents });
    const stored = await prisma().invoiceLine.findFirstOrThrow({ where: { invoiceId: final.id, kind: 'ADVANCE_DEDUCTION' } });
    expect(stored.deductsInvoiceId).toBe(advance.id);
    // Nothing credited: the deposit was used whole. The organisation owes the rest.
    expect(await prisma().invoice.count({ where: { correctsInvoiceId: advance.id } })).toBe(0);
    expect((await clientBalance(prisma(), org.id)).balanceCents).toBe(gross - request.amountCents);
  });

  it('never makes a fee invoice negative: the unused deposit is credited and stays the client’s credit', async () => {
    clock = new Date('2026-07-01T08:00:00Z');
    const org = await client('big', { kind: 'PER_GUEST', perGuestCents: 5000, due: { from: 'CONFIRMATION', days: 3 } });
    const { reservation, request } = await bookAndConfirm(org.id, 10);
    expect(request.amountCents).toBe(50_000);
    await pay(request.id, request.amountCents);
    const advanceId = (await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).advanceInvoiceId!;
    // Cancelled by the client 24 hours before arrival: 50 % of the booked guests' price.
    clock = new Date(reservation.arrivalAt.getTime() - 24 * 3_600_000);
    await changeReservationStatus(server.services, managerId, reservation.id, 'DELETED', { expectedVersion: reservation.version, note: 'Tour cancelled', requestedBy: 'CLIENT' }, meta);
    const fee = Math.round((10 * parseBookingTerms(reservation.billingTerms)!.stopPrices.LONG_STOP.cents) / 2);
    const draft = await openInvoiceDraft(server.services, managerId, reservation.id, en);
    const issued = await issueInvoice(server.services, managerId, draft.id, en);
    expect(issued.payableCents).toBe(0);
    const credit = await prisma().invoice.findFirstOrThrow({ where: { correctsInvoiceId: advanceId } });
    expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', status: 'ISSUED', payableCents: 50_000 - fee });
    const balance = await clientBalance(prisma(), org.id);
    expect(balance.balanceCents).toBe(-(50_000 - fee));
  });

  it('credits the whole deposit of a free cancellation', async () => {
    clock = new Date('2026-07-01T08:00:00Z');
    const org = await client('early');
    const { reservation, request } = await bookAndConfirm(org.id, 20);
    await pay(request.id, request.amountCents);
    const advanceId = (await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).advanceInvoiceId!;
    await changeReservationStatus(server.services, managerId, reservation.id, 'DELETED', { expectedVersion: reservation.version, note: 'Plans changed', requestedBy: 'CLIENT' }, meta);
    expect(await prisma().invoice.findFirstOrThrow({ where: { correctsInvoiceId: advanceId } })).toMatchObject({ payableCents: request.amountCents });
    expect((await clientBalance(prisma(), org.id)).balanceCents).toBe(-request.amountCents);
  });

  it('credits the advance when the match is undone, and a later payment gets a new one', async () => {
    clock = new Date('2026-07-01T08:00:00Z');
    const org = await client('undo');
    const { reservation, request } = await bookAndConfirm(org.id, 20);
    const allocation = await pay(request.id, request.amountCents);
    const first = (await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).advanceInvoiceId!;
    await undo(allocation.id, request.id);
    expect(await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ status: 'OPEN', advanceInvoiceId: null });
    expect(await prisma().invoice.findFirstOrThrow({ where: { correctsInvoiceId: first } })).toMatchObject({ kind: 'CREDIT_NOTE', payableCents: request.amountCents });
    // The original never changed.
    expect(await prisma().invoice.findUniqueOrThrow({ where: { id: first } })).toMatchObject({ status: 'ISSUED', payableCents: request.amountCents });

    await pay(request.id, request.amountCents);
    const second = (await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).advanceInvoiceId!;
    expect(second).not.toBe(first);
    expect(await prisma().invoice.count({ where: { reservationId: reservation.id, kind: 'ADVANCE_INVOICE' } })).toBe(2);
  });
});
