// The terms a booking is made under, as the booking client and staff read them: bookingTerms (what a
// booking on a day would get), Reservation.terms (the snapshot it was booked under), the restaurant's
// default cancellation terms (public, for the terms page), and an organisation's billing details.
// Rules in graph/domain/billing-terms.ts and invoice-parties.ts; I/O in graph/services/billing/terms.ts.
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { BillingDetails } from '../../generated/prisma/client.ts';
import type { StopType } from '../../generated/prisma/enums.ts';
import { bookingTerms, parseBookingTerms, type BookingTerms, type CancellationTerms, type CancellationTier, type FreePlacesRule } from '../../domain/billing-terms.ts';
import { BILLING_TEXT_LIMITS } from '../../domain/invoice-parties.ts';
import { parseLocalDate } from '../../domain/local-time.ts';
import { bookingTermsFor, readBillingSettings, readRestaurantTerms, saveBillingDetails } from '../../services/billing/terms.ts';
import { ClientRef } from '../accounts.ts';
import { StopTypeEnum } from '../enums.ts';
import { describeMutation, INPUT_ERRORS } from '../mutations.ts';
import { LOCAL_DATE, meta } from '../reservations/shared.ts';
import { ReservationRef } from '../reservations/types.ts';
import { reservationCounts } from '../../services/reservations/counts.ts';
import { BOOKING_CLIENT_OR_STAFF, MONEY_CLIENT_OR_STAFF } from '../client-access.ts';
import { moneyOwnerOrStaff } from '../reservations/shared.ts';

// ————— the terms —————

const CancellationTierRef = builder.objectRef<CancellationTier>('BookingCancellationTier').implement({
  description: 'From this many hours before arrival, a client’s cancellation costs this share of the booked guests’ price.',
  fields: (t) => ({
    hoursBefore: t.exposeInt('hoursBefore', { description: 'Hours before the arrival from which the tier applies.' }),
    percent: t.exposeInt('percent', { description: 'Share of the booked guests’ price, 0–100.' }),
  }),
});

export const CancellationTermsRef = builder.objectRef<CancellationTerms>('BookingCancellationTerms').implement({
  description: 'What cancelling late, or not coming, costs. Before the earliest tier cancelling is free.',
  fields: (t) => ({
    tiers: t.field({ type: [CancellationTierRef], description: 'Earliest (most hours before arrival) first.', resolve: (terms) => terms.tiers }),
    noShowPercent: t.exposeInt('noShowPercent', { description: 'What a group that does not come pays: a share of the booked guests’ price, 0–100.' }),
  }),
});

const FreePlacesRef = builder.objectRef<FreePlacesRule>('BookingFreePlaces').implement({
  description: 'One guest goes free for every perPaying paying guests (the free guest comes on top), at most max.',
  fields: (t) => ({
    perPaying: t.exposeInt('perPaying', { description: 'Paying guests per free place.' }),
    max: t.exposeInt('max', { nullable: true, description: 'At most this many free places (null: no cap).' }),
  }),
});

interface StopPrice {
  type: StopType;
  cents: number;
  includesVat: boolean;
  vatRateBp: number;
}

const StopPriceRef = builder.objectRef<StopPrice>('BookingStopPrice').implement({
  description: 'The per-guest price of a stop type under these terms.',
  fields: (t) => ({
    type: t.field({ type: StopTypeEnum, description: 'The stop type.', resolve: (p) => p.type }),
    priceCents: t.exposeInt('cents', { description: 'Per guest, in cents of BookingTerms.currency.' }),
    includesVat: t.exposeBoolean('includesVat', { description: 'Whether the price includes VAT (false: VAT is added).' }),
    vatRateBp: t.exposeInt('vatRateBp', { description: 'The VAT rate in basis points (950 = 9.5 %).' }),
  }),
});

export const BookingTermsRef = builder.objectRef<BookingTerms>('BookingTerms').implement({
  description:
    'What a booking is made and billed under: the agreement with the organisation in force on the arrival day over the restaurant’s prices and terms. ' +
    'A reservation keeps them as they were when booked.',
  fields: (t) => ({
    underAgreement: t.boolean({ description: 'Whether an agreement with the organisation applies.', resolve: (terms) => terms.agreementId !== null }),
    agreementName: t.exposeString('agreementName', { nullable: true, description: 'The agreement’s name (null: none applies, or it was not recorded).' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code of the prices.' }),
    stopPrices: t.field({
      type: [StopPriceRef],
      description: 'The per-guest price of each stop type.',
      resolve: (terms) => (Object.keys(terms.stopPrices) as StopType[]).map((type) => ({ type, ...terms.stopPrices[type] })),
    }),
    freePlaces: t.field({ type: FreePlacesRef, nullable: true, description: 'Free places for large groups (null: none).', resolve: (terms) => terms.freePlaces }),
    crewMealsFree: t.exposeBoolean('crewMealsFree', { description: 'Whether the driver’s and guide’s meals are free.' }),
    paymentTermsDays: t.exposeInt('paymentTermsDays', { description: 'Days the invoice gives to pay.' }),
    guaranteedPercent: t.exposeInt('guaranteedPercent', {
      nullable: true,
      description: 'After the reconfirmation, at least this share of the reconfirmed headcount is billed (null: no guarantee).',
    }),
    cancellation: t.field({ type: CancellationTermsRef, description: 'What cancelling late or not coming costs.', resolve: (terms) => terms.cancellation }),
  }),
});

/** The organisation the asker may ask about: a client its own only; staff any, or none (the restaurant's own terms). */
function clientFor(ctx: Context, clientId: string | null | undefined): string | null {
  if (ctx.viewer.kind === 'client') {
    if (clientId && clientId !== ctx.viewer.id) throw new AppError('FORBIDDEN', ctx.language);
    return ctx.viewer.id;
  }
  if (ctx.viewer.kind === 'staff') return clientId ?? null;
  throw new AppError('FORBIDDEN', ctx.language);
}

builder.queryField('bookingTerms', (t) =>
  t.field({
    type: BookingTermsRef,
    description:
      'The terms a booking arriving on arrivalDay would be made under now: per-guest prices, the agreement in force that day, free places, crew meals, payment and cancellation terms. ' +
      'An approved organisation’s owners and bookers (or its token) ask about it; staff about any client (a phone booking), or without organisationId for the restaurant’s own terms. ' +
      'Errors: VALIDATION (extensions.fields.arrivalDay INVALID_DATE); FORBIDDEN — another organisation’s terms; NOT_FOUND — organisationId is not a client’s ID.',
    authScopes: BOOKING_CLIENT_OR_STAFF,
    args: {
      arrivalDay: t.arg.string({ required: true, description: LOCAL_DATE }),
      organisationId: t.arg.globalID({ for: [ClientRef], description: 'Staff: the client the booking is for. A client may leave it out (its own).' }),
    },
    resolve: async (_root, args, ctx) => {
      const day = parseLocalDate(args.arrivalDay);
      if (!day) throw new AppError('VALIDATION', ctx.language, { detail: { fields: { arrivalDay: 'INVALID_DATE' } } });
      const clientId = clientFor(ctx, args.organisationId?.id);
      if (!clientId) return bookingTerms(await readRestaurantTerms(ctx.prisma), null);
      const org = await ctx.prisma.client.findUnique({ where: { id: clientId }, select: { id: true } });
      if (!org) throw new AppError('NOT_FOUND', ctx.language);
      const record = (await reservationCounts(ctx.prisma, [org.id])).get(org.id);
      return bookingTermsFor(ctx.prisma, org.id, day, record);
    },
  }),
);

builder.queryField('defaultCancellationTerms', (t) =>
  t.field({
    type: CancellationTermsRef,
    description: 'The restaurant’s own cancellation terms, as the terms of service state them (an agreement with an organisation may set others). Public.',
    resolve: async (_root, _args, ctx) => (await readBillingSettings(ctx.prisma)).cancellationTerms,
  }),
);

builder.prismaObjectField(ReservationRef, 'terms', (t) =>
  t.field({
    type: BookingTermsRef,
    nullable: true,
    description: 'The terms it was booked under, fixed when booked (null: booked before terms were kept; it is billed under today’s terms for its arrival day).',
    resolve: (r) => parseBookingTerms(r.billingTerms),
  }),
);

builder.prismaObjectField(ReservationRef, 'termsAcceptedAt', (t) =>
  t.expose('termsAcceptedAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the client accepted the cancellation terms (on a phone booking: when staff confirmed they told the client); null for bookings from before.',
  }),
);

// ————— an organisation's billing details —————

const BillingDetailsRef = builder.objectRef<BillingDetails>('BillingDetails').implement({
  description: 'Whom the organisation’s invoices are made out to. Each invoice keeps a copy as it was when issued.',
  fields: (t) => ({
    legalName: t.exposeString('legalName', { description: 'The registered name.' }),
    addressLine: t.exposeString('addressLine', { description: 'Street and number.' }),
    postcode: t.exposeString('postcode', { description: 'Postcode.' }),
    city: t.exposeString('city', { description: 'City.' }),
    countryCode: t.exposeString('countryCode', { description: 'ISO 3166-1 alpha-2 country code.' }),
    vatId: t.exposeString('vatId', { nullable: true, description: 'The VAT ID with its country prefix (null: not VAT-registered).' }),
    billingEmail: t.exposeString('billingEmail', { nullable: true, description: 'Where invoices are sent (null: the account’s e-mail).' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When they last changed.' }),
  }),
});

builder.prismaObjectField(ClientRef, 'billingDetails', (t) =>
  t.field({
    type: BillingDetailsRef,
    nullable: true,
    description: 'Whom invoices are made out to (null: not given yet; asked for at registration or before the first invoice). The organisation’s owners and accountants, and staff; null for its other members.',
    authScopes: (client, _args, ctx) => moneyOwnerOrStaff(ctx, client.id),
    unauthorizedResolver: () => null,
    resolve: (client, _args, ctx) => ctx.prisma.billingDetails.findUnique({ where: { clientId: client.id } }),
  }),
);

/** The billing details fields, as registration and saveBillingDetails take them. */
export const BILLING_FIELD_ERRORS =
  'extensions.fields maps each refused field to its code: legalName, addressLine, postcode, city REQUIRED or TOO_LONG; countryCode UNKNOWN_COUNTRY; ' +
  'vatId INVALID_FORMAT or WRONG_COUNTRY (checked for the country: prefix, format and check digits); billingEmail INVALID_EMAIL';

export const BillingDetailsInputRef = builder.inputType('BillingDetailsInput', {
  description: 'Whom invoices are made out to.',
  fields: (t) => ({
    legalName: t.string({ required: true, maxLength: BILLING_TEXT_LIMITS.legalName, description: 'The registered name.' }),
    addressLine: t.string({ required: true, maxLength: BILLING_TEXT_LIMITS.addressLine, description: 'Street and number.' }),
    postcode: t.string({ required: true, maxLength: BILLING_TEXT_LIMITS.postcode, description: 'Postcode.' }),
    city: t.string({ required: true, maxLength: BILLING_TEXT_LIMITS.city, description: 'City.' }),
    countryCode: t.string({ required: true, maxLength: 2, description: 'ISO 3166-1 alpha-2 country code (SI, AT, DE…).' }),
    vatId: t.string({ maxLength: 30, description: 'The VAT ID, with or without its country prefix (SI12345678); empty or null: not VAT-registered.' }),
    billingEmail: t.string({ maxLength: BILLING_TEXT_LIMITS.email, description: 'Where invoices go; empty or null: the account’s e-mail.' }),
  }),
});

builder.relayMutationField(
  'saveBillingDetails',
  {
    description: 'Sets whom an organisation’s invoices are made out to.',
    inputFields: (t) => ({
      organisationId: t.globalID({ for: [ClientRef], description: 'Staff: the client. An organisation may leave it out (its own).' }),
      billingDetails: t.field({ type: BillingDetailsInputRef, required: true, description: 'The details, whole (they replace what was there).' }),
    }),
  },
  {
    description: describeMutation('Saves the billing details of the signed-in organisation, or (staff) of any client. Issued invoices keep the details they were issued with.', 'moneyClientOrStaff', [
      ['VALIDATION', BILLING_FIELD_ERRORS],
      INPUT_ERRORS.text,
      INPUT_ERRORS.id,
      ['NOT_FOUND', 'the client does not exist'],
      ['FORBIDDEN', 'an organisation naming another'],
    ]),
    authScopes: MONEY_CLIENT_OR_STAFF,
    resolve: async (_root, { input }, ctx) => {
      const clientId = clientFor(ctx, input.organisationId?.id);
      if (!clientId) throw new AppError('NOT_FOUND', ctx.language);
      const actor = ctx.viewer.kind === 'staff' ? ({ kind: 'STAFF', staffId: ctx.viewer.id } as const) : ({ kind: 'CLIENT', clientId, memberId: ctx.viewer.kind === 'client' ? ctx.viewer.memberId : null } as const);
      await saveBillingDetails(ctx.services, actor, clientId, input.billingDetails, meta(ctx).language);
      return { clientId };
    },
  },
  {
    description: 'The organisation, with its billing details as saved.',
    outputFields: (t) => ({
      client: t.prismaField({
        type: 'Client',
        description: 'The organisation (read billingDetails on it).',
        resolve: (query, payload, _args, ctx) => ctx.prisma.client.findUniqueOrThrow({ ...query, where: { id: payload.clientId } }),
      }),
    }),
  },
);
