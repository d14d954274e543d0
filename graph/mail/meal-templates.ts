// The mails about a long stop's pre-ordered meals: to the client when staff changed them, to the
// staff inbox when the client did. Each shows the whole pre-order as it is now, in the recipient's
// language (dish names as they were when chosen).
import type { Language } from '../i18n/messages.ts';
import { allergenName } from '../domain/allergens.ts';
import type { MealPreorder, PriceEstimate } from '../domain/meals.ts';
import { formatArrival, guestCount } from './format.ts';
import type { Block } from './layout.ts';
import type { Compose, Translate } from './template-types.ts';

interface MealsFacts {
  orderNumber: string;
  arrival: Date;
  guests: number;
  /** Null: the pre-order was removed. */
  preorder: MealPreorder | null;
  estimate: PriceEstimate;
  currency: string;
}

export interface MealTemplateData {
  /** Staff changed the meals: the client hears it. */
  'reservation.meals_changed': MealsFacts & { name: string; listUrl: string };
  /** The client changed the meals: the staff inbox hears it. */
  'reservation.meals_staff_notice': MealsFacts & { client: string; panelUrl: string };
}

const money = (language: Language, cents: number, currency: string) =>
  new Intl.NumberFormat(language === 'sl' ? 'sl-SI' : 'en-GB', { style: 'currency', currency }).format(cents / 100);

function mealRows(t: Translate, language: Language, d: MealsFacts): Array<readonly [string, string]> {
  const rows: Array<readonly [string, string]> = [
    [t('Arrival', 'Prihod'), formatArrival(language, d.arrival)],
    [t('Group size', 'Velikost skupine'), guestCount(language, d.guests)],
  ];
  const p = d.preorder;
  if (!p) return [...rows, [t('Meals', 'Obroki'), t('no pre-order', 'brez vnaprejšnjega naročila')]];
  for (const dish of p.dishes) rows.push([language === 'sl' ? dish.nameSl : dish.nameEn, `× ${dish.quantity}`]);
  if (p.vegetarian) rows.push([t('Vegetarian', 'Vegetarijanci'), String(p.vegetarian)]);
  if (p.vegan) rows.push([t('Vegan', 'Vegani'), String(p.vegan)]);
  const allergies = Object.entries(p.allergens).map(([code, count]) => `${allergenName(code as keyof typeof p.allergens, language)}: ${count}`);
  if (allergies.length) rows.push([t('Allergies', 'Alergije'), allergies.join(', ')]);
  if (p.driverMeals) rows.push([t('Driver’s meals', 'Obroki za voznika'), String(p.driverMeals)]);
  if (p.guideMeals) rows.push([t('Guide’s meals', 'Obroki za vodiča'), String(p.guideMeals)]);
  rows.push([t('Estimated price', 'Ocenjena cena'), money(language, d.estimate.totalCents, d.currency)]);
  return rows;
}

const p = (text: string): Block => ({ kind: 'paragraph', text });

export const MEAL_TEMPLATES: { [K in keyof MealTemplateData]: Compose<MealTemplateData[K]> } = {
  'reservation.meals_changed': (d, t, language) => ({
    subject: t(`Meals for reservation ${d.orderNumber} changed`, `Obroki za rezervacijo ${d.orderNumber} so spremenjeni`),
    preheader: t('Our staff has changed the pre-ordered meals. Please check them.', 'Naše osebje je spremenilo vnaprej naročene obroke. Preverite jih.'),
    reason: 'reservation',
    blocks: [
      p(t(`Hello ${d.name},`, `Pozdravljeni, ${d.name},`)),
      p(t('Our staff has changed the meals pre-ordered for your group. They are now:', 'Naše osebje je spremenilo obroke, vnaprej naročene za vašo skupino. Zdaj so:')),
      { kind: 'orderNumber', label: t('Order number', 'Številka rezervacije'), value: d.orderNumber },
      { kind: 'details', rows: mealRows(t, language, d) },
      { kind: 'button', label: t('See my reservations', 'Moje rezervacije'), url: d.listUrl },
      p(t('Kind regards,\nThe Stopover team', 'Lep pozdrav,\nekipa Stopover')),
    ],
  }),
  'reservation.meals_staff_notice': (d, t, language) => ({
    subject: t(`Meals changed: ${d.orderNumber}, ${d.client}`, `Spremenjeni obroki: ${d.orderNumber}, ${d.client}`),
    preheader: t('A client changed the pre-ordered meals of a long stop.', 'Stranka je spremenila vnaprej naročene obroke za dolg postanek.'),
    reason: 'staff',
    blocks: [
      p(t(`${d.client} changed the meals pre-ordered for this long stop. They are now:`, `${d.client} je spremenila obroke, vnaprej naročene za ta dolg postanek. Zdaj so:`)),
      { kind: 'orderNumber', label: t('Order number', 'Številka rezervacije'), value: d.orderNumber },
      { kind: 'details', rows: mealRows(t, language, d) },
      { kind: 'button', label: t('Open the reservation', 'Odpri rezervacijo'), url: d.panelUrl },
    ],
  }),
};
