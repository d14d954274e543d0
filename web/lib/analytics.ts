// Google Analytics 4 (gtag.js), only with the visitor's consent (docs/product.md § Cookie consent).
// Nothing here runs until web/features/consent/ asks: the script is requested only after "accept all",
// and only when the server has a measurement id (`site.analyticsId`; null means no analytics at all).
// Declining or withdrawing turns tracking off (`window['ga-disable-<id>'] = true` and a consent mode
// update) and deletes the analytics cookies (`_ga`, `_ga_<id>`) on this host and its parent domains,
// where gtag.js puts them. The server's CSP allows Google's hosts only when ANALYTICS_ID is set.

import { analyticsCookieNames, isAnalyticsCookie } from './analyticsCookies.ts';

export { analyticsCookieNames, isAnalyticsCookie };

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';
/** Hosts analytics talks to (for tests and the cookie policy). */
export const ANALYTICS_HOSTS = ['googletagmanager.com', 'google-analytics.com', 'analytics.google.com'] as const;

/** A GA4 measurement id: `G-` and letters/digits. Anything else is never put in a URL. */
export function isMeasurementId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^G-[A-Z0-9]{4,20}$/.test(id);
}

export function gtagScriptUrl(id: string): string {
  return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * The Domain values a cookie of this page may have been set with: the host and every parent domain
 * with at least two labels (gtag.js uses the highest one the browser accepts). None for IP
 * addresses and single-label hosts such as localhost, whose cookies are host-only.
 */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return [];
  const labels = host.split('.');
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** The `document.cookie` assignments that delete `name` wherever gtag.js may have set it. */
export function cookieDeletions(name: string, hostname: string): string[] {
  const expire = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  return [expire, ...cookieDomains(hostname).map((domain) => `${expire}; Domain=${domain}`)];
}

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [flag: `ga-disable-${string}`]: boolean | undefined;
}

interface Dom {
  window: AnalyticsWindow;
  document: Pick<Document, 'cookie' | 'createElement' | 'head' | 'querySelector'>;
  hostname: string;
}

function browserDom(): Dom {
  return { window: window as unknown as AnalyticsWindow, document, hostname: window.location.hostname };
}

/** Measurement ids already configured, per window. */
const configured = new WeakMap<AnalyticsWindow, Set<string>>();

/** Deletes every analytics cookie visible to this page. Returns the names it found. */
export function removeAnalyticsCookies(dom: Dom = browserDom()): string[] {
  const names = analyticsCookieNames(dom.document.cookie);
  for (const name of names) for (const assignment of cookieDeletions(name, dom.hostname)) dom.document.cookie = assignment;
  return names;
}

/** Turns analytics on for `id`: consent mode granted, tracking allowed, gtag.js loaded once. */
export function enableAnalytics(id: string, dom: Dom = browserDom()): boolean {
  if (!isMeasurementId(id)) return false;
  const w = dom.window;
  w[`ga-disable-${id}`] = false;
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    const layer = w.dataLayer;
    // gtag.js reads the `arguments` objects themselves from the data layer, not arrays.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    // Advertising stays denied: Stopover uses analytics only.
    w.gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    w.gtag('js', new Date());
  }
  w.gtag('consent', 'update', { analytics_storage: 'granted' });
  const ids = configured.get(w) ?? new Set<string>();
  configured.set(w, ids);
  if (!ids.has(id)) {
    ids.add(id);
    w.gtag('config', id, { cookie_flags: 'SameSite=Lax' });
  }
  if (!dom.document.querySelector(`script[data-analytics="${id}"]`)) {
    const script = dom.document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(id);
    script.dataset.analytics = id;
    dom.document.head.append(script);
  }
  return true;
}

/** Turns analytics off (also when it never ran): no more hits, consent denied, cookies deleted. */
export function disableAnalytics(id: string | null, dom: Dom = browserDom()): string[] {
  const w = dom.window;
  if (isMeasurementId(id)) w[`ga-disable-${id}`] = true;
  w.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  return removeAnalyticsCookies(dom);
}
