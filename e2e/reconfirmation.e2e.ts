// A coach company is asked, the day before, whether its group is still the size it booked. The real
// scheduler (every second here) mails each client once, through real SMTP, in its language; the
// English client opens the link without signing in and confirms in one click (the link then says
// it was used); the Slovenian client, on a phone, first asks for more seats than are free (the page
// shows the server's refusal and nothing changes), then gives a smaller number. Staff watching the
// orders see both answers arrive live, and the client sees its answer in My reservations.
// Screenshots: test-results/screenshots/reconfirm-*.png (en and sl, 1280 and 375 px).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { addDays, dateToDb, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import { startSmtpPeer, type SmtpPeer } from '../graph/mail/testing.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { signedIn, startJourney, type Journey } from './harness.ts';
import { asMailReader, reconfirmationMail, reconfirmFromMail, widenReconfirmationWindow, type ReconfirmationMail } from './steps/reconfirm.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (id: string, values?: Record<string, string | number>, lang: 'en' | 'sl' = 'en') => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);

let journey: Journey;
let peer: SmtpPeer;
let managerId: string;
const orgs: Record<'alpine' | 'novak', string> = { alpine: '', novak: '' };
const orders: Record<'alpine' | 'novak', string> = { alpine: 'KMN-234', novak: 'NVK-235' };
const mails: Partial<Record<'alpine' | 'novak', ReconfirmationMail>> = {};

beforeAll(async () => {
  peer = await startSmtpPeer();
  journey = await startJourney(
    { SMTP_URL: peer.url, MAIL_FROM: 'Stopover <r@stopover.example>', RECONFIRMATION_POLL_SECONDS: '1' },
    // The mail worker and the reconfirmation scheduler run as in production.
    { mail: { pollMs: 250 }, reconfirmation: undefined },
  );
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  // Tomorrow's lunch, booked three days ago: within a 48-hour window whenever the journey runs.
  await widenReconfirmationWindow(journey.server, 48);
  const tomorrow = addDays(instantToLocal(new Date()).date, 1);
  const resolved = localToInstant(tomorrow, 12 * 60 + 30);
  if (!resolved.ok) throw new Error('nonexistent');
  const booked = new Date(Date.now() - 3 * 86_400_000);
  for (const [key, language, guests] of [['alpine', 'en', 40], ['novak', 'sl', 30]] as const) {
    orgs[key] = (
      await createOrganisation(prisma, {
        data: { name: key === 'alpine' ? 'Alpine Coaches' : 'Avtobusi Novak', email: `${key}@coaches.example`, username: key, language, passwordHash: 'x', termsAcceptedAt: booked, emailVerifiedAt: booked, approvedAt: booked, status: 'APPROVED' },
      })
    ).id;
    await prisma.reservation.create({
      data: {
        orderNumber: orders[key],
        clientId: orgs[key],
        type: 'LONG_STOP',
        guests,
        seatReservation: true,
        arrivalAt: resolved.instant,
        arrivalDay: dateToDb(tomorrow),
        durationMinutes: 90,
        status: 'SCHEDULED',
        createdAt: booked,
      },
    });
  }
}, 180_000);

afterAll(async () => {
  await journey?.close();
  await peer?.stop();
});

describe('headcount reconfirmation', () => {
  it('the scheduler mails each client once, in its language', async () => {
    mails.alpine = await reconfirmationMail(peer, 'alpine@coaches.example');
    mails.novak = await reconfirmationMail(peer, 'novak@coaches.example');
    expect(mails.alpine.subject).toMatch(/^Reservation KMN-234: still 40 guests at 12:30 on \w+day \d+ \w+\?$/);
    expect(mails.novak.subject).toMatch(/^Rezervacija NVK-235: še vedno 30 gostov ob 12:30 v \S+, \d+\. \w+\?$/);
    // A few more rounds ask nobody twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(peer.received.filter((m) => m.raw.includes('/reconfirm/'))).toHaveLength(2);
  });

  it('the English client confirms in one click, without signing in; the link then says it was used', async () => {
    const staff = await journey.newPage({ width: 1280, height: 900 });
    await signedIn(journey, staff.context, 'staff', managerId, 'en');
    await staff.page.goto(`/adminis/orders/all?open=${orders.alpine}`);
    const row = staff.page.locator(`li[data-order="${orders.alpine}"]`);
    await row.getByText(t('reconfirm.badge.asked')).waitFor();

    const phone = await journey.newPage({ width: 375, height: 800 });
    await asMailReader(journey.server, phone.context, 'en');
    await phone.page.goto(mails.alpine!.confirmPath);
    await phone.page.getByTestId('reconfirm-question').waitFor();
    await journey.screenshot(phone.page, 'reconfirm-question-en-375');
    await phone.context.close();

    const { context, page } = await journey.newPage({ width: 1280, height: 900 });
    await asMailReader(journey.server, context, 'en');
    const state = await reconfirmFromMail(page, mails.alpine!, { beforeAnswer: (p) => journey.screenshot(p, 'reconfirm-question-en-1280').then(() => {}) });
    expect(state).toBe('confirmed');
    expect(await page.locator('.reconfirm__outcome').textContent()).toContain(t('reconfirm.outcome.confirmed.title'));
    await journey.screenshot(page, 'reconfirm-confirmed-en-1280');
    await page.goto(mails.alpine!.confirmPath);
    await page.locator('.reconfirm__outcome[data-state="USED"]').waitFor();
    await journey.screenshot(page, 'reconfirm-used-en-1280');
    await context.close();

    // Staff see it live, in the row and in the panel, with the history step.
    await row.getByText(t('reconfirm.badge.reconfirmed')).waitFor();
    const panel = staff.page.locator('.order-history');
    await panel.getByText(t('reconfirm.history.reconfirmed')).waitFor();
    await journey.screenshot(staff.page, 'reconfirm-staff-en-1280');
    await staff.context.close();

    const client = await journey.newPage({ width: 1280, height: 900 });
    await signedIn(journey, client.context, 'client', orgs.alpine, 'en');
    await client.page.goto('/user/orders/current');
    await client.page.locator('.reconfirm-note--done').waitFor();
    await client.context.close();
  });

  it('the Slovenian client, on a phone, is refused more seats than are free, then gives a smaller headcount', async () => {
    await journey.server.services.prisma.settings.update({ where: { id: 1 }, data: { seatCapacity: 100 } });
    const staff = await journey.newPage({ locale: 'sl-SI', width: 1280, height: 900 });
    await signedIn(journey, staff.context, 'staff', managerId, 'sl');
    await staff.page.goto(`/adminis/orders/all?open=${orders.novak}`);
    const row = staff.page.locator(`li[data-order="${orders.novak}"]`);
    await row.getByText(t('reconfirm.badge.asked', {}, 'sl')).waitFor();

    const desk = await journey.newPage({ locale: 'sl-SI', width: 1280, height: 900 });
    await asMailReader(journey.server, desk.context, 'sl');
    await desk.page.goto(mails.novak!.changePath);
    await desk.page.getByTestId('reconfirm-question').waitFor();
    await journey.screenshot(desk.page, 'reconfirm-question-sl-1280');
    await desk.context.close();

    const { context, page } = await journey.newPage({ locale: 'sl-SI', width: 375, height: 800 });
    await asMailReader(journey.server, context, 'sl');
    // 40 + 30 held at 12:30 with 100 seats: 65 does not fit.
    const refusal = await reconfirmFromMail(page, mails.novak!, { guests: 65, expectRefusal: true });
    expect(refusal.length).toBeGreaterThan(10);
    await journey.screenshot(page, 'reconfirm-refused-sl-375');
    const unchanged = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: orders.novak } });
    expect(unchanged.guests).toBe(30);

    await page.locator('#reconfirm-guests').fill('25');
    await page.locator('.reconfirm__change button[type=submit]').click();
    await page.locator('.reconfirm__outcome[data-state="changed"]').waitFor();
    expect(await page.getByTestId('reconfirm-guests').textContent()).toBe(t('reservation.guestsCount', { guests: 25 }, 'sl'));
    await journey.screenshot(page, 'reconfirm-changed-sl-375');
    await context.close();

    // Live for staff: the new headcount, the badge and the client's edit in the history.
    await row.getByText(t('reconfirm.badge.reconfirmed', {}, 'sl')).waitFor();
    await staff.page.locator('.order-history').getByText(t('orders.history.client', {}, 'sl')).first().waitFor();
    expect(await row.textContent()).toContain('25');
    await journey.screenshot(staff.page, 'reconfirm-staff-sl-1280');
    await staff.context.close();
    const saved = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber: orders.novak } });
    expect(saved.guests).toBe(25);
    expect(saved.reconfirmedAt).not.toBeNull();
  });

  it('the manager sets the reconfirmation time and the morning digest', async () => {
    const { context, page } = await journey.newPage({ width: 375, height: 800 });
    await signedIn(journey, context, 'staff', managerId, 'en');
    await page.addInitScript(() => localStorage.setItem('stopover.adminSidebar', 'closed'));
    await page.goto('/adminis/website/other');
    const block = page.getByTestId('reconfirmation-settings');
    await block.waitFor();
    await block.getByLabel(t('reconfirm.settings.hours')).fill('24');
    await block.getByRole('button', { name: t('reconfirm.settings.save') }).click();
    await page.getByText(t('reconfirm.settings.saved')).first().waitFor();
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/reconfirm-settings-en-375.png' });
    expect((await journey.server.services.prisma.settings.findUniqueOrThrow({ where: { id: 1 } })).reconfirmHoursBefore).toBe(24);
    await context.close();
  });
});
