// Order numbers: short, readable over the phone, unique and stable ("K7M-Q4P").
// - 6 symbols from 31: the digits 2–9 and the letters without I, L and O, so nobody has to ask
//   "zero or O? one, I or L?". 31^6 ≈ 887 million numbers: a collision is rare, and the unique
//   index plus a retry (graph/services/reservations/place-reservation.ts) makes one harmless.
// - Drawn from the Web Crypto CSPRNG (rejection sampling, no modulo bias), so numbers say nothing
//   about how many reservations exist and cannot be guessed from a neighbour's. Web Crypto rather
//   than node:crypto keeps this module usable by the browser (it normalises typed numbers).
// - Stored exactly as shown (with the hyphen), so the database value, the e-mail and the screen agree.
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_LENGTH = 6;

export type RandomIndex = (exclusiveMax: number) => number;

/** A uniform integer in [0, exclusiveMax) from crypto.getRandomValues (exclusiveMax ≤ 256). */
function secureIndex(exclusiveMax: number): number {
  const limit = 256 - (256 % exclusiveMax);
  const byte = new Uint8Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(byte);
    if (byte[0]! < limit) return byte[0]! % exclusiveMax;
  }
}

export function generateOrderNumber(random: RandomIndex = secureIndex): string {
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
