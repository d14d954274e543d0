import { useSyncExternalStore } from 'react';
import type { SessionSummary } from './session.ts';
import { sessionStore } from './sessionStore.ts';
import { getNotice, subscribeNotice, type Notice } from './notices.ts';

/** The locally known session (updated by guards, sign-in and sign-out, and by other tabs). */
export function useSession(): SessionSummary | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(subscribeNotice, getNotice, () => null);
}

/**
 * How to address the person in the header. `managerTitle`, in the page's language, stands for a
 * manager who has not given a name (the first manager, created at start-up).
 */
export function displayName(session: SessionSummary, managerTitle?: string): string {
  if (session.kind === 'user') {
    const { user } = session;
    return user.clientName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  }
  const { admin } = session;
  return [admin.firstName, admin.lastName].filter(Boolean).join(' ') || (admin.isManager && managerTitle) || admin.name;
}

/** Letters for the avatar: the person's initials when known, else those of the display name. */
export function avatarInitials(session: SessionSummary): string {
  const person = session.kind === 'user' ? session.user : session.admin;
  const full = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return initials(full || displayName(session));
}

export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return letters || '?';
}
