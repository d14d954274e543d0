// @vitest-environment jsdom
// A live socket closed because the server ended the session (4403): the open page asks at once and,
// when the session is over, lands on the sign-in page naming the organisation; a session replaced on
// purpose (switching organisation) or one that still stands changes nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNotice, setNotice } from './notices.ts';
import { onSessionEndedByServer, setNavigator, whileSessionChanges } from './runtime.ts';
import { sessionStore } from './sessionStore.ts';

const member = {
  kind: 'user' as const,
  user: { firstName: 'Bruno', lastName: null, username: 'alpenblick', email: 'bruno@example.com', verified: true, blocked: false, approved: true, clientName: 'Alpenblick Reisen', preferredLanguage: 'en', role: 'BOOKER' as const },
};
const statusBody = { user: { username: 'alpenblick', email: 'bruno@example.com', organisation_name: 'Alpenblick Reisen', is_user_verified: 1, is_approved: 1, role: 'BOOKER' } };

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('a session the server ended', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setNavigator(navigate);
    sessionStore.set(member);
    setNotice(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    sessionStore.clear('user');
  });

  it('lands on the sign-in page saying which organisation it left', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('getAuthStatus') ? answer(404, { code: 'NO_SESSION' }) : answer(200))));
    await onSessionEndedByServer();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getNotice()).toEqual({ reason: 'membershipEnded', path: '/login', organisation: 'Alpenblick Reisen' });
    expect(sessionStore.get()).toBeNull();
  });

  it('stays when the session still stands (another session on the socket ended)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, statusBody)));
    await onSessionEndedByServer();
    expect(navigate).not.toHaveBeenCalled();
    expect(getNotice()).toBeNull();
  });

  it('ignores the close that a switch of organisation causes', async () => {
    const fetch = vi.fn(async () => answer(404));
    vi.stubGlobal('fetch', fetch);
    await whileSessionChanges(async () => {
      await onSessionEndedByServer();
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
