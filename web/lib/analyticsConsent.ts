// The visitor's cookie choice (docs/product.md § Cookie consent): undecided, necessary only, or all
// (necessary + analytics). It is kept twice, as the product asks: in localStorage as `{ necessary:
// true, analytics, timestamp }` (the app's source of truth) and in the `cookie_consent` cookie (Max-Age
// 31536000, SameSite=Strict, Path=/, Secure on https), which the server can read too. A choice older
// than a year counts as no choice, so the visitor is asked again when the cookie would have expired.
// Pure functions plus a small store; web/features/consent/ shows it, web/lib/analytics.ts acts on it.

export const CONSENT_STORAGE_KEY = 'stopover.cookieConsent';
export const CONSENT_COOKIE = 'cookie_consent';
/** One year, in seconds (docs/product.md § Constants). */
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;
/** The dialog appears this long after the page loads when no choice is stored (docs/product.md § Cookie consent). */
export const CONSENT_DIALOG_DELAY_MS = 1000;

export interface Consent {
  necessary: true;
  analytics: boolean;
  /** When the choice was made (ISO 8601). */
  timestamp: string;
}

export function createConsent(analytics: boolean, now: Date = new Date()): Consent {
  return { necessary: true, analytics, timestamp: now.toISOString() };
}

/** Seconds the choice has left before it lapses (0: lapsed). */
export function remainingSeconds(consent: Consent, now: Date = new Date()): number {
  const age = (now.getTime() - Date.parse(consent.timestamp)) / 1000;
  return Math.max(0, Math.floor(CONSENT_MAX_AGE_SECONDS - age));
}

/** A stored choice, or null when there is none, it is malformed, lapsed or dated in the future. */
export function parseConsent(raw: string | null | undefined, now: Date = new Date()): Consent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.necessary !== true || typeof v.analytics !== 'boolean' || typeof v.timestamp !== 'string') return null;
  const at = Date.parse(v.timestamp);
  // A clock a little off is fine; a choice "made" tomorrow is not believable.
  if (Number.isNaN(at) || at > now.getTime() + 86_400_000) return null;
  const consent: Consent = { necessary: true, analytics: v.analytics, timestamp: new Date(at).toISOString() };
  return remainingSeconds(consent, now) > 0 ? consent : null;
}

/** The cookie's value: `all` (necessary and analytics) or `necessary`. */
export function consentCookieValue(consent: Pick<Consent, 'analytics'>): 'all' | 'necessary' {
  return consent.analytics ? 'all' : 'necessary';
}

/** The `document.cookie` assignment that mirrors a choice for the rest of its year. */
export function consentCookie(consent: Consent, secure: boolean, now: Date = new Date()): string {
  const maxAge = Math.min(CONSENT_MAX_AGE_SECONDS, remainingSeconds(consent, now));
  return `${CONSENT_COOKIE}=${consentCookieValue(consent)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The choice in the cookie alone (localStorage lost): only whether analytics were accepted. */
export function consentFromCookie(cookieHeader: string | null | undefined): boolean | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name !== CONSENT_COOKIE) continue;
    if (value === 'all') return true;
    if (value === 'necessary') return false;
  }
  return null;
}

// ————— the store —————

export interface ConsentStore {
  get(): Consent | null;
  /** Records a choice (both places) and tells subscribers. */
  choose(analytics: boolean): Consent;
  subscribe(listener: () => void): () => void;
  /** Re-reads the storage (another tab decided) and notifies subscribers when it changed. */
  sync(): void;
}

interface Environment {
  storage: Storage | null;
  /** Reads and writes `document.cookie`. */
  cookies: { get(): string; set(assignment: string): void };
  secure: boolean;
  now(): Date;
}

export function createConsentStore(env: Environment): ConsentStore {
  const listeners = new Set<() => void>();
  let memory: Consent | null = null;

  function readStorage(): string | null {
    try {
      return env.storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  function writeStorage(consent: Consent): void {
    try {
      env.storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
    } catch {
      // Private mode or a full quota: the cookie (and memory) still hold the choice.
    }
  }

  function load(): Consent | null {
    const now = env.now();
    const stored = parseConsent(readStorage(), now);
    if (stored) {
      // Cookies cleared but not site data: put the cookie back for the rest of the choice's year.
      if (consentFromCookie(env.cookies.get()) !== stored.analytics) env.cookies.set(consentCookie(stored, env.secure, now));
      return stored;
    }
    const fromCookie = consentFromCookie(env.cookies.get());
    if (fromCookie !== null) {
      // Site data cleared but not cookies: the cookie is younger than a year (its Max-Age), so the
      // choice stands; keep it in storage again (the cookie keeps its own expiry).
      const recovered = createConsent(fromCookie, now);
      writeStorage(recovered);
      return recovered;
    }
    return memory;
  }

  let current = load();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    get: () => current,
    choose(analytics) {
      const consent = createConsent(analytics, env.now());
      writeStorage(consent);
      env.cookies.set(consentCookie(consent, env.secure, env.now()));
      memory = consent;
      current = consent;
      emit();
      return consent;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync() {
      const next = load();
      if (next?.analytics !== current?.analytics || next?.timestamp !== current?.timestamp) {
        current = next;
        emit();
      }
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The app's store, on localStorage and document.cookie; other tabs' choices arrive by `storage` events. */
export const consentStore: ConsentStore =
  typeof window === 'undefined'
    ? createConsentStore({ storage: null, cookies: { get: () => '', set: () => {} }, secure: false, now: () => new Date() })
    : createConsentStore({
        storage: browserStorage(),
        cookies: {
          get: () => document.cookie,
          set: (assignment) => {
            document.cookie = assignment;
          },
        },
        secure: window.location.protocol === 'https:',
        now: () => new Date(),
      });

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) consentStore.sync();
  });
}
