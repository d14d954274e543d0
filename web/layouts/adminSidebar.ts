// Whether the staff sidebar is open (SPEC §2: toggled by the burger, state persisted). Lives in the
// main bundle because the burger sits in the shared header; the sidebar itself is in the admin chunk.
import { useSyncExternalStore } from 'react';

const KEY = 'stopover.adminSidebar';
/** Below this width the sidebar overlays the page instead of sitting beside it. */
export const WIDE_SCREEN = '(min-width: 993px)';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored === 'open') return true;
    if (stored === 'closed') return false;
  } catch {
    // storage unavailable
  }
  return window.matchMedia(WIDE_SCREEN).matches;
}

let open = typeof window === 'undefined' ? true : read();

export function setSidebarOpen(value: boolean): void {
  if (value === open) return;
  open = value;
  try {
    window.localStorage.setItem(KEY, value ? 'open' : 'closed');
  } catch {
    // not remembered, still works
  }
  for (const listener of listeners) listener();
}

export function toggleSidebar(): void {
  setSidebarOpen(!open);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSidebarOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => true);
}

export const SIDEBAR_ID = 'admin-sidebar';
