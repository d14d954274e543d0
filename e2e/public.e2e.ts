// The public site and data protection, in a real browser against the real server (with
// ANALYTICS_ID=G-TEST123): the home page with the manager's prices and menus and its guide, the
// cookie consent (timing, keyboard, storage, the consent cookie's attributes), Google Analytics
// requested only after "accept all" and gone again after withdrawal, the policy pages in both
// languages, SEO (titles, descriptions, hreflang, robots.txt, sitemap, icons), the data download in
// the profile, and axe on every public page in English and Slovenian.
//
// The network is closed here, so googletagmanager.com is intercepted and answered with a small
// stub that sets `_ga` cookies the way gtag.js would; the test sees the request and can check that
// withdrawing consent removes the cookies.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney, type Journey } from './harness.ts';
import { setStopPrice } from '../graph/services/content.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ANALYTICS_ID = 'G-TEST123';
const ANALYTICS_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net)$/;
const CONSENT_KEY = 'stopover.cookieConsent';
const YEAR_S = 31_536_000;

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney({ ANALYTICS_ID });
});
afterAll(async () => {
  await journey?.close();
});

/** Every request the page makes, and which of them went to analytics. */
function recordRequests(page: Page) {
  const all: Request[] = [];
  page.on('request', (request) => all.push(request));
  const analytics = () => all.filter((r) => ANALYTICS_HOST.test(new URL(r.url()).hostname));
  return { all, analytics };
}

/** Stands in for gtag.js: the request is seen, and the cookies gtag.js would set appear. */
async function stubGoogle(context: BrowserContext, cookieDomain: string | null) {
  const domain = cookieDomain ? `; domain=${cookieDomain}` : '';
  const stub = `
    document.cookie = "_ga=GA1.1.1234567890.1700000000; max-age=63072000; path=/${domain}";
    document.cookie = "_ga_TEST123=GS1.1.1700000000.1.0.1700000000.0.0.0; max-age=63072000; path=/${domain}";
    window.__gtagStub = (window.__gtagStub || 0) + 1;
  `;
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: stub }),
  );
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(google-analytics\.com|analytics\.google\.com)\//, (route) => route.fulfill({ status: 204, body: '' }));
}

async function analyticsCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name === '_ga' || c.name.startsWith('_ga_'));
}

async function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  }, CONSENT_KEY);
}

function consentDialog(page: Page) {
  return page.locator('[role="dialog"].consent');
}

/** Waits until the dialog has faded in: mid-animation its colours are not yet the ones people read. */
async function settled(page: Page) {
  await consentDialog(page).evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** A page that has already chosen "necessary only", so the dialog stays away. */
async function newDecidedPage(options: { locale?: string; width?: number; height?: number } = {}) {
  const opened = await journey.newPage(options);
  await opened.context.addInitScript((key) => {
    if (!window.localStorage.getItem(key)) {
      window.localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() }));
    }
  }, CONSENT_KEY);
  return opened;
}

async function ready(page: Page) {
  try {
    await page.getByRole('contentinfo').waitFor({ timeout: 20_000 });
  } catch (error) {
    // Say what was on the screen instead, and the server's last words.
    const text = await page.evaluate(() => document.body.innerText.slice(0, 400)).catch(() => '(no page)');
    throw new Error(`${page.url()} did not render its shell: ${(error as Error).message}\n${text}\n${journey.server.logs.slice(-5).join('\n')}`);
  }
  await page.locator('h1').first().waitFor();
  await page.waitForSelector('#preloader', { state: 'detached', timeout: 5000 }).catch(() => {});
}

describe('cookie consent and analytics', () => {
  it('asks about a second after load, loads nothing before consent or after "necessary only", and keeps the choice', async () => {
    const { page, context } = await journey.newPage({ width: 1280, height: 800 });
    await stubGoogle(context, null);
    const requests = recordRequests(page);
    // When the shell (footer) and the dialog first appear, measured in the page.
    await context.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        if (!marks.footer && document.querySelector('footer.site-footer')) marks.footer = performance.now();
        if (!marks.dialog && document.querySelector('[role="dialog"].consent')) marks.dialog = performance.now();
      }).observe(document, { subtree: true, childList: true });
    });

    await page.goto('/');
    await ready(page);
    await consentDialog(page).waitFor({ timeout: 5000 });
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
    // docs/product.md § Cookie consent: about 1000 ms after the page's load event (its code is fetched
    // beforehand).
    const loaded = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    expect(marks.footer).toBeDefined();
    expect(marks.dialog! - loaded).toBeGreaterThanOrEqual(950);
    // The upper bound leaves room for timers that run late while parallel journeys share two cores.
    expect(marks.dialog! - loaded).toBeLessThan(2000);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('consent-open'))).toBe(true);
    await journey.screenshot(page, 'public-consent-en-desktop');

    // Before any choice: nothing from Google, no _ga cookie, nothing stored.
    expect(requests.analytics()).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await storedConsent(page)).toBeNull();

    // The dialog is named and described, and the focus moved into it.
    const dialog = page.getByRole('dialog', { name: 'We use cookies' });
    expect(await dialog.count()).toBe(1);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    // Tab walks through the dialog in reading order.
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => (document.activeElement?.closest('[role="dialog"]') ? document.activeElement.textContent?.trim() ?? '' : '(outside)')));
    }
    expect(names).toEqual(['cookie policy', 'privacy policy', 'Necessary only', 'Accept all', 'Cookie details']);

    // Escape closes it without accepting anything: no choice stored, no analytics.
    await page.keyboard.press('Escape');
    await consentDialog(page).waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')).toBeUndefined();
    await page.waitForTimeout(500);
    expect(requests.analytics()).toEqual([]);

    // The next load asks again. The policy links open the policies normally; the dialog stays.
    await page.reload();
    await ready(page);
    await consentDialog(page).waitFor();
    await consentDialog(page).getByRole('link', { name: 'cookie policy' }).click();
    await page.waitForURL('**/cookie-policy');
    await page.getByRole('heading', { level: 1, name: 'Cookie policy' }).waitFor();
    await page.getByRole('navigation', { name: 'Contents' }).waitFor();
    expect(await consentDialog(page).isVisible()).toBe(true);

    // "Necessary only": stored in both places, with the cookie's attributes of docs/product.md § Constants.
    await consentDialog(page).getByRole('button', { name: 'Necessary only' }).click();
    await consentDialog(page).waitFor({ state: 'detached' });
    const stored = (await storedConsent(page)) as { necessary: boolean; analytics: boolean; timestamp: string };
    expect(Object.keys(stored).sort()).toEqual(['analytics', 'necessary', 'timestamp']);
    expect(stored.necessary).toBe(true);
    expect(stored.analytics).toBe(false);
    expect(Math.abs(Date.parse(stored.timestamp) - Date.now())).toBeLessThan(60_000);
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent')!;
    expect(cookie.value).toBe('necessary');
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Strict');
    // Secure only on https; the test server speaks plain http.
    expect(cookie.secure).toBe(false);
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + YEAR_S))).toBeLessThan(120);

    await page.reload();
    await ready(page);
    await page.waitForTimeout(1600);
    expect(await consentDialog(page).count()).toBe(0);
    expect(requests.analytics()).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    await context.close();
  }, 120_000);

  it('requests gtag.js only after "accept all", and removes the _ga cookies and stops on withdrawal', async () => {
    const { page, context } = await journey.newPage({ width: 375, height: 740 });
    await stubGoogle(context, null);
    const requests = recordRequests(page);
    await page.goto('/');
    await ready(page);
    await consentDialog(page).waitFor();
    expect(requests.analytics()).toEqual([]);

    // The details list the cookies; accepting from there counts as well, but here: accept all.
    await consentDialog(page).getByRole('button', { name: 'Cookie details' }).click();
    await consentDialog(page).getByRole('heading', { name: 'Cookie settings' }).waitFor();
    const details = (await consentDialog(page).textContent()) ?? '';
    for (const name of ['access_token', 'refresh_token', 'preferred_language', 'cookie_consent', '_ga', '_ga_<ID>']) expect(details).toContain(name);
    expect(details).toContain('365 days');
    expect(details).toContain('2 years');
    expect(await consentDialog(page).getByRole('switch', { name: 'Allow analytics cookies' }).isChecked()).toBe(false);
    await journey.screenshot(page, 'public-consent-details-en-phone');
    await page.keyboard.press('Escape');
    await consentDialog(page).getByRole('heading', { name: 'We use cookies' }).waitFor();
    expect(await storedConsent(page)).toBeNull();
    await consentDialog(page).getByRole('button', { name: 'Accept all' }).click();

    await expect.poll(() => requests.analytics().map((r) => r.url())).toContain(`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`);
    await expect.poll(async () => (await analyticsCookies(context)).map((c) => c.name).sort()).toEqual(['_ga', '_ga_TEST123']);
    expect(((await storedConsent(page)) as { analytics: boolean }).analytics).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('all');
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], ANALYTICS_ID)).toBe(false);

    // A returning visitor who accepted gets analytics from the start.
    const before = requests.analytics().length;
    await page.reload();
    await ready(page);
    await expect.poll(() => requests.analytics().length).toBeGreaterThan(before);

    // Withdrawal from the footer's "Cookie settings".
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await consentDialog(page).waitFor();
    expect(await consentDialog(page).textContent()).toContain('Your current choice: all cookies');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await consentDialog(page).getByRole('button', { name: 'Necessary only' }).click();
    await consentDialog(page).waitFor({ state: 'detached' });
    // The focus goes back to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
    await page.getByText('Your cookie choice has been saved.').waitFor();

    const withdrawnAt = requests.analytics().length;
    expect(await analyticsCookies(context)).toEqual([]);
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], ANALYTICS_ID)).toBe(true);
    const lastCommand = await page.evaluate(() => {
      const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
      return Array.from(layer.at(-1)!);
    });
    expect(lastCommand).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(((await storedConsent(page)) as { analytics: boolean }).analytics).toBe(false);

    // Nothing further: not while browsing on, not after a reload.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.reload();
    await ready(page);
    await page.waitForTimeout(1500);
    expect(requests.analytics().length).toBe(withdrawnAt);
    expect(await analyticsCookies(context)).toEqual([]);
    await context.close();
  }, 120_000);

  it('removes analytics cookies set on the parent domain too', async () => {
    // www.stopover.test → this server, so that gtag.js's cookies can live on stopover.test.
    const port = new URL(journey.server.url).port;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic', '--host-resolver-rules=MAP www.stopover.test 127.0.0.1'],
    });
    try {
      const context = await browser.newContext({ locale: 'sl-SI', baseURL: `http://www.stopover.test:${port}` });
      await stubGoogle(context, 'stopover.test');
      const page = await context.newPage();
      await page.goto('/');
      await ready(page);
      await consentDialog(page).waitFor();
      await consentDialog(page).getByRole('button', { name: 'Sprejmi vse' }).click();
      await expect.poll(async () => (await analyticsCookies(context)).map((c) => `${c.name}@${c.domain}`).sort()).toEqual([
        '_ga@.stopover.test',
        '_ga_TEST123@.stopover.test',
      ]);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Nastavitve piškotkov' }).click();
      await consentDialog(page).getByRole('button', { name: 'Samo nujni' }).click();
      await expect.poll(() => analyticsCookies(context)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('the home page', () => {
  it('shows the manager’s prices and menus in the page’s language, and remembers the guide', async () => {
    for (const { locale, lang, price, title, hide, show } of [
      { locale: 'en-GB', lang: 'en', price: /€4\.50/, title: 'Group stops for coaches, agencies and organisers', hide: 'Hide the guide', show: 'Show the guide' },
      { locale: 'sl-SI', lang: 'sl', price: /4,50\s€/, title: 'Postanki za avtobusne skupine, agencije in organizatorje', hide: 'Skrij vodnik', show: 'Prikaži vodnik' },
    ]) {
      for (const width of [1280, 375]) {
        const { page, context } = await newDecidedPage({ locale, width, height: width > 400 ? 800 : 740 });
        await page.goto('/');
        await ready(page);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        const offers = page.locator('#menu');
        await expect.poll(() => offers.textContent()).toMatch(price);
        const text = (await offers.textContent()) ?? '';
        expect(text).toMatch(lang === 'en' ? /€18\.90/ : /18,90\s€/);
        expect(text).toContain(lang === 'en' ? 'Doughnuts' : 'Krofi');
        expect(text).toContain(lang === 'en' ? 'Apple strudel' : 'Jabolčni zavitek');
        expect(text).toContain(lang === 'en' ? 'Book at least 72 hours ahead' : 'Rezervacija vsaj 72 ur vnaprej');
        // The sign-up and sign-in calls for visitors.
        const main = page.getByRole('main');
        expect(await main.getByRole('link', { name: lang === 'en' ? 'Register your organisation' : 'Registrirajte organizacijo' }).count()).toBeGreaterThan(0);
        await journey.screenshot(page, `public-home-${lang}-${width}`);

        if (width === 1280) {
          const toggle = page.getByRole('button', { name: hide });
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
          await toggle.click();
          expect(await page.locator('#home-guide-steps').isHidden()).toBe(true);
          await page.reload();
          await ready(page);
          const again = page.getByRole('button', { name: show });
          expect(await again.getAttribute('aria-expanded')).toBe('false');
          await again.click();
          expect(await page.locator('#home-guide-steps').isVisible()).toBe(true);
          expect(await page.evaluate(() => window.localStorage.getItem('stopover.homeGuide'))).toBe('shown');
        }
        await context.close();
      }
    }
  }, 180_000);

  it('takes a new price from the manager at once', async () => {
    const { services } = journey.server;
    const manager = await services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    // Through the manager's own operation: it also tells every instance to forget the old price.
    const setPrice = (priceCents: number) => setStopPrice(services, manager.id, 'SHORT_STOP', priceCents, 'en');
    // Read once first, so the old price is what a visitor's server holds.
    await journey.server.graphql('{ site { offers { priceCents } } }');
    await setPrice(520);
    try {
      const { page, context } = await newDecidedPage({ locale: 'sl-SI' });
      await page.goto('/');
      await ready(page);
      await expect.poll(() => page.locator('#menu').textContent()).toMatch(/5,20\s€/);
      await context.close();
    } finally {
      await setPrice(450);
    }
  });
});

const POLICIES = [
  { path: '/privacy-policy', en: 'Privacy policy', sl: 'Politika zasebnosti', dateEn: '21 February 2025', dateSl: '21. februarja 2025', slug: 'privacy' },
  { path: '/cookie-policy', en: 'Cookie policy', sl: 'Politika piškotkov', dateEn: '21 February 2025', dateSl: '21. februarja 2025', slug: 'cookies' },
  { path: '/terms-of-service', en: 'Terms of service', sl: 'Pogoji uporabe', dateEn: '23 October 2024', dateSl: '23. oktobra 2024', slug: 'terms' },
];

describe('the policies', () => {
  it('show their effective date and a working table of contents in both languages', async () => {
    for (const policy of POLICIES) {
      for (const lang of ['en', 'sl'] as const) {
        for (const width of [1280, 375]) {
          const { page, context } = await newDecidedPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: width > 400 ? 800 : 740 });
          await page.goto(policy.path);
          await ready(page);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(policy[lang]);
          const effective = page.locator('.policy__effective');
          expect(await effective.textContent()).toContain(lang === 'en' ? policy.dateEn : policy.dateSl);
          const toc = page.getByRole('navigation', { name: lang === 'en' ? 'Contents' : 'Vsebina' });
          await toc.waitFor();
          const entries = toc.getByRole('link');
          const count = await entries.count();
          expect(count).toBeGreaterThanOrEqual(8);
          expect(await page.locator('.policy__section').count()).toBe(count);
          if (width === 1280) {
            const last = entries.nth(count - 1);
            const target = (await last.getAttribute('href'))!;
            await last.click();
            await expect.poll(() => new URL(page.url()).hash).toBe(target);
            await expect.poll(() => page.locator(target).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400);
          }
          await journey.screenshot(page, `public-policy-${policy.slug}-${lang}-${width}`);
          await context.close();
        }
      }
    }
  }, 240_000);

  it('say what docs/product.md § Policies and the law require', async () => {
    const { page, context } = await newDecidedPage({ locale: 'en-GB' });
    const text = async (path: string, lang: 'en' | 'sl') => {
      await page.goto(`${path}?lang=${lang}`);
      await ready(page);
      await page.locator('.policy__section').first().waitFor();
      return (await page.locator('.policy').textContent()) ?? '';
    };
    const privacyEn = await text('/privacy-policy', 'en');
    for (const phrase of ['Stopover d.o.o.', 'Tržaška cesta 1', '1370 Logatec', 'rezervacije@stopover.si', 'IP address', '90 days', 'Information Commissioner', 'Dunajska cesta 22', '1000 Ljubljana', 'www.ip-rs.si', 'portability', 'withdraw', 'Google Analytics', 'Download my data']) {
      expect(privacyEn).toContain(phrase);
    }
    const privacySl = await text('/privacy-policy', 'sl');
    for (const phrase of ['Informacijski pooblaščenec Republike Slovenije', 'Dunajska cesta 22', 'pravico', 'prenosljivosti', 'ugovora', 'preklica privolitve', '90 dni', 'naslovom IP']) {
      expect(privacySl).toContain(phrase);
    }
    const cookiesEn = await text('/cookie-policy', 'en');
    for (const phrase of ['access_token', 'refresh_token', 'preferred_language', '365 days', 'cookie_consent', '1 year', '_ga', '2 years', 'Session']) expect(cookiesEn).toContain(phrase);
    const cookiesSl = await text('/cookie-policy', 'sl');
    for (const phrase of ['365 dni', '1 leto', '2 leti', 'Seja']) expect(cookiesSl).toContain(phrase);
    const termsEn = await text('/terms-of-service', 'en');
    for (const phrase of ['10 to 100 guests', '72 hours', '2 hours', 'Republic of Slovenia', 'contact our staff']) expect(termsEn).toContain(phrase);
    const termsSl = await text('/terms-of-service', 'sl');
    for (const phrase of ['od 10 do 100 gostov', '72 ur', '2 uri', 'Republike Slovenije']) expect(termsSl).toContain(phrase);
    await context.close();
  }, 120_000);
});

describe('SEO and sharing', () => {
  it('gives every public page its title, description, language and hreflang alternates', async () => {
    const { page, context } = await newDecidedPage({ locale: 'en-GB' });
    const origin = journey.server.url;
    for (const [path, en, sl] of [
      ['/', 'Group reservations · Stopover', 'Skupinske rezervacije · Stopover'],
      ['/login', 'Sign in · Stopover', 'Prijava · Stopover'],
      ['/privacy-policy', 'Privacy policy · Stopover', 'Politika zasebnosti · Stopover'],
    ] as const) {
      for (const lang of ['sl', 'en'] as const) {
        await page.goto(`${path}?lang=${lang}`);
        await ready(page);
        await expect.poll(() => page.title()).toBe(lang === 'en' ? en : sl);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        const head = await page.evaluate(() => ({
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
          alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
          ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
        }));
        expect(head.description!.length).toBeGreaterThan(60);
        expect(head.robots).toBeNull();
        expect(head.canonical).toBe(`${origin}${path}?lang=${lang}`);
        expect(head.alternates).toEqual([`en ${origin}${path}?lang=en`, `sl ${origin}${path}?lang=sl`, `x-default ${origin}${path}`]);
        expect(head.ogLocale).toBe(lang === 'en' ? 'en_GB' : 'sl_SI');
      }
    }
    // ?lang= is remembered like a choice in the switcher.
    expect((await context.cookies()).find((c) => c.name === 'preferred_language')?.value).toBe('en');
    // Switching the language on a ?lang= page updates the address.
    await page.goto('/privacy-policy?lang=en');
    await ready(page);
    await page.getByRole('button', { name: 'Slovenščina' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?lang=sl');
    // Private areas are not for search engines.
    await page.goto('/login/verify/not-a-real-token');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'))).toBe('noindex');
    await context.close();
  });

  it('serves robots.txt, the sitemap, the manifest and the icons', async () => {
    const get = (path: string) => fetch(journey.server.url + path);
    const robots = await (await get('/robots.txt')).text();
    for (const path of ['/user', '/adminis', '/dev', '/api', '/graphql']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await (await get('/sitemap.xml')).text();
    for (const path of ['/', '/login', '/register', '/privacy-policy', '/cookie-policy', '/terms-of-service']) {
      expect(sitemap).toContain(`${path}?lang=sl</loc>`);
      expect(sitemap).toContain(`hreflang="x-default"`);
    }
    expect(sitemap).not.toMatch(/\/user|\/adminis/);
    const manifest = (await (await get('/manifest.webmanifest')).json()) as { icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of ['/apple-touch-icon.png', '/icon-192.png', '/icon-512.png', '/icon-maskable-512.png', '/og-image.png', '/favicon.svg', '/favicon.ico']) {
      const response = await get(icon);
      expect(response.status, icon).toBe(200);
      if (icon.endsWith('.png')) expect(response.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe('the profile', () => {
  it('downloads everything kept about the account as stopover-data-<date>.json', async () => {
    const prisma = journey.server.services.prisma;
    const now = new Date();
    const org = await createOrganisation(prisma, {
      data: {
        name: 'Data Subject Tours d.o.o.',
        email: 'data-subject@tours.example',
        username: 'data-subject',
        passwordHash: 'scrypt$10$8$1$x$y',
        status: 'APPROVED',
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        approvedAt: now,
      },
    });
    const { page, context } = await newDecidedPage({ locale: 'en-GB' });
    const token = journey.server.cookieFor('client', org.id).replace(/^access_token=/, '');
    await context.addCookies([{ name: 'access_token', value: token, url: journey.server.url, httpOnly: true, sameSite: 'Strict' }]);
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    expect(download.suggestedFilename()).toBe(`stopover-data-${today}.json`);
    const file = await download.path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { format: string; account: { clientName: string; email: string } };
    expect(data.format).toBe('stopover-data-export');
    expect(data.account.clientName).toBe('Data Subject Tours d.o.o.');
    expect(data.account.email).toBe('data-subject@tours.example');
    await page.getByText(`Your data has been saved as stopover-data-${today}.json.`).waitFor();
    await journey.screenshot(page, 'public-profile-data-en-desktop');
    await context.close();
  });
});

const PUBLIC_PAGES = ['/', '/login', '/register', '/adminisLogin', '/privacy-policy', '/cookie-policy', '/terms-of-service', '/login/verify/invalid-token', '/reset-password/invalid-token'];

interface AxeResult {
  violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[]; failureSummary: string }> }>;
  passes: unknown[];
}

async function axe(page: Page): Promise<AxeResult> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) does not apply.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return { violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })), passes: [] };
  });
}

function describeViolations(result: AxeResult): string[] {
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it('finds no violations on any public page, in English and in Slovenian', async () => {
    const problems: string[] = [];
    for (const locale of ['en-GB', 'sl-SI']) {
      for (const width of [1280, 375]) {
        const { page, context } = await newDecidedPage({ locale, width, height: 800 });
        for (const path of PUBLIC_PAGES) {
          await page.goto(path);
          await ready(page);
          if (path.endsWith('-policy') || path.endsWith('-service')) await page.locator('.policy__section').first().waitFor();
          if (path === '/') await page.locator('.home-offer').first().waitFor();
          for (const line of describeViolations(await axe(page))) problems.push(`${locale} ${width}px ${path}: ${line}`);
        }
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('finds no violations in the consent dialog, in both views and languages', async () => {
    const problems: string[] = [];
    for (const locale of ['en-GB', 'sl-SI']) {
      const { page, context } = await journey.newPage({ locale, width: 375, height: 740 });
      await page.goto('/');
      await ready(page);
      await consentDialog(page).waitFor();
      await settled(page);
      for (const line of describeViolations(await axe(page))) problems.push(`${locale} summary: ${line}`);
      await consentDialog(page).locator('.consent__more').click();
      await consentDialog(page).locator('.consent__category').first().waitFor();
      await settled(page);
      for (const line of describeViolations(await axe(page))) problems.push(`${locale} details: ${line}`);
      if (locale === 'sl-SI') await journey.screenshot(page, 'public-consent-details-sl-phone');
      await context.close();
      const desktop = await journey.newPage({ locale, width: 1280, height: 800 });
      await desktop.page.goto('/');
      await ready(desktop.page);
      await consentDialog(desktop.page).waitFor();
      await journey.screenshot(desktop.page, `public-consent-${locale.slice(0, 2)}-1280`);
      await desktop.context.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
