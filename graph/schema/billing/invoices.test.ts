// Invoices through GraphQL: staff open, complete, issue and credit; a client reads only its own
// issued invoices and credit notes (never a draft, never another organisation's); API tokens with
// READ_INVOICES read issued ones only; the invoice.issued webhook is queued by the issue's own
// transaction, so a refused issue announces nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { dateToDb, localToInstant } from '../../domain/local-time.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { bookingTermsFor, readBillingSettings, saveBillingDetails, updateBillingSettings } from '../../services/billing/terms.ts';
import { createApiToken } from '../../services/api-tokens.ts';
import { invoiceDocumentPath } from '../../domain/invoice-documents.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let server: TestServer;
const clock = new Date('2026-07-20T08:00:00Z');
const prisma = () => server.services.prisma;
let staffCookie: string;
let alpine: { id: string; cookie: string };
let sava: { id: string; cookie: string };
let GENERAL: string;

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

async function org(key: string) {
  const row = await createOrganisation(prisma(), {
    data: { name: `Coaches ${key}`, email: `${key}@coaches.example`, username: key, passwordHash: 'x', language: 'en', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
  });
  return { id: row.id, cookie: server.cookieFor('client', row.id) };
}

let seq = 0;
async function closed(orgId: string, outcome: 'ARRIVED' | 'NO_SHOW' = 'ARRIVED') {
  seq += 1;
  const day = '2026-07-18';
  const at = localToInstant(day, 12 * 60 + 30);
  if (!at.ok) throw new Error('time');
  return prisma().reservation.create({
    data: {
      orderNumber: `GQL-${String(seq).padStart(3, '0')}`,
      clientId: orgId,
      type: 'LONG_STOP',
      guests: 30,
      seatReservation: true,
      arrivalAt: at.instant,
      arrivalDay: dateToDb(day),
      durationMinutes: 90,
      status: outcome === 'ARRIVED' ? 'FINISHED' : 'DELETED',
      outcome,
      actualGuests: outcome === 'ARRIVED' ? 30 : null,
      closedAt: at.instant,
      billingTerms: (await bookingTermsFor(prisma(), orgId, day)) as unknown as Prisma.InputJsonValue,
    },
  });
}

const gid = (type: string, id: string) => encodeGlobalID(type, id);

async function gql<T>(query: string, variables: Record<string, unknown>, cookie: string | { token: string }) {
  const options = typeof cookie === 'string' ? { cookie } : { headers: { authorization: `Bearer ${cookie.token}` } };
  return server.graphql<T>(query, variables, options);
}

const OPEN = `mutation ($id: ID!) { openInvoiceDraft(input: { reservationId: $id }) { invoice { id status lines { kind quantity } payableCents } } }`;
const ISSUE = `mutation ($id: ID!) { issueInvoice(input: { invoiceId: $id }) { invoice { id status number kind payableCents pdfUrl xmlUrl buyer { legalName } seller { legalName } } } }`;

async function issuedFor(orgId: string): Promise<{ reservationId: string; invoiceId: string; number: string }> {
  const reservation = await closed(orgId);
  const opened = await gql<{ openInvoiceDraft: { invoice: { id: string } } }>(OPEN, { id: gid('Reservation', reservation.id) }, staffCookie);
  const invoiceId = opened.body.data!.openInvoiceDraft.invoice.id;
  const issued = await gql<{ issueInvoice: { invoice: { number: string } } }>(ISSUE, { id: invoiceId }, staffCookie);
  expect(issued.body.errors).toBeUndefined();
  return { reservationId: reservation.id, invoiceId, number: issued.body.data!.issueInvoice.invoice.number };
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const manager = await prisma().staff.findFirstOrThrow({ where: { isManager: true } });
  staffCookie = server.cookieFor('staff', manager.id);
  await updateBillingSettings(server.services, manager.id, { ...(await readBillingSettings(prisma())), ...SELLER }, 'en');
  GENERAL = (await prisma().vatRate.findFirstOrThrow({ where: { rateBp: 2200 } })).id;
  alpine = await org('alpine');
  sava = await org('sava');
  for (const o of [alpine, sava]) {
    await saveBillingDetails(server.services, { kind: 'STAFF', staffId: manager.id }, o.id, { legalName: 'Alpine Coaches GmbH', addressLine: 'Hauptstraße 1', postcode: '80331', city: 'München', countryCode: 'DE', vatId: 'DE136695976' }, 'en');
  }
});
afterAll(async () => {
  await server?.close();
});

describe('staff bill a reservation through GraphQL', () => {
  it('opens a draft, adds and removes an extra, issues it and credits it', async () => {
    const reservation = await closed(alpine.id);
    const rid = gid('Reservation', reservation.id);
    const opened = await gql<{ openInvoiceDraft: { invoice: { id: string; status: string; lines: Array<{ kind: string; quantity: number }>; payableCents: number } } }>(OPEN, { id: rid }, staffCookie);
    expect(opened.body.errors).toBeUndefined();
    const draft = opened.body.data!.openInvoiceDraft.invoice;
    expect(draft.status).toBe('DRAFT');
    expect(draft.lines[0]).toEqual({ kind: 'GUESTS', quantity: 30 });

    const rates = await gql<{ vatRates: Array<{ id: string; rateBp: number }> }>('{ vatRates { id rateBp name } }', {}, staffCookie);
    const general = rates.body.data!.vatRates.find((r) => r.rateBp === 2200)!;
    expect(general.id).toBe(gid('VatRate', GENERAL));
    const ADD = `mutation ($input: AddInvoiceExtraInput!) { addInvoiceExtra(input: $input) { invoice { payableCents lines { id kind description quantity unitPriceCents } } } }`;
    const added = await gql<{ addInvoiceExtra: { invoice: { payableCents: number; lines: Array<{ id: string | null; kind: string }> } } }>(
      ADD,
      { input: { invoiceId: draft.id, description: 'Coffee round', quantity: 2, unitPriceCents: 250, vatRateId: general.id, priceIncludesVat: true } },
      staffCookie,
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addInvoiceExtra.invoice.payableCents).toBe(draft.payableCents + 500);
    const extra = added.body.data!.addInvoiceExtra.invoice.lines.find((l) => l.kind === 'EXTRA')!;
    expect(added.body.data!.addInvoiceExtra.invoice.lines.find((l) => l.kind === 'GUESTS')!.id).toBeNull();

    const tooLong = await gql(ADD, { input: { invoiceId: draft.id, description: 'x'.repeat(201), quantity: 1, unitPriceCents: 1, vatRateId: general.id, priceIncludesVat: true } }, staffCookie);
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const badRate = await gql(ADD, { input: { invoiceId: draft.id, description: 'Tea', quantity: 1, unitPriceCents: 1, vatRateId: rid, priceIncludesVat: true } }, staffCookie);
    expect(badRate.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { vatRateId: 'UNKNOWN_RATE' } });

    const removed = await gql<{ removeInvoiceExtra: { invoice: { payableCents: number } } }>(
      `mutation ($id: ID!) { removeInvoiceExtra(input: { lineId: $id }) { invoice { payableCents } } }`,
      { id: extra.id },
      staffCookie,
    );
    expect(removed.body.data!.removeInvoiceExtra.invoice.payableCents).toBe(draft.payableCents);

    const issued = await gql<{ issueInvoice: { invoice: { id: string; status: string; number: string; kind: string; payableCents: number; pdfUrl: string; xmlUrl: string; buyer: { legalName: string } } } }>(
      ISSUE,
      { id: draft.id },
      staffCookie,
    );
    expect(issued.body.errors).toBeUndefined();
    const invoice = issued.body.data!.issueInvoice.invoice;
    expect(invoice).toMatchObject({ status: 'ISSUED', kind: 'INVOICE', number: expect.stringMatching(/^2026-\d{5}$/), payableCents: draft.payableCents, buyer: { legalName: 'Alpine Coaches GmbH' } });
    const rowId = Buffer.from(invoice.id, 'base64').toString().split(':')[1]!;
    expect(invoice.pdfUrl).toBe(invoiceDocumentPath(rowId, 'pdf'));
    expect(invoice.xmlUrl).toBe(invoiceDocumentPath(rowId, 'xml'));

    const again = await gql(ISSUE, { id: draft.id }, staffCookie);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('INVOICE_ISSUED');

    const credited = await gql<{ creditInvoice: { creditNote: { kind: string; number: string; payableCents: number; note: string; correctsInvoice: { id: string } }; invoice: { creditedBy: { number: string } } } }>(
      `mutation ($id: ID!, $reason: String!) { creditInvoice(input: { invoiceId: $id, reason: $reason }) {
        creditNote { kind number payableCents note correctsInvoice { id } } invoice { creditedBy { number } } } }`,
      { id: invoice.id, reason: 'Wrong headcount' },
      staffCookie,
    );
    expect(credited.body.errors).toBeUndefined();
    const note = credited.body.data!.creditInvoice.creditNote;
    expect(note).toMatchObject({ kind: 'CREDIT_NOTE', note: 'Wrong headcount', correctsInvoice: { id: invoice.id } });
    expect(credited.body.data!.creditInvoice.invoice.creditedBy.number).toBe(note.number);

    const onReservation = await gql<{ node: { invoices: Array<{ kind: string }>; invoiceDraft: null } }>(
      'query ($id: ID!) { node(id: $id) { ... on Reservation { invoices { kind } invoiceDraft { id } } } }',
      { id: rid },
      staffCookie,
    );
    expect(onReservation.body.data!.node.invoices.map((i) => i.kind)).toEqual(['CREDIT_NOTE', 'INVOICE']);
  });

  it('shows and waives a no-show’s fee', async () => {
    const reservation = await closed(alpine.id, 'NO_SHOW');
    const rid = gid('Reservation', reservation.id);
    const FEE = 'query ($id: ID!) { node(id: $id) { ... on Reservation { fee { reason percent amountCents waived } feeWaiver { reason by { name } } } } }';
    const before = await gql<{ node: { fee: { reason: string; percent: number; amountCents: number; waived: boolean } } }>(FEE, { id: rid }, staffCookie);
    expect(before.body.data!.node.fee).toMatchObject({ reason: 'NO_SHOW', percent: 100, waived: false });
    const waived = await gql(`mutation ($id: ID!) { waiveFee(input: { reservationId: $id, reason: "The coach broke down" }) { reservation { fee { waived } } } }`, { id: rid }, staffCookie);
    expect(waived.body.errors).toBeUndefined();
    const staff = await gql<{ node: { feeWaiver: { reason: string } } }>(FEE, { id: rid }, staffCookie);
    expect(staff.body.data!.node.feeWaiver.reason).toBe('The coach broke down');
    const client = await gql<{ node: { fee: { waived: boolean }; feeWaiver: unknown } }>(FEE, { id: rid }, alpine.cookie);
    // The client sees that it was waived, not staff's reason or who.
    expect(client.body.data!.node).toMatchObject({ fee: { waived: true }, feeWaiver: null });
    const twice = await gql(`mutation ($id: ID!) { waiveFee(input: { reservationId: $id, reason: "Again" }) { reservation { id } } }`, { id: rid }, staffCookie);
    expect(twice.body.errors?.[0]?.extensions?.code).toBe('NO_FEE_TO_WAIVE');
  });
});

describe('who sees an invoice', () => {
  it('shows a client its own issued invoices only: never a draft, never another organisation’s', async () => {
    const own = await issuedFor(sava.id);
    const foreign = await issuedFor(alpine.id);
    const draftReservation = await closed(sava.id);
    const draft = await gql<{ openInvoiceDraft: { invoice: { id: string } } }>(OPEN, { id: gid('Reservation', draftReservation.id) }, staffCookie);
    const draftId = draft.body.data!.openInvoiceDraft.invoice.id;

    const list = await gql<{ viewer: { client: { invoices: { totalCount: number; edges: Array<{ node: { number: string; status: string } }> } } } }>(
      '{ viewer { client { invoices(first: 20) { totalCount edges { node { number status } } } } } }',
      {},
      sava.cookie,
    );
    expect(list.body.data!.viewer.client.invoices.edges.map((e) => e.node.number)).toEqual([own.number]);

    const NODE = 'query ($id: ID!) { node(id: $id) { id ... on Invoice { number } } }';
    expect((await gql<{ node: unknown }>(NODE, { id: own.invoiceId }, sava.cookie)).body.data!.node).not.toBeNull();
    expect((await gql<{ node: unknown }>(NODE, { id: foreign.invoiceId }, sava.cookie)).body.data!.node).toBeNull();
    expect((await gql<{ node: unknown }>(NODE, { id: draftId }, sava.cookie)).body.data!.node).toBeNull();
    expect((await gql<{ node: unknown }>(NODE, { id: draftId }, staffCookie)).body.data!.node).not.toBeNull();

    const draftField = await gql<{ node: { invoiceDraft: unknown; invoices: Array<{ number: string }> } }>(
      'query ($id: ID!) { node(id: $id) { ... on Reservation { invoiceDraft { id } invoices { number } } } }',
      { id: gid('Reservation', draftReservation.id) },
      sava.cookie,
    );
    expect(draftField.body.data!.node).toEqual({ invoiceDraft: null, invoices: [] });

    const staffList = await gql<{ invoices: { edges: Array<{ node: { status: string } }> } }>('{ invoices(first: 50, filter: { status: DRAFT }) { edges { node { status } } } }', {}, staffCookie);
    expect(staffList.body.data!.invoices.edges.length).toBeGreaterThan(0);
    const badDate = await gql('{ invoices(first: 5, filter: { from: "2026-13-01" }) { edges { node { id } } } }', {}, staffCookie);
    expect(badDate.body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { from: 'INVALID_DATE' } });
    // The root list answers a client its own issued ones too, whatever the filter asks.
    const clientList = await gql<{ invoices: { edges: Array<{ node: { number: string } }> } }>(
      'query ($org: ID!) { invoices(first: 50, filter: { organisationId: $org }) { edges { node { number } } } }',
      { org: gid('Client', alpine.id) },
      sava.cookie,
    );
    expect(clientList.body.data!.invoices.edges).toEqual([]);
  });

  it('shows API tokens with READ_INVOICES issued invoices only', async () => {
    const own = await issuedFor(sava.id);
    const draftReservation = await closed(sava.id);
    const draftId = (await gql<{ openInvoiceDraft: { invoice: { id: string } } }>(OPEN, { id: gid('Reservation', draftReservation.id) }, staffCookie)).body.data!.openInvoiceDraft.invoice.id;
    const manager = await prisma().staff.findFirstOrThrow({ where: { isManager: true } });
    const meta = { ip: null, language: 'en' as const };
    const orgToken = (await createApiToken(server.services, { kind: 'organisation', clientId: sava.id }, { name: 'erp', scopes: ['READ_INVOICES'] }, meta)).secret;
    const restaurantToken = (await createApiToken(server.services, { kind: 'restaurant', staffId: manager.id }, { name: 'books', scopes: ['READ_INVOICES'] }, meta)).secret;
    const NODE = 'query ($id: ID!) { node(id: $id) { id ... on Invoice { number payableCents lines { description } } } }';
    for (const token of [orgToken, restaurantToken]) {
      expect((await gql<{ node: { number: string } }>(NODE, { id: own.invoiceId }, { token })).body.data!.node.number).toBe(own.number);
      expect((await gql<{ node: unknown }>(NODE, { id: draftId }, { token })).body.data!.node).toBeNull();
    }
    const mine = await gql<{ viewer: { client: { invoices: { edges: Array<{ node: { status: string } }> } } } }>('{ viewer { client { invoices(first: 50) { edges { node { status } } } } } }', {}, { token: orgToken });
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data!.viewer.client.invoices.edges.every((e) => e.node.status === 'ISSUED')).toBe(true);
    const all = await gql<{ invoices: { edges: Array<{ node: { status: string } }> } }>('{ invoices(first: 100) { edges { node { status } } } }', {}, { token: restaurantToken });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.invoices.edges.length).toBeGreaterThan(0);
    expect(all.body.data!.invoices.edges.every((e) => e.node.status === 'ISSUED')).toBe(true);
    // How a draft is computed is staff's: refused to a token.
    const basis = await gql('query ($id: ID!) { node(id: $id) { ... on Invoice { draftBasis { perGuestCents } } } }', { id: own.invoiceId }, { token: restaurantToken });
    expect(basis.body.errors?.[0]?.extensions?.code).toBe('API_TOKEN_SCOPE');
  });
});

describe('the invoice.issued webhook', () => {
  it('is queued for the organisation’s and the restaurant’s endpoints with the issue, and not when the issue is refused', async () => {
    const hook = (clientId: string | null) =>
      prisma().webhookEndpoint.create({ data: { clientId, url: 'https://hooks.example/invoices', events: ['INVOICE_ISSUED'], secret: 'whsec_AAAA' } });
    const [own, restaurant] = [await hook(alpine.id), await hook(null)];
    const other = await hook(sava.id);
    const deliveries = (endpointId: string) => prisma().webhookDelivery.findMany({ where: { endpointId }, orderBy: { createdAt: 'asc' } });

    const issued = await issuedFor(alpine.id);
    for (const endpoint of [own, restaurant]) {
      const [delivery] = await deliveries(endpoint.id);
      expect(delivery?.event).toBe('invoice.issued');
      const body = JSON.parse(delivery!.body) as { type: string; data: { invoice: { id: string; kind: string; number: string; pdfPath: string } } };
      expect(body.data.invoice).toMatchObject({ id: issued.invoiceId, kind: 'INVOICE', number: issued.number });
    }
    expect(await deliveries(other.id)).toEqual([]);

    // A credit note is announced too, with its kind.
    await gql(`mutation ($id: ID!) { creditInvoice(input: { invoiceId: $id, reason: "Duplicate" }) { creditNote { id } } }`, { id: issued.invoiceId }, staffCookie);
    const [, credit] = await deliveries(own.id);
    expect(JSON.parse(credit!.body).data.invoice).toMatchObject({ kind: 'CREDIT_NOTE', correctsInvoice: { id: issued.invoiceId, number: issued.number } });

    // Refused (the buyer has no billing details): nothing is announced.
    const bare = await org('bare');
    const hookBare = await hook(bare.id);
    const reservation = await closed(bare.id);
    const draftId = (await gql<{ openInvoiceDraft: { invoice: { id: string } } }>(OPEN, { id: gid('Reservation', reservation.id) }, staffCookie)).body.data!.openInvoiceDraft.invoice.id;
    const before = (await deliveries(restaurant.id)).length;
    const refused = await gql(ISSUE, { id: draftId }, staffCookie);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BILLING_DETAILS_MISSING');
    expect(await deliveries(hookBare.id)).toEqual([]);
    expect((await deliveries(restaurant.id)).length).toBe(before);
  });
});
