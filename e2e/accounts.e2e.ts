// A bus company's account, from registration to deletion, in English and in Slovenian: it registers
// at /register, reads the verification mail from a real SMTP server, confirms its address, signs in
// solving the real captcha, waits for staff approval (given through the API), receives the approval
// mail, edits its profile, forgets its password and sets a new one from the reset mail, and finally
// deletes its account. A member of staff signs in at /adminisLogin too. Every sentence the test
// looks for comes from the app's own catalogs, so both languages are checked word for word.
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
  {
    lang: 'en' as const,
    locale: 'en-GB',
    catalog: en as Record<string, string>,
    client: 'Alpine Coach Tours d.o.o.',
    approvedSubject: 'Your account has been approved',
  },
  {
    lang: 'sl' as const,
    locale: 'sl-SI',
    catalog: sl as Record<string, string>,
    client: 'Alpski avtobusni prevozi d.o.o.',
    approvedSubject: 'Vaš račun je odobren',
  },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits for a mail to `to` that `match` accepts, as it arrived at the SMTP server. */
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
  throw new Error(`No matching mail to ${to} within ${timeoutMs} ms (received: ${peer.received.length})`);
}

/** The path of the first link in `mail` that goes to `prefix` (the mail's host is the configured public URL). */
function linkPath(mail: ParsedMail, prefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+(${escapeRegExp(prefix)}[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${prefix} link in:\n${mail.text}`);
  return match[1];
}

/** Errors the page reports: uncaught exceptions and console errors (CSP refusals among them). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Refused requests are part of the story (a wrong password, a spent link): the page handles them.
    if (/Failed to load resource: the server responded with a status of (401|404)/.test(text)) return;
    problems.push(`console: ${text}`);
  });
  return problems;
}

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('an organisation in %s', (_locale, { lang, locale, catalog, client, approvedSubject }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const email = `dispatch-${lang}@alpine-coach.example`;
  const username = `alpine-coach-${lang}`;
  const password = 'Sunny-Pass-Route-77';
  const newPassword = 'Kava-in-krofi-2025!';

  let journey: Journey;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    journey = await startJourney(
      { SMTP_URL: peer.url, MANAGER_EMAIL: MANAGER.email, MANAGER_PASSWORD: MANAGER.password },
      { mail: { pollMs: 200 } },
    );
  });
  afterAll(async () => {
    await journey?.close();
    await peer?.stop();
  });

  /**
   * Desktop and phone screenshots of the page as it is now: the whole page from its top, or only
   * the window (`viewport`) when a modal dialog covers it.
   */
  async function shoot(page: Page, name: string, options: { viewport?: boolean } = {}) {
    const take = async (size: string) => {
      const file = `accounts-${lang}-${name}-${size}`;
      // Transitions (dialog, toasts) finish first.
      await page.waitForTimeout(350);
      if (options.viewport) await page.screenshot({ path: path.join(SHOTS, `${file}.png`) });
      else {
        await page.evaluate(() => window.scrollTo(0, 0));
        await journey.screenshot(page, file);
      }
    };
    await take('desktop');
    await page.setViewportSize(PHONE);
    await take('phone');
    await page.setViewportSize(DESKTOP);
  }

  /** A form field by its label, exactly (optional fields carry "(optional)" in their name). */
  function field(page: Page, id: string, optional = false) {
    return page.getByLabel(optional ? `${t(id)} ${t('form.optional')}` : t(id), { exact: true });
  }

  async function solveCaptcha(page: Page) {
    // The box's tick mark lies over it (and passes clicks on); people click the box or its label.
    await page.getByRole('checkbox', { name: t('captcha.label') }).waitFor();
    await page.locator('altcha-widget label', { hasText: t('captcha.label') }).click();
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 15_000 });
  }

  async function signIn(page: Page, address: string, secret: string) {
    await field(page, 'form.email').fill(address);
    await field(page, 'form.password').fill(secret);
    await solveCaptcha(page);
    await page.getByRole('button', { name: t('page.login.submit'), exact: true }).click();
  }

  it('registers, confirms the address, signs in, is approved, resets the password and deletes the account', async () => {
    const { page, context } = await journey.newPage({ locale, ...DESKTOP });
    const problems = watchConsole(page);
    const csp = (await page.request.get('/register')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");

    // ——— Registration: the browser checks first and puts the focus on the first problem.
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: t('page.register.title') }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await shoot(page, '01-register');

    await page.getByRole('button', { name: t('page.register.submit') }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('register-name');
    const emailField = field(page, 'form.email');
    await expect.poll(() => emailField.getAttribute('aria-invalid')).toBe('true');
    const described = (await emailField.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described.split(' ')[0]}"]`).textContent()).toBe(t('error.invalidEmail'));
    await expect.poll(() => page.getByText(t('form.error.termsNotAccepted')).count()).toBe(1);
    await page.getByText(t('form.error.nameRequired')).waitFor();
    await shoot(page, '02-register-errors');

    await field(page, 'form.organisationName').fill(client);
    await field(page, 'form.firstName', true).fill('Mojca');
    await field(page, 'form.lastName', true).fill('Kovač');
    await field(page, 'form.phone', true).fill('+386 41 123 456');
    await field(page, 'form.contactInfo', true).fill('Dispečer / dispatcher: +386 1 600 70 00, 7:00–15:00');
    await emailField.fill('dispatch@');
    await field(page, 'form.username').fill(username);
    await field(page, 'form.password').fill('short');
    await field(page, 'form.passwordConfirmation').fill('shorter');
    await page.getByRole('button', { name: t('page.register.submit') }).click();
    await page.getByText(t('error.invalidEmail')).waitFor();
    await page.getByText(t('error.passwordTooShort', { min: 8 })).waitFor();
    await page.getByText(t('error.passwordsMismatch')).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('register-email');

    await emailField.fill(email);
    await field(page, 'form.password').fill(password);
    await field(page, 'form.passwordConfirmation').fill(password);
    // The checkbox is named by its label, which names the privacy policy (a link inside it).
    const privacyPolicy = /<privacy>(.*?)<\/privacy>/.exec(catalog['page.register.terms']!)![1]!;
    await page.getByRole('checkbox', { name: new RegExp(escapeRegExp(privacyPolicy), 'i') }).check();
    await page.getByRole('button', { name: t('page.register.submit') }).click();

    // ——— The dialog: check the inbox; resending waits for the server's countdown.
    const dialog = page.getByRole('dialog', { name: t('page.register.doneTitle') });
    await dialog.waitFor();
    const resend = dialog.getByRole('button', { name: new RegExp(escapeRegExp(t('resend.wait', { time: 'X' }).replace(' X', ''))) });
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/[01]:\d\d/);
    expect(await dialog.textContent()).toContain(email);
    await shoot(page, '03-register-dialog', { viewport: true });
    // The dialog keeps the focus inside while open (a native modal) and is labelled by its title.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await dialog.getByRole('button', { name: t('dialog.close') }).click();
    await page.getByRole('button', { name: t('page.register.resendAgain') }).waitFor();
    await shoot(page, '03-registered');

    // ——— The same address again looks like a new registration (it tells nobody whether the address
    // has an account); the owner gets a fresh link instead, as the first one is not used yet.
    const again = await context.newPage();
    await again.goto('/register');
    await field(again, 'form.organisationName').fill('Someone Else');
    await field(again, 'form.email').fill(email.toUpperCase());
    await field(again, 'form.username').fill(`${username}-2`);
    await field(again, 'form.password').fill(password);
    await field(again, 'form.passwordConfirmation').fill(password);
    await again.locator('#register-acceptTerms').check();
    await again.getByRole('button', { name: t('page.register.submit') }).click();
    await again.getByRole('dialog', { name: t('page.register.doneTitle') }).waitFor();
    await again.close();

    // ——— Signing in before confirming the address is refused (docs/product.md § Account rules), with a
    // way to resend.
    await page.goto('/login');
    await signIn(page, email, password);
    await page.getByText(t('error.emailNotVerified')).waitFor();
    await page.getByRole('button', { name: t('resend.button') }).waitFor();
    await shoot(page, '04-login-unverified');

    // ——— The verification mail, in the organisation's language, through real SMTP.
    const verification = await waitForMail(peer, email, (mail) => mail.text.includes('/login/verify/'));
    expect(verification.subject).toBe(lang === 'en' ? 'Verify your email address' : 'Potrdite svoj e-poštni naslov');
    await page.goto('/login/verify/not-a-real-token');
    await page.getByText(t('error.verificationFailed')).waitFor();
    await shoot(page, '05-verify-failed');
    await page.goto(linkPath(verification, '/login/verify/'));
    await page.getByRole('heading', { name: t('page.verifyEmail.successTitle') }).waitFor();
    await shoot(page, '06-verify-success');
    await page.getByRole('link', { name: t('page.verifyEmail.toSignIn') }).click();
    await page.waitForURL('**/login');

    // ——— A wrong password, then the right one; each attempt needs a freshly solved captcha.
    await signIn(page, email, 'not-the-password');
    await page.getByText(t('form.problem.invalidCredentials')).waitFor();
    await page.locator('altcha-widget .altcha[data-state="unverified"]').waitFor();
    expect(await page.getByRole('checkbox', { name: t('captcha.label') }).isChecked()).toBe(false);
    await shoot(page, '07-login-wrong-password');
    await field(page, 'form.password').fill(password);
    await solveCaptcha(page);
    await page.getByRole('button', { name: t('page.login.submit'), exact: true }).click();
    await page.waitForURL('**/user/dashboard');
    await page.getByText(t('success.signedIn')).waitFor();
    const pending = t('notice.pending', { hours: 12 });
    await page.getByText(pending).waitFor();
    await expect.poll(() => page.getByRole('banner').textContent()).toContain(client);
    await shoot(page, '08-dashboard-pending');

    // ——— Staff approve the account; the approval mail arrives; the banner is gone after a reload.
    const prisma = journey.server.services.prisma;
    const account = await prisma.client.findUniqueOrThrow({ where: { email } });
    expect(account.language).toBe(lang);
    const manager = await prisma.staff.findFirstOrThrow({ where: { isManager: true } });
    const approved = await journey.server.graphql<{ approveClient: { clientId: string } }>(
      'mutation Approve($id: ID!) { approveClient(input: { clientId: $id }) { clientId } }',
      { id: Buffer.from(`Client:${account.id}`).toString('base64') },
      { cookie: journey.server.cookieFor('staff', manager.id) },
    );
    expect(approved.body.errors).toBeUndefined();
    await waitForMail(peer, email, (mail) => mail.subject === approvedSubject);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: t('page.dashboard.newOrderText') }).waitFor();
    expect(await page.getByText(pending).count()).toBe(0);
    await shoot(page, '09-dashboard-approved');

    // ——— The profile: edit it, and keep the other language as the preference (the app follows).
    await page.getByRole('navigation', { name: t('user.nav.label') }).getByRole('link', { name: t('page.profile.title') }).click();
    await page.waitForURL('**/user/profile');
    const phone = field(page, 'form.phone', true);
    await expect.poll(() => phone.inputValue()).toBe('+386 41 123 456');
    await phone.fill('abc');
    await page.getByRole('button', { name: t('page.profile.save') }).click();
    await page.getByText(t('form.error.invalidPhone')).waitFor();
    await phone.fill('+386 41 765 432');
    await field(page, 'form.firstName', true).fill('Mojca Ana');
    await page.getByRole('button', { name: t('page.profile.save') }).click();
    await page.getByText(t('success.profileUpdated')).waitFor();
    expect((await prisma.client.findUniqueOrThrow({ where: { email } })).phone).toBe('+386 41 765 432');
    await shoot(page, '10-profile');

    const other = lang === 'en' ? 'sl' : 'en';
    const otherIntl = createIntl({ locale: other, messages: (other === 'en' ? en : sl) });
    await page.getByRole('radio', { name: t(`language.name.${other}`) }).check();
    await page.getByRole('button', { name: t('page.profile.saveLanguage') }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe(other);
    await page.getByText(otherIntl.formatMessage({ id: 'page.profile.languageSaved' })).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'preferred_language')?.value).toBe(other);
    expect((await prisma.client.findUniqueOrThrow({ where: { email } })).language).toBe(other);
    await page.getByRole('radio', { name: otherIntl.formatMessage({ id: `language.name.${lang}` }) }).check();
    await page.getByRole('button', { name: otherIntl.formatMessage({ id: 'page.profile.saveLanguage' }) }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe(lang);
    await page.getByText(t('page.profile.languageSaved')).waitFor();

    // ——— Signing out.
    await page.getByRole('button', { name: new RegExp(escapeRegExp(client)) }).click();
    await page.getByRole('button', { name: t('nav.logout') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: t('nav.signIn') }).waitFor();

    // ——— Forgotten password: instructions by mail, a new password from the link.
    await page.goto('/login');
    await page.getByRole('button', { name: t('page.login.forgot') }).click();
    await page.getByRole('heading', { level: 1, name: t('page.login.forgotTitle') }).waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('forgot');
    await field(page, 'form.email').fill(email);
    await page.getByRole('button', { name: t('page.login.sendInstructions') }).click();
    await page.getByText(t('success.resetInstructionsSent')).waitFor();
    await shoot(page, '11-forgot-sent');

    const resetMail = await waitForMail(peer, email, (mail) => mail.text.includes('/reset-password/'));
    const resetPath = linkPath(resetMail, '/reset-password/');
    await page.goto(resetPath);
    await field(page, 'form.newPassword').waitFor();
    await field(page, 'form.newPassword').fill('tiny');
    await field(page, 'form.passwordConfirmation').fill('tiny2');
    await page.getByRole('button', { name: t('page.resetPassword.submit') }).click();
    await page.getByText(t('error.passwordTooShort', { min: 8 })).waitFor();
    await page.getByText(t('error.passwordsMismatch')).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reset-password');
    await shoot(page, '12-reset-form');
    // A common password passes the browser's checks; the server refuses it on its field.
    await field(page, 'form.newPassword').fill('password123');
    await field(page, 'form.passwordConfirmation').fill('password123');
    await page.getByRole('button', { name: t('page.resetPassword.submit') }).click();
    await page.getByText(t('form.error.passwordTooCommon')).waitFor();
    await field(page, 'form.newPassword').fill(newPassword);
    await field(page, 'form.passwordConfirmation').fill(newPassword);
    await page.getByRole('button', { name: t('page.resetPassword.submit') }).click();
    await page.getByRole('heading', { name: t('page.resetPassword.doneTitle') }).waitFor();
    await shoot(page, '13-reset-done');

    // The link worked once.
    await page.goto(resetPath);
    await page.getByText(t('error.invalidResetLink')).waitFor();
    await shoot(page, '14-reset-invalid');
    await page.getByRole('link', { name: t('page.resetPassword.backToSignIn') }).click();
    await page.waitForURL('**/login');

    // ——— Signing in with the new password: approved now, so no banner.
    await signIn(page, email, newPassword);
    await page.waitForURL('**/user/dashboard');
    expect(await page.getByText(pending).count()).toBe(0);

    // ——— The danger zone: the account's own e-mail, typed out, deletes it.
    await page.goto('/user/profile');
    const deleteButton = page.getByRole('button', { name: t('page.profile.delete') });
    await deleteButton.waitFor();
    expect(await deleteButton.isDisabled()).toBe(true);
    // A disabled button says why.
    await page.getByText(t('page.profile.deleteLocked')).waitFor();
    const confirm = page.locator('#profile-delete-confirm');
    await confirm.fill('someone@else.example');
    expect(await deleteButton.isDisabled()).toBe(true);
    await page.getByText(t('page.profile.deleteMismatch')).waitFor();
    await shoot(page, '15-profile-delete-mismatch');
    await confirm.fill(` ${email.toUpperCase()} `);
    expect(await deleteButton.isDisabled()).toBe(false);
    expect(await page.getByText(t('page.profile.deleteMismatch')).count()).toBe(0);
    await shoot(page, '15-profile-delete');
    await deleteButton.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(t('success.profileDeleted')).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('stopover.session'))).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: t('nav.signIn') }).waitFor();
    expect((await prisma.client.findUniqueOrThrow({ where: { email } })).status).toBe('ARCHIVED');
    await shoot(page, '16-deleted');
    // No script errors and no CSP refusals (the captcha's worker is a file of our own origin).
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('lets a member of staff sign in at /adminisLogin with the captcha', async () => {
    const { page, context } = await journey.newPage({ locale, ...DESKTOP });
    const problems = watchConsole(page);
    await page.goto('/adminisLogin');
    await page.getByRole('heading', { level: 1, name: t('page.adminLogin.title') }).waitFor();
    await page.getByRole('button', { name: t('page.adminLogin.submit'), exact: true }).click();
    await page.getByText(t('error.invalidEmail')).waitFor();
    await page.getByText(t('error.captchaRequired')).waitFor();
    await shoot(page, '17-staff-login');
    await field(page, 'form.email').fill(MANAGER.email);
    await field(page, 'form.password').fill(MANAGER.password);
    await solveCaptcha(page);
    await page.getByRole('button', { name: t('page.adminLogin.submit'), exact: true }).click();
    await page.waitForURL('**/adminis/home');
    await page.getByText(t('success.signedIn')).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
