import { describe, expect, it } from 'vitest';
import { ALLERGENS, normaliseAllergens } from './allergens.ts';
import {
  checkMealPreorder,
  clientMayPreorder,
  estimatePrice,
  guestsNeededForMeals,
  kitchenTotals,
  mealsFitGuests,
  parseMealPreorder,
  preorderChanges,
  preorderDeadline,
  type MealPreorder,
  type MenuDish,
} from './meals.ts';

const menu: MenuDish[] = [
  { id: 'goulash', stopType: 'LONG_STOP', active: true, nameEn: 'Goulash', nameSl: 'Golaž', priceCents: null },
  { id: 'trout', stopType: 'LONG_STOP', active: true, nameEn: 'Trout', nameSl: 'Postrv', priceCents: 450 },
  { id: 'hidden', stopType: 'LONG_STOP', active: false, nameEn: 'Old dish', nameSl: 'Stara jed', priceCents: 100 },
  { id: 'donut', stopType: 'SHORT_STOP', active: true, nameEn: 'Donut', nameSl: 'Krof', priceCents: 150 },
];
const long = { type: 'LONG_STOP' as const, guests: 20 };

describe('the allergen list', () => {
  it('has the 14 of Annex II, each named in English and Slovenian', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS.map((a) => a.code)).size).toBe(14);
    for (const a of ALLERGENS) expect(a.en && a.sl && a.en !== a.code).toBeTruthy();
    expect(normaliseAllergens(['MILK', 'GLUTEN', 'MILK', 'NONSENSE'])).toEqual(['GLUTEN', 'MILK']);
  });
});

describe('checkMealPreorder', () => {
  it('accepts dishes up to the guests, diets, allergens and crew meals, keeping names and prices', () => {
    const check = checkMealPreorder(
      { dishes: [{ menuItemId: 'goulash', quantity: 12 }, { menuItemId: 'trout', quantity: 8 }], vegetarian: 3, vegan: 1, allergens: [{ allergen: 'GLUTEN', count: 2 }], driverMeals: 1, guideMeals: 1 },
      long,
      menu,
    );
    expect(check.error).toBeNull();
    expect(check.preorder).toEqual({
      dishes: [
        { menuItemId: 'goulash', nameEn: 'Goulash', nameSl: 'Golaž', priceCents: null, quantity: 12 },
        { menuItemId: 'trout', nameEn: 'Trout', nameSl: 'Postrv', priceCents: 450, quantity: 8 },
      ],
      vegetarian: 3,
      vegan: 1,
      allergens: { GLUTEN: 2 },
      driverMeals: 1,
      guideMeals: 1,
    });
  });

  it('refuses more dishes than guests, by one', () => {
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'goulash', quantity: 21 }] }, long, menu).error).toEqual({ code: 'MEALS_EXCEED_GUESTS' });
    // The same dish twice adds up.
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'goulash', quantity: 11 }, { menuItemId: 'goulash', quantity: 10 }] }, long, menu).error?.code).toBe('MEALS_EXCEED_GUESTS');
  });

  it('refuses dishes that are not on the long-stop menu or hidden, unless already pre-ordered', () => {
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'donut', quantity: 1 }] }, long, menu).error).toEqual({ code: 'DISH_NOT_ON_MENU', field: 'donut' });
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'nope', quantity: 1 }] }, long, menu).error?.code).toBe('DISH_NOT_ON_MENU');
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'hidden', quantity: 1 }] }, long, menu).error?.code).toBe('DISH_NOT_ON_MENU');
    const kept = checkMealPreorder({ dishes: [{ menuItemId: 'goulash', quantity: 1 }] }, long, menu).preorder!;
    kept.dishes[0]!.menuItemId = 'hidden';
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'hidden', quantity: 2 }] }, long, menu, kept).error).toBeNull();
  });

  it('refuses negative or fractional numbers, diets and allergens over the guests, and crew meals over 4', () => {
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'goulash', quantity: -1 }] }, long, menu).error?.code).toBe('NEGATIVE_COUNT');
    expect(checkMealPreorder({ dishes: [], vegan: 1.5 }, long, menu).error?.code).toBe('NEGATIVE_COUNT');
    expect(checkMealPreorder({ dishes: [], vegetarian: 21 }, long, menu).error).toEqual({ code: 'DIET_EXCEEDS_GUESTS', field: 'vegetarian' });
    expect(checkMealPreorder({ dishes: [], vegetarian: 15, vegan: 6 }, long, menu).error?.code).toBe('DIET_EXCEEDS_GUESTS');
    expect(checkMealPreorder({ dishes: [], vegetarian: 15, vegan: 5 }, long, menu).error).toBeNull();
    expect(checkMealPreorder({ dishes: [], allergens: [{ allergen: 'NUTS', count: 21 }] }, long, menu).error).toEqual({ code: 'ALLERGEN_EXCEEDS_GUESTS', field: 'NUTS' });
    expect(checkMealPreorder({ dishes: [], driverMeals: 5 }, long, menu).error).toEqual({ code: 'CREW_MEALS_OUT_OF_RANGE', field: 'driverMeals' });
    expect(checkMealPreorder({ dishes: [], guideMeals: 4, driverMeals: 4 }, long, menu).error).toBeNull();
  });

  it('refuses a short stop, and an all-zero pre-order clears it', () => {
    expect(checkMealPreorder({ dishes: [] }, { type: 'SHORT_STOP', guests: 20 }, menu).error?.code).toBe('NOT_A_LONG_STOP');
    expect(checkMealPreorder({ dishes: [{ menuItemId: 'goulash', quantity: 0 }], vegan: 0 }, long, menu)).toEqual({ error: null, preorder: null });
  });
});

const preorder = (over: Partial<MealPreorder> = {}): MealPreorder => ({ dishes: [], vegetarian: 0, vegan: 0, allergens: {}, driverMeals: 0, guideMeals: 0, ...over });
const dish = (menuItemId: string, quantity: number, priceCents: number | null = null) => ({ menuItemId, nameEn: menuItemId, nameSl: menuItemId, priceCents, quantity });

describe('guests and meals', () => {
  it('needs as many guests as the largest of dishes, diets together and any allergen', () => {
    expect(guestsNeededForMeals(null)).toBe(0);
    expect(guestsNeededForMeals(preorder({ dishes: [dish('a', 12), dish('b', 6)], vegetarian: 19, allergens: { MILK: 3 } }))).toBe(19);
    expect(guestsNeededForMeals(preorder({ dishes: [dish('a', 18)], allergens: { MILK: 3 } }))).toBe(18);
    expect(mealsFitGuests(preorder({ dishes: [dish('a', 18)] }), 18)).toBe(true);
    expect(mealsFitGuests(preorder({ dishes: [dish('a', 18)] }), 17)).toBe(false);
  });
});

describe('the deadline', () => {
  it('lets the client change until the hours before arrival, to the millisecond', () => {
    const arrival = new Date('2026-12-05T11:00:00Z');
    expect(preorderDeadline(arrival, 48).toISOString()).toBe('2026-12-03T11:00:00.000Z');
    expect(clientMayPreorder(arrival, 48, new Date('2026-12-03T11:00:00.000Z'))).toBe(true);
    expect(clientMayPreorder(arrival, 48, new Date('2026-12-03T11:00:00.001Z'))).toBe(false);
    expect(clientMayPreorder(arrival, 0, new Date('2026-12-05T10:59:00Z'))).toBe(true);
  });
});

describe('estimatePrice', () => {
  it('adds the guests at the stop price, priced dishes × quantities, and crew meals unless free', () => {
    const dishes = [dish('goulash', 12), dish('trout', 8, 450)];
    expect(estimatePrice({ guests: 20, perGuestCents: 1850, dishes, crewMeals: 2, crewMealsFree: true })).toEqual({ guestsCents: 37000, dishesCents: 3600, crewMeals: 2, crewCents: 0, totalCents: 40600 });
    expect(estimatePrice({ guests: 20, perGuestCents: 1850, dishes, crewMeals: 2, crewMealsFree: false }).totalCents).toBe(40600 + 3700);
    expect(estimatePrice({ guests: 20, perGuestCents: null, crewMealsFree: false }).totalCents).toBe(0);
  });
});

describe('the history record', () => {
  it('says each total that changed, and a dish swap with equal totals', () => {
    expect(preorderChanges(null, preorder({ dishes: [dish('a', 10)], driverMeals: 1, guideMeals: 1, allergens: { EGGS: 2, FISH: 1 } }))).toEqual({
      mealDishes: { from: 0, to: 10 },
      mealAllergies: { from: 0, to: 3 },
      mealCrew: { from: 0, to: 2 },
    });
    expect(preorderChanges(preorder({ dishes: [dish('a', 2)] }), preorder({ dishes: [dish('b', 2)] }))).toEqual({ mealDishes: { from: 2, to: 2 } });
    expect(preorderChanges(preorder({ vegan: 1 }), preorder({ vegan: 1 }))).toEqual({});
  });
  it('reads stored pre-orders defensively', () => {
    expect(parseMealPreorder(null)).toBeNull();
    expect(parseMealPreorder({ dishes: [{ menuItemId: 'a', nameEn: 'A', nameSl: 'A', priceCents: null, quantity: -3 }], vegan: 'x', allergens: { MILK: 2, BOGUS: 1 } })).toEqual(
      preorder({ allergens: { MILK: 2 } }),
    );
  });
});

describe('kitchenTotals', () => {
  it('adds up per local hour of arrival and for the day', () => {
    // 11:00 and 11:45 local (UTC+1 in December) share the 11 o'clock hour; 12:30 has its own.
    const entries = [
      { arrivalAt: new Date('2026-12-05T10:00:00Z'), guests: 40, preorder: preorder({ dishes: [dish('goulash', 30), dish('trout', 10, 450)], vegetarian: 4, allergens: { GLUTEN: 2 }, driverMeals: 1 }) },
      { arrivalAt: new Date('2026-12-05T10:45:00Z'), guests: 25, preorder: preorder({ dishes: [dish('goulash', 20)], vegan: 2, allergens: { GLUTEN: 1, MILK: 3 }, guideMeals: 2 }) },
      { arrivalAt: new Date('2026-12-05T11:30:00Z'), guests: 50, preorder: null },
    ];
    const { hours, day } = kitchenTotals(entries);
    expect(hours.map((h) => h.hour)).toEqual([11, 12]);
    expect(hours[0]).toMatchObject({
      reservations: 2,
      preordered: 2,
      guests: 65,
      dishes: [
        { menuItemId: 'goulash', quantity: 50 },
        { menuItemId: 'trout', quantity: 10 },
      ],
      vegetarian: 4,
      vegan: 2,
      allergens: [
        { allergen: 'GLUTEN', count: 3 },
        { allergen: 'MILK', count: 3 },
      ],
      driverMeals: 1,
      guideMeals: 2,
    });
    expect(hours[1]).toMatchObject({ reservations: 1, preordered: 0, guests: 50, dishes: [], allergens: [] });
    expect(day).toMatchObject({ reservations: 3, preordered: 2, guests: 115, vegetarian: 4, vegan: 2, driverMeals: 1, guideMeals: 2 });
    expect(day.dishes.reduce((s, d) => s + d.quantity, 0)).toBe(60);
    expect(kitchenTotals([])).toEqual({ hours: [], day: expect.objectContaining({ reservations: 0, dishes: [] }) });
  });
});
