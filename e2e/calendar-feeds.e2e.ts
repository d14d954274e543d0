// Calendar feeds as an organisation and a member of staff use them: on its profile the organisation
// makes its private calendar link (shown once, with a copy button); a calendar app (a plain fetch)
// reads it and ical.js parses it: Europe/Ljubljana with its VTIMEZONE, the reservation's UID. A
// staff edit keeps the UID and raises SEQUENCE, cancelling shows STATUS:CANCELLED, and revoking on
// the profile ends the link (404). A member of staff makes theirs on My account. Photographed at
// 1280 and 375 px in English and Slovenian (test-results/screenshots/calendar-*).
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { signedIn, startJourney, type Journey } from './harness.ts';
import { parseCalendar } from '../graph/testing/ical.ts';
import { updateReservation } from '../graph/services/reservations/edit-reservation.ts';
import { changeReservationStatus } from '../graph/services/reservations/status-changes.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (lang: 'en' | 'sl', id: string, values?: Record<string, string | number>) => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);

let journey: Journey;
let managerId: string;

/** What a calendar app does: fetch the URL (on this test server) and parse the answer. */
async function subscribe(url: string) {
  const response = await fetch(`${journey.server.url}${new URL(url).pathname}`);
  if (response.status !== 200) return { status: response.status, events: [], timezones: [] as string[] };
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const { events, timezones } = parseCalendar(await response.text());
  return { status: 200, events: events.map(({ uid, sequence, status, tzid, start }) => ({ uid, sequence, status, tzid, start: start.toISOString() })), timezones };
}

async function photograph(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('calendar-feed').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} ${width}`).toBeLessThanOrEqual(0);
    await journey.screenshot(page, `${name}-${width}`);
    // The card alone too, legible at phone width.
    await page.getByTestId('calendar-feed').screenshot({ path: `test-results/screenshots/${name}-${width}-card.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  journey = await startJourney();
  managerId = (await journey.server.services.prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
}, 180_000);

afterAll(async () => {
  await journey?.close();
});

describe('calendar feeds', () => {
  for (const lang of ['en', 'sl'] as const) {
    it(`an organisation subscribes its calendar to its reservations, which follows staff's changes until revoked (${lang})`, async () => {
      const prisma = journey.server.services.prisma;
      const now = new Date();
      const org = await createOrganisation(prisma, {
        data: { name: `Alpine Coaches ${lang}`, email: `alpine-${lang}@example.com`, username: `alpine-${lang}`, passwordHash: 'x', language: lang, termsAcceptedAt: now, emailVerifiedAt: now, approvedAt: now, status: 'APPROVED' },
      });
      const reservation = await prisma.reservation.create({
        data: { orderNumber: `CAL-${lang.toUpperCase()}1`, clientId: org.id, type: 'LONG_STOP', guests: 40, seatReservation: true, arrivalAt: new Date('2030-07-18T10:00:00Z'), arrivalDay: new Date('2030-07-18'), durationMinutes: 90, status: 'SCHEDULED' },
      });

      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB' });
      await signedIn(journey, context, 'client', org.id, lang);
      await page.goto('/user/profile');
      const card = page.getByTestId('calendar-feed');
      await card.getByRole('heading', { name: t(lang, 'calendar.title') }).waitFor();
      await photograph(page, `calendar-${lang}-client-empty`);
      await card.getByRole('button', { name: t(lang, 'calendar.create') }).click();
      const url = (await card.getByTestId('calendar-url').inputValue()).trim();
      expect(url).toMatch(/\/calendar\/stpcal_[A-Za-z0-9_-]+\.ics$/);
      await photograph(page, `calendar-${lang}-client-link`);

      // A calendar app subscribes.
      const uid = `${reservation.id}@${new URL(url).hostname}`;
      let feed = await subscribe(url);
      expect(feed.timezones).toEqual(['Europe/Ljubljana']);
      expect(feed.events).toEqual([{ uid, sequence: 1, status: 'CONFIRMED', tzid: 'Europe/Ljubljana', start: '2030-07-18T10:00:00.000Z' }]);

      // Staff edit it: the same event, a higher SEQUENCE. Then cancel it: CANCELLED.
      const meta = { ip: null, language: 'en' as const };
      const edited = await updateReservation(journey.server.services, managerId, reservation.id, { guests: 45 }, { expectedVersion: 1 }, meta);
      feed = await subscribe(url);
      expect(feed.events).toMatchObject([{ uid, sequence: edited.version, status: 'CONFIRMED' }]);
      expect(edited.version).toBeGreaterThan(1);
      const cancelled = await changeReservationStatus(journey.server.services, managerId, reservation.id, 'DELETED', { expectedVersion: edited.version, note: 'Storm' }, meta);
      feed = await subscribe(url);
      expect(feed.events).toMatchObject([{ uid, sequence: cancelled.version, status: 'CANCELLED' }]);

      // After a reload the link is not shown again; the card says when it was made and fetched.
      await page.reload();
      await card.getByTestId('calendar-feed-facts').waitFor();
      expect(await card.getByTestId('calendar-url').count()).toBe(0);
      await photograph(page, `calendar-${lang}-client-active`);
      await card.getByRole('button', { name: t(lang, 'calendar.revoke'), exact: true }).click();
      await page.getByRole('dialog').getByRole('heading', { name: t(lang, 'calendar.revoke.title') }).waitFor();
      // Past the dialog's fade-in.
      await page.waitForTimeout(400);
      await page.getByRole('dialog').screenshot({ path: `test-results/screenshots/calendar-${lang}-client-revoke-1280.png` });
      await page.getByRole('dialog').getByRole('button', { name: t(lang, 'calendar.revoke.confirm'), exact: true }).click();
      await card.getByRole('button', { name: t(lang, 'calendar.create') }).waitFor();
      expect((await subscribe(url)).status).toBe(404);
      await context.close();
    });
  }

  it('a member of staff makes and replaces their own link on My account', async () => {
    for (const [lang, width] of [['en', 1280], ['sl', 375]] as const) {
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: 900 });
      await signedIn(journey, context, 'staff', managerId, lang);
      if (width === 375) await page.addInitScript(() => localStorage.setItem('stopover.adminSidebar', 'closed'));
      await page.goto('/adminis/account');
      const card = page.getByTestId('calendar-feed');
      await card.getByRole('heading', { name: t(lang, 'calendar.title') }).waitFor();
      await card.getByText(t(lang, 'calendar.text.staff')).waitFor();
      const createButton = card.getByRole('button', { name: t(lang, 'calendar.create') });
      if (await createButton.count()) await createButton.click();
      else {
        await card.getByRole('button', { name: t(lang, 'calendar.replace'), exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: t(lang, 'calendar.replace.confirm'), exact: true }).click();
      }
      const url = (await card.getByTestId('calendar-url').inputValue()).trim();
      expect((await subscribe(url)).status).toBe(200);
      await card.scrollIntoViewIfNeeded();
      await journey.screenshot(page, `calendar-${lang}-staff-${width}`);
      await context.close();
    }
  });
});
