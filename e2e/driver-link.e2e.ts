// The driver's live link on a phone: a coach's driver, whose phone speaks German, opens the link the
// organiser shared (no sign-in), sees the stop (arrival, bay, meals, the restaurant's phone) and
// reports a 25-minute delay with one tap; the page answers in German and the reservation holds the
// new ETA, with the report in its history. A Slovenian phone gets the page in Slovenian, and the
// switcher changes the language. Screenshots: /work/shots/driver-{de,sl}-375.png, driver-en-1280.png
// (and test-results/screenshots/).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateToDb, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import { driverLinkOf } from '../graph/services/driver-link/renew.ts';
import { signedIn, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

let journey: Journey;
let reservationId: string;
let link: string;
let orgId: string;
const SHOTS = '/work/shots';

async function shoot(page: Page, name: string) {
  const file = await journey.screenshot(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

beforeAll(async () => {
  journey = await startJourney();
  const prisma = journey.server.services.prisma;
  const tomorrow = addDays(instantToLocal(new Date()).date, 1);
  const resolved = localToInstant(tomorrow, 12 * 60 + 30);
  if (!resolved.ok) throw new Error('nonexistent');
  const booked = new Date(Date.now() - 3 * 86_400_000);
  const org = await createOrganisation(prisma, {
    data: { name: 'Alpenreisen Huber', email: 'huber@coaches.example', username: 'huber', language: 'en', passwordHash: 'x', termsAcceptedAt: booked, emailVerifiedAt: booked, approvedAt: booked, status: 'APPROVED' },
  });
  orgId = org.id;
  const reservation = await prisma.reservation.create({
    data: {
      orderNumber: 'HBR-425',
      clientId: org.id,
      type: 'LONG_STOP',
      guests: 48,
      seatReservation: true,
      arrivalAt: resolved.instant,
      arrivalDay: dateToDb(tomorrow),
      durationMinutes: 90,
      status: 'SCHEDULED',
      bays: [3],
      createdAt: booked,
      mealPreorder: {
        dishes: [
          { menuItemId: '00000000-0000-4000-8000-000000000001', nameEn: 'Goulash with polenta', nameSl: 'Golaž s polento', priceCents: null, quantity: 30 },
          { menuItemId: '00000000-0000-4000-8000-000000000002', nameEn: 'Mushroom risotto', nameSl: 'Gobova rižota', priceCents: null, quantity: 18 },
        ],
        vegetarian: 18,
        vegan: 0,
        allergens: {},
        driverMeals: 2,
        guideMeals: 1,
      },
    },
  });
  reservationId = reservation.id;
  link = driverLinkOf(journey.server.services, reservation)!.replace(journey.server.services.config.publicUrl, '');
});
afterAll(async () => {
  await journey?.close();
});

describe('the driver’s link', () => {
  it('on a German phone, reports a 25-minute delay', async () => {
    const { context, page } = await journey.newPage({ locale: 'de-AT', width: 375, height: 812 });
    await page.goto(link);
    await expect.poll(() => page.locator('legend').first().textContent()).toBe('Wir verspäten uns um …');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => page.locator('.driver__bay').textContent()).toBe('3');
    expect(await page.locator('.driver__state').textContent()).toBe('Noch keine Meldung: erwartet um 12:30');
    await page.getByRole('button', { name: '25 Min.' }).click();
    await expect.poll(() => page.locator('.driver__answer').textContent()).toBe('Danke, das Restaurant ist informiert.');
    expect(await page.locator('.driver__state').textContent()).toBe('Gemeldet: 25 Min. Verspätung, Ankunft 12:55');
    const saved = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { id: reservationId }, include: { events: true } });
    expect(saved.driverState).toBe('DELAYED');
    expect(saved.etaAt!.getTime() - saved.arrivalAt.getTime()).toBe(25 * 60_000);
    expect(saved.events.filter((e) => e.kind === 'DRIVER_REPORT')).toHaveLength(1);
    await shoot(page, 'driver-de-375');
    await context.close();
  });

  it('speaks Slovenian on a Slovenian phone, and switches to English', async () => {
    const { context, page } = await journey.newPage({ locale: 'sl-SI', width: 375, height: 812 });
    await page.goto(link);
    await expect.poll(() => page.locator('legend').first().textContent()).toBe('Zamujamo …');
    await shoot(page, 'driver-sl-375');
    await page.selectOption('#driver-language', 'en');
    await expect.poll(() => page.locator('legend').first().textContent()).toBe('We are delayed by …');
    await context.close();
  });

  it('reads well on a wide screen, and says when a link no longer works', async () => {
    const { context, page } = await journey.newPage({ locale: 'en-GB', width: 1280, height: 900 });
    await page.goto(link);
    await expect.poll(() => page.locator('.driver__state').textContent()).toBe('Reported: delayed by 25 min, arriving 12:55');
    await shoot(page, 'driver-en-1280');
    await page.goto('/driver/not-a-link');
    await expect.poll(() => page.locator('.driver__answer').textContent()).toBe('This link no longer works. Ask the organiser for the current link.');
    await context.close();
  });

  it('is in the organiser’s reservation, to copy', async () => {
    const { context, page } = await journey.newPage({ locale: 'sl-SI', width: 375, height: 812 });
    await signedIn(journey, context, 'client', orgId, 'sl');
    await page.goto('/user/orders/current');
    const box = page.getByTestId('driver-link');
    await expect.poll(() => box.locator('input').inputValue()).toContain('/driver/');
    expect(await box.locator('h3').textContent()).toBe('Povezava za voznika');
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'driver-share-client-sl-375.png'), clip: (await box.boundingBox())! });
    await context.close();
  });
});
