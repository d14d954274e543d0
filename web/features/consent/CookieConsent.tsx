// The cookie consent (docs/product.md § Cookie consent), mounted once by the footer (so on every page):
//  - with no choice stored, the dialog appears 1000 ms after the page's load event;
//  - "Cookie settings" in the footer opens it again, to change or withdraw the choice;
//  - the choice drives analytics: accepted → the measurement id is asked for and gtag.js loaded;
//    necessary only (or withdrawn, or undecided) → tracking off and the `_ga*` cookies deleted.
// The dialog itself (and its CSS) is a separate chunk, fetched after the page has painted while the
// visitor is undecided, or when opened.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { analyticsCookieNames } from '../../lib/analyticsCookies.ts';
import { inBackground } from '../../lib/background.ts';
import { CONSENT_DIALOG_DELAY_MS, consentStore, type Consent } from '../../lib/analyticsConsent.ts';
import { consentUi, loadEventEnd, untilDialog } from './consentUi.ts';
import type { CookieConsentAnalyticsQuery } from './__generated__/CookieConsentAnalyticsQuery.graphql';
import './settings-link.css';

const analyticsQuery = graphql`
  query CookieConsentAnalyticsQuery {
    site {
      analyticsId
    }
  }
`;

const loadBanner = () => import('./ConsentBanner.tsx');
type Banner = Awaited<ReturnType<typeof loadBanner>>['default'];

/** How long the largest paint must stay unchanged before the page counts as painted. */
const PAINT_QUIET_MS = 200;

/**
 * Runs `work` once the page has painted: its largest paint so far (one before this call counts) has
 * stood for PAINT_QUIET_MS, a frame later. React paints the first page in slices, so the first paint
 * reported is often not the largest. At `latestMs` it runs regardless: the browser reports no paints,
 * or the page keeps painting. Returns a cancel.
 */
function afterPaintSettles(work: () => void, latestMs: number): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    requestAnimationFrame(() => setTimeout(work, 0));
  };
  const cancel = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
  };
  const latest = setTimeout(run, latestMs);
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(run, PAINT_QUIET_MS);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  return cancel;
}

export function useConsent(): Consent | null {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null);
}

export function useConsentUi() {
  return useSyncExternalStore(consentUi.subscribe, consentUi.get, consentUi.get);
}

/** Turns analytics on or off whenever the choice changes (here or in another tab). */
function useAnalytics(analytics: boolean) {
  const environment = useRelayEnvironment();
  const knownId = useRef<string | null>(null);
  useEffect(() => {
    if (!analytics) {
      // The loader is fetched only when there is something to turn off: tracking started on this
      // page, or cookies left from an earlier visit. A first visit does not download it.
      if (knownId.current !== null || analyticsCookieNames(document.cookie).length) {
        const id = knownId.current;
        inBackground(import('../../lib/analytics.ts').then((m) => m.disableAnalytics(id)), 'turning analytics off');
      }
      return;
    }
    let cancelled = false;
    fetchQuery<CookieConsentAnalyticsQuery>(environment, analyticsQuery, {}, { fetchPolicy: 'store-or-network' })
      .toPromise()
      .then((data) => {
        const id = data?.site.analyticsId ?? null;
        // null: this installation has no analytics — nothing is loaded, ever.
        if (cancelled || !id) return;
        knownId.current = id;
        return import('../../lib/analytics.ts').then((m) => {
          if (!cancelled) m.enableAnalytics(id);
        });
      })
      .catch(() => {
        // Without the id there is nothing to load; the choice stays stored for the next visit.
      });
    return () => {
      cancelled = true;
    };
  }, [analytics, environment]);
}

export function CookieConsent() {
  const consent = useConsent();
  const ui = useConsentUi();
  const undecided = consent === null;
  useAnalytics(consent?.analytics ?? false);

  // The dialog's code: fetched once the page has painted (its largest paint has settled), by the time
  // the dialog is due at the latest, or at once when opened from "Cookie settings"; rendered directly,
  // without a Suspense boundary, whose reveal React holds back by up to 300 ms. Not at mount: the
  // page's own first paint comes first.
  const [Banner, setBanner] = useState<Banner | null>(null);
  const fetchBanner = useCallback(() => {
    inBackground(
      loadBanner().then((module) => setBanner(() => module.default)),
      'loading the cookie dialog',
    );
  }, []);
  useEffect(() => {
    if (ui.open && !Banner) fetchBanner();
  }, [ui.open, Banner, fetchBanner]);

  useEffect(() => {
    if (!undecided) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelFetch: (() => void) | undefined;
    const start = () => {
      const wait = untilDialog(loadEventEnd(), performance.now(), CONSENT_DIALOG_DELAY_MS) ?? CONSENT_DIALOG_DELAY_MS;
      cancelFetch = afterPaintSettles(fetchBanner, wait);
      timer = setTimeout(() => consentUi.showAuto(), wait);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelFetch?.();
      clearTimeout(timer);
    };
  }, [undecided, fetchBanner]);

  if (!ui.open || !Banner) return null;
  // Opened again from "Cookie settings" while showing: start afresh, with the focus inside.
  return <Banner key={ui.reason} consent={consent} reason={ui.reason} />;
}

/** The footer's "Cookie settings": opens the dialog with the current choice, to change or withdraw it. */
export function CookieSettingsButton() {
  const open = (event: MouseEvent<HTMLButtonElement>) => consentUi.showSettings(event.currentTarget);
  return (
    <button type="button" className="cookie-settings-link" aria-haspopup="dialog" onClick={open}>
      <FormattedMessage id="public.consent.settingsLink" />
    </button>
  );
}
