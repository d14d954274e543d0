// Pre-ordered meals for a coach group, in English and in Slovenian, at 1280 and 375 px: the manager's
// long-stop menu carries allergens and diets; a coach company books a long stop and pre-orders its
// meals on the wizard's success screen (the estimate follows the quantities, a sum over the guests
// is refused before it is sent); it changes them in My reservations; staff see them in the order
// panel with the history; the kitchen page adds up the day per hour, the day sheet shows the same
// totals, and the kitchen page prints without the staff shell. Every sentence looked for comes from
// the app's own catalogs.
import path from 'node:path';
import { createIntl } from 'react-intl';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantToLocal } from '../graph/domain/local-time.ts';
import en from '../web/i18n/catalog-en.ts';
import sl from '../web/i18n/catalog-sl.ts';
import { type Journey, shootBothWidths, SHOTS, signedInPage, startJourney } from './harness.ts';
import { bookLongStopInWizard, changeMealsInMyReservations, fillMealForm, markDishInMenuEditor, openKitchen, openMealsInReservationPanel, preorderInWizard, printKitchen, saveMeals } from './steps/meals.ts';
import { createOrganisation } from '../graph/testing/organisations.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const LANGUAGES = [
  { lang: 'en' as const, locale: 'en-GB', catalog: en as Record<string, string>, goulash: 'Beef goulash', trout: 'Soča trout' },
  { lang: 'sl' as const, locale: 'sl-SI', catalog: sl as Record<string, string>, goulash: 'Goveji golaž', trout: 'Soška postrv' },
];

describe.each(LANGUAGES.map((language) => [language.locale, language] as const))('pre-ordered meals in %s', (_locale, { lang, locale, catalog, goulash, trout }) => {
  const intl = createIntl({ locale: lang, messages: catalog });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const day = addDays(instantToLocal(new Date()).date, 6);

  let journey: Journey;
  let clientId: string;
  let managerId: string;
  let orderNumber = '';

  beforeAll(async () => {
    journey = await startJourney();
    const prisma = journey.server.services.prisma;
    managerId = (await prisma.staff.findFirstOrThrow({ where: { isManager: true } })).id;
    clientId = (
      await createOrganisation(prisma, {
        data: {
          name: lang === 'sl' ? 'Avtobusi Kras d.o.o.' : 'Danube Coaches GmbH',
          email: `meals-${lang}@coaches.example`,
          username: `meals${lang}`,
          language: lang,
          passwordHash: 'x',
          termsAcceptedAt: new Date(),
          emailVerifiedAt: new Date(),
          approvedAt: new Date(),
          status: 'APPROVED',
        },
      })
    ).id;
    await prisma.stopOffer.upsert({ where: { type: 'LONG_STOP' }, create: { type: 'LONG_STOP', priceCents: 1850 }, update: { priceCents: 1850 } });
    await prisma.menuItem.deleteMany({ where: { stopType: 'LONG_STOP' } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 1, nameEn: 'Beef goulash', nameSl: 'Goveji golaž', allergens: ['GLUTEN', 'CELERY'] } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 2, nameEn: 'Soča trout', nameSl: 'Soška postrv', priceCents: 450, allergens: ['FISH', 'MILK'] } });
    await prisma.menuItem.create({ data: { stopType: 'LONG_STOP', position: 3, nameEn: 'Mushroom risotto', nameSl: 'Gobova rižota', vegetarian: true, vegan: true } });
  });
  afterAll(async () => {
    await journey?.close();
  });

  const newPage = (kind: 'client' | 'staff') => signedInPage(journey, { kind, id: kind === 'client' ? clientId : managerId, lang }, { locale, ...DESKTOP });

  /** Desktop and phone screenshots of the whole page. */
  const shoot = (page: Page, name: string) => shootBothWidths(journey, page, `meals-${lang}-${name}`, DESKTOP, PHONE);

  it('the manager marks a dish’s allergens; the public menu shows them', async () => {
    const { page, context, problems } = await newPage('staff');
    await markDishInMenuEditor(page, t, trout, { allergens: ['FISH', 'EGGS', 'MILK'] });
    await page.getByText(t('meals.menu.allergenCount', { count: 3 })).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${t('staff.prices.edit')}\\s*:\\s*${trout}$`) }).click();
    await page.getByRole('dialog').getByTestId('item-allergen-EGGS').waitFor();
    await shoot(page, '00-menu-editor');
    await page.keyboard.press('Escape');
    const item = await journey.server.services.prisma.menuItem.findFirstOrThrow({ where: { nameEn: 'Soča trout' } });
    expect(item.allergens).toEqual(['EGGS', 'FISH', 'MILK']);
    await page.goto('/');
    const names = lang === 'sl' ? 'Jajca, Ribe, Mleko' : 'Eggs, Fish, Milk';
    await page.getByText(t('public.home.allergens', { list: names })).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('books a long stop and pre-orders the meals right after booking', async () => {
    const { page, context, problems } = await newPage('client');
    orderNumber = await bookLongStopInWizard(page, t, { guests: 30, date: day, time: '12:00' });
    expect(orderNumber).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
    const panel = page.locator('.wizard-done').getByTestId('meal-preorder');
    await panel.getByText(t('meals.title')).waitFor();
    // A sum over the guests is refused before anything is sent.
    await fillMealForm(panel, { dishes: { [goulash]: 25, [trout]: 6 } });
    await panel.getByText(t('meals.error.MEALS_EXCEED_GUESTS')).waitFor();
    expect(await panel.getByTestId('meal-save').isDisabled()).toBe(true);
    await fillMealForm(panel, { dishes: { [goulash]: 20, [trout]: 8 }, vegetarian: 2, vegan: 1, allergens: { GLUTEN: 2, MILK: 1 }, driverMeals: 1, guideMeals: 1 });
    // 30 × 18.50 + 8 × 4.50; crew free.
    await panel.getByTestId('meal-form-estimate').getByText(money(55500 + 3600)).waitFor();
    await shoot(page, '01-wizard-form');
    await preorderInWizard(page, {});
    await panel.getByText(t('meals.ofGuests', { meals: 28, guests: 30 })).waitFor();
    await shoot(page, '02-wizard-saved');
    const saved = await journey.server.services.prisma.reservation.findUniqueOrThrow({ where: { orderNumber } });
    expect(saved.mealPreorder).toMatchObject({ vegetarian: 2, vegan: 1, driverMeals: 1, guideMeals: 1, allergens: { GLUTEN: 2, MILK: 1 } });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('changes the meals in My reservations', async () => {
    const { page, context, problems } = await newPage('client');
    await page.goto('/user/orders/current');
    const panel = await changeMealsInMyReservations(page, orderNumber, { dishes: { [trout]: 10 } });
    await panel.getByText(t('meals.ofGuests', { meals: 30, guests: 30 })).waitFor();
    await panel.getByTestId('meal-estimate').getByText(money(55500 + 4500)).waitFor();
    // Its own change is not announced as the staff's.
    await page.waitForTimeout(500);
    expect(await page.locator('.notice, [role="status"]').filter({ hasText: orderNumber }).count()).toBe(0);
    await shoot(page, '03-my-reservations');
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  it('staff see the meals and their history in the order panel, and the kitchen adds up the day', async () => {
    const { page, context, problems } = await newPage('staff');
    const panel = await openMealsInReservationPanel(page, orderNumber);
    await panel.getByText(`10 × ${trout}`, { exact: false }).waitFor();
    await page.locator('.order-history').getByText(t('meals.history.mealDishes')).first().waitFor();
    await shoot(page, '04-order-panel');
    // Staff change them too; the new history entry shows at once.
    const before = await page.locator('.order-history > li').count();
    await panel.getByTestId('meal-preorder-edit').click();
    await fillMealForm(panel, { vegan: 2 });
    await saveMeals(panel);
    await panel.getByText(t('meals.dietsValue', { vegetarian: 2, vegan: 2 })).waitFor();
    await expect.poll(() => page.locator('.order-history > li').count()).toBe(before + 1);
    await page.locator('.order-history > li').last().getByText(t('meals.history.mealVegan')).waitFor();

    const kitchen = await openKitchen(page, day);
    const dayTotals = kitchen.getByTestId('kitchen-day');
    await dayTotals.getByRole('row', { name: new RegExp(`${trout}\\s*10`) }).waitFor();
    await dayTotals.getByRole('row', { name: new RegExp(`${goulash}\\s*20`) }).waitFor();
    await kitchen.getByTestId('kitchen-day').getByRole('row', { name: new RegExp(`${t('meals.vegan')}\\s*2`) }).waitFor();
    await kitchen.getByTestId('kitchen-hour-12').getByText(t('meals.kitchen.hour', { hour: '12:00' })).waitFor();
    await shoot(page, '05-kitchen');
    const printed = await printKitchen(page, `meals-${lang}-06-kitchen-print`);
    expect(path.dirname(printed)).toBe(SHOTS);
    // The shell is not printed.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.admin-sidebar').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/adminis/day-sheet?date=${day}`);
    await page.getByTestId('day-sheet-kitchen').getByRole('row', { name: new RegExp(`${trout}\\s*10`) }).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
