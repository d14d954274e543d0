// Pre-ordered meals for long stops and the kitchen's totals. One place for the limits of a pre-order, its deadline, the price estimate (the wizard, My reservations and the server
// all show the same number) and the per-hour kitchen totals. Plain functions: the web imports them.
import type { Allergen, StopType } from '../generated/prisma/enums.ts';
import { instantToLocal } from './local-time.ts';
import { ALLERGEN_CODES } from './allergens.ts';

export const DIETS = ['vegetarian', 'vegan'] as const;
export type Diet = (typeof DIETS)[number];

/** Meals for the driver and for the guide, each. */
export const CREW_MEALS_MAX = 4;
/** The manager's deadline setting: hours before arrival (0–14 days). */
export const PREORDER_DEADLINE_DEFAULT_HOURS = 48;
export const PREORDER_DEADLINE_MAX_HOURS = 336;
/** Dishes in one pre-order (a menu holds fewer). */
export const PREORDER_MAX_DISHES = 100;

/** One dish as the pre-order keeps it: the name and price it had when chosen. */
export interface PreorderDish {
  menuItemId: string;
  nameEn: string;
  nameSl: string;
  /** The dish's own price in cents; null: included in the stop price. */
  priceCents: number | null;
  quantity: number;
}

/** A stored pre-order (reservations.meal_preorder). */
export interface MealPreorder {
  dishes: PreorderDish[];
  vegetarian: number;
  vegan: number;
  /** Guests with each allergy; allergens nobody has are left out. */
  allergens: Partial<Record<Allergen, number>>;
  driverMeals: number;
  guideMeals: number;
}

/** What a client or staff send. */
export interface MealPreorderInput {
  dishes: ReadonlyArray<{ menuItemId: string; quantity: number }>;
  vegetarian?: number | null;
  vegan?: number | null;
  allergens?: ReadonlyArray<{ allergen: Allergen; count: number }> | null;
  driverMeals?: number | null;
  guideMeals?: number | null;
}

/** A menu item as the check needs it. */
export interface MenuDish {
  id: string;
  stopType: StopType;
  active: boolean;
  nameEn: string;
  nameSl: string;
  priceCents: number | null;
}

export type MealPreorderError =
  | 'NOT_A_LONG_STOP'
  | 'NEGATIVE_COUNT'
  | 'DISH_NOT_ON_MENU'
  | 'MEALS_EXCEED_GUESTS'
  | 'DIET_EXCEEDS_GUESTS'
  | 'ALLERGEN_EXCEEDS_GUESTS'
  | 'CREW_MEALS_OUT_OF_RANGE';

export interface MealPreorderCheck {
  /** The first problem found, with the field it concerns (dish id, diet or allergen code). */
  error: { code: MealPreorderError; field?: string } | null;
  /** The pre-order to store; null when it orders nothing at all (clears it). */
  preorder: MealPreorder | null;
}

const count = (value: number | null | undefined) => value ?? 0;

/** Only a long stop (a sit-down lunch) has meals to pre-order; a short stop is coffee and doughnuts. */
export function takesMeals(type: StopType): boolean {
  return type === 'LONG_STOP';
}

/**
 * Checks a pre-order against the reservation (a long stop, its guests) and the long-stop menu: every
 * count whole and not negative; each dish on the long-stop menu and shown (active) when chosen — a dish
 * kept from before may stay after it is hidden; dishes together at most the guests; each diet and each
 * allergen at most the guests, and the diets together too (one person, one diet); crew meals 0–4 each.
 */
export function checkMealPreorder(
  input: MealPreorderInput,
  reservation: { type: StopType; guests: number },
  menu: readonly MenuDish[],
  kept: MealPreorder | null = null,
): MealPreorderCheck {
  const fail = (code: MealPreorderError, field?: string): MealPreorderCheck => ({ error: { code, ...(field ? { field } : {}) }, preorder: null });
  if (!takesMeals(reservation.type)) return fail('NOT_A_LONG_STOP');
  const numbers = [
    ...input.dishes.map((d) => d.quantity),
    count(input.vegetarian),
    count(input.vegan),
    ...(input.allergens ?? []).map((a) => a.count),
    count(input.driverMeals),
    count(input.guideMeals),
  ];
  if (numbers.some((n) => !Number.isInteger(n) || n < 0)) return fail('NEGATIVE_COUNT');

  const quantities = new Map<string, number>();
  for (const d of input.dishes) quantities.set(d.menuItemId, (quantities.get(d.menuItemId) ?? 0) + d.quantity);
  const keptIds = new Set((kept?.dishes ?? []).map((d) => d.menuItemId));
  const dishes: PreorderDish[] = [];
  for (const [menuItemId, quantity] of quantities) {
    if (quantity === 0) continue;
    const item = menu.find((m) => m.id === menuItemId);
    if (!item || item.stopType !== 'LONG_STOP' || (!item.active && !keptIds.has(menuItemId))) return fail('DISH_NOT_ON_MENU', menuItemId);
    dishes.push({ menuItemId, nameEn: item.nameEn, nameSl: item.nameSl, priceCents: item.priceCents, quantity });
  }
  if (dishes.reduce((sum, d) => sum + d.quantity, 0) > reservation.guests) return fail('MEALS_EXCEED_GUESTS');

  const vegetarian = count(input.vegetarian);
  const vegan = count(input.vegan);
  if (vegetarian > reservation.guests) return fail('DIET_EXCEEDS_GUESTS', 'vegetarian');
  if (vegan > reservation.guests) return fail('DIET_EXCEEDS_GUESTS', 'vegan');
  if (vegetarian + vegan > reservation.guests) return fail('DIET_EXCEEDS_GUESTS', 'vegetarian');

  const allergens: Partial<Record<Allergen, number>> = {};
  for (const a of input.allergens ?? []) {
    if (!ALLERGEN_CODES.includes(a.allergen)) continue;
    const total = (allergens[a.allergen] ?? 0) + a.count;
    if (total > reservation.guests) return fail('ALLERGEN_EXCEEDS_GUESTS', a.allergen);
    if (total > 0) allergens[a.allergen] = total;
  }

  const driverMeals = count(input.driverMeals);
  const guideMeals = count(input.guideMeals);
  if (driverMeals > CREW_MEALS_MAX) return fail('CREW_MEALS_OUT_OF_RANGE', 'driverMeals');
  if (guideMeals > CREW_MEALS_MAX) return fail('CREW_MEALS_OUT_OF_RANGE', 'guideMeals');

  const preorder: MealPreorder = { dishes, vegetarian, vegan, allergens, driverMeals, guideMeals };
  return { error: null, preorder: isEmptyPreorder(preorder) ? null : preorder };
}

export function isEmptyPreorder(p: MealPreorder): boolean {
  return !p.dishes.length && !p.vegetarian && !p.vegan && !Object.keys(p.allergens).length && !p.driverMeals && !p.guideMeals;
}

/** Reads a stored pre-order defensively (jsonb written by this module; anything else is "none"). */
export function parseMealPreorder(json: unknown): MealPreorder | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const raw = json as Partial<MealPreorder>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);
  const allergens: Partial<Record<Allergen, number>> = {};
  for (const code of ALLERGEN_CODES) if (n(raw.allergens?.[code])) allergens[code] = n(raw.allergens?.[code]);
  return {
    dishes: Array.isArray(raw.dishes)
      ? raw.dishes
          .filter((d) => d && typeof d.menuItemId === 'string' && n(d.quantity))
          .map((d) => ({ menuItemId: d.menuItemId, nameEn: String(d.nameEn ?? ''), nameSl: String(d.nameSl ?? ''), priceCents: typeof d.priceCents === 'number' ? d.priceCents : null, quantity: n(d.quantity) }))
      : [],
    vegetarian: n(raw.vegetarian),
    vegan: n(raw.vegan),
    allergens,
    driverMeals: n(raw.driverMeals),
    guideMeals: n(raw.guideMeals),
  };
}

/** Dishes pre-ordered for the guests (crew meals are counted apart). */
export function mealsTotal(p: MealPreorder | null): number {
  return p ? p.dishes.reduce((sum, d) => sum + d.quantity, 0) : 0;
}

/**
 * The fewest guests a pre-order still fits: its dishes, each diet and diets together, each allergen.
 * Lowering the guests below it is refused (MEALS_EXCEED_GUESTS) wherever the headcount changes.
 */
export function guestsNeededForMeals(p: MealPreorder | null): number {
  if (!p) return 0;
  return Math.max(mealsTotal(p), p.vegetarian + p.vegan, ...Object.values(p.allergens).map((c) => c ?? 0), 0);
}

/** Whether a reservation of `guests` still holds its pre-order. */
export function mealsFitGuests(p: MealPreorder | null, guests: number): boolean {
  return guestsNeededForMeals(p) <= guests;
}

/** The last moment the client may set or change the pre-order; staff may change it later. */
export function preorderDeadline(arrivalAt: Date, deadlineHours: number): Date {
  return new Date(arrivalAt.getTime() - deadlineHours * 3_600_000);
}

export function clientMayPreorder(arrivalAt: Date, deadlineHours: number, now: Date): boolean {
  return now.getTime() <= preorderDeadline(arrivalAt, deadlineHours).getTime();
}

export interface PriceEstimate {
  guestsCents: number;
  dishesCents: number;
  crewMeals: number;
  crewCents: number;
  totalCents: number;
}

/**
 * What a reservation is estimated to cost: the per-guest stop price for each guest, plus the dishes
 * with a price of their own × their quantities, plus the crew's meals at the per-guest price unless
 * the manager made them free. The web app and the server both call this.
 */
export function estimatePrice(args: {
  guests: number;
  perGuestCents: number | null;
  dishes?: ReadonlyArray<{ priceCents: number | null; quantity: number }>;
  crewMeals?: number;
  crewMealsFree: boolean;
}): PriceEstimate {
  const perGuest = args.perGuestCents ?? 0;
  const guestsCents = perGuest * args.guests;
  const dishesCents = (args.dishes ?? []).reduce((sum, d) => sum + (d.priceCents ?? 0) * d.quantity, 0);
  const crewMeals = args.crewMeals ?? 0;
  const crewCents = args.crewMealsFree ? 0 : perGuest * crewMeals;
  return { guestsCents, dishesCents, crewMeals, crewCents, totalCents: guestsCents + dishesCents + crewCents };
}

/** The history's record of a change: a number per line a person reads (dishes, diets, allergies, crew). */
export function preorderChanges(before: MealPreorder | null, after: MealPreorder | null): Record<string, { from: number; to: number }> {
  const sum = (p: MealPreorder | null) => ({
    mealDishes: mealsTotal(p),
    mealVegetarian: p?.vegetarian ?? 0,
    mealVegan: p?.vegan ?? 0,
    mealAllergies: p ? Object.values(p.allergens).reduce((s: number, c) => s + (c ?? 0), 0) : 0,
    mealCrew: p ? p.driverMeals + p.guideMeals : 0,
  });
  const a = sum(before);
  const b = sum(after);
  const changes: Record<string, { from: number; to: number }> = {};
  for (const key of Object.keys(a) as Array<keyof typeof a>) if (a[key] !== b[key]) changes[key] = { from: a[key], to: b[key] };
  // Same totals, other dishes (two goulash became two risotto): still a change worth a line.
  if (!Object.keys(changes).length && JSON.stringify(before) !== JSON.stringify(after)) changes.mealDishes = { from: a.mealDishes, to: b.mealDishes };
  return changes;
}

// ————— the kitchen —————

export interface KitchenEntry {
  arrivalAt: Date;
  guests: number;
  preorder: MealPreorder | null;
}

export interface KitchenTotals {
  reservations: number;
  /** Reservations with a pre-order. */
  preordered: number;
  guests: number;
  dishes: Array<{ menuItemId: string; nameEn: string; nameSl: string; quantity: number }>;
  vegetarian: number;
  vegan: number;
  allergens: Array<{ allergen: Allergen; count: number }>;
  driverMeals: number;
  guideMeals: number;
}

export interface KitchenHour extends KitchenTotals {
  /** Local hour of arrival, 0–23. */
  hour: number;
}

function totalsOf(entries: readonly KitchenEntry[]): KitchenTotals {
  const dishes = new Map<string, { menuItemId: string; nameEn: string; nameSl: string; quantity: number }>();
  const allergens = new Map<Allergen, number>();
  const t: KitchenTotals = { reservations: entries.length, preordered: 0, guests: 0, dishes: [], vegetarian: 0, vegan: 0, allergens: [], driverMeals: 0, guideMeals: 0 };
  for (const e of entries) {
    t.guests += e.guests;
    const p = e.preorder;
    if (!p) continue;
    t.preordered += 1;
    for (const d of p.dishes) {
      const row = dishes.get(d.menuItemId) ?? { menuItemId: d.menuItemId, nameEn: d.nameEn, nameSl: d.nameSl, quantity: 0 };
      row.quantity += d.quantity;
      dishes.set(d.menuItemId, row);
    }
    t.vegetarian += p.vegetarian;
    t.vegan += p.vegan;
    for (const [code, c] of Object.entries(p.allergens) as Array<[Allergen, number]>) allergens.set(code, (allergens.get(code) ?? 0) + c);
    t.driverMeals += p.driverMeals;
    t.guideMeals += p.guideMeals;
  }
  t.dishes = [...dishes.values()].sort((a, b) => b.quantity - a.quantity || a.nameEn.localeCompare(b.nameEn));
  t.allergens = ALLERGEN_CODES.filter((code) => allergens.has(code)).map((allergen) => ({ allergen, count: allergens.get(allergen)! }));
  return t;
}

/**
 * The kitchen's numbers for one day's open reservations: per local hour of arrival (only hours with
 * arrivals, in order) and for the whole day.
 */
export function kitchenTotals(entries: readonly KitchenEntry[]): { hours: KitchenHour[]; day: KitchenTotals } {
  const byHour = new Map<number, KitchenEntry[]>();
  for (const e of entries) {
    const hour = Math.floor(instantToLocal(e.arrivalAt).minute / 60);
    byHour.set(hour, [...(byHour.get(hour) ?? []), e]);
  }
  const hours = [...byHour.keys()].sort((a, b) => a - b).map((hour) => ({ hour, ...totalsOf(byHour.get(hour)!) }));
  return { hours, day: totalsOf(entries) };
}
