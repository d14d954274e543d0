// Catalogs are downloaded per area and language, so that a visitor of the public pages loads the
// strings of the shell and the public site only (the client and staff areas add ~13 kB gzip).
// The base areas come with the first page; the others are loaded by the route loaders of the areas
// that need them (web/routes.tsx), before their pages render. catalogs.test.ts checks, by following
// the imports of each entry, that no code uses an id of an area its routes do not load.
import type { Language } from './language.ts';
import type { Messages } from './catalog.ts';

export const AREAS = ['core', 'public', 'account', 'reservations', 'orders', 'staff', 'team', 'notes', 'daysheet', 'tokens', 'audit', 'calendar', 'webhooks', 'conversation', 'meals', 'checkin', 'reconfirm', 'backups', 'invoices', 'billingterms', 'payments', 'arrivals', 'waitlist', 'members'] as const;
export type Area = (typeof AREAS)[number];

/** Loaded before the first render, whatever the page. */
export const BASE_AREAS: readonly Area[] = ['core', 'public'];
/** What each protected part of the app loads on top of the base areas. */
export const ROUTE_AREAS = {
  // Signing in, registering, verifying and resetting: their forms' labels, checks and captcha.
  account: ['account'],
  user: ['account', 'reservations', 'tokens', 'calendar', 'webhooks', 'conversation', 'meals', 'checkin', 'reconfirm', 'invoices', 'payments', 'waitlist', 'members'],
  // Staff screens reuse the reservation pickers and labels of the client area.
  adminis: ['account', 'staff', 'orders', 'reservations', 'team', 'notes', 'daysheet', 'tokens', 'audit', 'calendar', 'webhooks', 'conversation', 'meals', 'checkin', 'reconfirm', 'backups', 'invoices', 'billingterms', 'payments', 'arrivals', 'waitlist'],
  // Today's board (/board): staff's, or a screen on a restaurant token.
  board: ['arrivals'],
  // The invitee's set-password page, outside the staff area.
  staffInvitation: ['account', 'team'],
  // The invitation to an organisation's team (/invitation/{token}), outside the client area.
  memberInvitation: ['account', 'members'],
  // The reconfirmation link's page, outside the signed-in areas (it names stop types and guests).
  reconfirm: ['account', 'reconfirm', 'reservations'],
  // The waiting list offer's page, outside the signed-in areas (it names stop types and guests).
  waitingListOffer: ['account', 'waitlist', 'reservations'],
} as const satisfies Record<string, readonly Area[]>;

// One lazily loaded chunk per file (Vite turns each JSON into its own module).
const files = import.meta.glob<Messages>('./catalogs/*.json', { import: 'default' });

/** Waits between attempts at a catalog download that failed (the network gone for a moment). */
const RETRY_DELAYS_MS = [250, 750, 1500, 3000];

async function download(importer: () => Promise<Messages>): Promise<Messages> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await importer();
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

const loaded = new Map<string, Messages>();
const pending = new Map<string, Promise<void>>();
/** Areas the app has needed so far: a language switch loads all of them in the new language. */
const needed = new Set<Area>(BASE_AREAS);
const merged = new Map<Language, Messages>();
const listeners = new Set<() => void>();

function load(language: Language, area: Area): Promise<void> {
  const key = `${area}.${language}`;
  if (loaded.has(key)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    const importer = files[`./catalogs/${key}.json`];
    if (!importer) return Promise.reject(new Error(`no catalog ${key}`));
    promise = download(importer).then(
      (messages) => {
        loaded.set(key, messages);
        pending.delete(key);
        merged.delete(language);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Still failing after the retries: the next navigation tries again.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Loads `areas` (and the ones loaded before) in `language`; resolves when all are in place. */
export async function loadAreas(language: Language, areas: readonly Area[] = []): Promise<void> {
  for (const area of areas) needed.add(area);
  await Promise.all([...needed].map((area) => load(language, area)));
}

/** Every loaded message of `language`; the same object until another area arrives. */
export function loadedMessages(language: Language): Messages {
  let messages = merged.get(language);
  if (!messages) {
    messages = {};
    for (const area of AREAS) Object.assign(messages, loaded.get(`${area}.${language}`));
    merged.set(language, messages);
  }
  return messages;
}

export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let current: Language = 'en';
/** The language on screen, for route loaders that run outside React. */
export function activeLanguage(): Language {
  return current;
}
export function setActiveLanguage(language: Language): void {
  current = language;
}
