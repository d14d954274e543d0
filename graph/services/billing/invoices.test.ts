// The billing core against a real database (PGlite, and PostgreSQL with TEST_DB=postgres): bookings
// keep the terms they were made under; drafts are written from what happened; issuing numbers the
// year's series and freezes the invoice (the database refuses changes); credit notes correct;
// fees are decided from the snapshot and waived with a reason; erasing a client keeps its invoices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { dateToDb, localToInstant } from '../../domain/local-time.ts';
import type { ReservationOutcome, ReservationStatus } from '../../generated/prisma/enums.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { createReservation } from '../reservations/place-reservation.ts';
import { bookingTermsFor, saveAgreement, saveBillingDetails, updateBillingSettings, readBillingSettings, type AgreementInput } from './terms.ts';
import { addInvoiceExtra, creditInvoice, invoiceContent, issueInvoice, openInvoiceDraft, removeInvoiceExtra, reservationFee, waiveFee } from './invoices.ts';
import { parseBookingTerms } from '../../domain/billing-terms.ts';
import { revenue } from './revenue.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let server: TestServer;
let clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
let alpine: { id: string };
const prisma = () => server.services.prisma;
const en = 'en' as const;
const REDUCED = '01935f00-0000-7000-8000-0000000000a2';
const GENERAL = '01935f00-0000-7000-8000-0000000000a1';
const TROUT = '01935f00-0000-7000-8000-000000000007';

const local = (date: string, time: string) => {
  const resolved = localToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
  if (!resolved.ok) throw new Error('nonexistent');
  return resolved.instant;
};

async function org(key: string) {
  return createOrganisation(prisma(), {
    data: { name: `Coaches ${key}`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language: 'sl', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
}

let seq = 0;
/** A closed reservation as the door left it, with the terms it was booked under. */
async function closed(orgId: string, options: { status?: ReservationStatus; outcome?: ReservationOutcome; guests?: number; actualGuests?: number | null; closedAt?: Date; preorder?: unknown } = {}) {
  seq += 1;
  const day = '2026-07-18';
  const terms = await bookingTermsFor(prisma(), orgId, day);
  return prisma().reservation.create({
    data: {
      orderNumber: `BIL-${String(seq).padStart(3, '0')}`,
      clientId: orgId,
      type: 'LONG_STOP',
      guests: options.guests ?? 35,
      seatReservation: true,
      arrivalAt: local(day, '12:30'),
      arrivalDay: dateToDb(day),
      durationMinutes: 90,
      status: options.status ?? 'FINISHED',
      outcome: options.outcome ?? 'ARRIVED',
      actualGuests: options.actualGuests === undefined ? (options.guests ?? 35) : options.actualGuests,
      closedAt: options.closedAt ?? local(day, '12:35'),
      billingTerms: terms as unknown as Prisma.InputJsonValue,
      ...(options.preorder ? { mealPreorder: options.preorder } : {}),
    },
  });
}

const SELLER = {
  legalName: 'Stopover gostinstvo d.o.o.',
  addressLine: 'Cesta v Mestni log 1',
  postcode: '1000',
  city: 'Ljubljana',
  countryCode: 'SI',
  vatId: 'SI50223054',
  registrationNumber: '1234567000',
  iban: 'SI56 1910 0000 0123 438',
  bic: 'DBSISI2X',
  email: 'racuni@stopover.example',
  invoiceFooterEn: 'Thank you.',
  invoiceFooterSl: 'Hvala.',
};

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  alpine = await org('alpine');
  await saveBillingDetails(server.services, { kind: 'STAFF', staffId: managerId }, alpine.id, { legalName: 'Alpine Coaches GmbH', addressLine: 'Hauptstraße 1', postcode: '80331', city: 'München', countryCode: 'DE', vatId: 'DE136695976' }, en);
});
afterAll(async () => {
  await server?.close();
});

describe('the seeded VAT rates and prices', () => {
  it('seeds Slovenia’s rates and gives every price one, gross', async () => {
    const rates = await prisma().vatRate.findMany({ orderBy: { position: 'asc' } });
    expect(rates.map((r) => r.rateBp)).toEqual([2200, 950]);
    const offers = await prisma().stopOffer.findMany({ include: { vatRate: true }, orderBy: { type: 'asc' } });
    expect(offers.map((o) => [o.type, o.vatRate.rateBp, o.priceIncludesVat])).toEqual([
      ['SHORT_STOP', 2200, true],
      ['LONG_STOP', 950, true],
    ]);
    const coffee = await prisma().menuItem.findUniqueOrThrow({ where: { id: '01935f00-0000-7000-8000-000000000001' } });
    expect(coffee.vatRateId).toBe(GENERAL);
    expect((await prisma().menuItem.findUniqueOrThrow({ where: { id: TROUT } })).vatRateId).toBe(REDUCED);
  });
});

describe('bookings keep the terms they were made under', () => {
  it('books under the agreement in force on the arrival day, and a later change of it re-prices nothing', async () => {
    const sava = await org('sava');
    const agreement: AgreementInput = {
      clientId: sava.id,
      name: 'Season 2026',
      validFrom: '2026-04-01',
      validUntil: '2026-10-31',
      stopPrices: { LONG_STOP: 1500 },
      pricesIncludeVat: false,
      dishPrices: [{ menuItemId: TROUT, priceCents: 380 }],
      freePlaces: { perPaying: 20, max: 2 },
      crewMealsFree: false,
      paymentTermsDays: 30,
      guaranteedPercent: 80,
      cancellation: { tiers: [{ hoursBefore: 72, percent: 30 }], noShowPercent: 90 },
    };
    const saved = await saveAgreement(server.services, managerId, agreement, en);
    await expect(saveAgreement(server.services, managerId, { ...agreement, name: 'Overlap', validFrom: '2026-10-01', validUntil: null }, en)).rejects.toMatchObject({ extensions: { code: 'AGREEMENT_OVERLAPS' } });
    const booked = await createReservation(server.services, sava.id, { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: '2026-07-18', arrivalTime: '12:30' }, { ip: null, language: en });
    expect(booked.quotedPriceCents).toBe(1500);
    const terms = parseBookingTerms(booked.billingTerms)!;
    expect(terms).toMatchObject({ agreementId: saved.id, paymentTermsDays: 30, guaranteedPercent: 80, freePlaces: { perPaying: 20, max: 2 }, crewMealsFree: false });
    expect(terms.stopPrices.LONG_STOP).toEqual({ cents: 1500, vatRateBp: 950, vatCategory: 'S', includesVat: false });
    expect(terms.dishPrices[TROUT]).toEqual({ cents: 380, includesVat: false });

    await saveAgreement(server.services, managerId, { ...agreement, id: saved.id, stopPrices: { LONG_STOP: 2500 } }, en);
    const again = await prisma().reservation.findUniqueOrThrow({ where: { id: booked.id } });
    expect(parseBookingTerms(again.billingTerms)!.stopPrices.LONG_STOP.cents).toBe(1500);
    // Outside the season: the list price and the default terms.
    const winter = await bookingTermsFor(prisma(), sava.id, '2026-12-01');
    expect(winter).toMatchObject({ agreementId: null, paymentTermsDays: 14, cancellation: { tiers: [{ hoursBefore: 48, percent: 50 }], noShowPercent: 100 } });
  });
});

describe('invoices', () => {
  it('refuses to issue without the seller’s details, then issues, numbers and freezes an invoice', async () => {
    const r = await closed(alpine.id, {
      preorder: {
        dishes: [
          { menuItemId: '01935f00-0000-7000-8000-000000000006', nameEn: 'Goulash', nameSl: 'Golaž', priceCents: null, quantity: 28 },
          { menuItemId: TROUT, nameEn: 'Trout', nameSl: 'Postrv', priceCents: 450, quantity: 7 },
        ],
        vegetarian: 0,
        vegan: 0,
        allergens: {},
        driverMeals: 1,
        guideMeals: 1,
      },
    });
    const draft = await openInvoiceDraft(server.services, managerId, r.id, en);
    expect(await openInvoiceDraft(server.services, managerId, r.id, en)).toMatchObject({ id: draft.id });
    const withExtra = await addInvoiceExtra(server.services, draft.id, { description: 'Coffee round', descriptionSl: 'Runda kave', quantity: 12, unitPriceCents: 180, vatRateId: GENERAL, priceIncludesVat: true }, en);
    await expect(addInvoiceExtra(server.services, draft.id, { description: '', quantity: 0, unitPriceCents: -1, vatRateId: 'nope', priceIncludesVat: true }, en)).rejects.toMatchObject({
      extensions: { code: 'VALIDATION', fields: { description: 'REQUIRED', quantity: 'OUT_OF_RANGE', vatRateId: 'UNKNOWN_RATE' } },
    });
    const content = await invoiceContent(prisma(), withExtra);
    // 1890 per guest incl. 9.5 % (the seeded long-stop price), trout 4.50, crew meals free by default, 12 coffees at 1.80 incl. 22 %.
    expect(content.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents, l.vatRateBp])).toEqual([
      ['GUESTS', 35, 1890, 950],
      ['DISH', 7, 450, 950],
      ['EXTRA', 12, 180, 2200],
    ]);
    expect(content.totals.payableCents).toBe(35 * 1890 + 7 * 450 + 12 * 180);

    await expect(issueInvoice(server.services, managerId, draft.id, en)).rejects.toMatchObject({ extensions: { code: 'SELLER_DETAILS_MISSING' } });
    await updateBillingSettings(server.services, managerId, { ...(await readBillingSettings(prisma())), ...SELLER }, en);
    const issued = await issueInvoice(server.services, managerId, draft.id, en);
    expect(issued).toMatchObject({ status: 'ISSUED', number: '2026-00001', year: 2026, sequence: 1, paymentTermsDays: 14, payableCents: content.totals.payableCents, language: 'sl' });
    expect(issued.issueDate?.toISOString().slice(0, 10)).toBe('2026-07-01');
    expect(issued.supplyDate?.toISOString().slice(0, 10)).toBe('2026-07-18');
    expect(issued.dueDate?.toISOString().slice(0, 10)).toBe('2026-07-15');
    expect(issued.seller).toMatchObject({ legalName: SELLER.legalName, vatId: 'SI50223054', iban: 'SI56191000000123438' });
    expect(issued.buyer).toMatchObject({ legalName: 'Alpine Coaches GmbH', countryCode: 'DE', vatId: 'DE136695976', email: 'alpine@coaches.example' });
    const lines = await prisma().invoiceLine.findMany({ where: { invoiceId: issued.id }, orderBy: { position: 'asc' } });
    expect(lines.map((l) => [l.position, l.kind, l.netCents])).toEqual([
      [1, 'GUESTS', 60411], // 35 × 17.2603
      [2, 'DISH', 2877], // 7 × 4.1096
      [3, 'EXTRA', 1770], // 12 × 1.4754 = 17.7048
    ]);
    expect(issued.vatBreakdown).toEqual([
      { vatCategory: 'S', vatRateBp: 2200, baseCents: 1770, vatCents: 389 },
      { vatCategory: 'S', vatRateBp: 950, baseCents: 63288, vatCents: 6012 },
    ]);

    // Nothing changes it any more: not the services, not SQL.
    await expect(issueInvoice(server.services, managerId, draft.id, en)).rejects.toMatchObject({ extensions: { code: 'INVOICE_ISSUED' } });
    await expect(addInvoiceExtra(server.services, draft.id, { description: 'More', quantity: 1, unitPriceCents: 100, vatRateId: GENERAL, priceIncludesVat: true }, en)).rejects.toMatchObject({ extensions: { code: 'INVOICE_ISSUED' } });
    await expect(removeInvoiceExtra(server.services, lines[2]!.id, en)).rejects.toMatchObject({ extensions: { code: 'INVOICE_ISSUED' } });
    await expect(prisma().$executeRawUnsafe(`UPDATE invoices SET payable_cents = 1 WHERE id = '${issued.id}'`)).rejects.toThrow(/cannot be changed/);
    await expect(prisma().$executeRawUnsafe(`UPDATE invoices SET organisation_id = gen_random_uuid() WHERE id = '${issued.id}'`)).rejects.toThrow(/cannot be changed/);
    await expect(prisma().$executeRawUnsafe(`DELETE FROM invoices WHERE id = '${issued.id}'`)).rejects.toThrow(/cannot be deleted/);
    await expect(prisma().$executeRawUnsafe(`UPDATE invoice_lines SET quantity = 1 WHERE invoice_id = '${issued.id}'`)).rejects.toThrow(/cannot be changed/);
    await expect(prisma().$executeRawUnsafe(`DELETE FROM invoice_lines WHERE invoice_id = '${issued.id}'`)).rejects.toThrow(/cannot be changed/);
    await expect(prisma().$executeRawUnsafe(`INSERT INTO invoice_lines (id, invoice_id, position, kind, description_en, description_sl, quantity, unit_price_cents, includes_vat, vat_rate_bp, vat_category) VALUES (gen_random_uuid(), '${issued.id}', 9, 'EXTRA', 'x', 'x', 1, 1, true, 2200, 'S')`)).rejects.toThrow(/cannot be changed/);
    await expect(openInvoiceDraft(server.services, managerId, r.id, en)).rejects.toMatchObject({ extensions: { code: 'ALREADY_INVOICED' } });

    // A correction is a credit note that refers to it; then the stop may be invoiced again.
    const credit = await creditInvoice(server.services, managerId, issued.id, 'Wrong headcount', en);
    expect(credit).toMatchObject({ kind: 'CREDIT_NOTE', status: 'ISSUED', number: '2026-00002', correctsInvoiceId: issued.id, payableCents: issued.payableCents, note: 'Wrong headcount', paymentReference: '2026-00001' });
    expect(credit.buyer).toEqual(issued.buyer);
    await expect(creditInvoice(server.services, managerId, issued.id, 'Again', en)).rejects.toMatchObject({ extensions: { code: 'ALREADY_CREDITED' } });
    await expect(creditInvoice(server.services, managerId, credit.id, 'A credit of a credit', en)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const second = await openInvoiceDraft(server.services, managerId, r.id, en);
    expect(second.id).not.toBe(draft.id);
    const audits = await prisma().auditLog.findMany({ where: { action: { in: ['invoice.issued', 'invoice.credited'] } } });
    expect(audits.map((a) => a.action).sort()).toEqual(['invoice.credited', 'invoice.issued']);
  });

  it('refuses open reservations, endings without a bill, and buyers without billing details', async () => {
    const open = await closed(alpine.id, { status: 'SCHEDULED', outcome: undefined });
    await prisma().reservation.update({ where: { id: open.id }, data: { outcome: null } });
    await expect(openInvoiceDraft(server.services, managerId, open.id, en)).rejects.toMatchObject({ extensions: { code: 'RESERVATION_NOT_CLOSED' } });
    const declined = await closed(alpine.id, { status: 'DELETED', outcome: 'DECLINED' });
    await expect(openInvoiceDraft(server.services, managerId, declined.id, en)).rejects.toMatchObject({ extensions: { code: 'NOTHING_TO_INVOICE' } });
    const nobody = await org('nobody');
    const r = await closed(nobody.id);
    const draft = await openInvoiceDraft(server.services, managerId, r.id, en);
    await expect(issueInvoice(server.services, managerId, draft.id, en)).rejects.toMatchObject({ extensions: { code: 'BILLING_DETAILS_MISSING' } });
    expect((await prisma().invoice.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('DRAFT');
  });

  it('bills a no-show its fee, unless staff waive it with a reason', async () => {
    const noShow = await closed(alpine.id, { status: 'DELETED', outcome: 'NO_SHOW', guests: 40, actualGuests: null });
    expect(await reservationFee(prisma(), noShow.id)).toMatchObject({ reason: 'NO_SHOW', percent: 100, amountCents: 40 * 1890, waived: false });
    const draft = await openInvoiceDraft(server.services, managerId, noShow.id, en);
    expect((await invoiceContent(prisma(), draft)).lines.map((l) => [l.kind, l.unitPriceCents])).toEqual([['FEE', 75600]]);
    await expect(waiveFee(server.services, managerId, noShow.id, '  ', en)).rejects.toMatchObject({ extensions: { code: 'VALIDATION' } });
    await waiveFee(server.services, managerId, noShow.id, 'The coach broke down on the motorway', en);
    expect(await reservationFee(prisma(), noShow.id)).toMatchObject({ waived: true });
    expect((await invoiceContent(prisma(), draft)).lines).toEqual([]);
    await expect(issueInvoice(server.services, managerId, draft.id, en)).rejects.toMatchObject({ extensions: { code: 'NOTHING_TO_INVOICE' } });
    await expect(waiveFee(server.services, managerId, noShow.id, 'twice', en)).rejects.toMatchObject({ extensions: { code: 'NO_FEE_TO_WAIVE' } });
    const entry = await prisma().auditLog.findFirstOrThrow({ where: { action: 'reservation.fee_waived', subjectId: noShow.id } });
    expect(entry.detail).toMatchObject({ reason: 'The coach broke down on the motorway', feeCents: 75600 });

    // A cancellation more than 48 hours ahead owes nothing.
    const early = await closed(alpine.id, { status: 'DELETED', outcome: 'CANCELLED_BY_CLIENT', closedAt: new Date('2026-07-10T08:00:00Z'), actualGuests: null });
    expect(await reservationFee(prisma(), early.id)).toBeNull();
    await expect(waiveFee(server.services, managerId, early.id, 'nothing', en)).rejects.toMatchObject({ extensions: { code: 'NO_FEE_TO_WAIVE' } });
  });

  it('keeps issued invoices when the client is erased, and removes its drafts', async () => {
    const leaving = await org('leaving');
    await saveBillingDetails(server.services, { kind: 'CLIENT', clientId: leaving.id }, leaving.id, { legalName: 'Leaving d.o.o.', addressLine: 'Ulica 2', postcode: '2000', city: 'Maribor', countryCode: 'SI', vatId: 'SI50223054' }, en);
    const issuedFor = await closed(leaving.id);
    const issued = await issueInvoice(server.services, managerId, (await openInvoiceDraft(server.services, managerId, issuedFor.id, en)).id, en);
    const drafted = await openInvoiceDraft(server.services, managerId, (await closed(leaving.id)).id, en);
    await prisma().client.delete({ where: { id: leaving.id } });
    const kept = await prisma().invoice.findUniqueOrThrow({ where: { id: issued.id } });
    expect(kept).toMatchObject({ clientId: null, reservationId: null, number: issued.number, payableCents: issued.payableCents });
    expect(kept.buyer).toMatchObject({ legalName: 'Leaving d.o.o.', city: 'Maribor' });
    expect(await prisma().invoiceLine.count({ where: { invoiceId: issued.id } })).toBe(1);
    expect(await prisma().invoice.findUnique({ where: { id: drafted.id } })).toBeNull();
  });

  it('numbers invoices one after another with no gap, a new series each year', async () => {
    const before = await prisma().invoice.findMany({ where: { status: 'ISSUED', year: 2026 }, select: { sequence: true } });
    const last = Math.max(...before.map((i) => i.sequence!));
    for (let i = 0; i < 3; i++) {
      const r = await closed(alpine.id);
      await issueInvoice(server.services, managerId, (await openInvoiceDraft(server.services, managerId, r.id, en)).id, en);
    }
    const all = await prisma().invoice.findMany({ where: { status: 'ISSUED', year: 2026 }, select: { sequence: true }, orderBy: { sequence: 'asc' } });
    expect(all.map((i) => i.sequence)).toEqual(Array.from({ length: last + 3 }, (_, i) => i + 1));
    clock = new Date('2027-01-02T09:00:00Z');
    try {
      const r = await closed(alpine.id);
      const next = await issueInvoice(server.services, managerId, (await openInvoiceDraft(server.services, managerId, r.id, en)).id, en);
      expect(next.number).toBe('2027-00001');
    } finally {
      clock = new Date('2026-07-01T08:00:00Z');
    }
  });
});

describe('revenue', () => {
  it('sums the net of issued documents by supply month, stop type and client, credit notes subtracted', async () => {
    const documents = await prisma().invoice.findMany({ where: { status: 'ISSUED', supplyDate: { gte: dateToDb('2026-07-01'), lt: dateToDb('2026-08-01') } } });
    const signed = (i: (typeof documents)[number]) => (i.kind === 'CREDIT_NOTE' ? -i.netCents! : i.netCents!);
    expect(documents.some((i) => i.kind === 'CREDIT_NOTE')).toBe(true);
    expect(documents.every((i) => i.stopType === 'LONG_STOP')).toBe(true);
    const total = documents.reduce((sum, i) => sum + signed(i), 0);
    const july = await revenue(prisma(), '2026-07-01', '2026-08-01');
    expect(july).toMatchObject({ currency: 'EUR', netCents: total, months: [{ month: '2026-07', netCents: total, documents: documents.length }] });
    expect(july.stopTypes).toEqual([
      { type: 'SHORT_STOP', netCents: 0 },
      { type: 'LONG_STOP', netCents: total },
    ]);
    // The erased client's invoice still counts, under the name on it; the credited invoice is cancelled out.
    const alpineNet = documents.filter((i) => i.clientId === alpine.id).reduce((sum, i) => sum + signed(i), 0);
    expect(july.clients).toEqual(
      expect.arrayContaining([
        { clientId: alpine.id, name: 'Alpine Coaches GmbH', netCents: alpineNet },
        { clientId: null, name: 'Leaving d.o.o.', netCents: expect.any(Number) },
      ]),
    );
    expect(await revenue(prisma(), '2026-08-01', '2026-09-01')).toMatchObject({ netCents: 0, months: [], clients: [] });
  });
});
