// Statements imported at the same time: two overlapping statements, both paying the same invoices,
// must give each bank entry one payment and never allocate more than an invoice asks for; the same
// file twice at once is imported once. On PostgreSQL the transactions really overlap (they queue
// on the payments lock); on PGlite, with its single connection, they run one after the other and
// the test checks the same outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { camt053Bytes, type Camt053Entry } from '../../testing/camt053.ts';
import { billedClient, billingReady, issuedInvoice, RESTAURANT_IBAN } from '../../testing/payments.ts';
import { documentReference } from '../../domain/creditor-reference.ts';
import type { Invoice } from '../../generated/prisma/client.ts';
import { importBankStatement } from './import.ts';
import { recordPayment } from './record.ts';
import { invoiceBalances } from './balances.ts';

describe('concurrent statement imports', () => {
  let server: TestServer;
  let managerId: string;
  const invoices: Invoice[] = [];
  const clock = new Date('2026-07-02T08:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({}, { now: () => clock });
    managerId = (await server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    await billingReady(server, managerId);
    const org = await billedClient(server, managerId, 'Racing', 'Racing Coaches GmbH');
    for (let i = 0; i < 4; i++) invoices.push((await issuedInvoice(server, managerId, org.id, 20 + i)).invoice);
  });
  afterAll(async () => {
    await server?.close();
  });

  const entry = (invoice: Invoice, bankRef: string | null, amountCents = invoice.payableCents!): Camt053Entry => ({
    amountCents,
    bookedOn: '2026-07-01',
    bankRef,
    payerName: 'Racing Coaches',
    reference: documentReference({ kind: 'INVOICE', year: invoice.year!, sequence: invoice.sequence! }),
  });
  const file = (id: string, entries: Camt053Entry[]) => ({ fileName: `${id}.xml`, bytes: camt053Bytes({ statementId: id, iban: RESTAURANT_IBAN, entries }) });

  it('gives each entry one payment and never over-allocates', async () => {
    const [a, b, c, d] = invoices as [Invoice, Invoice, Invoice, Invoice];
    // Overlap: entries for b and c are in both files (with and without the bank's reference);
    // d is paid by a different entry in each file, so it is offered twice its amount.
    const first = file('S1', [entry(a, 'C-1'), entry(b, 'C-2'), entry(c, null), entry(d, 'C-4')]);
    const second = file('S2', [entry(b, 'C-2'), entry(c, null), entry(d, 'C-5')]);
    const results = await Promise.all([
      importBankStatement(server.services, managerId, first, 'en'),
      importBankStatement(server.services, managerId, second, 'en'),
      importBankStatement(server.services, managerId, first, 'en'),
      recordPayment(server.services, managerId, { method: 'CASH', amountCents: 100, receiptNumber: 'T-1', document: { kind: 'INVOICE', id: d.id } }, 'en').catch((e: { extensions?: { code?: string } }) => e.extensions?.code),
    ]);
    const prisma = server.services.prisma;
    expect(await prisma.bankStatement.count()).toBe(2);
    expect(results.slice(0, 3).filter((r) => typeof r === 'object' && r !== null && 'alreadyImported' in r && r.alreadyImported)).toHaveLength(1);
    // a, b, c once each, d twice (C-4 and C-5): five bank payments.
    expect(await prisma.payment.count({ where: { bankStatementId: { not: null } } })).toBe(5);
    const balances = await invoiceBalances(prisma, invoices.map((i) => i.id), '2026-07-02');
    for (const invoice of invoices) {
      const balance = balances.get(invoice.id)!;
      expect(balance.paidCents).toBeLessThanOrEqual(invoice.payableCents!);
      expect(balance.state).toBe('PAID');
    }
    const allocated = await prisma.paymentAllocation.aggregate({ where: { invoiceId: d.id, undoneAt: null }, _sum: { amountCents: true } });
    expect(allocated._sum.amountCents).toBe(d.payableCents);
  });
});
