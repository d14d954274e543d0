import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from './session.ts';
import { createSessionStore, SESSION_STORAGE_KEY } from './sessionStore.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const user: SessionSummary = {
  kind: 'user',
  user: {
    firstName: 'Ana',
    lastName: null,
    username: 'alpetour',
    email: 'ana@example.com',
    verified: true,
    blocked: false,
    approved: false,
    clientName: 'Alpetour',
    preferredLanguage: 'sl',
    role: 'OWNER',
  },
};
const admin: SessionSummary = { kind: 'admin', admin: { name: 'staff', firstName: null, lastName: null, isManager: true } };

describe('session store', () => {
  it('keeps the summary in storage and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.set(user);
    expect(store.get()).toEqual(user);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(listener).toHaveBeenCalledTimes(1);
    // The same summary again is not a change.
    store.set(structuredClone(user));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never stores anything but the summary it is given', () => {
    const storage = memoryStorage();
    createSessionStore(storage).set(user);
    expect(storage.length).toBe(1);
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toMatch(/token/i);
  });

  it('clears only the realm asked for', () => {
    const store = createSessionStore(memoryStorage());
    store.set(admin);
    store.clear('user');
    expect(store.get()).toEqual(admin);
    store.clear('admin');
    expect(store.get()).toBeNull();
    store.set(user);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('returns a stable object between changes (for useSyncExternalStore)', () => {
    const store = createSessionStore(memoryStorage());
    store.set(user);
    expect(store.get()).toBe(store.get());
  });

  it('picks up changes made by another tab', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(admin));
    store.sync();
    expect(store.get()).toEqual(admin);
    expect(listener).toHaveBeenCalledTimes(1);
    store.sync();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores garbage and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{"kind":"root"}');
    expect(createSessionStore(storage).get()).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(createSessionStore(storage).get()).toBeNull();
    const detached = createSessionStore(null);
    detached.set(user);
    expect(detached.get()).toEqual(user);
  });
});
