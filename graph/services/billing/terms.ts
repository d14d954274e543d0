// The terms bookings are billed under: the manager's VAT rates, the restaurant's billing settings
// (seller details, default payment and cancellation terms), agreements with organisations, the
// organisations' billing details, and the snapshot each booking keeps. Rules in
// graph/domain/billing-terms.ts and invoice-parties.ts; this is the I/O around them, each change one
// transaction with its audit entry.
import type { Services } from '../../context.ts';
import { Prisma, type Agreement, type VatRate } from '../../generated/prisma/client.ts';
import type { StopType } from '../../generated/prisma/enums.ts';
import type { Language } from '../../i18n/messages.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import {
  AGREEMENT_NAME_MAX_LENGTH,
  agreementInForce,
  agreementProblems,
  bookingTerms,
  cancellationTermsProblem,
  normaliseCancellationTerms,
  parseCancellationTerms,
  paymentTermsProblem,
  periodsOverlap,
  DEFAULT_CANCELLATION_TERMS,
  VAT_CATEGORIES,
  VAT_RATE_NAME_MAX_LENGTH,
  type AgreementTerms,
  type BookingTerms,
  type CancellationTerms,
  type RestaurantTerms,
  type TaxTerm,
  type VatCategory,
} from '../../domain/billing-terms.ts';
import { checkBillingDetails, sellerDetailsProblems, type BillingDetailsInput, type SellerDetails } from '../../domain/invoice-parties.ts';
import { isVatRate } from '../../domain/money.ts';
import { priceProblem } from '../../domain/content-rules.ts';
import { dateFromDb, dateToDb, parseLocalDate, type LocalDate } from '../../domain/local-time.ts';
import { isUuid, textProblem } from '../../domain/text-rules.ts';
import { normaliseVatId } from '../../domain/vat-id.ts';
import { parseDepositTerms, type ClientRecord } from '../../domain/deposits.ts';
import { depositTermsErrors, readDepositSettings } from '../deposits/settings.ts';
import { reminderDaysProblem } from '../../domain/payments.ts';

type Db = Services['prisma'] | Prisma.TransactionClient;
type BillingServices = Pick<Services, 'prisma' | 'now'>;

function fieldError(language: Language, fields: Record<string, string>): AppError {
  return new AppError('VALIDATION', language, { detail: { fields } });
}

export function taxOfRate(rate: Pick<VatRate, 'rateBp' | 'category'>, includesVat: boolean): TaxTerm {
  const category = (VAT_CATEGORIES as readonly string[]).includes(rate.category) ? (rate.category as VatCategory) : 'S';
  return { vatRateBp: rate.rateBp, vatCategory: category, includesVat };
}

// ————— VAT rates —————

export { VAT_RATE_NAME_MAX_LENGTH };
export const VAT_RATES_MAX = 20;

export function listVatRates(db: Db, options: { includeRetired?: boolean } = {}): Promise<VatRate[]> {
  return db.vatRate.findMany({ where: options.includeRetired ? {} : { active: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

export interface VatRateInput {
  /** Absent: a new rate. */
  id?: string | null;
  rateBp: number;
  category?: string | null;
  nameEn: string;
  nameSl: string;
  active?: boolean | null;
}

/**
 * Adds a rate to the manager's list or changes one. A rate in use keeps its value (prices point at
 * it, and changing it would re-tax them silently): it is retired, and a new one added.
 */
export async function saveVatRate(services: BillingServices, staffId: string, input: VatRateInput, language: Language): Promise<VatRate> {
  const fields: Record<string, string> = {};
  if (!isVatRate(input.rateBp)) fields.rateBp = 'OUT_OF_RANGE';
  const category = input.category ?? 'S';
  if (!(VAT_CATEGORIES as readonly string[]).includes(category)) fields.category = 'UNKNOWN_CATEGORY';
  if (category === 'S' && input.rateBp === 0) fields.rateBp = 'OUT_OF_RANGE';
  for (const key of ['nameEn', 'nameSl'] as const) {
    const name = input[key].trim();
    if (!name) fields[key] = 'REQUIRED';
    else if (textProblem(name, { maxLength: VAT_RATE_NAME_MAX_LENGTH, multiline: false })) fields[key] = textProblem(name, { maxLength: VAT_RATE_NAME_MAX_LENGTH, multiline: false })!;
  }
  if (Object.keys(fields).length) throw fieldError(language, fields);
  const data = { rateBp: input.rateBp, category, nameEn: input.nameEn.trim(), nameSl: input.nameSl.trim(), active: input.active ?? true, updatedById: staffId };
  return services.prisma.$transaction(async (tx) => {
    let saved: VatRate;
    if (input.id) {
      if (!isUuid(input.id)) throw new AppError('NOT_FOUND', language);
      const current = await tx.vatRate.findUnique({ where: { id: input.id }, include: { _count: { select: { stopOffers: true, menuItems: true } } } });
      if (!current) throw new AppError('NOT_FOUND', language);
      const inUse = current._count.stopOffers + current._count.menuItems > 0;
      if (inUse && (current.rateBp !== data.rateBp || current.category !== data.category)) throw new AppError('VAT_RATE_IN_USE', language);
      if (inUse && !data.active) throw new AppError('VAT_RATE_IN_USE', language);
      saved = await tx.vatRate.update({ where: { id: input.id }, data });
    } else {
      if ((await tx.vatRate.count()) >= VAT_RATES_MAX) throw new AppError('LIST_TOO_LONG', language);
      const last = await tx.vatRate.aggregate({ _max: { position: true } });
      saved = await tx.vatRate.create({ data: { ...data, position: (last._max.position ?? 0) + 1 } });
    }
    await audit(tx, { action: 'billing.vat_rate_saved', actor: { kind: 'STAFF', id: staffId }, detail: { name: saved.nameEn, to: saved.rateBp, created: !input.id } });
    return saved;
  });
}

/** Sets the VAT rate and gross/net flag of a stop type's price (the manager's price page). */
export async function setStopOfferTax(services: Pick<Services, 'prisma' | 'publicContent'>, staffId: string, type: StopType, vatRateId: string, priceIncludesVat: boolean, language: Language) {
  if (!isUuid(vatRateId)) throw new AppError('NOT_FOUND', language);
  const rate = await services.prisma.vatRate.findUnique({ where: { id: vatRateId } });
  if (!rate || !rate.active) throw fieldError(language, { vatRateId: 'UNKNOWN_RATE' });
  const result = await services.prisma.$transaction(async (tx) => {
    const before = await tx.stopOffer.findUniqueOrThrow({ where: { type } });
    const saved = await tx.stopOffer.update({ where: { type }, data: { vatRateId, priceIncludesVat, updatedById: staffId } });
    await audit(tx, { action: 'content.price_changed', actor: { kind: 'STAFF', id: staffId }, detail: { type, from: before.priceCents, to: saved.priceCents, vatRateBp: rate.rateBp, priceIncludesVat } });
    return saved;
  });
  services.publicContent.changed();
  return result;
}

// ————— the restaurant's billing settings —————

export interface BillingSettingsView extends SellerDetails {
  paymentTermsDays: number;
  cancellationTerms: CancellationTerms;
  /** Days after the due date that payment reminders go out (graph/domain/payments.ts). */
  reminderDays: number[];
}

/** What the manager sends: reminderDays may be left out (kept as they are). */
export type BillingSettingsInput = Omit<BillingSettingsView, 'reminderDays'> & { reminderDays?: readonly number[] | null };

export async function readBillingSettings(db: Db): Promise<BillingSettingsView> {
  const s = await db.billingSettings.findUniqueOrThrow({ where: { id: 1 } });
  return {
    legalName: s.legalName,
    addressLine: s.addressLine,
    postcode: s.postcode,
    city: s.city,
    countryCode: s.countryCode,
    vatId: s.vatId,
    registrationNumber: s.registrationNumber,
    iban: s.iban,
    bic: s.bic,
    email: s.email,
    invoiceFooterEn: s.invoiceFooterEn,
    invoiceFooterSl: s.invoiceFooterSl,
    paymentTermsDays: s.paymentTermsDays,
    cancellationTerms: parseCancellationTerms(s.cancellationTerms) ?? DEFAULT_CANCELLATION_TERMS,
    reminderDays: s.reminderDays,
  };
}

/** The manager sets the seller's details and the default payment and cancellation terms, all at once. */
export async function updateBillingSettings(services: BillingServices, staffId: string, input: BillingSettingsInput, language: Language): Promise<BillingSettingsView> {
  const countryCode = input.countryCode.trim().toUpperCase();
  const seller: SellerDetails = {
    legalName: input.legalName.trim(),
    addressLine: input.addressLine.trim(),
    postcode: input.postcode.trim(),
    city: input.city.trim(),
    countryCode,
    vatId: input.vatId.trim() ? normaliseVatId(input.vatId, countryCode) : '',
    registrationNumber: input.registrationNumber.trim(),
    iban: input.iban.replace(/\s/g, '').toUpperCase(),
    bic: input.bic.trim().toUpperCase(),
    email: input.email.trim().toLowerCase(),
    invoiceFooterEn: input.invoiceFooterEn.trim(),
    invoiceFooterSl: input.invoiceFooterSl.trim(),
  };
  const fields: Record<string, string> = { ...sellerDetailsProblems(seller) };
  if (paymentTermsProblem(input.paymentTermsDays)) fields.paymentTermsDays = 'OUT_OF_RANGE';
  const termsProblem = cancellationTermsProblem(input.cancellationTerms);
  if (termsProblem) fields.cancellationTerms = termsProblem;
  const reminderDays = input.reminderDays ? [...input.reminderDays] : null;
  const remindersProblem = reminderDays ? reminderDaysProblem(reminderDays) : null;
  if (remindersProblem) fields.reminderDays = remindersProblem;
  if (Object.keys(fields).length) throw fieldError(language, fields);
  const cancellationTerms = normaliseCancellationTerms(input.cancellationTerms);
  return services.prisma.$transaction(async (tx) => {
    await tx.billingSettings.update({
      where: { id: 1 },
      data: { ...seller, paymentTermsDays: input.paymentTermsDays, cancellationTerms: cancellationTerms as unknown as Prisma.InputJsonValue, ...(reminderDays ? { reminderDays } : {}), updatedById: staffId },
    });
    const saved = await tx.billingSettings.findUniqueOrThrow({ where: { id: 1 }, select: { reminderDays: true } });
    await audit(tx, { action: 'billing.settings_changed', actor: { kind: 'STAFF', id: staffId }, detail: { to: { ...seller, paymentTermsDays: input.paymentTermsDays, cancellationTerms, reminderDays: saved.reminderDays } } as unknown as Prisma.InputJsonValue });
    return { ...seller, paymentTermsDays: input.paymentTermsDays, cancellationTerms, reminderDays: saved.reminderDays };
  });
}

// ————— agreements —————

export function agreementTerms(a: Agreement): AgreementTerms & { id: string; name: string } {
  const dish = Array.isArray(a.dishPrices) ? (a.dishPrices as Array<{ menuItemId?: unknown; priceCents?: unknown }>) : [];
  return {
    id: a.id,
    name: a.name,
    validFrom: dateFromDb(a.validFrom),
    validUntil: a.validUntil ? dateFromDb(a.validUntil) : null,
    stopPrices: {
      ...(a.shortStopPriceCents !== null ? { SHORT_STOP: a.shortStopPriceCents } : {}),
      ...(a.longStopPriceCents !== null ? { LONG_STOP: a.longStopPriceCents } : {}),
    },
    pricesIncludeVat: a.pricesIncludeVat,
    dishPrices: dish.filter((d) => typeof d.menuItemId === 'string' && typeof d.priceCents === 'number').map((d) => ({ menuItemId: d.menuItemId as string, priceCents: d.priceCents as number })),
    freePlaces: a.freePerPaying !== null ? { perPaying: a.freePerPaying, max: a.freeMax } : null,
    crewMealsFree: a.crewMealsFree,
    paymentTermsDays: a.paymentTermsDays,
    guaranteedPercent: a.guaranteedPercent,
    cancellation: parseCancellationTerms(a.cancellationTerms),
    deposit: parseDepositTerms(a.depositTerms),
  };
}

export interface AgreementInput extends Omit<AgreementTerms, 'validFrom' | 'validUntil'> {
  /** Absent: a new agreement. */
  id?: string | null;
  clientId: string;
  name: string;
  validFrom: string;
  validUntil: string | null;
}

/**
 * Records or changes an agreement. Periods of one organisation never overlap (AGREEMENT_OVERLAPS),
 * checked under the organisation's row lock so two managers' tabs cannot both add one. Bookings
 * already made keep the terms they were booked under (their snapshot).
 */
export async function saveAgreement(services: BillingServices, staffId: string, input: AgreementInput, language: Language): Promise<Agreement> {
  const fields: Record<string, string> = {};
  const validFrom = parseLocalDate(input.validFrom);
  const validUntil = input.validUntil ? parseLocalDate(input.validUntil) : null;
  if (!validFrom) fields.validFrom = 'INVALID_DATE';
  if (input.validUntil && !validUntil) fields.validUntil = 'INVALID_DATE';
  const name = input.name.trim();
  if (!name) fields.name = 'REQUIRED';
  else if (textProblem(name, { maxLength: AGREEMENT_NAME_MAX_LENGTH, multiline: false })) fields.name = textProblem(name, { maxLength: AGREEMENT_NAME_MAX_LENGTH, multiline: false })!;
  const terms: AgreementTerms = { ...input, validFrom: validFrom ?? '0000-01-01', validUntil };
  if (validFrom) Object.assign(fields, agreementProblems(terms, priceProblem));
  if (input.dishPrices.some((d) => !isUuid(d.menuItemId))) fields.dishPrices = 'UNKNOWN_DISH';
  Object.assign(fields, depositTermsErrors('depositTerms', input.deposit ?? null));
  if (Object.keys(fields).length) throw fieldError(language, fields);
  if (!isUuid(input.clientId) || (input.id && !isUuid(input.id))) throw new AppError('NOT_FOUND', language);
  const cancellation = input.cancellation ? normaliseCancellationTerms(input.cancellation) : null;
  const data = {
    name,
    validFrom: dateToDb(validFrom!),
    validUntil: validUntil ? dateToDb(validUntil) : null,
    shortStopPriceCents: input.stopPrices.SHORT_STOP ?? null,
    longStopPriceCents: input.stopPrices.LONG_STOP ?? null,
    pricesIncludeVat: input.pricesIncludeVat,
    dishPrices: input.dishPrices.map((d) => ({ menuItemId: d.menuItemId.toLowerCase(), priceCents: d.priceCents })),
    freePerPaying: input.freePlaces?.perPaying ?? null,
    freeMax: input.freePlaces?.max ?? null,
    crewMealsFree: input.crewMealsFree,
    paymentTermsDays: input.paymentTermsDays,
    guaranteedPercent: input.guaranteedPercent,
    cancellationTerms: cancellation ? (cancellation as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
    depositTerms: input.deposit ? (input.deposit as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
    updatedById: staffId,
  };
  return services.prisma.$transaction(async (tx) => {
    const [org] = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM organisations WHERE id = ${input.clientId}::uuid FOR UPDATE`;
    if (!org) throw new AppError('NOT_FOUND', language);
    if (data.dishPrices.length) {
      const known = await tx.menuItem.count({ where: { id: { in: data.dishPrices.map((d) => d.menuItemId) } } });
      if (known !== data.dishPrices.length) throw fieldError(language, { dishPrices: 'UNKNOWN_DISH' });
    }
    const others = await tx.agreement.findMany({ where: { clientId: org.id, ...(input.id ? { id: { not: input.id } } : {}) } });
    const clash = others.map(agreementTerms).find((other) => periodsOverlap(terms, other));
    if (clash) throw new AppError('AGREEMENT_OVERLAPS', language, { detail: { agreementId: clash.id } });
    let saved: Agreement;
    if (input.id) {
      const current = await tx.agreement.findUnique({ where: { id: input.id } });
      if (!current || current.clientId !== org.id) throw new AppError('NOT_FOUND', language);
      saved = await tx.agreement.update({ where: { id: input.id }, data });
    } else {
      saved = await tx.agreement.create({ data: { ...data, clientId: org.id } });
    }
    await audit(tx, {
      action: 'billing.agreement_saved',
      actor: { kind: 'STAFF', id: staffId },
      subject: { type: 'Organisation', id: org.id },
      detail: { name, created: !input.id, validFrom: validFrom!, validUntil },
    });
    return saved;
  });
}

export async function deleteAgreement(services: BillingServices, staffId: string, agreementId: string, language: Language): Promise<Agreement> {
  if (!isUuid(agreementId)) throw new AppError('NOT_FOUND', language);
  return services.prisma.$transaction(async (tx) => {
    const current = await tx.agreement.findUnique({ where: { id: agreementId } });
    if (!current) throw new AppError('NOT_FOUND', language);
    await tx.agreement.delete({ where: { id: agreementId } });
    await audit(tx, { action: 'billing.agreement_deleted', actor: { kind: 'STAFF', id: staffId }, subject: { type: 'Organisation', id: current.clientId }, detail: { name: current.name } });
    return current;
  });
}

// ————— the snapshot a booking keeps —————

/** The restaurant's current terms: stop prices with their VAT, crew meals, payment and cancellation terms. */
export async function readRestaurantTerms(db: Db): Promise<RestaurantTerms> {
  const [offers, settings, billing, deposit] = await Promise.all([
    db.stopOffer.findMany({ include: { vatRate: true } }),
    db.settings.findUniqueOrThrow({ where: { id: 1 }, select: { crewMealsFree: true } }),
    readBillingSettings(db),
    readDepositSettings(db),
  ]);
  const price = (type: StopType) => {
    const offer = offers.find((o) => o.type === type);
    if (!offer) throw new Error(`no stop offer for ${type}`);
    return { cents: offer.priceCents, ...taxOfRate(offer.vatRate, offer.priceIncludesVat) };
  };
  return {
    currency: offers[0]?.currency ?? 'EUR',
    stopPrices: { SHORT_STOP: price('SHORT_STOP'), LONG_STOP: price('LONG_STOP') },
    crewMealsFree: settings.crewMealsFree,
    paymentTermsDays: billing.paymentTermsDays,
    cancellation: billing.cancellationTerms,
    deposit: deposit.terms,
    poorRecord: deposit.poorRecord,
  };
}

/**
 * The terms a booking of this organisation arriving on `day` is made under: its agreement in force
 * that day over the restaurant's. `record` is the organisation's record as its client card shows it
 * (reservationCounts), for the poor-record deposit rule; absent, the rule judges nobody.
 */
export async function bookingTermsFor(db: Db, clientId: string, day: LocalDate, record?: ClientRecord): Promise<BookingTerms> {
  const [restaurant, agreements] = await Promise.all([readRestaurantTerms(db), readAgreements(db, clientId)]);
  return termsOnDay(restaurant, agreements, day, record);
}

/** An organisation's agreements, every period (termsOnDay picks the one in force). */
export function readAgreements(db: Db, clientId: string): Promise<Agreement[]> {
  return db.agreement.findMany({ where: { clientId } });
}

/** bookingTermsFor over terms and agreements already read (a booking reads them alongside the rest). */
export function termsOnDay(restaurant: RestaurantTerms, agreements: readonly Agreement[], day: LocalDate, record?: ClientRecord): BookingTerms {
  return bookingTerms(restaurant, agreementInForce(agreements.map(agreementTerms), day), record);
}

// ————— an organisation's billing details —————

export async function saveBillingDetails(
  services: BillingServices,
  actor: { kind: 'CLIENT'; clientId: string; memberId?: string | null } | { kind: 'STAFF'; staffId: string },
  clientId: string,
  input: BillingDetailsInput,
  language: Language,
) {
  if (!isUuid(clientId)) throw new AppError('NOT_FOUND', language);
  const { details, errors } = checkBillingDetails(input);
  if (Object.keys(errors).length) throw fieldError(language, errors);
  return services.prisma.$transaction(async (tx) => {
    const org = await tx.client.findUnique({ where: { id: clientId }, select: { id: true } });
    if (!org) throw new AppError('NOT_FOUND', language);
    const saved = await tx.billingDetails.upsert({ where: { clientId }, create: { clientId, ...details }, update: details });
    await audit(tx, {
      action: 'billing.details_changed',
      actor: actor.kind === 'STAFF' ? { kind: 'STAFF', id: actor.staffId } : { kind: 'CLIENT', id: actor.clientId, memberId: actor.memberId ?? null },
      subject: { type: 'Organisation', id: clientId },
      detail: { fields: Object.keys(details) },
    });
    return saved;
  });
}
