import { describe, expect, it } from 'vitest';
import { formatCents } from '../../components/money.ts';
import { MAX_PRICE_CENTS, centsToInput, decimalMark, parseEuros } from './money.ts';

const cents = (input: string) => {
  const result = parseEuros(input);
  return result.ok ? result.cents : result.problem;
};

describe('parseEuros', () => {
  it('reads whole euros and a decimal comma or point', () => {
    expect(cents('12')).toBe(1200);
    expect(cents('12,5')).toBe(1250);
    expect(cents('12.5')).toBe(1250);
    expect(cents('12,05')).toBe(1205);
    expect(cents('0,99')).toBe(99);
    expect(cents(',5')).toBe(50);
    expect(cents('7.')).toBe(700);
    expect(cents('0')).toBe(0);
  });

  it('ignores spaces and the euro sign, wherever people put them', () => {
    expect(cents(' 14,90 € ')).toBe(1490);
    expect(cents('€14.90')).toBe(1490);
    expect(cents('14,90\u00a0€')).toBe(1490);
    expect(cents('EUR 14,90')).toBe(1490);
  });

  it('accepts thousands groups when both marks are used', () => {
    expect(cents('1.000,00')).toBe(100_000);
    expect(cents('1,000.00')).toBe(100_000);
    expect(cents('1.00,00')).toBe('INVALID');
    expect(cents('1,000,00')).toBe('INVALID');
  });

  it('refuses more than two decimals (so "1.000" is not silently one euro)', () => {
    expect(cents('1.000')).toBe('TOO_PRECISE');
    expect(cents('2,499')).toBe('TOO_PRECISE');
  });

  it('refuses text, empty input and amounts outside 0–1000 €', () => {
    expect(cents('')).toBe('REQUIRED');
    expect(cents('   ')).toBe('REQUIRED');
    expect(cents('abc')).toBe('INVALID');
    expect(cents('12a')).toBe('INVALID');
    expect(cents('€')).toBe('REQUIRED');
    expect(cents('.')).toBe('INVALID');
    expect(cents('-5')).toBe('OUT_OF_RANGE');
    expect(cents('1000')).toBe(MAX_PRICE_CENTS);
    expect(cents('1000,01')).toBe('OUT_OF_RANGE');
    expect(cents('99999999999')).toBe('OUT_OF_RANGE');
    expect(cents('-0')).toBe(0);
  });

  it('lets an optional field stay empty', () => {
    expect(parseEuros('', { optional: true })).toEqual({ ok: true, cents: null });
    expect(parseEuros('3,2', { optional: true })).toEqual({ ok: true, cents: 320 });
  });
});

describe('formatting', () => {
  it('formats cents as currency in the page language', () => {
    expect(formatCents(1250, 'en')).toBe('€12.50');
    expect(formatCents(1250, 'sl').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatCents(0, 'en')).toBe('€0.00');
  });

  it('writes amounts back into the input with the language’s decimal mark', () => {
    expect(centsToInput(1250, 'sl')).toBe('12,50');
    expect(centsToInput(1250, 'en')).toBe('12.50');
    expect(centsToInput(1205, 'en')).toBe('12.05');
    expect(centsToInput(1200, 'sl')).toBe('12');
    expect(centsToInput(null, 'sl')).toBe('');
    expect(decimalMark('sl')).toBe(',');
    expect(decimalMark('en')).toBe('.');
  });

  it('round-trips every cent value through the input', () => {
    for (const value of [0, 1, 9, 10, 99, 100, 101, 1999, 45_678, MAX_PRICE_CENTS]) {
      for (const locale of ['en', 'sl']) expect(parseEuros(centsToInput(value, locale))).toEqual({ ok: true, cents: value });
    }
  });
});
