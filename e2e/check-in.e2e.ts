// At the coach door. Four groups booked for today have reached their arrival time. In English at
// 1280 px a member of staff checks one in from the day sheet with the headcount counted (36 of 40)
// and marks another as not arrived from the order panel; in Slovenian on a phone (375 px) a
// colleague checks the third in from its order panel and marks the fourth as not arrived from the
// day sheet. The client card then shows the organisation's record and the manager's statistics the
// arrival and no-show rates. Screenshots: test-results/screenshots/check-in-*.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dateToDb, instantToLocal } from '../graph/domain/local-time.ts';
import { signedIn, startJourney, type Journey } from './harness.ts';
import {
  checkInFromDaySheet,
  checkInFromReservationPanel,
  daySheetRow,
  markNoShowFromDaySheet,
  markNoShowFromReservationPanel,
  readClientRecord,
  readOutcomeRates,
  t,
} from './steps/check-in.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

let journey: Journey;
let managerId: string;
let orgId: string;
let day: string;
const ORG = 'Alpine Coaches';

beforeAll(async () => {
  journey = await startJourney();
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  orgId = (
    await createOrganisation(prisma, {
      data: { name: ORG, email: 'alpine@example.com', username: 'alpine', phone: '+386 40 123 456', language: 'sl', passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    })
  ).id;
  // Half an hour ago, to the minute: the arrival time has passed, so "did not arrive" is allowed too.
  const arrivalAt = new Date(Math.floor((Date.now() - 30 * 60_000) / 60_000) * 60_000);
  day = instantToLocal(arrivalAt).date;
  const group = (orderNumber: string, guests: number) =>
    prisma.reservation.create({
      data: { orderNumber, clientId: orgId, type: 'LONG_STOP', guests, seatReservation: true, arrivalAt, arrivalDay: dateToDb(day), durationMinutes: 90, status: 'SCHEDULED', responsibleFirstName: 'Janez', responsibleLastName: 'Novak' },
    });
  await group('ARV-234', 40);
  await group('NSH-235', 30);
  await group('ARV-236', 45);
  await group('NSH-237', 25);
}, 180_000);

afterAll(async () => {
  await journey?.close();
});

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1);
    const deepest = over.filter((el) => !over.some((other) => other !== el && el.contains(other)));
    return { by: document.documentElement.scrollWidth - width, where: deepest.slice(0, 3).map((el) => `${el.tagName}.${el.className}`) };
  });
  if (overflow.by > 0) await journey.screenshot(page, `check-in-overflow-${what.replaceAll(' ', '-')}`);
  expect(overflow.by, `${what}: ${overflow.where.join(', ')}`).toBeLessThanOrEqual(0);
}

describe('check-in at the door', () => {
  it('in English at 1280 px: checks a group in from the day sheet with 36 of 40 guests, marks another as not arrived from its order panel', async () => {
    const { context, page } = await journey.newPage({ width: 1280, height: 900 });
    await signedIn(journey, context, 'staff', managerId, 'en');
    await page.goto(`/adminis/day-sheet?date=${day}`);
    await page.getByTestId('day-sheet').waitFor();
    const row = daySheetRow(page, 'ARV-234');
    await row.getByRole('button', { name: t('en', 'checkin.action.arrived'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('en', 'checkin.headcount.label')).waitFor();
    // The headcount starts at the booked guests; a nonsense count is refused before it is sent.
    expect(await dialog.getByLabel(t('en', 'checkin.headcount.label')).inputValue()).toBe('40');
    await dialog.getByLabel(t('en', 'checkin.headcount.label')).fill('0');
    await dialog.getByRole('button', { name: t('en', 'checkin.dialog.arrivedSubmit'), exact: true }).click();
    await dialog.getByText(t('en', 'checkin.headcount.invalid', { min: 1, max: 100 })).waitFor();
    await journey.screenshot(page, 'check-in-dialog-en-1280');
    await dialog.getByRole('button', { name: t('en', 'checkin.dialog.back'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await checkInFromDaySheet(page, 'ARV-234', 36, 'en', 40);
    expect(await row.textContent()).toContain(t('en', 'checkin.outcome.arrivedWith', { actual: 36, guests: 40 }));
    expect(await row.getByTestId('check-in-actions').count()).toBe(0);
    await journey.screenshot(page, 'check-in-daysheet-en-1280');
    const arrived = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: 'ARV-234' } });
    expect(arrived).toMatchObject({ status: 'FINISHED', outcome: 'ARRIVED', actualGuests: 36, checkedInByStaffId: managerId });

    await markNoShowFromReservationPanel(page, 'NSH-235', 'en', 'We waited an hour.');
    const panel = page.getByTestId('order-panel');
    await panel.locator('.order-history__outcome', { hasText: t('en', 'checkin.outcome.noShow') }).waitFor();
    expect(await panel.getByRole('button', { name: t('en', 'orders.panel.understood') }).count()).toBe(0);
    await journey.screenshot(page, 'check-in-panel-no-show-en-1280');
    const missed = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: 'NSH-235' } });
    expect(missed).toMatchObject({ status: 'DELETED', outcome: 'NO_SHOW' });
    // The client hears of it in its own language.
    const mail = await journey.server.services.prisma.mailOutbox.findFirstOrThrow({ where: { template: 'reservation.no_show' } });
    expect(mail).toMatchObject({ toAddress: 'alpine@example.com', language: 'sl' });
    await context.close();
  }, 180_000);

  it('in Slovenian on a phone: checks a group in from its order panel and marks another as not arrived from the day sheet', async () => {
    const { context, page } = await journey.newPage({ locale: 'sl-SI', width: 375, height: 800 });
    await signedIn(journey, context, 'staff', managerId, 'sl');
    await page.addInitScript(() => localStorage.setItem('stopover.adminSidebar', 'closed'));

    await checkInFromReservationPanel(page, 'ARV-236', 44, 'sl', 45);
    // Their own change is not reported back to them as a colleague's.
    expect(await page.getByTestId('order-panel').getByRole('button', { name: t('sl', 'orders.panel.understood') }).count()).toBe(0);
    await noOverflow(page, 'panel sl 375');
    await journey.screenshot(page, 'check-in-panel-sl-375');

    await page.goto(`/adminis/day-sheet?date=${day}`);
    await page.getByTestId('day-sheet').waitFor();
    const row = daySheetRow(page, 'NSH-237');
    await row.getByRole('button', { name: t('sl', 'checkin.action.noShow'), exact: true }).waitFor();
    await noOverflow(page, 'day sheet sl 375');
    await journey.screenshot(page, 'check-in-daysheet-before-sl-375');
    await daySheetRow(page, 'ARV-234').getByTestId('outcome-note').waitFor();
    await row.getByRole('button', { name: t('sl', 'checkin.action.noShow'), exact: true }).click();
    await page.getByRole('dialog').getByLabel(t('sl', 'checkin.noShow.noteLabel')).waitFor();
    await journey.screenshot(page, 'check-in-no-show-dialog-sl-375');
    await page.getByRole('dialog').getByRole('button', { name: t('sl', 'checkin.dialog.back'), exact: true }).click();
    await markNoShowFromDaySheet(page, 'NSH-237', 'sl');
    await noOverflow(page, 'day sheet after sl 375');
    await journey.screenshot(page, 'check-in-daysheet-sl-375');
    await context.close();
  }, 180_000);

  it('shows the record on the client card and the rates on the statistics page, in both languages', async () => {
    for (const [lang, width] of [['en', 1280], ['sl', 375]] as const) {
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: 900 });
      await signedIn(journey, context, 'staff', managerId, lang);
      if (width === 375) await page.addInitScript(() => localStorage.setItem('stopover.adminSidebar', 'closed'));
      expect(await readClientRecord(page, ORG, lang)).toEqual({ bookings: 4, arrivals: 2, noShows: 2, lateCancellations: 0 });
      await noOverflow(page, `cards ${lang} ${width}`);
      await journey.screenshot(page, `check-in-client-card-${lang}-${width}`);
      const rates = await readOutcomeRates(page, day, day);
      // Two of four closed reservations arrived; two of the four groups expected at the door did not.
      const half = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(0.5);
      expect(rates).toEqual({ arrivalRate: half, noShowRate: half });
      await page.getByTestId('outcome-rates').scrollIntoViewIfNeeded();
      await noOverflow(page, `stats ${lang} ${width}`);
      await journey.screenshot(page, `check-in-statistics-${lang}-${width}`);
      await context.close();
    }
  }, 180_000);

  it('the client reads how each booking ended among its past reservations', async () => {
    for (const [lang, width] of [['sl', 375], ['en', 1280]] as const) {
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: 900 });
      await signedIn(journey, context, 'client', orgId, lang);
      await page.goto('/user/info');
      const card = (order: string) => page.locator(`[data-order-number="${order}"]`);
      await card('ARV-234').getByTestId('outcome-note').filter({ hasText: t(lang, 'checkin.client.arrivedWith', { actual: 36 }) }).waitFor();
      await card('NSH-235').getByTestId('outcome-note').filter({ hasText: t(lang, 'checkin.client.noShow') }).waitFor();
      await noOverflow(page, `client ${lang} ${width}`);
      await journey.screenshot(page, `check-in-client-history-${lang}-${width}`);
      await context.close();
    }
  }, 180_000);
});
