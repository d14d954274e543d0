// A coach company wants lunch at 12:00 on a day that is full then. The wizard says so and offers the
// waiting list: the company joins with a window around the wanted time and sees the entry in My
// reservations. Staff see it on the day sheet and offer a place by hand; the offer mail's link
// opens the offer page (no sign-in needed) with the terms, in the client's language.
// Screenshots: /work/shots/waitlist-*.png (en and sl, 1280 and 375 px) when that folder exists,
// else test-results/screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, dateToDb, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { offerByHand } from '../graph/services/waiting-list/offers.ts';
import { signedInPage, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';
import { dayInPicker } from './steps/date-picker.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (id: string, values?: Record<string, string | number>, lang: 'en' | 'sl' = 'en') => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const SHOTS = fs.existsSync('/work/shots') ? '/work/shots' : null;

let journey: Journey;
const orgs: Record<'alpine' | 'novak', string> = { alpine: '', novak: '' };
let managerId = '';
/** Ten days ahead: a long stop's lead time is far behind. */
const day = addDays(instantToLocal(new Date()).date, 10);

/** A visitor who is not signed in, in a language, with the cookie question answered. */
async function anonymous(context: BrowserContext, lang: 'en' | 'sl') {
  const url = journey.server.url;
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url, sameSite: 'Strict' },
    { name: 'preferred_language', value: lang, url, sameSite: 'Lax' },
  ]);
  await context.addInitScript(() =>
    window.localStorage.setItem('stopover.cookieConsent', JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() })),
  );
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    const file = await journey.screenshot(page, `waitlist-${name}-${size}`);
    if (SHOTS) fs.copyFileSync(file, path.join(SHOTS, path.basename(file)));
  }
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  journey = await startJourney();
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  const before = new Date(Date.now() - 86_400_000);
  for (const [key, language] of [['alpine', 'en'], ['novak', 'sl']] as const) {
    orgs[key] = (
      await createOrganisation(prisma, {
        data: { name: key === 'alpine' ? 'Alpine Coaches' : 'Avtobusi Novak', email: `${key}@coaches.example`, username: key, language, passwordHash: 'x', termsAcceptedAt: before, emailVerifiedAt: before, approvedAt: before, status: 'APPROVED' },
      })
    ).id;
  }
  // Every seat is taken at 12:00 that day.
  const settings = await prisma.settings.findUniqueOrThrow({ where: { id: 1 } });
  const noon = localToInstant(day, 12 * 60);
  if (!noon.ok) throw new Error('nonexistent');
  await prisma.reservation.create({
    data: { orderNumber: 'FUL-234', clientId: orgs.novak, type: 'LONG_STOP', guests: settings.seatCapacity, seatReservation: true, arrivalAt: noon.instant, arrivalDay: dateToDb(day), durationMinutes: 90, status: 'SCHEDULED' },
  });
}, 180_000);

afterAll(async () => {
  await journey?.close();
});

describe('the waiting list', () => {
  it('a client joins from the wizard when its time is full, and sees the entry in My reservations', async () => {
    const { page, problems } = await signedInPage(journey, { kind: 'client', id: orgs.alpine, lang: 'en' }, DESKTOP);
    const next = () => page.getByRole('button', { name: t('page.newOrder.next'), exact: true });
    await page.goto('/user/orders/new');
    await page.locator('#order-type-LONG_STOP').check();
    await next().click();
    await page.locator('#order-guests').fill('40');
    await next().click();
    await next().click();
    await (await dayInPicker(page, day, { nextMonth: t('picker.date.nextMonth'), previousMonth: t('picker.date.previousMonth') })).click();
    await page.getByRole('group', { name: t('picker.time.hour') }).getByRole('radio', { name: '12', exact: true }).check();
    await page.getByText(t('reservation.problem.fullyBooked')).waitFor();
    await page.getByTestId('waitlist-join-open').click();
    await page.getByTestId('waitlist-join-form').waitFor();
    expect(await page.locator('#waitlist-start').inputValue()).toBe('11:00');
    expect(await page.locator('#waitlist-end').inputValue()).toBe('13:00');
    await page.locator('#waitlist-end').fill('13:30');
    await shoot(page, 'en-wizard-join');
    await page.getByTestId('waitlist-join-form').getByRole('button', { name: t('waitlist.join.submit') }).click();
    await page.getByTestId('waitlist-joined').waitFor();
    await shoot(page, 'en-wizard-joined');

    await page.goto('/user/orders/current');
    const list = page.getByTestId('my-waiting-list');
    await list.waitFor();
    await list.getByText(t('waitlist.entry.window', { start: '11:00', end: '13:30' })).first().waitFor();
    await list.getByText(t('waitlist.status.waiting'), { exact: true }).waitFor();
    await shoot(page, 'en-my-reservations');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('staff see it on the day sheet; an offer opens on its own page in the client’s language', async () => {
    const prisma = journey.server.services.prisma;
    const { page, problems } = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'sl' }, DESKTOP);
    await page.goto(`/adminis/day-sheet?date=${day}`);
    const section = page.getByTestId('day-waiting-list');
    await section.getByText('Alpine Coaches').waitFor();
    await section.scrollIntoViewIfNeeded();
    await shoot(page, 'sl-day-sheet');
    await page.context().close();

    // A Slovenian client joins too; staff offer it a place by hand at 15:00 (free).
    const sloEntry = await prisma.waitingListEntry.create({
      data: { clientId: orgs.novak, day: dateToDb(day), windowStartMinute: 14 * 60, windowEndMinute: 16 * 60, type: 'LONG_STOP', guests: 30, seatReservation: true },
    });
    await offerByHand(journey.server.services, managerId, sloEntry.id, '15:00', { ip: null, language: 'sl' });
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { template: 'waiting_list.offer', toAddress: 'novak@coaches.example' } });
    expect(mail.language).toBe('sl');
    const link = /https?:\/\/[^\s]+\/waiting-list\/offer\/([A-Za-z0-9._-]+)/.exec(mail.textBody)![1]!;
    for (const lang of ['sl', 'en'] as const) {
      const { page: offerPage, context } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', ...DESKTOP });
      await anonymous(context, lang);
      const logs: string[] = [];
      offerPage.on('console', (m) => logs.push(m.text()));
      offerPage.on('pageerror', (e) => logs.push(e.message));
      await offerPage.goto(`/waiting-list/offer/${link}`);
      await offerPage.getByTestId('waitlist-offer-title').waitFor({ timeout: 15_000 }).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${logs.join('\n')}`);
      });
      expect(await offerPage.getByTestId('waitlist-offer-title').textContent()).toBe(t('waitlist.offer.title', { name: 'Avtobusi Novak' }, lang));
      await offerPage.getByTestId('waitlist-offer-terms').waitFor();
      await shoot(offerPage, `${lang}-offer`);
      await context.close();
    }
    expect(problems).toEqual([]);
    // The link still books (opening the page used nothing).
    const { page: booking, context } = await journey.newPage({ locale: 'sl-SI', ...DESKTOP });
    await anonymous(context, 'sl');
    await booking.goto(`/waiting-list/offer/${link}`);
    await booking.getByRole('button', { name: t('waitlist.offer.book', {}, 'sl') }).click();
    await booking.getByText(t('waitlist.offer.outcome.booked.title', {}, 'sl'), { exact: true }).waitFor();
    await shoot(booking, 'sl-offer-booked');
    expect(await prisma.waitingListEntry.findUniqueOrThrow({ where: { id: sloEntry.id } })).toMatchObject({ status: 'BOOKED' });
    await context.close();
  });
});
