// The kitchen's morning. A member of staff opens a booked lunch in the order panel and leaves an
// internal note for colleagues; the client, looking at the same reservation, sees none of it. From
// the staff home the day sheet opens on today: the arrivals by hour with their totals, the note on
// its row. Printing hides the shell (Chromium's PDF output is kept), the CSV download carries the
// same rows, semicolon-separated and safe for spreadsheets. The sheet is photographed in English
// and Slovenian at 1280 and 375 px (test-results/screenshots/staff-daysheet-*).
import fs from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToDb, instantToLocal, localToInstant } from '../graph/domain/local-time.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { SHOTS, startJourney, type Journey } from './harness.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
const t = (id: string, values?: Record<string, string | number>, lang: 'en' | 'sl' = 'en') => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);

let journey: Journey;
let managerId: string;
let orgId: string;
let lunch: { id: string; orderNumber: string };
let today: string;

async function signedIn(context: BrowserContext, kind: 'staff' | 'client', id: string, lang: 'en' | 'sl' = 'en') {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: journey.server.url, sameSite: 'Strict' },
    { name: 'preferred_language', value: lang, url: journey.server.url, sameSite: 'Lax' },
    { name: 'access_token', value: journey.server.cookieFor(kind, id).split('=')[1]!, url: journey.server.url, httpOnly: true, sameSite: 'Strict' },
  ]);
}

beforeAll(async () => {
  journey = await startJourney();
  const prisma = journey.server.services.prisma;
  managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
  orgId = (
    await createOrganisation(prisma, {
      data: { name: 'Alpine Coaches', email: 'alpine@example.com', username: 'alpine', phone: '+386 40 123 456', passwordHash: 'x', termsAcceptedAt: new Date(), emailVerifiedAt: new Date(), approvedAt: new Date(), status: 'APPROVED' },
    })
  ).id;
  today = instantToLocal(new Date()).date;
  const at = (time: string) => {
    const resolved = localToInstant(today, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
    if (!resolved.ok) throw new Error('nonexistent');
    return resolved.instant;
  };
  const row = (orderNumber: string, time: string, guests: number, extra: Record<string, unknown> = {}) => ({
    orderNumber,
    clientId: orgId,
    type: 'LONG_STOP' as const,
    guests,
    seatReservation: true,
    arrivalAt: at(time),
    arrivalDay: dateToDb(today),
    durationMinutes: 90,
    status: 'SCHEDULED' as const,
    responsibleFirstName: 'Janez',
    responsibleLastName: 'Novak',
    ...extra,
  });
  lunch = await prisma.reservation.create({ data: row('MNC-234', '12:30', 48, { message: 'Coach parks at the back', wishes: '=3 vegetarian; 1 gluten-free' }) });
  await prisma.reservation.create({ data: row('BRK-235', '09:15', 22, { type: 'SHORT_STOP', seatReservation: false, durationMinutes: 30, status: 'CREATED' }) });
  await prisma.reservation.create({ data: row('GNE-236', '12:00', 30, { status: 'DELETED' }) });
}, 180_000);

afterAll(async () => {
  await journey?.close();
});

describe('the day sheet and internal notes', () => {
  it('staff leave an internal note in the order panel; the client never sees it', async () => {
    const { context, page } = await journey.newPage();
    await signedIn(context, 'staff', managerId);
    await page.goto(`/adminis/orders/all?open=${lunch.orderNumber}`);
    const notes = page.getByTestId('staff-notes-reservation');
    await notes.waitFor();
    await notes.getByLabel(t('notes.add.label')).fill('Birthday cake at dessert');
    await notes.getByRole('button', { name: t('notes.add.submit') }).click();
    await notes.getByText('Birthday cake at dessert').waitFor();
    await notes.getByRole('button', { name: t('notes.add.submit') }).click();
    await notes.getByText(t('notes.error.required')).waitFor();
    // A note is not edited: a wrong one is deleted (after a question) and written again.
    await notes.getByLabel(t('notes.add.label')).fill('Cake at dessret');
    await notes.getByRole('button', { name: t('notes.add.submit') }).click();
    const wrong = notes.getByRole('listitem').filter({ hasText: 'Cake at dessret' });
    await wrong.getByRole('button', { name: t('notes.delete') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('notes.delete.confirm') }).click();
    await wrong.waitFor({ state: 'detached' });
    expect(await notes.getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'staff-daysheet-order-panel-en-1280.png') });
    await context.close();

    const client = await journey.newPage();
    await signedIn(client.context, 'client', orgId);
    await client.page.goto('/user/orders/current');
    await client.page.getByText(lunch.orderNumber).first().waitFor();
    expect(await client.page.content()).not.toContain('Birthday cake');
    await client.context.close();
  });

  it('the day sheet opens from the staff home, lists today by hour with totals, prints without the shell and downloads as CSV', async () => {
    const { context, page } = await journey.newPage({ width: 1280, height: 900 });
    await signedIn(context, 'staff', managerId);
    await page.goto('/adminis/home');
    await page.getByTestId('day-sheet-link-today').click();
    const sheet = page.getByTestId('day-sheet');
    await sheet.waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(today);
    expect(await page.locator('.day-hour__title').allTextContents()).toEqual(['09:00', '12:00']);
    expect(await sheet.textContent()).toContain('Birthday cake at dessert');
    expect(await sheet.textContent()).not.toContain('GNE-236');
    expect(await page.locator('.day-totals__item--guests dd').textContent()).toBe('70');
    await journey.screenshot(page, 'staff-daysheet-en-1280');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.admin-sidebar').isVisible()).toBe(false);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.day-sheet__toolbar').isVisible()).toBe(false);
    await page.pdf({ path: path.join(SHOTS, 'staff-daysheet-print-en.pdf'), format: 'A4', preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('daysheet.csv') }).click()]);
    expect(download.suggestedFilename()).toBe(`stopover-day-sheet-${today}.csv`);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]!.split(';').slice(0, 3)).toEqual([t('daysheet.csv.date'), t('daysheet.col.time'), t('daysheet.col.order')]);
    expect(lines.some((line) => line.includes('MNC-234') && line.includes('"\'=3 vegetarian; 1 gluten-free"') && line.includes('Birthday cake'))).toBe(true);
    expect(csv).not.toContain('GNE-236');
    await context.close();
  });

  it('reads in Slovenian and on a phone', async () => {
    for (const [lang, width] of [['sl', 1280], ['sl', 375], ['en', 375]] as const) {
      const { context, page } = await journey.newPage({ locale: lang === 'sl' ? 'sl-SI' : 'en-GB', width, height: width === 375 ? 800 : 900 });
      await signedIn(context, 'staff', managerId, lang);
      if (width === 375) await page.addInitScript(() => localStorage.setItem('stopover.adminSidebar', 'closed'));
      await page.goto(`/adminis/day-sheet?date=${today}`);
      await page.getByTestId('day-sheet').waitFor();
      await page.getByRole('button', { name: t('daysheet.print', {}, lang) }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0);
      await journey.screenshot(page, `staff-daysheet-${lang}-${width}`);
      await context.close();
    }
  });
});
