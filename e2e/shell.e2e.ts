// A visitor meets the app shell: the preloader, the home page in their browser's language, the
// language switch remembered in a cookie, the footer from the site content, back-to-top, deep links
// and the guards that send them to the right sign-in page.
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { startJourney, type Journey } from './harness.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (lang: 'en' | 'sl', id: string, values?: Record<string, string | number>) => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(async () => {
  await journey?.close();
});

describe('a visitor and the shell', () => {
  it('sees the preloader first, then the home page in English with header and footer', async () => {
    const { page, context } = await journey.newPage({ locale: 'en-GB' });
    const started = Date.now();
    await page.goto('/');
    const preloaderSeen = await page.locator('.preloader, [data-preloader]').first().isVisible().catch(() => false);
    await page.getByRole('contentinfo').waitFor();
    await page.waitForFunction(() => !document.querySelector('.preloader:not(.preloader--hidden), [data-preloader]:not([hidden])'), null, { timeout: 5000 }).catch(() => {});
    expect(preloaderSeen || Date.now() - started >= 500).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: /sign in/i }).count()).toBeGreaterThan(0);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain('Slovenia');
    const footerText = (await footer.textContent()) ?? '';
    expect(footerText).toContain('rezervacije@stopover.si');
    expect(footerText).toMatch(/All rights reserved/i);
    for (const name of [/privacy/i, /cookie/i, /terms/i]) {
      expect(await footer.getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
    await journey.screenshot(page, 'shell-home-en-desktop');
    await context.close();
  });

  it('follows a Slovenian browser, switches language and remembers it for 365 days', async () => {
    const { page, context } = await journey.newPage({ locale: 'sl-SI', width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('sl');
    await expect.poll(() => page.getByRole('contentinfo').textContent()).toContain('Slovenija');
    await journey.screenshot(page, 'shell-home-sl-phone');

    await page.getByRole('button', { name: /english|angleščina/i }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'preferred_language');
    expect(cookie?.value).toBe('en');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
    await page.reload();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('offers back-to-top only after scrolling more than 200 px', async () => {
    const { page, context } = await journey.newPage({ width: 375, height: 500 });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    const button = page.getByRole('button', { name: /back to top/i });
    expect(await button.isVisible().catch(() => false)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.waitForTimeout(200);
    expect(await button.isVisible().catch(() => false)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await context.close();
  });

  it('loads deep links, guards the areas and sends unknown paths home', async () => {
    const { page, context } = await journey.newPage();
    await page.goto('/user/orders/new');
    await page.waitForURL('**/login');
    await page.goto('/adminis');
    await page.waitForURL('**/adminisLogin');
    await page.goto('/adminis/website/stats');
    await page.waitForURL('**/adminisLogin');
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    for (const path of ['/privacy-policy', '/cookie-policy', '/terms-of-service', '/register', '/login']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });

  it('lets the manager into the staff area, with the manager-only pages', async () => {
    const manager = await journey.server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const { page, context } = await journey.newPage();
    const token = journey.server.cookieFor('staff', manager.id).split('=')[1]!;
    await context.addCookies([{ name: 'access_token', value: token, url: journey.server.url, httpOnly: true, sameSite: 'Strict' }]);
    await page.goto('/adminis');
    await page.waitForURL('**/adminis/home');
    await page.goto('/adminis/website/prices');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/adminis/website/prices');
    await journey.screenshot(page, 'shell-admin-manager');

    // The sidebar beside the page runs its whole height, on the longest pages too.
    await page.context().addCookies([{ name: 'cookie_consent', value: 'necessary', url: journey.server.url, sameSite: 'Strict' }]);
    const sidebar = page.locator('#admin-sidebar');
    for (const path of ['/adminis/website/stats', '/adminis/website/prices']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      const side = (await sidebar.boundingBox())!;
      const content = (await page.locator('.admin-content').boundingBox())!;
      expect(side.y + side.height, path).toBeGreaterThanOrEqual(content.y + content.height - 1);
    }
    // Statistics: the figure that leaves cancellations out says so; the outcome chart counts all.
    await page.goto('/adminis/website/stats');
    await page.getByText(t('en', 'staff.stats.kpi.kept')).waitFor();
    await page.getByText(t('en', 'staff.stats.outcomes.total')).first().waitFor();

    // Narrowed to a phone the sidebar gets out of the way; widened again it is back, no reload.
    await page.goto('/adminis/home');
    await sidebar.waitFor();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: t('en', 'admin.nav.toggle') }).click();
    await sidebar.getByRole('link', { name: t('en', 'page.ordersAll.title') }).click();
    await page.waitForURL('**/adminis/orders/all');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await journey.screenshot(page, 'shell-admin-sidebar-after-resize');

    // Opening hours on the 24-hour clock, whatever the browser's own clock.
    await page.goto('/adminis/website/other');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('select.hours__time').first().waitFor();
    expect(await page.locator('input[type="time"]').count()).toBe(0);
    const times = await page.locator('select.hours__time').first().locator('option').allTextContents();
    expect(times).toContain('00:00');
    expect(times).toContain('23:45');
    expect(times.every((time) => /^\d\d:\d\d$/.test(time))).toBe(true);

    // In Slovenian the manager (no first name given) is the "Vodja", not "Manager".
    const slovene = await journey.newPage({ locale: 'sl-SI' });
    await slovene.context.addCookies([{ name: 'access_token', value: token, url: journey.server.url, httpOnly: true, sameSite: 'Strict' }]);
    await slovene.page.goto('/adminis/home');
    await slovene.page.getByText(t('sl', 'orders.home.leadUnnamed', { today: '#' }).split('#')[0]!.trim()).waitFor();
    const header = (await slovene.page.getByRole('banner').textContent()) ?? '';
    expect(header).toContain(t('sl', 'nav.managerBadge'));
    expect(header).not.toContain('Manager');
    expect((await slovene.page.locator('main').textContent()) ?? '').not.toContain('Manager');
    await journey.screenshot(slovene.page, 'shell-admin-manager-sl');
    await slovene.context.close();

    // Another admin is sent back to the staff home page from the manager's pages.
    const admin = await journey.server.services.prisma.staff.create({
      data: { name: 'counter', email: 'counter@stopover.localhost', passwordHash: 'scrypt$10$8$1$x$y' },
    });
    await context.clearCookies();
    const adminToken = journey.server.cookieFor('staff', admin.id).split('=')[1]!;
    await context.addCookies([{ name: 'access_token', value: adminToken, url: journey.server.url, httpOnly: true, sameSite: 'Strict' }]);
    await page.goto('/adminis/website/stats');
    await page.waitForURL('**/adminis/home');
    await context.close();
  });
});
