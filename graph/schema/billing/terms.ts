// The manager's billing terms: the VAT rates, the restaurant's billing settings (seller details,
// default payment and cancellation terms) and agreements with organisations. Staff read them (the
// counter sees what a group pays); the manager writes. Use cases in graph/services/billing/terms.ts.
// No client reads any of this here: an organisation's own terms come through its booking terms.
import type { Agreement } from '../../generated/prisma/client.ts';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import {
  AGREEMENT_DISH_PRICES_MAX,
  AGREEMENT_NAME_MAX_LENGTH,
  agreementCovers,
  CANCELLATION_HOURS_MAX,
  CANCELLATION_TIERS_MAX,
  FREE_PLACES_PER_PAYING_MAX,
  PAYMENT_TERMS_MAX_DAYS,
  type CancellationTerms,
  type FreePlacesRule,
} from '../../domain/billing-terms.ts';
import { BILLING_TEXT_LIMITS, SELLER_INPUT_LIMITS } from '../../domain/invoice-parties.ts';
import { BILLING_COUNTRIES } from '../../domain/vat-id.ts';
import { PRICE_MAX_CENTS } from '../../domain/content-rules.ts';
import { instantToLocal } from '../../domain/local-time.ts';
import { REMINDER_DAY_MAX, REMINDER_STEPS_MAX } from '../../domain/payments.ts';
import {
  agreementTerms,
  deleteAgreement,
  readBillingSettings,
  saveAgreement,
  saveVatRate,
  updateBillingSettings,
  VAT_RATE_NAME_MAX_LENGTH,
  VAT_RATES_MAX,
  type BillingSettingsView,
} from '../../services/billing/terms.ts';
import { ClientRef } from '../accounts.ts';
import { MenuItemRef } from '../content.ts';
import { managerId } from '../guards.ts';
import { maxItems } from '../bounds.ts';
import { describeMutation, INPUT_ERRORS, type InputFields } from '../mutations.ts';
import { nodeVisibility } from '../node.ts';
import { LOCAL_DATE } from '../reservations/shared.ts';
import { VatCategoryEnum, VatRateRef } from './vat-rate.ts';
import { depositTermsFromInput, DepositTermsInput } from '../deposits/shapes.ts';

const staffOnly = (_row: unknown, ctx: Context) => ctx.viewer.kind === 'staff';

// ————— shared shapes —————

export const CancellationTierRef = builder.objectRef<CancellationTerms['tiers'][number]>('CancellationTier').implement({
  description: 'A cancellation less than `hoursBefore` hours before arrival costs `percent` % of the booked guests’ price.',
  fields: (t) => ({
    hoursBefore: t.exposeInt('hoursBefore', { description: 'Hours before arrival from which the tier applies.' }),
    percent: t.exposeInt('percent', { description: 'Share of the booked guests’ price charged, 0–100.' }),
  }),
});

export const CancellationTermsRef = builder.objectRef<CancellationTerms>('CancellationTerms').implement({
  description: 'What a client’s cancellation or a no-show costs: tiers by time before arrival (free before the earliest), and the no-show share.',
  fields: (t) => ({
    tiers: t.field({ type: [CancellationTierRef], description: 'From the earliest (most hours before arrival) to the latest.', resolve: (terms) => terms.tiers }),
    noShowPercent: t.exposeInt('noShowPercent', { description: 'Share of the booked guests’ price a group that does not come pays, 0–100.' }),
  }),
});

const CancellationTierInput = builder.inputType('CancellationTierInput', {
  description: 'One cancellation tier.',
  fields: (t) => ({
    hoursBefore: t.int({ required: true, description: `Hours before arrival from which it applies (1–${CANCELLATION_HOURS_MAX}).` }),
    percent: t.int({ required: true, description: 'Share of the booked guests’ price charged (0–100).' }),
  }),
});

export const CancellationTermsInput = builder.inputType('CancellationTermsInput', {
  description: `Cancellation terms: at most ${CANCELLATION_TIERS_MAX} tiers, no two at the same hour; a later cancellation never costs less than an earlier one, a no-show never less than any cancellation.`,
  fields: (t) => ({
    tiers: t.field({ type: [CancellationTierInput], required: true, description: `The tiers, in any order (at most ${CANCELLATION_TIERS_MAX}; none: cancelling is free).`, ...maxItems(CANCELLATION_TIERS_MAX) }),
    noShowPercent: t.int({ required: true, description: 'What a no-show pays (0–100 % of the booked guests’ price).' }),
  }),
});

const CANCELLATION_ERRORS = 'TOO_MANY_TIERS, HOURS_OUT_OF_RANGE, PERCENT_OUT_OF_RANGE, DUPLICATE_TIER or CLOSER_IS_CHEAPER';

// ————— VAT rates —————

builder.queryField('vatRates', (t) =>
  t.prismaField({
    type: [VatRateRef],
    description: 'The VAT rates prices may be taxed at, in list order. Staff only.',
    authScopes: { staff: true },
    args: { includeRetired: t.arg.boolean({ defaultValue: false, description: 'Include retired rates (the manager’s list).' }) },
    resolve: (query, _root, { includeRetired }, ctx) =>
      ctx.prisma.vatRate.findMany({ ...query, where: includeRetired ? {} : { active: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
  }),
);

builder.relayMutationField(
  'saveVatRate',
  {
    inputFields: (t) => ({
      id: t.globalID({ for: [VatRateRef], description: 'Omit to add a new rate.' }),
      rateBp: t.int({ required: true, description: 'The rate in basis points (950 = 9.5 %), 0–10000; 0 only outside category S.' }),
      category: t.field({ type: VatCategoryEnum, description: 'Its category (default S).' }),
      nameEn: t.string({ required: true, maxLength: VAT_RATE_NAME_MAX_LENGTH, description: `Its name in English (at most ${VAT_RATE_NAME_MAX_LENGTH} characters).` }),
      nameSl: t.string({ required: true, maxLength: VAT_RATE_NAME_MAX_LENGTH, description: `Its name in Slovenian (at most ${VAT_RATE_NAME_MAX_LENGTH} characters).` }),
      active: t.boolean({ description: 'False retires it (only when no price uses it); default true.' }),
    }),
  },
  {
    description: describeMutation('Adds a VAT rate or renames, changes or retires one. A rate prices use keeps its value: add a new one and move the prices. Manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields: rateBp OUT_OF_RANGE, category UNKNOWN_CATEGORY, nameEn and nameSl REQUIRED or TOO_LONG'],
      ['VAT_RATE_IN_USE', 'a rate that prices use would change its value or category, or be retired'],
      ['LIST_TOO_LONG', `a new rate when the list has ${VAT_RATES_MAX}`],
      ['NOT_FOUND', 'no rate has this id'],
      INPUT_ERRORS.text,
      INPUT_ERRORS.id,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({
      vatRate: await saveVatRate(ctx.services, managerId(ctx), { ...input, id: input.id?.id ?? null, category: input.category ?? null }, ctx.language),
    }),
  },
  {
    outputFields: (t) => ({
      vatRate: t.field({ type: VatRateRef, description: 'The rate as saved.', resolve: (payload) => payload.vatRate }),
    }),
  },
);

// ————— the restaurant's billing settings —————

export const BillingSettingsRef = builder.objectRef<BillingSettingsView>('BillingSettings').implement({
  description: 'The restaurant as the seller on its invoices, and its default payment and cancellation terms (an agreement may say otherwise). Staff read; the manager writes.',
  fields: (t) => ({
    legalName: t.exposeString('legalName', { description: 'The company’s registered name (empty: not set).' }),
    addressLine: t.exposeString('addressLine', { description: 'Street and number.' }),
    postcode: t.exposeString('postcode', { description: 'Postcode.' }),
    city: t.exposeString('city', { description: 'City.' }),
    countryCode: t.exposeString('countryCode', { description: 'ISO 3166-1 alpha-2 country code.' }),
    vatId: t.exposeString('vatId', { description: 'VAT identification number with its country prefix (SI12345678); empty: not set.' }),
    registrationNumber: t.exposeString('registrationNumber', { description: 'The company register number (matična številka).' }),
    iban: t.exposeString('iban', { description: 'The account invoices are paid to, without spaces.' }),
    bic: t.exposeString('bic', { description: 'The bank’s BIC.' }),
    email: t.exposeString('email', { description: 'The address invoices are sent from and questions go to.' }),
    invoiceFooterEn: t.exposeString('invoiceFooterEn', { description: 'Printed at the foot of English invoices.' }),
    invoiceFooterSl: t.exposeString('invoiceFooterSl', { description: 'Printed at the foot of Slovenian invoices.' }),
    paymentTermsDays: t.exposeInt('paymentTermsDays', { description: 'Days from issue to due date, unless an agreement says otherwise.' }),
    cancellationTerms: t.field({ type: CancellationTermsRef, description: 'The default cancellation terms.', resolve: (s) => s.cancellationTerms }),
    reminderDays: t.intList({ description: 'Days after the due date that payment reminders go out to clients with an overdue invoice, rising (e.g. 7 and 21; empty: none).', resolve: (s) => s.reminderDays }),
  }),
});

builder.queryField('billingSettings', (t) =>
  t.field({
    type: BillingSettingsRef,
    description: 'The restaurant’s invoice details and default payment and cancellation terms. Staff only.',
    authScopes: { staff: true },
    resolve: (_root, _args, ctx) => readBillingSettings(ctx.prisma),
  }),
);

const text = (t: InputFields, max: number, description: string) =>
  t.string({ required: true, maxLength: max, description: `${description} (at most ${max} characters; empty: not set).` });

builder.relayMutationField(
  'updateBillingSettings',
  {
    inputFields: (t) => ({
      legalName: text(t, BILLING_TEXT_LIMITS.legalName, 'The company’s registered name'),
      addressLine: text(t, BILLING_TEXT_LIMITS.addressLine, 'Street and number'),
      postcode: text(t, BILLING_TEXT_LIMITS.postcode, 'Postcode'),
      city: text(t, BILLING_TEXT_LIMITS.city, 'City'),
      countryCode: t.string({ required: true, maxLength: 2, description: `ISO 3166-1 alpha-2 code, one of ${BILLING_COUNTRIES.join(', ')}.` }),
      vatId: text(t, SELLER_INPUT_LIMITS.vatId, 'VAT ID, with or without its country prefix'),
      registrationNumber: text(t, BILLING_TEXT_LIMITS.registrationNumber, 'Company register number'),
      iban: t.string({ required: true, maxLength: SELLER_INPUT_LIMITS.iban, description: `IBAN, spaces allowed (at most ${SELLER_INPUT_LIMITS.iban} characters; empty: not set).` }),
      bic: text(t, BILLING_TEXT_LIMITS.bic, 'BIC'),
      email: text(t, BILLING_TEXT_LIMITS.email, 'E-mail address for invoices'),
      invoiceFooterEn: t.string({ required: true, maxLength: BILLING_TEXT_LIMITS.invoiceFooter, multiline: true, description: `Footer of English invoices (at most ${BILLING_TEXT_LIMITS.invoiceFooter} characters).` }),
      invoiceFooterSl: t.string({ required: true, maxLength: BILLING_TEXT_LIMITS.invoiceFooter, multiline: true, description: `Footer of Slovenian invoices (at most ${BILLING_TEXT_LIMITS.invoiceFooter} characters).` }),
      paymentTermsDays: t.int({ required: true, description: `Days from issue to due date (0–${PAYMENT_TERMS_MAX_DAYS}).` }),
      cancellationTerms: t.field({ type: CancellationTermsInput, required: true, description: 'The default cancellation terms.' }),
      reminderDays: t.intList({
        description: `Days after the due date that payment reminders go out: at most ${REMINDER_STEPS_MAX}, each 1–${REMINDER_DAY_MAX}, rising (omitted: unchanged; empty: no reminders).`,
        ...maxItems(REMINDER_STEPS_MAX),
      }),
    }),
  },
  {
    description: describeMutation(
      'Sets the restaurant’s invoice details and default payment and cancellation terms, all at once (blank details are allowed until the first invoice; bookings already made keep their terms). Manager only.',
      'manager',
      [
        [
          'VALIDATION',
          'extensions.fields: texts TOO_LONG; countryCode UNKNOWN_COUNTRY; vatId WRONG_COUNTRY or INVALID_FORMAT; iban INVALID_IBAN; bic INVALID_BIC; email INVALID_EMAIL; ' +
            `paymentTermsDays OUT_OF_RANGE; cancellationTerms ${CANCELLATION_ERRORS}; reminderDays TOO_MANY, OUT_OF_RANGE or NOT_RISING`,
        ],
        INPUT_ERRORS.text,
        INPUT_ERRORS.list,
      ],
    ),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({ billingSettings: await updateBillingSettings(ctx.services, managerId(ctx), input, ctx.language) }),
  },
  {
    outputFields: (t) => ({
      billingSettings: t.field({ type: BillingSettingsRef, description: 'The settings as they are now.', resolve: (payload) => payload.billingSettings }),
    }),
  },
);

// ————— agreements —————

export const FreePlacesRef = builder.objectRef<FreePlacesRule>('FreePlaces').implement({
  description: 'One guest goes free for every `perPaying` paying guests, at most `max`.',
  fields: (t) => ({
    perPaying: t.exposeInt('perPaying', { description: 'Paying guests per free place.' }),
    max: t.exposeInt('max', { nullable: true, description: 'At most this many free places (null: no cap).' }),
  }),
});

interface DishPriceShape {
  menuItemId: string;
  priceCents: number;
  menuItem: { id: string } | null;
}

const AgreementDishPriceRef = builder.objectRef<DishPriceShape>('AgreementDishPrice').implement({
  description: 'A dish at another price than the menu’s.',
  fields: (t) => ({
    menuItem: t.field({ type: MenuItemRef, nullable: true, description: 'The dish (null: deleted from the menu since).', resolve: (d) => d.menuItem as never }),
    priceCents: t.exposeInt('priceCents', { description: 'Its price in cents, including VAT or not as the agreement says.' }),
  }),
});

export const AgreementRef = builder.prismaNode('Agreement', {
  description:
    'An agreement with an organisation: its own prices and terms for arrivals in its period (one per day at most). What it leaves null, the restaurant’s terms decide. Staff only.',
  id: { field: 'id' },
  authScopes: nodeVisibility('Agreement', 'agreement', staffOnly),
  fields: (t) => ({
    client: t.relation('client', { description: 'The organisation it is with.' }),
    name: t.exposeString('name', { description: 'A label for people (“Season 2026”).' }),
    validFrom: t.string({ description: `The first arrival day it applies to. ${LOCAL_DATE}`, resolve: (a) => agreementTerms(a).validFrom }),
    validUntil: t.string({ nullable: true, description: `The last arrival day it applies to, inclusive (null: open-ended). ${LOCAL_DATE}`, resolve: (a) => agreementTerms(a).validUntil }),
    shortStopPriceCents: t.exposeInt('shortStopPriceCents', { nullable: true, description: 'Per-guest price of a short stop in cents (null: the list price).' }),
    longStopPriceCents: t.exposeInt('longStopPriceCents', { nullable: true, description: 'Per-guest price of a long stop in cents (null: the list price).' }),
    pricesIncludeVat: t.exposeBoolean('pricesIncludeVat', { description: 'Whether its prices (stop and dish) include VAT.' }),
    dishPrices: t.field({
      type: [AgreementDishPriceRef],
      description: 'Dishes at another price than the menu’s.',
      resolve: async (a, _args, ctx) => {
        const dishes = agreementTerms(a).dishPrices;
        const items = dishes.length ? await ctx.prisma.menuItem.findMany({ where: { id: { in: dishes.map((d) => d.menuItemId) } } }) : [];
        return dishes.map((d) => ({ ...d, menuItem: items.find((item) => item.id === d.menuItemId) ?? null }));
      },
    }),
    freePlaces: t.field({ type: FreePlacesRef, nullable: true, description: 'Free places for groups (null: none).', resolve: (a) => agreementTerms(a).freePlaces }),
    crewMealsFree: t.exposeBoolean('crewMealsFree', { nullable: true, description: 'Whether the driver’s and guide’s meals are free (null: the restaurant’s setting).' }),
    paymentTermsDays: t.exposeInt('paymentTermsDays', { nullable: true, description: 'Days to pay (null: the restaurant’s default).' }),
    guaranteedPercent: t.exposeInt('guaranteedPercent', { nullable: true, description: 'At least this % of the reconfirmed headcount is billed (null: no guarantee).' }),
    cancellationTerms: t.field({
      type: CancellationTermsRef,
      nullable: true,
      description: 'Its cancellation terms (null: the restaurant’s default terms).',
      resolve: (a) => agreementTerms(a).cancellation,
    }),
    inForceToday: t.boolean({ description: 'Whether it applies to an arrival today (Ljubljana time).', resolve: (a, _args, ctx) => inForceToday(a, ctx) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last changed.' }),
  }),
});

function inForceToday(a: Agreement, ctx: Context): boolean {
  return agreementCovers(agreementTerms(a), instantToLocal(ctx.services.now()).date);
}

builder.prismaObjectField(ClientRef, 'agreements', (t) =>
  t.relation('agreements', {
    description: 'The organisation’s agreements, the latest period first. Staff only.',
    authScopes: { staff: true },
    query: { orderBy: [{ validFrom: 'desc' }, { id: 'asc' }] },
  }),
);

const FreePlacesInput = builder.inputType('FreePlacesInput', {
  description: 'One free place per `perPaying` paying guests, at most `max`.',
  fields: (t) => ({
    perPaying: t.int({ required: true, description: `Paying guests per free place (1–${FREE_PLACES_PER_PAYING_MAX}).` }),
    max: t.int({ description: `At most this many free places (1–${FREE_PLACES_PER_PAYING_MAX}; omitted: no cap).` }),
  }),
});

const AgreementDishPriceInput = builder.inputType('AgreementDishPriceInput', {
  description: 'A dish at the agreement’s price.',
  fields: (t) => ({
    menuItemId: t.globalID({ required: true, for: [MenuItemRef], description: 'The menu item.' }),
    priceCents: t.int({ required: true, description: `Its price in cents (0–${PRICE_MAX_CENTS}).` }),
  }),
});

builder.relayMutationField(
  'saveAgreement',
  {
    inputFields: (t) => ({
      id: t.globalID({ for: [AgreementRef], description: 'Omit to add a new agreement.' }),
      clientId: t.globalID({ required: true, for: [ClientRef], description: 'The organisation it is with (an edit cannot move it to another).' }),
      name: t.string({ required: true, maxLength: AGREEMENT_NAME_MAX_LENGTH, description: `A label (at most ${AGREEMENT_NAME_MAX_LENGTH} characters).` }),
      validFrom: t.string({ required: true, maxLength: 10, description: `The first arrival day it applies to. ${LOCAL_DATE}` }),
      validUntil: t.string({ maxLength: 10, description: `The last arrival day, inclusive (omitted: open-ended). ${LOCAL_DATE}` }),
      shortStopPriceCents: t.int({ description: `Per-guest price of a short stop in cents (0–${PRICE_MAX_CENTS}; omitted: the list price).` }),
      longStopPriceCents: t.int({ description: `Per-guest price of a long stop in cents (0–${PRICE_MAX_CENTS}; omitted: the list price).` }),
      pricesIncludeVat: t.boolean({ required: true, description: 'Whether its prices include VAT.' }),
      dishPrices: t.field({
        type: [AgreementDishPriceInput],
        description: `Dishes at another price than the menu’s, each once (at most ${AGREEMENT_DISH_PRICES_MAX}).`,
        ...maxItems(AGREEMENT_DISH_PRICES_MAX),
      }),
      freePlaces: t.field({ type: FreePlacesInput, description: 'Free places (omitted: none).' }),
      crewMealsFree: t.boolean({ description: 'Crew meals free or not (omitted: the restaurant’s setting).' }),
      paymentTermsDays: t.int({ description: `Days to pay, 0–${PAYMENT_TERMS_MAX_DAYS} (omitted: the restaurant’s default).` }),
      guaranteedPercent: t.int({ description: 'Share of the reconfirmed headcount billed at least, 1–100 (omitted: none).' }),
      cancellationTerms: t.field({ type: CancellationTermsInput, description: 'Its cancellation terms (omitted: the restaurant’s default).' }),
      depositTerms: t.field({ type: DepositTermsInput, description: 'Its deposit (omitted: the restaurant’s default; kind NONE: no deposit whatever the default).' }),
    }),
  },
  {
    description: describeMutation(
      'Records or changes an agreement with an organisation. Bookings already made keep the terms they were booked under. Manager only.',
      'manager',
      [
        [
          'VALIDATION',
          'extensions.fields: name REQUIRED or TOO_LONG; validFrom, validUntil INVALID_DATE; validUntil BEFORE_START; stopPrices, paymentTermsDays, guaranteedPercent, freePlaces OUT_OF_RANGE; ' +
            `dishPrices OUT_OF_RANGE, DUPLICATE or UNKNOWN_DISH; cancellation ${CANCELLATION_ERRORS}; depositTerms PERCENT_OUT_OF_RANGE, AMOUNT_OUT_OF_RANGE or DAYS_OUT_OF_RANGE`,
        ],
        ['AGREEMENT_OVERLAPS', 'another agreement with the organisation covers some of the same days (extensions.agreementId)'],
        ['NOT_FOUND', 'no such organisation or agreement, or the agreement is another organisation’s'],
        INPUT_ERRORS.text,
        INPUT_ERRORS.id,
        INPUT_ERRORS.list,
      ],
    ),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => {
      const agreement = await saveAgreement(
        ctx.services,
        managerId(ctx),
        {
          id: input.id?.id ?? null,
          clientId: input.clientId.id,
          name: input.name,
          validFrom: input.validFrom,
          validUntil: input.validUntil ?? null,
          stopPrices: {
            ...(input.shortStopPriceCents != null ? { SHORT_STOP: input.shortStopPriceCents } : {}),
            ...(input.longStopPriceCents != null ? { LONG_STOP: input.longStopPriceCents } : {}),
          },
          pricesIncludeVat: input.pricesIncludeVat,
          dishPrices: (input.dishPrices ?? []).map((d) => ({ menuItemId: d.menuItemId.id, priceCents: d.priceCents })),
          freePlaces: input.freePlaces ? { perPaying: input.freePlaces.perPaying, max: input.freePlaces.max ?? null } : null,
          crewMealsFree: input.crewMealsFree ?? null,
          paymentTermsDays: input.paymentTermsDays ?? null,
          guaranteedPercent: input.guaranteedPercent ?? null,
          cancellation: input.cancellationTerms ?? null,
          deposit: input.depositTerms ? depositTermsFromInput(input.depositTerms) : null,
        },
        ctx.language,
      );
      return { agreement };
    },
  },
  {
    outputFields: (t) => ({
      agreement: t.field({ type: AgreementRef, description: 'The agreement as saved.', resolve: (payload) => payload.agreement }),
      client: t.field({
        type: ClientRef,
        description: 'The organisation, whose `agreements` list now holds it.',
        resolve: (payload, _args, ctx) => ctx.prisma.client.findUniqueOrThrow({ where: { id: payload.agreement.clientId } }),
      }),
    }),
  },
);

builder.relayMutationField(
  'deleteAgreement',
  { inputFields: (t) => ({ id: t.globalID({ required: true, for: [AgreementRef], description: 'The agreement to remove.' }) }) },
  {
    description: describeMutation('Removes an agreement. Bookings already made keep the terms they were booked under. Manager only.', 'manager', [
      ['NOT_FOUND', 'no agreement has this id'],
      INPUT_ERRORS.id,
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({ agreement: await deleteAgreement(ctx.services, managerId(ctx), input.id.id, ctx.language) }),
  },
  {
    outputFields: (t) => ({
      deletedAgreementId: t.globalID({ description: 'The global ID of the removed agreement.', resolve: (payload) => ({ type: AgreementRef, id: payload.agreement.id }) }),
      client: t.field({
        type: ClientRef,
        nullable: true,
        description: 'The organisation, without it (null: the organisation is gone).',
        resolve: (payload, _args, ctx) => ctx.prisma.client.findUnique({ where: { id: payload.agreement.clientId } }),
      }),
    }),
  },
);
