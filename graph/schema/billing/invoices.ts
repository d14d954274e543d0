// Invoices and credit notes, a reservation's fee and its invoice draft: the GraphQL surface. The rules
// are in graph/domain/billing.ts (lines, totals, fees) and the use cases in
// graph/services/billing/invoices.ts (docs/decisions.md 64, 69). Staff see every invoice, drafts
// included; an organisation only its own issued invoices and credit notes; an API token never a draft.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import { InvoiceKind, InvoiceLineKind, InvoiceStatus } from '../../generated/prisma/enums.ts';
import type { FeeDecision, VatBreakdownRow } from '../../domain/billing.ts';
import { LINE_QUANTITY_MAX, LINE_UNIT_PRICE_MAX_CENTS } from '../../domain/billing.ts';
import { invoiceDocumentPath } from '../../domain/invoice-documents.ts';
import type { InvoiceParty } from '../../domain/invoice-parties.ts';
import { dateFromDb, instantToLocal } from '../../domain/local-time.ts';
import { isUuid } from '../../domain/text-rules.ts';
import {
  addInvoiceExtra,
  creditInvoice,
  CREDIT_REASON_MAX_LENGTH,
  EXTRA_DESCRIPTION_MAX_LENGTH,
  EXTRAS_MAX,
  FEE_WAIVER_REASON_MAX_LENGTH,
  invoiceContent,
  storedInvoiceLines,
  issueInvoice,
  openInvoiceDraft,
  removeInvoiceExtra,
  reservationFee,
  termsOf,
  waiveFee,
  type InvoiceContent,
} from '../../services/billing/invoices.ts';
import { invoiceBalances } from '../../services/payments/balances.ts';
import { invoicePaymentQr } from '../../services/billing/documents/document.ts';
import { invoiceCreditorReference } from '../../domain/creditor-reference.ts';
import { paymentQrImage } from '../../services/billing/documents/payment-qr.ts';
import { INVOICES_NEWEST_FIRST, invoiceListWhere, mayseeInvoice as mayseeInvoiceFor, visibleInvoicesWhere } from '../../services/billing/invoice-lists.ts';
import { ClientRef } from '../accounts.ts';
import { PaymentQrRef, type PaymentQrShape } from './payment-qr.ts';
import { LanguageEnum } from '../enums.ts';
import { viewerId } from '../guards.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { DEPOSIT_CREDIT_ERROR } from './refusals.ts';
import { nodeVisibility } from '../node.ts';
import { ReservationRef } from '../reservations/types.ts';
import { LOCAL_DATE, moneyOwnerOrStaff } from '../reservations/shared.ts';
import { MONEY_READER_OR_STAFF } from '../client-access.ts';
import { findManyInOneStatement } from '../../one-statement-reads/read.ts';

/** The most invoices one page of a list returns. */
export const INVOICES_MAX_PAGE = 100;
/** A reservation's issued invoices and credit notes listed on it (a handful in practice: each credit lets it be invoiced again). */
const RESERVATION_INVOICES_MAX = 50;

// ————— who sees an invoice —————

/** The node rule for an invoice (graph/services/billing/invoice-lists.ts), for this request's viewer. */
export function mayseeInvoice(invoice: { status: InvoiceStatus; clientId: string | null }, ctx: Context): boolean {
  return mayseeInvoiceFor(invoice, ctx.viewer);
}

// ————— enums —————

const InvoiceKindEnum = builder.enumType(InvoiceKind, {
  name: 'InvoiceKind',
  description: 'An invoice, or a credit note that reverses one whole.',
  values: {
    INVOICE: { description: 'An invoice for a reservation.' },
    CREDIT_NOTE: { description: 'A credit note: reverses the invoice it names (correctsInvoice), with the reason.' },
    ADVANCE_INVOICE: { description: 'An advance invoice: issued when a deposit is received (VAT is due on payments on account); the final invoice deducts it.' },
  },
});

const InvoiceStatusEnum = builder.enumType(InvoiceStatus, {
  name: 'InvoiceStatus',
  description: 'A DRAFT (staff only, recomputed whenever read) or ISSUED (numbered, never changed again).',
  values: {
    DRAFT: { description: 'Being prepared by staff: its lines follow the reservation; only staff see it.' },
    ISSUED: { description: 'Issued: numbered, dated and frozen; corrected only by a credit note.' },
  },
});

const InvoiceLineKindEnum = builder.enumType(InvoiceLineKind, {
  name: 'InvoiceLineKind',
  description: 'What an invoice line bills.',
  values: {
    GUESTS: { description: 'The guests at the per-guest price (at least the guaranteed minimum).' },
    FREE_PLACES: { description: 'Free places: a negative quantity at the per-guest price.' },
    DISH: { description: 'A pre-ordered dish with a price of its own.' },
    CREW_MEALS: { description: 'The driver’s and the guide’s meals, when not free.' },
    FEE: { description: 'A no-show or late-cancellation fee.' },
    EXTRA: { description: 'Something staff added at the counter.' },
    ADVANCE_DEDUCTION: { description: 'A deposit already invoiced on an advance invoice (deductsInvoice), taken off: quantity −1 at the advance invoice’s gross amount.' },
  },
});

const FeeReasonEnum = builder.enumType('FeeReason', {
  description: 'Why a closed reservation owes a fee.',
  values: {
    NO_SHOW: { description: 'The group did not come.' },
    LATE_CANCELLATION: { description: 'The client cancelled within a tier of the cancellation terms.' },
  } as const,
});

// ————— parts of an invoice —————

const InvoicePartyRef = builder.objectRef<InvoiceParty>('InvoiceParty').implement({
  description: 'The seller or the buyer as the invoice keeps them: copied when issued, never changed afterwards.',
  fields: (t) => ({
    legalName: t.exposeString('legalName', { description: 'The full legal name.' }),
    addressLine: t.exposeString('addressLine', { description: 'Street and number.' }),
    postcode: t.exposeString('postcode', { description: 'Postcode.' }),
    city: t.exposeString('city', { description: 'City.' }),
    countryCode: t.exposeString('countryCode', { description: 'ISO 3166-1 alpha-2 country code.' }),
    vatId: t.exposeString('vatId', { nullable: true, description: 'VAT identification number (null: the buyer has none).' }),
    registrationNumber: t.exposeString('registrationNumber', { nullable: true, description: 'The seller’s company register number (null for buyers).' }),
    email: t.exposeString('email', { nullable: true, description: 'Where invoices go (the buyer) or come from (the seller).' }),
    iban: t.exposeString('iban', { nullable: true, description: 'The seller’s bank account to pay into (null for buyers).' }),
    bic: t.exposeString('bic', { nullable: true, description: 'The seller’s bank’s BIC (null for buyers).' }),
  }),
});

type ContentLine = InvoiceContent['lines'][number];

const InvoiceLineRef = builder.objectRef<ContentLine>('InvoiceLine').implement({
  description: 'One line of an invoice: what, how many, at what price and VAT rate, and its net amount.',
  fields: (t) => ({
    id: t.id({
      nullable: true,
      description: 'The line’s ID, for removeInvoiceExtra (staff’s extras) — null for a draft’s computed lines, which follow the reservation.',
      resolve: (l) => (l.id ? encodeGlobalID('InvoiceLine', l.id) : null),
    }),
    kind: t.expose('kind', { type: InvoiceLineKindEnum, description: 'What the line bills.' }),
    description: t.string({ description: 'In the request’s language.', resolve: (l, _args, ctx) => (ctx.language === 'sl' ? l.descriptionSl : l.descriptionEn) }),
    descriptionEn: t.exposeString('descriptionEn', { description: 'In English.' }),
    descriptionSl: t.exposeString('descriptionSl', { description: 'In Slovenian.' }),
    quantity: t.exposeInt('quantity', { description: 'Whole units; negative for free places.' }),
    unitPriceCents: t.exposeInt('unitPriceCents', { description: 'The price of one unit in cents as set: gross when includesVat, else net.' }),
    includesVat: t.exposeBoolean('includesVat', { description: 'Whether unitPriceCents includes VAT.' }),
    vatRateBp: t.exposeInt('vatRateBp', { description: 'The VAT rate in basis points (9.5 % = 950).' }),
    vatCategory: t.exposeString('vatCategory', { description: 'EN 16931 VAT category code: S, Z, E or O.' }),
    unitNetPrice: t.exposeInt('unitNetPrice', { description: 'The unit net price in hundredths of a cent (four decimals).' }),
    netCents: t.exposeInt('netCents', { description: 'quantity × unit net price, in cents.' }),
  }),
});

const VatBreakdownRowRef = builder.objectRef<VatBreakdownRow>('InvoiceVatBreakdown').implement({
  description: 'The VAT of one category and rate: taken on the sum of the line nets (EN 16931 BR-CO-17).',
  fields: (t) => ({
    vatCategory: t.exposeString('vatCategory', { description: 'EN 16931 VAT category code.' }),
    vatRateBp: t.exposeInt('vatRateBp', { description: 'The rate in basis points.' }),
    baseCents: t.exposeInt('baseCents', { description: 'The sum of the line nets at this rate.' }),
    vatCents: t.exposeInt('vatCents', { description: 'round(base × rate).' }),
  }),
});

interface DraftBasis {
  perGuestCents: number;
  includesVat: boolean;
  vatRateBp: number;
  underAgreement: boolean;
  agreementName: string | null;
  paymentTermsDays: number;
  guaranteedPercent: number | null;
  billedGuests: number;
  guaranteedMinimum: number;
  freePlaces: number;
}

const DraftBasisRef = builder.objectRef<DraftBasis>('InvoiceDraftBasis').implement({
  description: 'What a draft is computed from: the terms the reservation was booked under, and the headcount billed.',
  fields: (t) => ({
    perGuestCents: t.exposeInt('perGuestCents', { description: 'The per-guest price of its stop type, in cents.' }),
    includesVat: t.exposeBoolean('includesVat', { description: 'Whether that price includes VAT.' }),
    vatRateBp: t.exposeInt('vatRateBp', { description: 'Its VAT rate in basis points.' }),
    underAgreement: t.exposeBoolean('underAgreement', { description: 'Whether it was booked under an agreement with the organisation.' }),
    agreementName: t.exposeString('agreementName', { nullable: true, description: 'That agreement’s name (null: the restaurant’s terms, or the agreement is gone).' }),
    paymentTermsDays: t.exposeInt('paymentTermsDays', { description: 'Days the buyer has to pay from the issue date.' }),
    guaranteedPercent: t.exposeInt('guaranteedPercent', { nullable: true, description: 'The guaranteed share of the booked headcount (null: none).' }),
    billedGuests: t.exposeInt('billedGuests', { description: 'The guests billed: those counted at the door, at least the guaranteed minimum.' }),
    guaranteedMinimum: t.exposeInt('guaranteedMinimum', { description: 'The guaranteed minimum headcount (0: none).' }),
    freePlaces: t.exposeInt('freePlaces', { description: 'Free places granted.' }),
  }),
});

/**
 * One computation of an invoice's content per request, however many fields ask; the stored lines of
 * all the invoices a response shows come in one read.
 */
const contentOfRequest = createContextCache((ctx: Context) => ({
  contents: new Map<string, Promise<InvoiceContent>>(),
  lines: new DataLoader(async (ids: readonly string[]) => {
    const byInvoice = await storedInvoiceLines(ctx.prisma, ids);
    return ids.map((id) => byInvoice.get(id) ?? []);
  }),
}));
function contentOf(ctx: Context, invoice: { id: string; status: InvoiceStatus; kind: InvoiceKind; reservationId: string | null }): Promise<InvoiceContent> {
  const cache = contentOfRequest(ctx);
  let content = cache.contents.get(invoice.id);
  if (!content) {
    content = cache.lines.load(invoice.id).then((stored) => invoiceContent(ctx.prisma, invoice as never, stored));
    cache.contents.set(invoice.id, content);
  }
  return content;
}

const CONTENT = { id: true, status: true, kind: true, reservationId: true } as const;
const day = (d: Date | null) => (d ? dateFromDb(d) : null);

export const InvoiceRef = builder.prismaNode('Invoice', {
  name: 'Invoice',
  description:
    'An invoice or credit note. Staff see all, drafts included; an organisation its own issued ones; API tokens (READ_INVOICES) only issued ones. ' +
    'A draft’s lines and totals are computed from the reservation whenever read; an issued one’s are as issued.',
  id: { field: 'id' },
  select: { id: true, status: true, clientId: true },
  authScopes: nodeVisibility('Invoice', 'invoice', mayseeInvoice),
  fields: (t) => ({
    kind: t.expose('kind', { type: InvoiceKindEnum, description: 'Invoice or credit note.' }),
    status: t.expose('status', { type: InvoiceStatusEnum, description: 'DRAFT or ISSUED.' }),
    number: t.exposeString('number', { nullable: true, description: 'The number of the yearly series, e.g. 2026-00001 (null for a draft).' }),
    issueDate: t.string({ nullable: true, description: `The issue date (null for a draft). ${LOCAL_DATE}`, select: { issueDate: true }, resolve: (i) => day(i.issueDate) }),
    supplyDate: t.string({ nullable: true, description: `When the service was supplied: the arrival day (null for a draft). ${LOCAL_DATE}`, select: { supplyDate: true }, resolve: (i) => day(i.supplyDate) }),
    dueDate: t.string({ nullable: true, description: `When payment is due (null for a draft). ${LOCAL_DATE}`, select: { dueDate: true }, resolve: (i) => day(i.dueDate) }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', nullable: true, description: 'When it was issued (null for a draft).' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code (EUR).' }),
    language: t.expose('language', { type: LanguageEnum, description: 'The buyer’s language: the documents are written in it.' }),
    seller: t.field({ type: InvoicePartyRef, nullable: true, description: 'The seller as issued (null for a draft).', select: { seller: true }, resolve: (i) => i.seller as InvoiceParty | null }),
    buyer: t.field({ type: InvoicePartyRef, nullable: true, description: 'The buyer as issued (null for a draft).', select: { buyer: true }, resolve: (i) => i.buyer as InvoiceParty | null }),
    lines: t.field({ type: [InvoiceLineRef], description: 'Its lines, in order.', select: CONTENT, resolve: async (i, _args, ctx) => (await contentOf(ctx, i)).lines }),
    vatBreakdown: t.field({ type: [VatBreakdownRowRef], description: 'VAT per category and rate, highest rate first.', select: CONTENT, resolve: async (i, _args, ctx) => (await contentOf(ctx, i)).totals.vatBreakdown }),
    netCents: t.int({ description: 'The sum of the line nets, in cents.', select: CONTENT, resolve: async (i, _args, ctx) => (await contentOf(ctx, i)).totals.netCents }),
    vatCents: t.int({ description: 'The VAT, in cents.', select: CONTENT, resolve: async (i, _args, ctx) => (await contentOf(ctx, i)).totals.vatCents }),
    totalCents: t.int({ description: 'Net + VAT, in cents.', select: CONTENT, resolve: async (i, _args, ctx) => (await contentOf(ctx, i)).totals.totalCents }),
    roundingCents: t.int({
      description: 'Added so a wholly gross-priced invoice comes to the sum of its gross prices (usually 0).',
      select: CONTENT,
      resolve: async (i, _args, ctx) => (await contentOf(ctx, i)).totals.roundingCents,
    }),
    payableCents: t.int({ description: 'What the buyer pays: total + rounding, in cents.', select: CONTENT, resolve: async (i, _args, ctx) => (await contentOf(ctx, i)).totals.payableCents }),
    paymentTermsDays: t.exposeInt('paymentTermsDays', { nullable: true, description: 'Days to pay from the issue date (null for a draft; 0 on a credit note).' }),
    paymentReference: t.exposeString('paymentReference', { nullable: true, description: 'The invoice and order number as stored when issued (null for a draft); to pay, quote `creditorReference`.' }),
    creditorReference: t.string({
      nullable: true,
      description: 'The structured creditor reference (ISO 11649, e.g. RF841202600001) to quote with the transfer, derived from the number; null for a draft or a credit note.',
      select: { status: true, kind: true, year: true, sequence: true },
      resolve: (i) => invoiceCreditorReference(i),
    }),
    note: t.exposeString('note', { nullable: true, description: 'A credit note’s reason (null: none).' }),
    correctsInvoice: t.relation('corrects', { nullable: true, description: 'For a credit note: the invoice it reverses.' }),
    creditedBy: t.prismaField({
      type: 'Invoice',
      nullable: true,
      description: 'For an invoice: the credit note that reverses it (null: not credited).',
      select: { id: true },
      resolve: (query, i, _args, ctx) => ctx.prisma.invoice.findFirst({ ...query, where: { correctsInvoiceId: i.id, kind: 'CREDIT_NOTE' } }),
    }),
    reservation: t.relation('reservation', { nullable: true, description: 'The reservation it bills (null once the reservation was erased).' }),
    client: t.relation('client', { nullable: true, description: 'The organisation it is made out to (null once the organisation was erased).' }),
    organisation: t.relation('client', { deprecationReason: 'Use `client`.', nullable: true, description: 'The organisation it is made out to (null once the organisation was erased).' }),
    pdfUrl: t.string({
      nullable: true,
      description: 'Where to download the PDF (a path on this server; issued only, null for a draft).',
      select: { status: true },
      resolve: (i) => (i.status === 'ISSUED' ? invoiceDocumentPath(i.id, 'pdf') : null),
    }),
    xmlUrl: t.string({
      nullable: true,
      description: 'Where to download the UBL 2.1 (Peppol BIS 3) XML (a path on this server; issued only, null for a draft).',
      select: { status: true },
      resolve: (i) => (i.status === 'ISSUED' ? invoiceDocumentPath(i.id, 'xml') : null),
    }),
    draftBasis: t.field({
      type: DraftBasisRef,
      nullable: true,
      description: 'What a draft is computed from (null for an issued invoice or credit note). Staff only.',
      authScopes: { staff: true },
      unauthorizedResolver: () => null,
      select: CONTENT,
      resolve: async (i, _args, ctx) => {
        const content = await contentOf(ctx, i);
        if (!content.draft || !i.reservationId) return null;
        return draftBasis(ctx, i.reservationId, content.draft);
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the draft was opened (a credit note: when issued).' }),
  }),
});

async function draftBasis(ctx: Context, reservationId: string, draft: NonNullable<InvoiceContent['draft']>): Promise<DraftBasis | null> {
  const r = await ctx.prisma.reservation.findUnique({ where: { id: reservationId }, select: { type: true, billingTerms: true, clientId: true, arrivalDay: true } });
  if (!r) return null;
  const terms = await termsOf(ctx.prisma, r);
  const stop = terms.stopPrices[r.type];
  const agreement = terms.agreementId && isUuid(terms.agreementId) ? await ctx.prisma.agreement.findUnique({ where: { id: terms.agreementId }, select: { name: true } }) : null;
  return {
    perGuestCents: stop.cents,
    includesVat: stop.includesVat,
    vatRateBp: stop.vatRateBp,
    underAgreement: terms.agreementId !== null,
    agreementName: agreement?.name ?? null,
    paymentTermsDays: terms.paymentTermsDays,
    guaranteedPercent: terms.guaranteedPercent,
    billedGuests: draft.billedGuests,
    guaranteedMinimum: draft.guaranteedMinimum,
    freePlaces: draft.freePlaces,
  };
}

// ————— a reservation's fee, draft and invoices —————

type Fee = FeeDecision & { waived: boolean };

const ReservationFeeRef = builder.objectRef<Fee & { currency: string; waivedAt: Date | null }>('ReservationFee').implement({
  description: 'The fee a closed reservation owes under the terms it was booked under: a no-show or a late cancellation.',
  fields: (t) => ({
    reason: t.expose('reason', { type: FeeReasonEnum, description: 'Why it is owed.' }),
    percent: t.exposeInt('percent', { description: 'The share of the booked guests’ price.' }),
    guests: t.exposeInt('guests', { description: 'The booked guests it is a share of.' }),
    perGuestCents: t.int({ description: 'Their per-guest price, in cents.', resolve: (f) => f.perGuest.cents }),
    includesVat: t.boolean({ description: 'Whether the amount includes VAT (as the per-guest price does).', resolve: (f) => f.perGuest.includesVat }),
    amountCents: t.exposeInt('amountCents', { description: 'percent × guests × per-guest price, in cents.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code (EUR).' }),
    waived: t.exposeBoolean('waived', { description: 'Whether staff waived it (then it is not invoiced).' }),
    waivedAt: t.expose('waivedAt', { type: 'DateTime', nullable: true, description: 'When it was waived (null: not waived).' }),
  }),
});

/** Why and by whom a fee was waived: staff's own record (Reservation.feeWaiver). */
const FeeWaiverRef = builder.objectRef<{ at: Date; reason: string | null; staffId: string | null }>('FeeWaiver').implement({
  description: 'Staff waived a reservation’s fee: when, why and who.',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime', description: 'When.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why (kept in the audit log too).' }),
    by: t.prismaField({
      type: 'Staff',
      nullable: true,
      description: 'The member of staff who waived it (null: the account was removed).',
      resolve: (query, w, _args, ctx) => (w.staffId ? ctx.prisma.staff.findUnique({ ...query, where: { id: w.staffId } }) : null),
    }),
  }),
});

builder.prismaObjectField(ReservationRef, 'feeWaiver', (t) =>
  t.field({
    type: FeeWaiverRef,
    nullable: true,
    description: 'Why and by whom its fee was waived (null: not waived). Staff only (null for clients).',
    authScopes: { staff: true },
    unauthorizedResolver: () => null,
    select: { feeWaivedAt: true, feeWaivedReason: true, feeWaivedById: true },
    resolve: (r) => (r.feeWaivedAt ? { at: r.feeWaivedAt, reason: r.feeWaivedReason, staffId: r.feeWaivedById } : null),
  }),
);

builder.prismaObjectField(ReservationRef, 'fee', (t) =>
  t.field({
    type: ReservationFeeRef,
    nullable: true,
    description: 'The fee it owes: a no-show or a late cancellation under its terms (null: none, or still open). The client sees its own.',
    select: { id: true, currency: true, feeWaivedAt: true, status: true },
    resolve: async (r, _args, ctx) => {
      if (r.status !== 'FINISHED' && r.status !== 'DELETED') return null;
      const fee = await reservationFee(ctx.prisma, r.id);
      return fee ? { ...fee, currency: r.currency, waivedAt: r.feeWaivedAt } : null;
    },
  }),
);

builder.prismaObjectField(ReservationRef, 'invoiceDraft', (t) =>
  t.prismaField({
    type: 'Invoice',
    nullable: true,
    description: 'Its invoice being prepared (null: none opened; openInvoiceDraft opens one). Staff only.',
    authScopes: { staff: true },
    unauthorizedResolver: () => null,
    select: { id: true },
    resolve: (query, r, _args, ctx) => ctx.prisma.invoice.findFirst({ ...query, where: { reservationId: r.id, kind: 'INVOICE', status: 'DRAFT', ...visibleInvoicesWhere(ctx.viewer) } }),
  }),
);

// A relation, so that a page of reservations reads all their invoices in one statement.
builder.prismaObjectField(ReservationRef, 'invoices', (t) =>
  t.relation('invoices', {
    description: `Its issued invoices and credit notes, newest first (at most ${RESERVATION_INVOICES_MAX}). Its owners and accountants, and staff.`,
    authScopes: (r, _args, ctx) => moneyOwnerOrStaff(ctx, r.clientId),
    query: (_args, ctx) => ({
      where: { status: 'ISSUED', ...visibleInvoicesWhere(ctx.viewer) },
      orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
      take: RESERVATION_INVOICES_MAX,
    }),
  }),
);

// ————— lists —————

builder.prismaObjectField(ClientRef, 'invoices', (t) =>
  t.relatedConnection('invoices', {
    cursor: 'id',
    maxSize: INVOICES_MAX_PAGE,
    defaultSize: 20,
    description: 'The organisation’s issued invoices and credit notes, newest first. Its owners and accountants, and staff.',
    authScopes: (client, _args, ctx) => moneyOwnerOrStaff(ctx, client.id),
    totalCount: true,
    query: () => ({ where: { status: 'ISSUED' }, orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }] }),
  }),
);

const InvoiceFilterInput = builder.inputType('InvoiceFilter', {
  description: 'Narrows the invoice list. Dates are local days, YYYY-MM-DD, by issue date (a draft has none, so a date leaves drafts out).',
  fields: (t) => ({
    from: t.string({ maxLength: 10, description: 'Issued on or after this day.' }),
    to: t.string({ maxLength: 10, description: 'Issued on or before this day.' }),
    organisationId: t.globalID({ for: [ClientRef], description: 'Only this organisation’s.' }),
    status: t.field({ type: InvoiceStatusEnum, description: 'Only drafts, or only issued ones.' }),
    kind: t.field({ type: InvoiceKindEnum, description: 'Only invoices, or only credit notes.' }),
  }),
});

function listWhere(filter: typeof InvoiceFilterInput.$inferInput | null | undefined, ctx: Context): Prisma.InvoiceWhereInput {
  const f = filter ?? {};
  const list = invoiceListWhere({ from: f.from, to: f.to, clientId: f.organisationId?.id, status: f.status, kind: f.kind }, ctx.viewer);
  if ('invalid' in list) throw new AppError('VALIDATION', ctx.language, { detail: { fields: list.invalid } });
  return list.where;
}

builder.queryField('invoices', (t) =>
  t.prismaConnection({
    type: 'Invoice',
    cursor: 'id',
    maxSize: INVOICES_MAX_PAGE,
    defaultSize: 50,
    description:
      'Invoices and credit notes, drafts first, then the issued ones newest first. Staff see every one; a restaurant token with READ_INVOICES every issued one; ' +
      'an organisation (its owners and accountants signed in, or its READ_INVOICES token) its own issued ones. ' +
      'Errors: VALIDATION (extensions.fields.from / to INVALID_DATE).',
    authScopes: MONEY_READER_OR_STAFF,
    args: { filter: t.arg({ type: InvoiceFilterInput, description: 'Narrows the list (optional).' }) },
    totalCount: (_root, { filter }, ctx) => ctx.prisma.invoice.count({ where: listWhere(filter, ctx) }),
    resolve: (query, _root, { filter }, ctx) => findManyInOneStatement(ctx.services, 'Invoice', { ...query, where: listWhere(filter, ctx), orderBy: INVOICES_NEWEST_FIRST }),
  }),
);

// ————— staff's mutations —————

/** The row id of a global ID of this type, or NOT_FOUND (ids that are not this type's name nothing). */
function rowId(globalId: string, typeName: string, ctx: Context): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typename === typeName && isUuid(id)) return id.toLowerCase();
  } catch {
    // not a global ID
  }
  throw new AppError('NOT_FOUND', ctx.language);
}

const INVOICE_OUT = 'The invoice as it is now.';

builder.relayMutationField(
  'openInvoiceDraft',
  { inputFields: (t) => ({ reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'A closed reservation.' }) }) },
  {
    description: describeMutation('Opens the invoice draft of a closed reservation (or answers the one already open). Staff only.', 'staff', [
      ['RESERVATION_NOT_CLOSED', 'the reservation is still open'],
      ['NOTHING_TO_INVOICE', 'it ended without anything to bill (declined, cancelled by the restaurant)'],
      ['ALREADY_INVOICED', 'it has an issued invoice that was not credited (extensions.invoiceNumber)'],
      ['NOT_FOUND', 'no such reservation'],
      INPUT_ERRORS.id,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({ invoice: await openInvoiceDraft(ctx.services, viewerId(ctx, 'staff'), input.reservationId.id, ctx.language) }),
  },
  { outputFields: (t) => ({ invoice: t.prismaField({ type: 'Invoice', description: INVOICE_OUT, resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.invoice.id } }) }) }) },
);

builder.relayMutationField(
  'addInvoiceExtra',
  {
    inputFields: (t) => ({
      invoiceId: t.globalID({ required: true, for: [InvoiceRef], description: 'A draft invoice.' }),
      description: t.string({ required: true, maxLength: EXTRA_DESCRIPTION_MAX_LENGTH, description: `What was sold (at most ${EXTRA_DESCRIPTION_MAX_LENGTH} characters).` }),
      descriptionSl: t.string({ maxLength: EXTRA_DESCRIPTION_MAX_LENGTH, description: 'The same in Slovenian (optional: the same text).' }),
      quantity: t.int({ required: true, description: `How many, 1–${LINE_QUANTITY_MAX}.` }),
      unitPriceCents: t.int({ required: true, description: `The price of one, in cents (0–${LINE_UNIT_PRICE_MAX_CENTS}).` }),
      vatRateId: t.id({ required: true, description: 'An active rate, from vatRates.' }),
      priceIncludesVat: t.boolean({ required: true, description: 'Whether unitPriceCents includes VAT.' }),
    }),
  },
  {
    description: describeMutation(`Adds something sold at the counter to a draft (at most ${EXTRAS_MAX} extras). Staff only.`, 'staff', [
      ['VALIDATION', 'extensions.fields: description REQUIRED or TOO_LONG, quantity or unitPriceCents OUT_OF_RANGE, vatRateId UNKNOWN_RATE'],
      ['INVOICE_ISSUED', 'the invoice is issued'],
      ['LIST_TOO_LONG', `the draft has ${EXTRAS_MAX} extras already`],
      ['NOT_FOUND', 'no such draft'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.id,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      viewerId(ctx, 'staff');
      let vatRateId = '';
      try {
        vatRateId = rowId(String(input.vatRateId), 'VatRate', ctx);
      } catch {
        throw new AppError('VALIDATION', ctx.language, { detail: { fields: { vatRateId: 'UNKNOWN_RATE' } } });
      }
      const invoice = await addInvoiceExtra(
        ctx.services,
        input.invoiceId.id,
        { description: input.description, descriptionSl: input.descriptionSl, quantity: input.quantity, unitPriceCents: input.unitPriceCents, vatRateId, priceIncludesVat: input.priceIncludesVat },
        ctx.language,
      );
      return { invoice };
    },
  },
  { outputFields: (t) => ({ invoice: t.prismaField({ type: 'Invoice', description: INVOICE_OUT, resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.invoice.id } }) }) }) },
);

builder.relayMutationField(
  'removeInvoiceExtra',
  { inputFields: (t) => ({ lineId: t.id({ required: true, description: 'An extra line of a draft (InvoiceLine.id).' }) }) },
  {
    description: describeMutation('Removes an extra from a draft. Staff only.', 'staff', [
      ['INVOICE_ISSUED', 'the invoice is issued'],
      ['NOT_FOUND', 'no such extra line'],
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      viewerId(ctx, 'staff');
      return { invoice: await removeInvoiceExtra(ctx.services, rowId(String(input.lineId), 'InvoiceLine', ctx), ctx.language) };
    },
  },
  { outputFields: (t) => ({ invoice: t.prismaField({ type: 'Invoice', description: INVOICE_OUT, resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.invoice.id } }) }) }) },
);

builder.relayMutationField(
  'issueInvoice',
  { inputFields: (t) => ({ invoiceId: t.globalID({ required: true, for: [InvoiceRef], description: 'A draft invoice.' }) }) },
  {
    description: describeMutation(
      'Issues a draft: its lines frozen, the seller’s and buyer’s details copied, dated, and numbered with the next number of the year’s series; the invoice.issued webhook is sent. Staff only.',
      'staff',
      [
        ['INVOICE_ISSUED', 'it is issued already'],
        ['ALREADY_INVOICED', 'the reservation has another issued invoice that was not credited'],
        ['NOTHING_TO_INVOICE', 'it has no lines'],
        ['BILLING_DETAILS_MISSING', 'the organisation has no billing details'],
        ['SELLER_DETAILS_MISSING', 'the restaurant’s billing details are incomplete (extensions.missing)'],
        ['NOT_FOUND', 'no such draft'],
        INPUT_ERRORS.id,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({ invoice: await issueInvoice(ctx.services, viewerId(ctx, 'staff'), input.invoiceId.id, ctx.language) }),
  },
  { outputFields: (t) => ({ invoice: t.prismaField({ type: 'Invoice', description: 'The issued invoice.', resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.invoice.id } }) }) }) },
);

builder.relayMutationField(
  'creditInvoice',
  {
    inputFields: (t) => ({
      invoiceId: t.globalID({ required: true, for: [InvoiceRef], description: 'An issued invoice.' }),
      reason: t.string({ required: true, maxLength: CREDIT_REASON_MAX_LENGTH, multiline: true, description: `Why (printed on the credit note; at most ${CREDIT_REASON_MAX_LENGTH} characters).` }),
    }),
  },
  {
    description: describeMutation(
      'Corrects an issued invoice with a credit note that reverses it whole, issued at once with the next number; the reservation may then be invoiced again. Staff only.',
      'staff',
      [
        ['VALIDATION', 'extensions.fields.reason REQUIRED or TOO_LONG'],
        ['ALREADY_CREDITED', 'the invoice has its credit note already'],
        ['SELLER_DETAILS_MISSING', 'the restaurant’s billing details are incomplete'],
        ['NOT_FOUND', 'no such issued invoice (a draft or a credit note)'],
        INPUT_ERRORS.text,
        INPUT_ERRORS.id,
      ],
    ),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => {
      const note = await creditInvoice(ctx.services, viewerId(ctx, 'staff'), input.invoiceId.id, input.reason, ctx.language);
      return { creditNote: note, invoice: { id: input.invoiceId.id } };
    },
  },
  {
    outputFields: (t) => ({
      creditNote: t.prismaField({ type: 'Invoice', description: 'The credit note.', resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.creditNote.id } }) }),
      invoice: t.prismaField({ type: 'Invoice', description: 'The invoice it corrects.', resolve: (query, p, _args, ctx) => ctx.prisma.invoice.findUniqueOrThrow({ ...query, where: { id: p.invoice.id } }) }),
    }),
  },
);

builder.relayMutationField(
  'waiveFee',
  {
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'A closed reservation that owes a fee.' }),
      reason: t.string({ required: true, maxLength: FEE_WAIVER_REASON_MAX_LENGTH, multiline: true, description: `Why (kept in the audit log; at most ${FEE_WAIVER_REASON_MAX_LENGTH} characters).` }),
    }),
  },
  {
    description: describeMutation('Waives the no-show or late-cancellation fee a reservation owes. Staff only.', 'staff', [
      ['VALIDATION', 'extensions.fields.reason REQUIRED or TOO_LONG'],
      ['NO_FEE_TO_WAIVE', 'it owes no fee, or it was waived already'],
      ['ALREADY_INVOICED', 'the fee is on an issued invoice: credit it first'],
      DEPOSIT_CREDIT_ERROR,
      ['NOT_FOUND', 'no such reservation'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.id,
    ]),
    authScopes: { staff: true },
    resolve: async (_root, { input }, ctx) => ({ reservation: await waiveFee(ctx.services, viewerId(ctx, 'staff'), input.reservationId.id, input.reason, ctx.language) }),
  },
  { outputFields: (t) => ({ reservation: t.field({ type: ReservationRef, description: 'The reservation as it is now.', resolve: (p) => p.reservation }) }) },
);

builder.prismaObjectField(InvoiceRef, 'paymentQr', (t) =>
  // One balance query for every invoice of a list.
  t.loadable({
    type: PaymentQrRef,
    nullable: true,
    description:
      'The EPC QR code for paying what is still open of an issued invoice, to the seller’s account as printed on it, with its RF reference. ' +
      'Null for a draft, a credit note, an advance invoice (issued for money received), a paid invoice, or a seller without a valid IBAN.',
    load: async (keys: string[], ctx: Context): Promise<Array<PaymentQrShape | null>> => {
      const rows = await ctx.prisma.invoice.findMany({ where: { id: { in: keys } }, select: { id: true, status: true, kind: true, year: true, sequence: true, seller: true } });
      const balances = await invoiceBalances(ctx.prisma, keys, instantToLocal(ctx.services.now()).date);
      return keys.map((id) => {
        const row = rows.find((r) => r.id === id);
        const open = balances.get(id)?.openCents ?? 0;
        const payload = row ? invoicePaymentQr(row, open) : null;
        const reference = row ? invoiceCreditorReference(row) : null;
        return payload && reference ? { ...paymentQrImage(payload), amountCents: open, reference } : null;
      });
    },
    resolve: (i) => i.id,
  }),
);
