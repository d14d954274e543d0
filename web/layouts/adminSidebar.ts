// Whether the staff sidebar is open (docs/product.md § Staff area: toggled by the burger, state
// remembered). Lives in the main bundle because the burger sits in the shared header; the sidebar
// itself is in the admin chunk.
//
// Two states, one per kind of screen: beside the page on a wide screen (the person's choice, kept
// in localStorage, open by default) and over the page on a narrow one (closed until the burger
// opens it, closed again on every crossing of the breakpoint). Narrowing the window and widening it
// again therefore brings back the sidebar as it was, without a reload.
import { useSyncExternalStore } from 'react';

const KEY = 'stopover.adminSidebar';
/** Below this width the sidebar overlays the page instead of sitting beside it. */
export const WIDE_SCREEN = '(min-width: 993px)';

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function readWideChoice(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'closed';
  } catch {
    return true;
  }
}

const screen = typeof window === 'undefined' ? null : window.matchMedia(WIDE_SCREEN);
let wide = screen?.matches ?? true;
let wideOpen = typeof window === 'undefined' ? true : readWideChoice();
let narrowOpen = false;

screen?.addEventListener('change', (event) => {
  wide = event.matches;
  narrowOpen = false;
  emit();
});

const isOpen = () => (wide ? wideOpen : narrowOpen);

export function setSidebarOpen(value: boolean): void {
  if (value === isOpen()) return;
  if (wide) {
    wideOpen = value;
    try {
      window.localStorage.setItem(KEY, value ? 'open' : 'closed');
    } catch {
      // not remembered, still works
    }
  } else {
    narrowOpen = value;
  }
  emit();
}

export function toggleSidebar(): void {
  setSidebarOpen(!isOpen());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => true);
}

export const SIDEBAR_ID = 'admin-sidebar';
