// How coaches really arrive, end to end (the feature's "done when"): the manager sets pacing (two
// coaches per 15-minute slot), three coach bays and two rooms that join; a third coach at 10:00 is
// refused when the last place goes while its client is still in the wizard, with the nearest free
// times offered, and books 10:15; a group of 60 is placed in the joined rooms; a Slovenian client
// joins the waiting list on a time no room can take, staff reject the big group, the offer mail (in
// Slovenian) books the client in one click; and a German driver's 25-minute delay shows live in the
// staff's order panel and on today's board. Screenshots: /work/shots/journey-*.png.
import fs from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateToDb, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { signedInPage, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';
import { dayInPicker } from './steps/date-picker.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (id: string, values?: Record<string, string | number>, lang: 'en' | 'sl' = 'en') => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const SHOTS = '/work/shots';
const STEP = 180_000;

const CREATE = `mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber } } }`;

let journey: Journey;
let managerId = '';
const orgs: Record<'alpine' | 'danube' | 'kras' | 'adria' | 'novak' | 'huber', { id: string; name: string; email: string }> = {} as never;
/** Ten days ahead: every lead time is far behind. */
const day = addDays(instantToLocal(new Date()).date, 10);
let bigGroup = '';

/** The whole page, or (`view`) what the screen shows: a long page's sticky header would land mid-picture. */
async function shoot(page: Page, name: string, options: { view?: boolean } = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (options.view) {
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `journey-${name}.png`) });
    return;
  }
  const file = await journey.screenshot(page, `journey-${name}`);
  fs.copyFileSync(file, path.join(SHOTS, `journey-${name}.png`));
}

/** A client books through the API, as a coach company's own system would. */
async function book(org: keyof typeof orgs, input: Record<string, unknown>): Promise<{ orderNumber: string }> {
  const response = await journey.server.graphql<{ createReservation: { reservation: { orderNumber: string } } }>(
    CREATE,
    { input: { acceptTerms: true, arrivalDate: day, ...input } },
    { cookie: journey.server.cookieFor('client', orgs[org].id) },
  );
  if (!response.body.data) throw new Error(`booking failed: ${JSON.stringify(response.body.errors)}`);
  return response.body.data.createReservation.reservation;
}

/** A visitor who is not signed in (the offer link and the driver's link need no sign-in). */
async function anonymous(context: BrowserContext, lang: string) {
  const url = journey.server.url;
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url, sameSite: 'Strict' },
    { name: 'preferred_language', value: lang, url, sameSite: 'Lax' },
  ]);
}

/** Resolves once the page has subscribed to live reservation changes (plus a moment for the server). */
function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        const payload = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (payload.includes('"subscribe"')) setTimeout(resolve, 400);
      });
    });
  });
}

/** The wizard's first steps, up to the arrival step's calendar on `day`. */
async function wizardToArrival(page: Page, lang: 'en' | 'sl', type: 'SHORT_STOP' | 'LONG_STOP', guests: number) {
  const next = () => page.getByRole('button', { name: t('page.newOrder.next', {}, lang), exact: true });
  await page.goto('/user/orders/new');
  await page.locator(`#order-type-${type}`).check();
  await next().click();
  await page.locator('#order-guests').fill(String(guests));
  await next().click();
  if (type === 'SHORT_STOP') await page.locator('#order-seats-no').check();
  await next().click();
  await (await dayInPicker(page, day, { nextMonth: t('picker.date.nextMonth', {}, lang), previousMonth: t('picker.date.previousMonth', {}, lang) })).click();
  return next;
}

beforeAll(async () => {
  // The waiting list's triggers run as in production: a cancellation sets the offer engine going.
  journey = await startJourney({}, { waitingList: undefined });
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  await prisma.staff.update({ where: { id: managerId }, data: { language: 'en' } });
  const before = new Date(Date.now() - 86_400_000);
  const names = { alpine: 'Alpine Coaches', danube: 'Danube Tours', kras: 'Kras Travel', adria: 'Adria Tours', novak: 'Avtobusi Novak', huber: 'Alpenreisen Huber' } as const;
  for (const [key, name] of Object.entries(names) as Array<[keyof typeof names, string]>) {
    const email = `${key}@coaches.example`;
    const row = await createOrganisation(prisma, {
      data: { name, email, username: key, language: key === 'novak' ? 'sl' : 'en', passwordHash: 'x', termsAcceptedAt: before, emailVerifiedAt: before, approvedAt: before, status: 'APPROVED' },
    });
    orgs[key] = { id: row.id, name, email };
  }
}, STEP);

afterAll(async () => {
  await journey?.close();
});

describe('how coaches really arrive', () => {
  it('1. the manager sets pacing, three coach bays and two rooms that join', async () => {
    const { page, problems, context } = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'en' }, DESKTOP);
    await page.goto('/adminis/website/other');
    await page.getByRole('link', { name: t('page.arrivalSettings.title'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('page.arrivalSettings.title') }).waitFor();

    // 15-minute slots; at most two coaches per slot, every day, both stop types.
    // (15 minutes is the default: nothing to save.)
    expect(await page.getByLabel(t('arrivals.pacing.slot')).inputValue()).toBe('15');
    await page.getByRole('button', { name: t('arrivals.pacing.addButton') }).click();
    const rule = page.getByRole('form', { name: t('arrivals.pacing.addTitle') });
    await rule.getByLabel(t('arrivals.pacing.maxCoaches')).fill('2');
    await rule.getByRole('button', { name: t('arrivals.pacing.add') }).click();
    await page.getByText(t('arrivals.pacing.coachesPerSlot', { count: 2 })).waitFor();

    const bays = page.getByRole('form', { name: t('arrivals.bays.formTitle') });
    await bays.getByLabel(t('arrivals.bays.count')).fill('3');
    await bays.getByRole('button', { name: t('arrivals.bays.save') }).click();
    await expect.poll(() => bays.getByRole('button', { name: t('arrivals.bays.save') }).isDisabled()).toBe(true);

    for (const [nameEn, nameSl, seats] of [['Hall', 'Dvorana', '40'], ['Side room', 'Stranska soba', '30']] as const) {
      await page.getByRole('button', { name: t('arrivals.rooms.addButton') }).click();
      const room = page.getByRole('form', { name: t('arrivals.rooms.addTitle') });
      await room.getByLabel(t('arrivals.rooms.nameEn')).fill(nameEn);
      await room.getByLabel(t('arrivals.rooms.nameSl')).fill(nameSl);
      await room.getByLabel(t('arrivals.rooms.seats')).fill(seats);
      await room.getByRole('button', { name: t('arrivals.rooms.add') }).click();
      await page.getByRole('list', { name: t('arrivals.rooms.title') }).locator('strong', { hasText: nameEn }).waitFor();
    }
    const sets = page.getByRole('form', { name: t('arrivals.sets.title') });
    await sets.getByRole('button', { name: t('arrivals.sets.add') }).click();
    const set = sets.locator('fieldset').first();
    await set.getByRole('checkbox', { name: 'Hall' }).check();
    await set.getByRole('checkbox', { name: 'Side room' }).check();
    await sets.getByRole('button', { name: t('arrivals.sets.save') }).click();
    await page.getByText(t('arrivals.sets.saved')).first().waitFor();
    await sets.getByRole('group', { name: t('arrivals.sets.setTitle', { number: 1, seats: 70 }) }).waitFor();
    await shoot(page, '1-settings-1280');

    const prisma = journey.server.services.prisma;
    const settings = await prisma.settings.findUniqueOrThrow({ where: { id: 1 } });
    expect({ slot: settings.pacingSlotMinutes, bays: settings.coachBays }).toEqual({ slot: 15, bays: 3 });
    expect(await prisma.pacingRule.findMany({ select: { stopType: true, weekdays: true, maxGuests: true, maxCoaches: true } })).toEqual([{ stopType: null, weekdays: [], maxGuests: null, maxCoaches: 2 }]);
    expect(problems).toEqual([]);
    await context.close();
  }, STEP);

  it('2. a third coach at 10:00 is refused when the last place goes meanwhile, with the nearest free times; it books 10:15', async () => {
    await book('alpine', { type: 'SHORT_STOP', guests: 50, seatReservation: false, arrivalTime: '10:00' });

    const { page, problems, context } = await signedInPage(journey, { kind: 'client', id: orgs.kras.id, lang: 'en' }, DESKTOP);
    const next = await wizardToArrival(page, 'en', 'SHORT_STOP', 50);
    await page.getByRole('group', { name: t('picker.time.hour') }).getByRole('radio', { name: '10', exact: true }).check();
    expect(await page.getByRole('group', { name: t('picker.time.minute') }).getByRole('radio', { name: '10:00', exact: true }).isChecked()).toBe(true);
    await page.getByText(t('page.newOrder.fits', { time: '10:00' })).first().waitFor();
    await next().click();
    await next().click();
    await next().click();
    await page.getByTestId('terms-summary').waitFor();
    await page.getByLabel(t('terms.accept'), { exact: true }).check();
    // The summary asks once more, on arriving: still free.
    await page.getByText(t('page.newOrder.fits', { time: '10:00' })).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: t('page.newOrder.submit') }).getAttribute('aria-disabled')).toBe(null);

    // Meanwhile another company takes the last coach place at 10:00.
    await book('danube', { type: 'SHORT_STOP', guests: 50, seatReservation: false, arrivalTime: '10:00' });
    await page.getByRole('button', { name: t('page.newOrder.submit') }).click();
    await page.getByText(t('error.reservationSubmit', { detail: t('reservation.problem.noLongerAvailable') })).waitFor();
    await page.getByText(t('page.newOrder.suggestions')).waitFor();
    const earlier = page.getByRole('button', { name: /^09:45/ });
    const later = page.getByRole('button', { name: /^10:15/ });
    await earlier.waitFor();
    await later.waitFor();
    // It says why: the pacing, not the seats (coffee stops hold none).
    await expect.poll(() => page.locator('[data-reason]').evaluateAll((items) => items.map((i) => i.getAttribute('data-reason')))).toEqual(['PACING']);
    expect(await page.locator('[data-reason="PACING"]').innerText()).toBe(t('reservation.full.PACING'));
    await later.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 250);
    await shoot(page, '2-refused-nearest-times-1280', { view: true });
    expect(await journey.server.services.prisma.reservation.count({ where: { clientId: orgs.kras.id } })).toBe(0);

    await later.click();
    await page.getByText(t('page.newOrder.fits', { time: '10:15' })).first().waitFor();
    await page.getByRole('button', { name: t('page.newOrder.submit') }).click();
    await page.getByRole('heading', { name: t('success.reservationSubmitted') }).waitFor();
    const kras = await journey.server.services.prisma.reservation.findFirstOrThrow({ where: { clientId: orgs.kras.id } });
    expect(instantToLocal(kras.arrivalAt)).toEqual({ date: day, minute: 10 * 60 + 15 });
    // Pacing held: two coaches at 10:00, each in its own bay, the third in the third.
    const coffee = await journey.server.services.prisma.reservation.findMany({ where: { arrivalDay: dateToDb(day), type: 'SHORT_STOP' }, orderBy: { arrivalAt: 'asc' } });
    expect(coffee.map((r) => [instantToLocal(r.arrivalAt).minute, r.coaches])).toEqual([
      [600, 1],
      [600, 1],
      [615, 1],
    ]);
    expect(coffee.flatMap((r) => r.bays).sort()).toEqual([1, 2, 3]);
    expect(problems).toEqual([]);
    await context.close();
  }, STEP);

  it('3. a group of 60 is placed in the joined rooms; staff see rooms and bay in its order panel and move its coach', async () => {
    bigGroup = (await book('adria', { type: 'LONG_STOP', guests: 60, seatReservation: true, arrivalTime: '12:00' })).orderNumber;
    const { page, problems, context } = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'en' }, DESKTOP);
    await page.goto(`/adminis/orders/pending?open=${bigGroup}`);
    const section = page.getByTestId('order-panel').getByTestId('arrival-section');
    await section.waitFor();
    await expect.poll(() => section.innerText()).toContain('Hall (40 seats) + Side room (20 seats)');
    const saved = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: bigGroup } });
    expect(saved.bays).toHaveLength(1);
    expect(await section.innerText()).toContain(`${t('arrivals.section.bays')}\n${saved.bays[0]}`);
    await section.scrollIntoViewIfNeeded();
    await shoot(page, '3-order-panel-rooms-1280', { view: true });
    // Staff move its coach to another bay, free for the stay and turnaround.
    const target = saved.bays[0] === 3 ? 2 : 3;
    await section.getByTestId('placement-change').click();
    await section.getByTestId('placement-bay-1').selectOption(String(target));
    await shoot(page, '3-order-panel-move-bay-1280', { view: true });
    await section.getByRole('button', { name: t('arrivals.place.save'), exact: true }).click();
    await expect.poll(() => section.innerText()).toContain(`${t('arrivals.section.bays')}\n${target}`);
    const moved = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: bigGroup }, include: { events: true } });
    expect(moved.bays).toEqual([target]);
    expect(moved.events.map((e) => e.kind)).toContain('PLACED');
    expect(problems).toEqual([]);
    await context.close();
  }, STEP);

  it('4. a client joins the waiting list on a full time; a rejection frees it; the offer mail books the client', async () => {
    const prisma = journey.server.services.prisma;
    // 20 more at 12:00: the seat total allows it, but no room is left for them.
    const client = await signedInPage(journey, { kind: 'client', id: orgs.novak.id, lang: 'sl' }, { locale: 'sl-SI', ...DESKTOP });
    await wizardToArrival(client.page, 'sl', 'LONG_STOP', 20);
    await client.page.getByRole('group', { name: t('picker.time.hour', {}, 'sl') }).getByRole('radio', { name: '12', exact: true }).check();
    await client.page.getByText(t('reservation.full.ROOM', {}, 'sl')).waitFor();
    expect(await client.page.locator('[data-reason]').evaluateAll((items) => items.map((i) => i.getAttribute('data-reason')))).toEqual(['ROOM']);
    await client.page.getByTestId('waitlist-join-open').click();
    await client.page.getByTestId('waitlist-join-form').waitFor();
    expect(await client.page.locator('#waitlist-start').inputValue()).toBe('11:00');
    expect(await client.page.locator('#waitlist-end').inputValue()).toBe('13:00');
    await client.page.getByTestId('waitlist-join-form').getByRole('button', { name: t('waitlist.join.submit', {}, 'sl') }).click();
    await client.page.getByTestId('waitlist-joined').waitFor();
    await client.page.getByTestId('waitlist-joined').scrollIntoViewIfNeeded();
    await shoot(client.page, '4-waiting-list-joined-sl-1280', { view: true });
    const entry = await prisma.waitingListEntry.findFirstOrThrow({ where: { clientId: orgs.novak.id } });
    expect(entry).toMatchObject({ status: 'WAITING', guests: 20, windowStartMinute: 11 * 60, windowEndMinute: 13 * 60 });

    // Staff reject the big group with a reason: its rooms free, and the first entry that fits gets an offer.
    const staff = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'en' }, DESKTOP);
    await staff.page.goto(`/adminis/orders/pending?open=${bigGroup}`);
    const panel = staff.page.getByTestId('order-panel');
    await panel.getByRole('button', { name: t('orders.action.reject'), exact: true }).click();
    const dialog = staff.page.getByRole('dialog', { name: t('orders.dialog.rejectTitle', { order: bigGroup }) });
    await dialog.getByLabel(t('orders.note.reject')).fill('The group changed its route.');
    await dialog.getByRole('button', { name: t('orders.action.reject'), exact: true }).click();
    await staff.page.getByText(t('orders.done.reject', { order: bigGroup, list: t('page.ordersOther.title') })).waitFor();
    expect(staff.problems).toEqual([]);
    await staff.context.close();

    await expect.poll(() => prisma.mailOutbox.count({ where: { template: 'waiting_list.offer', toAddress: orgs.novak.email } }), { timeout: 20_000 }).toBe(1);
    const offer = await prisma.mailOutbox.findFirstOrThrow({ where: { template: 'waiting_list.offer', toAddress: orgs.novak.email } });
    expect(offer.language).toBe('sl');
    const link = /https?:\/\/[^\s]+(\/waiting-list\/offer\/[A-Za-z0-9._-]+)/.exec(offer.textBody)![1]!;

    const { page: offerPage, context: offerContext } = await journey.newPage({ locale: 'sl-SI', ...DESKTOP });
    await anonymous(offerContext, 'sl');
    await offerPage.goto(link);
    await offerPage.getByRole('button', { name: t('waitlist.offer.book', {}, 'sl') }).click();
    await offerPage.getByText(t('waitlist.offer.outcome.booked.title', {}, 'sl'), { exact: true }).waitFor();
    await shoot(offerPage, '4-offer-booked-sl-1280');
    await offerContext.close();
    expect(await prisma.waitingListEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ status: 'BOOKED' });
    const booked = await prisma.reservation.findFirstOrThrow({ where: { clientId: orgs.novak.id }, include: { rooms: true } });
    expect(booked).toMatchObject({ guests: 20, type: 'LONG_STOP', status: 'CREATED' });
    expect(booked.rooms).toHaveLength(1);

    // My reservations shows it.
    await client.page.goto('/user/orders/current');
    await client.page.locator(`article[data-order-number="${booked.orderNumber}"]`).waitFor();
    await shoot(client.page, '4-my-reservations-sl-1280');
    expect(client.problems).toEqual([]);
    await client.context.close();
  }, STEP);

  it('5. staff confirm; a German driver reports 25 minutes late; the order panel and the board show it live', async () => {
    const prisma = journey.server.services.prisma;
    // A coach arriving later today (the board shows today), booked by phone earlier.
    const now = instantToLocal(new Date());
    const minute = Math.min(Math.ceil((now.minute + 120) / 15) * 15, 23 * 60 + 30);
    const resolved = localToInstant(now.date, minute);
    if (!resolved.ok) throw new Error('nonexistent');
    const today = await prisma.reservation.create({
      data: {
        orderNumber: 'HBR-425',
        clientId: orgs.huber.id,
        type: 'LONG_STOP',
        guests: 30,
        seatReservation: true,
        arrivalAt: resolved.instant,
        arrivalDay: dateToDb(now.date),
        durationMinutes: 90,
        status: 'CREATED',
        bays: [2],
      },
    });

    const staff = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'en' }, DESKTOP);
    const ready = subscribed(staff.page);
    await staff.page.goto(`/adminis/orders/pending?open=${today.orderNumber}`);
    const panel = staff.page.getByTestId('order-panel');
    await panel.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    const dialog = staff.page.getByRole('dialog', { name: t('orders.dialog.confirmTitle', { order: today.orderNumber }) });
    await dialog.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    await panel.getByText(t('orders.status.scheduled')).first().waitFor();
    const box = panel.getByTestId('driver-link');
    await expect.poll(() => box.locator('input').inputValue()).toContain('/driver/');
    const driverPath = new URL(await box.locator('input').inputValue()).pathname;
    await ready;

    // Today's board, open on another screen.
    const board = await signedInPage(journey, { kind: 'staff', id: managerId, lang: 'en' }, DESKTOP);
    const boardReady = subscribed(board.page);
    await board.page.goto('/board');
    const row = board.page.locator(`[data-testid="board-row"][data-group="${orgs.huber.name}"]`);
    await expect.poll(() => row.locator('[data-testid="board-state"]').innerText()).toBe(t('arrivals.state.expected'));
    await boardReady;

    // The driver, on a phone in German.
    const driver = await journey.newPage({ locale: 'de-AT', ...PHONE });
    await driver.page.goto(driverPath);
    await expect.poll(() => driver.page.locator('legend').first().textContent()).toBe('Wir verspäten uns um …');
    expect(await driver.page.locator('html').getAttribute('lang')).toBe('de');
    await expect.poll(() => driver.page.locator('.driver__bay').textContent()).toBe('2');
    await driver.page.getByRole('button', { name: '25 Min.' }).click();
    await expect.poll(() => driver.page.locator('.driver__answer').textContent()).toBe('Danke, das Restaurant ist informiert.');
    await shoot(driver.page, '5-driver-de-375');
    await driver.context.close();

    // Live, without a reload: the order panel and the board.
    const section = panel.getByTestId('arrival-section');
    await expect.poll(() => section.innerText()).toContain(t('arrivals.section.delay', { minutes: 25 }));
    await expect.poll(() => row.locator('[data-testid="board-state"]').innerText()).toBe(t('arrivals.state.delayed', { minutes: 25 }));
    await section.scrollIntoViewIfNeeded();
    await shoot(staff.page, '5-order-panel-delay-1280', { view: true });
    await shoot(board.page, '5-board-delay-1280');
    const saved = await prisma.reservation.findUniqueOrThrow({ where: { id: today.id }, include: { events: true } });
    expect(saved.driverState).toBe('DELAYED');
    expect(saved.etaAt!.getTime() - saved.arrivalAt.getTime()).toBe(25 * 60_000);
    expect(saved.events.filter((e) => e.kind === 'DRIVER_REPORT')).toHaveLength(1);
    expect(staff.problems).toEqual([]);
    expect(board.problems).toEqual([]);
    await staff.context.close();
    await board.context.close();
  }, STEP);
});
