// Today's board (/board): a screen in the kitchen. Staff open it signed in and see today's arrivals
// by expected time with room, bay, headcount, meals and state; a driver reports 25 minutes late and
// the row says so without a reload, moving to its new place. A screen nobody signs in to opens it
// once with a restaurant token (/board?token=…): the token leaves the address bar, the board reads
// and stays live on it. Photographed at 1920×1080 and 1280 in English and Slovenian and at 375 px
// (test-results/screenshots/board-*, copied to /work/shots when that folder exists).
import fs from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToDb, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import { createApiToken } from '../graph/services/api-tokens.ts';
import { publish } from '../graph/services/reservation-notices.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { signedInPage, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (id: string, values?: Record<string, string | number>, lang: 'en' | 'sl' = 'en') => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);
const SHARED_SHOTS = '/work/shots';

let journey: Journey;
let managerId: string;
let alpine: { id: string; arrivalAt: Date };

async function shoot(page: Page, name: string) {
  const file = await journey.screenshot(page, name);
  if (fs.existsSync(SHARED_SHOTS)) fs.copyFileSync(file, path.join(SHARED_SHOTS, `${name}.png`));
}

/** What the driver's link does (another part of the app): the columns, then the live event. */
async function driverReports(data: { driverState: 'DELAYED' | 'ARRIVED'; etaAt?: Date | null }) {
  const row = await journey.server.services.prisma.reservation.update({
    where: { id: alpine.id },
    data: { ...data, driverReportedAt: new Date(), version: { increment: 1 } },
  });
  publish(journey.server.services, 'EDITED', row, undefined);
}

const row = (page: Page, group: string) => page.locator(`[data-testid="board-row"][data-group="${group}"]`);
const groups = (page: Page) => page.locator('[data-testid="board-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-group')));

beforeAll(async () => {
  journey = await startJourney();
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  const today = instantToLocal(new Date()).date;
  const at = (time: string) => {
    const resolved = localToInstant(today, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
    if (!resolved.ok) throw new Error('nonexistent');
    return resolved.instant;
  };
  const hall = await prisma.room.create({ data: { nameEn: 'Hall', nameSl: 'Dvorana', seats: 60, position: 1 } });
  const side = await prisma.room.create({ data: { nameEn: 'Side room', nameSl: 'Stranska soba', seats: 30, position: 2 } });
  const terrace = await prisma.room.create({ data: { nameEn: 'Terrace', nameSl: 'Terasa', seats: 40, position: 3 } });
  await prisma.settings.update({ where: { id: 1 }, data: { coachBays: 4 } });
  const menuItem = await prisma.menuItem.findFirstOrThrow({ where: { stopType: 'LONG_STOP', active: true } });
  let n = 0;
  const book = async (name: string, time: string, guests: number, extra: Record<string, unknown> = {}) => {
    const client = await createOrganisation(prisma, {
      data: { name, email: `${n}@example.com`, username: `org${n}`, passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    });
    return prisma.reservation.create({
      data: {
        orderNumber: `BRD-${234 + n++}`,
        clientId: client.id,
        type: 'LONG_STOP',
        guests,
        seatReservation: true,
        arrivalAt: at(time),
        arrivalDay: dateToDb(today),
        durationMinutes: 90,
        status: 'SCHEDULED',
        responsibleFirstName: 'Janez',
        responsibleLastName: 'Novak',
        ...extra,
      },
    });
  };
  const meals = (quantity: number) => ({ dishes: [{ menuItemId: menuItem.id, nameEn: menuItem.nameEn, nameSl: menuItem.nameSl, priceCents: null, quantity }], vegetarian: 0, vegan: 0, allergens: {}, driverMeals: 1, guideMeals: 0 });
  const created = await book('Alpine Coaches', '10:00', 60, { coaches: 2, bays: [1, 2], mealPreorder: meals(58), rooms: { create: [{ roomId: hall.id, seats: 40 }, { roomId: side.id, seats: 20 }] } });
  alpine = { id: created.id, arrivalAt: created.arrivalAt };
  await book('Danube Tours', '10:15', 35, { bays: [3], mealPreorder: meals(35), rooms: { create: [{ roomId: terrace.id, seats: 35 }] } });
  await book('Kras Travel', '10:30', 48, { type: 'SHORT_STOP', seatReservation: false, durationMinutes: 30, bays: [4] });
  await book('Gone Tomorrow', '11:00', 20, { status: 'DELETED' });
});

afterAll(async () => {
  await journey?.close();
});

describe('today’s board', () => {
  it('shows staff today’s arrivals by expected time, and a reported delay live', async () => {
    const { page, context, problems } = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'en' }, { width: 1920, height: 1080 });
    await page.goto('/board');
    await expect.poll(() => groups(page)).toEqual(['Alpine Coaches', 'Danube Tours', 'Kras Travel']);
    const first = row(page, 'Alpine Coaches');
    await expect.poll(() => first.innerText()).toContain('Hall + Side room');
    expect(await first.innerText()).toContain(t('arrivals.board.bay', { bays: '1, 2', count: 2 }));
    expect(await first.innerText()).toContain(t('arrivals.board.meals', { count: 58 }));
    expect(await first.locator('[data-testid="board-state"]').innerText()).toBe(t('arrivals.state.expected'));
    // Nothing personal beyond the group's name.
    expect(await page.locator('[data-testid="board"]').innerText()).not.toContain('Novak');
    await page.waitForTimeout(500);

    await driverReports({ driverState: 'DELAYED', etaAt: new Date(alpine.arrivalAt.getTime() + 25 * 60_000) });
    await expect.poll(() => first.locator('[data-testid="board-state"]').innerText()).toBe(t('arrivals.state.delayed', { minutes: 25 }));
    // Expected at 10:25 now: after the 10:15 group.
    await expect.poll(() => groups(page)).toEqual(['Danube Tours', 'Alpine Coaches', 'Kras Travel']);
    await shoot(page, 'board-en-1920');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, 'board-en-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(200);
    await shoot(page, 'board-en-375');
    expect(problems).toEqual([]);
    await context.close();

    for (const [width, height] of [
      [1920, 1080],
      [1280, 800],
      [375, 812],
    ] as const) {
      const slovene = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'sl' }, { locale: 'sl-SI', width, height });
      await slovene.page.goto('/board');
      await expect.poll(() => row(slovene.page, 'Alpine Coaches').innerText()).toContain(t('arrivals.state.delayed', { minutes: 25 }, 'sl'));
      expect(await row(slovene.page, 'Alpine Coaches').innerText()).toContain('Dvorana + Stranska soba');
      await shoot(slovene.page, `board-sl-${width}`);
      expect(slovene.problems).toEqual([]);
      await slovene.context.close();
    }
  });

  it('opens with a restaurant token on a screen nobody signs in to, and stays live on it', async () => {
    const { secret } = await createApiToken(journey.server.services, { kind: 'restaurant', staffId: managerId }, { name: 'Kitchen screen', scopes: ['READ_ALL_RESERVATIONS'] }, { ip: null, language: 'en' });
    const { page, context } = await journey.newPage({ width: 1920, height: 1080 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/board?token=${encodeURIComponent(secret)}`);
    await expect.poll(() => groups(page)).toEqual(['Danube Tours', 'Alpine Coaches', 'Kras Travel']);
    expect(new URL(page.url()).search).toBe('');
    await page.waitForTimeout(500);
    await driverReports({ driverState: 'ARRIVED' });
    await expect.poll(() => row(page, 'Alpine Coaches').locator('[data-testid="board-state"]').innerText()).toBe(t('arrivals.state.arrived'));
    // A reload keeps the token for the tab.
    await page.reload();
    await expect.poll(() => groups(page)).toHaveLength(3);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends anybody else to staff sign-in', async () => {
    const { page, context } = await journey.newPage();
    await page.goto('/board');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/adminisLogin');
    await context.close();
  });
});
