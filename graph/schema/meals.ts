// Pre-ordered meals for long stops, menu items' allergens and diets, the manager's meal settings and
// the kitchen's totals: the GraphQL surface. Rules in graph/domain/meals.ts, use cases in
// graph/services/meal-preorders.ts.
import { completeValue } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { AppError } from '../errors.ts';
import type { Allergen } from '../generated/prisma/enums.ts';
import { AllergenEnum } from './enums.ts';
import { ALLERGENS } from '../domain/allergens.ts';
import {
  clientMayPreorder,
  CREW_MEALS_MAX,
  mealsTotal,
  parseMealPreorder,
  PREORDER_DEADLINE_MAX_HOURS,
  PREORDER_MAX_DISHES,
  preorderDeadline,
  type KitchenHour,
  type KitchenTotals,
  type MealPreorder,
  type PreorderDish,
  type PriceEstimate,
} from '../domain/meals.ts';
import { formatMinute, instantToLocal, parseLocalDate, RESTAURANT_TIME_ZONE } from '../domain/local-time.ts';
import { kitchenDay, readMealSettings, reservationEstimate, setMealPreorder, updateMealSettings, type KitchenDay, type MealSettings } from '../services/meal-preorders.ts';
import type { Context } from '../context.ts';
import { maxItems } from './bounds.ts';
import { managerId } from './guards.ts';
import { describeMutation, INPUT_ERRORS } from './mutations.ts';
import { MenuItemRef } from './content.ts';
import { ReservationRef } from './reservations/types.ts';
import { LOCAL_DATE, meta } from './reservations/shared.ts';
import { BOOKING_CLIENT_OR_STAFF } from './client-access.ts';

// ————— menu items —————

builder.prismaObjectField(MenuItemRef, 'allergens', (t) =>
  t.field({ type: [AllergenEnum], description: 'The EU allergens the dish contains, in the Annex’s order.', select: { allergens: true }, resolve: (item) => item.allergens }),
);
builder.prismaObjectField(MenuItemRef, 'vegetarian', (t) => t.exposeBoolean('vegetarian', { description: 'Suitable for vegetarians (every vegan dish is).' }));
builder.prismaObjectField(MenuItemRef, 'vegan', (t) => t.exposeBoolean('vegan', { description: 'Suitable for vegans.' }));

// ————— settings —————

/**
 * One read of the meal settings per request, however many reservations ask, from the kept public
 * content, and once it is loaded the settings themselves: the fields below then answer every row of
 * a list at once instead of with a promise per row. Staff too, unlike the rest of the public
 * content: these fields only show the rules (a change is forgotten here as it commits, and on other
 * instances when its announcement arrives), while every pre-order a client or staff saves is judged
 * by the settings its own transaction reads.
 */
const settingsOfRequest = new WeakMap<object, MealSettings | Promise<MealSettings>>();
const MEAL_SETTINGS = 'mealSettings';
function mealSettings(ctx: Context): MealSettings | Promise<MealSettings> {
  let settings = settingsOfRequest.get(ctx);
  if (!settings) {
    const { publicContent } = ctx.services;
    settings = publicContent.loaded<MealSettings>(MEAL_SETTINGS) ?? publicContent.read(MEAL_SETTINGS, () => readMealSettings(ctx.prisma));
    settingsOfRequest.set(ctx, settings);
  }
  return settings;
}

/** `answer(settings)`, at once when the settings are at hand. */
function withMealSettings<T>(ctx: Context, answer: (settings: MealSettings) => T): T | Promise<T> {
  return completeValue(mealSettings(ctx), answer);
}

const MealRulesRef = builder.objectRef<MealSettings>('MealRules').implement({
  description: 'How long-stop meals are pre-ordered (public: the wizard shows them before booking).',
  fields: (t) => ({
    preorderDeadlineHours: t.exposeInt('preorderDeadlineHours', { description: 'Clients may set or change the pre-order until this many hours before arrival; later only staff.' }),
    crewMealsFree: t.exposeBoolean('crewMealsFree', { description: 'Whether the driver’s and the guide’s meals are free (otherwise at the per-guest price).' }),
    crewMealsMax: t.int({ description: 'The most meals each of the driver and the guide may have.', resolve: () => CREW_MEALS_MAX }),
  }),
});

builder.queryField('mealRules', (t) =>
  t.field({ type: MealRulesRef, description: 'The meal pre-order rules (public).', resolve: (_root, _args, ctx) => mealSettings(ctx) }),
);

builder.relayMutationField(
  'updateMealSettings',
  {
    inputFields: (t) => ({
      preorderDeadlineHours: t.int({ required: true, description: `Hours before arrival until which clients may change the pre-order (0–${PREORDER_DEADLINE_MAX_HOURS}).` }),
      crewMealsFree: t.boolean({ required: true, description: 'Whether the driver’s and the guide’s meals are free.' }),
    }),
  },
  {
    description: describeMutation('Sets the meal pre-order deadline and whether crew meals are free. Manager only.', 'manager', [
      ['VALIDATION', 'extensions.fields.preorderDeadlineHours is OUT_OF_RANGE'],
    ]),
    authScopes: { manager: true },
    resolve: async (_root, { input }, ctx) => ({ mealRules: await updateMealSettings(ctx.services, managerId(ctx), input, ctx.language) }),
  },
  {
    outputFields: (t) => ({
      mealRules: t.field({ type: MealRulesRef, description: 'The rules as they are now.', resolve: (payload) => payload.mealRules }),
    }),
  },
);

// ————— a reservation's pre-order —————

const PreorderDishRef = builder.objectRef<PreorderDish>('PreorderDish').implement({
  description: 'A pre-ordered dish, with the name and price it had when chosen.',
  fields: (t) => ({
    menuItemId: t.id({ description: 'The MenuItem’s global ID (the item may since have been hidden or removed).', resolve: (d) => encodeGlobalID('MenuItem', d.menuItemId) }),
    name: t.string({ description: 'In the request’s language.', resolve: (d, _args, ctx) => (ctx.language === 'sl' ? d.nameSl : d.nameEn) }),
    priceCents: t.exposeInt('priceCents', { nullable: true, description: 'Its own price in cents (null: included in the stop price).' }),
    quantity: t.exposeInt('quantity', { description: 'How many.' }),
  }),
});

const AllergenCountRef = builder.objectRef<{ allergen: Allergen; count: number }>('AllergenCount').implement({
  description: 'How many guests have an allergy.',
  fields: (t) => ({
    allergen: t.expose('allergen', { type: AllergenEnum, description: 'The allergen.' }),
    count: t.exposeInt('count', { description: 'Guests (or, in the kitchen’s totals, meals) with it.' }),
  }),
});

const allergenList = (allergens: MealPreorder['allergens']) =>
  ALLERGENS.filter((a) => allergens[a.code]).map((a) => ({ allergen: a.code, count: allergens[a.code]! }));

const MealPreorderRef = builder.objectRef<MealPreorder>('MealPreorder').implement({
  description: 'A long stop’s pre-ordered meals: dishes for the guests, their diets and allergies, and the crew’s meals counted apart.',
  fields: (t) => ({
    dishes: t.field({ type: [PreorderDishRef], description: 'Dishes for the guests (together at most the guests).', resolve: (p) => p.dishes }),
    mealsTotal: t.int({ description: 'The dishes’ quantities added up.', resolve: (p) => mealsTotal(p) }),
    vegetarian: t.exposeInt('vegetarian', { description: 'Vegetarian guests.' }),
    vegan: t.exposeInt('vegan', { description: 'Vegan guests.' }),
    allergens: t.field({ type: [AllergenCountRef], description: 'Guests per allergy (allergens nobody has are left out).', resolve: (p) => allergenList(p.allergens) }),
    driverMeals: t.exposeInt('driverMeals', { description: `Meals for the driver (0–${CREW_MEALS_MAX}).` }),
    guideMeals: t.exposeInt('guideMeals', { description: `Meals for the guide (0–${CREW_MEALS_MAX}).` }),
  }),
});

const PriceEstimateRef = builder.objectRef<PriceEstimate & { currency: string }>('PriceEstimate').implement({
  description: 'What the reservation is estimated to cost: guests at the quoted per-guest price, priced dishes, crew meals unless free.',
  fields: (t) => ({
    guestsCents: t.exposeInt('guestsCents', { description: 'Guests × the quoted per-guest price.' }),
    dishesCents: t.exposeInt('dishesCents', { description: 'Pre-ordered dishes with a price of their own × their quantities.' }),
    crewMeals: t.exposeInt('crewMeals', { description: 'The driver’s and the guide’s meals.' }),
    crewCents: t.exposeInt('crewCents', { description: 'What the crew’s meals cost (0 when free).' }),
    totalCents: t.exposeInt('totalCents', { description: 'Everything together.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code (EUR).' }),
  }),
});

builder.prismaObjectField(ReservationRef, 'mealPreorder', (t) =>
  t.field({
    type: MealPreorderRef,
    nullable: true,
    description: 'The pre-ordered meals (long stops only; null: none).',
    resolve: (r) => parseMealPreorder(r.mealPreorder),
  }),
);
builder.prismaObjectField(ReservationRef, 'priceEstimate', (t) =>
  t.field({
    type: PriceEstimateRef,
    description: 'The estimated price with the pre-ordered meals.',
    resolve: (r, _args, ctx) => withMealSettings(ctx, (settings) => ({ ...reservationEstimate(r, settings.crewMealsFree), currency: r.currency })),
  }),
);
builder.prismaObjectField(ReservationRef, 'mealPreorderDeadline', (t) =>
  t.field({
    type: 'DateTime',
    nullable: true,
    description: 'Until when the client may set or change the meals (null: not a long stop).',
    resolve: (r, _args, ctx) => (r.type === 'LONG_STOP' ? withMealSettings(ctx, (settings) => preorderDeadline(r.arrivalAt, settings.preorderDeadlineHours)) : null),
  }),
);
builder.prismaObjectField(ReservationRef, 'mealPreorderOpen', (t) =>
  t.boolean({
    description: 'Whether the client may set or change the meals now (an open long stop before the deadline). Staff may while it is open.',
    resolve: (r, _args, ctx) =>
      r.type === 'LONG_STOP' && ['CREATED', 'WAITING', 'SCHEDULED'].includes(r.status)
        ? withMealSettings(ctx, (settings) => clientMayPreorder(r.arrivalAt, settings.preorderDeadlineHours, ctx.services.now()))
        : false,
  }),
);

const MealDishInput = builder.inputType('MealDishInput', {
  description: 'A dish of the long-stop menu and how many.',
  fields: (t) => ({
    menuItemId: t.globalID({ required: true, for: [MenuItemRef], description: 'The menu item (active and on the long-stop menu).' }),
    quantity: t.int({ required: true, description: 'How many (0 or more; 0 leaves it out).' }),
  }),
});

const AllergenCountInput = builder.inputType('AllergenCountInput', {
  description: 'How many guests have an allergy.',
  fields: (t) => ({
    allergen: t.field({ type: AllergenEnum, required: true, description: 'The allergen.' }),
    count: t.int({ required: true, description: 'Guests with it (0 to the guests).' }),
  }),
});

builder.relayMutationField(
  'setMealPreorder',
  {
    description: 'The whole pre-order: it replaces the previous one. Nothing ordered removes it.',
    inputFields: (t) => ({
      reservationId: t.globalID({ required: true, for: [ReservationRef], description: 'An open long stop.' }),
      expectedVersion: t.int({ description: 'The version you saw (optional); a newer one answers RESERVATION_CHANGED.' }),
      dishes: t.field({ type: [MealDishInput], required: true, description: 'Dishes and quantities (together at most the guests).', ...maxItems(PREORDER_MAX_DISHES) }),
      vegetarian: t.int({ description: 'Vegetarian guests (default 0).' }),
      vegan: t.int({ description: 'Vegan guests (default 0; vegetarian and vegan together at most the guests).' }),
      allergens: t.field({ type: [AllergenCountInput], description: 'Guests per allergy (each at most the guests).', ...maxItems(ALLERGENS.length) }),
      driverMeals: t.int({ description: `Meals for the driver, 0–${CREW_MEALS_MAX} (default 0).` }),
      guideMeals: t.int({ description: `Meals for the guide, 0–${CREW_MEALS_MAX} (default 0).` }),
    }),
  },
  {
    description: describeMutation(
      'Sets a long stop’s pre-ordered meals, kept in the history and mailed to the other party (the client when staff change it, the staff inbox when the client does). ' +
        'Clients for their own reservations until the deadline (mealRules.preorderDeadlineHours before arrival); staff for any open long stop.',
      'bookingClientOrStaff',
      [
        ['NOT_A_LONG_STOP', 'the reservation is a short stop'],
        ['DISH_NOT_ON_MENU', 'a dish is not an active item of the long-stop menu (extensions.field: its id)'],
        ['MEALS_EXCEED_GUESTS', 'the dishes add up to more than the guests'],
        ['DIET_EXCEEDS_GUESTS', 'vegetarian, vegan or both together are more than the guests'],
        ['ALLERGEN_EXCEEDS_GUESTS', 'an allergy count is more than the guests (extensions.field: the allergen)'],
        ['NEGATIVE_COUNT', 'a number is negative'],
        ['CREW_MEALS_OUT_OF_RANGE', `driverMeals or guideMeals is more than ${CREW_MEALS_MAX}`],
        ['PREORDER_DEADLINE_PASSED', 'a client after the deadline (extensions.deadline)'],
        ['RESERVATION_CLOSED', 'the reservation is FINISHED or DELETED'],
        ['RESERVATION_CHANGED', 'someone changed the reservation since expectedVersion'],
        ['NOT_FOUND', 'no such reservation (or not yours)'],
        INPUT_ERRORS.id,
        INPUT_ERRORS.list,
        ['FORBIDDEN', 'or signed in as staff: staff may always'],
      ],
    ),
    authScopes: BOOKING_CLIENT_OR_STAFF,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const actor =
        viewer.kind === 'staff' ? ({ kind: 'STAFF', staffId: viewer.id } as const) : viewer.kind === 'client' ? ({ kind: 'CLIENT', clientId: viewer.id } as const) : null;
      if (!actor) throw new AppError('FORBIDDEN', ctx.language);
      const reservation = await setMealPreorder(
        ctx.services,
        actor,
        input.reservationId.id,
        {
          dishes: input.dishes.map((d) => ({ menuItemId: d.menuItemId.id, quantity: d.quantity })),
          vegetarian: input.vegetarian,
          vegan: input.vegan,
          allergens: input.allergens,
          driverMeals: input.driverMeals,
          guideMeals: input.guideMeals,
        },
        { expectedVersion: input.expectedVersion },
        meta(ctx),
      );
      return { reservation };
    },
  },
  {
    outputFields: (t) => ({
      reservation: t.field({ type: ReservationRef, description: 'The reservation as it is now.', resolve: (payload) => payload.reservation }),
    }),
  },
);

// ————— the kitchen —————

const KitchenDishRef = builder.objectRef<KitchenTotals['dishes'][number]>('KitchenDish').implement({
  description: 'A dish and how many to cook.',
  fields: (t) => ({
    name: t.string({ description: 'In the request’s language.', resolve: (d, _args, ctx) => (ctx.language === 'sl' ? d.nameSl : d.nameEn) }),
    quantity: t.exposeInt('quantity', { description: 'How many.' }),
  }),
});

const KitchenTotalsRef = builder.objectRef<KitchenTotals>('KitchenTotals').implement({
  description: 'What the kitchen cooks for a set of open long stops.',
  fields: (t) => ({
    reservations: t.exposeInt('reservations', { description: 'Open long stops (CREATED, WAITING, SCHEDULED).' }),
    preordered: t.exposeInt('preordered', { description: 'How many of them have pre-ordered.' }),
    guests: t.exposeInt('guests', { description: 'Their guests.' }),
    dishes: t.field({ type: [KitchenDishRef], description: 'Dishes pre-ordered, most first.', resolve: (k) => k.dishes }),
    vegetarian: t.exposeInt('vegetarian', { description: 'Vegetarian guests.' }),
    vegan: t.exposeInt('vegan', { description: 'Vegan guests.' }),
    allergens: t.field({ type: [AllergenCountRef], description: 'Guests per allergy.', resolve: (k) => k.allergens }),
    driverMeals: t.exposeInt('driverMeals', { description: 'Drivers’ meals.' }),
    guideMeals: t.exposeInt('guideMeals', { description: 'Guides’ meals.' }),
  }),
});

const KitchenHourRef = builder.objectRef<KitchenHour>('KitchenHour').implement({
  description: 'The meals of one local hour of arrival (only hours with open long stops).',
  fields: (t) => ({
    hour: t.exposeInt('hour', { description: 'The local hour, 0–23.' }),
    label: t.string({ description: 'The hour as HH:00.', resolve: (h) => formatMinute(h.hour * 60) }),
    totals: t.field({ type: KitchenTotalsRef, description: 'This hour’s meals.', resolve: (h) => h }),
  }),
});

export const KitchenDayRef = builder.objectRef<KitchenDay & { today?: string }>('KitchenDay').implement({
  description: 'The kitchen’s numbers for a day: pre-ordered meals of the open long stops, per hour of arrival and for the day.',
  fields: (t) => ({
    date: t.exposeString('date', { description: LOCAL_DATE }),
    today: t.string({ description: `Today in ${RESTAURANT_TIME_ZONE}, YYYY-MM-DD.`, resolve: (k, _args, ctx) => k.today ?? instantToLocal(ctx.services.now()).date }),
    hours: t.field({ type: [KitchenHourRef], description: 'Hours with open long stops, earliest first.', resolve: (k) => k.hours }),
    totals: t.field({ type: KitchenTotalsRef, description: 'The whole day.', resolve: (k) => k.totals }),
  }),
});

builder.queryField('kitchen', (t) =>
  t.field({
    type: KitchenDayRef,
    description: 'The kitchen’s meal totals for a local day. Staff only. Errors: VALIDATION (extensions.fields.date INVALID_DATE).',
    authScopes: { staff: true },
    args: { date: t.arg.string({ required: true, description: LOCAL_DATE }) },
    resolve: async (_root, args, ctx) => {
      const date = parseLocalDate(args.date);
      if (!date) throw new AppError('VALIDATION', ctx.language, { detail: { fields: { date: 'INVALID_DATE' } } });
      return kitchenDay(ctx.services, date);
    },
  }),
);
