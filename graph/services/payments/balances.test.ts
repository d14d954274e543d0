// The balance reads against a real database: an invoice is paid by its active allocations (undone
// ones count for nothing), an advance invoice by its deposit request's, a credit note takes its
// amount off the invoice it corrects; drafts and credit notes have no balance of their own; overdue
// counts from the due date while something is open; the organisation's balance adds it all up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { billedClient, billingReady, depositRequest } from '../../testing/payments.ts';
import { dateToDb } from '../../domain/local-time.ts';
import type { InvoiceKind } from '../../generated/prisma/enums.ts';
import { invoiceBalances, clientBalance, paymentRemainder, requestBalances } from './balances.ts';

let server: TestServer;
let orgId: string;
const prisma = () => server.services.prisma;
let sequence = 0;

/** An invoice as issuing leaves it (lines written while a draft; the database freezes it once issued). */
async function invoice(kind: InvoiceKind, payableCents: number, options: { issued?: boolean; corrects?: string; due?: string } = {}) {
  const row = await prisma().invoice.create({ data: { kind, clientId: orgId, correctsInvoiceId: options.corrects ?? null } });
  await prisma().invoiceLine.create({
    data: { invoiceId: row.id, position: 1, kind: 'GUESTS', descriptionEn: 'Guests', descriptionSl: 'Gostje', quantity: 1, unitPriceCents: payableCents, includesVat: true, vatRateBp: 0, vatCategory: 'S', unitNetPrice: payableCents * 100, netCents: payableCents },
  });
  if (options.issued === false) return row;
  sequence += 1;
  const number = `2026-${String(sequence).padStart(5, '0')}`;
  return prisma().invoice.update({
    where: { id: row.id },
    data: {
      status: 'ISSUED', number, year: 2026, sequence, issueDate: dateToDb('2026-06-01'), supplyDate: dateToDb('2026-06-01'), dueDate: dateToDb(options.due ?? '2026-06-15'),
      paymentTermsDays: 14, paymentReference: number, seller: { legalName: 'Stopover d.o.o.' }, buyer: { legalName: 'Buyer' }, netCents: payableCents, vatCents: 0, totalCents: payableCents,
      roundingCents: 0, payableCents, vatBreakdown: [], issuedAt: new Date(),
    },
  });
}

async function pay(amountCents: number, to: { invoiceId?: string; paymentRequestId?: string }, options: { undone?: boolean; direction?: 'IN' | 'OUT'; allocate?: number } = {}) {
  const payment = await prisma().payment.create({ data: { method: 'TRANSFER', direction: options.direction ?? 'IN', amountCents, bookedOn: dateToDb('2026-06-10'), clientId: orgId } });
  if (to.invoiceId || to.paymentRequestId) {
    await prisma().paymentAllocation.create({ data: { paymentId: payment.id, ...to, amountCents: options.allocate ?? amountCents, matchedBy: 'MANUAL', ...(options.undone ? { undoneAt: new Date() } : {}) } });
  }
  return payment;
}

beforeAll(async () => {
  server = await startTestServer();
  const managerId = (await prisma().staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await billingReady(server, managerId);
  orgId = (await billedClient(server, managerId, 'Bal', 'Balance GmbH')).id;
});
afterAll(async () => {
  await server?.close();
});

describe('invoiceBalances', () => {
  it('counts active allocations, credit notes and the deposit behind an advance invoice; leaves drafts and credit notes out', async () => {
    const a = await invoice('INVOICE', 10000);
    await pay(4000, { invoiceId: a.id });
    await pay(6000, { invoiceId: a.id }, { undone: true });
    const b = await invoice('INVOICE', 5000);
    const note = await invoice('CREDIT_NOTE', 5000, { corrects: b.id });
    const advance = await invoice('ADVANCE_INVOICE', 3000, { due: '2026-07-30' });
    const request = await depositRequest(server, orgId, 3000);
    await prisma().paymentRequest.update({ where: { id: request.id }, data: { advanceInvoiceId: advance.id } });
    await pay(3000, { paymentRequestId: request.id });
    const draft = await invoice('INVOICE', 700, { issued: false });

    const balances = await invoiceBalances(prisma(), [a.id, b.id, note.id, advance.id, draft.id], '2026-07-01');
    expect(balances.get(a.id)).toMatchObject({ payableCents: 10000, paidCents: 4000, creditedCents: 0, openCents: 6000, state: 'PART_PAID', dueDate: '2026-06-15', overdue: true, daysOverdue: 16 });
    expect(balances.get(b.id)).toMatchObject({ creditedCents: 5000, openCents: 0, state: 'PAID', overdue: false, daysOverdue: 0 });
    expect(balances.get(advance.id)).toMatchObject({ paidCents: 3000, openCents: 0, state: 'PAID' });
    expect(balances.has(note.id)).toBe(false);
    expect(balances.has(draft.id)).toBe(false);
    expect((await invoiceBalances(prisma(), [], '2026-07-01')).size).toBe(0);
    expect((await requestBalances(prisma(), [request.id])).get(request.id)).toMatchObject({ paidCents: 3000, openCents: 0, state: 'PAID', cancelled: false });
  });
});

describe('organisationBalance and paymentRemainder', () => {
  it('adds invoiced, credited, received and refunded up; counts what is unallocated', async () => {
    const before = await clientBalance(prisma(), orgId);
    const c = await invoice('INVOICE', 2000);
    const over = await pay(2500, { invoiceId: c.id }, { allocate: 2000 });
    expect(await paymentRemainder(prisma(), over.id)).toBe(500);
    await pay(200, {}, { direction: 'OUT' });
    const after = await clientBalance(prisma(), orgId);
    expect(after.invoicedCents - before.invoicedCents).toBe(2000);
    expect(after.receivedCents - before.receivedCents).toBe(2500);
    expect(after.refundedCents - before.refundedCents).toBe(200);
    expect(after.unallocatedCents - before.unallocatedCents).toBe(500);
    expect(after.balanceCents).toBe(after.invoicedCents - after.creditedCents - after.receivedCents + after.refundedCents);
    expect(await clientBalance(prisma(), crypto.randomUUID())).toEqual({ invoicedCents: 0, creditedCents: 0, receivedCents: 0, refundedCents: 0, balanceCents: 0, unallocatedCents: 0 });
  });
});
