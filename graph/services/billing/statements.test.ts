// An organisation's account statement from real rows (issued invoices, a credit note, payments
// written as the matcher writes them): the opening balance, the running balance, the closing one
// (the organisation's balance when nothing follows), the open items; its CSV and the words of its
// PDF as pdf.js reads them; the REST download (a client only its own, staff any, a bad period a
// translated 400); the same over GraphQL; and the receivables ageing by client and age.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { dateToDb } from '../../domain/local-time.ts';
import { formatMoney } from '../../domain/money.ts';
import { statementDocumentPath } from '../../domain/statement-documents.ts';
import { clientBalance } from '../payments/balances.ts';
import { issueInvoice } from './invoices.ts';
import { issueFixtureDocuments, type DocumentFixture } from './documents/testing.ts';
import { pdfText } from './documents/pdf-text.ts';
import { readAccountStatement, statementSeller } from './statements.ts';
import { statementCsv } from './documents/statement-csv.ts';
import { renderStatementPdf } from './documents/statement-pdf.ts';
import { receivablesAgeing } from './ageing.ts';

let clock = new Date('2026-10-01T08:00:00Z');
let server: TestServer;
let fx: DocumentFixture;
let first: { number: string; payable: number };
let second: { id: string; number: string; payable: number };
let alpine: { number: string; payable: number };
const prisma = () => server.services.prisma;
const PERIOD = { from: '2026-10-15', to: '2026-11-30' };
const sl = (cents: number) => formatMoney(cents, 'EUR', 'sl');

async function payment(orgId: string, cents: number, day: string, invoiceId: string | null, reference: string | null = null) {
  const p = await prisma().payment.create({ data: { method: 'TRANSFER', amountCents: cents, bookedOn: dateToDb(day), clientId: orgId, reference } });
  if (invoiceId) await prisma().paymentAllocation.create({ data: { paymentId: p.id, invoiceId, amountCents: cents, matchedBy: 'REFERENCE' } });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  // 1 October: an invoice and its credit note for the Slovenian client, an invoice for the English one.
  fx = await issueFixtureDocuments(server);
  const i1 = await prisma().invoice.findUniqueOrThrow({ where: { id: fx.invoiceId } });
  first = { number: i1.number!, payable: i1.payableCents! };
  const a1 = await prisma().invoice.findUniqueOrThrow({ where: { id: fx.otherInvoiceId } });
  alpine = { number: a1.number!, payable: a1.payableCents! };
  // 5 October: 10 € paid ahead, applied to nothing (the client's credit).
  await payment(fx.orgId, 1000, '2026-10-05', null);
  // 20 October: the second invoice, due 3 November; 25 October: 50 € paid against it.
  clock = new Date('2026-10-20T08:00:00Z');
  const i2 = await issueInvoice(server.services, fx.managerId, fx.draftId, 'en');
  second = { id: i2.id, number: i2.number!, payable: i2.payableCents! };
  await payment(fx.orgId, 5000, '2026-10-25', i2.id, 'RF18 1202 6000 02');
  // After the period: not on it.
  await payment(fx.orgId, 700, '2026-12-02', null);
  clock = new Date('2026-12-10T08:00:00Z');
});
afterAll(async () => {
  await server?.close();
});

describe('the account statement', () => {
  it('opens with what came before, runs through the period and closes', async () => {
    const s = (await readAccountStatement(prisma(), fx.orgId, PERIOD))!;
    // The first invoice and its credit note cancel out; the early payment is credit.
    expect(s.openingBalanceCents).toBe(-1000);
    expect(s.lines.map((l) => [l.kind, l.date, l.number, l.debitCents, l.creditCents, l.balanceCents])).toEqual([
      ['INVOICE', '2026-10-20', second.number, second.payable, 0, second.payable - 1000],
      ['PAYMENT', '2026-10-25', 'RF18 1202 6000 02', 0, 5000, second.payable - 6000],
    ]);
    expect(s.closingBalanceCents).toBe(second.payable - 6000);
    expect(s.openItems).toEqual([expect.objectContaining({ number: second.number, dueDate: '2026-11-03', payableCents: second.payable, openCents: second.payable - 5000, daysOverdue: 27 })]);
    // Over all time (the payment of December included), the statement and the balance agree.
    const all = (await readAccountStatement(prisma(), fx.orgId, { from: '2026-01-01', to: '2026-12-31' }))!;
    expect(all.openingBalanceCents).toBe(0);
    expect(all.closingBalanceCents).toBe((await clientBalance(prisma(), fx.orgId)).balanceCents);
    expect(all.lines.map((l) => l.kind)).toEqual(['INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'INVOICE', 'PAYMENT', 'PAYMENT']);
    expect(all.lines.slice(0, 2).map((l) => l.number)).toEqual([first.number, expect.any(String)]);
  });

  it('is a CSV a spreadsheet reads', async () => {
    const s = (await readAccountStatement(prisma(), fx.orgId, PERIOD))!;
    const csv = statementCsv(s);
    expect(csv.startsWith('\uFEFFdate,entry,number,due_date,debit,credit,balance,open,days_overdue,currency\r\n')).toBe(true);
    const rows = csv.slice(1).trim().split('\r\n');
    const dec = (cents: number) => (cents / 100).toFixed(2);
    expect(rows.slice(1)).toEqual([
      '2026-10-15,OPENING_BALANCE,,,,,-10.00,,,EUR',
      `2026-10-20,INVOICE,${second.number},2026-11-03,${dec(second.payable)},,${dec(second.payable - 1000)},,,EUR`,
      `2026-10-25,PAYMENT,RF18 1202 6000 02,,,50.00,${dec(second.payable - 6000)},,,EUR`,
      `2026-11-30,CLOSING_BALANCE,,,${dec(second.payable)},50.00,${dec(second.payable - 6000)},,,EUR`,
      `2026-10-20,OPEN_ITEM,${second.number},2026-11-03,${dec(second.payable)},,,${dec(second.payable - 5000)},27,EUR`,
    ]);
  });

  it('is a PDF in the client’s language with the seller’s header', async () => {
    const s = (await readAccountStatement(prisma(), fx.orgId, PERIOD))!;
    const seller = await statementSeller(prisma());
    const text = await pdfText(await renderStatementPdf(s, seller, 'sl', clock, '2026-12-10'));
    for (const words of [
      'Izpisek prometa in stanja',
      'Gostišče Čuk, gostinstvo d.o.o.',
      'Žužek Turizem d.o.o.',
      'Obdobje: 15. 10. 2026 – 30. 11. 2026',
      'Začetno stanje',
      `Račun ${second.number}`,
      `Plačilo RF18 1202 6000 02`,
      'Končno stanje',
      `Na dan 30. 11. 2026 znaša vaš dolg ${sl(second.payable - 6000)}.`,
      'Odprte postavke na dan 30. 11. 2026',
      sl(second.payable - 5000),
      'SI56 1910 0000 0123 438',
      'Stran 1 / 1',
    ]) {
      // pdf.js gives every run of white space (a no-break space in amounts too) as one space.
      expect(text).toContain(words.replace(/\s+/g, ' '));
    }
    const en = await pdfText(await renderStatementPdf({ ...s, lines: [], openItems: [], openCents: 0, closingBalanceCents: -1000 }, seller, 'en', clock, '2026-12-10'));
    expect(en).toContain('Account statement');
    expect(en).toContain('No documents or payments in this period.');
    expect(en).toContain(`On 30 Nov 2026 you have a credit of ${formatMoney(1000, 'EUR', 'en')}.`.replace(/\s+/g, ' '));
    expect(en).toContain('No open items.');
  });
});

describe('the statement download', () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const staff = () => ({ cookie: server.cookieFor('staff', fx.managerId, { issuedAt: clock.getTime() }) });
  const client = (id: string) => ({ cookie: server.cookieFor('client', id, { issuedAt: clock.getTime() }) });

  it('gives a client its own statement, and staff any', async () => {
    const pdf = await get(statementDocumentPath(fx.orgId, 'pdf', PERIOD.from, PERIOD.to), client(fx.orgId));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="Izpisek-2026-10-15_2026-11-30.pdf"');
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Izpisek prometa in stanja');
    const csv = await get(statementDocumentPath(fx.otherOrgId, 'csv', PERIOD.from, PERIOD.to), staff());
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain(`OPEN_ITEM,${alpine.number}`);
    const english = await get(`${statementDocumentPath(fx.orgId, 'pdf', PERIOD.from, PERIOD.to)}&language=en`, staff());
    expect(await pdfText(new Uint8Array(await english.arrayBuffer()))).toContain('Account statement');
  });

  it('tells nobody else it exists', async () => {
    const path = statementDocumentPath(fx.otherOrgId, 'pdf', PERIOD.from, PERIOD.to);
    for (const headers of [client(fx.orgId), {}]) {
      const answer = await get(path, headers);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get('/statements/not-an-id.pdf?from=2026-01-01&to=2026-01-31', staff())).status).toBe(404);
    expect((await get(statementDocumentPath('01935f00-0000-7000-8000-00000000dead', 'csv', PERIOD.from, PERIOD.to), staff())).status).toBe(404);
  });

  it('refuses a bad period with a translated 400', async () => {
    const reversed = await get(statementDocumentPath(fx.orgId, 'csv', '2026-11-30', '2026-10-01'), client(fx.orgId));
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual({ code: 'STATEMENT_PERIOD_INVALID', message: expect.stringContaining('Obdobje izpiska ni veljavno') });
    const long = await get(statementDocumentPath(fx.orgId, 'csv', '2020-01-01', '2026-10-01'), { ...staff(), 'accept-language': 'en' });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ code: 'STATEMENT_PERIOD_TOO_LONG', message: 'A statement covers at most two years. Choose a shorter period.' });
    const missing = await get(`/statements/${fx.orgId}.pdf`, staff());
    expect(missing.status).toBe(400);
  });
});

describe('over GraphQL', () => {
  const STATEMENT = `query ($id: ID!, $from: String!, $to: String!) { node(id: $id) { ... on Client { accountStatement(from: $from, to: $to) {
    openingBalanceCents closingBalanceCents pdfUrl csvUrl lines { kind number balanceCents invoice { number } } openItems { number openCents daysOverdue invoice { id } } } } } }`;

  it('gives an organisation its statement and its invoices’ reminder state', async () => {
    const cookie = server.cookieFor('client', fx.orgId, { issuedAt: clock.getTime() });
    const { body } = await server.graphql<{ node: { accountStatement: Record<string, unknown> } }>(STATEMENT, { id: encodeGlobalID('Client', fx.orgId), ...PERIOD }, { cookie });
    expect(body.errors).toBeUndefined();
    expect(body.data!.node.accountStatement).toMatchObject({
      openingBalanceCents: -1000,
      closingBalanceCents: second.payable - 6000,
      pdfUrl: `/statements/${fx.orgId}.pdf?from=2026-10-15&to=2026-11-30`,
      lines: [{ kind: 'INVOICE', number: second.number, invoice: { number: second.number } }, { kind: 'PAYMENT', invoice: null }],
      openItems: [{ number: second.number, openCents: second.payable - 5000, daysOverdue: 27, invoice: { id: encodeGlobalID('Invoice', second.id) } }],
    });
    const bad = await server.graphql(STATEMENT, { id: encodeGlobalID('Client', fx.orgId), from: '2026-12-01', to: '2026-01-01' }, { cookie });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'STATEMENT_PERIOD_INVALID' });
    const foreign = await server.graphql<{ node: unknown }>(STATEMENT, { id: encodeGlobalID('Client', fx.otherOrgId), ...PERIOD }, { cookie });
    expect(foreign.body.data?.node).toBeNull();

    const REMINDERS = 'query ($id: ID!) { node(id: $id) { ... on Invoice { number remindersPaused nextReminderOn overdueAt reminders { step daysAfterDue } remindersPause { reason } } } }';
    const invoice = await server.graphql<{ node: Record<string, unknown> }>(REMINDERS, { id: encodeGlobalID('Invoice', second.id) }, { cookie });
    // Overdue since 3 November, no round has run: the first step (10 November) is due now.
    expect(invoice.body.data!.node).toEqual({ number: second.number, remindersPaused: false, nextReminderOn: '2026-12-10', overdueAt: null, reminders: [], remindersPause: null });
  });

  it('pauses and resumes reminders for staff only', async () => {
    const PAUSE = 'mutation ($input: PauseInvoiceRemindersInput!) { pauseInvoiceReminders(input: $input) { invoice { remindersPaused nextReminderOn remindersPause { reason by { id } } } } }';
    const input = { invoiceId: encodeGlobalID('Invoice', second.id), reason: 'Waiting for the client’s accountant.' };
    const refused = await server.graphql(PAUSE, { input }, { cookie: server.cookieFor('client', fx.orgId, { issuedAt: clock.getTime() }) });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const staff = server.cookieFor('staff', fx.managerId, { issuedAt: clock.getTime() });
    const paused = await server.graphql<{ pauseInvoiceReminders: { invoice: Record<string, unknown> } }>(PAUSE, { input }, { cookie: staff });
    expect(paused.body.data!.pauseInvoiceReminders.invoice).toMatchObject({ remindersPaused: true, nextReminderOn: null, remindersPause: { reason: input.reason, by: { id: expect.any(String) } } });
    const RESUME = 'mutation ($input: ResumeInvoiceRemindersInput!) { resumeInvoiceReminders(input: $input) { invoice { remindersPaused nextReminderOn } } }';
    const resumed = await server.graphql<{ resumeInvoiceReminders: { invoice: Record<string, unknown> } }>(RESUME, { input: { invoiceId: input.invoiceId } }, { cookie: staff });
    expect(resumed.body.data!.resumeInvoiceReminders.invoice).toEqual({ remindersPaused: false, nextReminderOn: '2026-12-10' });
  });
});

describe('the receivables ageing', () => {
  it('puts each client’s open amounts in the column of their age', async () => {
    const open2 = second.payable - 5000;
    // 20 October: the second invoice not yet due; the English client's 5 days past due.
    const early = await receivablesAgeing(prisma(), '2026-10-20');
    expect(early.rows.map((r) => [r.clientId, r.notDueCents, r.buckets, r.totalCents])).toEqual([
      [fx.otherOrgId, 0, { DAYS_0_30: alpine.payable, DAYS_31_60: 0, DAYS_61_PLUS: 0 }, alpine.payable],
      [fx.orgId, open2, { DAYS_0_30: 0, DAYS_31_60: 0, DAYS_61_PLUS: 0 }, open2],
    ]);
    // 20 December: 47 and 66 days past due.
    const late = await receivablesAgeing(prisma(), '2026-12-20');
    expect(late.totals).toEqual({
      notDueCents: 0,
      buckets: { DAYS_0_30: 0, DAYS_31_60: open2, DAYS_61_PLUS: alpine.payable },
      overdueCents: open2 + alpine.payable,
      totalCents: open2 + alpine.payable,
      invoices: 2,
    });
    expect(late.rows.map((r) => r.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^Coaches alpine/), expect.stringMatching(/^Coaches zuzek/)]));
  });

  it('is staff’s', async () => {
    const QUERY = '{ receivablesAgeing { asOf totals { days31To60Cents days61PlusCents totalCents } rows { client { id } name overdueCents } } }';
    const staff = await server.graphql<{ receivablesAgeing: { asOf: string; rows: unknown[] } }>(QUERY, {}, { cookie: server.cookieFor('staff', fx.managerId, { issuedAt: clock.getTime() }) });
    expect(staff.body.errors).toBeUndefined();
    expect(staff.body.data!.receivablesAgeing.asOf).toBe('2026-12-10');
    expect(staff.body.data!.receivablesAgeing.rows).toHaveLength(2);
    const client = await server.graphql(QUERY, {}, { cookie: server.cookieFor('client', fx.orgId, { issuedAt: clock.getTime() }) });
    expect(client.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
