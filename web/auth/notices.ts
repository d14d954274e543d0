// A one-shot notice carried across a redirect: why a guard moved someone (blocked account,
// verification needed, session expired…). The page at `path` shows it until the person navigates
// elsewhere or dismisses it.
import type { GuardReason } from './guard.ts';

/**
 * `sessionEnded`: the server ended the session while a page was open (signed out elsewhere, access
 * removed); `membershipEnded`: the person is no longer a member of the organisation (`organisation`).
 */
export type NoticeReason = GuardReason | 'sessionExpired' | 'sessionEnded' | 'membershipEnded';
export interface Notice {
  reason: NoticeReason;
  /** The path the notice is meant for. */
  path: string;
  /** The organisation a `membershipEnded` notice names. */
  organisation?: string;
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
