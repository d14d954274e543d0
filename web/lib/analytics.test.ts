import { describe, expect, it } from 'vitest';
import {
  analyticsCookieNames,
  cookieDeletions,
  cookieDomains,
  disableAnalytics,
  enableAnalytics,
  gtagScriptUrl,
  isAnalyticsCookie,
  isMeasurementId,
} from './analytics.ts';
import {
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_STORAGE_KEY,
  consentCookie,
  consentFromCookie,
  createConsent,
  createConsentStore,
  parseConsent,
} from './analyticsConsent.ts';

const NOW = new Date('2026-03-01T10:00:00Z');

describe('the consent record', () => {
  it('has the shape docs/product.md § Cookie consent gives: necessary always true, analytics, timestamp', () => {
    expect(createConsent(true, NOW)).toEqual({ necessary: true, analytics: true, timestamp: '2026-03-01T10:00:00.000Z' });
    expect(parseConsent(JSON.stringify(createConsent(false, NOW)), NOW)).toEqual({ necessary: true, analytics: false, timestamp: NOW.toISOString() });
  });

  it('refuses malformed, lapsed and future records', () => {
    expect(parseConsent(null, NOW)).toBeNull();
    expect(parseConsent('not json', NOW)).toBeNull();
    expect(parseConsent(JSON.stringify({ necessary: false, analytics: true, timestamp: NOW.toISOString() }), NOW)).toBeNull();
    expect(parseConsent(JSON.stringify({ necessary: true, analytics: 'yes', timestamp: NOW.toISOString() }), NOW)).toBeNull();
    expect(parseConsent(JSON.stringify({ necessary: true, analytics: true, timestamp: 'yesterday' }), NOW)).toBeNull();
    const yearAgo = new Date(NOW.getTime() - (CONSENT_MAX_AGE_SECONDS + 1) * 1000);
    expect(parseConsent(JSON.stringify(createConsent(true, yearAgo)), NOW)).toBeNull();
    const nextWeek = new Date(NOW.getTime() + 7 * 86_400_000);
    expect(parseConsent(JSON.stringify(createConsent(true, nextWeek)), NOW)).toBeNull();
  });

  it('is mirrored in a year-long, strict, secure-on-https cookie', () => {
    expect(consentCookie(createConsent(true, NOW), true, NOW)).toBe('cookie_consent=all; Max-Age=31536000; Path=/; SameSite=Strict; Secure');
    expect(consentCookie(createConsent(false, NOW), false, NOW)).toBe('cookie_consent=necessary; Max-Age=31536000; Path=/; SameSite=Strict');
    const later = new Date(NOW.getTime() + 1000 * 1000);
    expect(consentCookie(createConsent(false, NOW), false, later)).toContain('Max-Age=31535000;');
    expect(consentFromCookie('a=1; cookie_consent=all')).toBe(true);
    expect(consentFromCookie('cookie_consent=necessary')).toBe(false);
    expect(consentFromCookie('cookie_consent=maybe; b=2')).toBeNull();
    expect(consentFromCookie('')).toBeNull();
  });
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

function fakeCookies() {
  const jar = new Map<string, string>();
  const assignments: string[] = [];
  return {
    assignments,
    get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    set(assignment: string) {
      assignments.push(assignment);
      const [pair, ...attributes] = assignment.split(';').map((s) => s.trim());
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.some((a) => a === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('the consent store', () => {
  it('starts undecided, then keeps the choice in localStorage and the cookie', () => {
    const storage = memoryStorage();
    const cookies = fakeCookies();
    const store = createConsentStore({ storage, cookies, secure: true, now: () => NOW });
    expect(store.get()).toBeNull();
    let notified = 0;
    store.subscribe(() => notified++);
    store.choose(false);
    expect(notified).toBe(1);
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({ necessary: true, analytics: false, timestamp: NOW.toISOString() });
    expect(cookies.assignments.at(-1)).toBe('cookie_consent=necessary; Max-Age=31536000; Path=/; SameSite=Strict; Secure');
    store.choose(true);
    expect(store.get()?.analytics).toBe(true);
    expect(cookies.get()).toBe('cookie_consent=all');
  });

  it('recovers a choice from either place and hears about other tabs', () => {
    const storage = memoryStorage();
    const cookies = fakeCookies();
    cookies.set('cookie_consent=all; Max-Age=100');
    const store = createConsentStore({ storage, cookies, secure: false, now: () => NOW });
    expect(store.get()?.analytics).toBe(true);
    expect(parseConsent(storage.getItem(CONSENT_STORAGE_KEY), NOW)?.analytics).toBe(true);

    const other = createConsentStore({ storage: memoryStorage(), cookies: fakeCookies(), secure: false, now: () => NOW });
    expect(other.get()).toBeNull();

    // Another tab withdraws consent.
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(createConsent(false, new Date(NOW.getTime() + 1000))));
    let notified = 0;
    store.subscribe(() => notified++);
    store.sync();
    expect(notified).toBe(1);
    expect(store.get()?.analytics).toBe(false);
    // The cookie follows the stored choice.
    expect(cookies.get()).toBe('cookie_consent=necessary');
  });
});

describe('analytics', () => {
  it('accepts only GA4 measurement ids', () => {
    expect(isMeasurementId('G-TEST123')).toBe(true);
    expect(isMeasurementId('UA-1234-1')).toBe(false);
    expect(isMeasurementId('G-x"><script>')).toBe(false);
    expect(isMeasurementId(null)).toBe(false);
    expect(gtagScriptUrl('G-TEST123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  });

  it('knows the analytics cookies and where they may live', () => {
    expect(['_ga', '_ga_TEST123', '_gid', '_gat_gtag_G_X'].every(isAnalyticsCookie)).toBe(true);
    expect(['_gaz', 'cookie_consent', 'preferred_language', 'ga'].some(isAnalyticsCookie)).toBe(false);
    expect(analyticsCookieNames('_ga=GA1.1.1; preferred_language=sl; _ga_TEST123=GS1; _ga=dup')).toEqual(['_ga', '_ga_TEST123']);
    expect(cookieDomains('www.stopover.si')).toEqual(['www.stopover.si', 'stopover.si']);
    expect(cookieDomains('stopover.si')).toEqual(['stopover.si']);
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
    expect(cookieDeletions('_ga', 'www.stopover.si')).toEqual([
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=www.stopover.si',
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=stopover.si',
    ]);
  });

  function fakeDom(cookie = '') {
    const appended: Array<{ src: string; async: boolean; dataset: Record<string, string> }> = [];
    const assignments: string[] = [];
    let jar = cookie;
    const dom = {
      window: {} as Record<string, unknown>,
      hostname: 'www.stopover.si',
      document: {
        get cookie() {
          return jar;
        },
        set cookie(value: string) {
          assignments.push(value);
          if (value.includes('Max-Age=0')) {
            const name = value.split('=')[0]!;
            jar = jar
              .split(';')
              .map((s) => s.trim())
              .filter((s) => s && !s.startsWith(`${name}=`))
              .join('; ');
          }
        },
        createElement: () => ({ src: '', async: false, dataset: {} as Record<string, string> }),
        head: { append: (el: (typeof appended)[number]) => appended.push(el) },
        querySelector: (selector: string) => appended.find((el) => selector.includes(`"${el.dataset.analytics}"`)) ?? null,
      },
    };
    return { dom, appended, assignments };
  }

  it('loads gtag.js once, with consent mode granted for analytics only', () => {
    const { dom, appended } = fakeDom();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    expect(enableAnalytics('G-TEST123', dom as any)).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    enableAnalytics('G-TEST123', dom as any);
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(appended[0]!.async).toBe(true);
    expect(dom.window['ga-disable-G-TEST123']).toBe(false);
    const layer = (dom.window.dataLayer as IArguments[]).map((args) => [...args]);
    expect(layer[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(layer.filter((c) => c[0] === 'config')).toHaveLength(1);
    expect(layer.filter((c) => c[0] === 'consent' && c[1] === 'update').every((c) => (c[2] as { analytics_storage: string }).analytics_storage === 'granted')).toBe(true);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    expect(enableAnalytics('not-an-id', dom as any)).toBe(false);
  });

  it('switches tracking off and deletes the cookies on withdrawal', () => {
    const { dom, assignments } = fakeDom('_ga=GA1.1.5; cookie_consent=all; _ga_TEST123=GS1.1');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    enableAnalytics('G-TEST123', dom as any);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    expect(disableAnalytics('G-TEST123', dom as any)).toEqual(['_ga', '_ga_TEST123']);
    expect(dom.window['ga-disable-G-TEST123']).toBe(true);
    expect(dom.document.cookie).toBe('cookie_consent=all');
    expect(assignments.filter((a) => a.includes('Domain=stopover.si'))).toHaveLength(2);
    const last = [...(dom.window.dataLayer as IArguments[])].at(-1)!;
    expect([...last]).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});
