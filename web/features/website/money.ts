// Money as the manager types it and as the pages show it. Prices travel in cents (integers); people
// type euros with a decimal comma (Slovenian habit) or point (English), with or without "€". No
// floating point on the way: "12,5" is split into euros and cents as text.
import { PRICE_MAX_CENTS } from '../../../graph/domain/content-rules.ts';

/** The API's limit for a per-guest or per-item price: 0 € to 1000 €. */
export const MAX_PRICE_CENTS = PRICE_MAX_CENTS;

export type MoneyProblem = 'REQUIRED' | 'INVALID' | 'TOO_PRECISE' | 'OUT_OF_RANGE';

export type MoneyResult = { ok: true; cents: number | null } | { ok: false; problem: MoneyProblem };

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * Parses a euro amount: "12", "12,5", "12.50", "€ 12,50", "12,50 €", "1.000,00", "1,000.00".
 * With both separators the last one is the decimal mark and the other must group thousands. At most
 * two decimals. `optional`: an empty field is fine (cents null), e.g. a menu item included in the stop price.
 */
export function parseEuros(input: string, options: { optional?: boolean; max?: number } = {}): MoneyResult {
  const max = options.max ?? MAX_PRICE_CENTS;
  let text = input.replace(SPACES, '').replace(/€|eur$/i, '').replace(/^eur/i, '');
  if (text === '') return options.optional ? { ok: true, cents: null } : { ok: false, problem: 'REQUIRED' };
  let negative = false;
  if (text.startsWith('-') || text.startsWith('−')) {
    negative = true;
    text = text.slice(1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { ok: false, problem: 'INVALID' };

  const lastComma = text.lastIndexOf(',');
  const lastPoint = text.lastIndexOf('.');
  let whole = text;
  let fraction = '';
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    const at = text.lastIndexOf(decimal);
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (fraction.includes(grouping) || fraction.includes(decimal)) return { ok: false, problem: 'INVALID' };
    // Thousands groups: 1.000 or 12.345.678 — three digits after every separator.
    if (!new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`).test(whole)) return { ok: false, problem: 'INVALID' };
    whole = whole.split(grouping).join('');
  } else if (lastComma >= 0 || lastPoint >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const parts = text.split(mark);
    if (parts.length !== 2) return { ok: false, problem: 'INVALID' };
    [whole, fraction] = parts as [string, string];
  }
  if (whole === '') whole = '0';
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return { ok: false, problem: 'INVALID' };
  if (fraction.length > 2) return { ok: false, problem: 'TOO_PRECISE' };
  if (whole.length > 9) return { ok: false, problem: 'OUT_OF_RANGE' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (negative && cents > 0) return { ok: false, problem: 'OUT_OF_RANGE' };
  if (cents > max) return { ok: false, problem: 'OUT_OF_RANGE' };
  return { ok: true, cents };
}

/** The amount as the input shows it for editing: "12" or "12,50" (sl) / "12.50" (en), no symbol. */
export function centsToInput(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined) return '';
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  if (rest === 0) return String(euros);
  const mark = decimalMark(locale);
  return `${euros}${mark}${String(rest).padStart(2, '0')}`;
}

/** The locale's decimal mark: "," for Slovenian, "." for English. */
export function decimalMark(locale: string): string {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}
