// What search engines and link previews read (web/components/DocumentMeta.tsx puts it in <head>):
// which pages are public and indexable, their description, the canonical URL and the hreflang
// alternates. The app picks its language from the preferred_language cookie or the browser, so
// every public page also answers `?lang=en` / `?lang=sl` (applied before the app starts, see
// web/content/languageParameter.ts): those are the alternates, the bare URL is x-default.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { LANGUAGES, type Language } from '../i18n/language.ts';

export const LANGUAGE_PARAMETER = 'lang';

/** The public pages crawlers should index (and the sitemap lists), with their descriptions. */
export const PUBLIC_PAGES = defineMessages({
  '/': { id: 'public.seo.home' },
  '/login': { id: 'public.seo.login' },
  '/register': { id: 'public.seo.register' },
  '/privacy-policy': { id: 'public.seo.privacy' },
  '/cookie-policy': { id: 'public.seo.cookies' },
  '/terms-of-service': { id: 'public.seo.terms' },
});

export type PublicPath = keyof typeof PUBLIC_PAGES;

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function publicPage(pathname: string): PublicPath | null {
  const path = normalise(pathname);
  return path in PUBLIC_PAGES ? (path as PublicPath) : null;
}

/** The page's description, or null for pages that use the site-wide one. */
export function pageDescription(pathname: string): MessageDescriptor | null {
  const page = publicPage(pathname);
  return page ? PUBLIC_PAGES[page] : null;
}

/** Only the public pages are indexed: not the client or staff areas, nor one-time links. */
export function isIndexable(pathname: string): boolean {
  return publicPage(pathname) !== null;
}

/** `?lang=` of a URL's search string, when it names a language we have. */
export function languageParameter(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAMETER)?.trim().toLowerCase();
  return value === 'en' || value === 'sl' ? value : null;
}

/** `search` with `?lang=` set to `language` (or removed with null), other parameters kept. */
export function withLanguageParameter(search: string, language: Language | null): string {
  const params = new URLSearchParams(search);
  if (language) params.set(LANGUAGE_PARAMETER, language);
  else params.delete(LANGUAGE_PARAMETER);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

/** hreflang alternates of a public page: one URL per language and the bare URL as x-default. */
export function alternates(origin: string, pathname: string): Alternate[] {
  const path = normalise(pathname);
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: `${origin}${path}?${LANGUAGE_PARAMETER}=${language}` })),
    { hreflang: 'x-default' as const, href: `${origin}${path}` },
  ];
}

/**
 * The canonical URL: the page itself, in the language version it was asked for (`?lang=` kept, any
 * other parameter dropped), so that every hreflang alternate is its own canonical.
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const language = languageParameter(search);
  const path = normalise(pathname);
  return language ? `${origin}${path}?${LANGUAGE_PARAMETER}=${language}` : `${origin}${path}`;
}

/** Open Graph locale names. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_GB', sl: 'sl_SI' };
