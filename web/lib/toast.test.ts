import { describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, createToastStore } from './toast.ts';

describe('toasts', () => {
  it('show, replace the same sentence, keep a few and dismiss', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show({ id: 'success.signedIn' });
    store.show({ id: 'success.signedIn' });
    expect(store.get()).toHaveLength(1);
    expect(store.get()[0]!.id).not.toBe(first);
    expect(store.get()[0]!.tone).toBe('success');
    for (const id of ['a', 'b', 'c', 'd']) store.show({ id }, { tone: 'info' });
    expect(store.get().map((t) => t.message.id)).toEqual(['b', 'c', 'd'].slice(-MAX_TOASTS));
    store.dismiss(store.get()[0]!.id);
    expect(store.get()).toHaveLength(2);
    const calls = listener.mock.calls.length;
    store.dismiss(9999);
    expect(listener.mock.calls.length).toBe(calls);
  });
});
