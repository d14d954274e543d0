// Every cookie and browser-storage entry Stopover uses (docs/product.md § Cookie consent), in both
// languages: the consent dialog's details view and the cookie policy both show this list, so they
// cannot disagree.
import type { Language } from '../i18n/language.ts';

export type CookieCategory = 'necessary' | 'analytics';

type Text = Record<Language, string>;

export interface CookieEntry {
  name: string;
  category: CookieCategory;
  provider: Text;
  purpose: Text;
  lifetime: Text;
}

const stopover: Text = { en: 'Stopover (this site)', sl: 'Stopover (to spletno mesto)' };
const google: Text = { en: 'Google Ireland Ltd. (Google Analytics)', sl: 'Google Ireland Ltd. (Google Analytics)' };
const session: Text = { en: 'Session (until the browser is closed)', sl: 'Seja (do zaprtja brskalnika)' };

export const COOKIES: readonly CookieEntry[] = [
  {
    name: 'access_token',
    category: 'necessary',
    provider: stopover,
    purpose: {
      en: 'Keeps you signed in. A short-lived, signed token that scripts cannot read (HttpOnly); it is sent only to this site.',
      sl: 'Ohranja vašo prijavo. Kratkotrajen podpisan žeton, ki ga skripte ne morejo prebrati (HttpOnly); pošilja se le temu spletnemu mestu.',
    },
    lifetime: session,
  },
  {
    name: 'refresh_token',
    category: 'necessary',
    provider: stopover,
    purpose: {
      en: 'Renews your sign-in without asking for the password again. HttpOnly, sent only to the sign-in service of this site.',
      sl: 'Podaljša vašo prijavo, ne da bi morali znova vnesti geslo. HttpOnly, pošilja se le prijavni storitvi tega spletnega mesta.',
    },
    lifetime: session,
  },
  {
    name: 'preferred_language',
    category: 'necessary',
    provider: stopover,
    purpose: { en: 'Remembers the language you chose (English or Slovenian).', sl: 'Zapomni si jezik, ki ste ga izbrali (slovenščina ali angleščina).' },
    lifetime: { en: '365 days', sl: '365 dni' },
  },
  {
    name: 'cookie_consent',
    category: 'necessary',
    provider: stopover,
    purpose: {
      en: 'Remembers your cookie choice (necessary only, or also analytics), so that we do not ask on every visit.',
      sl: 'Zapomni si vašo izbiro glede piškotkov (samo nujni ali tudi analitični), da vas ne sprašujemo ob vsakem obisku.',
    },
    lifetime: { en: '1 year', sl: '1 leto' },
  },
  {
    name: '_ga',
    category: 'analytics',
    provider: google,
    purpose: {
      en: 'Tells visits of the same browser apart with a random identifier, for statistics on how the site is used. Set only after you accept analytics cookies.',
      sl: 'Z naključnim identifikatorjem razlikuje obiske istega brskalnika, za statistiko uporabe spletnega mesta. Nastavi se šele, ko sprejmete analitične piškotke.',
    },
    lifetime: { en: '2 years', sl: '2 leti' },
  },
  {
    name: '_ga_<ID>',
    category: 'analytics',
    provider: google,
    purpose: {
      en: 'Keeps the state of the current visit (session) for Google Analytics 4. Set only after you accept analytics cookies.',
      sl: 'Hrani stanje trenutnega obiska (seje) za Google Analytics 4. Nastavi se šele, ko sprejmete analitične piškotke.',
    },
    lifetime: { en: '2 years', sl: '2 leti' },
  },
];

export interface StorageEntry {
  name: string;
  where: 'localStorage' | 'sessionStorage';
  purpose: Text;
  lifetime: Text;
}

/** What the app keeps in the browser's storage (not cookies, but the same rules apply). */
export const BROWSER_STORAGE: readonly StorageEntry[] = [
  {
    name: 'stopover.cookieConsent',
    where: 'localStorage',
    purpose: {
      en: 'Your cookie choice: necessary (always true), analytics (yes or no) and when you chose.',
      sl: 'Vaša izbira glede piškotkov: nujni (vedno da), analitični (da ali ne) in čas izbire.',
    },
    lifetime: { en: '1 year, then we ask again', sl: '1 leto, nato vas vprašamo znova' },
  },
  {
    name: 'stopover.session',
    where: 'localStorage',
    purpose: {
      en: 'Who is signed in in this browser (name and role, never a password or token), so that the page shows the right menu.',
      sl: 'Kdo je prijavljen v tem brskalniku (ime in vloga, nikoli geslo ali žeton), da stran prikaže pravi meni.',
    },
    lifetime: { en: 'Until you sign out', sl: 'Do odjave' },
  },
  {
    name: 'stopover.homeGuide',
    where: 'localStorage',
    purpose: { en: 'Whether you hid or showed the step-by-step guide on the home page.', sl: 'Ali ste vodnik po korakih na domači strani skrili ali prikazali.' },
    lifetime: { en: 'Until you clear the site data', sl: 'Dokler ne izbrišete podatkov spletnega mesta' },
  },
  {
    name: 'stopover.newReservation.<…>',
    where: 'sessionStorage',
    purpose: {
      en: 'An unfinished reservation, so that it is not lost if you leave the form for a moment.',
      sl: 'Nedokončana rezervacija, da se ne izgubi, če za trenutek zapustite obrazec.',
    },
    lifetime: { en: 'Until the browser tab is closed', sl: 'Do zaprtja zavihka brskalnika' },
  },
];
