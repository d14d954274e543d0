// Getting paid after the invoice: an invoice's reminders (staff pause and resume them), an
// organisation's account statement, and the receivables ageing on the manager's Billing page. Use
// cases in graph/services/billing/reminders.ts, statements.ts and ageing.ts; the rules in
// graph/domain/payments.ts, invoice-reminders.ts and account-statement.ts.
import DataLoader from 'dataloader';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { REMINDER_PAUSE_REASON_MAX_LENGTH } from '../../domain/invoice-reminders.ts';
import { STATEMENT_PERIOD_MAX_DAYS, type OpenItem, type StatementLine } from '../../domain/account-statement.ts';
import { statementDocumentPath } from '../../domain/statement-documents.ts';
import { instantToLocal } from '../../domain/local-time.ts';
import { pauseInvoiceReminders, reminderStates, resumeInvoiceReminders, type ReminderState } from '../../services/billing/reminders.ts';
import { checkedPeriod, readAccountStatement, type StatementView } from '../../services/billing/statements.ts';
import { receivablesAgeing, type AgeingAmounts, type AgeingRow, type ReceivablesAgeing } from '../../services/billing/ageing.ts';
import { ClientRef } from '../accounts.ts';
import { viewerId } from '../guards.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { LOCAL_DATE, moneyOwnerOrStaff } from '../reservations/shared.ts';
import { InvoiceRef } from './invoices.ts';

const today = (ctx: Context) => instantToLocal(ctx.services.now()).date;

// ————— an invoice's reminders —————

/** One read of the reminder state of every invoice a request shows. */
const stateLoaders = new WeakMap<object, DataLoader<string, ReminderState>>();
function reminderStateOf(ctx: Context, invoiceId: string): Promise<ReminderState> {
  let loader = stateLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const states = await reminderStates(ctx.prisma, ids, today(ctx));
      return ids.map((id) => states.get(id)!);
    });
    stateLoaders.set(ctx, loader);
  }
  return loader.load(invoiceId);
}

const InvoiceReminderRef = builder.objectRef<ReminderState['reminders'][number]>('InvoiceReminder').implement({
  description: 'A payment reminder sent for an overdue invoice.',
  fields: (t) => ({
    step: t.int({ description: 'Which reminder of the schedule it was: 1 for the first.', resolve: (r) => r.step + 1 }),
    daysAfterDue: t.exposeInt('daysAfterDue', { description: 'Days after the due date it was due by the schedule.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', description: 'When it was queued to be mailed.' }),
  }),
});

const ReminderPauseRef = builder.objectRef<NonNullable<ReminderState['paused']>>('InvoiceReminderPause').implement({
  description: 'Staff paused an invoice’s reminders: when, why and who.',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime', description: 'When.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why.' }),
    by: t.prismaField({
      type: 'Staff',
      nullable: true,
      description: 'The member of staff who paused them (null: the account was removed).',
      resolve: (query, p, _args, ctx) => (p.staffId ? ctx.prisma.staff.findUnique({ ...query, where: { id: p.staffId } }) : null),
    }),
  }),
});

const FOLLOWED = 'Issued invoices and advance invoices only (empty or null for drafts and credit notes).';

builder.prismaObjectFields(InvoiceRef, (t) => ({
  reminders: t.field({
    type: [InvoiceReminderRef],
    description: `The payment reminders sent, first first. ${FOLLOWED}`,
    resolve: async (i, _args, ctx) => (await reminderStateOf(ctx, i.id)).reminders,
  }),
  remindersPaused: t.boolean({
    description: 'Whether staff paused its reminders (none go out until resumed).',
    resolve: async (i, _args, ctx) => (await reminderStateOf(ctx, i.id)).paused !== null,
  }),
  remindersPause: t.field({
    type: ReminderPauseRef,
    nullable: true,
    description: 'When, why and by whom its reminders were paused (null: not paused). Staff only.',
    authScopes: { staff: true },
    unauthorizedResolver: () => null,
    resolve: async (i, _args, ctx) => (await reminderStateOf(ctx, i.id)).paused,
  }),
  nextReminderOn: t.string({
    nullable: true,
    description: `The day its next payment reminder is due: today when one is due and not yet sent; null when it is paid, paused, or the schedule is over. ${FOLLOWED} ${LOCAL_DATE}`,
    resolve: async (i, _args, ctx) => (await reminderStateOf(ctx, i.id)).nextReminderOn,
  }),
  overdueAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When it was first found unpaid after its due date (and invoice.overdue was sent); null: never.',
    resolve: async (i, _args, ctx) => (await reminderStateOf(ctx, i.id)).overdueAt,
  }),
}));

builder.relayMutationField(
  'pauseInvoiceReminders',
  {
    inputFields: (t) => ({
      invoiceId: t.globalID({ required: true, for: [InvoiceRef], description: 'An issued invoice or advance invoice.' }),
      reason: t.string({ required: true, maxLength: REMINDER_PAUSE_REASON_MAX_LENGTH, multiline: true, description: `Why (at most ${REMINDER_PAUSE_REASON_MAX_LENGTH} characters); pausing again replaces it.` }),
    }),
  },
  {
    description: describeMutation('Stops an invoice’s payment reminders until they are resumed (it is still marked overdue). Audited. Staff only.', 'staff', [
      ['VALIDATION', 'extensions.fields: reason REQUIRED or TOO_LONG'],
      ['REMINDERS_NOT_APPLICABLE', 'a draft or a credit note'],
      ['NOT_FOUND', 'no such invoice'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.id,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      await pauseInvoiceReminders(ctx.services, viewerId(ctx, 'staff'), input.invoiceId.id, input.reason, ctx.language);
      return { invoiceId: input.invoiceId.id };
    },
  },
  {
    outputFields: (t) => ({
      invoice: t.prismaField({ type: 'Invoice', description: 'The invoice as it is now.', resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.invoiceId } }) }),
    }),
  },
);

builder.relayMutationField(
  'resumeInvoiceReminders',
  { inputFields: (t) => ({ invoiceId: t.globalID({ required: true, for: [InvoiceRef], description: 'An issued invoice or advance invoice.' }) }) },
  {
    description: describeMutation(
      'Lets a paused invoice’s payment reminders go out again: the step the schedule says is due goes out at the next round. Resuming reminders that are not paused changes nothing. Audited. Staff only.',
      'staff',
      [['REMINDERS_NOT_APPLICABLE', 'a draft or a credit note'], ['NOT_FOUND', 'no such invoice'], INPUT_ERRORS.id],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      await resumeInvoiceReminders(ctx.services, viewerId(ctx, 'staff'), input.invoiceId.id, ctx.language);
      return { invoiceId: input.invoiceId.id };
    },
  },
  {
    outputFields: (t) => ({
      invoice: t.prismaField({ type: 'Invoice', description: 'The invoice as it is now.', resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.invoiceId } }) }),
    }),
  },
);

// ————— the account statement —————

const StatementEntryKindEnum = builder.enumType('StatementEntryKind', {
  description: 'What moved an account’s balance.',
  values: {
    INVOICE: { description: 'An invoice: adds to what is owed.' },
    ADVANCE_INVOICE: { description: 'An advance invoice for a deposit paid: adds to what is owed (the deposit’s payment takes it off).' },
    CREDIT_NOTE: { description: 'A credit note: takes off what is owed.' },
    PAYMENT: { description: 'Money received.' },
    REFUND: { description: 'Money paid back.' },
  } as const,
});

const StatementLineRef = builder.objectRef<StatementLine>('AccountStatementLine').implement({
  description: 'An issued document or a payment of the period, with the balance after it.',
  fields: (t) => ({
    kind: t.field({ type: StatementEntryKindEnum, description: 'What it is.', resolve: (l) => l.kind }),
    date: t.exposeString('date', { description: `The issue date or the payment’s booking date. ${LOCAL_DATE}` }),
    number: t.exposeString('number', { nullable: true, description: 'The document’s number; the payment’s reference or receipt number (null: none).' }),
    dueDate: t.exposeString('dueDate', { nullable: true, description: `An invoice’s due date (null otherwise). ${LOCAL_DATE}` }),
    debitCents: t.exposeInt('debitCents', { description: 'What it adds to the balance, in cents (0: none).' }),
    creditCents: t.exposeInt('creditCents', { description: 'What it takes off the balance, in cents (0: none).' }),
    balanceCents: t.exposeInt('balanceCents', { description: 'The balance after it, in cents: positive, owed to the restaurant; negative, the client’s credit.' }),
    invoice: t.prismaField({
      type: 'Invoice',
      nullable: true,
      description: 'The document (null for a payment).',
      resolve: (query, l, _args, ctx) => (l.kind === 'PAYMENT' || l.kind === 'REFUND' ? null : ctx.prisma.invoice.findUnique({ ...query, where: { id: l.id } })),
    }),
  }),
});

const OpenItemRef = builder.objectRef<OpenItem>('AccountStatementOpenItem').implement({
  description: 'An invoice with something still to pay on the statement’s last day.',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'Its number.' }),
    kind: t.field({ type: StatementEntryKindEnum, description: 'INVOICE or ADVANCE_INVOICE.', resolve: (i) => i.kind }),
    issueDate: t.exposeString('issueDate', { description: `Its issue date. ${LOCAL_DATE}` }),
    dueDate: t.exposeString('dueDate', { nullable: true, description: `Its due date. ${LOCAL_DATE}` }),
    payableCents: t.exposeInt('payableCents', { description: 'What it asked for, in cents.' }),
    openCents: t.exposeInt('openCents', { description: 'What was still open on the statement’s last day, in cents.' }),
    daysOverdue: t.exposeInt('daysOverdue', { description: 'Days past its due date on the statement’s last day (0: not yet due).' }),
    invoice: t.prismaField({ type: 'Invoice', nullable: true, description: 'The invoice.', resolve: (query, i, _args, ctx) => ctx.prisma.invoice.findUnique({ ...query, where: { id: i.id } }) }),
  }),
});

const AccountStatementRef = builder.objectRef<StatementView>('AccountStatement').implement({
  description: 'An organisation’s account for a period: the balance at the start, every issued document and payment in it with the running balance, the balance at the end, and what is open then.',
  fields: (t) => ({
    from: t.exposeString('from', { description: `The first day. ${LOCAL_DATE}` }),
    to: t.exposeString('to', { description: `The last day. ${LOCAL_DATE}` }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code (EUR).' }),
    openingBalanceCents: t.exposeInt('openingBalanceCents', { description: 'The balance before the first day, in cents (positive: owed; negative: credit).' }),
    lines: t.field({ type: [StatementLineRef], description: 'The period’s documents and payments by date.', resolve: (s) => s.lines }),
    debitCents: t.exposeInt('debitCents', { description: 'All the period added, in cents.' }),
    creditCents: t.exposeInt('creditCents', { description: 'All the period took off, in cents.' }),
    closingBalanceCents: t.exposeInt('closingBalanceCents', { description: 'The balance after the last day, in cents.' }),
    openItems: t.field({ type: [OpenItemRef], description: 'Invoices open on the last day, earliest due first.', resolve: (s) => s.openItems }),
    openCents: t.exposeInt('openCents', { description: 'The open items’ sum, in cents (the closing balance less any money not yet applied).' }),
    pdfUrl: t.string({ description: 'Where to download it as PDF (a path on this server, with the period).', resolve: (s) => statementDocumentPath(s.holder.id, 'pdf', s.from, s.to) }),
    csvUrl: t.string({ description: 'Where to download it as CSV (a path on this server, with the period).', resolve: (s) => statementDocumentPath(s.holder.id, 'csv', s.from, s.to) }),
  }),
});

builder.prismaObjectField(ClientRef, 'accountStatement', (t) =>
  t.field({
    type: AccountStatementRef,
    description:
      `The organisation’s account statement for the days [from, to] (at most ${STATEMENT_PERIOD_MAX_DAYS} days). Its owners and accountants (signed in, or its READ_INVOICES token) and staff. ` +
      'Errors: STATEMENT_PERIOD_INVALID (a date not YYYY-MM-DD, or to before from), STATEMENT_PERIOD_TOO_LONG.',
    authScopes: (client, _args, ctx) => moneyOwnerOrStaff(ctx, client.id),
    args: {
      from: t.arg.string({ required: true, description: `The first day. ${LOCAL_DATE}` }),
      to: t.arg.string({ required: true, description: `The last day. ${LOCAL_DATE}` }),
    },
    resolve: async (client, { from, to }, ctx) => {
      const period = checkedPeriod(from.slice(0, 20), to.slice(0, 20), ctx.language);
      const statement = await readAccountStatement(ctx.prisma, client.id, period);
      if (!statement) throw new Error('accountStatement: the organisation vanished');
      return statement;
    },
  }),
);

// ————— the receivables ageing —————

const AgeingTotalsRef = builder.objectRef<AgeingAmounts>('ReceivablesAgeingTotals').implement({
  description: 'Open amounts by how long past due, in cents.',
  fields: (t) => ({
    notDueCents: t.exposeInt('notDueCents', { description: 'Not yet due (due today or later).' }),
    days0To30Cents: t.int({ description: '1–30 days past due.', resolve: (a) => a.buckets.DAYS_0_30 }),
    days31To60Cents: t.int({ description: '31–60 days past due.', resolve: (a) => a.buckets.DAYS_31_60 }),
    days61PlusCents: t.int({ description: '61 days or more past due.', resolve: (a) => a.buckets.DAYS_61_PLUS }),
    overdueCents: t.exposeInt('overdueCents', { description: 'Past due in all.' }),
    totalCents: t.exposeInt('totalCents', { description: 'Open in all.' }),
    invoices: t.exposeInt('invoices', { description: 'Open invoices counted.' }),
  }),
});

const AgeingRowRef = builder.objectRef<AgeingRow>('ReceivablesAgeingRow').implement({
  description: 'One client’s open amounts by how long past due, in cents.',
  fields: (t) => ({
    client: t.field({
      type: ClientRef,
      nullable: true,
      description: 'The client (null: invoices of an erased organisation).',
      resolve: (r, _args, ctx) => (r.clientId ? ctx.prisma.client.findUnique({ where: { id: r.clientId }, select: { id: true } }) : null),
    }),
    name: t.exposeString('name', { nullable: true, description: 'The client’s name (null: erased).' }),
    notDueCents: t.exposeInt('notDueCents', { description: 'Not yet due (due today or later).' }),
    days0To30Cents: t.int({ description: '1–30 days past due.', resolve: (a) => a.buckets.DAYS_0_30 }),
    days31To60Cents: t.int({ description: '31–60 days past due.', resolve: (a) => a.buckets.DAYS_31_60 }),
    days61PlusCents: t.int({ description: '61 days or more past due.', resolve: (a) => a.buckets.DAYS_61_PLUS }),
    overdueCents: t.exposeInt('overdueCents', { description: 'Past due in all.' }),
    totalCents: t.exposeInt('totalCents', { description: 'Open in all.' }),
    invoices: t.exposeInt('invoices', { description: 'Open invoices counted.' }),
  }),
});

const ReceivablesAgeingRef = builder.objectRef<ReceivablesAgeing>('ReceivablesAgeing').implement({
  description: 'What clients owe, by client and by how long past due (0–30, 31–60, 61+ days), as of today.',
  fields: (t) => ({
    asOf: t.exposeString('asOf', { description: `The day it is counted for (today). ${LOCAL_DATE}` }),
    rows: t.field({ type: [AgeingRowRef], description: 'One per client with something open: the most overdue first.', resolve: (a) => a.rows }),
    totals: t.field({ type: AgeingTotalsRef, description: 'All clients together.', resolve: (a) => a.totals }),
  }),
});

builder.queryField('receivablesAgeing', (t) =>
  t.field({
    type: ReceivablesAgeingRef,
    description: 'What clients owe by client and age, for the Billing page. Staff only (staff see every invoice already).',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => receivablesAgeing(ctx.prisma, today(ctx)),
  }),
);
