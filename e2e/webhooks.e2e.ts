// Webhooks as an organisation and the manager use them, against a real HTTP receiver on this
// machine: on its profile the organisation registers its receiver's address, copies the secret
// shown once, sends a test event and sees it delivered and verifiable with the secret (not with a
// wrong one); a reservation made while the receiver is down shows as failing with its next try,
// and after the outage the test event is sent again by hand; rotating the secret signs later
// events with the new one only. The manager registers a restaurant endpoint on the API page.
// Photographed at 1280 and 375 px in English and Slovenian (test-results/screenshots/webhooks-*).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIntl } from 'react-intl';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { verifyWebhook } from '../graph/webhooks/signature.ts';
import { createReservation } from '../graph/services/reservations/place-reservation.ts';
import { startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (lang: 'en' | 'sl', id: string, values?: Record<string, string | number>) => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let journey: Journey;
let orgId: string;
let managerId: string;
let receiver: http.Server;
let receiverUrl: string;
const received: Received[] = [];
const answer = { status: 200 };
let day = 10;

async function signedIn(context: BrowserContext, kind: 'staff' | 'client', id: string, lang: 'en' | 'sl') {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: journey.server.url, sameSite: 'Strict' },
    { name: 'preferred_language', value: lang, url: journey.server.url, sameSite: 'Lax' },
    { name: 'access_token', value: journey.server.cookieFor(kind, id).split('=')[1]!, url: journey.server.url, httpOnly: true, sameSite: 'Strict' },
  ]);
  await context.addInitScript(() =>
    window.localStorage.setItem('stopover.cookieConsent', JSON.stringify({ necessary: true, analytics: false, timestamp: new Date().toISOString() })),
  );
}

/** Waits until the receiver has had `count` requests. */
async function receivedCount(count: number) {
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((r) => setTimeout(r, 100));
  expect(received.length).toBe(count);
}

const now = () => Math.floor(Date.now() / 1000);

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, label).toBeLessThanOrEqual(0);
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.status < 300 ? '{"received":true}' : '{"error":"maintenance"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stopover`;
  // The real webhook worker, polling often, so the page sees deliveries settle.
  journey = await startJourney({}, { webhooks: { pollMs: 200, timeoutMs: 3_000 } });
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  orgId = (
    await createOrganisation(prisma, {
      data: { name: 'Alpine Coaches', email: 'alpine@example.com', username: 'alpine', passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    })
  ).id;
}, 180_000);

afterAll(async () => {
  await journey?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe('webhooks', () => {
  for (const lang of ['en', 'sl'] as const) {
    it(`an organisation registers its receiver, gets signed events, survives an outage and rotates the secret (${lang})`, async () => {
      received.length = 0;
      answer.status = 200;
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB' });
      await signedIn(context, 'client', orgId, lang);
      await page.goto('/user/profile');
      const section = page.getByTestId('webhooks');
      await page.getByRole('heading', { name: t(lang, 'webhooks.section.title') }).waitFor();
      await section.getByRole('button', { name: t(lang, 'webhooks.new.open') }).click();
      const dialog = page.getByRole('dialog');
      // Every event is chosen to start with; an empty address is refused in the dialog.
      await dialog.getByRole('button', { name: t(lang, 'webhooks.new.submit') }).click();
      await dialog.getByText(t(lang, 'webhooks.field.urlRequired')).waitFor();
      await dialog.getByLabel(t(lang, 'webhooks.field.url'), { exact: true }).fill(`${receiverUrl}/${lang}`);
      await dialog.getByLabel(new RegExp(t(lang, 'webhooks.field.description'))).fill(lang === 'sl' ? 'Zaledni sistem' : 'Back office');
      await journey.screenshot(page, `webhooks-${lang}-new-1280`);
      await dialog.getByRole('button', { name: t(lang, 'webhooks.new.submit') }).click();
      const secret = (await dialog.getByTestId('webhook-secret').inputValue()).trim();
      expect(secret).toMatch(/^whsec_/);
      await page.setViewportSize({ width: 375, height: 800 });
      await journey.screenshot(page, `webhooks-${lang}-secret-375`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole('button', { name: t(lang, 'webhooks.secret.done') }).click();

      const row = section.getByTestId('webhook-endpoint').filter({ hasText: `${receiverUrl}/${lang}` });
      await row.getByTestId('webhook-state').filter({ hasText: t(lang, 'webhooks.state.enabled') }).waitFor();

      // A test event: signed, verifiable with the secret and only with it.
      await row.getByRole('button', { name: t(lang, 'webhooks.test') }).click();
      await receivedCount(1);
      const [test] = received;
      expect(JSON.parse(test!.body).type).toBe('webhook.test');
      expect(verifyWebhook(secret, test!.headers, test!.body, now())).toBe(true);
      expect(verifyWebhook(`whsec_${Buffer.from('not the secret, not at all').toString('base64')}`, test!.headers, test!.body, now())).toBe(false);
      const delivered = row.getByTestId('webhook-delivery').filter({ hasText: 'webhook.test' });
      await delivered.getByText(t(lang, 'webhooks.delivery.SUCCEEDED')).waitFor();
      await delivered.getByText('HTTP 200').waitFor();

      // The receiver goes down; a reservation is made meanwhile: the delivery waits for its next try.
      answer.status = 503;
      await createReservation(
        journey.server.services,
        orgId,
        { type: 'LONG_STOP', guests: 30, seatReservation: true, arrivalDate: new Date(Date.now() + (20 + day++) * 86_400_000).toISOString().slice(0, 10), arrivalTime: '12:00' },
        { ip: null, language: lang },
      );
      await receivedCount(2);
      const failing = row.getByTestId('webhook-delivery').filter({ hasText: 'reservation.created' });
      // The worker records the answer just after the receiver sees the request: refresh until it shows.
      for (let i = 0; i < 20 && !(await failing.getByText('HTTP 503').isVisible()); i++) {
        await row.getByRole('button', { name: t(lang, 'webhooks.refresh') }).click();
        await page.waitForTimeout(250);
      }
      await failing.getByText(t(lang, 'webhooks.delivery.PENDING')).waitFor();
      await row.getByText(t(lang, 'webhooks.failures', { count: 1 })).waitFor();
      expect(verifyWebhook(secret, received[1]!.headers, received[1]!.body, now())).toBe(true);
      await failing.getByText(t(lang, 'webhooks.response')).click();
      await failing.getByText('maintenance').waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await section.scrollIntoViewIfNeeded();
        await noOverflow(page, `${lang} ${width}`);
        await journey.screenshot(page, `webhooks-${lang}-profile-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      // Back up: the test event is sent again by hand, with the same webhook-id.
      answer.status = 200;
      await delivered.getByRole('button', { name: t(lang, 'webhooks.redeliver') }).click();
      await receivedCount(3);
      expect(received[2]!.headers['webhook-id']).toBe(test!.headers['webhook-id']);

      // A new secret: later events verify with it, no longer with the old one.
      await row.getByRole('button', { name: t(lang, 'webhooks.rotate') }).click();
      await page.getByRole('dialog').getByRole('button', { name: t(lang, 'webhooks.rotate') }).click();
      const rotated = (await page.getByRole('dialog').getByTestId('webhook-secret').inputValue()).trim();
      expect(rotated).not.toBe(secret);
      await page.getByRole('dialog').getByRole('button', { name: t(lang, 'webhooks.secret.done') }).click();
      await row.getByRole('button', { name: t(lang, 'webhooks.test') }).click();
      await receivedCount(4);
      expect(verifyWebhook(rotated, received[3]!.headers, received[3]!.body, now())).toBe(true);
      expect(verifyWebhook(secret, received[3]!.headers, received[3]!.body, now())).toBe(false);

      // Disabled: nothing can be sent; deleted: gone.
      await row.getByRole('button', { name: t(lang, 'webhooks.disable') }).click();
      await row.getByTestId('webhook-state').filter({ hasText: t(lang, 'webhooks.state.disabled') }).waitFor();
      await row.getByRole('button', { name: t(lang, 'webhooks.delete') }).click();
      await page.getByRole('dialog').getByRole('button', { name: t(lang, 'webhooks.delete') }).click();
      await row.waitFor({ state: 'detached' });
      await context.close();
    });
  }

  it('the manager registers a restaurant endpoint on the API page', async () => {
    for (const [lang, width] of [['en', 1280], ['sl', 375]] as const) {
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: 800 });
      await signedIn(context, 'staff', managerId, lang);
      if (width === 375) await page.addInitScript(() => localStorage.setItem('stopover.adminSidebar', 'closed'));
      await page.goto('/adminis/api-tokens');
      await page.getByRole('heading', { name: t(lang, 'webhooks.page.title') }).waitFor();
      await page.getByRole('button', { name: t(lang, 'webhooks.new.open') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(t(lang, 'webhooks.event.CLIENT_APPROVED')).waitFor();
      await dialog.getByLabel(t(lang, 'webhooks.field.url'), { exact: true }).fill(`${receiverUrl}/restaurant-${lang}`);
      await dialog.getByRole('button', { name: t(lang, 'webhooks.new.submit') }).click();
      await dialog.getByTestId('webhook-secret').waitFor();
      await dialog.getByRole('button', { name: t(lang, 'webhooks.secret.done') }).click();
      const row = page.getByTestId('webhook-endpoint').filter({ hasText: `restaurant-${lang}` });
      await row.waitFor();
      await row.scrollIntoViewIfNeeded();
      await noOverflow(page, `manager ${lang} ${width}`);
      await journey.screenshot(page, `webhooks-${lang}-manager-${width}`);
      await context.close();
    }
  });
});
