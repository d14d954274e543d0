// Whether the cookie dialog is showing, and why: on its own ("auto", about 1000 ms after a load with
// no choice stored) or because the visitor asked for it ("settings", from the footer). Kept outside
// React so that the footer's button and the dialog, far apart in the tree, share it.

export type ConsentOpenReason = 'auto' | 'settings';

export interface ConsentUiState {
  open: boolean;
  reason: ConsentOpenReason;
  /** The visitor closed the dialog with Escape without choosing: not again until the next load. */
  dismissed: boolean;
  /** Where the focus goes back when the dialog closes (the footer's button, for "settings"). */
  returnFocus: HTMLElement | null;
}

type Listener = () => void;

export function createConsentUi() {
  let state: ConsentUiState = { open: false, reason: 'auto', dismissed: false, returnFocus: null };
  const listeners = new Set<Listener>();
  const set = (next: Partial<ConsentUiState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    get: (): ConsentUiState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The automatic appearance; does nothing once the visitor dismissed it or it is open. */
    showAuto(): void {
      if (state.open || state.dismissed) return;
      set({ open: true, reason: 'auto', returnFocus: null });
    },
    /** "Cookie settings": always opens, remembering what to focus afterwards. */
    showSettings(returnFocus: HTMLElement | null): void {
      set({ open: true, reason: 'settings', returnFocus });
    },
    /** After a choice. */
    close(): void {
      set({ open: false });
    },
    /** Escape without a choice: nothing is stored, analytics stay off, asked again next time. */
    dismiss(): void {
      set({ open: false, dismissed: true });
    },
  };
}

export type ConsentUi = ReturnType<typeof createConsentUi>;

export const consentUi: ConsentUi = createConsentUi();

/**
 * Milliseconds from now until the dialog is due: `delay` after the page's load event
 * (docs/product.md § Cookie consent), not after the footer that holds it happened to mount. `loadedAt`
 * is the load event's end on the performance clock, or null while the page is still loading (the caller
 * waits for 'load').
 */
export function untilDialog(loadedAt: number | null, now: number, delay: number): number | null {
  if (loadedAt === null) return null;
  return Math.max(0, loadedAt + delay - now);
}

/** When this page's load event ended, on the performance clock; null while it has not yet. */
export function loadEventEnd(): number | null {
  if (document.readyState !== 'complete') return null;
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  // Inside the load event's own handlers loadEventEnd is still 0: it is ending now.
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now();
}
