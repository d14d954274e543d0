// Reusable steps of the conversation between a client and staff, for journeys that tell a longer
// story: staff ask to coordinate with a note, the client answers from My reservations, staff see the
// unread marker live and reply in the order panel, the client reads the reply without reloading.
// Each step takes a page already signed in on the right side and a language for the catalog wording.
import { createIntl } from 'react-intl';
import type { Locator, Page } from 'playwright-core';
import en from '../../web/i18n/catalog-en.ts';
import sl from '../../web/i18n/catalog-sl.ts';

export type Lang = 'en' | 'sl';

const CATALOGS = { en: en as Record<string, string>, sl: sl as Record<string, string> };
/** A sentence of the app's catalogs, as the page shows it. */
export const t = (lang: Lang, id: string, values?: Record<string, string | number>) => createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage({ id }, values);

/** The client's card of one reservation on My reservations. */
export const clientCard = (page: Page, order: string): Locator => page.locator(`article[data-order-number="${order}"]`);
/** A staff order list's row of one reservation. */
export const staffRow = (page: Page, order: string): Locator => page.locator(`li[data-order="${order}"]`);

/** Staff (on an order list) open a reservation and put it on WAITING with a note for the client. */
export async function staffAsksToCoordinate(page: Page, order: string, note: string, lang: Lang = 'en'): Promise<void> {
  await staffRow(page, order).getByRole('link').click();
  const panel = page.getByTestId('order-panel');
  await panel.getByRole('button', { name: t(lang, 'orders.action.wait'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'orders.dialog.waitTitle', { order }) });
  await dialog.getByLabel(t(lang, 'orders.note.wait')).fill(note);
  await dialog.getByRole('button', { name: t(lang, 'orders.action.wait'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await panel.getByText(t(lang, 'orders.status.waiting')).first().waitFor();
}

/** The client (on My reservations) opens a reservation's messages, if closed, and writes one. */
export async function clientWrites(page: Page, order: string, text: string, lang: Lang = 'en'): Promise<Locator> {
  const card = clientCard(page, order);
  await card.waitFor({ timeout: 10_000 });
  const thread = card.getByTestId('conversation');
  if (!(await thread.isVisible())) await card.locator('.reservation-card__messages').click();
  await thread.getByLabel(t(lang, 'conversation.write.client')).fill(text);
  await thread.getByRole('button', { name: t(lang, 'conversation.send') }).click();
  await thread.locator('.conversation__message--mine').filter({ hasText: text }).waitFor();
  return thread;
}

/** Staff see, without reloading, that a reservation has unread client messages (the row's marker). */
export async function staffSeesUnread(page: Page, order: string, count = 1, lang: Lang = 'en'): Promise<void> {
  const label = t(lang, 'conversation.unread.staff', { count });
  await staffRow(page, order).getByTestId('unread-badge').filter({ hasText: label }).waitFor({ timeout: 10_000 });
}

/** Staff open the reservation (from a list) and reply in its conversation; opening it marks it read. */
export async function staffReplies(page: Page, order: string, text: string, lang: Lang = 'en'): Promise<Locator> {
  const panel = page.getByTestId('order-panel');
  if (!(await panel.isVisible()) || !((await panel.textContent()) ?? '').includes(order)) await staffRow(page, order).getByRole('link').click();
  const thread = panel.getByTestId('conversation');
  await thread.waitFor();
  await thread.getByLabel(t(lang, 'conversation.write.staff')).fill(text);
  await thread.getByRole('button', { name: t(lang, 'conversation.send') }).click();
  await thread.locator('.conversation__message--mine').filter({ hasText: text }).waitFor();
  return thread;
}

/** The client sees staff's reply arrive in the open thread (live), or in the thread once opened. */
export async function clientSeesReply(page: Page, order: string, text: string): Promise<void> {
  const card = clientCard(page, order);
  const thread = card.getByTestId('conversation');
  if (!(await thread.isVisible())) await card.locator('.reservation-card__messages').click();
  await thread.locator('.conversation__message--theirs').filter({ hasText: text }).waitFor({ timeout: 10_000 });
}
