import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  billedHeadcount,
  decideFee,
  draftLines,
  formatInvoiceNumber,
  freePlaces,
  invoiceTotals,
  LINE_QUANTITY_MAX,
  lineProblem,
  type BillingFacts,
  type LineInput,
} from './billing.ts';
import { bookingTerms, DEFAULT_CANCELLATION_TERMS, type BookingTerms, type RestaurantTerms, type TaxTerm } from './billing-terms.ts';
import { BASIS_POINTS, vatOn } from './money.ts';

const reduced: TaxTerm = { vatRateBp: 950, vatCategory: 'S', includesVat: true };
const general: TaxTerm = { vatRateBp: 2200, vatCategory: 'S', includesVat: true };

const restaurant: RestaurantTerms = {
  currency: 'EUR',
  stopPrices: { LONG_STOP: { cents: 1800, ...reduced }, SHORT_STOP: { cents: 650, ...general } },
  crewMealsFree: true,
  paymentTermsDays: 14,
  cancellation: DEFAULT_CANCELLATION_TERMS,
};
const listTerms: BookingTerms = bookingTerms(restaurant, null);

// ————— the property: no combination of lines breaks the totals' arithmetic —————

const RATES = [0, 500, 950, 2000, 2200, 2500, 2700];
const lineArb: fc.Arbitrary<LineInput> = fc.record({
  quantity: fc.integer({ min: -LINE_QUANTITY_MAX, max: LINE_QUANTITY_MAX }).filter((q) => q !== 0),
  unitPriceCents: fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 10_000_000 })),
  vatRateBp: fc.oneof(fc.constantFrom(...RATES), fc.integer({ min: 0, max: BASIS_POINTS })),
  vatCategory: fc.constantFrom('S' as const, 'Z' as const),
  includesVat: fc.boolean(),
});

describe('invoice totals (property)', () => {
  it('sum of line nets = total net; VAT per rate = round(base × rate); grand total = net + VAT; payable = total + rounding', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 40 }), (lines) => {
        const t = invoiceTotals(lines);
        expect(t.lines.reduce((sum, l) => sum + l.netCents, 0)).toBe(t.netCents);
        for (const row of t.vatBreakdown) {
          const members = t.lines.filter((l) => l.vatRateBp === row.vatRateBp && l.vatCategory === row.vatCategory);
          expect(members.reduce((sum, l) => sum + l.netCents, 0)).toBe(row.baseCents);
          expect(row.vatCents).toBe(vatOn(row.baseCents, row.vatRateBp));
        }
        expect(new Set(t.vatBreakdown.map((r) => `${r.vatCategory}:${r.vatRateBp}`)).size).toBe(t.vatBreakdown.length);
        expect(t.vatBreakdown.reduce((sum, r) => sum + r.vatCents, 0)).toBe(t.vatCents);
        expect(t.totalCents).toBe(t.netCents + t.vatCents);
        expect(t.payableCents).toBe(t.totalCents + t.roundingCents);
        for (const l of t.lines) {
          // A reader's calculator: quantity × unit net price (four decimals), rounded, is the line.
          expect(Math.abs(l.netCents * 100 - l.quantity * l.unitNetPrice)).toBeLessThanOrEqual(50);
          if (!l.includesVat) expect(l.netCents).toBe(l.quantity * l.unitPriceCents + 0);
        }
        if (lines.some((l) => !l.includesVat)) expect(t.roundingCents).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips gross prices: the amount due is the sum of the gross amounts, the rounding a few cents at most', () => {
    fc.assert(
      fc.property(fc.array(lineArb.map((l) => ({ ...l, includesVat: true })), { minLength: 1, maxLength: 40 }), (lines) => {
        const t = invoiceTotals(lines);
        const gross = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
        expect(t.payableCents).toBe(gross);
        // Each line's net is within half a cent of its four-decimal unit price times the quantity, which is
        // within |quantity| × 0.005 cent of the exact net; each rate's VAT within half a cent.
        const bound = lines.reduce((sum, l) => sum + (0.5 + Math.abs(l.quantity) * 0.005) * (1 + l.vatRateBp / BASIS_POINTS), 0) + 0.5 * t.vatBreakdown.length;
        expect(Math.abs(t.roundingCents)).toBeLessThanOrEqual(Math.ceil(bound));
      }),
      { numRuns: 2000 },
    );
  });

  it('prices a gross line exactly where the rates allow it', () => {
    // 35 × 18.00 incl. 9.5 %: 16.4384 net each, 575.34 net, 54.66 VAT, 630.00 — nothing to round.
    const t = invoiceTotals([{ quantity: 35, unitPriceCents: 1800, ...reduced }]);
    expect(t.lines[0]).toMatchObject({ unitNetPrice: 164384, netCents: 57534, grossCents: 63000 });
    expect(t.vatBreakdown).toEqual([{ vatCategory: 'S', vatRateBp: 950, baseCents: 57534, vatCents: 5466 }]);
    expect([t.netCents, t.vatCents, t.totalCents, t.roundingCents, t.payableCents]).toEqual([57534, 5466, 63000, 0, 63000]);
  });

  it('takes VAT on the sum of the nets per rate, not per line, and rounds only what is left', () => {
    // 28 × 12.50 incl. 9.5 %: 11.4155 net each → 319.63 net, VAT 30.36, 349.99: one cent rounds it to 350.00.
    const t = invoiceTotals([
      { quantity: 28, unitPriceCents: 1250, ...reduced },
      { quantity: 10, unitPriceCents: 250, ...general },
    ]);
    expect(t.vatBreakdown.map((r) => [r.vatRateBp, r.baseCents, r.vatCents])).toEqual([
      [2200, 2049, 451],
      [950, 31963, 3036],
    ]);
    expect(t.totalCents).toBe(37499);
    expect(t.roundingCents).toBe(1);
    expect(t.payableCents).toBe(37500);
    // Net prices: exact, no rounding amount.
    const net = invoiceTotals([
      { quantity: 3, unitPriceCents: 333, vatRateBp: 2200, vatCategory: 'S', includesVat: false },
      { quantity: 3, unitPriceCents: 333, vatRateBp: 2200, vatCategory: 'S', includesVat: false },
    ]);
    expect([net.netCents, net.vatCents, net.roundingCents]).toEqual([1998, 440, 0]); // 19.98 × 22 % = 4.3956
  });

  it('refuses lines outside the bounds', () => {
    expect(lineProblem({ quantity: 0, unitPriceCents: 1, ...general })).toBe('QUANTITY_OUT_OF_RANGE');
    expect(lineProblem({ quantity: 1.5, unitPriceCents: 1, ...general })).toBe('QUANTITY_OUT_OF_RANGE');
    expect(lineProblem({ quantity: 1, unitPriceCents: -1, ...general })).toBe('PRICE_OUT_OF_RANGE');
    expect(lineProblem({ quantity: 1, unitPriceCents: 1, ...general, vatRateBp: 10_001 })).toBe('RATE_OUT_OF_RANGE');
    expect(() => invoiceTotals([{ quantity: 1, unitPriceCents: 1e12, ...general }])).toThrow(RangeError);
  });
});

describe('free places and the guaranteed headcount', () => {
  it('gives one free place on top of every 20 paying, up to the cap', () => {
    const rule = { perPaying: 20, max: 2 };
    expect([20, 21, 41, 42, 63, 100].map((n) => freePlaces(rule, n))).toEqual([0, 1, 1, 2, 2, 2]);
    expect(freePlaces({ perPaying: 20, max: null }, 100)).toBe(4);
    expect(freePlaces(null, 100)).toBe(0);
  });

  it('bills at least the guaranteed share of the reconfirmed guests, rounded up', () => {
    expect(billedHeadcount({ actualGuests: 28, reconfirmedGuests: 40, guaranteedPercent: 80 })).toEqual({ billed: 32, guaranteedMinimum: 32 });
    expect(billedHeadcount({ actualGuests: 35, reconfirmedGuests: 40, guaranteedPercent: 80 })).toEqual({ billed: 35, guaranteedMinimum: 32 });
    expect(billedHeadcount({ actualGuests: 10, reconfirmedGuests: 33, guaranteedPercent: 90 }).billed).toBe(30); // 29.7 → 30
    expect(billedHeadcount({ actualGuests: null, reconfirmedGuests: 40, guaranteedPercent: null }).billed).toBe(40);
  });
});

describe('the fee of a closed reservation', () => {
  const arrivalAt = new Date('2026-07-18T10:00:00Z');
  const hoursBefore = (h: number) => new Date(arrivalAt.getTime() - h * 3_600_000);
  const closed = (outcome: BillingFacts['outcome'], closedAt: Date | null) => ({ outcome, type: 'LONG_STOP' as const, guests: 40, arrivalAt, closedAt });

  it('charges a no-show its share of the booked guests’ price', () => {
    expect(decideFee(closed('NO_SHOW', arrivalAt), listTerms)).toMatchObject({ reason: 'NO_SHOW', percent: 100, amountCents: 72000, guests: 40 });
  });

  it('charges a client’s cancellation by the tier it fell in, free before the first', () => {
    expect(decideFee(closed('CANCELLED_BY_CLIENT', hoursBefore(49)), listTerms)).toBeNull();
    expect(decideFee(closed('CANCELLED_BY_CLIENT', hoursBefore(48)), listTerms)).toBeNull();
    expect(decideFee(closed('CANCELLED_BY_CLIENT', hoursBefore(47.9)), listTerms)).toMatchObject({ reason: 'LATE_CANCELLATION', percent: 50, amountCents: 36000, tier: { hoursBefore: 48 } });
    const tiered = { ...listTerms, cancellation: { tiers: [{ hoursBefore: 72, percent: 20 }, { hoursBefore: 24, percent: 80 }], noShowPercent: 100 } };
    expect(decideFee(closed('CANCELLED_BY_CLIENT', hoursBefore(50)), tiered)).toMatchObject({ percent: 20 });
    expect(decideFee(closed('CANCELLED_BY_CLIENT', hoursBefore(2)), tiered)).toMatchObject({ percent: 80 });
    expect(decideFee(closed('CANCELLED_BY_CLIENT', new Date(arrivalAt.getTime() + 60_000)), tiered)).toMatchObject({ percent: 80 });
  });

  it('charges nothing for the restaurant’s cancellations, declines, arrivals, or a 0 % tier', () => {
    for (const outcome of ['CANCELLED_BY_STAFF', 'DECLINED', 'ARRIVED', null] as const) expect(decideFee(closed(outcome, hoursBefore(1)), listTerms)).toBeNull();
    expect(decideFee(closed('NO_SHOW', arrivalAt), { ...listTerms, cancellation: { tiers: [], noShowPercent: 0 } })).toBeNull();
  });
});

describe('the draft of an invoice', () => {
  const dishTax = (): TaxTerm => reduced;
  const facts = (over: Partial<BillingFacts> = {}): BillingFacts => ({
    type: 'LONG_STOP',
    outcome: 'ARRIVED',
    guests: 35,
    actualGuests: 35,
    arrivalAt: new Date('2026-07-18T10:00:00Z'),
    closedAt: new Date('2026-07-18T10:05:00Z'),
    preorder: {
      dishes: [
        { menuItemId: 'goulash', nameEn: 'Goulash', nameSl: 'Golaž', priceCents: null, quantity: 28 },
        { menuItemId: 'trout', nameEn: 'Trout', nameSl: 'Postrv', priceCents: 450, quantity: 7 },
      ],
      crewMeals: 2,
    },
    terms: listTerms,
    dishTax,
    feeWaived: false,
    ...over,
  });

  it('bills the guests, dishes with a price of their own, and crew meals unless free', () => {
    const draft = draftLines(facts({ terms: { ...listTerms, crewMealsFree: false } }));
    expect(draft.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents])).toEqual([
      ['GUESTS', 35, 1800],
      ['DISH', 7, 450],
      ['CREW_MEALS', 2, 1800],
    ]);
    expect(draft.lines[1]!.descriptionSl).toBe('Postrv');
    expect(draftLines(facts()).lines.map((l) => l.kind)).toEqual(['GUESTS', 'DISH']);
  });

  it('applies the agreement: its prices, free places, the guaranteed minimum', () => {
    const terms = bookingTerms(restaurant, {
      id: 'agreement-1',
      validFrom: '2026-01-01',
      validUntil: null,
      stopPrices: { LONG_STOP: 1500 },
      pricesIncludeVat: false,
      dishPrices: [{ menuItemId: 'trout', priceCents: 380 }],
      freePlaces: { perPaying: 20, max: 2 },
      crewMealsFree: null,
      paymentTermsDays: 30,
      guaranteedPercent: 80,
      cancellation: null,
    });
    const draft = draftLines(facts({ terms, guests: 50, actualGuests: 36 }));
    expect(draft.billedGuests).toBe(40);
    expect(draft.freePlaces).toBe(1);
    expect(draft.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents, l.includesVat])).toEqual([
      ['GUESTS', 40, 1500, false],
      ['FREE_PLACES', -1, 1500, false],
      ['DISH', 7, 380, false],
    ]);
    expect(draft.lines[0]!.descriptionEn).toContain('guaranteed minimum: 80 % of 50');
    const totals = invoiceTotals(draft.lines);
    expect(totals.netCents).toBe(39 * 1500 + 7 * 380);
  });

  it('bills a fee for a no-show or a late cancellation, unless waived', () => {
    const noShow = draftLines(facts({ outcome: 'NO_SHOW', actualGuests: null, guests: 40 }));
    expect(noShow.lines.map((l) => [l.kind, l.quantity, l.unitPriceCents])).toEqual([['FEE', 1, 72000]]);
    expect(noShow.lines[0]!.descriptionSl).toContain('Strošek neprihoda');
    const waived = draftLines(facts({ outcome: 'NO_SHOW', actualGuests: null, guests: 40, feeWaived: true }));
    expect(waived.lines).toEqual([]);
    expect(waived.fee?.amountCents).toBe(72000);
    expect(draftLines(facts({ outcome: 'CANCELLED_BY_STAFF' })).lines).toEqual([]);
  });

  it('numbers invoices by year', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-00001');
    expect(formatInvoiceNumber(2026, 123456)).toBe('2026-123456');
  });
});
