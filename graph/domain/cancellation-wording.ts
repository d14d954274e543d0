// The terms a booking is made under, said in words: the one sentence builder the wizard, the phone
// booking page, the reservation card, the mails and the terms-of-service page all use, so the client
// reads the same terms wherever it looks. Plain strings per language (the mails have no message
// catalog); amounts of money stay with each caller's formatter.
import type { Language } from '../generated/prisma/enums.ts';
import { normaliseCancellationTerms, type CancellationTerms, type FreePlacesRule } from './billing-terms.ts';

/** "50 %": a no-break space keeps the number and its sign on one line at 375 px. */
const percent = (value: number) => `${value}\u00a0%`;

/** A time before arrival: hours up to three days (and any odd hour), whole days beyond. */
function before(hours: number, language: Language): string {
  if (hours > 72 && hours % 24 === 0) {
    const days = hours / 24;
    return language === 'sl' ? `${days}\u00a0${days === 1 ? 'dneva' : 'dni'} pred prihodom` : `${days}\u00a0days before arrival`;
  }
  // Slovenian after "do"/"od" takes the genitive: 1 ure, 2+ ur.
  return language === 'sl' ? `${hours}\u00a0${hours === 1 ? 'ure' : 'ur'} pred prihodom` : `${hours}\u00a0${hours === 1 ? 'hour' : 'hours'} before arrival`;
}

/**
 * The cancellation terms as one plain sentence: "Free cancellation until 48 hours before arrival;
 * after that 50 % of the booked guests' price; no-show 100 %." Tiers of 0 % only lengthen the free
 * period.
 */
export function cancellationTermsText(terms: CancellationTerms, language: Language): string {
  const sl = language === 'sl';
  const paid = normaliseCancellationTerms(terms).tiers.filter((t) => t.percent > 0);
  const noShow = percent(terms.noShowPercent);
  if (!paid.length) {
    if (terms.noShowPercent === 0) return sl ? 'Odpoved je brezplačna in za neprihod ni stroškov.' : 'Cancellation is free, and there is no charge for not coming.';
    return sl ? `Odpoved je brezplačna do prihoda; neprihod ${noShow} cene za rezervirane goste.` : `Free cancellation until arrival; no-show ${noShow} of the booked guests’ price.`;
  }
  const [first, ...later] = paid;
  const steps = [
    sl ? `pozneje ${percent(first!.percent)}` : `after that ${percent(first!.percent)}`,
    ...later.map((t) => (sl ? `od ${before(t.hoursBefore, language)} ${percent(t.percent)}` : `from ${before(t.hoursBefore, language)} ${percent(t.percent)}`)),
  ].join(', ');
  return sl
    ? `Brezplačna odpoved do ${before(first!.hoursBefore, language)}; ${steps} cene za rezervirane goste; neprihod ${noShow}.`
    : `Free cancellation until ${before(first!.hoursBefore, language)}; ${steps} of the booked guests’ price; no-show ${noShow}.`;
}

/** "1 free place per 20 paying guests (at most 2)". */
export function freePlacesText(rule: FreePlacesRule, language: Language): string {
  if (language === 'sl') {
    const cap = rule.max !== null ? ` (največ ${rule.max})` : '';
    return `1 brezplačno mesto na vsakih ${rule.perPaying} plačljivih gostov${cap}`;
  }
  const cap = rule.max !== null ? ` (at most ${rule.max})` : '';
  return `1 free place per ${rule.perPaying} paying ${rule.perPaying === 1 ? 'guest' : 'guests'}${cap}`;
}

export function crewMealsText(free: boolean, language: Language): string {
  if (language === 'sl') return free ? 'Obroki za voznika in vodnika so brezplačni' : 'Obroki za voznika in vodnika se zaračunajo';
  return free ? 'Meals for the driver and guide are free' : 'Meals for the driver and guide are charged';
}

export function paymentTermsText(days: number, language: Language): string {
  if (days === 0) return language === 'sl' ? 'Račun zapade v plačilo ob izdaji' : 'Invoices are due on issue';
  return language === 'sl' ? `Plačilo računa v ${days} dneh` : `Invoices are payable within ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The language of a locale tag the web app runs in (anything but Slovenian reads English). */
export function wordingLanguage(locale: string): Language {
  return locale.toLowerCase().startsWith('sl') ? 'sl' : 'en';
}
