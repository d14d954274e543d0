// The audit log, in English and in Slovenian: the manager signs in, opens the audit log from the
// staff sidebar, finds their own sign-in and a reservation's status change as sentences, narrows
// the log to reservations, then to sign-ins on an earlier day (more than a page of them: "Load
// more" brings the rest), reloads the page and keeps the filter. A member of staff who is not the
// manager neither sees the link nor reaches the page, and the API refuses them. Every sentence the
// test looks for comes from the app's own catalogs.
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../graph/audit.ts';
import { hashPassword } from '../graph/auth/password.ts';
import { addDays, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import { createReservation } from '../graph/services/reservations/place-reservation.ts';
import { changeReservationStatus } from '../graph/services/reservations/status-changes.ts';
import { FAST_HASH } from '../graph/testing/server.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const MANAGER = { email: 'manager@stopover.localhost', password: 'manager-password-2025' };
const MEMBER = { email: 'mojca@stopover.localhost', password: 'Kava-in-krofi-za-vse' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** Sign-ins written on an earlier day: more than one page (50). */
const EARLIER_SIGN_INS = 60;

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string> },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string> },
];

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('the audit log in %s', (_locale, { lang, locale, catalog }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  let journey: Journey;
  let orderNumber: string;
  const today = instantToLocal(new Date()).date;
  const earlier = addDays(today, -3);

  beforeAll(async () => {
    journey = await startJourney({ MANAGER_EMAIL: MANAGER.email, MANAGER_PASSWORD: MANAGER.password });
    const { prisma } = journey.server.services;
    await prisma.staff.updateMany({ where: { isManager: true }, data: { language: lang } });
    const member = await prisma.staff.create({ data: { name: 'Mojca Zupan', email: MEMBER.email, passwordHash: await hashPassword(MEMBER.password, FAST_HASH), language: lang } });
    const now = new Date();
    const org = await createOrganisation(prisma, {
      data: { name: 'Alpetour d.o.o.', email: 'alpetour@coaches.example', username: 'alpetour', passwordHash: 'x', status: 'APPROVED', emailVerifiedAt: now, approvedAt: now, termsAcceptedAt: now, language: lang },
    });
    const reservation = await createReservation(
      journey.server.services,
      org.id,
      { type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalDate: addDays(today, 10), arrivalTime: '12:00', message: null },
      { ip: '192.0.2.10', language: lang },
    );
    orderNumber = reservation.orderNumber;
    await changeReservationStatus(journey.server.services, member.id, reservation.id, 'WAITING', { expectedVersion: reservation.version, note: 'Call the guide' }, { ip: '192.0.2.20', language: lang });
    // An earlier day's sign-ins, at 10:00 Ljubljana time, a minute apart.
    const start = localToInstant(earlier, 10 * 60);
    if (!start.ok) throw new Error('no 10:00');
    for (let i = 0; i < EARLIER_SIGN_INS; i++) {
      await audit(prisma, { action: 'auth.sign_in.succeeded', actor: { kind: 'STAFF', id: member.id }, subject: { type: 'Staff', id: member.id }, ip: `198.51.100.${i + 1}` });
    }
    const seeded = await prisma.auditLog.findMany({ where: { ip: { startsWith: '198.51.100.' } }, orderBy: { id: 'asc' } });
    for (const [i, row] of seeded.entries()) {
      await prisma.auditLog.update({ where: { id: row.id }, data: { createdAt: new Date(start.instant.getTime() + i * 60_000) } });
    }
  });
  afterAll(async () => {
    await journey?.close();
  });

  async function shoot(page: Page, name: string, options: { openFilters?: boolean } = {}) {
    // The "signed in" toast is another journey's story.
    for (const dismiss of await page.locator('.toast__dismiss').all()) await dismiss.click().catch(() => {});
    const burger = page.locator('[aria-controls="admin-sidebar"]');
    // A reload keeps the scroll position; the sticky header would land mid-picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await page.setViewportSize(viewport);
      // The sidebar learns of the new width from a media query event: let it, before asking it.
      await page.waitForFunction((wide) => window.matchMedia('(min-width: 993px)').matches === wide, size === 'desktop');
      await page.waitForTimeout(200);
      // On a phone the sidebar covers the page: close it for the picture.
      if (size === 'phone' && (await burger.getAttribute('aria-expanded')) === 'true') await burger.click();
      // On a phone the filters fold under one button.
      if (size === 'phone' && options.openFilters) await page.locator('.audit-filters__toggle').click();
      await page.waitForTimeout(350);
      await journey.screenshot(page, `audit-${lang}-${name}-${size}`);
    }
    await page.setViewportSize(DESKTOP);
    if ((await burger.getAttribute('aria-expanded')) === 'false') await burger.click();
  }

  async function newPage() {
    const opened = await journey.newPage({ locale, ...DESKTOP });
    await opened.context.addCookies([{ name: 'preferred_language', value: lang, url: journey.server.url }]);
    await opened.context.addInitScript(() =>
      window.localStorage.setItem('stopover.cookieConsent', JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() })),
    );
    return opened;
  }

  async function staffSignIn(page: Page, address: string, secret: string) {
    await page.goto('/adminisLogin');
    await page.getByLabel(t('form.email'), { exact: true }).fill(address);
    await page.getByLabel(t('form.password'), { exact: true }).fill(secret);
    await page.locator('altcha-widget label', { hasText: t('captcha.label') }).click();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: t('page.adminLogin.submit'), exact: true }).click();
    await page.waitForURL('**/adminis/home');
  }

  const entries = (page: Page) => page.locator('.audit-entry');

  it('the manager reads, filters and pages through the log; a member of staff cannot', async () => {
    const { page, context } = await newPage();
    await staffSignIn(page, MANAGER.email, MANAGER.password);
    await page.getByRole('link', { name: t('page.auditLog.title') }).click();
    await page.getByRole('heading', { level: 1, name: t('page.auditLog.title') }).waitFor();

    // ——— Their own sign-in, and the reservation's change as a sentence with a link to it.
    const status = (id: string) => t(id);
    const changed = t('audit.action.reservationStatusChanged', { subject: orderNumber, from: status('orders.status.created'), to: status('orders.status.waiting') });
    await page.locator('.audit-entry', { hasText: changed }).waitFor();
    await page.locator('.audit-entry', { hasText: t('audit.action.signInSucceeded') }).first().waitFor();
    await expect(page.locator('.audit-entry', { hasText: changed }).getByRole('link', { name: orderNumber }).getAttribute('href')).resolves.toBe(`/adminis/orders/all?open=${orderNumber}`);
    await shoot(page, '01-log');

    // ——— Only reservations.
    await page.getByLabel(t('audit.filter.what'), { exact: true }).selectOption('RESERVATIONS');
    await page.waitForURL(/what=RESERVATIONS/);
    await expect.poll(() => entries(page).count()).toBe(2);
    await page.locator('.audit-entry', { hasText: t('audit.action.reservationCreated', { subject: orderNumber }) }).waitFor();
    await shoot(page, '02-reservations', { openFilters: true });

    // ——— Sign-ins on the earlier day: a full page, then "Load more" for the rest.
    await page.getByLabel(t('audit.filter.what'), { exact: true }).selectOption('SIGN_IN');
    await page.getByLabel(t('audit.filter.from'), { exact: true }).fill(earlier);
    await page.getByLabel(t('audit.filter.to'), { exact: true }).fill(earlier);
    await page.waitForURL(new RegExp(`what=SIGN_IN.*from=${earlier}&to=${earlier}`));
    // The list refetches in place: the sign-ins of every day fill a page too, so wait until the
    // earlier day's latest (10:59) leads and nothing is in flight before paging on.
    await expect.poll(() => entries(page).first().locator('time').textContent()).toBe('10:59:00');
    await page.locator('.audit-log[aria-busy="false"]').waitFor();
    await expect.poll(() => entries(page).count()).toBe(50);
    await page.getByRole('button', { name: t('audit.more') }).click();
    await expect.poll(() => entries(page).count()).toBe(EARLIER_SIGN_INS);
    await page.getByText(t('audit.end')).waitFor();
    // The day's earliest sign-in is last, at 10:00 Slovenian time.
    await expect(entries(page).last().locator('time').textContent()).resolves.toBe('10:00:00');

    // ——— The filter is in the URL: a reload shows the same view.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('page.auditLog.title') }).waitFor();
    await expect.poll(() => entries(page).count()).toBe(50);
    await expect(page.getByLabel(t('audit.filter.what'), { exact: true }).inputValue()).resolves.toBe('SIGN_IN');
    await shoot(page, '03-earlier-day');

    // ——— Today only: the earlier day's sign-ins are gone.
    await page.getByRole('button', { name: t('audit.when.today'), exact: true }).click();
    await page.waitForURL(new RegExp(`from=${today}&to=${today}`));
    await expect.poll(() => entries(page).count()).toBeLessThan(5);
    // Everything today; the order number leads to the reservation's panel.
    await page.getByLabel(t('audit.filter.what'), { exact: true }).selectOption('');
    await page.waitForURL((url) => !url.search.includes('what='));
    await page.locator('.audit-entry', { hasText: changed }).getByRole('link', { name: orderNumber }).click();
    await page.waitForURL(`**/adminis/orders/all?open=${orderNumber}`);
    await context.close();

    // ——— A member of staff: no link, the page sends them home, the API refuses.
    const member = await newPage();
    await staffSignIn(member.page, MEMBER.email, MEMBER.password);
    await expect(member.page.getByRole('link', { name: t('page.auditLog.title') }).count()).resolves.toBe(0);
    await member.page.goto('/adminis/audit');
    await member.page.waitForURL('**/adminis/home');
    const answer = await member.page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-stopover-csrf': '1' },
        body: JSON.stringify({ query: '{ auditLog(first: 5) { edges { node { id } } } }' }),
      });
      return (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await member.context.close();
  }, 180_000);
});
