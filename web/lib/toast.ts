// Short confirmations that outlive a navigation ("Signed in successfully" on the dashboard,
// "Profile deleted successfully" on the home page). Messages are descriptors, translated when shown,
// so a language switch translates them too. The shell's <Toaster> shows and dismisses them.
import type { MessageDescriptor } from 'react-intl';

export type ToastTone = 'success' | 'info';

export interface Toast {
  id: number;
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  tone: ToastTone;
}

export interface ToastStore {
  show(message: MessageDescriptor, options?: { tone?: ToastTone; values?: Record<string, string | number> }): number;
  dismiss(id: number): void;
  get(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/** At most this many at once: the oldest goes first. */
export const MAX_TOASTS = 3;

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(message, options = {}) {
      const id = nextId++;
      const toast: Toast = { id, message, tone: options.tone ?? 'success', ...(options.values ? { values: options.values } : {}) };
      // The same sentence twice in a row says nothing new: replace it.
      const rest = toasts.filter((t) => t.message.id !== message.id);
      toasts = [...rest, toast].slice(-MAX_TOASTS);
      emit();
      return id;
    },
    dismiss(id) {
      const next = toasts.filter((t) => t.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
    get: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toasts = createToastStore();
