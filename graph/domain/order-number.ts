// Order numbers: short, readable over the phone, unique and stable ("K7M-Q4P").
// - 6 symbols from 31: the digits 2–9 and the letters without I, L and O, so nobody has to ask
//   "zero or O? one, I or L?". 31^6 ≈ 887 million numbers: a collision is rare, and the unique
//   index plus a retry (graph/services/reservations.ts) makes one harmless.
// - Drawn from the operating system's CSPRNG (crypto.randomInt, no modulo bias), so numbers say
//   nothing about how many reservations exist and cannot be guessed from a neighbour's.
// - Stored exactly as shown (with the hyphen), so the database value, the e-mail and the screen agree.
import { randomInt } from 'node:crypto';

export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_LENGTH = 6;

export type RandomIndex = (exclusiveMax: number) => number;

export function generateOrderNumber(random: RandomIndex = randomInt): string {
  let symbols = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) symbols += ORDER_NUMBER_ALPHABET[random(ORDER_NUMBER_ALPHABET.length)];
  return formatOrderNumber(symbols);
}

function formatOrderNumber(symbols: string): string {
  return `${symbols.slice(0, 3)}-${symbols.slice(3)}`;
}

/**
 * What someone typed or read out ("k7m q4p", "K7MQ4P") in the stored form, or null when it cannot
 * be an order number. 0, O, 1, I and L are never issued, so they are refused rather than guessed.
 */
export function normaliseOrderNumber(text: string): string | null {
  const symbols = text.toUpperCase().replace(/[\s-]/g, '');
  if (symbols.length !== ORDER_NUMBER_LENGTH) return null;
  for (const symbol of symbols) if (!ORDER_NUMBER_ALPHABET.includes(symbol)) return null;
  return formatOrderNumber(symbols);
}

export function isOrderNumber(text: string): boolean {
  return normaliseOrderNumber(text) === text;
}
