// The allergens a dish may contain and a guest may have, with their names in both languages: one
// list for the menu, the pre-order, the kitchen and the home page. Its own module, so that the home
// page's offers do not download the pre-order rules to name an allergen.
import type { Allergen } from '../generated/prisma/enums.ts';

export type { Allergen };

/** The 14 allergens of Regulation (EU) No 1169/2011, Annex II, in the Annex's order. */
export const ALLERGENS: ReadonlyArray<{ code: Allergen; en: string; sl: string }> = [
  { code: 'GLUTEN', en: 'Cereals containing gluten', sl: 'Žita, ki vsebujejo gluten' },
  { code: 'CRUSTACEANS', en: 'Crustaceans', sl: 'Raki' },
  { code: 'EGGS', en: 'Eggs', sl: 'Jajca' },
  { code: 'FISH', en: 'Fish', sl: 'Ribe' },
  { code: 'PEANUTS', en: 'Peanuts', sl: 'Arašidi' },
  { code: 'SOYBEANS', en: 'Soybeans', sl: 'Soja' },
  { code: 'MILK', en: 'Milk', sl: 'Mleko' },
  { code: 'NUTS', en: 'Nuts', sl: 'Oreški' },
  { code: 'CELERY', en: 'Celery', sl: 'Zelena' },
  { code: 'MUSTARD', en: 'Mustard', sl: 'Gorčično seme' },
  { code: 'SESAME', en: 'Sesame seeds', sl: 'Sezamovo seme' },
  { code: 'SULPHITES', en: 'Sulphur dioxide and sulphites', sl: 'Žveplov dioksid in sulfiti' },
  { code: 'LUPIN', en: 'Lupin', sl: 'Volčji bob' },
  { code: 'MOLLUSCS', en: 'Molluscs', sl: 'Mehkužci' },
];

export const ALLERGEN_CODES: readonly Allergen[] = ALLERGENS.map((a) => a.code);

export function allergenName(code: Allergen, language: 'en' | 'sl'): string {
  return ALLERGENS.find((a) => a.code === code)?.[language] ?? code;
}

/** Allergen codes in the Annex's order, each once (what a menu item stores). */
export function normaliseAllergens(codes: readonly string[]): Allergen[] {
  return ALLERGEN_CODES.filter((code) => codes.includes(code));
}
