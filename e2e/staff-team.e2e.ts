// The restaurant's team, in English and in Slovenian: the manager signs in, invites a new member of
// staff from the team page; the invitation arrives by e-mail at a real SMTP server; the new member
// chooses a password from the link, signs in and finds "My account" (but not the manager's team
// page); the manager disables them, and their next step in the staff area lands on the sign-in
// page. Every sentence the test looks for comes from the app's own catalogs.
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startSmtpPeer, type ParsedMail, type SmtpPeer } from '../graph/mail/testing.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { SHOTS, startJourney, type Journey } from './harness.ts';

const MANAGER = { email: 'manager@stopover.localhost', password: 'manager-password-2025' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string>, member: 'Maja Kos', subject: 'You are invited to the Stopover staff area' },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string>, member: 'Tomaž Novak', subject: 'Vabilo v območje za osebje Stopover' },
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

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('the team in %s', (_locale, { lang, locale, catalog, member, subject }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const email = `new.staff-${lang}@stopover.example`;
  const password = 'Kava-in-krofi-za-vse';

  let journey: Journey;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    journey = await startJourney({ SMTP_URL: peer.url, MANAGER_EMAIL: MANAGER.email, MANAGER_PASSWORD: MANAGER.password }, { mail: { pollMs: 200 } });
  });
  afterAll(async () => {
    await journey?.close();
    await peer?.stop();
  });

  async function shoot(page: Page, name: string, options: { viewport?: boolean } = {}) {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(350);
      const file = `team-${lang}-${name}-${size}`;
      if (options.viewport) await page.screenshot({ path: path.join(SHOTS, `${file}.png`) });
      else await journey.screenshot(page, file);
    }
    await page.setViewportSize(DESKTOP);
  }

  async function newPage() {
    const opened = await journey.newPage({ locale, ...DESKTOP });
    await opened.context.addCookies([{ name: 'preferred_language', value: lang, url: journey.server.url }]);
    // The cookie dialog is another journey's story.
    await opened.context.addInitScript(() =>
      window.localStorage.setItem('stopover.cookieConsent', JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() })),
    );
    return opened;
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

  it('invites a member of staff, who sets a password, signs in, and is disabled', async () => {
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
    const invitee = await newPage();
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
    await invitee.page.getByRole('link', { name: t('page.myAccount.title') }).click();
    await invitee.page.getByLabel(t('team.field.name'), { exact: true }).waitFor();
    await shoot(invitee.page, '04-my-account');

    // ——— The manager sees the sign-in, and disables the member.
    await manager.page.reload();
    await row.getByText(t('team.state.active')).waitFor();
    await row.getByRole('button', { name: t('team.action.disable') }).click();
    await manager.page.getByRole('dialog').getByRole('button', { name: t('team.disable.submit') }).click();
    await row.getByText(t('team.state.disabled')).waitFor();

    // ——— The member's next step in the staff area lands on the sign-in page.
    await invitee.page.getByRole('link', { name: t('page.adminHome.title') }).click();
    await invitee.page.waitForURL('**/adminisLogin**');
    await shoot(invitee.page, '05-signed-out');
    await manager.context.close();
    await invitee.context.close();
  }, 180_000);
});
