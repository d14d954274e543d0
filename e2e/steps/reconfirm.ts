// Reusable steps of the headcount reconfirmation, for journeys that compose it with others:
//   await triggerReconfirmation(journey.server);                  // the scheduler's round, now
//   const mail = await reconfirmationMail(peer, 'alpine@coaches.example');
//   await reconfirmFromMail(page, mail, { guests: 36 });          // or {} to confirm as booked
// A journey may instead let the real scheduler run (RECONFIRMATION_POLL_SECONDS=1, options
// { reconfirmation: undefined }) and only wait for the mail.
import type { BrowserContext, Page } from 'playwright-core';
import { runReconfirmationRound } from '../../graph/jobs/reconfirmation.ts';
import { parseMail, type SmtpPeer } from '../../graph/mail/testing.ts';
import type { TestServer } from '../../graph/testing/server.ts';

export interface ReconfirmationMail {
  to: string;
  subject: string;
  text: string;
  /** The page's path: /reconfirm/<token> (the mail's host is the server's PUBLIC_URL). */
  confirmPath: string;
  /** The same, opened at the headcount field. */
  changePath: string;
}

/**
 * A browser context as a client who has not signed in but has answered the cookie banner, reading
 * in `lang`: how someone opening the mail's link on their phone sees the page.
 */
export async function asMailReader(server: TestServer, context: BrowserContext, lang: 'en' | 'sl'): Promise<void> {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: server.url, sameSite: 'Strict' },
    { name: 'preferred_language', value: lang, url: server.url, sameSite: 'Lax' },
  ]);
  await context.addInitScript(() =>
    window.localStorage.setItem('stopover.cookieConsent', JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() })),
  );
}

/** Runs one scheduler round now (asks every due reservation once); answers how many were asked. */
export function triggerReconfirmation(server: TestServer): Promise<number> {
  return runReconfirmationRound(server.services);
}

/** Makes reservations due without waiting: the window is widened to `hours` (default 48). */
export async function widenReconfirmationWindow(server: TestServer, hours = 48): Promise<void> {
  await server.services.prisma.settings.update({ where: { id: 1 }, data: { reconfirmHoursBefore: hours } });
}

export function readReconfirmationMail(to: string, subject: string, text: string): ReconfirmationMail {
  const match = /https?:\/\/[^\s/]+(\/reconfirm\/[A-Za-z0-9_-]+)(?!\?)/.exec(text);
  if (!match) throw new Error(`no reconfirmation link in the mail to ${to}`);
  return { to, subject, text, confirmPath: match[1]!, changePath: `${match[1]!}?change=1` };
}

/** Waits until the SMTP peer has received the reconfirmation mail for `to`, and reads it. */
export async function reconfirmationMail(peer: SmtpPeer, to: string, timeoutMs = 30_000): Promise<ReconfirmationMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const received of peer.received) {
      if (!received.rcptTo.includes(to)) continue;
      const mail = parseMail(received.raw);
      if (mail.text.includes('/reconfirm/')) return readReconfirmationMail(to, mail.subject, mail.text);
    }
    if (Date.now() > deadline) throw new Error(`no reconfirmation mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Without an SMTP peer: the mail as the outbox holds it (rendered, in the recipient's language). */
export async function reconfirmationMailFromOutbox(server: TestServer, to: string): Promise<ReconfirmationMail> {
  const row = await server.services.prisma.mailOutbox.findFirstOrThrow({ where: { template: 'reservation.reconfirm', toAddress: to }, orderBy: { createdAt: 'desc' } });
  return readReconfirmationMail(to, row.subject, row.textBody);
}

/**
 * Opens the mail's link in `page` (no sign-in needed) and answers: confirms as booked, or gives a new
 * headcount. Resolves when the page says it was recorded; with `expectRefusal`, when the page shows
 * the server's refusal instead (and answers its text).
 */
export async function reconfirmFromMail(
  page: Page,
  mail: ReconfirmationMail,
  options: { guests?: number; expectRefusal?: boolean; beforeAnswer?: (page: Page) => Promise<void> } = {},
): Promise<string> {
  await page.goto(options.guests === undefined ? mail.confirmPath : mail.changePath);
  await page.getByTestId('reconfirm-question').waitFor();
  await options.beforeAnswer?.(page);
  if (options.guests === undefined) {
    await page.locator('.reconfirm__confirm button[type=submit]').click();
  } else {
    await page.locator('#reconfirm-guests').fill(String(options.guests));
    await page.locator('.reconfirm__change button[type=submit]').click();
  }
  if (options.expectRefusal) {
    const refusal = page.locator('.reconfirm__change [role=alert], .reconfirm__change .field__error').first();
    await refusal.waitFor();
    return (await refusal.textContent()) ?? '';
  }
  const outcome = page.locator('.reconfirm__outcome');
  await outcome.waitFor();
  return (await outcome.getAttribute('data-state')) ?? '';
}
