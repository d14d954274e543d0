import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { alternates, canonicalUrl, isIndexable, languageParameter, OG_LOCALES, pageDescription, withLanguageParameter } from '../content/seo.ts';
import { useLanguage } from '../i18n/I18nProvider.tsx';
import { LANGUAGES } from '../i18n/language.ts';

export interface RouteHandle {
  /** The page's name for the document title (and the heading, usually). */
  title?: MessageDescriptor;
}

/** The <meta name|property> element of `key`, created on first use. */
function meta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  if (content === null) document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
  else meta(attribute, key).setAttribute('content', content);
}

/** Replaces the <link> elements this component manages (marked data-meta) with `links`. */
function setLinks(links: Array<Record<string, string>>): void {
  for (const old of document.head.querySelectorAll('link[data-meta]')) old.remove();
  for (const attributes of links) {
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.dataset.meta = '';
    document.head.append(link);
  }
}

/**
 * Keeps <head> in the page's language: <html lang>, the title, the description, and for public
 * pages the canonical URL, hreflang alternates (`?lang=en|sl` and x-default) and Open Graph tags;
 * the client and staff areas and one-time links get `noindex`. A `?lang=` in the address wins over
 * the remembered language (it was applied before start-up); switching language afterwards updates
 * the parameter, so that the address, the canonical URL and the page always agree.
 */
export function DocumentMeta() {
  const intl = useIntl();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  let title: MessageDescriptor | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.title) title = handle.title;
  }
  const page = title ? intl.formatMessage(title) : null;
  const documentTitle = page ? intl.formatMessage({ id: 'app.titleTemplate' }, { page }) : intl.formatMessage({ id: 'app.name' });
  const descriptor = pageDescription(location.pathname);
  const description = descriptor ? intl.formatMessage(descriptor) : intl.formatMessage({ id: 'app.description' });
  const { pathname, search, hash } = location;
  const parameter = languageParameter(search);

  // A language switch on a ?lang= page: the address follows the choice.
  useEffect(() => {
    if (parameter && parameter !== language) {
      void navigate({ pathname, search: withLanguageParameter(search, language), hash }, { replace: true, preventScrollReset: true });
    }
  }, [parameter, language, pathname, search, hash, navigate]);

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  useEffect(() => {
    document.documentElement.lang = intl.locale;
    const origin = window.location.origin;
    const indexable = isIndexable(pathname);
    setMeta('name', 'description', description);
    setMeta('name', 'robots', indexable ? null : 'noindex');
    setMeta('property', 'og:title', documentTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', 'Stopover');
    setMeta('property', 'og:locale', OG_LOCALES[language]);
    setMeta('property', 'og:locale:alternate', OG_LOCALES[LANGUAGES.find((l) => l !== language)!]);
    setMeta('property', 'og:image', `${origin}/og-image.png`);
    setMeta('property', 'og:url', indexable ? canonicalUrl(origin, pathname, search) : null);
    setLinks(
      indexable
        ? [
            { rel: 'canonical', href: canonicalUrl(origin, pathname, search) },
            ...alternates(origin, pathname).map((alternate) => ({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })),
          ]
        : [],
    );
  }, [intl.locale, language, description, documentTitle, pathname, search]);

  return null;
}
