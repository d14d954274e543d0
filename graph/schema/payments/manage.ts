// The manager's work on money received: statements imported, payments listed and matched (with
// suggestions), matches undone, refunds recorded; and staff's payments at the counter. The use cases
// are graph/services/payments/ (import, match, record).
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { PAYER_NAME_MAX_LENGTH, PAYMENT_NOTE_MAX_LENGTH, RECEIPT_NUMBER_MAX_LENGTH, STATEMENT_ENTRIES_MAX, STATEMENT_FILE_MAX_BYTES } from '../../domain/payments.ts';
import { isUuid } from '../../domain/text-rules.ts';
import { importBankStatement, STATEMENT_FILE_NAME_MAX_LENGTH } from '../../services/payments/import.ts';
import { matchPayment, paymentSuggestions, PAYMENT_AMOUNT_MAX_CENTS, undoPaymentMatch } from '../../services/payments/match.ts';
import { recordPayment, recordRefund } from '../../services/payments/record.ts';
import type { DocumentRef } from '../../services/payments/documents.ts';
import { ClientRef } from '../accounts.ts';
import { InvoiceRef } from '../billing/invoices.ts';
import { managerId, viewerId } from '../guards.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { ADVANCE_INVOICE_ERRORS } from '../billing/refusals.ts';
import { LOCAL_DATE } from '../reservations/shared.ts';
import { PaymentMethodEnum, PaymentSuggestionRef } from './types.ts';

const STATEMENTS_MAX = 100;
const PAYMENTS_MAX_PAGE = 100;

/** The row id of a global ID of one of these types, or NOT_FOUND. */
function rowOf(globalId: string, typeNames: readonly string[], ctx: Context): { typename: string; id: string } {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typeNames.includes(typename) && isUuid(id)) return { typename, id: id.toLowerCase() };
  } catch {
    // not a global ID
  }
  throw new AppError('NOT_FOUND', ctx.language);
}

function documentOf(globalId: string, ctx: Context): DocumentRef {
  const { typename, id } = rowOf(globalId, ['Invoice', 'PaymentRequest'], ctx);
  return { kind: typename === 'Invoice' ? 'INVOICE' : 'PAYMENT_REQUEST', id };
}

const AMOUNT = `In cents, 1–${PAYMENT_AMOUNT_MAX_CENTS}.`;
const AMOUNT_ERROR = ['VALIDATION', 'extensions.fields.amountCents OUT_OF_RANGE'] as const;

// ————— queries —————

builder.queryField('bankStatements', (t) =>
  t.prismaField({
    type: ['BankStatement'],
    description: `Imported bank statements, newest first (at most ${STATEMENTS_MAX}). The manager only.`,
    authScopes: { manager: true },
    resolve: (query, _root, _args, ctx) => ctx.prisma.bankStatement.findMany({ ...query, orderBy: [{ importedAt: 'desc' }, { id: 'desc' }], take: STATEMENTS_MAX }),
  }),
);

builder.queryField('payments', (t) =>
  t.prismaConnection({
    type: 'Payment',
    cursor: 'id',
    maxSize: PAYMENTS_MAX_PAGE,
    defaultSize: 50,
    description: 'Payments received and paid back, newest booking first. unmatchedOnly: money received with something left to match. The manager only.',
    authScopes: { manager: true },
    args: { unmatchedOnly: t.arg.boolean({ description: 'Only money received with an unmatched remainder.' }) },
    resolve: async (query, _root, { unmatchedOnly }, ctx) => {
      const where = unmatchedOnly
        ? {
            direction: 'IN' as const,
            id: {
              in: (
                await ctx.prisma.$queryRaw<Array<{ id: string }>>`
                  SELECT p.id::text AS id FROM payments p
                   WHERE p.direction = 'IN'
                     AND p.amount_cents > coalesce((SELECT sum(a.amount_cents) FROM payment_allocations a WHERE a.payment_id = p.id AND a.undone_at IS NULL), 0)
                   ORDER BY p.booked_on DESC LIMIT 5000`
              ).map((r) => r.id),
            },
          }
        : {};
      return ctx.prisma.payment.findMany({ ...query, where, orderBy: [{ bookedOn: 'desc' }, { id: 'desc' }] });
    },
  }),
);

builder.queryField('paymentSuggestions', (t) =>
  t.field({
    type: [PaymentSuggestionRef],
    description: 'Open documents ranked for what is left of a payment received: exact amount first, then the closer name (at most 10). The manager only. Errors: NOT_FOUND.',
    authScopes: { manager: true },
    args: { paymentId: t.arg.id({ required: true, description: 'A payment received (Payment.id).' }) },
    resolve: (_root, { paymentId }, ctx) => paymentSuggestions(ctx.services, rowOf(String(paymentId), ['Payment'], ctx).id, ctx.language),
  }),
);

// ————— mutations —————

builder.relayMutationField(
  'importBankStatement',
  { inputFields: (t) => ({ file: t.field({ type: 'File', required: true, description: `A camt.053 statement (XML, at most ${STATEMENT_FILE_MAX_BYTES / 1024 / 1024} MB).` }) }) },
  {
    description: describeMutation(
      'Imports a camt.053 bank statement of the restaurant’s account: a payment per booked euro credit not seen before, each matched to its document by reference or by the numbers in its text. ' +
        'The same file again changes nothing (alreadyImported); an overlapping statement adds only its new entries. The manager only.',
      'manager',
      [
        ['STATEMENT_UNREADABLE', 'not a camt.053 statement, or malformed (extensions.reason)'],
        ['STATEMENT_TOO_LARGE', `larger than ${STATEMENT_FILE_MAX_BYTES} bytes`],
        ['STATEMENT_TOO_MANY_ENTRIES', `more than ${STATEMENT_ENTRIES_MAX} entries`],
        ['STATEMENT_WRONG_ACCOUNT', 'the statement is for another account than the one in the billing settings'],
        ['SELLER_DETAILS_MISSING', 'the billing settings have no bank account'],
        ['VALIDATION', 'the file’s name contains characters text may not contain (extensions.fields.file)'],
      ],
    ),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const staffId = managerId(ctx);
      const file = input.file;
      if (file.size < 0) throw new AppError('BAD_REQUEST', ctx.language);
      if (file.size > STATEMENT_FILE_MAX_BYTES) throw new AppError('STATEMENT_TOO_LARGE', ctx.language, { detail: { maxBytes: STATEMENT_FILE_MAX_BYTES } });
      const bytes = new Uint8Array(await file.arrayBuffer());
      return importBankStatement(ctx.services, staffId, { fileName: (file.name || 'statement.xml').slice(0, STATEMENT_FILE_NAME_MAX_LENGTH), bytes }, ctx.language);
    },
  },
  {
    outputFields: (t) => ({
      alreadyImported: t.boolean({ description: 'The same file was imported before: nothing changed, and statement is that import.', resolve: (r) => r.alreadyImported }),
      statement: t.prismaField({ type: 'BankStatement', description: 'The statement.', resolve: (query, r, _args, ctx) => ctx.prisma.bankStatement.findUniqueOrThrow({ ...query, where: { id: r.statement.id } }) }),
      skippedDebits: t.int({ description: 'Debits and reversals in the file (not payments received).', resolve: (r) => r.skipped.debits }),
      skippedNotBooked: t.int({ description: 'Pending or informational entries (not money yet).', resolve: (r) => r.skipped.notBooked }),
      skippedOtherCurrency: t.int({ description: 'Credits in another currency than EUR (to be handled by hand).', resolve: (r) => r.skipped.otherCurrency }),
    }),
  },
);

builder.relayMutationField(
  'matchPayment',
  {
    inputFields: (t) => ({
      paymentId: t.id({ required: true, description: 'A payment received (Payment.id).' }),
      documentId: t.id({ required: true, description: 'An issued invoice or a deposit request (Invoice.id or a PaymentRequest’s id).' }),
      amountCents: t.int({ description: `How much of the payment to apply (${AMOUNT}); default: what fits (the smaller of its remainder and the document’s open amount).` }),
    }),
  },
  {
    description: describeMutation('Applies (part of) a payment received to an open document. Audited. The manager only.', 'manager', [
      AMOUNT_ERROR,
      ['NOTHING_OPEN', 'nothing is open on the document'],
      ['PAYMENT_EXCEEDS_REMAINDER', 'more than is left of the payment'],
      ['PAYMENT_EXCEEDS_OPEN', 'more than is open on the document'],
      ['PAYMENT_OF_OTHER_CLIENT', 'the payment is matched to another organisation’s documents'],
      ...ADVANCE_INVOICE_ERRORS,
      ['NOT_FOUND', 'no such payment or document'],
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const staffId = managerId(ctx);
      const paymentId = rowOf(String(input.paymentId), ['Payment'], ctx).id;
      const { allocation } = await matchPayment(ctx.services, staffId, { paymentId, document: documentOf(String(input.documentId), ctx), amountCents: input.amountCents ?? null }, ctx.language);
      return { allocationId: allocation.id };
    },
  },
  {
    outputFields: (t) => ({
      allocation: t.prismaField({ type: 'PaymentAllocation', description: 'The new match.', resolve: (query, r, _args, ctx) => ctx.prisma.paymentAllocation.findUniqueOrThrow({ ...query, where: { id: r.allocationId } }) }),
    }),
  },
);

builder.relayMutationField(
  'undoPaymentMatch',
  { inputFields: (t) => ({ allocationId: t.id({ required: true, description: 'A match (PaymentAllocation.id).' }) }) },
  {
    description: describeMutation('Undoes a match: kept with who undid it and when; the document is open again by that amount. Audited. The manager only.', 'manager', [
      ['MATCH_ALREADY_UNDONE', 'it was undone already'],
      ['SELLER_DETAILS_MISSING', 'the match paid a deposit whose advance invoice is now credited, and the restaurant’s billing details are incomplete (extensions.missing)'],
      ['NOT_FOUND', 'no such match'],
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const staffId = managerId(ctx);
      const undone = await undoPaymentMatch(ctx.services, staffId, rowOf(String(input.allocationId), ['PaymentAllocation'], ctx).id, ctx.language);
      return { allocationId: undone.id };
    },
  },
  {
    outputFields: (t) => ({
      allocation: t.prismaField({ type: 'PaymentAllocation', description: 'The match, undone.', resolve: (query, r, _args, ctx) => ctx.prisma.paymentAllocation.findUniqueOrThrow({ ...query, where: { id: r.allocationId } }) }),
    }),
  },
);

builder.relayMutationField(
  'recordPayment',
  {
    inputFields: (t) => ({
      documentId: t.id({ required: true, description: 'An issued invoice or a deposit request (Invoice.id or a PaymentRequest’s id).' }),
      method: t.field({ type: PaymentMethodEnum, required: true, description: 'Cash or card at the counter, or a transfer seen elsewhere.' }),
      amountCents: t.int({ required: true, description: `${AMOUNT} More than is open stays the client’s credit.` }),
      bookedOn: t.string({ maxLength: 10, description: `The day it was paid (default today; not in the future). ${LOCAL_DATE}` }),
      receiptNumber: t.string({ maxLength: RECEIPT_NUMBER_MAX_LENGTH, description: `The till’s receipt number: required for cash and card (at most ${RECEIPT_NUMBER_MAX_LENGTH} characters).` }),
      payerName: t.string({ maxLength: PAYER_NAME_MAX_LENGTH, description: `Who paid (at most ${PAYER_NAME_MAX_LENGTH} characters).` }),
      note: t.string({ maxLength: PAYMENT_NOTE_MAX_LENGTH, multiline: true, description: `A note (at most ${PAYMENT_NOTE_MAX_LENGTH} characters).` }),
    }),
  },
  {
    description: describeMutation('Records money received for a document: cash or card at the counter, or a transfer seen elsewhere. Audited. Staff only.', 'staff', [
      ['VALIDATION', 'extensions.fields: amountCents OUT_OF_RANGE, receiptNumber REQUIRED (cash, card) or TOO_LONG, bookedOn INVALID_DATE or IN_FUTURE, payerName or note TOO_LONG'],
      ['NOTHING_OPEN', 'nothing is open on the document'],
      ...ADVANCE_INVOICE_ERRORS,
      ['NOT_FOUND', 'no such document'],
      INPUT_ERRORS.text,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      const staffId = viewerId(ctx, 'staff');
      const { payment } = await recordPayment(
        ctx.services,
        staffId,
        { document: documentOf(String(input.documentId), ctx), method: input.method, amountCents: input.amountCents, bookedOn: input.bookedOn, receiptNumber: input.receiptNumber, payerName: input.payerName, note: input.note },
        ctx.language,
      );
      return { paymentId: payment.id };
    },
  },
  {
    outputFields: (t) => ({
      payment: t.prismaField({ type: 'Payment', description: 'The payment, with its match.', resolve: (query, r, _args, ctx) => ctx.prisma.payment.findUniqueOrThrow({ ...query, where: { id: r.paymentId } }) }),
    }),
  },
);

builder.relayMutationField(
  'recordRefund',
  {
    inputFields: (t) => ({
      creditNoteId: t.globalID({ for: [InvoiceRef], description: 'Paid back against this credit note …' }),
      clientId: t.globalID({ for: [ClientRef], description: '… or from this organisation’s credit (give exactly one).' }),
      method: t.field({ type: PaymentMethodEnum, required: true, description: 'How it was paid back.' }),
      amountCents: t.int({ required: true, description: `${AMOUNT} At most the organisation’s credit (and what the credit note leaves).` }),
      bookedOn: t.string({ maxLength: 10, description: `The day it was paid back (default today; not in the future). ${LOCAL_DATE}` }),
      note: t.string({ maxLength: PAYMENT_NOTE_MAX_LENGTH, multiline: true, description: `A note (at most ${PAYMENT_NOTE_MAX_LENGTH} characters).` }),
    }),
  },
  {
    description: describeMutation('Records money paid back to an organisation from its credit. Audited. The manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields: amountCents OUT_OF_RANGE, creditNoteId REQUIRED (neither or both given), bookedOn INVALID_DATE or IN_FUTURE, note TOO_LONG'],
      ['REFUND_EXCEEDS_CREDIT', 'more than the organisation’s credit or what the credit note leaves (extensions.refundableCents)'],
      ['NOT_FOUND', 'no such credit note or organisation'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.id,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const staffId = managerId(ctx);
      const payment = await recordRefund(
        ctx.services,
        staffId,
        { creditNoteId: input.creditNoteId?.id ?? null, clientId: input.clientId?.id ?? null, method: input.method, amountCents: input.amountCents, bookedOn: input.bookedOn, note: input.note },
        ctx.language,
      );
      return { paymentId: payment.id };
    },
  },
  {
    outputFields: (t) => ({
      payment: t.prismaField({ type: 'Payment', description: 'The refund (direction OUT).', resolve: (query, r, _args, ctx) => ctx.prisma.payment.findUniqueOrThrow({ ...query, where: { id: r.paymentId } }) }),
    }),
  },
);
