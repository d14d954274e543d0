// Reusable steps for meals: book a long stop through the wizard, pre-order its meals (in the wizard's
// success screen, in My reservations or in the staff's order panel), open the kitchen page and print
// it. Each step takes the page and a translator over the app's own catalog (`t(id, values)`), so a
// combined journey can compose them in either language.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SHOTS } from '../harness.ts';
import { dayInPicker } from './date-picker.ts';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

export interface MealOrder {
  /** Dish name (in the page's language) → quantity. */
  dishes?: Record<string, number>;
  vegetarian?: number;
  vegan?: number;
  /** Allergen code (GLUTEN, MILK, …) → guests. */
  allergens?: Record<string, number>;
  driverMeals?: number;
  guideMeals?: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Walks the seven wizard steps for a long stop (from /user/orders/new) and submits; answers the order
 * number. `atSummary` looks at the last step (the price and terms) before the terms are accepted.
 */
export async function bookLongStopInWizard(
  page: Page,
  t: Translate,
  booking: { guests: number; date: string; time: string },
  atSummary?: (summary: Locator) => Promise<void>,
): Promise<string> {
  const next = () => page.getByRole('button', { name: t('page.newOrder.next'), exact: true });
  const step = (n: number, titleId: string) =>
    page.getByRole('heading', { level: 2, name: new RegExp(`^${escape(t('page.newOrder.stepOf', { step: n, steps: 7 }))}\\s*:\\s*${escape(t(titleId))}$`) });
  if (!page.url().endsWith('/user/orders/new')) await page.goto('/user/orders/new');
  await step(1, 'page.newOrder.step.type').waitFor();
  await page.locator('#order-type-LONG_STOP').check();
  await next().click();
  await step(2, 'page.newOrder.step.guests').waitFor();
  await page.locator('#order-guests').fill(String(booking.guests));
  await next().click();
  await step(3, 'page.newOrder.step.seats').waitFor();
  await next().click();
  await step(4, 'page.newOrder.step.arrival').waitFor();
  await (await dayInPicker(page, booking.date, { nextMonth: t('picker.date.nextMonth'), previousMonth: t('picker.date.previousMonth') })).click();
  await page.getByRole('group', { name: t('picker.time.hour') }).getByRole('radio', { name: booking.time.slice(0, 2), exact: true }).check();
  await page.getByRole('group', { name: t('picker.time.minute') }).getByRole('radio', { name: booking.time, exact: true }).check();
  // "Next" waits for the availability answer.
  for (let i = 0; i < 100 && (await next().getAttribute('aria-disabled')) === 'true'; i++) await page.waitForTimeout(100);
  await next().click();
  await step(5, 'page.newOrder.step.responsible').waitFor();
  await next().click();
  await step(6, 'page.newOrder.step.message').waitFor();
  await next().click();
  await step(7, 'page.newOrder.step.summary').waitFor();
  // The price basis and cancellation terms of the arrival day are shown; booking accepts them.
  await page.getByTestId('terms-summary').waitFor();
  await atSummary?.(page.getByTestId('terms-summary'));
  await page.getByLabel(t('terms.accept'), { exact: true }).check();
  await page.getByRole('button', { name: t('page.newOrder.submit') }).click();
  await page.getByRole('heading', { name: t('success.reservationSubmitted') }).waitFor();
  return ((await page.locator('.wizard-done [data-order-number]').first().textContent()) ?? '').trim();
}

/** Fills the open meal form inside `scope` (a reservation card, the order panel) with `order`. */
export async function fillMealForm(scope: Locator, order: MealOrder): Promise<void> {
  const form = scope.locator('.meals__form');
  await form.waitFor();
  for (const [name, quantity] of Object.entries(order.dishes ?? {})) {
    await form.locator('.meals__dish', { hasText: name }).locator('input').fill(String(quantity));
  }
  if (order.vegetarian !== undefined) await form.getByTestId('meal-vegetarian').fill(String(order.vegetarian));
  if (order.vegan !== undefined) await form.getByTestId('meal-vegan').fill(String(order.vegan));
  const allergens = Object.entries(order.allergens ?? {});
  if (allergens.length) {
    const details = form.locator('details.meals__allergens');
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    for (const [code, count] of allergens) await form.getByTestId(`meal-allergen-${code}`).fill(String(count));
  }
  if (order.driverMeals !== undefined) await form.getByTestId('meal-driver').fill(String(order.driverMeals));
  if (order.guideMeals !== undefined) await form.getByTestId('meal-guide').fill(String(order.guideMeals));
}

/** Saves the meal form in `scope` and waits for the summary to show again. */
export async function saveMeals(scope: Locator): Promise<void> {
  await scope.getByTestId('meal-save').click();
  await scope.locator('.meals__form').waitFor({ state: 'detached' });
  await scope.locator('.meals__summary').waitFor();
}

/** On the wizard's success screen: the meal form is already open; fill it and save. */
export async function preorderInWizard(page: Page, order: MealOrder): Promise<void> {
  const panel = page.locator('.wizard-done').getByTestId('meal-preorder');
  await fillMealForm(panel, order);
  await saveMeals(panel);
}

/** In My reservations, opens the meal form of one reservation (by order number), fills and saves it. */
export async function changeMealsInMyReservations(page: Page, orderNumber: string, order: MealOrder): Promise<Locator> {
  if (!page.url().includes('/user/orders/current')) await page.goto('/user/orders/current');
  const card = page.locator(`[data-order-number="${orderNumber}"]`);
  const panel = card.getByTestId('meal-preorder');
  await panel.getByTestId('meal-preorder-edit').click();
  await fillMealForm(panel, order);
  await saveMeals(panel);
  return panel;
}

/** Staff: the order panel of one reservation, scrolled to its meals. */
export async function openMealsInReservationPanel(page: Page, orderNumber: string): Promise<Locator> {
  await page.goto(`/adminis/orders/all?open=${encodeURIComponent(orderNumber)}`);
  const panel = page.locator('.order-details').getByTestId('meal-preorder');
  await panel.waitFor();
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

/** Staff: the kitchen page of a local day (YYYY-MM-DD). */
export async function openKitchen(page: Page, date: string): Promise<Locator> {
  await page.goto(`/adminis/kitchen?date=${date}`);
  const kitchen = page.getByTestId('kitchen-page');
  await kitchen.waitFor();
  return kitchen;
}

/** The kitchen page as the printer sees it (print media, A4-ish width), photographed as `name`. */
export async function printKitchen(page: Page, name: string): Promise<string> {
  const own = page.viewportSize();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  if (own) await page.setViewportSize(own);
  return file;
}

/** Manager: on /adminis/website/prices, marks a dish's allergens (codes) and diet, and saves. */
export async function markDishInMenuEditor(page: Page, t: Translate, dish: string, marks: { allergens: string[]; vegan?: boolean }): Promise<void> {
  if (!page.url().includes('/adminis/website/prices')) await page.goto('/adminis/website/prices');
  await page.getByRole('button', { name: new RegExp(`^${escape(t('staff.prices.edit'))}\\s*:\\s*${escape(dish)}$`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const box of await dialog.locator('[data-testid^="item-allergen-"]').all()) {
    const code = (await box.getAttribute('data-testid'))!.replace('item-allergen-', '');
    await box.setChecked(marks.allergens.includes(code));
  }
  if (marks.vegan !== undefined) await dialog.getByTestId('item-vegan').setChecked(marks.vegan);
  await dialog.getByRole('button', { name: t('staff.action.save') }).click();
  await dialog.waitFor({ state: 'detached' });
}
