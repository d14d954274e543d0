import { describe, expect, it } from 'vitest';
import { DEFAULT_CANCELLATION_TERMS } from './billing-terms.ts';
import { cancellationTermsText, crewMealsText, freePlacesText, paymentTermsText, wordingLanguage } from './cancellation-wording.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('cancellation terms in words', () => {
  it('says the default terms in both languages', () => {
    expect(plain(cancellationTermsText(DEFAULT_CANCELLATION_TERMS, 'en'))).toBe('Free cancellation until 48 hours before arrival; after that 50 % of the booked guests’ price; no-show 100 %.');
    expect(plain(cancellationTermsText(DEFAULT_CANCELLATION_TERMS, 'sl'))).toBe('Brezplačna odpoved do 48 ur pred prihodom; pozneje 50 % cene za rezervirane goste; neprihod 100 %.');
  });

  it('lists later tiers from the earliest, in days beyond three days, and skips free tiers', () => {
    const terms = { tiers: [{ hoursBefore: 24, percent: 80 }, { hoursBefore: 168, percent: 0 }, { hoursBefore: 120, percent: 30 }], noShowPercent: 100 };
    expect(plain(cancellationTermsText(terms, 'en'))).toBe('Free cancellation until 5 days before arrival; after that 30 %, from 24 hours before arrival 80 % of the booked guests’ price; no-show 100 %.');
    expect(plain(cancellationTermsText(terms, 'sl'))).toBe('Brezplačna odpoved do 5 dni pred prihodom; pozneje 30 %, od 24 ur pred prihodom 80 % cene za rezervirane goste; neprihod 100 %.');
  });

  it('says when cancelling costs nothing', () => {
    expect(plain(cancellationTermsText({ tiers: [], noShowPercent: 100 }, 'en'))).toBe('Free cancellation until arrival; no-show 100 % of the booked guests’ price.');
    expect(cancellationTermsText({ tiers: [], noShowPercent: 0 }, 'sl')).toBe('Odpoved je brezplačna in za neprihod ni stroškov.');
  });

  it('says the other terms', () => {
    expect(freePlacesText({ perPaying: 20, max: 2 }, 'en')).toBe('1 free place per 20 paying guests (at most 2)');
    expect(freePlacesText({ perPaying: 20, max: null }, 'sl')).toBe('1 brezplačno mesto na vsakih 20 plačljivih gostov');
    expect(crewMealsText(true, 'en')).toBe('Meals for the driver and guide are free');
    expect(paymentTermsText(14, 'sl')).toBe('Plačilo računa v 14 dneh');
    expect(wordingLanguage('sl-SI')).toBe('sl');
    expect(wordingLanguage('en')).toBe('en');
  });
});
