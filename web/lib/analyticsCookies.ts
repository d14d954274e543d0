// Which cookies are Google Analytics': small enough for the first page, which only needs to know
// whether any are left to delete (lib/analytics.ts, loaded when there is, does the deleting).

/** Cookies Google Analytics sets: `_ga`, `_ga_<container>`, and the older `_gid` / `_gat*`. */
export function isAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_') || name === '_gid' || name.startsWith('_gat');
}

/** Names of the analytics cookies in a `document.cookie` string. */
export function analyticsCookieNames(cookieHeader: string): string[] {
  const names = new Set<string>();
  for (const part of cookieHeader.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name && isAnalyticsCookie(name)) names.add(name);
  }
  return [...names];
}

