// Money as integers: amounts in cents with their currency, VAT rates in basis points (9.5 % = 950),
// unit net prices of gross-priced items in hundredths of a cent. No floating point touches an amount:
// every division goes through roundDiv, which rounds half away from zero (the rounding EN 16931 and
// Slovenian accounting practice expect: 0.5 → 1, −0.5 → −1). Plain functions: the web imports them.

/** ISO 4217 currencies the restaurant invoices in. One for now; the code travels with every amount. */
export const CURRENCIES = ['EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export interface Money {
  cents: number;
  currency: string;
}

/** 100 % in basis points. */
export const BASIS_POINTS = 10_000;
/** A VAT rate may be 0 % … 100 %. */
export const VAT_RATE_MAX_BP = BASIS_POINTS;
/** Unit net prices carry four decimals of the currency: 1 = a hundredth of a cent. */
export const UNIT_PRICE_SCALE = 100;

/** Thrown when an amount leaves the range integers are exact in: a bug or unbounded input, never rounded away. */
export class MoneyRangeError extends RangeError {}

function assertSafe(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new MoneyRangeError(`${what} is not a safe integer: ${value}`);
  return value;
}

/**
 * numerator ÷ denominator rounded to the nearest integer, halves away from zero. Both integers,
 * denominator positive; exact for every safe integer (no float division).
 */
export function roundDiv(numerator: number, denominator: number): number {
  return mulDiv(numerator, 1, denominator);
}

/**
 * a × b ÷ d rounded half away from zero, computed exactly (BigInt inside, so the product may exceed
 * the safe-integer range); the result must be a safe integer again.
 */
export function mulDiv(a: number, b: number, d: number): number {
  assertSafe(a, 'factor');
  assertSafe(b, 'factor');
  if (!Number.isSafeInteger(d) || d <= 0) throw new MoneyRangeError(`divisor must be a positive integer: ${d}`);
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  const magnitude = product < 0n ? -product : product;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return assertSafe(Number(product < 0n ? -quotient : quotient), 'result');
}

/** Multiplies integers, refusing a product beyond the exact range. */
export function times(a: number, b: number): number {
  return assertSafe(assertSafe(a, 'factor') * assertSafe(b, 'factor'), 'product');
}

/** `percent` % of an amount (a fee, a guaranteed share), rounded half away from zero. */
export function percentOf(cents: number, percent: number): number {
  return mulDiv(cents, percent, 100);
}

/** The VAT on a taxable amount: round(base × rate) (EN 16931 BR-CO-17). */
export function vatOn(baseCents: number, rateBp: number): number {
  return mulDiv(baseCents, rateBp, BASIS_POINTS);
}

/** A gross (VAT-inclusive) unit price as a unit net price in hundredths of a cent: round(gross ÷ (1 + rate)). */
export function unitNetFromGross(grossCents: number, rateBp: number): number {
  return mulDiv(grossCents, UNIT_PRICE_SCALE * BASIS_POINTS, BASIS_POINTS + rateBp);
}

/** A line's net amount in cents: round(quantity × unit net price), the unit price in hundredths of a cent. */
export function lineNet(quantity: number, unitNetPrice: number): number {
  return mulDiv(quantity, unitNetPrice, UNIT_PRICE_SCALE);
}

/** Whether a rate is a whole number of basis points from 0 % to 100 %. */
export function isVatRate(rateBp: number): boolean {
  return Number.isInteger(rateBp) && rateBp >= 0 && rateBp <= VAT_RATE_MAX_BP;
}

/** "9.5 %" / "9,5 %": a rate as people write it (no trailing zeros), in the language's decimal mark. */
export function formatRate(rateBp: number, language: 'en' | 'sl'): string {
  const whole = Math.trunc(rateBp / 100);
  const fraction = String(Math.abs(rateBp % 100)).padStart(2, '0').replace(/0+$/, '');
  const mark = language === 'sl' ? ',' : '.';
  return `${whole}${fraction ? mark + fraction : ''} %`;
}

/** An amount for people: "1.234,50 €" in Slovenian, "€1,234.50" in English. */
export function formatMoney(cents: number, currency: string, language: 'en' | 'sl'): string {
  return new Intl.NumberFormat(language === 'sl' ? 'sl-SI' : 'en-IE', { style: 'currency', currency }).format(cents / 100);
}

/** A line's quantity for people, signed as the amounts beside it are ("−1" in Slovenian). */
export function formatQuantity(quantity: number, language: 'en' | 'sl'): string {
  return new Intl.NumberFormat(language === 'sl' ? 'sl-SI' : 'en-IE').format(quantity);
}

/**
 * A unit net price (hundredths of a cent) for people, with two to four decimals: "€16.4384",
 * "1,80 €". Formatted from its exact decimal string, so no float rounding shows.
 */
export function formatUnitPrice(unitPrice: number, currency: string, language: 'en' | 'sl'): string {
  const format = new Intl.NumberFormat(language === 'sl' ? 'sl-SI' : 'en-IE', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return format.format(unitPriceToDecimal(unitPrice) as unknown as number);
}

/** An amount as a decimal string with two places ("-12.05"), for machine-readable documents. */
export function centsToDecimal(cents: number): string {
  assertSafe(cents, 'amount');
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A unit net price in hundredths of a cent as a decimal with four places ("16.4384"). */
export function unitPriceToDecimal(unitPrice: number): string {
  assertSafe(unitPrice, 'unit price');
  const sign = unitPrice < 0 ? '-' : '';
  const magnitude = Math.abs(unitPrice);
  const scale = 100 * UNIT_PRICE_SCALE;
  return `${sign}${Math.floor(magnitude / scale)}.${String(magnitude % scale).padStart(4, '0')}`;
}
