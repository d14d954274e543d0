// A new member of staff's first day, in English and in Slovenian, on a phone (375 px): the manager
// invites them from the team page; the invitation arrives by e-mail at a real SMTP server; the new
// member chooses a password from the link and signs in. A coach company calls: they find it by its
// phone number, book tomorrow's lunch — inside the lead time, so they set it aside with a reason —
// and the client's confirmation mail arrives without the reason. In the order panel the history
// says who took it and why; they leave an internal note; tomorrow's day sheet shows the booking
// and the note and prints without the shell. At the end of the day the manager disables them, and
// their next step in the staff area lands on the sign-in page. Every sentence the test looks for
// comes from the app's own catalogs.
import path from 'node:path';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startSmtpPeer, type ParsedMail, type SmtpPeer } from '../graph/mail/testing.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { SHOTS, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const MANAGER = { email: 'manager@stopover.localhost', password: 'manager-password-2025' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string>, member: 'Maja Kos', subject: 'You are invited to the Stopover staff area', agreed: 'As agreed with our staff' },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string>, member: 'Tomaž Novak', subject: 'Vabilo v območje za osebje Stopover', agreed: 'Kot ste se dogovorili z našim osebjem' },
];

async function waitForMail(peer: SmtpPeer, to: string, match: (mail: ParsedMail) => boolean, timeoutMs = 20_000): Promise<ParsedMail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const received of peer.received) {
      if (!received.rcptTo.includes(to)) continue;
      const mail = parseMail(received.raw);
      if (match(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No matching mail to ${to} within ${timeoutMs} ms`);
}

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('a new member of staff’s first day in %s', (_locale, { lang, locale, catalog, member, subject, agreed }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const email = `new.staff-${lang}@stopover.example`;
  const password = 'Kava-in-krofi-za-vse';

  const coaches = { name: lang === 'sl' ? 'Avtobusi Bled d.o.o.' : 'Alpine Coaches Ltd', email: `coaches-${lang}@coaches.example`, phone: '+386 40 123 456' };
  const reason = lang === 'sl' ? 'Kuhinja se strinja: golaž za vse.' : 'Kitchen agreed: goulash for everyone.';
  const tomorrow = addDays(instantToLocal(new Date()).date, 1);

  let journey: Journey;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    journey = await startJourney({ SMTP_URL: peer.url, MANAGER_EMAIL: MANAGER.email, MANAGER_PASSWORD: MANAGER.password }, { mail: { pollMs: 200 } });
    await createOrganisation(journey.server.services.prisma, {
      data: { ...coaches, username: `coaches${lang}`, language: lang, passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    });
  });
  afterAll(async () => {
    await journey?.close();
    await peer?.stop();
  });

  /** Photographs the page at both widths, and leaves it at the width it had. */
  async function shoot(page: Page, name: string, options: { viewport?: boolean } = {}) {
    const own = page.viewportSize() ?? DESKTOP;
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(350);
      const file = `first-day-${lang}-${name}-${size}`;
      if (options.viewport) await page.screenshot({ path: path.join(SHOTS, `${file}.png`) });
      else await journey.screenshot(page, file);
    }
    await page.setViewportSize(own);
  }

  async function newPage(viewport = DESKTOP) {
    const opened = await journey.newPage({ locale, ...viewport });
    await opened.context.addCookies([{ name: 'preferred_language', value: lang, url: journey.server.url }]);
    // The cookie dialog is another journey's story.
    await opened.context.addInitScript(() =>
      window.localStorage.setItem('stopover.cookieConsent', JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() })),
    );
    return opened;
  }

  /** A staff area link: on a phone, behind the burger. */
  async function staffLink(page: Page, name: string) {
    const link = page.locator('.admin-sidebar').getByRole('link', { name, exact: true });
    if (!(await link.isVisible())) await page.getByRole('button', { name: t('admin.nav.toggle') }).click();
    return link;
  }

  async function staffSignIn(page: Page, address: string, secret: string) {
    await page.goto('/adminisLogin');
    await page.getByLabel(t('form.email'), { exact: true }).fill(address);
    await page.getByLabel(t('form.password'), { exact: true }).fill(secret);
    await page.locator('altcha-widget label', { hasText: t('captcha.label') }).click();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: t('page.adminLogin.submit'), exact: true }).click();
    await page.waitForURL('**/adminis/home');
  }

  it('invites a member of staff, who signs in, takes a phone booking, notes it, prints the day sheet, and is disabled', async () => {
    // ——— The manager invites.
    const manager = await newPage();
    await staffSignIn(manager.page, MANAGER.email, MANAGER.password);
    await manager.page.getByRole('link', { name: t('page.team.title') }).click();
    await manager.page.getByRole('heading', { level: 1, name: t('page.team.title') }).waitFor();
    await manager.page.getByRole('button', { name: t('team.invite.open') }).click();
    const dialog = manager.page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('team.invite.submit') }).click();
    await dialog.getByText(t('team.error.nameRequired')).waitFor();
    await dialog.getByLabel(t('team.field.name'), { exact: true }).fill(member);
    await dialog.getByLabel(t('form.email'), { exact: true }).fill(email);
    await dialog.getByLabel(t(`language.name.${lang}`)).check();
    await shoot(manager.page, '01-invite', { viewport: true });
    await dialog.getByRole('button', { name: t('team.invite.submit') }).click();
    await manager.page.getByText(t('team.invite.sent', { email })).waitFor();
    const row = manager.page.locator('.team-row', { hasText: member });
    await row.getByText(t('team.state.invited')).waitFor();
    await shoot(manager.page, '02-team');

    // ——— The invitation arrives in the member's language; the link sets the password.
    const mail = await waitForMail(peer, email, (m) => m.subject === subject);
    const link = /https?:\/\/[^\s"<>]+(\/staff-invitation\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    const invitee = await newPage(PHONE);
    await invitee.page.goto(link!);
    await invitee.page.getByText(member).first().waitFor();
    await invitee.page.getByLabel(t('form.newPassword'), { exact: true }).fill(password);
    await invitee.page.getByLabel(t('form.passwordConfirmation'), { exact: true }).fill(password);
    await shoot(invitee.page, '03-set-password');
    await invitee.page.getByRole('button', { name: t('team.invitation.submit') }).click();
    await invitee.page.getByRole('heading', { name: t('team.invitation.doneTitle') }).waitFor();
    await invitee.page.getByRole('link', { name: t('team.invitation.toSignIn') }).click();
    await staffSignIn(invitee.page, email, password);
    // A member of staff has "My account", not the manager's team page.
    await expect(invitee.page.getByRole('link', { name: t('page.team.title') }).count()).resolves.toBe(0);
    await (await staffLink(invitee.page, t('page.myAccount.title'))).click();
    await invitee.page.getByLabel(t('team.field.name'), { exact: true }).waitFor();
    await shoot(invitee.page, '04-my-account');

    // ——— A coach company calls: found by its phone number, tomorrow's lunch is inside the lead time.
    const staff = invitee.page;
    await staff.goto('/adminis/home');
    await staff.getByRole('link', { name: t('orders.home.phoneBooking') }).click();
    await staff.getByRole('heading', { level: 1, name: t('page.phoneBooking.title') }).waitFor();
    const submit = staff.getByRole('button', { name: t('orders.phone.submit'), exact: true });
    await submit.click();
    await staff.getByText(t('orders.phone.clientRequired')).waitFor();
    await staff.getByLabel(t('orders.phone.clientSearch'), { exact: true }).fill('40 123');
    await staff.getByRole('option', { name: new RegExp(coaches.name.replace(/[.]/g, '\\.')) }).click();
    await staff.getByLabel(t('orders.edit.guests'), { exact: true }).fill('40');
    await staff.getByLabel(t('orders.edit.date'), { exact: true }).fill(tomorrow);
    await staff.getByRole('button', { name: '12', exact: true }).click();
    await staff.getByRole('radio', { name: '12:00', exact: true }).click();
    await staff.getByText(t('orders.field.leadTime')).waitFor();
    await staff.getByTestId('override-LEAD_TIME').check();
    await staff.locator('.order-availability__fits').waitFor();
    const book = staff.getByRole('button', { name: t('orders.phone.submitFor', { organisation: coaches.name }) });
    await book.click();
    await staff.locator('.phone-override .field__error', { hasText: t('orders.field.required') }).waitFor();
    await staff.getByLabel(t('orders.phone.overrideReason'), { exact: true }).fill(reason);
    await staff.getByLabel(t('orders.edit.responsibleFirstName'), { exact: true }).fill('Janez');
    await staff.getByLabel(t('orders.phone.message'), { exact: false }).fill(lang === 'sl' ? 'Avtobus parkira zadaj.' : 'The coach parks at the back.');
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The client is told the cancellation terms on the phone; staff confirm it.
    await staff.getByLabel(t('terms.staffAccept'), { exact: true }).check();
    await shoot(staff, '05-phone-booking');
    await book.click();
    await staff.getByRole('heading', { name: t('orders.phone.doneTitle', { organisation: coaches.name }) }).waitFor();
    const orderNumber = (await staff.locator('[data-order-number]').textContent())!.trim();
    expect(orderNumber).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shoot(staff, '06-booked');

    // ——— The client's usual mail arrives, in its language, without the reason.
    const confirmation = await waitForMail(peer, coaches.email, (m) => m.subject.includes(orderNumber));
    expect(confirmation.text).toContain(agreed);
    expect(confirmation.text).not.toContain(reason);

    // ——— The order panel says who took it and why; the member leaves an internal note.
    await staff.getByRole('link', { name: t('orders.phone.openPanel') }).click();
    await staff.getByText(t('orders.history.createdByStaff')).first().waitFor();
    await staff.getByText(reason, { exact: false }).first().waitFor();
    const notes = staff.getByTestId('staff-notes-reservation');
    await notes.getByLabel(t('notes.add.label')).fill(lang === 'sl' ? 'Voznik je vegetarijanec.' : 'The driver is vegetarian.');
    await notes.getByRole('button', { name: t('notes.add.submit') }).click();
    await notes.getByRole('listitem').first().waitFor();
    await shoot(staff, '07-order-panel', { viewport: true });

    // ——— Tomorrow's day sheet shows the booking and the note, and prints without the shell.
    await staff.goto(`/adminis/day-sheet?date=${tomorrow}`);
    const sheet = staff.getByTestId('day-sheet');
    await sheet.getByText(orderNumber).waitFor();
    expect(await sheet.textContent()).toContain(lang === 'sl' ? 'Voznik je vegetarijanec.' : 'The driver is vegetarian.');
    await shoot(staff, '08-day-sheet');
    await staff.emulateMedia({ media: 'print' });
    expect(await staff.locator('.admin-sidebar').isVisible()).toBe(false);
    expect(await staff.locator('.site-header').isVisible()).toBe(false);
    await staff.pdf({ path: path.join(SHOTS, `first-day-${lang}-09-day-sheet-print.pdf`), format: 'A4', preferCSSPageSize: true, printBackground: true });
    await staff.emulateMedia({ media: 'screen' });

    // ——— The manager sees the sign-in, and disables the member.
    await manager.page.reload();
    await row.getByText(t('team.state.active')).waitFor();
    await row.getByRole('button', { name: t('team.action.disable') }).click();
    await manager.page.getByRole('dialog').getByRole('button', { name: t('team.disable.submit') }).click();
    await row.getByText(t('team.state.disabled')).waitFor();

    // ——— The member's next step in the staff area lands on the sign-in page.
    await invitee.page.goto('/adminis/home');
    await invitee.page.waitForURL('**/adminisLogin**');
    await shoot(invitee.page, '10-signed-out');
    await manager.context.close();
    await invitee.context.close();
  }, 180_000);
});
