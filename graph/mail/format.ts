// Numbers, dates and words that change with the language. Every time a guest or staff member
// reads is the restaurant's local time (docs/architecture.md A7), whatever the server's zone.
import type { Language } from '../i18n/messages.ts';
import { RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';

const LOCALE: Record<Language, string> = { en: 'en-GB', sl: 'sl-SI' };

/** Slovenian has four plural forms (1, 2, 3–4, other: by the last two digits); English has two. */
export type PluralForms = { one: string; two?: string; few?: string; other: string };

const pluralRules: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  sl: new Intl.PluralRules('sl'),
};

export function plural(language: Language, count: number, forms: PluralForms): string {
  const category = pluralRules[language].select(count);
  const word = (category === 'one' || category === 'two' || category === 'few' ? forms[category] : undefined) ?? forms.other;
  return `${count} ${word}`;
}

/** "25 guests" / "25 gostov" — nominative, for use on its own (a table value, a subject). */
export function guestCount(language: Language, count: number): string {
  return language === 'sl'
    ? plural('sl', count, { one: 'gost', two: 'gosta', few: 'gostje', other: 'gostov' })
    : plural('en', count, { one: 'guest', other: 'guests' });
}

/** A duration after "valid for" / "velja" (accusative in Slovenian: 1 uro, 2 uri, 3 ure, 5 ur). */
export function hoursFor(language: Language, count: number): string {
  return language === 'sl'
    ? plural('sl', count, { one: 'uro', two: 'uri', few: 'ure', other: 'ur' })
    : plural('en', count, { one: 'hour', other: 'hours' });
}

/** A duration after "valid for" / "velja" (1 dan, 2 dneva, 3 dni, 7 dni). */
export function daysFor(language: Language, count: number): string {
  return language === 'sl'
    ? plural('sl', count, { one: 'dan', two: 'dneva', few: 'dni', other: 'dni' })
    : plural('en', count, { one: 'day', other: 'days' });
}

export function minutesFor(language: Language, count: number): string {
  return language === 'sl'
    ? plural('sl', count, { one: 'minuto', two: 'minuti', few: 'minute', other: 'minut' })
    : plural('en', count, { one: 'minute', other: 'minutes' });
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE[language], { timeZone: RESTAURANT_TIME_ZONE, ...options });
    formatters.set(key, f);
  }
  return f;
}

/** "Saturday, 18 July 2026 at 10:30 (Slovenian time)" / "sobota, 18. julij 2026 ob 10:30 (po slovenskem času)". */
export function formatArrival(language: Language, at: Date): string {
  const when = formatter(language, { dateStyle: 'full', timeStyle: 'short' }).format(at);
  // Bus companies plan from abroad: say which clock the time is on.
  return language === 'sl' ? `${when} (po slovenskem času)` : `${when} (Slovenian time)`;
}

/** Short form for subjects: "18 Jul 2026, 10:30" / "18. jul. 2026, 10:30". */
export function formatArrivalShort(language: Language, at: Date): string {
  return formatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** A calendar day: "18 October 2026" / "18. oktober 2026". */
export function formatDay(language: Language, at: Date): string {
  return formatter(language, { dateStyle: 'long' }).format(at);
}

export type StopTypeName = 'SHORT_STOP' | 'LONG_STOP';

const STOP_TYPES: Record<StopTypeName, Record<Language, string>> = {
  SHORT_STOP: { en: 'Short stop (coffee, doughnuts)', sl: 'Kratek postanek (kava, krofi)' },
  LONG_STOP: { en: 'Long stop (lunch, à la carte dishes)', sl: 'Dolg postanek (kosilo, jedi po naročilu)' },
};

export function stopTypeLabel(language: Language, type: StopTypeName): string {
  return STOP_TYPES[type][language];
}

export function yesNo(language: Language, value: boolean): string {
  return language === 'sl' ? (value ? 'Da' : 'Ne') : value ? 'Yes' : 'No';
}
