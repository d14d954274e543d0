// Payments over HTTP: the manager uploads a camt.053 statement as a multipart request (the CSRF
// header required with a session, an oversized body refused before it is read), reads the payments
// and their suggestions, matches and undoes; staff record a cash payment; an organisation (signed
// in, or its READ_INVOICES token) reads where its own invoices stand and its balance, and nothing
// of the payments themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { camt053Bytes } from '../../testing/camt053.ts';
import { billedClient, billingReady, issuedInvoice, RESTAURANT_IBAN } from '../../testing/payments.ts';
import { documentReference } from '../../domain/creditor-reference.ts';
import { createApiToken } from '../../services/api-tokens.ts';
import type { Invoice, Client } from '../../generated/prisma/client.ts';
import { STATEMENT_FILE_MAX_BYTES } from '../../domain/payments.ts';

let server: TestServer;
let managerCookie: string;
let adminCookie: string;
let clientCookie: string;
let org: Client;
let paid: Invoice;
let open: Invoice;
const clock = new Date('2026-07-02T08:00:00Z');

const IMPORT = 'mutation ($file: File!) { importBankStatement(input: { file: $file }) { alreadyImported skippedDebits statement { newCount matchedCount payments { id amountCents unallocatedCents client { name } allocations { id matchedBy documentNumber } } } } }';
const statement = () =>
  camt053Bytes({
    iban: RESTAURANT_IBAN,
    entries: [
      { amountCents: paid.payableCents!, bookedOn: '2026-07-01', bankRef: 'G-1', reference: documentReference({ kind: 'INVOICE', year: paid.year!, sequence: paid.sequence! }) },
      { amountCents: 4321, bookedOn: '2026-07-01', bankRef: 'G-2', payerName: 'Graz Coaches' },
      { amountCents: 100, direction: 'DBIT', bookedOn: '2026-07-01', bankRef: 'G-3' },
    ],
  });

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  const prisma = server.services.prisma;
  const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
  const admin = await prisma.staff.create({ data: { email: 'desk@stopover.example', name: 'Desk', passwordHash: 'x' } });
  managerCookie = server.cookieFor('staff', manager.id);
  adminCookie = server.cookieFor('staff', admin.id);
  await billingReady(server, manager.id);
  org = await billedClient(server, manager.id, 'Graz', 'Graz Coaches GmbH');
  clientCookie = server.cookieFor('client', org.id);
  paid = (await issuedInvoice(server, manager.id, org.id, 20)).invoice;
  open = (await issuedInvoice(server, manager.id, org.id, 30)).invoice;
});
afterAll(async () => {
  await server?.close();
});

describe('importing over HTTP', () => {
  it('is the manager’s, needs the CSRF header, and refuses an oversized body unread', async () => {
    const file = { 'file': { name: 'july.xml', bytes: statement() } };
    const asAdmin = await server.graphqlUpload(IMPORT, { file: null }, file, { cookie: adminCookie });
    expect(asAdmin.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noCsrf = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { cookie: managerCookie }, body: new FormData() });
    expect(noCsrf.status).toBe(403);
    const huge = await server.graphqlUpload(IMPORT, { file: null }, { file: { name: 'big.xml', bytes: new Uint8Array(STATEMENT_FILE_MAX_BYTES + 70 * 1024) } }, { cookie: managerCookie });
    expect(huge.status).toBe(413);
    expect(await server.services.prisma.bankStatement.count()).toBe(0);
  });

  it('imports and matches, and the same file again changes nothing', async () => {
    const file = { file: { name: 'july.xml', bytes: statement() } };
    const first = await server.graphqlUpload<{ importBankStatement: { alreadyImported: boolean; skippedDebits: number; statement: { newCount: number; matchedCount: number; payments: Array<{ id: string; amountCents: number; allocations: Array<{ matchedBy: string; documentNumber: string }> }> } } }>(IMPORT, { file: null }, file, { cookie: managerCookie });
    expect(first.body.errors).toBeUndefined();
    const result = first.body.data!.importBankStatement;
    expect(result).toMatchObject({ alreadyImported: false, skippedDebits: 1, statement: { newCount: 2, matchedCount: 1 } });
    expect(result.statement.payments.find((p) => p.amountCents === paid.payableCents)!.allocations).toEqual([expect.objectContaining({ matchedBy: 'REFERENCE', documentNumber: paid.number })]);
    const again = await server.graphqlUpload<{ importBankStatement: { alreadyImported: boolean } }>(IMPORT, { file: null }, file, { cookie: managerCookie });
    expect(again.body.data!.importBankStatement.alreadyImported).toBe(true);
    expect(await server.services.prisma.payment.count()).toBe(2);

    const broken = await server.graphqlUpload(IMPORT, { file: null }, { file: { name: 'x.xml', bytes: new TextEncoder().encode('<nope') } }, { cookie: `${managerCookie}; preferred_language=sl` });
    expect(broken.body.errors?.[0]).toMatchObject({ extensions: { code: 'STATEMENT_UNREADABLE' }, message: expect.stringContaining('izpiska') });
  });

  it('lists what is unmatched, suggests, matches and undoes', async () => {
    const list = await server.graphql<{ payments: { edges: Array<{ node: { id: string; amountCents: number } }> } }>('{ payments(unmatchedOnly: true, first: 10) { edges { node { id amountCents } } } }', {}, { cookie: managerCookie });
    expect(list.body.data!.payments.edges.map((e) => e.node.amountCents)).toEqual([4321]);
    const paymentId = list.body.data!.payments.edges[0]!.node.id;
    const suggestions = await server.graphql<{ paymentSuggestions: Array<{ documentId: string; number: string; exactAmount: boolean }> }>('query ($id: ID!) { paymentSuggestions(paymentId: $id) { documentId number exactAmount nameScore client { name } } }', { id: paymentId }, { cookie: managerCookie });
    expect(suggestions.body.data!.paymentSuggestions[0]).toMatchObject({ documentId: encodeGlobalID('Invoice', open.id), number: open.number });
    const matched = await server.graphql<{ matchPayment: { allocation: { id: string; amountCents: number } } }>(
      'mutation ($p: ID!, $d: ID!) { matchPayment(input: { paymentId: $p, documentId: $d }) { allocation { id amountCents payment { unallocatedCents } } } }',
      { p: paymentId, d: encodeGlobalID('Invoice', open.id) },
      { cookie: managerCookie },
    );
    expect(matched.body.data!.matchPayment.allocation.amountCents).toBe(4321);
    const state = await server.graphql<{ node: { paymentState: string; openCents: number } }>('query ($id: ID!) { node(id: $id) { ... on Invoice { paymentState openCents paidCents overdue daysOverdue } } }', { id: encodeGlobalID('Invoice', open.id) }, { cookie: clientCookie });
    expect(state.body.data!.node).toMatchObject({ paymentState: 'PART_PAID', openCents: open.payableCents! - 4321 });
    const undone = await server.graphql<{ undoPaymentMatch: { allocation: { undoneAt: string | null } } }>('mutation ($a: ID!) { undoPaymentMatch(input: { allocationId: $a }) { allocation { undoneAt } } }', { a: matched.body.data!.matchPayment.allocation.id }, { cookie: managerCookie });
    expect(undone.body.data!.undoPaymentMatch.allocation.undoneAt).not.toBeNull();
    const asAdmin = await server.graphql('mutation ($a: ID!) { undoPaymentMatch(input: { allocationId: $a }) { allocation { id } } }', { a: matched.body.data!.matchPayment.allocation.id }, { cookie: adminCookie });
    expect(asAdmin.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets staff record cash at the counter', async () => {
    const recorded = await server.graphql<{ recordPayment: { payment: { method: string; receiptNumber: string } } }>(
      'mutation ($d: ID!) { recordPayment(input: { documentId: $d, method: CASH, amountCents: 500, receiptNumber: "R-77" }) { payment { method receiptNumber } } }',
      { d: encodeGlobalID('Invoice', open.id) },
      { cookie: adminCookie },
    );
    expect(recorded.body.data!.recordPayment.payment).toEqual({ method: 'CASH', receiptNumber: 'R-77' });
  });
});

describe('what an organisation reads', () => {
  it('its invoices’ state and its balance, signed in or with its READ_INVOICES token; never payments', async () => {
    const QUERY = '{ invoices(first: 10) { edges { node { number paymentState openCents } } } }';
    const signedIn = await server.graphql<{ invoices: { edges: Array<{ node: { number: string; paymentState: string } }> } }>(QUERY, {}, { cookie: clientCookie });
    expect(signedIn.body.data!.invoices.edges.find((e) => e.node.number === paid.number)!.node.paymentState).toBe('PAID');
    const balance = await server.graphql<{ node: { balance: { invoicedCents: number; receivedCents: number; balanceCents: number } } }>('query ($id: ID!) { node(id: $id) { ... on Client { balance { invoicedCents receivedCents balanceCents } } } }', { id: encodeGlobalID('Client', org.id) }, { cookie: clientCookie });
    expect(balance.body.data!.node.balance).toMatchObject({ invoicedCents: paid.payableCents! + open.payableCents!, receivedCents: paid.payableCents! + 500 });
    // The 43.21 transfer was matched and undone: a bank payment without matches is nobody's again.

    const manager = await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const token = (await createApiToken(server.services, { kind: 'organisation', clientId: org.id }, { name: 'erp', scopes: ['READ_INVOICES'] }, { ip: null, language: 'en' })).secret;
    const withToken = await server.graphql<{ invoices: { edges: Array<{ node: { paymentState: string } }> } }>(QUERY, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.body.errors).toBeUndefined();
    expect(withToken.body.data!.invoices.edges).toHaveLength(2);
    const payments = await server.graphql('{ payments(first: 1) { edges { node { id } } } }', {}, { headers: { authorization: `Bearer ${token}` } });
    expect(payments.body.errors?.[0]?.extensions?.code).toBe('API_TOKEN_SCOPE');
    const asClient = await server.graphql('{ bankStatements { id } }', {}, { cookie: clientCookie });
    expect(asClient.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(manager.isManager).toBe(true);
  });
});
