// Language choice (docs/product.md § Languages): the `preferred_language` cookie when it is set,
// otherwise the browser locale (`sl…` → Slovenian, anything else → English). Pure functions, so that
// the rule is tested without a browser; `web/i18n/I18nProvider.tsx` feeds them `document.cookie` and
// `navigator`.

export const LANGUAGES = ['en', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_COOKIE = 'preferred_language';
/** 365 days, in seconds (docs/product.md § Constants). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'sl';
}

/** The value of one cookie in a `document.cookie`-style string, or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The language stored in the `preferred_language` cookie, if it names one we support. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const value = readCookie(cookieHeader, LANGUAGE_COOKIE)?.toLowerCase() ?? null;
  return isLanguage(value) ? value : null;
}

/** The browser's language (`navigator.language`): `sl`, `sl-SI`, `SL`… → sl; anything else → en. */
export function languageFromBrowser(browserLanguage: string | null | undefined): Language {
  return browserLanguage?.trim().toLowerCase().startsWith('sl') ? 'sl' : DEFAULT_LANGUAGE;
}

export function detectLanguage(input: { cookie?: string | null; browserLanguage?: string | null }): Language {
  return languageFromCookie(input.cookie) ?? languageFromBrowser(input.browserLanguage);
}

/** The `document.cookie` assignment that remembers a choice for 365 days. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
