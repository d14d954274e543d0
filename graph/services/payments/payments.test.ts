// Getting paid against a real database (PGlite, and PostgreSQL with TEST_DB=postgres): a camt.053
// statement imported once (the same file again and an overlapping statement add nothing twice; a
// malformed file or another account's changes nothing), credits matched by reference and by the
// numbers in their text (exact → paid, less → part-paid, more → the client's credit), the rest
// offered as suggestions and matched by hand, undone, recorded at the counter, refunded; the
// balances that follow; and `payment.received` delivered to a real HTTP receiver.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { camt053Bytes, type Camt053Entry } from '../../testing/camt053.ts';
import { billedClient, billingReady, depositRequest, issuedInvoice, RESTAURANT_IBAN } from '../../testing/payments.ts';
import { documentReference } from '../../domain/creditor-reference.ts';
import type { Invoice, Client } from '../../generated/prisma/client.ts';
import { creditInvoice } from '../billing/invoices.ts';
import { registerWebhook } from '../webhooks.ts';
import { createWebhookWorker } from '../../webhooks/worker.ts';
import { importBankStatement } from './import.ts';
import { matchPayment, paymentSuggestions, undoPaymentMatch } from './match.ts';
import { recordPayment, recordRefund } from './record.ts';
import { invoiceBalances, clientBalance, paymentRemainder } from './balances.ts';
import { createOrganisation } from '../../testing/organisations.ts';

let server: TestServer;
const clock = new Date('2026-07-02T08:00:00Z');
let managerId: string;
let alpine: Client;
let dolomiti: Client;
const prisma = () => server.services.prisma;
const en = 'en' as const;
let statementNo = 0;

const refOf = (invoice: Invoice) => documentReference({ kind: 'INVOICE', year: invoice.year!, sequence: invoice.sequence! });
const balanceOf = async (invoice: Invoice) => (await invoiceBalances(prisma(), [invoice.id], '2026-07-02')).get(invoice.id)!;
const upload = (entries: Camt053Entry[], options: { iban?: string; id?: string } = {}) => {
  statementNo += 1;
  const bytes = camt053Bytes({ statementId: options.id ?? `STMT-${statementNo}`, iban: options.iban ?? RESTAURANT_IBAN, from: '2026-07-01', to: '2026-07-02', entries });
  return { fileName: `statement-${statementNo}.xml`, bytes };
};
const counts = async () => ({ statements: await prisma().bankStatement.count(), payments: await prisma().payment.count(), allocations: await prisma().paymentAllocation.count() });
const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return null;
};

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await billingReady(server, managerId);
  alpine = await billedClient(server, managerId, 'Alpine', 'Alpine Coaches Reisen GmbH');
  dolomiti = await billedClient(server, managerId, 'Dolomiti', 'Dolomiti Tours S.r.l.');
});
afterAll(async () => {
  await server?.close();
});

describe('importing a statement', () => {
  it('matches by reference: exact amount → paid; the same file again changes nothing', async () => {
    const { invoice } = await issuedInvoice(server, managerId, alpine.id);
    const file = upload([
      { amountCents: invoice.payableCents!, bookedOn: '2026-07-01', bankRef: 'A-1', payerName: 'ALPINE COACHES REISEN', reference: refOf(invoice) },
      { amountCents: 999, direction: 'DBIT', bookedOn: '2026-07-01', bankRef: 'A-2' },
    ]);
    const first = await importBankStatement(server.services, managerId, file, en);
    expect(first.alreadyImported).toBe(false);
    expect(first.statement).toMatchObject({ format: 'camt.053.001.08', accountIban: 'SI56191000000123438', entryCount: 2, creditCount: 1, newCount: 1, matchedCount: 1 });
    expect(first.skipped).toEqual({ debits: 1, notBooked: 0, otherCurrency: 0 });
    expect(await balanceOf(invoice)).toMatchObject({ state: 'PAID', openCents: 0, paidCents: invoice.payableCents });
    const payment = await prisma().payment.findFirstOrThrow({ where: { bankStatementId: first.statement.id }, include: { allocations: true } });
    expect(payment).toMatchObject({ clientId: alpine.id, method: 'TRANSFER', direction: 'IN', bankEntryKey: 'ref:SI56191000000123438:A-1' });
    expect(payment.allocations).toEqual([expect.objectContaining({ invoiceId: invoice.id, matchedBy: 'REFERENCE', amountCents: invoice.payableCents })]);
    expect(await prisma().auditLog.count({ where: { action: 'bank_statement.imported', subjectId: first.statement.id } })).toBe(1);

    const before = await counts();
    const again = await importBankStatement(server.services, managerId, file, en);
    expect(again).toMatchObject({ alreadyImported: true, statement: { id: first.statement.id } });
    expect(await counts()).toEqual(before);
  });

  it('takes only the new entries of an overlapping statement, with or without the bank’s references', async () => {
    const entry = (n: number, bankRef: string | null): Camt053Entry => ({ amountCents: 1000 + n, bookedOn: '2026-07-01', bankRef, payerName: 'Someone', remittance: 'dinner' });
    // Two identical entries without a bank reference are two payments, in both files.
    const twin: Camt053Entry = { amountCents: 500, bookedOn: '2026-07-01', bankRef: null, payerName: 'Twin', remittance: 'same' };
    const a = await importBankStatement(server.services, managerId, upload([entry(1, 'O-1'), entry(2, null), twin, twin]), en);
    expect(a.statement).toMatchObject({ creditCount: 4, newCount: 4, matchedCount: 0 });
    const b = await importBankStatement(server.services, managerId, upload([entry(2, null), twin, twin, entry(1, 'O-1'), entry(3, 'O-3')]), en);
    expect(b.statement).toMatchObject({ creditCount: 5, newCount: 1 });
    expect(await prisma().payment.count({ where: { payerName: 'Twin' } })).toBe(2);
  });

  it('refuses a malformed file or another account’s statement and changes nothing', async () => {
    const before = await counts();
    expect(await codeOf(importBankStatement(server.services, managerId, { fileName: 'x.xml', bytes: new TextEncoder().encode('<Document><oops') }, en))).toBe('STATEMENT_UNREADABLE');
    const bad = upload([{ amountCents: 100, bookedOn: '2026-07-01', bankRef: 'M-1' }]);
    const broken = new TextEncoder().encode(new TextDecoder().decode(bad.bytes).replace('<CdtDbtInd>CRDT</CdtDbtInd>', '<CdtDbtInd>X</CdtDbtInd>'));
    expect(await codeOf(importBankStatement(server.services, managerId, { fileName: 'b.xml', bytes: broken }, en))).toBe('STATEMENT_UNREADABLE');
    expect(await codeOf(importBankStatement(server.services, managerId, upload([{ amountCents: 100, bookedOn: '2026-07-01' }], { iban: 'AT61 1904 3002 3457 3201' }), en))).toBe('STATEMENT_WRONG_ACCOUNT');
    expect(await counts()).toEqual(before);
  });

  it('part-pays with less, leaves credit with more, and matches numbers in the free text', async () => {
    const { invoice: small } = await issuedInvoice(server, managerId, dolomiti.id, 20);
    const { invoice: large, reservation } = await issuedInvoice(server, managerId, dolomiti.id, 40);
    const { invoice: third } = await issuedInvoice(server, managerId, dolomiti.id, 25);
    const creditBefore = await clientBalance(prisma(), dolomiti.id);
    await importBankStatement(
      server.services,
      managerId,
      upload([
        { amountCents: small.payableCents! - 1000, bookedOn: '2026-07-02', bankRef: 'P-1', remittance: `Racun ${small.number}` },
        { amountCents: large.payableCents! + 2500, bookedOn: '2026-07-02', bankRef: 'P-2', remittance: `Booking ${reservation.orderNumber}` },
        { amountCents: 100, bookedOn: '2026-07-02', bankRef: 'P-3', reference: refOf(third).slice(0, -1) + (refOf(third).endsWith('1') ? '2' : '1') },
      ]),
      en,
    );
    expect(await balanceOf(small)).toMatchObject({ state: 'PART_PAID', openCents: 1000 });
    expect(await balanceOf(large)).toMatchObject({ state: 'PAID', openCents: 0 });
    const allocation = await prisma().paymentAllocation.findFirstOrThrow({ where: { invoiceId: large.id } });
    expect(allocation.matchedBy).toBe('REMITTANCE');
    expect(await paymentRemainder(prisma(), allocation.paymentId)).toBe(2500);
    const after = await clientBalance(prisma(), dolomiti.id);
    expect(after.unallocatedCents - creditBefore.unallocatedCents).toBe(2500);
    // A mistyped reference matches nothing.
    expect(await balanceOf(third)).toMatchObject({ state: 'OPEN' });
    const stray = await prisma().payment.findFirstOrThrow({ where: { bankEntryKey: 'ref:SI56191000000123438:P-3' } });
    expect(stray.clientId).toBeNull();
  });
});

describe('matching by hand', () => {
  it('suggests the exact amount and the closer name first, matches, and undoes', async () => {
    const { invoice: wanted } = await issuedInvoice(server, managerId, alpine.id, 33);
    await issuedInvoice(server, managerId, dolomiti.id, 33);
    const { statement } = await importBankStatement(server.services, managerId, upload([{ amountCents: wanted.payableCents!, bookedOn: '2026-07-02', bankRef: 'H-1', payerName: 'Alpine Coaches Reisen GmbH', remittance: 'thanks' }]), en);
    expect(statement.matchedCount).toBe(0);
    const payment = await prisma().payment.findFirstOrThrow({ where: { bankStatementId: statement.id } });
    const suggestions = await paymentSuggestions(server.services, payment.id, en);
    expect(suggestions[0]).toMatchObject({ exactAmount: true, document: { id: wanted.id, number: wanted.number } });
    expect(suggestions[0]!.nameScore).toBeGreaterThan(suggestions[1]!.nameScore);

    const { allocation } = await matchPayment(server.services, managerId, { paymentId: payment.id, document: { kind: 'INVOICE', id: wanted.id } }, en);
    expect(allocation).toMatchObject({ amountCents: wanted.payableCents, matchedBy: 'MANUAL', createdById: managerId });
    expect(await balanceOf(wanted)).toMatchObject({ state: 'PAID' });
    expect(await paymentSuggestions(server.services, payment.id, en)).toEqual([]);
    expect(await codeOf(matchPayment(server.services, managerId, { paymentId: payment.id, document: { kind: 'INVOICE', id: wanted.id } }, en))).toBe('NOTHING_OPEN');

    const undone = await undoPaymentMatch(server.services, managerId, allocation.id, en);
    expect(undone).toMatchObject({ undoneById: managerId });
    expect(undone.undoneAt).not.toBeNull();
    expect(await prisma().paymentAllocation.count({ where: { id: allocation.id } })).toBe(1);
    expect(await balanceOf(wanted)).toMatchObject({ state: 'OPEN' });
    expect((await prisma().payment.findUniqueOrThrow({ where: { id: payment.id } })).clientId).toBeNull();
    expect(await codeOf(undoPaymentMatch(server.services, managerId, allocation.id, en))).toBe('MATCH_ALREADY_UNDONE');
    expect(await prisma().auditLog.count({ where: { subjectId: payment.id, action: { in: ['payment.matched', 'payment.match_undone'] } } })).toBe(2);

    // Part of a payment, then amounts that do not fit.
    expect(await codeOf(matchPayment(server.services, managerId, { paymentId: payment.id, document: { kind: 'INVOICE', id: wanted.id }, amountCents: wanted.payableCents! + 1 }, en))).toBe('PAYMENT_EXCEEDS_REMAINDER');
    const part = await matchPayment(server.services, managerId, { paymentId: payment.id, document: { kind: 'INVOICE', id: wanted.id }, amountCents: 100 }, en);
    expect(part.document).toMatchObject({ state: 'PART_PAID', openCents: wanted.payableCents! - 100 });
    expect(await codeOf(matchPayment(server.services, managerId, { paymentId: payment.id, document: { kind: 'INVOICE', id: 'nope' } }, en))).toBe('NOT_FOUND');
  });
});

describe('deposit requests', () => {
  it('a request paid in full by its reference is PAID; undoing the match opens it again', async () => {
    const request = await depositRequest(server, alpine.id, 30000);
    const ref = documentReference({ kind: 'PAYMENT_REQUEST', year: 2026, sequence: request.sequence });
    const { statement } = await importBankStatement(server.services, managerId, upload([{ amountCents: 30000, bookedOn: '2026-07-02', bankRef: 'D-1', reference: ref }]), en);
    expect(statement.matchedCount).toBe(1);
    expect((await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('PAID');
    const allocation = await prisma().paymentAllocation.findFirstOrThrow({ where: { paymentRequestId: request.id } });
    await undoPaymentMatch(server.services, managerId, allocation.id, en);
    expect((await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('OPEN');
  });

  it('matches a request number in the free text, part-paying it', async () => {
    const request = await depositRequest(server, dolomiti.id, 20000);
    await importBankStatement(server.services, managerId, upload([{ amountCents: 5000, bookedOn: '2026-07-02', bankRef: 'D-2', remittance: `Anzahlung ${request.number}` }]), en);
    expect((await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('OPEN');
    expect(await prisma().paymentAllocation.findFirst({ where: { paymentRequestId: request.id } })).toMatchObject({ amountCents: 5000, matchedBy: 'REMITTANCE' });
  });
  it('leaves a deposit to match by hand when its advance invoice cannot be issued, and imports the rest', async () => {
    const noDetails = await createOrganisation(prisma(), {
      data: { name: 'No Details Tours', email: 'nodetails@coaches.example', username: 'nodetails', passwordHash: 'x', language: 'en', status: 'APPROVED', emailVerifiedAt: clock, approvedAt: clock, termsAcceptedAt: clock },
    });
    const request = await depositRequest(server, noDetails.id, 10000);
    const other = await depositRequest(server, dolomiti.id, 7000);
    const ref = (r: { sequence: number }) => documentReference({ kind: 'PAYMENT_REQUEST', year: 2026, sequence: r.sequence });
    const { statement } = await importBankStatement(
      server.services,
      managerId,
      upload([
        { amountCents: 10000, bookedOn: '2026-07-02', bankRef: 'D-3', reference: ref(request) },
        { amountCents: 7000, bookedOn: '2026-07-02', bankRef: 'D-4', reference: ref(other) },
      ]),
      en,
    );
    expect(statement).toMatchObject({ newCount: 2, matchedCount: 1 });
    expect((await prisma().paymentRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe('OPEN');
    expect(await prisma().paymentAllocation.count({ where: { paymentRequestId: request.id } })).toBe(0);
    expect((await prisma().paymentRequest.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('PAID');
    const unmatched = await prisma().payment.findFirstOrThrow({ where: { bankEntryKey: { contains: 'D-3' } } });
    expect(await codeOf(matchPayment(server.services, managerId, { paymentId: unmatched.id, document: { kind: 'PAYMENT_REQUEST', id: request.id } }, en))).toBe('BILLING_DETAILS_MISSING');
  });
});

describe('recorded payments and refunds', () => {
  it('cash at the counter needs the till’s receipt number', async () => {
    const { invoice } = await issuedInvoice(server, managerId, alpine.id, 12);
    expect(await codeOf(recordPayment(server.services, managerId, { method: 'CASH', amountCents: 100, document: { kind: 'INVOICE', id: invoice.id } }, en))).toBe('VALIDATION');
    expect(await codeOf(recordPayment(server.services, managerId, { method: 'CASH', amountCents: 100, receiptNumber: 'R-1', bookedOn: '2026-07-09', document: { kind: 'INVOICE', id: invoice.id } }, en))).toBe('VALIDATION');
    const { payment, document } = await recordPayment(server.services, managerId, { method: 'CASH', amountCents: invoice.payableCents!, receiptNumber: 'BL-2026-0042', document: { kind: 'INVOICE', id: invoice.id } }, en);
    expect(payment).toMatchObject({ method: 'CASH', receiptNumber: 'BL-2026-0042', clientId: alpine.id, recordedById: managerId });
    expect(document).toMatchObject({ state: 'PAID', openCents: 0 });
    expect(await prisma().auditLog.count({ where: { action: 'payment.recorded', subjectId: payment.id } })).toBe(1);
  });

  it('pays back a credit note’s amount, and no more than the client’s credit', async () => {
    const org = await billedClient(server, managerId, 'Refund', 'Refund Reisen GmbH');
    const { invoice } = await issuedInvoice(server, managerId, org.id, 10);
    await recordPayment(server.services, managerId, { method: 'TRANSFER', amountCents: invoice.payableCents!, document: { kind: 'INVOICE', id: invoice.id } }, en);
    expect(await codeOf(recordRefund(server.services, managerId, { method: 'TRANSFER', amountCents: 100, clientId: org.id }, en))).toBe('REFUND_EXCEEDS_CREDIT');
    const creditNote = await creditInvoice(server.services, managerId, invoice.id, 'The coach broke down', en);
    expect(await clientBalance(prisma(), org.id)).toMatchObject({ invoicedCents: invoice.payableCents, creditedCents: invoice.payableCents, receivedCents: invoice.payableCents, balanceCents: -invoice.payableCents! });
    expect(await codeOf(recordRefund(server.services, managerId, { method: 'TRANSFER', amountCents: invoice.payableCents! + 1, creditNoteId: creditNote.id }, en))).toBe('REFUND_EXCEEDS_CREDIT');
    const refund = await recordRefund(server.services, managerId, { method: 'TRANSFER', amountCents: invoice.payableCents!, creditNoteId: creditNote.id, note: 'Back to their account' }, en);
    expect(refund).toMatchObject({ direction: 'OUT', clientId: org.id });
    expect(await clientBalance(prisma(), org.id)).toMatchObject({ refundedCents: invoice.payableCents, balanceCents: 0 });
    // The credited invoice is not open: the credit note took its amount off.
    expect(await balanceOf(invoice)).toMatchObject({ openCents: 0, state: 'PAID' });
  });
});

describe('payment.received', () => {
  it('is delivered to the organisation’s endpoint with the document’s state after the payment', async () => {
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      await registerWebhook(server.services, { kind: 'organisation', clientId: alpine.id }, { url, description: 'Books', events: ['PAYMENT_RECEIVED'] }, { ip: null, language: en });
      const { invoice } = await issuedInvoice(server, managerId, alpine.id, 15);
      await importBankStatement(server.services, managerId, upload([{ amountCents: 700, bookedOn: '2026-07-02', bankRef: 'W-1', reference: refOf(invoice) }]), en);
      const worker = createWebhookWorker(server.services, { timeoutMs: 2_000 });
      expect(await worker.runOnce()).toEqual({ succeeded: 1, failed: 0 });
      const payload = JSON.parse(received[0]!);
      expect(payload).toMatchObject({
        type: 'payment.received',
        data: {
          payment: { amountCents: 700, allocatedCents: 700, currency: 'EUR', bookedOn: '2026-07-02', method: 'TRANSFER', client: { id: Buffer.from(`Client:${alpine.id}`).toString('base64') } },
          document: { id: Buffer.from(`Invoice:${invoice.id}`).toString('base64'), kind: 'INVOICE', number: invoice.number, openCents: invoice.payableCents! - 700, paymentState: 'PART_PAID' },
        },
      });
      expect(JSON.stringify(payload)).not.toContain('payerIban');
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
