// Deposits from the terms to the request, against a real database: the manager's default, the
// agreement's waiver and the poor-record rule land in the booking's snapshot; confirming asks the
// deposit once, numbered in its own series, mailed with the RF reference and a PDF that is not an
// invoice; an ending cancels it; staff waive it with a reason, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { dateToDb } from '../../domain/local-time.ts';
import { parseBookingTerms } from '../../domain/billing-terms.ts';
import { depositTermsText } from '../../domain/deposit-wording.ts';
import { parseDocumentReference } from '../../domain/creditor-reference.ts';
import { createReservation } from '../reservations/place-reservation.ts';
import { changeReservationStatus } from '../reservations/status-changes.ts';
import { saveAgreement, saveBillingDetails, readBillingSettings, updateBillingSettings } from '../billing/terms.ts';
import { readDepositSettings, updateDepositSettings } from './settings.ts';
import { waivePaymentRequest } from './requests.ts';
import { resolveAttachments } from '../../mail/attachments.ts';
import type { MailAttachment } from '../../mail/outbox.ts';
import { pdfText } from '../billing/documents/pdf-text.ts';
import { scanPdfQr, scanPngQr } from '../billing/documents/qr-scan.ts';
import { parseEpcPayload } from '../../domain/epc-qr.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let server: TestServer;
const clock = new Date('2026-07-01T08:00:00Z');
let managerId: string;
const prisma = () => server.services.prisma;
const en = 'en' as const;
const meta = { ip: null, language: en };
const PERCENT_30 = { kind: 'PERCENT', percent: 30, due: { from: 'CONFIRMATION', days: 7 } } as const;
const PER_GUEST_10 = { kind: 'PER_GUEST', perGuestCents: 1000, due: { from: 'ARRIVAL', days: 3 } } as const;

async function org(key: string, language: 'en' | 'sl' = 'sl') {
  return createOrganisation(prisma(), {
    data: { name: `Coaches ${key}`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language, status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
}

let day = 10;
/** A booking on a day of its own, so the seats are never the question. */
const book = (orgId: string, guests = 40) =>
  createReservation(server.services, orgId, { type: 'LONG_STOP', guests, seatReservation: true, arrivalDate: `2026-07-${String(++day).padStart(2, '0')}`, arrivalTime: '12:30', acceptTerms: true }, meta);

const confirm = async (id: string) => {
  const r = await prisma().reservation.findUniqueOrThrow({ where: { id } });
  return changeReservationStatus(server.services, managerId, id, 'SCHEDULED', { expectedVersion: r.version }, meta);
};

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await updateBillingSettings(
    server.services,
    managerId,
    { ...(await readBillingSettings(prisma())), legalName: 'Stopover d.o.o.', addressLine: 'Cesta 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: 'SI50223054', iban: 'SI56 1910 0000 0123 438', bic: 'DBSISI2X' },
    en,
  );
});
afterAll(async () => {
  await server?.close();
});

describe('deposit terms', () => {
  it('refuses bad settings and keeps good ones', async () => {
    await expect(updateDepositSettings(server.services, managerId, { terms: { ...PERCENT_30, percent: 0 }, poorRecord: null, overdueAction: 'NOTIFY' }, en)).rejects.toMatchObject({
      extensions: { code: 'VALIDATION', fields: { depositTerms: 'PERCENT_OUT_OF_RANGE' } },
    });
    await expect(
      updateDepositSettings(server.services, managerId, { terms: null, poorRecord: { minClosed: 0, minBadPercent: 50, terms: PER_GUEST_10 }, overdueAction: 'NOTIFY' }, en),
    ).rejects.toMatchObject({ extensions: { code: 'VALIDATION', fields: { poorRecord: 'RULE_OUT_OF_RANGE' } } });
    expect(await readDepositSettings(prisma())).toEqual({ terms: null, poorRecord: null, overdueAction: 'NOTIFY' });
    await updateDepositSettings(server.services, managerId, { terms: PERCENT_30, poorRecord: { minClosed: 2, minBadPercent: 50, terms: PER_GUEST_10 }, overdueAction: 'NEEDS_COORDINATION' }, en);
    expect(await readDepositSettings(prisma())).toEqual({ terms: PERCENT_30, poorRecord: { minClosed: 2, minBadPercent: 50, terms: PER_GUEST_10 }, overdueAction: 'NEEDS_COORDINATION' });
  });

  it('snapshots the default, an agreement’s waiver and the poor-record rule when booked', async () => {
    const plain = await org('plain');
    expect(parseBookingTerms((await book(plain.id)).billingTerms)).toMatchObject({ deposit: PERCENT_30, depositByRule: false });

    const friend = await org('friend');
    await saveAgreement(
      server.services,
      managerId,
      {
        clientId: friend.id,
        name: 'Friends',
        validFrom: '2026-01-01',
        validUntil: null,
        stopPrices: {},
        pricesIncludeVat: true,
        dishPrices: [],
        freePlaces: null,
        crewMealsFree: null,
        paymentTermsDays: null,
        guaranteedPercent: null,
        cancellation: null,
        deposit: { kind: 'NONE' },
      },
      en,
    );
    expect(parseBookingTerms((await book(friend.id)).billingTerms)).toMatchObject({ deposit: { kind: 'NONE' }, depositByRule: false });

    // Two ended stops, one a no-show: 50 % — the rule asks its deposit, even over the waiver.
    for (const [i, outcome] of (['ARRIVED', 'NO_SHOW'] as const).entries()) {
      await prisma().reservation.create({
        data: {
          orderNumber: `OLD-${i}`,
          clientId: friend.id,
          type: 'SHORT_STOP',
          guests: 20,
          seatReservation: false,
          arrivalAt: new Date('2026-05-01T10:00:00Z'),
          arrivalDay: dateToDb('2026-05-01'),
          durationMinutes: 30,
          status: outcome === 'ARRIVED' ? 'FINISHED' : 'DELETED',
          outcome,
          closedAt: new Date('2026-05-01T10:30:00Z'),
        },
      });
    }
    const judged = parseBookingTerms((await book(friend.id)).billingTerms)!;
    expect(judged).toMatchObject({ deposit: PER_GUEST_10, depositByRule: true });
    expect(depositTermsText(judged.deposit, 'sl', { byRule: true })).toBe('Predplačilo: 10,00\u00a0€ na gosta, plačljivo 3\u00a0dni pred prihodom (zaradi preteklih neprihodov in poznih odpovedi).');
    expect(depositTermsText(PERCENT_30, 'en')).toBe('Deposit: 30\u00a0% of the expected price, payable within 7\u00a0days of confirmation.');
  });

  it('reads snapshots from before deposits as none', () => {
    const old = parseBookingTerms({
      version: 1,
      currency: 'EUR',
      stopPrices: { SHORT_STOP: { cents: 900, vatRateBp: 2200, includesVat: true }, LONG_STOP: { cents: 1800, vatRateBp: 950, includesVat: true } },
      cancellation: { tiers: [], noShowPercent: 100 },
    });
    expect(old).toMatchObject({ deposit: { kind: 'NONE' }, depositByRule: false });
  });
});

describe('the request at confirmation', () => {
  it('asks once, in its own series, and mails the amount, the RF reference and a PDF that is not an invoice', async () => {
    const sava = await org('sava', 'sl');
    await saveBillingDetails(server.services, { kind: 'STAFF', staffId: managerId }, sava.id, { legalName: 'Sava Tours d.o.o.', addressLine: 'Dunajska 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: '' }, en);
    const r = await book(sava.id, 40);
    await confirm(r.id);
    const [request] = await prisma().paymentRequest.findMany({ where: { reservationId: r.id } });
    // 40 guests at the list price (gross), 30 % of it.
    const price = parseBookingTerms(r.billingTerms)!.stopPrices.LONG_STOP.cents;
    expect(request).toMatchObject({ number: '2026-D00001', year: 2026, sequence: 1, status: 'OPEN', amountCents: Math.round(40 * price * 0.3), language: 'sl', clientId: sava.id });
    expect(request!.dueDate).toEqual(dateToDb('2026-07-08'));

    const mail = await prisma().mailOutbox.findFirstOrThrow({ where: { template: 'deposit.requested', toAddress: sava.email } });
    const reference = `RF${mail.textBody.match(/RF(\d\d[\d ]+)/)![1]!.replace(/\s/g, '')}`;
    expect(parseDocumentReference(reference)).toEqual({ kind: 'PAYMENT_REQUEST', year: 2026, sequence: 1 });
    expect(mail.subject).toContain('Predplačilo');
    expect(mail.textBody).toContain(new Intl.NumberFormat('sl-SI', { style: 'currency', currency: 'EUR' }).format(request!.amountCents / 100));
    expect(mail.textBody).toContain('SI56 1910 0000 0123 438');
    const [pdf, png] = await resolveAttachments(prisma(), mail.attachments as unknown as MailAttachment[]);
    // The code in the mail and on the PDF scans to the transfer a banking app should make.
    const transfer = { iban: 'SI56191000000123438', amountCents: request!.amountCents, reference, name: 'Stopover d.o.o.' };
    expect(png!.contentType).toBe('image/png');
    expect(mail.htmlBody).toContain(`cid:${(mail.attachments as Array<{ cid?: string }>)[1]!.cid}`);
    expect(parseEpcPayload(scanPngQr(png!.content as Buffer)!)).toMatchObject(transfer);
    expect(parseEpcPayload((await scanPdfQr(pdf!.content as Buffer))!)).toMatchObject(transfer);
    expect(pdf!.filename).toBe('Zahtevek-za-placilo-2026-D00001.pdf');
    const text = await pdfText(pdf!.content as Buffer);
    expect(text).toContain('Zahtevek za plačilo');
    expect(text).toContain('To ni račun');
    expect(text).toContain('2026-D00001');

    // Back to coordination and confirmed again: the open request stands, no second one.
    const waiting = await changeReservationStatus(server.services, managerId, r.id, 'WAITING', { expectedVersion: (await prisma().reservation.findUniqueOrThrow({ where: { id: r.id } })).version, note: 'Later arrival?' }, meta);
    await changeReservationStatus(server.services, managerId, r.id, 'SCHEDULED', { expectedVersion: waiting.version }, meta);
    expect(await prisma().paymentRequest.count({ where: { reservationId: r.id } })).toBe(1);
  });

  it('asks nothing when the snapshot asks none, and cancels an open request with the reservation', async () => {
    const none = await org('none');
    await saveAgreement(
      server.services,
      managerId,
      { clientId: none.id, name: 'Waived', validFrom: '2026-01-01', validUntil: null, stopPrices: {}, pricesIncludeVat: true, dishPrices: [], freePlaces: null, crewMealsFree: null, paymentTermsDays: null, guaranteedPercent: null, cancellation: null, deposit: { kind: 'NONE' } },
      en,
    );
    const free = await book(none.id);
    await confirm(free.id);
    expect(await prisma().paymentRequest.count({ where: { reservationId: free.id } })).toBe(0);

    const drava = await org('drava');
    const r = await book(drava.id);
    const confirmed = await confirm(r.id);
    await changeReservationStatus(server.services, managerId, r.id, 'DELETED', { expectedVersion: confirmed.version, note: 'Tour cancelled', requestedBy: 'CLIENT' }, meta);
    expect(await prisma().paymentRequest.findFirstOrThrow({ where: { reservationId: r.id } })).toMatchObject({ status: 'CANCELLED', cancelledById: managerId, number: '2026-D00002' });
  });

  it('lets staff waive an open request with a reason, audited, once', async () => {
    const mura = await org('mura');
    const r = await book(mura.id);
    await confirm(r.id);
    const request = await prisma().paymentRequest.findFirstOrThrow({ where: { reservationId: r.id } });
    await expect(waivePaymentRequest(server.services, managerId, request.id, '  ', en)).rejects.toMatchObject({ extensions: { code: 'VALIDATION' } });
    const waived = await waivePaymentRequest(server.services, managerId, request.id, 'Regular client, pays on the day', en);
    expect(waived).toMatchObject({ status: 'CANCELLED', cancelledById: managerId });
    await expect(waivePaymentRequest(server.services, managerId, request.id, 'again', en)).rejects.toMatchObject({ extensions: { code: 'PAYMENT_REQUEST_NOT_OPEN' } });
    const entry = await prisma().auditLog.findFirstOrThrow({ where: { action: 'billing.deposit_waived' } });
    expect(entry).toMatchObject({ subjectType: 'Reservation', subjectId: r.id, actorId: managerId });
  });
});


describe('the request to read', () => {
  it('serves its PDF to its organisation and staff, and to nobody else; GraphQL shows it to the owner', async () => {
    const owner = await org('reader', 'en');
    const stranger = await org('stranger', 'en');
    const r = await book(owner.id);
    await confirm(r.id);
    const request = await prisma().paymentRequest.findFirstOrThrow({ where: { reservationId: r.id } });
    const at = clock.getTime();
    const get = (cookie: string | null, id = request.id) => fetch(`${server.url}/payment-requests/${id}.pdf`, { headers: cookie ? { cookie } : {} });
    const mine = await get(server.cookieFor('client', owner.id, { issuedAt: at }));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="Payment-request-${request.number}.pdf"`);
    expect(await pdfText(Buffer.from(await mine.arrayBuffer()))).toContain('This is not an invoice');
    expect((await get(server.cookieFor('staff', managerId, { issuedAt: at }))).status).toBe(200);
    expect((await get(server.cookieFor('client', stranger.id, { issuedAt: at }))).status).toBe(404);
    expect((await get(null)).status).toBe(404);
    expect((await get(server.cookieFor('staff', managerId, { issuedAt: at }), 'not-a-uuid')).status).toBe(404);

    const query = 'query ($id: ID!) { node(id: $id) { ... on Reservation { depositRequest { number amountCents status creditorReference pdfUrl paymentQr { payload } } } } }';
    const reservationId = Buffer.from(`Reservation:${r.id}`).toString('base64');
    const seen = await server.graphql<{ node: { depositRequest: { number: string; creditorReference: string; pdfUrl: string; paymentQr: { payload: string } | null } } }>(query, { id: reservationId }, { cookie: server.cookieFor('client', owner.id, { issuedAt: at }) });
    expect(seen.body.data?.node.depositRequest).toMatchObject({ number: request.number, pdfUrl: `/payment-requests/${request.id}.pdf` });
    expect(seen.body.data?.node.depositRequest.creditorReference).toMatch(/^RF\d\d /);
    expect(parseEpcPayload(seen.body.data!.node.depositRequest.paymentQr!.payload)).toMatchObject({ amountCents: request.amountCents });
  });
});
