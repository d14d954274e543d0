// Long dates in running text: "21 February 2025" in English (the European order, also for the
// English pages), and in Slovenian the genitive month a sentence like "Velja od 21. februarja 2025"
// needs (Intl only gives the nominative "21. februar 2025").
import { RESTAURANT_TIME_ZONE as TIME_ZONE } from '../../graph/domain/time-zone.ts';
import type { Language } from '../i18n/language.ts';

const SL_GENITIVE = ['januarja', 'februarja', 'marca', 'aprila', 'maja', 'junija', 'julija', 'avgusta', 'septembra', 'oktobra', 'novembra', 'decembra'];

/** The date in running text, in the restaurant's time zone. */
export function longDate(date: Date | string, language: Language): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (language === 'sl') {
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(value);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return `${part('day')}. ${SL_GENITIVE[part('month') - 1]} ${part('year')}`;
  }
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }).format(value);
}
