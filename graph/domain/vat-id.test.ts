import { describe, expect, it } from 'vitest';
import { normaliseVatId, vatIdProblem } from './vat-id.ts';

describe('VAT IDs', () => {
  it('are written as the EU writes them', () => {
    expect(normaliseVatId('si 5022 3054', 'SI')).toBe('SI50223054');
    expect(normaliseVatId('50223054', 'SI')).toBe('SI50223054');
    expect(normaliseVatId('094259216', 'GR')).toBe('EL094259216');
    expect(normaliseVatId('de-136.695.976', 'DE')).toBe('DE136695976');
  });

  it('are checked for their country: prefix, format and check digits', () => {
    expect(vatIdProblem('SI50223054', 'SI')).toBeNull();
    expect(vatIdProblem('SI50223055', 'SI')).toBe('INVALID_FORMAT'); // check digit
    expect(vatIdProblem('SI1234567', 'SI')).toBe('INVALID_FORMAT');
    expect(vatIdProblem('DE136695976', 'DE')).toBeNull();
    expect(vatIdProblem('DE136695976', 'AT')).toBe('WRONG_COUNTRY');
    expect(vatIdProblem('ATU13585627', 'AT')).toBeNull();
    expect(vatIdProblem('EL094259216', 'GR')).toBeNull();
    expect(vatIdProblem('CHE123456789', 'CH')).toBeNull();
    expect(vatIdProblem('CH<script>', 'CH')).toBe('INVALID_FORMAT');
  });
});

import { checkBillingDetails, isIban, sellerMissing } from './invoice-parties.ts';

describe('billing details', () => {
  it('are cleaned and checked, the VAT ID for the country given', () => {
    const ok = checkBillingDetails({ legalName: ' Alpenbus GmbH ', addressLine: 'Hauptstraße 1', postcode: '80331', city: 'München', countryCode: 'de', vatId: 'de 136 695 976', billingEmail: 'Rechnung@Alpenbus.example' });
    expect(ok.errors).toEqual({});
    expect(ok.details).toMatchObject({ legalName: 'Alpenbus GmbH', countryCode: 'DE', vatId: 'DE136695976', billingEmail: 'rechnung@alpenbus.example' });
    const bad = checkBillingDetails({ legalName: '', addressLine: 'x'.repeat(201), postcode: '1', city: 'Ljubljana', countryCode: 'SI', vatId: 'DE136695976', billingEmail: 'not-an-address' });
    expect(bad.errors).toEqual({ legalName: 'REQUIRED', addressLine: 'TOO_LONG', vatId: 'WRONG_COUNTRY', billingEmail: 'INVALID_EMAIL' });
    expect(checkBillingDetails({ legalName: 'A', addressLine: 'B', postcode: 'C', city: 'D', countryCode: 'XX' }).errors).toEqual({ countryCode: 'UNKNOWN_COUNTRY' });
  });

  it('check IBANs and what the seller lacks before invoicing', () => {
    expect(isIban('SI56 1910 0000 0123 438')).toBe(true);
    expect(isIban('SI56 1910 0000 0123 439')).toBe(false);
    const seller = { legalName: 'Stopover d.o.o.', addressLine: 'Cesta 1', postcode: '1000', city: 'Ljubljana', countryCode: 'SI', vatId: '', registrationNumber: '', iban: '', bic: '', email: '', invoiceFooterEn: '', invoiceFooterSl: '' };
    expect(sellerMissing(seller)).toEqual(['vatId', 'iban']);
  });
});
