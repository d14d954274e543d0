// Invoice.creditorReference and Invoice.paymentQr through GraphQL: the RF reference on issued
// invoices only; the QR code for what is still open (a part payment lowers it, a credit note or full
// payment removes it), drawn from the same payload the PDF prints, for the owner, staff and tokens
// that read invoices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { createApiToken } from '../../services/api-tokens.ts';
import { loadIssuedDocument } from '../../services/billing/documents/document.ts';
import { issueFixtureDocuments, type DocumentFixture } from '../../services/billing/documents/testing.ts';
import { parseEpcPayload } from '../../domain/epc-qr.ts';
import { parseDocumentReference } from '../../domain/creditor-reference.ts';
import { dateToDb } from '../../domain/local-time.ts';

let server: TestServer;
let f: DocumentFixture;
const clock = new Date('2026-11-20T09:00:00Z');
const prisma = () => server.services.prisma;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  f = await issueFixtureDocuments(server);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

interface Read {
  node: { number: string | null; kind: string; creditorReference: string | null; paymentQr: { payload: string; size: number; path: string; amountCents: number; reference: string } | null } | null;
}
const QUERY = 'query ($id: ID!) { node(id: $id) { ... on Invoice { number kind creditorReference paymentQr { payload size path amountCents reference } } } }';

async function read(id: string, auth: { cookie: string } | { token: string }) {
  const options = 'cookie' in auth ? { cookie: auth.cookie } : { headers: { authorization: `Bearer ${auth.token}` } };
  const response = await server.graphql<Read>(QUERY, { id: encodeGlobalID('Invoice', id) }, options);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.node;
}

describe('Invoice.creditorReference and Invoice.paymentQr', () => {
  it('give an open invoice its RF reference and the code for its amount, as the PDF prints it', async () => {
    const staff = { cookie: server.cookieFor('staff', f.managerId) };
    const node = (await read(f.otherInvoiceId, staff))!;
    const doc = (await loadIssuedDocument(prisma(), f.otherInvoiceId))!;
    expect(node.creditorReference).toBe(doc.creditorReference);
    expect(parseDocumentReference(node.creditorReference!)).toMatchObject({ kind: 'INVOICE', year: 2026 });
    expect(node.paymentQr).toMatchObject({ payload: doc.paymentQr, amountCents: doc.payableCents, reference: doc.creditorReference });
    expect(node.paymentQr!.size).toBeGreaterThanOrEqual(21 + 8);
    expect(node.paymentQr!.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    // The owner and its READ_INVOICES token read the same.
    expect(await read(f.otherInvoiceId, { cookie: server.cookieFor('client', f.otherOrgId) })).toEqual(node);
    const token = (await createApiToken(server.services, { kind: 'organisation', clientId: f.otherOrgId }, { name: 'erp', scopes: ['READ_INVOICES'] }, { ip: null, language: 'en' })).secret;
    expect(await read(f.otherInvoiceId, { token })).toEqual(node);
    // Another organisation sees nothing of it.
    expect(await read(f.otherInvoiceId, { cookie: server.cookieFor('client', f.orgId) })).toBeNull();
  });

  it('asks only for what is still open, and for nothing once it is paid', async () => {
    const staff = { cookie: server.cookieFor('staff', f.managerId) };
    const doc = (await loadIssuedDocument(prisma(), f.otherInvoiceId))!;
    const payment = await prisma().payment.create({ data: { method: 'TRANSFER', amountCents: 10_000, bookedOn: dateToDb('2026-11-20'), clientId: f.otherOrgId } });
    const allocation = await prisma().paymentAllocation.create({ data: { paymentId: payment.id, invoiceId: f.otherInvoiceId, amountCents: 10_000, matchedBy: 'MANUAL' } });
    const part = (await read(f.otherInvoiceId, staff))!.paymentQr!;
    expect(part.amountCents).toBe(doc.payableCents - 10_000);
    expect(parseEpcPayload(part.payload)).toMatchObject({ amountCents: doc.payableCents - 10_000, reference: doc.creditorReference, iban: 'SI56191000000123438' });
    await prisma().paymentAllocation.update({ where: { id: allocation.id }, data: { amountCents: doc.payableCents } });
    await prisma().payment.update({ where: { id: payment.id }, data: { amountCents: doc.payableCents } });
    expect((await read(f.otherInvoiceId, staff))!.paymentQr).toBeNull();
  });

  it('give a credited invoice its reference but no code, and a credit note or a draft neither', async () => {
    const staff = { cookie: server.cookieFor('staff', f.managerId) };
    const credited = (await read(f.invoiceId, staff))!;
    expect(credited.creditorReference).toMatch(/^RF\d{2}12026\d{5}$/);
    expect(credited.paymentQr).toBeNull();
    expect(await read(f.creditNoteId, staff)).toMatchObject({ kind: 'CREDIT_NOTE', creditorReference: null, paymentQr: null });
    expect(await read(f.draftId, staff)).toMatchObject({ number: null, creditorReference: null, paymentQr: null });
  });
});
