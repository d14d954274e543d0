// `?lang=en` / `?lang=sl` chooses the language of a page (the hreflang alternates and the sitemap link
// to these URLs). index.html loads this module before main.tsx, so the choice is in the
// preferred_language cookie (365 days, docs/product.md § Constants) by the time the app reads it and
// the first paint is already in that language.
import { languageCookie, languageFromCookie } from '../i18n/language.ts';
import { languageParameter } from './seo.ts';

const wanted = languageParameter(window.location.search);
if (wanted && languageFromCookie(document.cookie) !== wanted) document.cookie = languageCookie(wanted);
