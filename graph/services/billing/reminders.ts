// Following up unpaid invoices: the round graph/jobs/invoice-reminders.ts runs, staff's pause and
// resume, and what an invoice shows about its reminders. The schedule and what counts as overdue are
// graph/domain/payments.ts's rules.
//
// A round finds the issued invoices and advance invoices with something open past their due date (one
// statement, graph/services/billing/open-invoices.ts) and, for each that needs something, takes its
// follow-up row (invoice_collections) FOR UPDATE in a transaction of its own. Under that lock:
//  - the first time it is found overdue, overdue_at is set and the invoice.overdue webhook queued;
//  - when the schedule says a reminder is due and staff have not paused them, the invoice_reminders
//    row for the step is written and the mail queued (buyer's address and language, as the invoice
//    mail; the PDF attached).
// Every instance may run rounds at once: the row lock makes the second wait and then find the work
// done, and the reminder row's key (invoice, step) would refuse a second send anyway.
import type { Services } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { enqueueMail, notify, type MailAttachment } from '../../mail/outbox.ts';
import { enqueueWebhooks } from '../../webhooks/outbox.ts';
import { invoiceCreditorReference } from '../../domain/creditor-reference.ts';
import { dateFromDb, dateToDb, instantToLocal, type LocalDate } from '../../domain/local-time.ts';
import { DEFAULT_REMINDER_DAYS, reminderDue } from '../../domain/payments.ts';
import { nextReminderOn, REMINDER_PAUSE_REASON_MAX_LENGTH } from '../../domain/invoice-reminders.ts';
import { isUuid, textProblem } from '../../domain/text-rules.ts';
import { invoiceBalances } from '../payments/balances.ts';
import { loadIssuedDocument } from './documents/document.ts';
import { DOCUMENT_CONTENT_TYPES, documentFileName } from './documents/texts.ts';
import { invoiceAmounts } from './open-invoices.ts';
import { paymentPayload, paymentTransfer } from './documents/payment-qr.ts';

export type CollectionServices = Pick<Services, 'prisma' | 'now' | 'log'>;
type Tx = Prisma.TransactionClient;
type Db = Services['prisma'] | Tx;

/** Invoices looked at per statement; a full page is followed by the next. */
export const COLLECTION_BATCH = 200;

export interface CollectionRound {
  /** Invoices found overdue for the first time (their webhook queued). */
  overdue: number;
  /** Reminder mails queued. */
  reminders: number;
}

export async function readReminderDays(db: Db): Promise<number[]> {
  const row = await db.billingSettings.findUnique({ where: { id: 1 }, select: { reminderDays: true } });
  return row?.reminderDays ?? [...DEFAULT_REMINDER_DAYS];
}

/** One round: every overdue invoice marked once and reminded when its schedule says so. */
export async function runInvoiceCollection(services: CollectionServices): Promise<CollectionRound> {
  const now = services.now();
  const today = instantToLocal(now).date;
  const reminderDays = await readReminderDays(services.prisma);
  const round: CollectionRound = { overdue: 0, reminders: 0 };
  let after: { due: Date; id: string } | null = null;
  for (;;) {
    const from: Prisma.Sql = after ? Prisma.sql`AND (x.due_date, x.id) > (${after.due}::date, ${after.id})` : Prisma.empty;
    const page = await services.prisma.$queryRaw<Array<{ id: string; due_date: Date }>>`
      SELECT x.id, x.due_date FROM (${invoiceAmounts()}) AS x
       WHERE x.open_cents > 0 AND x.due_date < ${dateToDb(today)}::date ${from}
       ORDER BY x.due_date, x.id
       LIMIT ${COLLECTION_BATCH}::int`;
    if (!page.length) break;
    const ids = page.map((r) => r.id);
    // What is done already, read for the whole page: most overdue invoices need nothing today.
    const [collections, sent] = await Promise.all([
      services.prisma.invoiceCollection.findMany({ where: { invoiceId: { in: ids } }, select: { invoiceId: true, overdueAt: true, remindersPausedAt: true } }),
      services.prisma.invoiceReminder.findMany({ where: { invoiceId: { in: ids } }, select: { invoiceId: true, step: true } }),
    ]);
    for (const row of page) {
      const collection = collections.find((c) => c.invoiceId === row.id);
      const steps = sent.filter((s) => s.invoiceId === row.id).map((s) => s.step);
      const due = dateFromDb(row.due_date);
      const needed = !collection?.overdueAt || (!collection.remindersPausedAt && reminderDue(due, today, reminderDays, steps) !== null);
      if (!needed) continue;
      try {
        const done = await collectInvoice(services, row.id, today, now, reminderDays);
        if (done.markedOverdue) round.overdue += 1;
        if (done.reminded) round.reminders += 1;
      } catch (error) {
        // One invoice's trouble (a broken buyer address) must not stop the others' reminders.
        services.log.error('invoice follow-up failed', { invoiceId: row.id, error });
      }
    }
    if (page.length < COLLECTION_BATCH) break;
    const last = page[page.length - 1]!;
    after = { due: last.due_date, id: last.id };
  }
  if (round.overdue || round.reminders) {
    notify();
    services.log.info('overdue invoices followed up', { ...round });
  }
  return round;
}

async function collectInvoice(services: CollectionServices, invoiceId: string, today: LocalDate, now: Date, reminderDays: readonly number[]): Promise<{ markedOverdue: boolean; reminded: boolean }> {
  return services.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO invoice_collections (invoice_id, updated_at) VALUES (${invoiceId}::uuid, ${now}::timestamptz) ON CONFLICT (invoice_id) DO NOTHING`;
    const [collection] = await tx.$queryRaw<Array<{ overdue_at: Date | null; reminders_paused_at: Date | null }>>`
      SELECT overdue_at, reminders_paused_at FROM invoice_collections WHERE invoice_id = ${invoiceId}::uuid FOR UPDATE`;
    // Judged again under the lock: a payment may have come in since the page was read.
    const balance = (await invoiceBalances(tx, [invoiceId], today)).get(invoiceId);
    if (!collection || !balance?.overdue || !balance.dueDate) return { markedOverdue: false, reminded: false };
    const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId } });
    const reference = invoiceCreditorReference(invoice);
    let markedOverdue = false;
    if (!collection.overdue_at) {
      await tx.invoiceCollection.update({ where: { invoiceId }, data: { overdueAt: now } });
      await enqueueWebhooks(tx, { event: 'INVOICE_OVERDUE', invoice, openCents: balance.openCents, daysOverdue: balance.daysOverdue }, now);
      markedOverdue = true;
    }
    if (collection.reminders_paused_at || !reference) return { markedOverdue, reminded: false };
    const sent = await tx.invoiceReminder.findMany({ where: { invoiceId }, select: { step: true } });
    const due = reminderDue(balance.dueDate, today, reminderDays, sent.map((s) => s.step));
    if (!due) return { markedOverdue, reminded: false };
    await tx.invoiceReminder.create({ data: { invoiceId, step: due.step, daysAfterDue: due.daysAfterDue, sentAt: now } });
    const mailed = await enqueueReminderMail(tx, invoiceId, { step: due.step, openCents: balance.openCents, daysOverdue: balance.daysOverdue, reference }, now);
    if (!mailed) services.log.warn('overdue invoice has nobody to remind', { invoiceId });
    return { markedOverdue, reminded: mailed !== null };
  });
}

/** Queues the reminder mail to the invoice's buyer; null when there is no address to send it to. */
async function enqueueReminderMail(tx: Tx, invoiceId: string, reminder: { step: number; openCents: number; daysOverdue: number; reference: string }, now: Date): Promise<string | null> {
  const doc = await loadIssuedDocument(tx, invoiceId);
  if (!doc || doc.kind === 'CREDIT_NOTE') return null;
  const account = doc.clientId ? await tx.client.findUnique({ where: { id: doc.clientId }, select: { email: true } }) : null;
  const to = doc.buyer.email ?? account?.email ?? null;
  if (!to) return null;
  // The code asks for what is open now, not the invoice's whole amount.
  const payload = paymentPayload(paymentTransfer({ seller: doc.seller, amountCents: reminder.openCents, reference: reminder.reference }));
  const qrCid = payload ? `epc-qr-${doc.id}-${reminder.step}@stopover` : null;
  const attachments: MailAttachment[] = [{ filename: documentFileName(doc, 'pdf'), contentType: DOCUMENT_CONTENT_TYPES.pdf, invoiceDocument: { invoiceId: doc.id, format: 'pdf' } }];
  if (payload && qrCid) attachments.push({ filename: `${documentFileName(doc, 'pdf').replace(/\.pdf$/, '')}-QR.png`, contentType: 'image/png', cid: qrCid, paymentQr: { payload } });
  return enqueueMail(
    tx,
    {
      to,
      language: doc.language,
      template: 'invoice.reminder',
      clientId: doc.clientId,
      data: {
        name: doc.buyer.legalName,
        kind: doc.kind,
        number: doc.number,
        issueDate: doc.issueDate,
        dueDate: doc.dueDate,
        step: reminder.step,
        daysOverdue: reminder.daysOverdue,
        payableCents: doc.payableCents,
        openCents: reminder.openCents,
        currency: doc.currency,
        iban: doc.seller.iban,
        reference: reminder.reference,
        orderNumber: doc.orderNumber,
        qrCid,
      },
    },
    { now, attachments },
  );
}

// ————— staff pause and resume —————

/** Only issued invoices and advance invoices are followed up; a draft or a credit note is refused. */
async function remindable(tx: Tx, invoiceId: string, language: Language) {
  if (!isUuid(invoiceId)) throw new AppError('NOT_FOUND', language);
  const invoice = await tx.invoice.findUnique({ where: { id: invoiceId }, select: { id: true, status: true, kind: true, number: true } });
  if (!invoice) throw new AppError('NOT_FOUND', language);
  if (invoice.status !== 'ISSUED' || invoice.kind === 'CREDIT_NOTE') throw new AppError('REMINDERS_NOT_APPLICABLE', language);
  return invoice;
}

/** Stops an invoice's reminders until resumed, with staff's reason (audited). Pausing again replaces the reason. */
export async function pauseInvoiceReminders(services: Pick<Services, 'prisma' | 'now'>, staffId: string, invoiceId: string, reason: string, language: Language): Promise<void> {
  const text = reason.trim();
  const problem = text ? textProblem(text, { maxLength: REMINDER_PAUSE_REASON_MAX_LENGTH, multiline: true }) : 'REQUIRED';
  if (problem) throw new AppError('VALIDATION', language, { detail: { fields: { reason: problem } } });
  const now = services.now();
  await services.prisma.$transaction(async (tx) => {
    const invoice = await remindable(tx, invoiceId, language);
    await tx.invoiceCollection.upsert({
      where: { invoiceId },
      create: { invoiceId, remindersPausedAt: now, remindersPausedById: staffId, pauseReason: text },
      update: { remindersPausedAt: now, remindersPausedById: staffId, pauseReason: text },
    });
    await audit(tx, { action: 'invoice.reminders_paused', actor: { kind: 'STAFF', id: staffId }, subject: { type: 'Invoice', id: invoiceId }, detail: { number: invoice.number, reason: text } });
  });
}

/** Lets an invoice's reminders go out again (the next due step is sent at the next round); audited. Resuming reminders that run is no change. */
export async function resumeInvoiceReminders(services: Pick<Services, 'prisma'>, staffId: string, invoiceId: string, language: Language): Promise<void> {
  await services.prisma.$transaction(async (tx) => {
    const invoice = await remindable(tx, invoiceId, language);
    const current = await tx.invoiceCollection.findUnique({ where: { invoiceId }, select: { remindersPausedAt: true } });
    if (!current?.remindersPausedAt) return;
    await tx.invoiceCollection.update({ where: { invoiceId }, data: { remindersPausedAt: null, remindersPausedById: null, pauseReason: null } });
    await audit(tx, { action: 'invoice.reminders_resumed', actor: { kind: 'STAFF', id: staffId }, subject: { type: 'Invoice', id: invoiceId }, detail: { number: invoice.number } });
  });
}

// ————— what an invoice shows —————

export interface ReminderState {
  reminders: Array<{ step: number; daysAfterDue: number; sentAt: Date }>;
  paused: { at: Date; reason: string | null; staffId: string | null } | null;
  /** The day the next reminder is due (null: none left, paid, paused, or not an invoice that is followed up). */
  nextReminderOn: LocalDate | null;
  overdueAt: Date | null;
}

/** The reminder state of each invoice, read together (four statements however many invoices). */
export async function reminderStates(db: Db, invoiceIds: readonly string[], today: LocalDate): Promise<Map<string, ReminderState>> {
  const ids = [...invoiceIds];
  const [reminders, collections, balances, reminderDays] = await Promise.all([
    db.invoiceReminder.findMany({ where: { invoiceId: { in: ids } }, orderBy: [{ invoiceId: 'asc' }, { step: 'asc' }], select: { invoiceId: true, step: true, daysAfterDue: true, sentAt: true } }),
    db.invoiceCollection.findMany({ where: { invoiceId: { in: ids } }, select: { invoiceId: true, overdueAt: true, remindersPausedAt: true, pauseReason: true, remindersPausedById: true } }),
    invoiceBalances(db, ids, today),
    readReminderDays(db),
  ]);
  const out = new Map<string, ReminderState>();
  for (const id of ids) {
    const sent = reminders.filter((r) => r.invoiceId === id).map(({ step, daysAfterDue, sentAt }) => ({ step, daysAfterDue, sentAt }));
    const collection = collections.find((c) => c.invoiceId === id);
    const balance = balances.get(id);
    const paused = collection?.remindersPausedAt ? { at: collection.remindersPausedAt, reason: collection.pauseReason, staffId: collection.remindersPausedById } : null;
    const next = balance && balance.openCents > 0 && balance.dueDate && !paused ? nextReminderOn(balance.dueDate, today, reminderDays, sent.map((r) => r.step)) : null;
    out.set(id, { reminders: sent, paused, nextReminderOn: next, overdueAt: collection?.overdueAt ?? null });
  }
  return out;
}

export async function reminderState(db: Db, invoiceId: string, today: LocalDate): Promise<ReminderState> {
  return (await reminderStates(db, [invoiceId], today)).get(invoiceId)!;
}
