// The driver page's languages and choosing one from the phone (no imports: the page bundles this file).
/** The driver page's languages: the app's two, and the Alpine routes' (German, Italian, Hungarian, Czech). */
export const DRIVER_LANGUAGES = ['en', 'sl', 'de', 'it', 'hu', 'cs'] as const;
export type DriverLanguage = (typeof DRIVER_LANGUAGES)[number];

export function isDriverLanguage(value: unknown): value is DriverLanguage {
  return typeof value === 'string' && (DRIVER_LANGUAGES as readonly string[]).includes(value);
}

/** Language tags of an Accept-Language header, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first of the phone's languages (navigator.languages or Accept-Language order) the page speaks; English otherwise. */
export function chooseDriverLanguage(tags: readonly string[]): DriverLanguage {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isDriverLanguage(primary)) return primary;
  }
  return 'en';
}
