import { describe, expect, it } from 'vitest';
import { formatIban, ibanElectronic, isBic, isIban, sellerDetailsProblems, sellerParty, type SellerDetails } from './invoice-parties.ts';

const seller: SellerDetails = {
  legalName: 'Stopover d.o.o.',
  addressLine: 'Tržaška cesta 1',
  postcode: '1370',
  city: 'Logatec',
  countryCode: 'SI',
  vatId: 'SI12345679',
  registrationNumber: '1234567000',
  iban: 'si56 1910 0000 0123 438',
  bic: 'dbsisi2x',
  email: 'racuni@stopover.si',
  invoiceFooterEn: '',
  invoiceFooterSl: '',
};

describe('IBAN and BIC', () => {
  it('accepts an IBAN as people type it and gives its electronic and printed forms', () => {
    expect(isIban('SI56 1910 0000 0123 438')).toBe(true);
    expect(ibanElectronic(' si56-1910-0000-0123-438 ')).toBe('SI56191000000123438');
    expect(formatIban('SI56191000000123438')).toBe('SI56 1910 0000 0123 438');
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
  });

  it('refuses wrong check digits and a length the country does not use', () => {
    expect(isIban('SI56 1910 0000 0123 439')).toBe(false);
    // Right mod-97 digits, but a Slovenian IBAN has 19 characters.
    expect(isIban('SI07 1910 0000 0123 4380')).toBe(false);
    expect(isIban('')).toBe(false);
  });

  it('checks a BIC’s form and country', () => {
    expect(isBic('DBSISI2X')).toBe(true);
    expect(isBic('ljba si 2x xxx')).toBe(true);
    expect(isBic('DBSI')).toBe(false);
    expect(isBic('DBSIQQ2X')).toBe(false);
  });

  it('reports a bad BIC among the seller’s problems and keeps both in electronic form on the invoice', () => {
    expect(sellerDetailsProblems(seller)).toEqual({});
    expect(sellerDetailsProblems({ ...seller, bic: 'NOPE' })).toEqual({ bic: 'INVALID_BIC' });
    expect(sellerDetailsProblems({ ...seller, iban: 'SI56 1910 0000 0123 439' })).toEqual({ iban: 'INVALID_IBAN' });
    expect(sellerParty(seller)).toMatchObject({ iban: 'SI56191000000123438', bic: 'DBSISI2X' });
  });
});
