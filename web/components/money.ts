// Amounts are kept in cents everywhere (API, database); this is the one way the web app shows one:
// "€12.50" in English, "12,50 €" in Slovenian.
import { useIntl } from 'react-intl';

export function formatCents(cents: number, locale: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** formatCents in the page's language. */
export function useMoney(): (cents: number, currency?: string) => string {
  const { locale } = useIntl();
  return (cents, currency) => formatCents(cents, locale, currency);
}
