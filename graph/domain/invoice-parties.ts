// The seller and the buyer of an invoice: what each must give (EU VAT Directive 2006/112/EC art. 226:
// full names and addresses, the seller's VAT ID, the buyer's where it has one) and the copy each
// invoice keeps of them when issued, so a later change of address — or the buyer's erasure — never
// rewrites an invoice.
import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { isBillingCountry, normaliseVatId, vatIdProblem } from './vat-id.ts';

export const BILLING_TEXT_LIMITS = {
  legalName: 200,
  addressLine: 200,
  postcode: 20,
  city: 100,
  email: 254,
  registrationNumber: 20,
  iban: 34,
  bic: 11,
  invoiceFooter: 1000,
} as const;

/** How long the seller's details may be as the manager types them (a VAT ID with spaces, an IBAN in groups of four). */
export const SELLER_INPUT_LIMITS = {
  legalName: BILLING_TEXT_LIMITS.legalName,
  addressLine: BILLING_TEXT_LIMITS.addressLine,
  postcode: BILLING_TEXT_LIMITS.postcode,
  city: BILLING_TEXT_LIMITS.city,
  vatId: 20,
  registrationNumber: BILLING_TEXT_LIMITS.registrationNumber,
  iban: 42,
  bic: BILLING_TEXT_LIMITS.bic,
  email: BILLING_TEXT_LIMITS.email,
  invoiceFooterEn: BILLING_TEXT_LIMITS.invoiceFooter,
  invoiceFooterSl: BILLING_TEXT_LIMITS.invoiceFooter,
} as const;

/** A party as an invoice keeps it (the jsonb `seller` and `buyer` columns). */
export interface InvoiceParty {
  legalName: string;
  addressLine: string;
  postcode: string;
  city: string;
  countryCode: string;
  /** Null for a buyer without one. */
  vatId: string | null;
  /** The seller's company register number; null for buyers. */
  registrationNumber: string | null;
  email: string | null;
  /** The seller's bank account; null for buyers. */
  iban: string | null;
  bic: string | null;
  /** The seller's footer as printed on the documents, per language (absent on buyers and older invoices). */
  footer?: { en: string; sl: string } | null;
}

/** An organisation's billing details as it (or staff) sends them. */
export interface BillingDetailsInput {
  legalName: string;
  addressLine: string;
  postcode: string;
  city: string;
  countryCode: string;
  vatId?: string | null;
  billingEmail?: string | null;
}

export type BillingField = 'legalName' | 'addressLine' | 'postcode' | 'city' | 'countryCode' | 'vatId' | 'billingEmail' | 'email' | 'registrationNumber' | 'iban' | 'bic' | 'invoiceFooterEn' | 'invoiceFooterSl';
export type BillingFieldError = 'REQUIRED' | 'TOO_LONG' | 'UNKNOWN_COUNTRY' | 'WRONG_COUNTRY' | 'INVALID_FORMAT' | 'INVALID_EMAIL' | 'INVALID_IBAN' | 'INVALID_BIC';

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function textError(value: string, max: number, required: boolean): BillingFieldError | null {
  if (required && !value.trim()) return 'REQUIRED';
  return value.trim().length > max ? 'TOO_LONG' : null;
}

/** The details cleaned (trimmed, country upper-cased, VAT ID normalised) and their field errors. */
export function checkBillingDetails(input: BillingDetailsInput): { details: BillingDetailsInput & { vatId: string | null; billingEmail: string | null }; errors: Partial<Record<BillingField, BillingFieldError>> } {
  const countryCode = input.countryCode.trim().toUpperCase();
  const vatText = input.vatId?.trim() ?? '';
  const vatId = vatText ? normaliseVatId(vatText, countryCode) : null;
  const billingEmail = input.billingEmail?.trim().toLowerCase() || null;
  const details = { legalName: input.legalName.trim(), addressLine: input.addressLine.trim(), postcode: input.postcode.trim(), city: input.city.trim(), countryCode, vatId, billingEmail };
  const errors: Partial<Record<BillingField, BillingFieldError>> = {};
  for (const field of ['legalName', 'addressLine', 'postcode', 'city'] as const) {
    const problem = textError(input[field], BILLING_TEXT_LIMITS[field], true);
    if (problem) errors[field] = problem;
  }
  if (!isBillingCountry(countryCode)) errors.countryCode = 'UNKNOWN_COUNTRY';
  else if (vatId) {
    const problem = vatId.length > 20 ? 'INVALID_FORMAT' : vatIdProblem(vatId, countryCode);
    if (problem) errors.vatId = problem;
  }
  if (billingEmail && (billingEmail.length > BILLING_TEXT_LIMITS.email || !EMAIL.test(billingEmail))) errors.billingEmail = 'INVALID_EMAIL';
  return { details, errors };
}

// IBANs and BICs by ibantools: each country's length and BBAN pattern besides the ISO 13616
// mod-97 check digits, so a mistyped Slovenian IBAN of the right digits but wrong length is refused too.

/** An IBAN as typed (spaces, dashes, any case) in its electronic form ("SI56191000000123438"); null when not a valid one. */
export function ibanElectronic(value: string): string | null {
  const iban = electronicFormatIBAN(value.trim());
  return iban && isValidIBAN(iban) ? iban : null;
}

/** Whether text (spaces and dashes ignored, any case) is a valid IBAN for its country. */
export function isIban(value: string): boolean {
  return ibanElectronic(value) !== null;
}

/** An IBAN as printed for people to type: in groups of four ("SI56 1910 0000 0123 438"). */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(electronicFormatIBAN(value) ?? value) ?? value;
}

/** Whether text (spaces ignored, any case) is a well-formed BIC (ISO 9362: 8 or 11 characters, a known country). */
export function isBic(value: string): boolean {
  return isValidBIC(value.replace(/\s/g, '').toUpperCase());
}

/** The restaurant's details as the manager keeps them (billing settings). */
export interface SellerDetails {
  legalName: string;
  addressLine: string;
  postcode: string;
  city: string;
  countryCode: string;
  vatId: string;
  registrationNumber: string;
  iban: string;
  bic: string;
  email: string;
  invoiceFooterEn: string;
  invoiceFooterSl: string;
}

/** Field errors of the seller's details as the manager saves them (blank is allowed until the first invoice). */
export function sellerDetailsProblems(s: SellerDetails): Partial<Record<BillingField, BillingFieldError>> {
  const errors: Partial<Record<BillingField, BillingFieldError>> = {};
  for (const field of ['legalName', 'addressLine', 'postcode', 'city', 'registrationNumber', 'bic'] as const) {
    const problem = textError(s[field], BILLING_TEXT_LIMITS[field], false);
    if (problem) errors[field] = problem;
  }
  if (textError(s.invoiceFooterEn, BILLING_TEXT_LIMITS.invoiceFooter, false)) errors.invoiceFooterEn = 'TOO_LONG';
  if (textError(s.invoiceFooterSl, BILLING_TEXT_LIMITS.invoiceFooter, false)) errors.invoiceFooterSl = 'TOO_LONG';
  if (!isBillingCountry(s.countryCode)) errors.countryCode = 'UNKNOWN_COUNTRY';
  else if (s.vatId) {
    const problem = vatIdProblem(s.vatId, s.countryCode);
    if (problem) errors.vatId = problem;
  }
  if (s.iban && !isIban(s.iban)) errors.iban = 'INVALID_IBAN';
  if (s.bic.trim() && !errors.bic && !isBic(s.bic)) errors.bic = 'INVALID_BIC';
  if (s.email && !EMAIL.test(s.email)) errors.email = 'INVALID_EMAIL';
  return errors;
}

/** What the seller still lacks before an invoice can be issued (art. 226: name, address, VAT ID; and where to pay). */
export function sellerMissing(s: SellerDetails): Array<keyof SellerDetails> {
  return (['legalName', 'addressLine', 'postcode', 'city', 'countryCode', 'vatId', 'iban'] as const).filter((field) => !s[field].trim());
}

export function sellerParty(s: SellerDetails): InvoiceParty {
  return {
    legalName: s.legalName,
    addressLine: s.addressLine,
    postcode: s.postcode,
    city: s.city,
    countryCode: s.countryCode,
    vatId: s.vatId || null,
    registrationNumber: s.registrationNumber || null,
    email: s.email || null,
    iban: s.iban ? (ibanElectronic(s.iban) ?? s.iban.replace(/\s/g, '').toUpperCase()) : null,
    bic: s.bic.trim() ? s.bic.replace(/\s/g, '').toUpperCase() : null,
    footer: { en: s.invoiceFooterEn, sl: s.invoiceFooterSl },
  };
}

export function buyerParty(d: { legalName: string; addressLine: string; postcode: string; city: string; countryCode: string; vatId: string | null; billingEmail: string | null }, accountEmail: string): InvoiceParty {
  return { legalName: d.legalName, addressLine: d.addressLine, postcode: d.postcode, city: d.city, countryCode: d.countryCode, vatId: d.vatId, registrationNumber: null, email: d.billingEmail ?? accountEmail, iban: null, bic: null };
}
