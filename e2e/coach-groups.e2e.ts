// A coach group from booking to the door, in English and in Slovenian: the coach company books a
// long stop and pre-orders the group's meals on the wizard's success screen; staff confirm it; the
// day before, the reconfirmation mail arrives at a real SMTP peer and, on a phone without signing
// in, the organiser first asks for fewer guests than the meals ordered (refused, with the server's
// reason) and then gives the smaller headcount the meals fit; staff see it in the order panel; the
// client and staff exchange a message; the kitchen page adds up the day and prints without the
// shell (a PDF, kept in test-results); on the day, a member of staff at the door (375 px) checks
// the group in from the day sheet with the headcount counted, and the client sees the outcome.
// Every sentence looked for comes from the app's own catalogs or the server's own messages.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import { MESSAGES } from '../graph/i18n/messages.ts';
import { startSmtpPeer, type SmtpPeer } from '../graph/mail/testing.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { type Journey, SHOTS, signedInPage, startJourney } from './harness.ts';
import { checkInFromDaySheet, daySheetRow } from './steps/check-in.ts';
import { clientSeesReply, clientWrites, staffReplies, staffSeesUnread } from './steps/conversation.ts';
import { bookLongStopInWizard, openKitchen, preorderInWizard } from './steps/meals.ts';
import { asMailReader, reconfirmationMail, reconfirmFromMail, triggerReconfirmation, widenReconfirmationWindow } from './steps/reconfirm.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const LANGUAGES = [
  {
    lang: 'en' as const,
    locale: 'en-GB',
    catalog: en as Record<string, string>,
    company: 'Highland Coach Tours Ltd',
    goulash: 'Beef goulash',
    trout: 'Soča trout',
    question: 'Could the driver have his lunch a little earlier, at 12:15?',
    answer: 'Of course — his plate will be ready at 12:15.',
  },
  {
    lang: 'sl' as const,
    locale: 'sl-SI',
    catalog: sl as Record<string, string>,
    company: 'Avtobusni prevozi Soča d.o.o.',
    goulash: 'Goveji golaž',
    trout: 'Soška postrv',
    question: 'Bi lahko voznik kosil malo prej, ob 12.15?',
    answer: 'Seveda — njegov krožnik bo pripravljen ob 12.15.',
  },
];

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('a coach group, booking to the door, in %s', (_locale, language) => {
  const { lang, locale, catalog, company, goulash, trout, question, answer } = language;
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const email = `coach-groups-${lang}@coaches.example`;
  const arrivalDay = addDays(instantToLocal(new Date()).date, 4);

  let journey: Journey;
  let peer: SmtpPeer;
  let clientId: string;
  let managerId: string;
  let orderNumber = '';

  beforeAll(async () => {
    peer = await startSmtpPeer();
    journey = await startJourney({ SMTP_URL: peer.url }, { mail: { pollMs: 200 } });
    const prisma = journey.server.services.prisma;
    managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    clientId = (
      await createOrganisation(prisma, {
        data: { name: company, email, username: `coachgroups${lang}`, language: lang, passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
      })
    ).id;
    await prisma.stopOffer.upsert({ where: { type: 'LONG_STOP' }, create: { type: 'LONG_STOP', priceCents: 1850 }, update: { priceCents: 1850 } });
    await prisma.menuItem.deleteMany({ where: { stopType: 'LONG_STOP' } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 1, nameEn: 'Beef goulash', nameSl: 'Goveji golaž', allergens: ['GLUTEN', 'CELERY'] } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 2, nameEn: 'Soča trout', nameSl: 'Soška postrv', priceCents: 450, allergens: ['FISH', 'MILK'] } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 3, nameEn: 'Mushroom risotto', nameSl: 'Gobova rižota', vegetarian: true, vegan: true } });
  }, 180_000);
  afterAll(async () => {
    await journey?.close();
    await peer?.stop();
  });

  const newPage = (kind: 'client' | 'staff', viewport = DESKTOP) => signedInPage(journey, { kind, id: kind === 'client' ? clientId : managerId, lang }, { locale, ...viewport });

  /** Photographs the page at both widths and leaves it at the width it had. */
  async function shoot(page: Page, name: string) {
    const own = page.viewportSize() ?? DESKTOP;
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      await journey.screenshot(page, `coach-groups-${lang}-${name}-${size}`);
    }
    await page.setViewportSize(own);
  }

  async function noOverflow(page: Page, what: string) {
    const by = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(by, `${what} overflows by ${by} px`).toBeLessThanOrEqual(0);
  }

  it('books a long stop for 40 guests and pre-orders 36 meals, the driver’s and the guide’s', async () => {
    const { page, context, problems } = await newPage('client');
    orderNumber = await bookLongStopInWizard(page, t, { guests: 40, date: arrivalDay, time: '12:30' });
    expect(orderNumber).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    await preorderInWizard(page, { dishes: { [goulash]: 28, [trout]: 8 }, vegetarian: 2, allergens: { GLUTEN: 1 }, driverMeals: 1, guideMeals: 1 });
    await shoot(page, 'preorder-saved');
    const stored = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber } });
    expect(stored.guests).toBe(40);
    expect(stored.mealPreorder).toMatchObject({ vegetarian: 2, driverMeals: 1, guideMeals: 1, allergens: { GLUTEN: 1 } });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('staff confirm it; the pre-order is in the order panel', async () => {
    const { page, context } = await newPage('staff');
    await page.goto(`/adminis/orders/pending?open=${orderNumber}`);
    const panel = page.getByTestId('order-panel');
    await panel.getByTestId('meal-preorder').getByText(goulash).first().waitFor();
    await panel.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.dialog.confirmTitle', { order: orderNumber }) });
    await dialog.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    await panel.getByText(t('orders.status.scheduled')).first().waitFor();
    await context.close();
  });

  it('the day before, the reconfirmation mail asks in the client’s language; on a phone the organiser gives 36 guests', async () => {
    // Time passes: the booking was made a week ago, and the window is widened so that the
    // scheduler's round asks now, four days ahead (a booking made inside the window is never asked).
    await journey.server.services.prisma.reservation.update({ where: { orderNumber }, data: { createdAt: new Date(Date.now() - 7 * 86_400_000) } });
    await widenReconfirmationWindow(journey.server, 5 * 24);
    expect(await triggerReconfirmation(journey.server)).toBe(1);
    // A second round (another instance, a minute later) asks nobody twice.
    expect(await triggerReconfirmation(journey.server)).toBe(0);
    const mail = await reconfirmationMail(peer, email);
    expect(mail.subject).toContain(orderNumber);
    expect(mail.subject).toContain('40');

    const { page, context } = await journey.newPage({ locale, ...PHONE });
    await asMailReader(journey.server, context, lang);
    // The page says the meals are for 36 guests; fewer is refused with the server's reason and
    // changes nothing (the link stays usable).
    const refusal = await reconfirmFromMail(page, mail, {
      guests: 30,
      expectRefusal: true,
      beforeAnswer: (p) => p.getByText(t('reconfirm.change.mealsHint', { meals: 36 })).waitFor(),
    });
    expect(refusal).toContain(MESSAGES.MEALS_EXCEED_GUESTS[lang]);
    expect((await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber } })).guests).toBe(40);
    await noOverflow(page, 'the reconfirmation page');
    await shoot(page, 'reconfirm-refused');

    expect(await reconfirmFromMail(page, mail, { guests: 36 })).toBe('changed');
    await noOverflow(page, 'the reconfirmation page, answered');
    await shoot(page, 'reconfirm-done');
    const stored = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber } });
    expect(stored.guests).toBe(36);
    expect(stored.reconfirmedAt).not.toBeNull();
    // The link worked once: opened again, it says it was used.
    await page.goto(mail.confirmPath);
    await page.locator('.reconfirm__outcome[data-state="USED"]').waitFor();
    await context.close();
  });

  it('staff see the new headcount, reconfirmed, in the order panel; client and staff exchange a message', async () => {
    const staff = await newPage('staff');
    const client = await newPage('client');
    await staff.page.goto('/adminis/orders/current');
    await client.page.goto('/user/orders/current');

    await staff.page.goto(`/adminis/orders/current?open=${orderNumber}`);
    const panel = staff.page.getByTestId('order-panel');
    await panel.getByText(t('reconfirm.badge.reconfirmed')).first().waitFor();
    expect(await panel.textContent()).toContain('36');
    await shoot(staff.page, 'panel-reconfirmed');
    // Back on the list, as staff work: the client's message shows as unread on its row, live.
    await staff.page.goto('/adminis/orders/current');
    await staff.page.locator(`li[data-order="${orderNumber}"]`).waitFor();

    await clientWrites(client.page, orderNumber, question, lang);
    await staffSeesUnread(staff.page, orderNumber, 1, lang);
    await staffReplies(staff.page, orderNumber, answer, lang);
    await clientSeesReply(client.page, orderNumber, answer);
    await shoot(client.page, 'conversation-client');
    expect(client.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
    await staff.context.close();
    await client.context.close();
  });

  it('the kitchen adds the day up per hour and prints it without the staff shell', async () => {
    const { page, context } = await newPage('staff');
    const kitchen = await openKitchen(page, arrivalDay);
    await kitchen.getByText(goulash).first().waitFor();
    const text = (await kitchen.textContent()) ?? '';
    expect(text).toContain(goulash);
    expect(text).toContain(trout);
    expect(text).toContain('28');
    await shoot(page, 'kitchen');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header, nav, aside').evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent !== null).length)).toBe(0);
    await fs.mkdir(SHOTS, { recursive: true });
    await page.pdf({ path: path.join(SHOTS, `coach-groups-${lang}-kitchen.pdf`), format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it('on the day, at the door on a phone, staff check the group in with 35 of 36 guests; the client sees it', async () => {
    // The day comes: the arrival moves to a few minutes ago (the booking rules kept it days ahead).
    const prisma = journey.server.services.prisma;
    const arrivedAt = new Date(Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000);
    const today = instantToLocal(arrivedAt).date;
    await prisma.$executeRaw`UPDATE reservations SET arrival_at = ${arrivedAt}, arrival_day = ${today}::date WHERE order_number = ${orderNumber}`;

    const { page, context, problems } = await newPage('staff', PHONE);
    await page.goto(`/adminis/day-sheet?date=${today}`);
    await page.getByTestId('day-sheet').waitFor();
    await daySheetRow(page, orderNumber).waitFor();
    await noOverflow(page, 'the day sheet at the door');
    await shoot(page, 'day-sheet-before');
    await checkInFromDaySheet(page, orderNumber, 35, lang, 36);
    await shoot(page, 'day-sheet-checked-in');
    const stored = await prisma.reservation.findUniqueOrThrow({ where: { orderNumber } });
    expect(stored).toMatchObject({ status: 'FINISHED', outcome: 'ARRIVED', actualGuests: 35 });
    // The day's CSV says how the group ended, as the row does.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('daysheet.csv') }).click()]);
    const csv = await fs.readFile(await download.path(), 'utf8');
    const [header, row] = csv.slice(1).split('\r\n');
    const column = header!.split(';').indexOf(t('checkin.stats.outcome'));
    expect(column).toBeGreaterThan(0);
    expect(row!.split(';')[column]).toBe(t('checkin.outcome.arrivedWith', { actual: 35, guests: 36 }));
    // The reservation history's row says it too, so a no-show never reads like a cancellation.
    await page.goto('/adminis/orders/other');
    await page.locator(`li[data-order="${orderNumber}"]`).getByText(t('checkin.outcome.arrivedWith', { actual: 35, guests: 36 })).waitFor();
    await noOverflow(page, 'the reservation history');
    await shoot(page, 'history-row');
    expect(problems).toEqual([]);
    await context.close();

    const client = await newPage('client', PHONE);
    // Finished reservations are the client's order history, with how each ended.
    await client.page.goto('/user/info#history');
    await client.page.locator(`[data-order-number="${orderNumber}"]`).getByText(t('checkin.client.arrivedWith', { actual: 35, guests: 36 })).waitFor();
    await shoot(client.page, 'client-history');
    await client.context.close();
  });
});
