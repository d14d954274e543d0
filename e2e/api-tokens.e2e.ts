// API tokens as an organisation and the manager use them: on its profile the organisation creates
// a token for its booking system, copies the secret shown once, and the system (a plain fetch with
// `Authorization: Bearer`) reads its reservations; revoked on the profile, the token is refused at
// once. The manager sees every token on their own page. Photographed at 1280 and 375 px in English
// and Slovenian (test-results/screenshots/api-tokens-*).
import { createIntl } from 'react-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { signedIn, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (lang: 'en' | 'sl', id: string, values?: Record<string, string | number>) => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);

let journey: Journey;
let orgId: string;
let managerId: string;

beforeAll(async () => {
  journey = await startJourney();
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  orgId = (
    await createOrganisation(prisma, {
      data: { name: 'Alpine Coaches', email: 'alpine@example.com', username: 'alpine', passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    })
  ).id;
  await prisma.reservation.create({
    data: { orderNumber: 'API-234', clientId: orgId, type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalAt: new Date('2030-07-18T10:00:00Z'), arrivalDay: new Date('2030-07-18'), durationMinutes: 90 },
  });
}, 180_000);

afterAll(async () => {
  await journey?.close();
});

describe('API tokens', () => {
  for (const lang of ['en', 'sl'] as const) {
    it(`an organisation makes a token for its system, which reads its reservations until revoked (${lang})`, async () => {
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB' });
      await signedIn(journey, context, 'client', orgId, lang);
      await page.goto('/user/profile');
      const section = page.getByTestId('api-tokens');
      await section.getByRole('heading', { name: t(lang, 'tokens.section.title') }).waitFor();
      await section.getByRole('button', { name: t(lang, 'tokens.new.open') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t(lang, 'tokens.new.submit') }).click();
      await dialog.getByText(t(lang, 'tokens.field.nameRequired')).waitFor();
      await dialog.getByLabel(t(lang, 'tokens.field.name'), { exact: true }).fill(`Booking system ${lang}`);
      await journey.screenshot(page, `api-tokens-${lang}-new-1280`);
      await dialog.getByRole('button', { name: t(lang, 'tokens.new.submit') }).click();
      const secret = (await dialog.getByTestId('token-secret').inputValue()).trim();
      expect(secret).toMatch(/^stp_/);
      await page.setViewportSize({ width: 375, height: 800 });
      await journey.screenshot(page, `api-tokens-${lang}-secret-375`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole('button', { name: t(lang, 'tokens.secret.done') }).click();
      const row = section.getByTestId('api-token').filter({ hasText: `Booking system ${lang}` });
      await row.locator('.token-row__badge', { hasText: t(lang, 'tokens.state.active') }).waitFor();

      // The booking system: a plain HTTP client with the token, no cookie.
      const ask = () =>
        fetch(`${journey.server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify({ query: '{ viewer { client { reservations(first: 5) { edges { node { orderNumber } } } } } }' }),
        });
      const answer = (await (await ask()).json()) as { data: { viewer: { client: { reservations: { edges: Array<{ node: { orderNumber: string } }> } } } } };
      expect(answer.data.viewer.client.reservations.edges.map((e) => e.node.orderNumber)).toEqual(['API-234']);

      await page.reload();
      await row.getByText(t(lang, 'tokens.neverUsed')).waitFor({ state: 'detached' });
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await section.scrollIntoViewIfNeeded();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
        await journey.screenshot(page, `api-tokens-${lang}-profile-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await row.getByRole('button', { name: t(lang, 'tokens.revoke'), exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t(lang, 'tokens.revoke'), exact: true }).click();
      await row.locator('.token-row__badge', { hasText: t(lang, 'tokens.state.revoked') }).waitFor();
      expect((await ask()).status).toBe(401);
      await context.close();
    });
  }

  it('the manager sees every token and makes a read-only one for the kitchen', async () => {
    for (const [lang, width] of [['en', 1280], ['sl', 375]] as const) {
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: 800 });
      await signedIn(journey, context, 'staff', managerId, lang);
      if (width === 375) await page.addInitScript(() => localStorage.setItem('stopover.adminSidebar', 'closed'));
      await page.goto('/adminis/api-tokens');
      await page.getByRole('heading', { level: 1, name: t(lang, 'page.apiTokens.title') }).waitFor();
      await page.getByTestId('api-token').filter({ hasText: 'Alpine Coaches' }).first().waitFor();
      await page.getByRole('button', { name: t(lang, 'tokens.new.restaurantOpen') }).click();
      await page.getByRole('dialog').getByLabel(t(lang, 'tokens.field.name'), { exact: true }).fill(lang === 'sl' ? 'Zaslon v kuhinji' : 'Kitchen display');
      await page.getByRole('dialog').getByRole('button', { name: t(lang, 'tokens.new.submit') }).click();
      await page.getByRole('dialog').getByTestId('token-secret').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: t(lang, 'tokens.secret.done') }).click();
      await page.getByTestId('api-token').filter({ hasText: t(lang, 'tokens.owner.restaurant') }).first().waitFor();
      await journey.screenshot(page, `api-tokens-${lang}-manager-${width}`);
      await context.close();
    }
  });
});
