// VAT identification numbers: written as people type them ("si 1234 5678"), stored as the EU writes
// them ("SI12345678"), and checked for the buyer's country — its prefix (EL for Greece), its format
// and, where the country has one, its check digits — with jsvat, the well-kept table of EU formats.
// A format check, not a registry look-up: VIES is not reachable from here, and a valid-looking
// number is what an invoice needs to carry.
import { checkVAT, countries, type Country } from 'jsvat';

/** EU member states (ISO 3166-1 alpha-2), whose buyers' VAT IDs are checked by format. */
export const EU_COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'] as const;

/** Countries a billing address may be in: the EU and the neighbours coaches come from. */
export const BILLING_COUNTRIES = [...EU_COUNTRIES, 'CH', 'GB', 'NO', 'RS', 'BA', 'ME', 'MK', 'AL', 'UA', 'TR', 'US'] as const;

export function isBillingCountry(code: string): boolean {
  return (BILLING_COUNTRIES as readonly string[]).includes(code);
}

/** The prefix a country's VAT IDs carry: the country code, except Greece's EL. */
export function vatPrefix(countryCode: string): string {
  return countryCode === 'GR' ? 'EL' : countryCode;
}

/** Upper case, without spaces, dots, dashes or slashes; the country's prefix added when missing. */
export function normaliseVatId(value: string, countryCode: string): string {
  const compact = value.toUpperCase().replace(/[\s.\-/]/g, '');
  const prefix = vatPrefix(countryCode);
  return /^[A-Z]{2}/.test(compact) ? compact : `${prefix}${compact}`;
}

export type VatIdProblem = 'WRONG_COUNTRY' | 'INVALID_FORMAT';

function countryRules(countryCode: string): Country | null {
  return countries.find((c) => c.codes[0] === countryCode) ?? null;
}

/**
 * Why a VAT ID (normalised) does not fit its country, or null when it does. EU countries: the
 * prefix must be the country's and the number must pass jsvat's format and checksum. Elsewhere
 * (Switzerland, Norway, the UK...): the country's prefix and 2–14 letters or digits after it.
 */
export function vatIdProblem(vatId: string, countryCode: string): VatIdProblem | null {
  const prefix = vatPrefix(countryCode);
  if (!vatId.startsWith(prefix)) return 'WRONG_COUNTRY';
  const rules = (EU_COUNTRIES as readonly string[]).includes(countryCode) ? countryRules(countryCode) : null;
  if (rules) return checkVAT(vatId, [rules]).isValid ? null : 'INVALID_FORMAT';
  return /^[A-Z0-9]{2,14}$/.test(vatId.slice(prefix.length)) ? null : 'INVALID_FORMAT';
}
