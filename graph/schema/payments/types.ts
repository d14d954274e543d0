// Payments, their matches and the bank statements they came from, as staff read them; and what
// everyone who may read an invoice (or a client) reads of its payment: paid, open, state, overdue,
// the organisation's balance. The rules are graph/domain/payments.ts; the reads
// graph/services/payments/balances.ts, batched per request.
import DataLoader from 'dataloader';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { PaymentDirection, PaymentMatch, PaymentMethod } from '../../generated/prisma/enums.ts';
import { dateFromDb } from '../../domain/local-time.ts';
import { invoiceBalances, clientBalance, type InvoiceBalance, type ClientBalance } from '../../services/payments/balances.ts';
import { today } from '../../services/payments/documents.ts';
import type { PaymentSuggestion } from '../../services/payments/match.ts';
import { ClientRef } from '../accounts.ts';
import { InvoiceRef } from '../billing/invoices.ts';
import { LOCAL_DATE, moneyOwnerOrStaff } from '../reservations/shared.ts';

const day = (d: Date | null) => (d ? dateFromDb(d) : null);

export const PaymentMethodEnum = builder.enumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'How money moved. A card or wallet provider would be another value.',
  values: {
    TRANSFER: { description: 'A bank transfer (from a statement, or recorded by hand).' },
    CASH: { description: 'Cash at the counter (the till’s receipt number is recorded; fiscal verification stays with the till).' },
    CARD: { description: 'A card at the counter’s terminal (with the till’s receipt number).' },
  },
});

const PaymentDirectionEnum = builder.enumType(PaymentDirection, {
  name: 'PaymentDirection',
  description: 'Money received, or paid back.',
  values: { IN: { description: 'Received.' }, OUT: { description: 'Paid back (a refund).' } },
});

const PaymentMatchEnum = builder.enumType(PaymentMatch, {
  name: 'PaymentMatch',
  description: 'How a payment came to be applied to a document.',
  values: {
    REFERENCE: { description: 'By its structured creditor reference (RF…).' },
    REMITTANCE: { description: 'By an order, invoice or deposit request number in its free text.' },
    MANUAL: { description: 'By the manager, from the suggestions or by hand.' },
    RECORDED: { description: 'Recorded against the document by staff (at the counter, or a refund).' },
  },
});

export const PaymentStateEnum = builder.enumType('PaymentState', {
  description: 'Where a document’s payment stands.',
  values: {
    OPEN: { description: 'Nothing paid yet.' },
    PART_PAID: { description: 'Some paid; openCents is what is left.' },
    PAID: { description: 'Paid in full (or credited).' },
  } as const,
});

export const PayableKindEnum = builder.enumType('PayableDocumentKind', {
  description: 'What a payment can pay.',
  values: {
    INVOICE: { description: 'An invoice.' },
    ADVANCE_INVOICE: { description: 'An advance invoice (issued for a paid deposit).' },
    PAYMENT_REQUEST: { description: 'A deposit request.' },
  } as const,
});

// ————— staff's payments —————

export const PaymentAllocationRef = builder.prismaObject('PaymentAllocation', {
  description: 'Part (or all) of a payment applied to a document. An undone match is kept, with who undid it and when. Staff only.',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.id({ description: 'Its ID (for undoPaymentMatch).', resolve: (a) => encodeGlobalID('PaymentAllocation', a.id) }),
    amountCents: t.exposeInt('amountCents', { description: 'The amount applied, in cents.' }),
    matchedBy: t.expose('matchedBy', { type: PaymentMatchEnum, description: 'How it was matched.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    createdBy: t.relation('createdBy', { nullable: true, description: 'Who matched it (null: matched at import, or the account is gone).' }),
    undoneAt: t.expose('undoneAt', { type: 'DateTime', nullable: true, description: 'When it was undone (null: it counts).' }),
    undoneBy: t.relation('undoneBy', { nullable: true, description: 'Who undid it.' }),
    invoice: t.relation('invoice', { nullable: true, description: 'The invoice, advance invoice or (for a refund) credit note it applies to (null: a deposit request).' }),
    paymentRequestId: t.id({ nullable: true, description: 'The deposit request it applies to (null: an invoice).', resolve: (a) => (a.paymentRequestId ? encodeGlobalID('PaymentRequest', a.paymentRequestId) : null) }),
    documentNumber: t.string({
      description: 'The number of the document it applies to.',
      select: { invoice: { select: { number: true } }, paymentRequest: { select: { number: true } } },
      resolve: (a) => a.invoice?.number ?? a.paymentRequest?.number ?? '',
    }),
    payment: t.relation('payment', { description: 'The payment.' }),
  }),
});

export const PaymentRef = builder.prismaObject('Payment', {
  description: 'Money received or paid back: from a bank statement, or recorded by staff. Never deleted; a wrong match is undone. Staff only.',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.id({ description: 'Its ID (for matchPayment and paymentSuggestions).', resolve: (p) => encodeGlobalID('Payment', p.id) }),
    direction: t.expose('direction', { type: PaymentDirectionEnum, description: 'IN: received; OUT: paid back.' }),
    method: t.expose('method', { type: PaymentMethodEnum, description: 'How.' }),
    amountCents: t.exposeInt('amountCents', { description: 'The amount in cents (positive; direction says which way).' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code (EUR).' }),
    bookedOn: t.string({ description: `The bank’s booking date, or the day it was paid. ${LOCAL_DATE}`, select: { bookedOn: true }, resolve: (p) => dateFromDb(p.bookedOn) }),
    payerName: t.exposeString('payerName', { nullable: true, description: 'The payer as the bank names them.' }),
    payerIban: t.exposeString('payerIban', { nullable: true, description: 'The payer’s account.' }),
    reference: t.exposeString('reference', { nullable: true, description: 'The structured creditor reference the payer gave (RF…).' }),
    remittance: t.exposeString('remittance', { nullable: true, description: 'The payer’s free text.' }),
    receiptNumber: t.exposeString('receiptNumber', { nullable: true, description: 'The till’s receipt number (cash, card).' }),
    note: t.exposeString('note', { nullable: true, description: 'Staff’s note.' }),
    client: t.relation('client', { nullable: true, description: 'Whose money it is, once known (by a match, or as recorded).' }),
    bankStatement: t.relation('bankStatement', { nullable: true, description: 'The statement it came from (null: recorded by hand).' }),
    allocations: t.relation('allocations', { description: 'Its matches, undone ones included, oldest first.', query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    unallocatedCents: t.int({
      description: 'What is left after its active matches: for money received, the client’s credit (or still to match).',
      select: { amountCents: true, allocations: { where: { undoneAt: null }, select: { amountCents: true } } },
      resolve: (p) => p.amountCents - p.allocations.reduce((s, a) => s + a.amountCents, 0),
    }),
    recordedBy: t.relation('recordedBy', { nullable: true, description: 'Who recorded it (null: from a statement).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was imported or recorded.' }),
  }),
});

export const BankStatementRef = builder.prismaObject('BankStatement', {
  description: 'An imported bank statement (camt.053). Manager only.',
  authScopes: { manager: true },
  fields: (t) => ({
    id: t.id({ description: 'Its ID.', resolve: (s) => encodeGlobalID('BankStatement', s.id) }),
    format: t.exposeString('format', { description: 'e.g. camt.053.001.08.' }),
    fileName: t.exposeString('fileName', { description: 'The uploaded file’s name.' }),
    statementRef: t.exposeString('statementRef', { nullable: true, description: 'The statement’s own id, when it has one.' }),
    accountIban: t.exposeString('accountIban', { description: 'The account (the restaurant’s).' }),
    fromDate: t.string({ nullable: true, description: `The first day it covers. ${LOCAL_DATE}`, select: { fromDate: true }, resolve: (s) => day(s.fromDate) }),
    toDate: t.string({ nullable: true, description: `The last day it covers. ${LOCAL_DATE}`, select: { toDate: true }, resolve: (s) => day(s.toDate) }),
    entryCount: t.exposeInt('entryCount', { description: 'Entries in the file (debits included).' }),
    creditCount: t.exposeInt('creditCount', { description: 'Booked euro credits among them.' }),
    newCount: t.exposeInt('newCount', { description: 'Credits not seen in an earlier statement: the payments it added.' }),
    matchedCount: t.exposeInt('matchedCount', { description: 'Of those, matched to a document at import.' }),
    importedBy: t.relation('importedBy', { nullable: true, description: 'Who imported it.' }),
    importedAt: t.expose('importedAt', { type: 'DateTime', description: 'When.' }),
    payments: t.relation('payments', { description: 'The payments it added, in booking order.', query: { orderBy: [{ bookedOn: 'asc' }, { id: 'asc' }] } }),
  }),
});

export const PaymentSuggestionRef = builder.objectRef<PaymentSuggestion>('PaymentSuggestion').implement({
  description: 'An open document a payment could pay, ranked: exact amount first, then the closer name.',
  fields: (t) => ({
    documentId: t.id({ description: 'The document’s ID (an Invoice or a PaymentRequest), for matchPayment.', resolve: (s) => encodeGlobalID(s.document.ref.kind === 'INVOICE' ? 'Invoice' : 'PaymentRequest', s.document.ref.id) }),
    kind: t.field({ type: PayableKindEnum, description: 'What it is.', resolve: (s) => s.document.documentKind }),
    number: t.string({ description: 'Its number.', resolve: (s) => s.document.number }),
    payableCents: t.int({ description: 'What it asks for, in cents.', resolve: (s) => s.document.payableCents }),
    openCents: t.int({ description: 'What is still open, in cents.', resolve: (s) => s.document.openCents }),
    dueDate: t.string({ nullable: true, description: `When it is due. ${LOCAL_DATE}`, resolve: (s) => s.document.dueDate }),
    exactAmount: t.boolean({ description: 'Whether what is left of the payment is exactly its open amount.', resolve: (s) => s.exactAmount }),
    nameScore: t.float({ description: 'How close the payer’s name is to the organisation’s, 0–1.', resolve: (s) => s.nameScore }),
    client: t.prismaField({
      type: 'Client',
      nullable: true,
      description: 'Whose document it is.',
      resolve: (query, s, _args, ctx) => (s.document.clientId ? ctx.prisma.client.findUnique({ ...query, where: { id: s.document.clientId } }) : null),
    }),
  }),
});

// ————— on invoices and clients —————

/** One balance read per request for all the invoices a response shows. */
const balanceLoaders = new WeakMap<object, DataLoader<string, InvoiceBalance | null>>();
function invoiceBalance(ctx: Context, invoiceId: string): Promise<InvoiceBalance | null> {
  let loader = balanceLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const balances = await invoiceBalances(ctx.prisma, ids, today(ctx.services));
      return ids.map((id) => balances.get(id) ?? null);
    });
    balanceLoaders.set(ctx, loader);
  }
  return loader.load(invoiceId);
}

builder.prismaObjectFields(InvoiceRef, (t) => ({
  paidCents: t.int({
    nullable: true,
    description: 'What has been paid, in cents (an advance invoice: its deposit request’s payments). Null for a draft or a credit note.',
    select: { id: true },
    resolve: async (i, _args, ctx) => (await invoiceBalance(ctx, i.id))?.paidCents ?? null,
  }),
  openCents: t.int({
    nullable: true,
    description: 'What is still to pay, in cents: payable − credit notes − paid, never below 0. Null for a draft or a credit note.',
    select: { id: true },
    resolve: async (i, _args, ctx) => (await invoiceBalance(ctx, i.id))?.openCents ?? null,
  }),
  paymentState: t.field({
    type: PaymentStateEnum,
    nullable: true,
    description: 'OPEN, PART_PAID or PAID. Null for a draft or a credit note.',
    select: { id: true },
    resolve: async (i, _args, ctx) => (await invoiceBalance(ctx, i.id))?.state ?? null,
  }),
  overdue: t.boolean({
    nullable: true,
    description: 'Whether something is open after the due date. Null for a draft or a credit note.',
    select: { id: true },
    resolve: async (i, _args, ctx) => (await invoiceBalance(ctx, i.id))?.overdue ?? null,
  }),
  daysOverdue: t.int({
    nullable: true,
    description: 'Whole days past the due date while something is open (0 otherwise). Null for a draft or a credit note.',
    select: { id: true },
    resolve: async (i, _args, ctx) => (await invoiceBalance(ctx, i.id))?.daysOverdue ?? null,
  }),
}));

const ClientBalanceRef = builder.objectRef<ClientBalance>('OrganisationBalance').implement({
  description: 'What an organisation was invoiced and paid: positive balanceCents, it owes; negative, it has credit.',
  fields: (t) => ({
    invoicedCents: t.exposeInt('invoicedCents', { description: 'Issued invoices and advance invoices, in cents.' }),
    creditedCents: t.exposeInt('creditedCents', { description: 'Issued credit notes, in cents.' }),
    receivedCents: t.exposeInt('receivedCents', { description: 'Money received, in cents.' }),
    refundedCents: t.exposeInt('refundedCents', { description: 'Money paid back, in cents.' }),
    balanceCents: t.exposeInt('balanceCents', { description: 'invoiced − credited − received + refunded, in cents.' }),
    unallocatedCents: t.exposeInt('unallocatedCents', { description: 'Money received and not applied to any document, in cents.' }),
  }),
});

builder.prismaObjectField(ClientRef, 'balance', (t) =>
  t.field({
    type: ClientBalanceRef,
    description: 'What it was invoiced and paid, and what it owes or has in credit. Its owners and accountants, and staff.',
    select: { id: true },
    authScopes: (client, _args, ctx) => moneyOwnerOrStaff(ctx, client.id),
    resolve: (client, _args, ctx) => clientBalance(ctx.prisma, client.id),
  }),
);
