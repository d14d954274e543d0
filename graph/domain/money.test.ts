import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDecimal, formatMoney, formatRate, formatUnitPrice, lineNet, MoneyRangeError, mulDiv, percentOf, roundDiv, unitNetFromGross, unitPriceToDecimal, vatOn } from './money.ts';

describe('rounding half away from zero', () => {
  it('rounds halves away from zero, both signs', () => {
    expect(roundDiv(5, 2)).toBe(3);
    expect(roundDiv(-5, 2)).toBe(-3);
    expect(roundDiv(4, 2)).toBe(2);
    expect(roundDiv(7, 4)).toBe(2);
    expect(roundDiv(-7, 4)).toBe(-2);
    expect(roundDiv(1, 3)).toBe(0);
    expect(roundDiv(-1, 3)).toBe(-0 || 0);
    expect(vatOn(5, 1000)).toBe(1); // 0.5 → 1
    expect(vatOn(-5, 1000)).toBe(-1);
  });

  it('agrees with exact rational rounding for any safe integers (no float on the way)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (a, b, d) => {
        const result = mulDiv(a, b, d);
        const exact = BigInt(a) * BigInt(b);
        // |result × d − exact| ≤ d/2, and a tie goes away from zero.
        const diff = BigInt(result) * BigInt(d) - exact;
        const twice = diff < 0n ? -diff * 2n : diff * 2n;
        expect(twice <= BigInt(d)).toBe(true);
        if (twice === BigInt(d)) expect(Math.abs(result) * d > Math.abs(Number(exact))).toBe(true);
      }),
    );
  });

  it('refuses amounts outside the exact range instead of rounding them', () => {
    expect(() => roundDiv(Number.MAX_SAFE_INTEGER + 2, 3)).toThrow(MoneyRangeError);
    expect(() => roundDiv(1, 0)).toThrow(MoneyRangeError);
    expect(() => mulDiv(0.5, 2, 1)).toThrow(MoneyRangeError);
  });
});

describe('VAT arithmetic', () => {
  it('takes VAT on the base, and unit net prices from gross prices to four decimals', () => {
    expect(vatOn(57534, 950)).toBe(5466); // 575.34 × 9.5 % = 54.6573
    expect(vatOn(10000, 2200)).toBe(2200);
    expect(unitNetFromGross(1800, 950)).toBe(164384); // 18.00 / 1.095 = 16.43835…
    expect(unitPriceToDecimal(164384)).toBe('16.4384');
    expect(formatUnitPrice(164384, 'EUR', 'en')).toBe('€16.4384');
    expect(formatUnitPrice(18000, 'EUR', 'sl').replace(/\s/g, ' ')).toBe('1,80 €');
    expect(lineNet(35, 164384)).toBe(57534); // 575.344
    expect(lineNet(-2, 164384)).toBe(-3288);
    expect(percentOf(72000, 50)).toBe(36000);
    expect(percentOf(1, 50)).toBe(1);
  });

  it('writes amounts and rates as people and documents do', () => {
    expect(centsToDecimal(-1205)).toBe('-12.05');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(formatRate(950, 'sl')).toBe('9,5 %');
    expect(formatRate(950, 'en')).toBe('9.5 %');
    expect(formatRate(2200, 'en')).toBe('22 %');
    expect(formatRate(0, 'en')).toBe('0 %');
    expect(formatMoney(1234567, 'EUR', 'sl')).toMatch(/^12\.345,67\s€$/);
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
  });
});
