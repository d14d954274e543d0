// A one-shot notice carried across a redirect: why a guard moved someone (blocked account,
// verification needed, session expired…). The page at `path` shows it until the person navigates
// elsewhere or dismisses it.
import type { GuardReason } from './guard.ts';

export type NoticeReason = GuardReason | 'sessionExpired';
export interface Notice {
  reason: NoticeReason;
  /** The path the notice is meant for. */
  path: string;
}

let current: Notice | null = null;
const listeners = new Set<() => void>();

export function setNotice(notice: Notice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

export function getNotice(): Notice | null {
  return current;
}

export function subscribeNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
