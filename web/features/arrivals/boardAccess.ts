// How the board is opened: by signed-in staff (their session's cookies), or on a screen nobody signs
// in to with a restaurant API token (READ_ALL_RESERVATIONS), given once as /board?token=… and kept
// in sessionStorage for the tab — out of the address bar, the history and the screen.
const KEY = 'stopover.boardToken';
/** What a token looks like (graph/domain/api-tokens.ts): bounded, so nothing odd is stored. */
const TOKEN = /^[A-Za-z0-9_.-]{16,200}$/;

export function rememberBoardToken(token: string): boolean {
  if (!TOKEN.test(token)) return false;
  try {
    window.sessionStorage.setItem(KEY, token);
    return true;
  } catch {
    return false;
  }
}

export function boardToken(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetBoardToken(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
