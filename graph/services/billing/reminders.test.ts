// Overdue invoices followed up with a moving clock: found overdue once (the invoice.overdue webhook
// reaches a real HTTP receiver, the organisation's endpoint only its own invoice), reminded 7 and 21
// days after the due date in the buyer's language (the mail crosses real SMTP with the PDF), nothing
// for a paid or credited invoice or while staff have paused reminders, and never twice when two
// rounds run at once. Runs on PGlite and on PostgreSQL (TEST_DB=postgres).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../log.ts';
import { createMailWorker } from '../../mail/worker.ts';
import { parseMail, startSmtpPeer } from '../../mail/testing.ts';
import { createWebhookWorker } from '../../webhooks/worker.ts';
import { registerWebhook } from '../webhooks.ts';
import { AppError } from '../../errors.ts';
import { addDays, dateFromDb, dateToDb } from '../../domain/local-time.ts';
import { documentReference, formatCreditorReference, parseDocumentReference } from '../../domain/creditor-reference.ts';
import { parseEpcPayload } from '../../domain/epc-qr.ts';
import { scanPngQr } from './documents/qr-scan.ts';
import { issueInvoice } from './invoices.ts';
import { issueFixtureDocuments, type DocumentFixture } from './documents/testing.ts';
import { pauseInvoiceReminders, reminderState, resumeInvoiceReminders, runInvoiceCollection } from './reminders.ts';
import { runInvoiceReminderRound } from '../../jobs/invoice-reminders.ts';

let clock = new Date('2026-10-01T08:00:00Z');
let server: TestServer;
let fx: DocumentFixture;
/** The Slovenian client's open invoice and the English client's; both due 15 October (14 days). */
let slInvoice: { id: string; number: string; payable: number; year: number; sequence: number };
let enInvoice: { id: string; number: string; payable: number };
let due: string;
const prisma = () => server.services.prisma;
const meta = { ip: null, language: 'en' as const };
const at = (day: string) => {
  clock = new Date(`${day}T08:00:00Z`);
};

interface Received {
  body: string;
}
function startReceiver() {
  const received: Received[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  return new Promise<{ url: string; received: Received[]; close(): Promise<void> }>((resolve) => {
    receiver.listen(0, '127.0.0.1', () => {
      const { port } = receiver.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise<void>((done) => receiver.close(() => done())) });
    });
  });
}
let restaurantHooks: Awaited<ReturnType<typeof startReceiver>>;
let clientHooks: Awaited<ReturnType<typeof startReceiver>>;

async function pay(invoiceId: string, orgId: string, cents: number, day: string) {
  const payment = await prisma().payment.create({ data: { method: 'TRANSFER', amountCents: cents, bookedOn: dateToDb(day), clientId: orgId } });
  await prisma().paymentAllocation.create({ data: { paymentId: payment.id, invoiceId, amountCents: cents, matchedBy: 'MANUAL' } });
}

const reminderMails = () => prisma().mailOutbox.findMany({ where: { template: 'invoice.reminder' }, orderBy: { createdAt: 'asc' } });
const sentSteps = async (invoiceId: string) => (await prisma().invoiceReminder.findMany({ where: { invoiceId }, orderBy: { step: 'asc' } })).map((r) => [r.step, r.daysAfterDue]);

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  restaurantHooks = await startReceiver();
  clientHooks = await startReceiver();
  fx = await issueFixtureDocuments(server);
  const issued = await issueInvoice(server.services, fx.managerId, fx.draftId, 'en');
  slInvoice = { id: issued.id, number: issued.number!, payable: issued.payableCents!, year: issued.year!, sequence: issued.sequence! };
  const other = await prisma().invoice.findUniqueOrThrow({ where: { id: fx.otherInvoiceId } });
  enInvoice = { id: other.id, number: other.number!, payable: other.payableCents! };
  due = dateFromDb(issued.dueDate!);
  expect(dateFromDb(other.dueDate!)).toBe(due);
  await registerWebhook(server.services, { kind: 'restaurant' }, { url: restaurantHooks.url, description: 'Accounting', events: ['INVOICE_OVERDUE'] }, meta);
  await registerWebhook(server.services, { kind: 'organisation', clientId: fx.otherOrgId }, { url: clientHooks.url, description: 'Back office', events: ['INVOICE_OVERDUE'] }, meta);
});
afterAll(async () => {
  await restaurantHooks?.close();
  await clientHooks?.close();
  await server?.close();
});

describe('overdue invoices', () => {
  it('are left alone until the day after the due date', async () => {
    at(due);
    expect(await runInvoiceCollection(server.services)).toEqual({ overdue: 0, reminders: 0 });
    expect(await prisma().invoiceCollection.count()).toBe(0);
    expect((await reminderState(prisma(), slInvoice.id, due)).nextReminderOn).toBe(addDays(due, 7));
  });

  it('are marked once, announced to the restaurant and to their own organisation', async () => {
    at(addDays(due, 1));
    // The English client has paid part.
    await pay(enInvoice.id, fx.otherOrgId, 1000, addDays(due, 1));
    expect(await runInvoiceCollection(server.services)).toEqual({ overdue: 2, reminders: 0 });
    // The credited invoice owes nothing: never overdue.
    const marked = await prisma().invoiceCollection.findMany({ where: { overdueAt: { not: null } } });
    expect(marked.map((c) => c.invoiceId).sort()).toEqual([slInvoice.id, enInvoice.id].sort());

    const worker = createWebhookWorker(server.services, { timeoutMs: 2_000 });
    expect(await worker.runOnce()).toEqual({ succeeded: 3, failed: 0 });
    const bodies = restaurantHooks.received.map((r) => JSON.parse(r.body) as { type: string; data: { invoice: Record<string, unknown> } });
    expect(bodies.map((b) => b.type)).toEqual(['invoice.overdue', 'invoice.overdue']);
    const sl = bodies.find((b) => b.data.invoice.number === slInvoice.number)!.data.invoice;
    expect(sl).toMatchObject({ dueDate: due, payableCents: slInvoice.payable, openCents: slInvoice.payable, daysOverdue: 1, creditorReference: documentReference({ kind: 'INVOICE', year: slInvoice.year, sequence: slInvoice.sequence }) });
    const own = clientHooks.received.map((r) => JSON.parse(r.body) as { data: { invoice: Record<string, unknown> } });
    expect(own.map((b) => b.data.invoice.number)).toEqual([enInvoice.number]);
    expect(own[0]!.data.invoice).toMatchObject({ openCents: enInvoice.payable - 1000, daysOverdue: 1 });

    // Once: the next rounds find them marked.
    at(addDays(due, 3));
    expect(await runInvoiceCollection(server.services)).toEqual({ overdue: 0, reminders: 0 });
    expect(await prisma().webhookDelivery.count({ where: { event: 'invoice.overdue' } })).toBe(3);
  });

  it('get the first reminder 7 days after the due date, in the buyer’s language', async () => {
    at(addDays(due, 7));
    expect(await runInvoiceReminderRound(server.services)).toEqual({ overdue: 0, reminders: 2 });
    expect(await sentSteps(slInvoice.id)).toEqual([[0, 7]]);
    const mails = await reminderMails();
    const sl = mails.find((m) => m.language === 'sl')!;
    const en = mails.find((m) => m.language === 'en')!;
    expect(sl.toAddress).toMatch(/^racunovodstvo\d+@zuzek\.example$/);
    expect(sl.subject).toBe(`Opomnik za plačilo računa ${slInvoice.number}`);
    expect(sl.textBody).toContain('Dni zamude: 7');
    expect(sl.textBody).toContain(formatCreditorReference(documentReference({ kind: 'INVOICE', year: slInvoice.year, sequence: slInvoice.sequence })));
    expect(sl.textBody).toContain('SI56 1910 0000 0123 438');
    expect(en.subject).toBe(`Payment reminder: invoice ${enInvoice.number}`);
    expect(en.toAddress).toBe((await prisma().client.findUniqueOrThrow({ where: { id: fx.otherOrgId } })).email);
    expect(sl.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', invoiceDocument: { invoiceId: slInvoice.id, format: 'pdf' } }),
      expect.objectContaining({ contentType: 'image/png', cid: `epc-qr-${slInvoice.id}-0@stopover` }),
    ]);
    // Not again the same day, nor the next.
    expect(await runInvoiceCollection(server.services)).toEqual({ overdue: 0, reminders: 0 });
    at(addDays(due, 8));
    expect(await runInvoiceCollection(server.services)).toEqual({ overdue: 0, reminders: 0 });
    expect((await reminderState(prisma(), slInvoice.id, addDays(due, 8))).nextReminderOn).toBe(addDays(due, 21));
  });

  it('cross real SMTP with the invoice PDF', async () => {
    const peer = await startSmtpPeer();
    try {
      const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://stopover.example', SMTP_URL: peer.url, MAIL_FROM: 'Stopover <r@stopover.example>' }, process.cwd());
      const worker = createMailWorker({ config, prisma: prisma(), log: createLogger('error', () => {}), now: () => clock });
      await prisma().mailOutbox.updateMany({ where: { template: { not: 'invoice.reminder' } }, data: { status: 'SENT' } });
      expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
      await worker.stop();
    } finally {
      await peer.stop();
    }
    const sl = peer.received.map((m) => parseMail(m.raw)).find((m) => m.subject.startsWith('Opomnik'))!;
    expect(sl.text).toContain('še ni v celoti poravnan');
    expect(sl.attachments.map((a) => [a.type, a.filename])).toEqual([['application/pdf', `Racun-${slInvoice.number}.pdf`]]);
    expect(sl.attachments[0]!.content.startsWith('%PDF')).toBe(true);
    // The EPC QR code, inline: scanned as a phone would, it pays what is open with the RF reference.
    const cid = `epc-qr-${slInvoice.id}-0@stopover`;
    expect(sl.inline.map((p) => [p.type, p.contentId])).toEqual([['image/png', cid]]);
    expect(sl.html).toContain(`src="cid:${cid}"`);
    expect(sl.html).toContain('Skenirajte z mobilno banko');
    const transfer = parseEpcPayload(scanPngQr(sl.inline[0]!.bytes)!);
    expect(transfer).toMatchObject({ amountCents: slInvoice.payable, iban: 'SI56191000000123438', name: 'Gostišče Čuk, gostinstvo d.o.o.', reference: documentReference({ kind: 'INVOICE', year: slInvoice.year, sequence: slInvoice.sequence }) });
    expect(parseDocumentReference(transfer!.reference!)).toEqual({ kind: 'INVOICE', year: slInvoice.year, sequence: slInvoice.sequence });
    // The part-paid invoice's code asks for the rest only.
    const en = peer.received.map((m) => parseMail(m.raw)).find((m) => m.subject.startsWith('Payment reminder'))!;
    expect(parseEpcPayload(scanPngQr(en.inline[0]!.bytes)!)?.amountCents).toBe(enInvoice.payable - 1000);
  });

  it('are not sent while paused, nor for an invoice paid in the meantime', async () => {
    await expect(pauseInvoiceReminders(server.services, fx.managerId, slInvoice.id, ' ', 'en')).rejects.toMatchObject({ extensions: { code: 'VALIDATION', fields: { reason: 'REQUIRED' } } });
    await expect(pauseInvoiceReminders(server.services, fx.managerId, fx.creditNoteId, 'x', 'sl')).rejects.toThrow(AppError);
    await expect(pauseInvoiceReminders(server.services, fx.managerId, fx.creditNoteId, 'x', 'en')).rejects.toMatchObject({ extensions: { code: 'REMINDERS_NOT_APPLICABLE' } });
    await pauseInvoiceReminders(server.services, fx.managerId, slInvoice.id, 'The client disputes the number of guests; agreed to wait.', 'en');
    expect(await prisma().auditLog.count({ where: { action: 'invoice.reminders_paused' } })).toBe(1);
    // The English client pays the rest.
    await pay(enInvoice.id, fx.otherOrgId, enInvoice.payable - 1000, addDays(due, 15));
    at(addDays(due, 21));
    expect(await runInvoiceCollection(server.services)).toEqual({ overdue: 0, reminders: 0 });
    expect(await sentSteps(enInvoice.id)).toEqual([[0, 7]]);
    const state = await reminderState(prisma(), slInvoice.id, addDays(due, 21));
    expect(state).toMatchObject({ paused: { reason: 'The client disputes the number of guests; agreed to wait.', staffId: fx.managerId }, nextReminderOn: null });
  });

  it('resume with the step due, once however many rounds run at once', async () => {
    await resumeInvoiceReminders(server.services, fx.managerId, slInvoice.id, 'en');
    // Resuming what runs changes nothing and is not audited twice.
    await resumeInvoiceReminders(server.services, fx.managerId, slInvoice.id, 'en');
    expect(await prisma().auditLog.count({ where: { action: 'invoice.reminders_resumed' } })).toBe(1);
    const before = (await reminderMails()).length;
    const rounds = await Promise.all([runInvoiceCollection(server.services), runInvoiceCollection(server.services), runInvoiceCollection(server.services)]);
    expect(rounds.reduce((sum, r) => sum + r.reminders, 0)).toBe(1);
    expect(await sentSteps(slInvoice.id)).toEqual([
      [0, 7],
      [1, 21],
    ]);
    const mails = await reminderMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`Drugi opomnik: račun ${slInvoice.number} ni plačan`);
    expect(mails.at(-1)!.textBody).toContain('Dni zamude: 21');
    // The schedule is over.
    at(addDays(due, 60));
    expect(await runInvoiceCollection(server.services)).toEqual({ overdue: 0, reminders: 0 });
    expect((await reminderState(prisma(), slInvoice.id, addDays(due, 60))).nextReminderOn).toBeNull();
  });
});
