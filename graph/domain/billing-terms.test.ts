import { describe, expect, it } from 'vitest';
import {
  agreementInForce,
  agreementProblems,
  bookingTerms,
  cancellationTermsProblem,
  cancellationTier,
  DEFAULT_CANCELLATION_TERMS,
  parseBookingTerms,
  periodsOverlap,
  type AgreementTerms,
  type RestaurantTerms,
} from './billing-terms.ts';
import { priceProblem } from './content-rules.ts';

const restaurant: RestaurantTerms = {
  currency: 'EUR',
  stopPrices: {
    LONG_STOP: { cents: 1800, vatRateBp: 950, vatCategory: 'S', includesVat: true },
    SHORT_STOP: { cents: 650, vatRateBp: 2200, vatCategory: 'S', includesVat: true },
  },
  crewMealsFree: true,
  paymentTermsDays: 14,
  cancellation: DEFAULT_CANCELLATION_TERMS,
};

const agreement = (over: Partial<AgreementTerms & { id: string }> = {}): AgreementTerms & { id: string } => ({
  id: 'a1',
  validFrom: '2026-04-01',
  validUntil: '2026-10-31',
  stopPrices: { LONG_STOP: 1500 },
  pricesIncludeVat: false,
  dishPrices: [],
  freePlaces: { perPaying: 20, max: 2 },
  crewMealsFree: false,
  paymentTermsDays: 30,
  guaranteedPercent: 80,
  cancellation: { tiers: [{ hoursBefore: 72, percent: 30 }], noShowPercent: 90 },
  ...over,
});

describe('cancellation terms', () => {
  it('accepts sensible tiers and finds the one a cancellation falls in', () => {
    const terms = { tiers: [{ hoursBefore: 24, percent: 80 }, { hoursBefore: 72, percent: 20 }], noShowPercent: 100 };
    expect(cancellationTermsProblem(terms)).toBeNull();
    expect(cancellationTier(terms, 100)).toBeNull();
    expect(cancellationTier(terms, 71)).toEqual({ hoursBefore: 72, percent: 20 });
    expect(cancellationTier(terms, 5)).toEqual({ hoursBefore: 24, percent: 80 });
    expect(cancellationTier(terms, -3)).toEqual({ hoursBefore: 24, percent: 80 });
  });

  it('refuses terms under which calling closer to arrival, or not at all, costs less', () => {
    expect(cancellationTermsProblem({ tiers: [{ hoursBefore: 24, percent: 20 }, { hoursBefore: 72, percent: 80 }], noShowPercent: 100 })).toBe('CLOSER_IS_CHEAPER');
    expect(cancellationTermsProblem({ tiers: [{ hoursBefore: 24, percent: 80 }], noShowPercent: 50 })).toBe('CLOSER_IS_CHEAPER');
    expect(cancellationTermsProblem({ tiers: [{ hoursBefore: 24, percent: 10 }, { hoursBefore: 24, percent: 20 }], noShowPercent: 100 })).toBe('DUPLICATE_TIER');
    expect(cancellationTermsProblem({ tiers: [{ hoursBefore: 0, percent: 10 }], noShowPercent: 100 })).toBe('HOURS_OUT_OF_RANGE');
    expect(cancellationTermsProblem({ tiers: [], noShowPercent: 101 })).toBe('PERCENT_OUT_OF_RANGE');
    expect(cancellationTermsProblem({ tiers: Array.from({ length: 6 }, (_, i) => ({ hoursBefore: i + 1, percent: 10 })), noShowPercent: 100 })).toBe('TOO_MANY_TIERS');
  });
});

describe('agreements', () => {
  it('checks their fields', () => {
    expect(agreementProblems(agreement(), priceProblem)).toEqual({});
    expect(
      agreementProblems(
        agreement({
          validUntil: '2026-03-01',
          stopPrices: { LONG_STOP: -1 },
          dishPrices: [
            { menuItemId: 'x', priceCents: 1 },
            { menuItemId: 'x', priceCents: 2 },
          ],
          freePlaces: { perPaying: 0, max: 2 },
          paymentTermsDays: 500,
          guaranteedPercent: 0,
          cancellation: { tiers: [], noShowPercent: 120 },
        }),
        priceProblem,
      ),
    ).toEqual({
      validUntil: 'BEFORE_START',
      stopPrices: 'OUT_OF_RANGE',
      dishPrices: 'DUPLICATE',
      freePlaces: 'OUT_OF_RANGE',
      paymentTermsDays: 'OUT_OF_RANGE',
      guaranteedPercent: 'OUT_OF_RANGE',
      cancellation: 'PERCENT_OUT_OF_RANGE',
    });
  });

  it('applies on the arrival day within its validity; periods that share a day overlap', () => {
    const summer = agreement();
    const open = agreement({ id: 'a2', validFrom: '2026-11-01', validUntil: null });
    expect(agreementInForce([summer, open], '2026-04-01')?.id).toBe('a1');
    expect(agreementInForce([summer, open], '2026-10-31')?.id).toBe('a1');
    expect(agreementInForce([summer, open], '2030-01-01')?.id).toBe('a2');
    expect(agreementInForce([summer, open], '2026-03-31')).toBeNull();
    expect(periodsOverlap(summer, open)).toBe(false);
    expect(periodsOverlap(summer, agreement({ validFrom: '2026-10-31', validUntil: null }))).toBe(true);
    expect(periodsOverlap(agreement({ validUntil: null }), agreement({ validFrom: '2020-01-01', validUntil: '2026-04-01' }))).toBe(true);
  });
});

describe('the snapshot a reservation keeps', () => {
  it('takes the restaurant’s terms without an agreement', () => {
    const terms = bookingTerms(restaurant, null);
    expect(terms).toMatchObject({ agreementId: null, crewMealsFree: true, paymentTermsDays: 14, guaranteedPercent: null, freePlaces: null, cancellation: DEFAULT_CANCELLATION_TERMS });
    expect(terms.stopPrices.LONG_STOP.cents).toBe(1800);
  });

  it('lays the agreement over them, keeping list prices and VAT rates where it sets none', () => {
    const terms = bookingTerms(restaurant, agreement({ dishPrices: [{ menuItemId: 'trout', priceCents: 380 }] }));
    expect(terms.stopPrices.LONG_STOP).toEqual({ cents: 1500, vatRateBp: 950, vatCategory: 'S', includesVat: false });
    expect(terms.stopPrices.SHORT_STOP).toEqual(restaurant.stopPrices.SHORT_STOP);
    expect(terms.dishPrices).toEqual({ trout: { cents: 380, includesVat: false } });
    expect(terms).toMatchObject({ agreementId: 'a1', crewMealsFree: false, paymentTermsDays: 30, guaranteedPercent: 80, cancellation: { tiers: [{ hoursBefore: 72, percent: 30 }], noShowPercent: 90 } });
    // An agreement that leaves a term open takes the restaurant's.
    expect(bookingTerms(restaurant, agreement({ crewMealsFree: null, paymentTermsDays: null, cancellation: null }))).toMatchObject({ crewMealsFree: true, paymentTermsDays: 14, cancellation: DEFAULT_CANCELLATION_TERMS });
  });

  it('reads back what it stored, and nothing it cannot trust', () => {
    const terms = bookingTerms(restaurant, agreement({ dishPrices: [{ menuItemId: 'trout', priceCents: 380 }] }));
    expect(parseBookingTerms(JSON.parse(JSON.stringify(terms)))).toEqual(terms);
    expect(parseBookingTerms(null)).toBeNull();
    expect(parseBookingTerms({ version: 2 })).toBeNull();
    expect(parseBookingTerms({ ...terms, stopPrices: { LONG_STOP: { cents: -5 } } })).toBeNull();
  });
});
