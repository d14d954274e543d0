// Staff at the counter on a busy day. A bus company books through the API; the open pending queue
// of a member of staff shows the booking without a reload (graphql-ws), with a quiet notice; the
// admin confirms it, the row leaves the queue, the client's "My reservations" says scheduled and
// the confirmation mail waits in the outbox. Two members of staff act on the same order at once:
// one wins, the other is told what changed. An edit checks availability live. The list catches up
// after the network comes back. The manager changes the long-stop price and the public home page
// shows it. Finally every order screen is photographed at 1280, 820 and 375 px in English and
// Slovenian (test-results/screenshots/staff-orders-*). Sentences come from the app's catalogs.
//
// STOPOVER_E2E_WEB_DIST may point at a private build of the web app (default: dist/web).
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import { generateOrderNumber } from '../graph/domain/order-number.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { SHOTS, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const intlOf = (lang: 'en' | 'sl') => createIntl({ locale: lang, messages: CATALOGS[lang] });
const t = (id: string, values?: Record<string, string | number>, lang: 'en' | 'sl' = 'en') => intlOf(lang).formatMessage({ id }, values);

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 375, height: 800 },
] as const;

let journey: Journey;
let managerId: string;
let counterId: string;
const orgs: Record<string, { id: string; name: string; email: string }> = {};
let today: string;

const CREATE = `mutation ($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber status version } } }`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Errors the page reports: uncaught exceptions and console errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Refused requests are part of the story (a stale version): the page handles them.
    if (/Failed to load resource: the server responded with a status of (401|404|409)/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  return problems;
}

/** Resolves once the page has asked the server for live reservation events. */
function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        const payload = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        // graphql-ws answers nothing per subscription: give the server a moment to register it.
        if (payload.includes('"subscribe"') && payload.includes('reservationChanged')) setTimeout(resolve, 400);
      });
    });
  });
}

/** Staff decided on cookies long ago: the consent banner would cover the panel's buttons. */
async function withConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: journey.server.url, sameSite: 'Strict' }]);
}

/** What the screen shows now (the side panel is fixed to the viewport, a full-page shot misses it). */
async function viewportShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

async function staffPage(staffId: string, options: { locale?: string; width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await journey.newPage({ locale: options.locale ?? 'en-GB', width: options.width ?? 1280, height: options.height ?? 900 });
  await withConsent(context);
  const token = journey.server.cookieFor('staff', staffId).split('=')[1]!;
  await context.addCookies([{ name: 'access_token', value: token, url: journey.server.url, httpOnly: true, sameSite: 'Strict' }]);
  return { context, page };
}

async function clientPage(orgId: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await journey.newPage({ locale: 'en-GB' });
  await withConsent(context);
  const token = journey.server.cookieFor('client', orgId).split('=')[1]!;
  await context.addCookies([{ name: 'access_token', value: token, url: journey.server.url, httpOnly: true, sameSite: 'Strict' }]);
  return { context, page };
}

async function book(orgKey: string, input: Record<string, unknown>): Promise<{ id: string; orderNumber: string; version: number }> {
  const response = await journey.server.graphql<{ createReservation: { reservation: { id: string; orderNumber: string; version: number } } }>(CREATE, { input: { acceptTerms: true, ...input } }, { cookie: journey.server.cookieFor('client', orgs[orgKey]!.id) });
  if (!response.body.data) throw new Error(`booking failed: ${JSON.stringify(response.body.errors)}`);
  return response.body.data.createReservation.reservation;
}

function at(day: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  const resolved = localToInstant(day, h! * 60 + m!);
  if (!resolved.ok) throw new Error(`no such time ${day} ${time}`);
  return resolved.instant;
}

interface Seed {
  org: string;
  status: 'CREATED' | 'WAITING' | 'SCHEDULED' | 'FINISHED' | 'DELETED';
  type: 'SHORT_STOP' | 'LONG_STOP';
  guests: number;
  seats?: boolean;
  day: string;
  time: string;
  bookedHoursAgo: number;
  note?: string;
  wishes?: string;
  message?: string;
  responsible?: [string, string];
}

/** A reservation as staff would find it on a busy day (straight into the database, with its history). */
async function seed(s: Seed): Promise<string> {
  const prisma = journey.server.services.prisma;
  const createdAt = new Date(Date.now() - s.bookedHoursAgo * 3_600_000);
  const orderNumber = generateOrderNumber();
  const seats = s.type === 'LONG_STOP' ? true : (s.seats ?? false);
  const reservation = await prisma.reservation.create({
    data: {
      orderNumber,
      clientId: orgs[s.org]!.id,
      type: s.type,
      guests: s.guests,
      seatReservation: seats,
      arrivalAt: at(s.day, s.time),
      arrivalDay: new Date(`${s.day}T00:00:00Z`),
      durationMinutes: s.type === 'LONG_STOP' ? 90 : 30,
      status: s.status,
      staffNote: s.note ?? null,
      wishes: s.wishes ?? null,
      message: s.message ?? null,
      responsibleFirstName: s.responsible?.[0] ?? null,
      responsibleLastName: s.responsible?.[1] ?? null,
      quotedPriceCents: s.type === 'LONG_STOP' ? 1890 : 450,
      version: s.status === 'CREATED' ? 1 : 2,
      createdAt,
      updatedAt: createdAt,
    },
  });
  await prisma.reservationEvent.create({ data: { reservationId: reservation.id, kind: 'CREATED', toStatus: 'CREATED', actorKind: 'CLIENT', createdAt } });
  if (s.status !== 'CREATED') {
    const from = s.status === 'FINISHED' ? 'SCHEDULED' : 'CREATED';
    await prisma.reservationEvent.create({
      data: {
        reservationId: reservation.id,
        kind: 'STATUS_CHANGED',
        fromStatus: from,
        toStatus: s.status,
        note: s.note ?? null,
        actorKind: 'STAFF',
        actorStaffId: counterId,
        createdAt: new Date(createdAt.getTime() + 1_800_000),
      },
    });
  }
  return orderNumber;
}

beforeAll(async () => {
  const webDist = process.env.STOPOVER_E2E_WEB_DIST;
  journey = await startJourney(webDist ? { WEB_DIST: webDist } : {});
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  counterId = (
    await prisma.staff.create({ data: { name: 'ana', firstName: 'Ana', lastName: 'Kovač', email: 'ana@stopover.localhost', passwordHash: 'scrypt$10$8$1$x$y' } })
  ).id;
  const now = new Date();
  const people = [
    ['alpine', 'Alpine Coach Tours d.o.o.', 'dispatch@alpine-coach.example', 'en', 'Marko', 'Novak', '+386 41 234 567'],
    ['panonija', 'Panonija Turist', 'info@panonija.example', 'sl', 'Petra', 'Horvat', '+386 2 555 1234'],
    ['danube', 'Danube Explorer Reisen GmbH', 'booking@danube-explorer.example', 'en', 'Klaus', 'Meier', '+43 1 234 5678'],
    ['adria', 'Adriatic Schools Travel', 'trips@adria-schools.example', 'en', null, null, null],
    ['bled', 'Blejski izleti s.p.', 'bled@izleti.example', 'sl', 'Janez', 'Zupan', '+386 31 999 000'],
  ] as const;
  for (const [key, name, email, language, firstName, lastName, phone] of people) {
    const org = await createOrganisation(prisma, {
      data: {
        name,
        email,
        username: key,
        passwordHash: 'x',
        language,
        firstName,
        lastName,
        phone,
        status: 'APPROVED',
        emailVerifiedAt: now,
        approvedAt: now,
        termsAcceptedAt: now,
      },
    });
    orgs[key] = { id: org.id, name, email };
  }
  // A registration waiting for approval, for the home page's count.
  await createOrganisation(prisma, {
    data: { name: 'Karawanken Bus', email: 'office@karawanken.example', username: 'karawanken', passwordHash: 'x', status: 'PENDING', emailVerifiedAt: now, termsAcceptedAt: now },
  });

  today = instantToLocal(now).date;
  const yesterday = addDays(today, -1);
  const day = (n: number) => addDays(today, n);
  const seeds: Seed[] = [
    // today
    { org: 'danube', status: 'SCHEDULED', type: 'LONG_STOP', guests: 48, day: today, time: '12:30', bookedHoursAgo: 200, note: 'Table by the window, menu B.', responsible: ['Klaus', 'Meier'], wishes: '3 vegetarian, 1 gluten-free' },
    { org: 'alpine', status: 'SCHEDULED', type: 'SHORT_STOP', guests: 32, seats: true, day: today, time: '09:15', bookedHoursAgo: 50 },
    { org: 'panonija', status: 'WAITING', type: 'LONG_STOP', guests: 55, day: today, time: '13:00', bookedHoursAgo: 30, note: 'Can you arrive at 13:30 instead? The room is full at 13:00.' },
    { org: 'adria', status: 'CREATED', type: 'SHORT_STOP', guests: 18, day: today, time: '16:45', bookedHoursAgo: 1 },
    // tomorrow
    { org: 'bled', status: 'SCHEDULED', type: 'LONG_STOP', guests: 62, day: day(1), time: '12:00', bookedHoursAgo: 120 },
    { org: 'alpine', status: 'CREATED', type: 'SHORT_STOP', guests: 45, day: day(1), time: '10:30', bookedHoursAgo: 14, message: 'Two coaches, second one about 10 minutes later.' },
    // a crowded day and an overbooked one
    { org: 'danube', status: 'SCHEDULED', type: 'LONG_STOP', guests: 80, day: day(3), time: '12:00', bookedHoursAgo: 300 },
    { org: 'panonija', status: 'SCHEDULED', type: 'LONG_STOP', guests: 60, day: day(3), time: '12:30', bookedHoursAgo: 280 },
    { org: 'bled', status: 'SCHEDULED', type: 'LONG_STOP', guests: 95, day: day(5), time: '12:00', bookedHoursAgo: 400 },
    { org: 'adria', status: 'WAITING', type: 'LONG_STOP', guests: 70, day: day(5), time: '12:15', bookedHoursAgo: 90, note: 'Please confirm the number of teachers.' },
    { org: 'alpine', status: 'CREATED', type: 'LONG_STOP', guests: 40, day: day(8), time: '13:00', bookedHoursAgo: 3 },
    { org: 'bled', status: 'SCHEDULED', type: 'SHORT_STOP', guests: 25, day: day(10), time: '15:00', bookedHoursAgo: 20 },
    // history
    { org: 'alpine', status: 'FINISHED', type: 'LONG_STOP', guests: 50, day: yesterday, time: '12:00', bookedHoursAgo: 500 },
    { org: 'panonija', status: 'DELETED', type: 'SHORT_STOP', guests: 20, day: day(2), time: '11:00', bookedHoursAgo: 70, note: 'Cancelled at the client’s request: the tour was called off.' },
    { org: 'danube', status: 'FINISHED', type: 'SHORT_STOP', guests: 38, day: addDays(today, -3), time: '10:00', bookedHoursAgo: 700 },
  ];
  for (const s of seeds) await seed(s);
});

afterAll(async () => {
  await journey?.close();
});

describe('staff order screens', () => {
  it('show a new booking in the open pending queue without a reload; confirming it mails the client and moves it on', async () => {
    const { context, page } = await staffPage(managerId);
    const problems = watchConsole(page);
    const ready = subscribed(page);
    await page.goto('/adminis/orders/pending');
    await page.getByRole('heading', { level: 1, name: t('page.ordersPending.title') }).waitFor();
    await ready;

    const booked = await book('alpine', {
      type: 'SHORT_STOP',
      guests: 24,
      seatReservation: true,
      arrivalDate: addDays(today, 2),
      arrivalTime: '10:00',
      responsibleFirstName: 'Marko',
      message: 'Coffee for everyone, please.',
    });
    const row = page.locator(`[data-order="${booked.orderNumber}"]`);
    await row.waitFor({ timeout: 10_000 });
    const notice = t('orders.live.new', { order: booked.orderNumber, organisation: orgs.alpine!.name });
    await page.getByText(notice).waitFor();
    await journey.screenshot(page, 'staff-orders-live-new-booking');

    // Open it: details, history, actions.
    await row.getByRole('link').click();
    const panel = page.getByTestId('order-panel');
    await panel.getByText(t('orders.history.created')).waitFor();
    expect(await panel.textContent()).toContain('Coffee for everyone, please.');
    await panel.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.dialog.confirmTitle', { order: booked.orderNumber }) });
    await dialog.getByLabel(t('orders.note.confirm')).fill('Welcome! Coffee and doughnuts will be ready.');
    await viewportShot(page, 'staff-orders-confirm-dialog');
    await dialog.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();

    const listName = t('page.ordersCurrent.title');
    await page.getByText(t('orders.done.confirm', { order: booked.orderNumber, list: listName })).waitFor();
    await row.waitFor({ state: 'detached' });
    await panel.getByText(t('orders.status.scheduled')).first().waitFor();

    // The confirmation mail, in the client's language, waits in the outbox.
    const mail = await journey.server.services.prisma.mailOutbox.findFirst({ where: { template: 'reservation.scheduled', toAddress: orgs.alpine!.email } });
    expect(mail).not.toBeNull();
    expect(mail!.textBody).toContain(booked.orderNumber);
    expect(mail!.textBody).toContain('Welcome! Coffee and doughnuts will be ready.');
    expect(problems).toEqual([]);
    await context.close();

    // The client sees it as scheduled on My reservations.
    const client = await clientPage(orgs.alpine!.id);
    await client.page.goto('/user/orders/current');
    const card = client.page.locator('li, article, section').filter({ hasText: booked.orderNumber }).first();
    await card.waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await card.textContent()) ?? '').toMatch(/scheduled|confirmed/i);
    await journey.screenshot(client.page, 'staff-orders-client-sees-scheduled');
    await client.context.close();
  });

  it('confirm with a second tap on the row, for speed at the counter', async () => {
    const booked = await book('panonija', { type: 'SHORT_STOP', guests: 30, seatReservation: false, arrivalDate: addDays(today, 1), arrivalTime: '15:30' });
    const { context, page } = await staffPage(counterId);
    await page.goto('/adminis/orders/pending');
    const row = page.locator(`[data-order="${booked.orderNumber}"]`);
    await row.waitFor();
    const quick = row.getByRole('button');
    await quick.click();
    await row.getByText(t('orders.row.tapAgain', { action: t('orders.action.confirm') })).waitFor();
    await quick.click();
    await row.waitFor({ state: 'detached' });
    const stored = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: booked.orderNumber } });
    expect(stored.status).toBe('SCHEDULED');
    await context.close();
  });

  it('tell the second of two people acting on the same order what changed', async () => {
    const booked = await book('danube', { type: 'LONG_STOP', guests: 44, seatReservation: true, arrivalDate: addDays(today, 4), arrivalTime: '12:30' });
    const path = `/adminis/orders/pending?open=${booked.orderNumber}`;
    const a = await staffPage(managerId);
    const b = await staffPage(counterId, { width: 820, height: 1180 });
    await Promise.all([a.page.goto(path), b.page.goto(path)]);
    const panelA = a.page.getByTestId('order-panel');
    const panelB = b.page.getByTestId('order-panel');
    await Promise.all([panelA.getByText(t('orders.history.created')).waitFor(), panelB.getByText(t('orders.history.created')).waitFor()]);

    // B starts asking for coordination; A confirms in the meantime.
    await panelB.getByRole('button', { name: t('orders.action.wait'), exact: true }).click();
    const dialogB = b.page.getByRole('dialog', { name: t('orders.dialog.waitTitle', { order: booked.orderNumber }) });
    await dialogB.getByLabel(t('orders.note.wait')).fill('Could you arrive at 13:00 instead?');

    await panelA.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    const dialogA = a.page.getByRole('dialog', { name: t('orders.dialog.confirmTitle', { order: booked.orderNumber }) });
    await dialogA.getByRole('button', { name: t('orders.action.confirm'), exact: true }).click();
    await a.page.getByText(t('orders.done.confirm', { order: booked.orderNumber, list: t('page.ordersCurrent.title') })).waitFor();

    // B sends on what B saw: refused, reloaded and explained.
    await dialogB.getByRole('button', { name: t('orders.action.wait'), exact: true }).click();
    await dialogB.getByText(t('orders.problem.changed', { order: booked.orderNumber })).waitFor();
    const explained = (await dialogB.textContent()) ?? '';
    expect(explained).toContain(t('orders.status.created'));
    expect(explained).toContain(t('orders.status.scheduled'));
    await viewportShot(b.page, 'staff-orders-conflict-tablet');
    // Nothing of B's was saved.
    const stored = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: booked.orderNumber } });
    expect(stored.status).toBe('SCHEDULED');
    expect(stored.staffNote).toBeNull();
    // B decides again on what is true now: the reservation can still go back to coordination.
    await dialogB.getByRole('button', { name: t('orders.dialog.tryAgain', { action: t('orders.action.wait') }) }).click();
    await b.page.getByText(t('orders.done.wait', { order: booked.orderNumber, list: t('page.ordersCurrent.title') })).waitFor();
    await expect.poll(async () => (await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: booked.orderNumber } })).status).toBe('WAITING');
    // A's panel follows live and says so, naming the colleague.
    await panelA.getByText(t('orders.panel.changedLiveBy', { order: booked.orderNumber, name: 'Ana Kovač' })).waitFor({ timeout: 10_000 });
    await viewportShot(a.page, 'staff-orders-changed-live');
    await a.context.close();
    await b.context.close();
  });

  it('edit a reservation with a live availability check and reject another with a reason', async () => {
    const prisma = journey.server.services.prisma;
    const target = await prisma.reservation.findFirstOrThrow({ where: { status: 'SCHEDULED', type: 'SHORT_STOP', arrivalDay: { gt: new Date(`${today}T00:00:00Z`) } } });
    const { context, page } = await staffPage(managerId);
    const problems = watchConsole(page);
    await page.goto(`/adminis/orders/current?open=${target.orderNumber}`);
    const panel = page.getByTestId('order-panel');
    await panel.getByRole('button', { name: t('orders.action.edit'), exact: true }).click();
    await panel.getByLabel(t('orders.edit.guests')).waitFor();
    await panel.getByRole('button', { name: t('orders.edit.more') }).click();
    await panel.getByRole('button', { name: t('orders.edit.more') }).click();
    await panel.getByRole('button', { name: '14', exact: true }).click();
    await panel.getByRole('radio', { name: '14:30' }).click();
    await panel.getByText(new RegExp(escapeRegExp(t('orders.edit.fits', { seats: 999, time: '14:30' }).split('999')[0]!))).waitFor();
    await panel.getByLabel(t('orders.edit.wishes')).fill('Decaf for the driver');
    await viewportShot(page, 'staff-orders-edit-form');
    await panel.getByRole('button', { name: t('orders.edit.save') }).click();
    await page.getByText(t('orders.done.edit', { order: target.orderNumber })).waitFor();
    const edited = await prisma.reservation.findUniqueOrThrow({ where: { id: target.id } });
    expect(edited.guests).toBe(target.guests + 2);
    expect(instantToLocal(edited.arrivalAt).minute).toBe(14 * 60 + 30);
    expect(edited.wishes).toBe('Decaf for the driver');
    await panel.getByText(t('orders.history.edited')).waitFor();
    expect(await prisma.mailOutbox.count({ where: { template: 'reservation.updated' } })).toBeGreaterThan(0);

    // Too big for the busiest day: the form says so and offers nearby times.
    const crowded = await prisma.reservation.findFirstOrThrow({ where: { status: 'SCHEDULED', guests: 80 } });
    await page.goto(`/adminis/orders/current?open=${crowded.orderNumber}`);
    await panel.getByRole('button', { name: t('orders.action.edit'), exact: true }).click();
    await panel.getByLabel(t('orders.edit.guests')).fill('100');
    await panel.getByText(t('orders.field.fullyBooked')).waitFor();
    await viewportShot(page, 'staff-orders-edit-full');
    await panel.getByRole('button', { name: t('orders.edit.cancel') }).click();

    // The group wants lunch after all: a short stop becomes a long one (seats come with it).
    await page.goto(`/adminis/orders/current?open=${target.orderNumber}`);
    await panel.getByRole('button', { name: t('orders.action.edit'), exact: true }).click();
    await panel.getByRole('radio', { name: t('orders.type.long') }).click();
    await panel.getByText(t('orders.edit.seatsRequired')).waitFor();
    await panel.getByRole('button', { name: t('orders.edit.save') }).click();
    await page.getByText(t('orders.done.edit', { order: target.orderNumber })).waitFor();
    const lunch = await prisma.reservation.findUniqueOrThrow({ where: { id: target.id } });
    expect(lunch).toMatchObject({ type: 'LONG_STOP', seatReservation: true });
    await panel.getByText(t('orders.history.field.type')).first().waitFor();

    // Reject a pending one: a reason is required, and the dialog asks first.
    const pending = await prisma.reservation.findFirstOrThrow({ where: { status: 'CREATED', clientId: orgs.adria!.id } });
    await page.goto(`/adminis/orders/pending?open=${pending.orderNumber}`);
    await panel.getByRole('button', { name: t('orders.action.reject'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('orders.dialog.rejectTitle', { order: pending.orderNumber }) });
    await dialog.getByRole('button', { name: t('orders.action.reject'), exact: true }).click();
    await dialog.getByText(t('orders.note.required')).waitFor();
    await viewportShot(page, 'staff-orders-reject-dialog');
    await dialog.getByLabel(t('orders.note.reject')).fill('We are closed for a private event that afternoon.');
    await dialog.getByRole('button', { name: t('orders.action.reject'), exact: true }).click();
    await page.getByText(t('orders.done.reject', { order: pending.orderNumber, list: t('page.ordersOther.title') })).waitFor();
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('DELETED');
    expect(await prisma.mailOutbox.count({ where: { template: 'reservation.declined', toAddress: orgs.adria!.email } })).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filter by order number, type and organisation from the URL and the bar', async () => {
    const prisma = journey.server.services.prisma;
    const one = await prisma.reservation.findFirstOrThrow({ where: { clientId: orgs.bled!.id, status: 'SCHEDULED', type: 'LONG_STOP' } });
    const { context, page } = await staffPage(managerId);
    await page.goto('/adminis/orders/all');
    const search = page.getByLabel(t('orders.search.label'));
    await search.fill(one.orderNumber.slice(0, 3).toLowerCase());
    await page.getByText(t('orders.search.keepTyping')).waitFor();
    await search.fill(one.orderNumber.toLowerCase().replace('-', ' '));
    await expect.poll(() => page.locator('[data-order]').count()).toBe(1);
    await page.locator(`[data-order="${one.orderNumber}"]`).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(one.orderNumber.toLowerCase().replace('-', ' '));
    await search.fill('');
    await expect.poll(() => page.locator('[data-order]').count()).toBeGreaterThan(5);

    // An organisation from the client search.
    await page.getByRole('combobox', { name: t('orders.filter.organisation') }).fill('Blej');
    await page.getByRole('option', { name: /Blejski izleti/ }).click();
    await expect.poll(async () => (await page.locator('[data-order]').allTextContents()).every((text) => text.includes('Blejski izleti'))).toBe(true);
    const url = new URL(page.url());
    expect(url.searchParams.get('client')).toBeTruthy();
    // Deep link: the same list after a reload.
    await page.reload();
    await expect.poll(() => page.locator('[data-order]').count()).toBe(await prisma.reservation.count({ where: { clientId: orgs.bled!.id } }));
    await context.close();
  });

  it('page through a long history with cursors', async () => {
    for (let i = 0; i < 24; i++) {
      await seed({ org: i % 2 ? 'alpine' : 'bled', status: i % 3 ? 'FINISHED' : 'DELETED', type: i % 2 ? 'SHORT_STOP' : 'LONG_STOP', guests: 20 + i, day: addDays(today, -10 - i), time: '12:00', bookedHoursAgo: 24 * (40 + i) });
    }
    const total = await journey.server.services.prisma.reservation.count({ where: { status: { in: ['FINISHED', 'DELETED'] } } });
    expect(total).toBeGreaterThan(25);
    const { context, page } = await staffPage(managerId);
    await page.goto('/adminis/orders/other');
    // Generous waits: on a loaded 2-core machine the first page can take several seconds.
    await expect.poll(() => page.locator('[data-order]').count(), { timeout: 20_000 }).toBe(25);
    await page.getByRole('button', { name: t('orders.list.more') }).click();
    await expect.poll(() => page.locator('[data-order]').count(), { timeout: 20_000 }).toBe(total);
    await expect.poll(() => page.getByRole('button', { name: t('orders.list.more') }).count(), { timeout: 20_000 }).toBe(0);
    // Latest arrival first, all the way down.
    const days = await page.locator('[data-order] .order-when__time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect([...days].sort().reverse()).toEqual(days);
    await context.close();
  });

  it('catch up after the network comes back', async () => {
    const { context, page } = await staffPage(counterId);
    const ready = subscribed(page);
    await page.goto('/adminis/orders/all');
    await ready;
    await context.setOffline(true);
    await page.locator('[data-live="offline"]').waitFor();
    const booked = await book('bled', { type: 'SHORT_STOP', guests: 12, seatReservation: false, arrivalDate: addDays(today, 3), arrivalTime: '17:00' });
    await context.setOffline(false);
    await page.locator(`[data-order="${booked.orderNumber}"]`).waitFor({ timeout: 15_000 });
    await page.locator('[data-live="live"]').waitFor();
    await context.close();
  });

  it('let the manager change the long-stop price, and the public home page shows it', async () => {
    const response = await journey.server.graphql<{ setStopPrice: { stopOffer: { priceCents: number } } }>(
      'mutation { setStopPrice(input: { type: LONG_STOP, priceCents: 2450 }) { stopOffer { priceCents } } }',
      {},
      { cookie: journey.server.cookieFor('staff', managerId) },
    );
    expect(response.body.data?.setStopPrice.stopOffer.priceCents).toBe(2450);
    const { context, page } = await journey.newPage({ locale: 'en-GB' });
    await withConsent(context);
    await page.goto('/');
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 10_000 }).toMatch(/24\.50/);
    await journey.screenshot(page, 'staff-orders-public-price');
    await context.close();
  });

  it('keep the panel readable on a phone and on a desktop, in both languages: facts apart, toasts clear of it, a 24-hour clock', async () => {
    const prisma = journey.server.services.prisma;
    // Booked at 00:49 Ljubljana time: an English browser must not read "12:49 AM".
    const bookedAt = at(addDays(today, -1), '00:49');
    const bookedHoursAgo = (Date.now() - bookedAt.getTime()) / 3_600_000;
    for (const lang of ['en', 'sl'] as const) {
      for (const size of [WIDTHS[2], WIDTHS[0]]) {
        const orderNumber = await seed({ org: 'panonija', status: 'CREATED', type: 'SHORT_STOP', guests: 30, day: addDays(today, 6), time: '10:15', bookedHoursAgo });
        const { context, page } = await staffPage(managerId, { locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width: size.width, height: size.height });
        const problems = watchConsole(page);
        await page.goto(`/adminis/orders/pending?open=${orderNumber}`);
        const panel = page.getByTestId('order-panel');
        await panel.getByText(t('orders.history.created', {}, lang)).waitFor();

        // "Kratek postanek" and "30 gostov" each keep to their own column.
        const stop = panel.locator('.order-fact', { hasText: t('orders.details.type', {}, lang) }).locator('dd');
        const guests = panel.locator('.order-fact', { hasText: t('orders.details.guests', {}, lang) }).locator('dd');
        const guestsBox = await guests.boundingBox();
        const stopContent = await stop.evaluate((dd) => {
          const range = document.createRange();
          range.selectNodeContents(dd);
          return range.getBoundingClientRect().right;
        });
        expect(stopContent, `${lang} ${size.name}`).toBeLessThanOrEqual(guestsBox!.x + 0.5);

        // One clock: 00:49, never "12:49 AM".
        const history = (await panel.locator('.order-history').textContent()) ?? '';
        expect(history).toContain('00:49');
        expect(history).not.toMatch(/\b(AM|PM)\b/i);

        // The confirmation toast covers neither the panel's title and close button nor the page title.
        await panel.getByRole('button', { name: t('orders.action.confirm', {}, lang), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t('orders.dialog.confirmTitle', { order: orderNumber }, lang) });
        await dialog.getByRole('button', { name: t('orders.action.confirm', {}, lang), exact: true }).click();
        const toast = page.locator('.toast').filter({ hasText: orderNumber });
        await toast.waitFor();
        await page.waitForTimeout(300);
        const toastBox = (await toast.boundingBox())!;
        const covered = [panel.locator('.order-panel__header'), panel.getByRole('button', { name: t('orders.panel.close', {}, lang) })];
        if (size.width >= 993) covered.push(page.getByRole('heading', { level: 1 }));
        for (const what of covered) {
          const box = (await what.boundingBox())!;
          const overlaps = toastBox.x < box.x + box.width && box.x < toastBox.x + toastBox.width && toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height;
          expect(overlaps, `${lang} ${size.name}: toast over ${await what.evaluate((e) => e.className || e.tagName)}`).toBe(false);
        }
        await viewportShot(page, `staff-orders-panel-toast-${lang}-${size.name}`);
        expect((await prisma.reservation.findUniqueOrThrow({ where: { orderNumber } })).status).toBe('SCHEDULED');
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  }, 120_000);

  it('photograph every order screen at 1280, 820 and 375 px in English and Slovenian', async () => {
    const prisma = journey.server.services.prisma;
    const detailed = await prisma.reservation.findFirstOrThrow({ where: { clientId: orgs.danube!.id, status: 'SCHEDULED', arrivalDay: new Date(`${today}T00:00:00Z`) } });
    for (const lang of ['en', 'sl'] as const) {
      for (const size of WIDTHS) {
        const { context, page } = await staffPage(managerId, { locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width: size.width, height: size.height });
        const problems = watchConsole(page);
        const shots: Array<[string, string, string]> = [
          ['home', '/adminis/home', t('page.adminHome.title', {}, lang)],
          ['all', '/adminis/orders/all', t('page.ordersAll.title', {}, lang)],
          ['pending', '/adminis/orders/pending', t('page.ordersPending.title', {}, lang)],
          ['current', '/adminis/orders/current', t('page.ordersCurrent.title', {}, lang)],
          ['history', '/adminis/orders/other', t('page.ordersOther.title', {}, lang)],
          ['details', `/adminis/orders/current?open=${detailed.orderNumber}`, t('page.ordersCurrent.title', {}, lang)],
        ];
        for (const [name, path, title] of shots) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          if (name === 'details') await page.getByTestId('order-panel').getByText(t('orders.details.history', {}, lang)).waitFor();
          else if (name !== 'home') await page.locator('.order-list, .orders__empty').first().waitFor();
          else await page.locator('.load-strip').waitFor();
          // The sidebar overlays narrow screens when open: photograph the page itself.
          if (size.width < 993 && (await page.locator('.admin-sidebar:not([hidden])').count())) await page.locator('.admin-backdrop').click({ force: true }).catch(() => {});
          if (name === 'details') {
            await viewportShot(page, `staff-orders-${name}-${lang}-${size.name}`);
            // …and the rest of the panel: organisation, messages, history.
            await page.locator('.order-panel__body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
            await viewportShot(page, `staff-orders-${name}-${lang}-${size.name}-history`);
          } else {
            await journey.screenshot(page, `staff-orders-${name}-${lang}-${size.name}`);
          }
        }
        // The edit form.
        await page.getByTestId('order-panel').getByRole('button', { name: t('orders.action.edit', {}, lang), exact: true }).click();
        await page.getByTestId('order-panel').getByLabel(t('orders.edit.guests', {}, lang)).waitFor();
        await viewportShot(page, `staff-orders-edit-${lang}-${size.name}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    }
  }, 240_000);
});
