// A coach company books its stops, in English and in Slovenian. The server runs on
// a clock the test moves: "today" is a week from the real today, at 09:52 in Ljubljana.
// An approved client signs in at /login with the real captcha, goes through the seven steps of the
// wizard (every §8 sentence where §5 asks for it, a full time and its suggestions), books a long
// stop and sees it with its timeline in My reservations; a member of staff confirms it and the
// open page shows it at once. Then a short stop one hour ahead is refused with the lead-time message
// — greyed out in the time picker, and refused by the server when the clock moves on before the
// summary is submitted. Pending and unverified accounts are kept out of the wizard by the guard.
// Every sentence the test looks for comes from the app's catalogs, so both languages are checked.
import { createIntl } from 'react-intl';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../graph/auth/password.ts';
import { addDays, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import { DEFAULT_CANCELLATION_TERMS } from '../graph/domain/billing-terms.ts';
import { cancellationTermsText } from '../graph/domain/cancellation-wording.ts';
import { FAST_HASH } from '../graph/testing/server.ts';
import { CONSENT_STORAGE_KEY, createConsent } from '../web/lib/analyticsConsent.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';
import { dayInPicker } from './steps/date-picker.ts';

const MANAGER = { email: 'manager@stopover.localhost', password: 'manager-password-2025' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const PASSWORD = 'Coach-Stop-Route-2025';

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string>, client: 'Danube Coach Lines GmbH' },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string>, client: 'Kraški avtobusi d.o.o.' },
];

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/** Errors the page reports: uncaught exceptions and console errors (CSP refusals among them). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // An expired access token answers 401 before the refresh-and-retry: expected when the clock moves.
    if (/Failed to load resource: the server responded with a status of 401/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  return problems;
}

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('reservations in %s', (_locale, { lang, locale, catalog, client }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // "Today" on the server: a week from the real today, 09:52 in Ljubljana (ahead of the browser's
  // clock, so the captcha's expiry, checked by the widget, stays in the future).
  const today = addDays(instantToLocal(new Date()).date, 7);
  const start = localToInstant(today, 9 * 60 + 52);
  if (!start.ok) throw new Error(`no 09:52 on ${today}`);
  let clock = start.instant;
  const longDay = addDays(today, 5);
  const fullDay = addDays(longDay, 3);

  const email = `dispatch-${lang}@coach-lines.example`;
  let journey: Journey;
  let clientId: string;
  let managerCookie: () => string;

  async function createClient(name: string, address: string, status: 'APPROVED' | 'PENDING' | 'BLOCKED', verified = true) {
    const prisma = journey.server.services.prisma;
    return createOrganisation(prisma, {
      data: {
        name,
        email: address,
        username: address.split('@')[0]!.replace(/[^a-z0-9]/g, '-'),
        passwordHash: await hashPassword(PASSWORD, FAST_HASH),
        language: lang,
        status,
        emailVerifiedAt: verified ? clock : null,
        termsAcceptedAt: clock,
        approvedAt: status === 'APPROVED' ? clock : null,
      },
    });
  }

  async function book(clientId: string, input: Record<string, unknown>) {
    const result = await journey.server.graphql<{ createReservation: { reservation: { id: string; orderNumber: string } } }>(
      'mutation Book($input: CreateReservationInput!) { createReservation(input: $input) { reservation { id orderNumber } } }',
      { input: { acceptTerms: true, ...input } },
      { cookie: journey.server.cookieFor('client', clientId, { issuedAt: clock.getTime() }) },
    );
    expect(result.body.errors).toBeUndefined();
    const created = result.body.data!.createReservation.reservation;
    // The API answers with the global ID ("Reservation:<uuid>", base64); the database knows the uuid.
    return { ...created, id: Buffer.from(created.id, 'base64').toString('utf8').split(':')[1]! };
  }

  async function changeStatus(reservationId: string, status: string, note: string) {
    const row = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { id: reservationId } });
    const result = await journey.server.graphql(
      'mutation Change($input: ChangeReservationStatusInput!) { changeReservationStatus(input: $input) { reservation { status } } }',
      { input: { reservationId: globalId('Reservation', reservationId), status, note, expectedVersion: row.version } },
      { cookie: managerCookie() },
    );
    expect(result.body.errors).toBeUndefined();
  }

  beforeAll(async () => {
    journey = await startJourney({ MANAGER_EMAIL: MANAGER.email, MANAGER_PASSWORD: MANAGER.password }, { now: () => clock });
    const prisma = journey.server.services.prisma;
    const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    managerCookie = () => journey.server.cookieFor('staff', manager.id, { issuedAt: clock.getTime() });
    clientId = (await createClient(client, email, 'APPROVED')).id;
    // Another company has taken every seat at 12:00 on the long stop's day (capacity 150).
    const filler = await createClient('Full Coach Tours', `full-${lang}@tours.example`, 'APPROVED');
    for (const guests of [100, 50]) {
      await book(filler.id, { type: 'LONG_STOP', guests, seatReservation: true, arrivalDate: longDay, arrivalTime: '12:00' });
    }
    // …and every seat of a whole day three days later: the calendar shows it as fully booked.
    for (let minute = 7 * 60; minute <= 20 * 60 + 30; minute += 90) {
      const at = localToInstant(fullDay, minute);
      if (!at.ok) throw new Error(`no ${minute} on ${fullDay}`);
      await prisma.reservation.createMany({
        data: [100, 50].map((guests, i) => ({
          orderNumber: `F${lang.toUpperCase()}${minute}${i}`,
          clientId: filler.id,
          type: 'LONG_STOP' as const,
          guests,
          seatReservation: true,
          arrivalAt: at.instant,
          arrivalDay: new Date(`${fullDay}T00:00:00Z`),
          durationMinutes: 90,
        })),
      });
    }
  });
  afterAll(async () => {
    await journey?.close();
  });

  /** A browser tab whose visitor has already answered the cookie question (necessary only). */
  async function newPage() {
    const { page, context } = await journey.newPage({ locale, ...DESKTOP });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [CONSENT_STORAGE_KEY, JSON.stringify(createConsent(false))],
    );
    return { page, context };
  }

  /** Desktop and phone screenshots of the whole page as it is now. */
  async function shoot(page: Page, name: string) {
    const take = async (size: string) => {
      await page.waitForTimeout(250);
      await page.evaluate(() => window.scrollTo(0, 0));
      await journey.screenshot(page, `reservations-${lang}-${name}-${size}`);
    };
    await take('desktop');
    await page.setViewportSize(PHONE);
    await take('phone');
    await page.setViewportSize(DESKTOP);
  }

  async function solveCaptcha(page: Page) {
    await page.getByRole('checkbox', { name: t('captcha.label') }).waitFor();
    await page.locator('altcha-widget label', { hasText: t('captcha.label') }).click();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 15_000 });
  }

  async function signIn(page: Page) {
    await page.goto('/login');
    await page.getByLabel(t('form.email'), { exact: true }).fill(email);
    await page.getByLabel(t('form.password'), { exact: true }).fill(PASSWORD);
    await solveCaptcha(page);
    await page.getByRole('button', { name: t('page.login.submit'), exact: true }).click();
    await page.waitForURL('**/user/dashboard');
  }

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** The step's heading: "Step 2 of 7: Number of guests" (the parts are blocks, so spaces may differ). */
  const stepHeading = (page: Page, n: number, titleId: string) =>
    page.getByRole('heading', { level: 2, name: new RegExp(`^${escape(t('page.newOrder.stepOf', { step: n, steps: 7 }))}\\s*:\\s*${escape(t(titleId))}$`) });
  const next = (page: Page) => page.getByRole('button', { name: t('page.newOrder.next'), exact: true });
  const hours = (page: Page) => page.getByRole('group', { name: t('picker.time.hour') });
  const times = (page: Page) => page.getByRole('group', { name: t('picker.time.minute') });

  /** Picks a day in the calendar, paging to its month. */
  async function pickDate(page: Page, date: string) {
    await (await dayInPicker(page, date, { nextMonth: t('picker.date.nextMonth'), previousMonth: t('picker.date.previousMonth') })).click();
  }

  async function withCookieSession(clientId: string, run: (page: Page, context: BrowserContext) => Promise<void>) {
    const { page, context } = await newPage();
    const token = journey.server.cookieFor('client', clientId, { issuedAt: clock.getTime() }).replace(/^access_token=/, '');
    await context.addCookies([{ name: 'access_token', value: token, url: journey.server.url }]);
    await run(page, context);
    await context.close();
  }

  it('keeps accounts that may not book out of the wizard', async () => {
    const pending = await createClient('Waiting Tours', `pending-${lang}@tours.example`, 'PENDING');
    await withCookieSession(pending.id, async (page) => {
      await page.goto('/user/orders/new');
      await page.waitForURL('**/user/dashboard');
      await page.getByText(t('notice.approvalRequired')).waitFor();
      // The create tile explains itself instead of leading anywhere.
      await page.getByText(t('page.dashboard.createPending')).waitFor();
      expect(await page.locator('.tiles').getByRole('link', { name: new RegExp(t('page.dashboard.newOrder')) }).count()).toBe(0);
      await shoot(page, '00-dashboard-pending');
    });
    const unverified = await createClient('Unverified Tours', `unverified-${lang}@tours.example`, 'PENDING', false);
    await withCookieSession(unverified.id, async (page) => {
      await page.goto('/user/orders/new');
      await page.waitForURL('**/user/dashboard');
      await page.getByText(t('notice.verificationRequired')).waitFor();
    });
  }, 60_000);

  it('books a long stop through the seven steps and follows it live in My reservations', async () => {
    const { page, context } = await newPage();
    const problems = watchConsole(page);
    await signIn(page);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await page.getByText(t('page.dashboard.activeCount', { count: 0 })).waitFor();
    await page.locator('.tiles').getByRole('link', { name: new RegExp(t('page.dashboard.newOrder')) }).click();
    await page.waitForURL('**/user/orders/new');

    // ——— 1. Stop type: nothing chosen → §8 "Choose one of the options …".
    await stepHeading(page, 1, 'page.newOrder.step.type').waitFor();
    expect(await page.locator('.wizard-progress [aria-current="step"]').textContent()).toContain(t('page.newOrder.step.type'));
    await next(page).click();
    await page.getByText(t('error.chooseOption')).first().waitFor();
    await shoot(page, '01-type-error');
    await page.locator('#order-type-LONG_STOP').check();
    await page.getByText(t('page.newOrder.pricePerGuest', { price: intl.formatNumber(18.9, { style: 'currency', currency: 'EUR' }) })).waitFor();
    await shoot(page, '01-type');
    await next(page).click();

    // ——— 2. Guests: empty → "Please fill in all required fields …"; 9 → out of range.
    await stepHeading(page, 2, 'page.newOrder.step.guests').waitFor();
    // The step heading has the focus, so screen readers announce the new step.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('order-step-title');
    await next(page).click();
    await page.getByText(t('error.requiredFields')).first().waitFor();
    await page.locator('#order-guests').fill('9');
    await next(page).click();
    await page.getByText(t('reservation.problem.guestsOutOfRange', { min: 10, max: 100 })).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('order-guests');
    await shoot(page, '02-guests-error');
    await page.locator('#order-guests').fill('41');
    await page.getByRole('button', { name: t('page.newOrder.guestsMore') }).click();
    expect(await page.locator('#order-guests').inputValue()).toBe('42');
    await next(page).click();

    // ——— 3. Seats: a long stop always reserves them.
    await stepHeading(page, 3, 'page.newOrder.step.seats').waitFor();
    await page.getByText(t('page.newOrder.seatsRequired')).waitFor();
    expect(await page.locator('#order-seats-yes').isChecked()).toBe(true);
    expect(await page.locator('#order-seats-no').isDisabled()).toBe(true);
    await shoot(page, '03-seats');
    await next(page).click();

    // ——— 4. Arrival: nothing picked → "Select arrival date and time."; days too soon are disabled.
    await stepHeading(page, 4, 'page.newOrder.step.arrival').waitFor();
    await page.getByText(t('page.newOrder.zoneNote', { zone: 'Europe/Ljubljana' })).waitFor();
    await next(page).click();
    await page.getByText(t('error.selectArrival')).first().waitFor();
    await shoot(page, '04-arrival-empty');
    for (const soon of [today, addDays(today, 1), addDays(today, 2)]) {
      const cell = page.locator(`[data-date="${soon}"]`);
      if (await cell.count()) expect(await cell.getAttribute('aria-disabled')).toBe('true');
    }
    await pickDate(page, longDay);
    expect(await page.locator(`[data-date="${longDay}"]`).getAttribute('aria-label')).toContain(t('picker.date.selected'));
    // The calendar works from the keyboard too: arrows move the focus, Enter picks the day.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[data-date="${addDays(longDay, 1)}"]`).getAttribute('aria-label')).toContain(t('picker.date.selected'));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`[data-date="${longDay}"]`).getAttribute('aria-label')).toContain(t('picker.date.selected'));
    await hours(page).getByRole('radio', { name: '12', exact: true }).check();
    expect(await times(page).getByRole('radio', { name: '12:00', exact: true }).isChecked()).toBe(true);
    // 12:00 is fully booked: the problem sits on the time, "Next" is disabled, nearby times offered.
    await page.getByText(t('reservation.problem.fullyBooked')).waitFor();
    await expect.poll(() => next(page).getAttribute('aria-disabled')).toBe('true');
    await page.getByText(t('page.newOrder.suggestions')).waitFor();
    await shoot(page, '04-arrival-full');
    await page.getByRole('button', { name: new RegExp(`^13:30`) }).click();
    expect(await times(page).getByRole('radio', { name: '13:30', exact: true }).isChecked()).toBe(true);
    await page.getByText(t('page.newOrder.fitsSeats', { seats: 150, guests: 42, time: '13:30' })).waitFor();
    await expect.poll(() => next(page).getAttribute('aria-disabled')).toBe(null);
    await shoot(page, '04-arrival');
    // A day with no seats left for 42 at any time is greyed out, saying why.
    const fullCell = await dayInPicker(page, fullDay, { nextMonth: t('picker.date.nextMonth'), previousMonth: t('picker.date.previousMonth') });
    await expect.poll(() => fullCell.getAttribute('aria-label'), { timeout: 10_000 }).toContain(t('picker.date.full'));
    expect(await fullCell.getAttribute('aria-disabled')).toBe('true');
    await next(page).click();

    // ——— 5. Responsible person, 6. message and wishes (optional).
    await stepHeading(page, 5, 'page.newOrder.step.responsible').waitFor();
    await page.getByLabel(`${t('form.firstName')} ${t('form.optional')}`).fill('Janez');
    await page.getByLabel(`${t('form.lastName')} ${t('form.optional')}`).fill('Novak');
    await shoot(page, '05-responsible');
    await next(page).click();
    await stepHeading(page, 6, 'page.newOrder.step.message').waitFor();
    await page.locator('#order-message').fill(lang === 'en' ? 'Two coaches, 42 passengers from Vienna.' : 'Dva avtobusa, 42 potnikov z Dunaja.');
    await page.locator('#order-wishes').fill(lang === 'en' ? 'Four vegetarian menus, one gluten-free.' : 'Štirje vegetarijanski meniji, en brez glutena.');
    await shoot(page, '06-message');
    await next(page).click();

    // ——— 7. Summary; going back and forth keeps every answer.
    await stepHeading(page, 7, 'page.newOrder.step.summary').waitFor();
    await page.locator('.wizard-progress').getByRole('button', { name: new RegExp(t('page.newOrder.step.guests')) }).click();
    await stepHeading(page, 2, 'page.newOrder.step.guests').waitFor();
    expect(await page.locator('#order-guests').inputValue()).toBe('42');
    await page.locator('.wizard-progress').getByRole('button', { name: new RegExp(t('page.newOrder.step.summary')) }).click();
    await stepHeading(page, 7, 'page.newOrder.step.summary').waitFor();
    const summary = page.locator('.summary__list');
    await summary.getByText('Janez Novak').waitFor();
    expect(await summary.textContent()).toContain(t('reservation.guestsCount', { guests: 42 }));
    expect(await summary.textContent()).toContain('13:30');
    await page.getByText(t('page.newOrder.fitsSeats', { seats: 150, guests: 42, time: '13:30' })).waitFor();
    // The price basis and the cancellation terms, which the client must accept to submit.
    await page.getByTestId('terms-summary').getByText(cancellationTermsText(DEFAULT_CANCELLATION_TERMS, lang)).waitFor();
    await shoot(page, '07-summary');
    await page.getByRole('button', { name: t('page.newOrder.submit') }).click();
    await page.getByText(t('terms.acceptRequired')).waitFor();
    await page.getByLabel(t('terms.accept'), { exact: true }).check();
    await page.getByRole('button', { name: t('page.newOrder.submit') }).click();

    // ——— Success: the §8 sentence and the order number, prominently.
    await page.getByRole('heading', { name: t('success.reservationSubmitted') }).waitFor();
    const orderNumber = (await page.locator('.wizard-done [data-order-number]').first().textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/^[A-HJ-NP-Z2-9]{3}-[A-HJ-NP-Z2-9]{3}$/);
    const saved = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber } });
    expect(saved).toMatchObject({ clientId: clientId, type: 'LONG_STOP', guests: 42, seatReservation: true, responsibleFirstName: 'Janez', status: 'CREATED' });
    expect(instantToLocal(saved.arrivalAt)).toEqual({ date: longDay, minute: 13 * 60 + 30 });
    await shoot(page, '08-done');

    // ——— The "New reservation" tab now starts a new reservation instead of showing this again.
    const tabs = page.getByRole('navigation', { name: t('user.nav.label') });
    await tabs.getByRole('link', { name: t('page.newOrder.title'), exact: true }).click();
    await stepHeading(page, 1, 'page.newOrder.step.type').waitFor();
    expect(await page.getByRole('heading', { name: t('success.reservationSubmitted') }).count()).toBe(0);
    expect(await page.locator('#order-type-LONG_STOP').isChecked()).toBe(false);
    expect(await page.getByText(t('page.newOrder.resumed', { step: 1, steps: 7 })).count()).toBe(0);

    // ——— My reservations: the card, its timeline, and a staff decision arriving live.
    await tabs.getByRole('link', { name: t('page.currentOrders.title'), exact: true }).click();
    await page.waitForURL('**/user/orders/current');
    const card = page.locator(`article[data-order-number="${orderNumber}"]`);
    await card.waitFor();
    expect(await card.locator('.status-badge').textContent()).toBe(t('reservation.status.CREATED'));
    expect(await card.textContent()).toContain(t('reservation.arrivalLocal', { date: '#', time: '13:30' }).replace('#', '').trim());
    await card.getByRole('button', { name: new RegExp(t('reservation.timeline.show')) }).click();
    const steps = card.getByRole('list', { name: t('reservation.timeline.label', { orderNumber }) });
    await steps.waitFor();
    expect(await steps.getByRole('listitem').count()).toBe(5);
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain(t('reservation.status.CREATED'));
    await shoot(page, '09-my-reservations');

    // The subscription connects after the page mounted; give it a moment, then staff confirm.
    await page.waitForTimeout(1500);
    const note = lang === 'en' ? 'Confirmed. Please park the coaches behind the hotel.' : 'Potrjeno. Avtobusa parkirajte za hotelom.';
    await changeStatus(saved.id, 'SCHEDULED', note);
    await page.getByText(t('reservation.live.status', { orderNumber, status: t('reservation.status.SCHEDULED') })).waitFor({ timeout: 10_000 });
    await expect.poll(() => card.locator('.status-badge').textContent()).toBe(t('reservation.status.SCHEDULED'));
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain(t('reservation.status.SCHEDULED'));
    await steps.getByText(note).waitFor();
    await shoot(page, '10-live-update');

    // ——— A reservation the staff decline lands in the order history, live.
    const other = await book(clientId, { type: 'SHORT_STOP', guests: 25, seatReservation: false, arrivalDate: addDays(today, 2), arrivalTime: '09:00' });
    await page.locator(`article[data-order-number="${other.orderNumber}"]`).waitFor({ timeout: 10_000 });
    const reason = lang === 'en' ? 'Sorry, the car park is closed for works that morning.' : 'Žal je parkirišče tisto jutro zaprto zaradi del.';
    await changeStatus(other.id, 'DELETED', reason);
    await page.getByText(t('reservation.live.status', { orderNumber: other.orderNumber, status: t('reservation.status.DELETED') })).waitFor({ timeout: 10_000 });
    await page.goto('/user/info');
    await page.getByRole('heading', { level: 2, name: t('page.info.historyTitle') }).waitFor();
    const declined = page.locator(`article[data-order-number="${other.orderNumber}"]`);
    await declined.waitFor();
    expect(await page.locator(`article[data-order-number="${orderNumber}"]`).count()).toBe(0);
    await declined.getByRole('button', { name: new RegExp(t('reservation.timeline.show')) }).click();
    await declined.getByText(reason).first().waitFor();
    await page.getByText(t('page.info.faq.changeQ')).click();
    await page.getByText(t('page.info.faq.changeA', { phone: '+386 1 750 00 00', email: 'rezervacije@stopover.si' })).waitFor();
    await shoot(page, '11-info');

    await page.goto('/user/dashboard');
    await page.getByText(t('page.dashboard.activeCount', { count: 1 })).waitFor();
    await page.getByText(t('page.dashboard.finishedCount', { count: 0 })).waitFor();
    await shoot(page, '12-dashboard');
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('refuses a short stop one hour ahead with the lead-time message', async () => {
    const { page, context } = await newPage();
    const problems = watchConsole(page);
    const leadTime = t('reservation.problem.leadTimeShort', { hours: 2 });
    await signIn(page);
    await page.goto('/user/orders/new');
    await stepHeading(page, 1, 'page.newOrder.step.type').waitFor();
    await page.locator('#order-type-SHORT_STOP').check();
    await next(page).click();
    await page.locator('#order-guests').fill('20');
    await next(page).click();
    await page.locator('#order-seats-no').check();
    await next(page).click();

    // Today at 09:52: 11:00 is an hour ahead — greyed out, with the rule said next to the picker.
    await stepHeading(page, 4, 'page.newOrder.step.arrival').waitFor();
    await pickDate(page, today);
    expect(await hours(page).getByRole('radio', { name: '11', exact: true }).isDisabled()).toBe(true);
    expect(await hours(page).getByRole('radio', { name: '10', exact: true }).isDisabled()).toBe(true);
    await page.locator('#order-time-hint').getByText(leadTime, { exact: false }).waitFor();
    await hours(page).getByRole('radio', { name: '12', exact: true }).check();
    expect(await times(page).getByRole('radio', { name: '12:00', exact: true }).isChecked()).toBe(true);
    await page.getByText(t('page.newOrder.fits', { time: '12:00' })).waitFor();
    await shoot(page, '13-short-too-soon');

    // The summary refuses to submit while a required answer is missing: a long stop cannot be
    // today, so switching to one drops the arrival.
    await next(page).click();
    await next(page).click();
    await next(page).click();
    await stepHeading(page, 7, 'page.newOrder.step.summary').waitFor();
    await page.locator('.wizard-progress').getByRole('button', { name: new RegExp(t('page.newOrder.step.type')) }).click();
    await page.locator('#order-type-LONG_STOP').check();
    await page.locator('.wizard-progress').getByRole('button', { name: new RegExp(t('page.newOrder.step.summary')) }).click();
    await page.getByRole('button', { name: t('page.newOrder.submit') }).click();
    await page.getByText(t('error.requiredFields')).waitFor();
    await page.locator('.summary__row--invalid').getByText(t('page.newOrder.missing')).waitFor();
    await shoot(page, '14-summary-missing');
    expect(await journey.server.services.prisma.reservation.count({ where: { clientId: clientId, type: 'SHORT_STOP', arrivalDay: new Date(`${today}T00:00:00Z`) } })).toBe(0);

    // Back to the short stop at 12:00, then the clock moves on an hour before "Submit".
    await page.locator('.wizard-progress').getByRole('button', { name: new RegExp(t('page.newOrder.step.type')) }).click();
    await page.locator('#order-type-SHORT_STOP').check();
    await page.locator('.wizard-progress').getByRole('button', { name: new RegExp(t('page.newOrder.step.arrival')) }).click();
    await pickDate(page, today);
    await hours(page).getByRole('radio', { name: '12', exact: true }).check();
    await page.locator('.availability .alert--success').waitFor();
    await page.locator('.wizard-progress').getByRole('button', { name: new RegExp(t('page.newOrder.step.summary')) }).click();
    await stepHeading(page, 7, 'page.newOrder.step.summary').waitFor();
    await page.locator('.availability .alert--success').waitFor();
    await page.getByLabel(t('terms.accept'), { exact: true }).check();
    clock = new Date(clock.getTime() + 68 * 60_000); // 11:00: the arrival is one hour ahead now.
    await page.getByRole('button', { name: t('page.newOrder.submit') }).click();
    await page.getByText(t('error.reservationSubmit', { detail: leadTime })).waitFor();
    // The re-check puts the same rule on the arrival row, with a way back to the picker.
    await page.locator('.availability').getByText(leadTime).waitFor();
    await shoot(page, '15-short-refused');
    expect(await journey.server.services.prisma.reservation.count({ where: { clientId: clientId, type: 'SHORT_STOP', arrivalDay: new Date(`${today}T00:00:00Z`) } })).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('resumes an unfinished draft at its step, says so and offers to start over', async () => {
    await withCookieSession(clientId, async (page) => {
      await page.setViewportSize(PHONE);
      await page.goto('/user/orders/new');
      await stepHeading(page, 1, 'page.newOrder.step.type').waitFor();
      await page.locator('#order-type-SHORT_STOP').check();
      await next(page).click();
      await stepHeading(page, 2, 'page.newOrder.step.guests').waitFor();
      await page.locator('#order-guests').fill('24');
      await next(page).click();
      await stepHeading(page, 3, 'page.newOrder.step.seats').waitFor();
      // Away to another tab and back: the draft is where it was left, and the page says so.
      const tabs = page.getByRole('navigation', { name: t('user.nav.label') });
      await tabs.getByRole('link', { name: t('page.info.title'), exact: true }).click();
      await page.waitForURL('**/user/info');
      await tabs.getByRole('link', { name: t('page.newOrder.title'), exact: true }).click();
      await stepHeading(page, 3, 'page.newOrder.step.seats').waitFor();
      await page.getByText(t('page.newOrder.resumed', { step: 3, steps: 7 })).waitFor();
      await shoot(page, '17-draft-resumed');
      await page.getByRole('button', { name: t('page.newOrder.startOver'), exact: true }).click();
      await stepHeading(page, 1, 'page.newOrder.step.type').waitFor();
      expect(await page.locator('#order-type-SHORT_STOP').isChecked()).toBe(false);
      expect(await page.getByText(t('page.newOrder.resumed', { step: 1, steps: 7 })).count()).toBe(0);
    });
  }, 60_000);

  it('keeps the current tab in sight on a phone, and hints that the tabs scroll', async () => {
    await withCookieSession(clientId, async (page) => {
      await page.setViewportSize(PHONE);
      for (const [path, title] of [['/user/info', 'page.info.title'], ['/user/profile', 'page.profile.title'], ['/user/dashboard', 'user.nav.overview']] as const) {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: t('user.nav.label') });
        const current = nav.getByRole('link', { name: t(title), exact: true });
        await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
        const list = (await nav.locator('.tabs__list').boundingBox())!;
        const tab = (await current.boundingBox())!;
        expect(tab.x, path).toBeGreaterThanOrEqual(list.x - 0.5);
        expect(tab.x + tab.width, path).toBeLessThanOrEqual(list.x + list.width + 0.5);
        // More tabs beyond an edge: that edge fades (the list is wider than a phone).
        expect(await nav.evaluate((el) => el.classList.contains('tabs--more-before') || el.classList.contains('tabs--more-after')), path).toBe(true);
        if (path === '/user/info') {
          await shoot(page, '18-tabs-info');
          await page.setViewportSize(PHONE);
        }
      }
    });
  }, 60_000);

  it('does not congratulate a blocked client on signing in, and hides nothing behind a toast', async () => {
    const blocked = await createClient('Blocked Bus', `blocked-${lang}@tours.example`, 'BLOCKED');
    for (const size of [PHONE, DESKTOP]) {
      const { page, context } = await newPage();
      await page.setViewportSize(size);
      await page.goto('/login');
      await page.getByLabel(t('form.email'), { exact: true }).fill(blocked.email);
      await page.getByLabel(t('form.password'), { exact: true }).fill(PASSWORD);
      await solveCaptcha(page);
      await page.getByRole('button', { name: t('page.login.submit'), exact: true }).click();
      await page.waitForURL('**/user/dashboard');
      const banner = page.getByText(t('notice.blocked'));
      await banner.waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByText(t('success.signedIn')).count()).toBe(0);
      expect(await page.locator('.toast').count()).toBe(0);
      if (size === PHONE) await shoot(page, '19-blocked-sign-in');
      await context.close();
    }
    // An approved client is welcomed, by a toast over neither the tabs nor the page title.
    const { page, context } = await newPage();
    await signIn(page);
    const toast = page.locator('.toast', { hasText: t('success.signedIn') });
    await toast.waitFor();
    await page.waitForTimeout(300);
    const toastBox = (await toast.boundingBox())!;
    for (const what of [page.getByRole('navigation', { name: t('user.nav.label') }), page.getByRole('heading', { level: 1 })]) {
      const box = (await what.boundingBox())!;
      expect(toastBox.y >= box.y + box.height || toastBox.y + toastBox.height <= box.y).toBe(true);
    }
    await context.close();
  }, 90_000);

  it('pages through many reservations with "Show more"', async () => {
    const busy = await createClient('Busy Bus Tours', `busy-${lang}@tours.example`, 'APPROVED');
    for (let i = 0; i < 12; i++) {
      await book(busy.id, { type: 'SHORT_STOP', guests: 10 + i, seatReservation: false, arrivalDate: addDays(today, 3 + (i % 5)), arrivalTime: '15:00' });
    }
    await withCookieSession(busy.id, async (page) => {
      await page.goto('/user/orders/current');
      await page.getByRole('heading', { level: 1, name: t('page.currentOrders.title') }).waitFor();
      const cards = page.locator('article.reservation-card');
      await expect.poll(() => cards.count()).toBe(10);
      // Newest first.
      expect(await cards.first().textContent()).toContain(t('reservation.guestsCount', { guests: 21 }));
      await page.getByRole('button', { name: t('reservation.list.more') }).click();
      await expect.poll(() => cards.count()).toBe(12);
      expect(await page.getByRole('button', { name: t('reservation.list.more') }).count()).toBe(0);
      await page.getByText(t('reservation.list.shown', { count: 12 })).waitFor();
      await shoot(page, '16-show-more');
    });
  }, 90_000);
});
