// Deposit requests in the graph: the PaymentRequest node, a reservation's depositRequest, an
// organisation's paymentRequests, and waivePaymentRequest for staff. An organisation reads its own
// (signed in, or its token with READ_INVOICES); staff read all. Use cases in
// graph/services/deposits/requests.ts.
import type { PaymentRequest } from '../../generated/prisma/client.ts';
import { PaymentRequestStatus } from '../../generated/prisma/enums.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { dateFromDb } from '../../domain/local-time.ts';
import { formatCreditorReference } from '../../domain/creditor-reference.ts';
import { DEPOSIT_WAIVER_REASON_MAX_LENGTH } from '../../domain/deposits.ts';
import { requestReference, waivePaymentRequest } from '../../services/deposits/requests.ts';
import { paymentRequestDocumentPath } from '../../rest/payment-request-documents.ts';
import { ClientRef } from '../accounts.ts';
import { viewerId } from '../guards.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { nodeVisibility } from '../node.ts';
import { LOCAL_DATE, moneyOwnerOrStaff } from '../reservations/shared.ts';
import { ReservationRef } from '../reservations/types.ts';
import { PaymentQrRef } from '../billing/payment-qr.ts';
import { loadPaymentRequestDocument } from '../../services/deposits/document.ts';
import { paymentQrImage } from '../../services/billing/documents/payment-qr.ts';

/** Requests listed on a client card, newest first. */
const CLIENT_REQUESTS_MAX = 50;

const PaymentRequestStatusEnum = builder.enumType(PaymentRequestStatus, {
  name: 'PaymentRequestStatus',
  description: 'Where a deposit request stands.',
  values: {
    OPEN: { description: 'Asked and not paid in full yet.' },
    PAID: { description: 'Paid in full; an advance invoice was issued for it.' },
    CANCELLED: { description: 'No longer asked: the reservation ended, or staff waived it.' },
  },
});

const mayseeRequest = (r: { clientId: string | null }, ctx: Context) => moneyOwnerOrStaff(ctx, r.clientId ?? '');

export const PaymentRequestRef = builder.prismaNode('PaymentRequest', {
  description:
    'A deposit asked of an organisation for a reservation, when staff confirmed it: not an invoice (the advance invoice follows the payment). ' +
    'The organisation reads its own (a token with READ_INVOICES too); staff read all.',
  id: { field: 'id' },
  select: { id: true, clientId: true },
  authScopes: nodeVisibility('PaymentRequest', 'paymentRequest', mayseeRequest),
  fields: (t) => ({
    number: t.exposeString('number', { description: 'Its number in the yearly deposit series, e.g. 2026-D00001.' }),
    amountCents: t.exposeInt('amountCents', { description: 'The deposit, in cents.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code (EUR).' }),
    dueDate: t.string({ description: `When it is due. ${LOCAL_DATE}`, select: { dueDate: true }, resolve: (r) => dateFromDb(r.dueDate) }),
    status: t.expose('status', { type: PaymentRequestStatusEnum, description: 'OPEN, PAID or CANCELLED.' }),
    creditorReference: t.string({
      description: 'The RF creditor reference (ISO 11649) to pay it with, grouped by four for people (RF71 2026 2000 07).',
      select: { year: true, sequence: true },
      resolve: (r) => formatCreditorReference(requestReference(r)),
    }),
    overdueNotifiedAt: t.expose('overdueNotifiedAt', { type: 'DateTime', nullable: true, description: 'When staff and the client were told it is unpaid at its due date (null: not yet).' }),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true, description: 'When it was cancelled or waived.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked.' }),
    reservation: t.relation('reservation', { nullable: true, description: 'The reservation it is for (null: deleted since).' }),
    advanceInvoice: t.relation('advanceInvoice', { nullable: true, description: 'The advance invoice issued when it was paid (null: not paid, or its payment undone).' }),
    paymentQr: t.field({
      type: PaymentQrRef,
      nullable: true,
      description: 'The EPC QR code for paying it, with its RF reference (null: not open, or the restaurant has no valid IBAN).',
      select: { status: true },
      resolve: async (r, _args, ctx) => {
        if (r.status !== 'OPEN') return null;
        const doc = await loadPaymentRequestDocument(ctx.prisma, r.id);
        return doc?.paymentQr ? { ...paymentQrImage(doc.paymentQr), amountCents: doc.amountCents, reference: doc.reference } : null;
      },
    }),
    pdfUrl: t.string({ description: 'Where to download its PDF (a path on this server).', resolve: (r) => paymentRequestDocumentPath(r.id) }),
  }),
});

builder.prismaObjectField(ReservationRef, 'depositRequest', (t) =>
  t.prismaField({
    type: 'PaymentRequest',
    nullable: true,
    description: 'The deposit asked for it: the latest request (null: none was asked). Its owners and accountants, and staff.',
    select: { id: true, clientId: true },
    authScopes: (r, _args, ctx) => moneyOwnerOrStaff(ctx, r.clientId),
    resolve: (query, r, _args, ctx) => ctx.prisma.paymentRequest.findFirst({ ...query, where: { reservationId: r.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
);

builder.prismaObjectField(ClientRef, 'paymentRequests', (t) =>
  t.prismaField({
    type: ['PaymentRequest'],
    description: `The organisation’s deposit requests, newest first (at most ${CLIENT_REQUESTS_MAX}). Its owners and accountants, and staff.`,
    select: { id: true },
    authScopes: (client, _args, ctx) => moneyOwnerOrStaff(ctx, client.id),
    resolve: (query, client, _args, ctx) =>
      ctx.prisma.paymentRequest.findMany({ ...query, where: { clientId: client.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: CLIENT_REQUESTS_MAX }),
  }),
);

builder.relayMutationField(
  'waivePaymentRequest',
  {
    inputFields: (t) => ({
      id: t.globalID({ required: true, for: [PaymentRequestRef], description: 'An open deposit request.' }),
      reason: t.string({ required: true, maxLength: DEPOSIT_WAIVER_REASON_MAX_LENGTH, multiline: true, description: `Why (kept in the audit log; at most ${DEPOSIT_WAIVER_REASON_MAX_LENGTH} characters).` }),
    }),
  },
  {
    description: describeMutation('Waives an open deposit request: nothing more is asked and no reminder goes out. Staff only.', 'staff', [
      ['VALIDATION', 'extensions.fields.reason REQUIRED or TOO_LONG'],
      ['PAYMENT_REQUEST_NOT_OPEN', 'it was paid, waived or cancelled already (extensions.status)'],
      ['NOT_FOUND', 'no such request'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.id,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({ paymentRequest: await waivePaymentRequest(ctx.services, viewerId(ctx, 'staff'), input.id.id, input.reason, ctx.language) }),
  },
  {
    outputFields: (t) => ({
      paymentRequest: t.field({ type: PaymentRequestRef, description: 'The request as it is now.', resolve: (p): PaymentRequest => p.paymentRequest }),
    }),
  },
);
