import { describe, expect, it } from 'vitest';
import { generateOrderNumber, isOrderNumber, normaliseOrderNumber, ORDER_NUMBER_ALPHABET } from './order-number.ts';

describe('order numbers', () => {
  it('uses no look-alike symbols', () => {
    for (const symbol of '01OIL') expect(ORDER_NUMBER_ALPHABET).not.toContain(symbol);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(31);
  });

  it('is six symbols in two groups of three', () => {
    for (let i = 0; i < 1000; i++) {
      const number = generateOrderNumber();
      expect(number).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
      expect(isOrderNumber(number)).toBe(true);
    }
  });

  it('draws every symbol from the random source', () => {
    const draws: number[] = [];
    const number = generateOrderNumber((max) => {
      draws.push(max);
      return draws.length - 1;
    });
    expect(draws).toEqual(Array(6).fill(31));
    expect(number).toBe('234-567');
    expect(generateOrderNumber(() => 30)).toBe('ZZZ-ZZZ');
  });

  it('rarely repeats (CSPRNG, 31^6 numbers)', () => {
    const seen = new Set(Array.from({ length: 20_000 }, () => generateOrderNumber()));
    expect(seen.size).toBeGreaterThan(19_990);
  });

  it('normalises what people type or read out, and refuses what it cannot be', () => {
    expect(normaliseOrderNumber('k7m q4p')).toBe('K7M-Q4P');
    expect(normaliseOrderNumber('K7MQ4P')).toBe('K7M-Q4P');
    expect(normaliseOrderNumber('K7M-Q4P')).toBe('K7M-Q4P');
    for (const bad of ['K7M-Q4', 'K0M-Q4P', 'KIM-Q4P', 'K7M-Q4PX', '']) expect(normaliseOrderNumber(bad), bad).toBeNull();
    expect(isOrderNumber('k7m-q4p')).toBe(false);
  });
});
