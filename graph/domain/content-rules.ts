// What the manager may edit on the site and in the operating settings, and the limits that keep
// it sensible (the manager's pages, docs/product.md § Staff area). Plain checks, returning field codes.

/** Site text keys the manager edits, each in both languages. Anything else is refused. */
export const SITE_TEXT_KEYS = [
  'company.name',
  'contact.address',
  'contact.country',
  'contact.email',
  'contact.phone',
  'contact.menuUrl',
  'social.facebook',
  'social.instagram',
  'footer.note',
  'home.intro',
  'guide.contact',
  'faq.reservations',
  'faq.management',
  'faq.profile',
] as const;

export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];

export function isSiteTextKey(key: string): key is SiteTextKey {
  return (SITE_TEXT_KEYS as readonly string[]).includes(key);
}

export const SITE_TEXT_MAX_LENGTH = 5000;
/** A menu item's name and description, in each language. */
export const MENU_NAME_MAX_LENGTH = 120;
export const MENU_DESCRIPTION_MAX_LENGTH = 500;
/** Why a day is closed (shown to staff next to the day). */
export const CLOSED_DAY_REASON_MAX_LENGTH = 200;

export type ContentFieldError = 'REQUIRED' | 'TOO_LONG' | 'OUT_OF_RANGE' | 'NOT_ON_GRID' | 'INVALID_URL' | 'INVALID_EMAIL' | 'UNKNOWN_KEY' | 'INVALID_HOURS' | 'UNKNOWN_RATE';

/** The site texts that may not be left empty (the contact details every page shows). */
export const REQUIRED_SITE_TEXT_KEYS: readonly SiteTextKey[] = ['company.name', 'contact.address', 'contact.country', 'contact.email', 'contact.phone'];

export function siteTextProblem(key: string, value: string): ContentFieldError | null {
  if (!isSiteTextKey(key)) return 'UNKNOWN_KEY';
  const trimmed = value.trim();
  if (trimmed.length > SITE_TEXT_MAX_LENGTH) return 'TOO_LONG';
  if (!trimmed) return REQUIRED_SITE_TEXT_KEYS.includes(key) ? 'REQUIRED' : null;
  if (key === 'contact.email' && !/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(trimmed)) return 'INVALID_EMAIL';
  if ((key.startsWith('social.') || key === 'contact.menuUrl') && !/^(https:\/\/|\/)[^\s]*$/.test(trimmed)) return 'INVALID_URL';
  return null;
}

/** The highest price in cents: a thousand euros per guest or item. */
export const PRICE_MAX_CENTS = 100_000;

/** A price in cents: zero (free) up to PRICE_MAX_CENTS. */
export function priceProblem(cents: number): ContentFieldError | null {
  return Number.isInteger(cents) && cents >= 0 && cents <= PRICE_MAX_CENTS ? null : 'OUT_OF_RANGE';
}

/**
 * A menu item's place, when given explicitly. Bounded so that "after the last one" (the largest
 * position + 1) always stays a valid integer; reorderMenu numbers items 1…n.
 */
export function menuPositionProblem(position: number): ContentFieldError | null {
  return Number.isInteger(position) && position >= 0 && position <= 100_000 ? null : 'OUT_OF_RANGE';
}

/** The most items one stop type's menu holds (saveMenuItem refuses more; reorderMenu sends them all): far beyond a real menu. */
export const MENU_MAX_ITEMS = 200;

/**
 * A new order for a menu must name every item of it exactly once (hidden ones included): a list
 * made from an outdated screen — an item added or deleted meanwhile — is refused, not guessed at.
 */
export function isSameMenu(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length || new Set(proposed).size !== proposed.length) return false;
  const known = new Set(current);
  return proposed.every((id) => known.has(id));
}

export function menuNameProblem(name: string): ContentFieldError | null {
  const trimmed = name.trim();
  if (!trimmed) return 'REQUIRED';
  return trimmed.length > MENU_NAME_MAX_LENGTH ? 'TOO_LONG' : null;
}

/** A dish's description is optional; only its length is bounded. */
export function menuDescriptionProblem(description: string | null | undefined): ContentFieldError | null {
  return (description?.trim().length ?? 0) > MENU_DESCRIPTION_MAX_LENGTH ? 'TOO_LONG' : null;
}

export interface OperatingSettings {
  seatCapacity: number;
  longStopMinutes: number;
  shortStopMinutes: number;
  slotMinutes: number;
}

export const SLOT_CHOICES = [5, 10, 15, 20, 30, 60] as const;

/** The range of each setting. At least one full group of the largest size must fit, or long stops could never be booked. */
export const SETTINGS_LIMITS: Readonly<Record<Exclude<keyof OperatingSettings, 'slotMinutes'>, { min: number; max: number }>> = {
  seatCapacity: { min: 100, max: 5000 },
  shortStopMinutes: { min: 10, max: 180 },
  longStopMinutes: { min: 30, max: 360 },
};

export function settingsProblems(settings: OperatingSettings): Partial<Record<keyof OperatingSettings, ContentFieldError>> {
  const problems: Partial<Record<keyof OperatingSettings, ContentFieldError>> = {};
  const within = (value: number, { min, max }: { min: number; max: number }) => Number.isInteger(value) && value >= min && value <= max;
  if (!within(settings.seatCapacity, SETTINGS_LIMITS.seatCapacity)) problems.seatCapacity = 'OUT_OF_RANGE';
  if (!within(settings.longStopMinutes, SETTINGS_LIMITS.longStopMinutes)) problems.longStopMinutes = 'OUT_OF_RANGE';
  if (!within(settings.shortStopMinutes, SETTINGS_LIMITS.shortStopMinutes)) problems.shortStopMinutes = 'OUT_OF_RANGE';
  if (!(SLOT_CHOICES as readonly number[]).includes(settings.slotMinutes)) problems.slotMinutes = 'NOT_ON_GRID';
  if (!problems.longStopMinutes && !problems.slotMinutes && settings.longStopMinutes % settings.slotMinutes !== 0) problems.longStopMinutes = 'NOT_ON_GRID';
  if (!problems.shortStopMinutes && !problems.slotMinutes && settings.shortStopMinutes % settings.slotMinutes !== 0) problems.shortStopMinutes = 'NOT_ON_GRID';
  return problems;
}

export interface DayHours {
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  closed: boolean;
  opensMinute: number;
  closesMinute: number;
}

export function openingHoursProblem(day: DayHours): ContentFieldError | null {
  if (!Number.isInteger(day.weekday) || day.weekday < 1 || day.weekday > 7) return 'OUT_OF_RANGE';
  if (day.closed) return null;
  const valid = (m: number) => Number.isInteger(m) && m >= 0 && m <= 24 * 60;
  if (!valid(day.opensMinute) || !valid(day.closesMinute) || day.opensMinute >= day.closesMinute) return 'INVALID_HOURS';
  return null;
}
