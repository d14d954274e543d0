// What a stop costs, once, for the server, the web app and the documents: invoice lines from what
// happened (guests billed with the guaranteed minimum and free places, pre-ordered dishes, crew
// meals, fees, extras), the fee a closed reservation owes, and the totals.
//
// The arithmetic (EN 16931):
// - a net-priced line: net = quantity × unit price, exactly;
// - a gross-priced line (the price includes VAT): unit net price = round(gross ÷ (1 + rate)) to four
//   decimals, line net = round(quantity × unit net price), so a reader's calculator agrees with the
//   line (Peppol PEPPOL-EN16931-R120);
// - VAT per category and rate on the sum of the line nets: round(base × rate) (BR-CO-17), never
//   per line;
// - total = net + VAT. When every line is gross-priced, the prices promised a total (the sum of the
//   gross amounts); the cent or two the per-rate rounding moves it by is the invoice's rounding
//   amount (BT-114), so the amount due is what the price list said.
// Rounding is half away from zero everywhere (money.ts).
import type { ReservationOutcome, StopType } from '../generated/prisma/enums.ts';
import type { BookingTerms, CancellationTier, FreePlacesRule, TaxTerm, VatCategory } from './billing-terms.ts';
import { cancellationTier } from './billing-terms.ts';
import { advanceDeduction } from './deposits.ts';
import { BASIS_POINTS, lineNet, percentOf, times, UNIT_PRICE_SCALE, unitNetFromGross, vatOn } from './money.ts';

// ————— lines and totals —————

/** The most of one thing on a line (guests, dishes, coffees); negative for free places. */
export const LINE_QUANTITY_MAX = 10_000;
/** The highest unit price of a line, in cents (a fee for a hundred guests at the highest price fits). */
export const LINE_UNIT_PRICE_MAX_CENTS = 10_000_000;
/** Lines on one invoice. */
export const INVOICE_LINES_MAX = 200;

export interface LineInput extends TaxTerm {
  /** Whole units; negative for an allowance such as free places. */
  quantity: number;
  /** The price of one unit in cents as entered: gross when `includesVat`, else net. Never negative. */
  unitPriceCents: number;
}

export interface PricedLine {
  /** The unit net price in hundredths of a cent (four decimals). */
  unitNetPrice: number;
  /** quantity × unit net price, rounded to the cent. */
  netCents: number;
  /** quantity × the gross unit price, for gross-priced lines; null for net-priced ones. */
  grossCents: number | null;
}

export type LineProblem = 'QUANTITY_OUT_OF_RANGE' | 'PRICE_OUT_OF_RANGE' | 'RATE_OUT_OF_RANGE';

export function lineProblem(line: LineInput): LineProblem | null {
  if (!Number.isInteger(line.quantity) || line.quantity === 0 || Math.abs(line.quantity) > LINE_QUANTITY_MAX) return 'QUANTITY_OUT_OF_RANGE';
  if (!Number.isInteger(line.unitPriceCents) || line.unitPriceCents < 0 || line.unitPriceCents > LINE_UNIT_PRICE_MAX_CENTS) return 'PRICE_OUT_OF_RANGE';
  if (!Number.isInteger(line.vatRateBp) || line.vatRateBp < 0 || line.vatRateBp > BASIS_POINTS) return 'RATE_OUT_OF_RANGE';
  return null;
}

export function priceLine(line: LineInput): PricedLine {
  const problem = lineProblem(line);
  if (problem) throw new RangeError(`invoice line: ${problem}`);
  const unitNetPrice = line.includesVat ? unitNetFromGross(line.unitPriceCents, line.vatRateBp) : times(line.unitPriceCents, UNIT_PRICE_SCALE);
  return {
    unitNetPrice,
    netCents: lineNet(line.quantity, unitNetPrice),
    grossCents: line.includesVat ? times(line.quantity, line.unitPriceCents) : null,
  };
}

/** One row of the VAT breakdown (EN 16931 BG-23). */
export interface VatBreakdownRow {
  vatCategory: VatCategory;
  vatRateBp: number;
  /** The sum of the line nets at this category and rate. */
  baseCents: number;
  /** round(base × rate). */
  vatCents: number;
}

export interface InvoiceTotals<L extends LineInput = LineInput> {
  lines: Array<L & PricedLine>;
  /** Highest rate first. */
  vatBreakdown: VatBreakdownRow[];
  netCents: number;
  vatCents: number;
  /** net + VAT. */
  totalCents: number;
  /** Added to the total so a wholly gross-priced invoice comes to the sum of its gross amounts; else 0. */
  roundingCents: number;
  /** total + rounding: what the buyer pays. */
  payableCents: number;
}

export function invoiceTotals<L extends LineInput>(lines: readonly L[]): InvoiceTotals<L> {
  const priced = lines.map((line) => ({ ...line, ...priceLine(line) }));
  const groups = new Map<string, VatBreakdownRow>();
  for (const line of priced) {
    const key = `${line.vatCategory}:${line.vatRateBp}`;
    const row = groups.get(key) ?? { vatCategory: line.vatCategory, vatRateBp: line.vatRateBp, baseCents: 0, vatCents: 0 };
    row.baseCents += line.netCents;
    groups.set(key, row);
  }
  const vatBreakdown = [...groups.values()]
    .map((row) => ({ ...row, vatCents: vatOn(row.baseCents, row.vatRateBp) }))
    .sort((a, b) => b.vatRateBp - a.vatRateBp || a.vatCategory.localeCompare(b.vatCategory));
  const netCents = vatBreakdown.reduce((sum, row) => sum + row.baseCents, 0);
  const vatCents = vatBreakdown.reduce((sum, row) => sum + row.vatCents, 0);
  const totalCents = netCents + vatCents;
  const allGross = priced.length > 0 && priced.every((line) => line.grossCents !== null);
  const roundingCents = allGross ? priced.reduce((sum, line) => sum + line.grossCents!, 0) - totalCents : 0;
  return { lines: priced, vatBreakdown, netCents, vatCents, totalCents, roundingCents, payableCents: totalCents + roundingCents };
}

// ————— free places and the guaranteed headcount —————

/**
 * Free places for a headcount: one for every `perPaying` paying guests, so the free guest comes on
 * top of them (1 per 20: 21 guests are 20 paying and 1 free; 20 guests are all paying), at most `max`.
 */
export function freePlaces(rule: FreePlacesRule | null, headcount: number): number {
  if (!rule || headcount <= 0) return 0;
  const free = Math.floor(headcount / (rule.perPaying + 1));
  return rule.max === null ? free : Math.min(free, rule.max);
}

/** The guests billed: those who came, but at least the guaranteed share of the reconfirmed headcount (rounded up). */
export function billedHeadcount(args: { actualGuests: number | null; reconfirmedGuests: number; guaranteedPercent: number | null }): { billed: number; guaranteedMinimum: number } {
  const came = args.actualGuests ?? args.reconfirmedGuests;
  const guaranteedMinimum = args.guaranteedPercent === null ? 0 : Math.ceil((args.reconfirmedGuests * args.guaranteedPercent) / 100);
  return { billed: Math.max(came, guaranteedMinimum), guaranteedMinimum };
}

// ————— fees —————

export type FeeReason = 'LATE_CANCELLATION' | 'NO_SHOW';

export interface FeeDecision {
  reason: FeeReason;
  percent: number;
  /** The tier a late cancellation fell in (null for a no-show). */
  tier: CancellationTier | null;
  /** The booked guests the fee is a share of, and their per-guest price (with its tax terms). */
  guests: number;
  perGuest: TaxTerm & { cents: number };
  /** percent of guests × per-guest price, rounded half away from zero; gross when the price is. */
  amountCents: number;
}

/**
 * The fee a closed reservation owes under the terms it was booked with: a no-show pays the no-show
 * share, a client's cancellation the share of the tier it fell in (by the hours left until arrival
 * when it was cancelled), every other ending nothing. Null when nothing is owed (also at 0 %).
 */
export function decideFee(
  r: { outcome: ReservationOutcome | null; type: StopType; guests: number; arrivalAt: Date; closedAt: Date | null },
  terms: BookingTerms,
): FeeDecision | null {
  const perGuest = terms.stopPrices[r.type];
  const base = times(r.guests, perGuest.cents);
  let decision: Pick<FeeDecision, 'reason' | 'percent' | 'tier'> | null = null;
  if (r.outcome === 'NO_SHOW') decision = { reason: 'NO_SHOW', percent: terms.cancellation.noShowPercent, tier: null };
  if (r.outcome === 'CANCELLED_BY_CLIENT' && r.closedAt) {
    const tier = cancellationTier(terms.cancellation, (r.arrivalAt.getTime() - r.closedAt.getTime()) / 3_600_000);
    if (tier) decision = { reason: 'LATE_CANCELLATION', percent: tier.percent, tier };
  }
  if (!decision || decision.percent === 0) return null;
  return { ...decision, guests: r.guests, perGuest, amountCents: percentOf(base, decision.percent) };
}

// ————— the draft of an invoice —————

export type InvoiceLineKind = 'GUESTS' | 'FREE_PLACES' | 'DISH' | 'CREW_MEALS' | 'FEE' | 'EXTRA' | 'ADVANCE_DEDUCTION';

/** A line with what it is and its description in both languages (the document uses the buyer's). */
export interface DescribedLine extends LineInput {
  kind: InvoiceLineKind;
  descriptionEn: string;
  descriptionSl: string;
  /** The menu item of a DISH line. */
  menuItemId?: string | null;
  /** The advance invoice an ADVANCE_DEDUCTION line takes off. */
  deductsInvoiceId?: string | null;
}

const STOP_NAMES: Record<StopType, { en: string; sl: string }> = {
  SHORT_STOP: { en: 'Short stop', sl: 'Kratek postanek' },
  LONG_STOP: { en: 'Long stop', sl: 'Dolg postanek' },
};

/** What happened, as the draft needs it. */
export interface BillingFacts {
  type: StopType;
  outcome: ReservationOutcome | null;
  /** The booked (reconfirmed) headcount. */
  guests: number;
  /** The headcount counted at the door; null when not counted (then the booked one). */
  actualGuests: number | null;
  arrivalAt: Date;
  closedAt: Date | null;
  preorder: {
    dishes: ReadonlyArray<{ menuItemId: string; nameEn: string; nameSl: string; priceCents: number | null; quantity: number }>;
    crewMeals: number;
  } | null;
  terms: BookingTerms;
  /** The tax terms of a dish (its menu item's rate and whether its menu price includes VAT). */
  dishTax: (menuItemId: string) => TaxTerm;
  /** Staff waived the fee. */
  feeWaived: boolean;
}

export interface BillingDraft {
  lines: DescribedLine[];
  /** The fee owed (before a waiver), or null. */
  fee: FeeDecision | null;
  billedGuests: number;
  guaranteedMinimum: number;
  freePlaces: number;
}

/**
 * The lines a reservation's invoice starts from. An arrived group: its guests billed (at least the
 * guaranteed minimum) at the per-guest price, free places as a negative quantity at the same price,
 * pre-ordered dishes with a price of their own (the agreement's where it sets one), crew meals at
 * the per-guest price unless free. A no-show or late cancellation: its fee, unless waived. Anything
 * else: no lines. Staff's extras are added by the caller.
 */
export function draftLines(facts: BillingFacts): BillingDraft {
  const { terms } = facts;
  const perGuest = terms.stopPrices[facts.type];
  const stop = STOP_NAMES[facts.type];
  const lines: DescribedLine[] = [];
  const fee = decideFee(facts, terms);
  if (facts.outcome !== 'ARRIVED') {
    if (fee && !facts.feeWaived) {
      const [en, sl] =
        fee.reason === 'NO_SHOW'
          ? [`No-show fee: ${fee.percent} % of the price of ${fee.guests} booked guests (${stop.en.toLowerCase()})`, `Strošek neprihoda: ${fee.percent} % cene za ${fee.guests} rezerviranih gostov (${stop.sl.toLowerCase()})`]
          : [
              `Late cancellation fee: ${fee.percent} % of the price of ${fee.guests} booked guests, cancelled less than ${fee.tier!.hoursBefore} h before arrival (${stop.en.toLowerCase()})`,
              `Strošek poznega preklica: ${fee.percent} % cene za ${fee.guests} rezerviranih gostov, preklicano manj kot ${fee.tier!.hoursBefore} ur pred prihodom (${stop.sl.toLowerCase()})`,
            ];
      lines.push({ kind: 'FEE', quantity: 1, unitPriceCents: fee.amountCents, ...taxOf(perGuest), descriptionEn: en, descriptionSl: sl });
    }
    return { lines, fee, billedGuests: 0, guaranteedMinimum: 0, freePlaces: 0 };
  }

  const { billed, guaranteedMinimum } = billedHeadcount({ actualGuests: facts.actualGuests, reconfirmedGuests: facts.guests, guaranteedPercent: terms.guaranteedPercent });
  const guaranteed = billed > (facts.actualGuests ?? facts.guests);
  lines.push({
    kind: 'GUESTS',
    quantity: billed,
    unitPriceCents: perGuest.cents,
    ...taxOf(perGuest),
    descriptionEn: `${stop.en}, per guest${guaranteed ? ` (guaranteed minimum: ${terms.guaranteedPercent} % of ${facts.guests} reconfirmed guests)` : ''}`,
    descriptionSl: `${stop.sl}, na gosta${guaranteed ? ` (zajamčeni najmanjši obseg: ${terms.guaranteedPercent} % od ${facts.guests} potrjenih gostov)` : ''}`,
  });
  const free = freePlaces(terms.freePlaces, billed);
  if (free > 0 && perGuest.cents > 0) {
    const rule = terms.freePlaces!;
    const cap = rule.max === null ? '' : `, at most ${rule.max}`;
    const capSl = rule.max === null ? '' : `, največ ${rule.max}`;
    lines.push({
      kind: 'FREE_PLACES',
      quantity: -free,
      unitPriceCents: perGuest.cents,
      ...taxOf(perGuest),
      descriptionEn: `Free places (1 per ${rule.perPaying} paying guests${cap})`,
      descriptionSl: `Brezplačna mesta (1 na ${rule.perPaying} plačujočih gostov${capSl})`,
    });
  }
  for (const dish of facts.preorder?.dishes ?? []) {
    const agreed = terms.dishPrices[dish.menuItemId];
    const tax = facts.dishTax(dish.menuItemId);
    const price = agreed ? { cents: agreed.cents, includesVat: agreed.includesVat } : dish.priceCents === null ? null : { cents: dish.priceCents, includesVat: tax.includesVat };
    // A dish without a price of its own is part of the stop price.
    if (!price || price.cents === 0 || dish.quantity <= 0) continue;
    lines.push({
      kind: 'DISH',
      quantity: dish.quantity,
      unitPriceCents: price.cents,
      vatRateBp: tax.vatRateBp,
      vatCategory: tax.vatCategory,
      includesVat: price.includesVat,
      descriptionEn: dish.nameEn,
      descriptionSl: dish.nameSl,
      menuItemId: dish.menuItemId,
    });
  }
  const crew = facts.preorder?.crewMeals ?? 0;
  if (crew > 0 && !terms.crewMealsFree && perGuest.cents > 0) {
    lines.push({ kind: 'CREW_MEALS', quantity: crew, unitPriceCents: perGuest.cents, ...taxOf(perGuest), descriptionEn: 'Crew meals (driver and guide)', descriptionSl: 'Obroki za posadko (voznik in vodič)' });
  }
  return { lines, fee: null, billedGuests: billed, guaranteedMinimum, freePlaces: free };
}

// ————— deposits taken off —————

/** An issued advance invoice of the reservation, as the final invoice deducts it. */
export interface AdvanceToDeduct extends TaxTerm {
  invoiceId: string;
  number: string;
  /** Its gross less what credit notes against it took back: what is left to deduct. */
  remainingCents: number;
}

/**
 * The ADVANCE_DEDUCTION lines of an invoice whose other lines are `lines`: one per advance with
 * something left, oldest first, each at most what the invoice still comes to, so the invoice is
 * never negative. A deduction is quantity −1 at the advance's gross (VAT included, at its rate),
 * like free places — never a negative unit price (EN 16931 BR-27). `unused` is what each advance
 * has left over: the caller credits it on the advance when the invoice is issued.
 */
export function advanceDeductionLines(lines: readonly DescribedLine[], advances: readonly AdvanceToDeduct[]): { lines: DescribedLine[]; unused: Array<{ invoiceId: string; unusedCents: number } & TaxTerm> } {
  let owed = lines.length ? invoiceTotals(lines).payableCents : 0;
  const deductions: DescribedLine[] = [];
  const unused: Array<{ invoiceId: string; unusedCents: number } & TaxTerm> = [];
  for (const advance of advances) {
    if (advance.remainingCents <= 0) continue;
    const { deductCents, unusedCents } = advanceDeduction(advance.remainingCents, owed);
    const tax = taxOf({ ...advance, includesVat: true });
    if (deductCents > 0) {
      deductions.push({
        kind: 'ADVANCE_DEDUCTION',
        quantity: -1,
        unitPriceCents: deductCents,
        ...tax,
        descriptionEn: `Deposit paid, advance invoice ${advance.number}`,
        descriptionSl: `Plačano predplačilo, avansni račun ${advance.number}`,
        deductsInvoiceId: advance.invoiceId,
      });
      owed -= deductCents;
    }
    if (unusedCents > 0) unused.push({ invoiceId: advance.invoiceId, unusedCents, ...tax });
  }
  return { lines: deductions, unused };
}

function taxOf(t: TaxTerm): TaxTerm {
  return { vatRateBp: t.vatRateBp, vatCategory: t.vatCategory, includesVat: t.includesVat };
}

// ————— numbers and dates —————

/** An invoice number of the yearly series: "2026-00001". */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}
