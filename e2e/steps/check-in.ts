// Reusable steps for check-in at the door (graph/domain/outcomes.ts): staff mark a group arrived
// with its headcount, or not arrived, from the day sheet or the order panel; then read a client's
// record on its card and the statistics' rates. Each step takes the page where it acts and the
// language the page is in; texts come from the app's own catalogs.
import { createIntl } from 'react-intl';
import type { Locator, Page } from 'playwright-core';
import en from '../../web/i18n/catalog-en.ts';
import sl from '../../web/i18n/catalog-sl.ts';

export type Lang = 'en' | 'sl';
const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };

export function t(lang: Lang, id: string, values?: Record<string, string | number>): string {
  return createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);
}

/** The day sheet's row of an order number (the page shows the day sheet). */
export function daySheetRow(page: Page, orderNumber: string): Locator {
  return page.locator('tr.day-row', { has: page.getByRole('link', { name: orderNumber, exact: true }) });
}

/** Fills the headcount dialog and confirms; waits until it closes. */
async function confirmArrival(page: Page, actualGuests: number, lang: Lang): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const input = dialog.getByLabel(t(lang, 'checkin.headcount.label'));
  await input.fill(String(actualGuests));
  await dialog.getByRole('button', { name: t(lang, 'checkin.dialog.arrivedSubmit'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function confirmNoShow(page: Page, note: string | undefined, lang: Lang): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (note) await dialog.getByLabel(t(lang, 'checkin.noShow.noteLabel')).fill(note);
  await dialog.getByRole('button', { name: t(lang, 'checkin.dialog.noShowSubmit'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** On the day sheet (`/adminis/day-sheet?date=`): checks a group in with the headcount counted at the door. */
export async function checkInFromDaySheet(page: Page, orderNumber: string, actualGuests: number, lang: Lang = 'en', guests?: number): Promise<void> {
  const row = daySheetRow(page, orderNumber);
  await row.getByRole('button', { name: t(lang, 'checkin.action.arrived'), exact: true }).click();
  await confirmArrival(page, actualGuests, lang);
  const expected = guests === undefined ? t(lang, 'checkin.outcome.arrived') : t(lang, 'checkin.outcome.arrivedWith', { actual: actualGuests, guests });
  await row.getByTestId('outcome-note').filter({ hasText: guests === undefined ? '' : expected }).waitFor();
}

/** On the day sheet: marks a group as not arrived (after its arrival time), with an optional note for the client. */
export async function markNoShowFromDaySheet(page: Page, orderNumber: string, lang: Lang = 'en', note?: string): Promise<void> {
  const row = daySheetRow(page, orderNumber);
  await row.getByRole('button', { name: t(lang, 'checkin.action.noShow'), exact: true }).click();
  await confirmNoShow(page, note, lang);
  await row.getByTestId('outcome-note').filter({ hasText: t(lang, 'checkin.outcome.noShow') }).waitFor();
}

/** Opens a reservation's order panel (from any staff list) and waits for it. */
export async function openReservationPanel(page: Page, orderNumber: string): Promise<Locator> {
  await page.goto(`/adminis/orders/all?open=${encodeURIComponent(orderNumber)}`);
  const panel = page.getByTestId('order-panel');
  await panel.getByTestId('check-in-actions').or(panel.getByTestId('outcome-note')).first().waitFor();
  return panel;
}

/** In the order panel: checks the group in with the headcount. */
export async function checkInFromReservationPanel(page: Page, orderNumber: string, actualGuests: number, lang: Lang = 'en', guests?: number): Promise<void> {
  const panel = await openReservationPanel(page, orderNumber);
  await panel.getByRole('button', { name: t(lang, 'checkin.action.arrived'), exact: true }).click();
  await confirmArrival(page, actualGuests, lang);
  const expected = guests === undefined ? t(lang, 'checkin.outcome.arrived') : t(lang, 'checkin.outcome.arrivedWith', { actual: actualGuests, guests });
  await panel.locator('.order-details__outcome', { hasText: expected }).waitFor();
}

/** In the order panel: marks the group as not arrived. */
export async function markNoShowFromReservationPanel(page: Page, orderNumber: string, lang: Lang = 'en', note?: string): Promise<void> {
  const panel = await openReservationPanel(page, orderNumber);
  await panel.getByRole('button', { name: t(lang, 'checkin.action.noShow'), exact: true }).click();
  await confirmNoShow(page, note, lang);
  await panel.locator('.order-details__outcome', { hasText: t(lang, 'checkin.outcome.noShow') }).waitFor();
}

/** On the client cards page: the record of one organisation as numbers. */
export async function readClientRecord(page: Page, client: string, lang: Lang = 'en'): Promise<{ bookings: number; arrivals: number; noShows: number; lateCancellations: number }> {
  await page.goto('/adminis/clients/cards');
  await page.getByLabel(t(lang, 'staff.cards.searchLabel')).fill(client);
  const card = page.locator('.client-card', { has: page.getByRole('heading', { name: client }) });
  await card.getByTestId('client-record').waitFor();
  const number = async (key: string) => Number((await card.locator(`.client-record__item--${key} strong`).textContent())?.replace(/\D/g, ''));
  return { bookings: await number('bookings'), arrivals: await number('arrivals'), noShows: await number('noShows'), lateCancellations: await number('lateCancellations') };
}

/** On the statistics page (manager): the arrival and no-show rates as shown, for a range. */
export async function readOutcomeRates(page: Page, from: string, to: string): Promise<{ arrivalRate: string; noShowRate: string }> {
  await page.goto(`/adminis/website/stats?from=${from}&to=${to}`);
  const rates = page.getByTestId('outcome-rates');
  await rates.waitFor();
  return { arrivalRate: (await rates.getByTestId('arrival-rate').textContent()) ?? '', noShowRate: (await rates.getByTestId('no-show-rate').textContent()) ?? '' };
}
