// The local session summary (kept in local storage: docs/product.md § Sessions). Only what the
// auth-status endpoints return is stored — never a token (tokens are httpOnly cookies). Other tabs
// see changes through the `storage` event, so signing out in one tab updates the others.
import type { Realm, SessionSummary } from './session.ts';

export const SESSION_STORAGE_KEY = 'stopover.session';

type Listener = () => void;

export interface SessionStore {
  get(): SessionSummary | null;
  set(summary: SessionSummary): void;
  /** Clears the local session; with `realm`, only when the stored session belongs to it. */
  clear(realm?: Realm): void;
  subscribe(listener: Listener): () => void;
  /** Re-reads the storage (another tab changed it) and notifies subscribers when it changed. */
  sync(): void;
}

function isSummary(value: unknown): value is SessionSummary {
  if (!value || typeof value !== 'object') return false;
  const v = value as { kind?: unknown; user?: unknown; admin?: unknown };
  if (v.kind === 'user') return !!v.user && typeof v.user === 'object';
  if (v.kind === 'admin') return !!v.admin && typeof v.admin === 'object';
  return false;
}

export function createSessionStore(storage: Storage | null): SessionStore {
  const listeners = new Set<Listener>();
  let raw: string | null = null;
  let cached: SessionSummary | null = null;
  // Without usable storage (none, private mode, quota) the session lives in memory only.
  let memoryOnly = storage === null;

  function read(): SessionSummary | null {
    if (memoryOnly) return cached;
    let current: string | null = null;
    try {
      current = storage?.getItem(SESSION_STORAGE_KEY) ?? null;
    } catch {
      current = null;
    }
    if (current === raw) return cached;
    raw = current;
    try {
      const parsed: unknown = current ? JSON.parse(current) : null;
      cached = isSummary(parsed) ? parsed : null;
    } catch {
      cached = null;
    }
    return cached;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    get: read,
    set(summary) {
      const next = JSON.stringify(summary);
      if (next === raw) return;
      try {
        storage?.setItem(SESSION_STORAGE_KEY, next);
      } catch {
        // Private mode or full storage: the session still works, it just is not remembered.
        memoryOnly = true;
      }
      raw = next;
      cached = summary;
      emit();
    },
    clear(realm) {
      const current = read();
      if (!current) return;
      if (realm && current.kind !== realm) return;
      try {
        storage?.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // ignore
      }
      raw = null;
      cached = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync() {
      const before = cached;
      if (read() !== before) emit();
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

/** The app's session store. */
export const sessionStore = createSessionStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.sync();
  });
}
