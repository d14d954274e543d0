// The terms a booking is billed under: the restaurant's list prices and default cancellation terms,
// an organisation's agreement (its own prices, free places, crew meals, payment terms, guaranteed
// headcount, cancellation terms), and the snapshot of all of it each reservation keeps from its
// booking, so changing a price or an agreement never re-prices a booking already made. The
// arithmetic on these terms lives in billing.ts; this module holds their shapes and rules.
import type { StopType } from '../generated/prisma/enums.ts';
import { isVatRate } from './money.ts';
import type { LocalDate } from './local-time.ts';
import { applicableDeposit, NO_DEPOSIT, parseDepositTerms, type DepositTerms, type ClientRecord, type PoorRecordRule } from './deposits.ts';

/**
 * EN 16931 VAT category codes (UNTDID 5305 subset). The restaurant's supplies are standard-rated
 * (`S`, the reduced rate included: the rate tells them apart); the others are there for the
 * manager's list (a 0 % item, an exempt one) and for the documents.
 */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'O'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** How an amount is taxed: its rate and category, and whether the price includes the VAT. */
export interface TaxTerm {
  vatRateBp: number;
  vatCategory: VatCategory;
  includesVat: boolean;
}

/** A price with its tax terms (a per-guest stop price, a dish, an extra). */
export interface PriceTerm extends TaxTerm {
  cents: number;
}

/** A VAT rate's name in the manager's list, per language. */
export const VAT_RATE_NAME_MAX_LENGTH = 60;

/** The rates Slovenia charges now (ZDDV-1): seeded into the manager's list, in basis points. */
export const SLOVENIAN_VAT_RATES = { general: 2200, reduced: 950 } as const;

// ————— free places —————

/** One guest goes free for every `perPaying` paying guests, at most `max` (null: no cap). */
export interface FreePlacesRule {
  perPaying: number;
  max: number | null;
}

export const FREE_PLACES_PER_PAYING_MAX = 100;

export function freePlacesRuleProblem(rule: FreePlacesRule): 'OUT_OF_RANGE' | null {
  if (!Number.isInteger(rule.perPaying) || rule.perPaying < 1 || rule.perPaying > FREE_PLACES_PER_PAYING_MAX) return 'OUT_OF_RANGE';
  if (rule.max !== null && (!Number.isInteger(rule.max) || rule.max < 1 || rule.max > FREE_PLACES_PER_PAYING_MAX)) return 'OUT_OF_RANGE';
  return null;
}

// ————— cancellation terms —————

/** A client's cancellation less than `hoursBefore` hours before arrival costs `percent` % of the booked guests' price. */
export interface CancellationTier {
  hoursBefore: number;
  percent: number;
}

/** Tiers by time before arrival, and what a group that does not come pays. */
export interface CancellationTerms {
  tiers: CancellationTier[];
  noShowPercent: number;
}

/** Free until 48 hours before arrival, then 50 %; a no-show pays 100 %. */
export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = { tiers: [{ hoursBefore: 48, percent: 50 }], noShowPercent: 100 };
export const CANCELLATION_TIERS_MAX = 5;
/** A tier may start at most this many hours (30 days) before arrival. */
export const CANCELLATION_HOURS_MAX = 720;

export type CancellationTermsProblem = 'TOO_MANY_TIERS' | 'HOURS_OUT_OF_RANGE' | 'PERCENT_OUT_OF_RANGE' | 'DUPLICATE_TIER' | 'CLOSER_IS_CHEAPER';

const isPercent = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;

/**
 * Checks terms a manager writes: at most 5 tiers, each 1–720 hours and 0–100 %, no two at the same
 * hour; a cancellation closer to arrival never costs less than an earlier one, and a no-show never
 * less than any cancellation (a client must never gain by not calling).
 */
export function cancellationTermsProblem(terms: CancellationTerms): CancellationTermsProblem | null {
  if (terms.tiers.length > CANCELLATION_TIERS_MAX) return 'TOO_MANY_TIERS';
  if (terms.tiers.some((t) => !Number.isInteger(t.hoursBefore) || t.hoursBefore < 1 || t.hoursBefore > CANCELLATION_HOURS_MAX)) return 'HOURS_OUT_OF_RANGE';
  if (!isPercent(terms.noShowPercent) || terms.tiers.some((t) => !isPercent(t.percent))) return 'PERCENT_OUT_OF_RANGE';
  const sorted = normaliseCancellationTerms(terms).tiers;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.hoursBefore === sorted[i - 1]!.hoursBefore) return 'DUPLICATE_TIER';
    if (sorted[i]!.percent < sorted[i - 1]!.percent) return 'CLOSER_IS_CHEAPER';
  }
  if (sorted.some((t) => t.percent > terms.noShowPercent)) return 'CLOSER_IS_CHEAPER';
  return null;
}

/** Tiers from the earliest (most hours before arrival) to the latest. */
export function normaliseCancellationTerms(terms: CancellationTerms): CancellationTerms {
  return { tiers: [...terms.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore).map((t) => ({ hoursBefore: t.hoursBefore, percent: t.percent })), noShowPercent: terms.noShowPercent };
}

/** The tier a cancellation `hoursLeft` hours before arrival falls in (the latest that has started), or null: free. */
export function cancellationTier(terms: CancellationTerms, hoursLeft: number): CancellationTier | null {
  const started = normaliseCancellationTerms(terms).tiers.filter((t) => hoursLeft < t.hoursBefore);
  return started.length ? started[started.length - 1]! : null;
}

/** Reads stored terms defensively (jsonb written by this module); anything unreadable is null. */
export function parseCancellationTerms(json: unknown): CancellationTerms | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const raw = json as { tiers?: unknown; noShowPercent?: unknown };
  if (!Array.isArray(raw.tiers) || typeof raw.noShowPercent !== 'number') return null;
  const tiers = raw.tiers.filter((t): t is CancellationTier => !!t && typeof t === 'object' && typeof t.hoursBefore === 'number' && typeof t.percent === 'number');
  const terms = { tiers: tiers.map((t) => ({ hoursBefore: t.hoursBefore, percent: t.percent })), noShowPercent: raw.noShowPercent };
  return cancellationTermsProblem(terms) ? null : normaliseCancellationTerms(terms);
}

// ————— payment and guarantees —————

export const PAYMENT_TERMS_DEFAULT_DAYS = 14;
export const PAYMENT_TERMS_MAX_DAYS = 120;

export function paymentTermsProblem(days: number): 'OUT_OF_RANGE' | null {
  return Number.isInteger(days) && days >= 0 && days <= PAYMENT_TERMS_MAX_DAYS ? null : 'OUT_OF_RANGE';
}

/** A guaranteed headcount is a share of the reconfirmed guests: 1–100 %. */
export function guaranteedPercentProblem(percent: number): 'OUT_OF_RANGE' | null {
  return Number.isInteger(percent) && percent >= 1 && percent <= 100 ? null : 'OUT_OF_RANGE';
}

// ————— agreements —————

/** Dish prices an agreement sets apart from the menu, per menu item. */
export const AGREEMENT_DISH_PRICES_MAX = 100;
export const AGREEMENT_NAME_MAX_LENGTH = 120;
export const AGREEMENT_NOTE_MAX_LENGTH = 2000;

/** What an agreement with an organisation says (the stored row, as the rules read it). */
export interface AgreementTerms {
  /** First local day it applies (the arrival day decides), inclusive. */
  validFrom: LocalDate;
  /** Last local day it applies, inclusive; null: open-ended. */
  validUntil: LocalDate | null;
  /** Per-guest prices in cents per stop type; a missing type keeps the list price. */
  stopPrices: Partial<Record<StopType, number>>;
  /** Whether the agreement's own prices (stop and dish) include VAT. */
  pricesIncludeVat: boolean;
  /** Dishes at another price than the menu's, in cents. */
  dishPrices: ReadonlyArray<{ menuItemId: string; priceCents: number }>;
  freePlaces: FreePlacesRule | null;
  /** null: the restaurant's setting applies. */
  crewMealsFree: boolean | null;
  /** null: the restaurant's default applies. */
  paymentTermsDays: number | null;
  /** After the reconfirmation deadline at least this share of the reconfirmed headcount is billed; null: none. */
  guaranteedPercent: number | null;
  /** null: the restaurant's default terms apply. */
  cancellation: CancellationTerms | null;
  /** null or absent: the restaurant's default deposit; { kind: 'NONE' }: no deposit whatever the default. */
  deposit?: DepositTerms | null;
}

export type AgreementField = 'validUntil' | 'stopPrices' | 'dishPrices' | 'freePlaces' | 'paymentTermsDays' | 'guaranteedPercent' | 'cancellation';
export type AgreementFieldErrors = Partial<Record<AgreementField, string>>;

/** Field errors of an agreement (empty when it may be saved). Prices are checked with `priceProblem`. */
export function agreementProblems(a: AgreementTerms, priceProblem: (cents: number) => string | null): AgreementFieldErrors {
  const errors: AgreementFieldErrors = {};
  if (a.validUntil !== null && a.validUntil < a.validFrom) errors.validUntil = 'BEFORE_START';
  if (Object.values(a.stopPrices).some((cents) => cents !== undefined && priceProblem(cents))) errors.stopPrices = 'OUT_OF_RANGE';
  if (a.dishPrices.length > AGREEMENT_DISH_PRICES_MAX || a.dishPrices.some((d) => priceProblem(d.priceCents))) errors.dishPrices = 'OUT_OF_RANGE';
  else if (new Set(a.dishPrices.map((d) => d.menuItemId)).size !== a.dishPrices.length) errors.dishPrices = 'DUPLICATE';
  if (a.freePlaces && freePlacesRuleProblem(a.freePlaces)) errors.freePlaces = 'OUT_OF_RANGE';
  if (a.paymentTermsDays !== null && paymentTermsProblem(a.paymentTermsDays)) errors.paymentTermsDays = 'OUT_OF_RANGE';
  if (a.guaranteedPercent !== null && guaranteedPercentProblem(a.guaranteedPercent)) errors.guaranteedPercent = 'OUT_OF_RANGE';
  if (a.cancellation) {
    const problem = cancellationTermsProblem(a.cancellation);
    if (problem) errors.cancellation = problem;
  }
  return errors;
}

/** Whether an agreement applies to an arrival on `day`. */
export function agreementCovers(a: Pick<AgreementTerms, 'validFrom' | 'validUntil'>, day: LocalDate): boolean {
  return a.validFrom <= day && (a.validUntil === null || day <= a.validUntil);
}

/** Whether two validity periods share a day (an organisation has at most one agreement per day). */
export function periodsOverlap(a: Pick<AgreementTerms, 'validFrom' | 'validUntil'>, b: Pick<AgreementTerms, 'validFrom' | 'validUntil'>): boolean {
  return (b.validUntil === null || a.validFrom <= b.validUntil) && (a.validUntil === null || b.validFrom <= a.validUntil);
}

/** The agreement in force on an arrival day, if any (periods never overlap, so at most one). */
export function agreementInForce<A extends Pick<AgreementTerms, 'validFrom' | 'validUntil'>>(agreements: readonly A[], day: LocalDate): A | null {
  return agreements.find((a) => agreementCovers(a, day)) ?? null;
}

// ————— the snapshot a reservation keeps —————

/**
 * Everything a reservation is billed under, fixed when it is booked: per-guest prices of both stop
 * types (a staff edit may change the type), the agreement's dish prices, free places, crew meals,
 * payment terms, the guaranteed share and the cancellation terms. Stored as jsonb on the reservation.
 */
export interface BookingTerms {
  version: 1;
  /** The agreement it was booked under (its id; the agreement may since have changed or gone). */
  agreementId: string | null;
  /** The agreement's name when booked, for the client's and staff's reading (null: none, or booked before names were kept). */
  agreementName: string | null;
  currency: string;
  stopPrices: Record<StopType, PriceTerm>;
  /** Agreement dish prices by menu item id (the dish's VAT rate is the menu's at invoicing). */
  dishPrices: Record<string, { cents: number; includesVat: boolean }>;
  freePlaces: FreePlacesRule | null;
  crewMealsFree: boolean;
  paymentTermsDays: number;
  guaranteedPercent: number | null;
  cancellation: CancellationTerms;
  /** The deposit that applied when booked ({ kind: 'NONE' }: none; snapshots from before deposits read as none). */
  deposit: DepositTerms;
  /** Whether the poor-record rule asked it (rather than the agreement or the default). */
  depositByRule: boolean;
}

/** The restaurant's own terms, as the booking path reads them. */
export interface RestaurantTerms {
  currency: string;
  stopPrices: Record<StopType, PriceTerm>;
  crewMealsFree: boolean;
  paymentTermsDays: number;
  cancellation: CancellationTerms;
  /** The default deposit (null or absent: none). */
  deposit?: DepositTerms | null;
  /** The deposit asked of organisations with a poor record (null or absent: no rule). */
  poorRecord?: PoorRecordRule | null;
}

/**
 * The snapshot for a booking: the agreement in force on its arrival day over the restaurant's terms.
 * The deposit is applicableDeposit's: the poor-record rule judges `record` (absent: a clean record).
 */
export function bookingTerms(restaurant: RestaurantTerms, agreement: (AgreementTerms & { id: string; name?: string }) | null, record?: ClientRecord): BookingTerms {
  const deposit = applicableDeposit({
    restaurant: restaurant.deposit ?? null,
    agreement: agreement?.deposit ?? null,
    rule: restaurant.poorRecord ?? null,
    record: record ?? { closed: 0, noShows: 0, lateCancellations: 0 },
  });
  const stopPrices = { ...restaurant.stopPrices };
  const dishPrices: BookingTerms['dishPrices'] = {};
  if (agreement) {
    for (const type of Object.keys(stopPrices) as StopType[]) {
      const cents = agreement.stopPrices[type];
      if (cents !== undefined) stopPrices[type] = { ...stopPrices[type], cents, includesVat: agreement.pricesIncludeVat };
    }
    for (const d of agreement.dishPrices) dishPrices[d.menuItemId] = { cents: d.priceCents, includesVat: agreement.pricesIncludeVat };
  }
  return {
    version: 1,
    agreementId: agreement?.id ?? null,
    agreementName: agreement?.name ?? null,
    currency: restaurant.currency,
    stopPrices,
    dishPrices,
    freePlaces: agreement?.freePlaces ?? null,
    crewMealsFree: agreement?.crewMealsFree ?? restaurant.crewMealsFree,
    paymentTermsDays: agreement?.paymentTermsDays ?? restaurant.paymentTermsDays,
    guaranteedPercent: agreement?.guaranteedPercent ?? null,
    cancellation: agreement?.cancellation ?? restaurant.cancellation,
    deposit: deposit.terms,
    depositByRule: deposit.byRule,
  };
}

function parseTax(raw: unknown): PriceTerm | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Partial<PriceTerm>;
  if (typeof p.cents !== 'number' || !Number.isInteger(p.cents) || p.cents < 0) return null;
  if (typeof p.vatRateBp !== 'number' || !isVatRate(p.vatRateBp)) return null;
  const category = (VAT_CATEGORIES as readonly string[]).includes(String(p.vatCategory)) ? (p.vatCategory as VatCategory) : 'S';
  return { cents: p.cents, vatRateBp: p.vatRateBp, vatCategory: category, includesVat: p.includesVat === true };
}

/** Reads a stored snapshot; null when there is none (bookings from before billing) or it is unreadable. */
export function parseBookingTerms(json: unknown): BookingTerms | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const raw = json as Partial<Record<keyof BookingTerms, unknown>>;
  if (raw.version !== 1) return null;
  const prices = raw.stopPrices as Record<string, unknown> | undefined;
  const short = parseTax(prices?.SHORT_STOP);
  const long = parseTax(prices?.LONG_STOP);
  const cancellation = parseCancellationTerms(raw.cancellation);
  if (!short || !long || !cancellation) return null;
  const dishPrices: BookingTerms['dishPrices'] = {};
  if (raw.dishPrices && typeof raw.dishPrices === 'object') {
    for (const [id, value] of Object.entries(raw.dishPrices as Record<string, { cents?: unknown; includesVat?: unknown }>)) {
      if (typeof value?.cents === 'number' && Number.isInteger(value.cents) && value.cents >= 0) dishPrices[id] = { cents: value.cents, includesVat: value.includesVat === true };
    }
  }
  const free = raw.freePlaces as FreePlacesRule | null | undefined;
  return {
    version: 1,
    agreementId: typeof raw.agreementId === 'string' ? raw.agreementId : null,
    agreementName: typeof raw.agreementName === 'string' ? raw.agreementName : null,
    currency: typeof raw.currency === 'string' ? raw.currency : 'EUR',
    stopPrices: { SHORT_STOP: short, LONG_STOP: long },
    dishPrices,
    freePlaces: free && typeof free === 'object' && !freePlacesRuleProblem({ perPaying: free.perPaying, max: free.max ?? null }) ? { perPaying: free.perPaying, max: free.max ?? null } : null,
    crewMealsFree: raw.crewMealsFree === true,
    paymentTermsDays: typeof raw.paymentTermsDays === 'number' && !paymentTermsProblem(raw.paymentTermsDays) ? raw.paymentTermsDays : PAYMENT_TERMS_DEFAULT_DAYS,
    guaranteedPercent: typeof raw.guaranteedPercent === 'number' && !guaranteedPercentProblem(raw.guaranteedPercent) ? raw.guaranteedPercent : null,
    cancellation,
    // Booked before deposits were kept: none was asked.
    deposit: parseDepositTerms(raw.deposit) ?? NO_DEPOSIT,
    depositByRule: raw.depositByRule === true,
  };
}
