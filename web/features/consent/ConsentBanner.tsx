// The consent dialog itself (loaded when first shown). A non-modal banner: the page behind stays
// readable and usable — the links to the cookie and privacy policy open normally, and the page gets
// room at the bottom so that nothing hides behind the banner. Keyboard: the focus moves to the
// dialog's heading when it appears (unless the visitor is already busy in a form field), Tab walks
// through its links and buttons in reading order and then on to the page, and Escape never accepts
// anything: in the details it goes back, otherwise it closes the dialog without storing a choice
// (analytics stay off; the question comes back on the next visit).
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { COOKIES, type CookieCategory } from '../../content/cookies.ts';
import { longDate } from '../../content/dates.ts';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { consentStore, type Consent } from '../../lib/analyticsConsent.ts';
import { toasts } from '../../lib/toast.ts';
import { consentUi, type ConsentOpenReason } from './consentUi.ts';
import './consent.css';

const messages = defineMessages({
  saved: { id: 'public.consent.saved' },
});

/** Room for the banner at the bottom of the page, and for the back-to-top button above it. */
function useReservedSpace(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--consent-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    root.classList.add('consent-open');
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.classList.remove('consent-open');
      root.style.removeProperty('--consent-height');
    };
  }, [ref]);
}

/** Whether moving the focus into the dialog would interrupt the visitor (typing in a form, say). */
function focusIsIdle(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.matches('#main, #top, [data-page-heading]');
}

function CookieList(props: { category: CookieCategory }) {
  const { language } = useLanguage();
  return (
    <ul className="consent__cookies">
      {COOKIES.filter((c) => c.category === props.category).map((cookie) => (
        <li key={cookie.name} className="consent__cookie">
          <span className="consent__cookie-head">
            <code translate="no">{cookie.name}</code>
            <span className="consent__cookie-life">{cookie.lifetime[language]}</span>
          </span>
          <span className="consent__cookie-purpose">{cookie.purpose[language]}</span>
        </li>
      ))}
    </ul>
  );
}

function CookieIcon() {
  return (
    <svg className="consent__icon" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path
        d="M20 3.5a16.5 16.5 0 1 0 16.4 18.2 5 5 0 0 1-5.9-5.2 5 5 0 0 1-6.2-6.1A5 5 0 0 1 20 3.5z"
        style={{ fill: 'var(--color-accent)', stroke: 'var(--color-brand)' }}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="13" cy="17" r="2" style={{ fill: 'var(--color-brand)' }} />
      <circle cx="20.5" cy="24" r="2.3" style={{ fill: 'var(--color-brand)' }} />
      <circle cx="12.5" cy="26.5" r="1.5" style={{ fill: 'var(--color-brand)' }} />
      <circle cx="27" cy="28" r="1.6" style={{ fill: 'var(--color-brand)' }} />
    </svg>
  );
}

function policyLinks() {
  return {
    cookies: (chunks: ReactNode[]) => <Link to="/cookie-policy">{chunks}</Link>,
    privacy: (chunks: ReactNode[]) => <Link to="/privacy-policy">{chunks}</Link>,
  };
}

export default function ConsentBanner(props: { consent: Consent | null; reason: ConsentOpenReason }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { consent, reason } = props;
  const [view, setView] = useState<'summary' | 'details'>('summary');
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailsButtonRef = useRef<HTMLButtonElement>(null);
  const focusedView = useRef<'summary' | 'details' | null>(null);
  const titleId = useId();
  const textId = useId();
  const switchId = useId();
  useReservedSpace(rootRef);

  // Focus into the dialog when it appears; to the new heading when the view changes (and back to
  // "Cookie details" when returning from them).
  useEffect(() => {
    const previous = focusedView.current;
    if (previous === view) return;
    focusedView.current = view;
    if (previous === null) {
      if (reason === 'settings' || focusIsIdle()) headingRef.current?.focus({ preventScroll: true });
    } else if (view === 'details') {
      headingRef.current?.focus({ preventScroll: true });
    } else {
      detailsButtonRef.current?.focus({ preventScroll: true });
    }
  }, [view, reason]);

  /** Gives the focus back: to "Cookie settings" when that opened us, else to the page. */
  function restoreFocus() {
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
    const target = consentUi.get().returnFocus;
    if (target?.isConnected) target.focus();
    else if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  }

  function choose(choice: boolean) {
    const changed = reason === 'settings';
    consentStore.choose(choice);
    restoreFocus();
    consentUi.close();
    if (changed) toasts.show(messages.saved, { tone: 'info' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (view === 'details') {
      setView('summary');
      return;
    }
    restoreFocus();
    // Closing is not consenting: nothing is stored and analytics stay off.
    consentUi.dismiss();
  }

  const details = view === 'details';
  return (
    <div
      ref={rootRef}
      className={`consent${details ? ' consent--details' : ''}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
    >
      <div className="consent__scroll">
        <div className="consent__head">
          <CookieIcon />
          <h2 id={titleId} ref={headingRef} className="consent__title" tabIndex={-1}>
            {details ? <FormattedMessage id="public.consent.detailsTitle" /> : <FormattedMessage id="public.consent.title" />}
          </h2>
        </div>
        {details ? (
          <>
            <p id={textId} className="consent__text">
              <FormattedMessage id="public.consent.detailsText" values={policyLinks()} />
            </p>
            <section className="consent__category" aria-labelledby={`${switchId}-necessary`}>
              <div className="consent__category-head">
                <h3 id={`${switchId}-necessary`} className="consent__category-title">
                  <FormattedMessage id="public.consent.necessaryTitle" />
                </h3>
                <span className="consent__always">
                  <FormattedMessage id="public.consent.alwaysOn" />
                </span>
              </div>
              <p className="consent__category-text">
                <FormattedMessage id="public.consent.necessaryText" />
              </p>
              <CookieList category="necessary" />
            </section>
            <section className="consent__category" aria-labelledby={`${switchId}-analytics`}>
              <div className="consent__category-head">
                <h3 id={`${switchId}-analytics`} className="consent__category-title">
                  <FormattedMessage id="public.consent.analyticsTitle" />
                </h3>
                <label className="consent__switch" htmlFor={switchId}>
                  <input id={switchId} type="checkbox" role="switch" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
                  <span className="consent__switch-track" aria-hidden="true" />
                  <span className="consent__switch-label">
                    <FormattedMessage id="public.consent.analyticsSwitch" />
                  </span>
                </label>
              </div>
              <p className="consent__category-text">
                <FormattedMessage id="public.consent.analyticsText" />
              </p>
              <CookieList category="analytics" />
            </section>
          </>
        ) : (
          <>
            <p id={textId} className="consent__text">
              <FormattedMessage id="public.consent.text" />
            </p>
            <p className="consent__links">
              <FormattedMessage id="public.consent.links" values={policyLinks()} />
            </p>
            {consent && (
              <p className="consent__current">
                <FormattedMessage
                  id="public.consent.current"
                  values={{
                    choice: consent.analytics ? intl.formatMessage({ id: 'public.consent.choiceAll' }) : intl.formatMessage({ id: 'public.consent.choiceNecessary' }),
                    date: longDate(consent.timestamp, language),
                  }}
                />
              </p>
            )}
          </>
        )}
      </div>
      <div className="consent__actions">
        {details ? (
          <>
            <span className="consent__choices">
              <button type="button" className="btn consent__choice" onClick={() => choose(analytics)}>
                <FormattedMessage id="public.consent.save" />
              </button>
              <button type="button" className="btn consent__choice" onClick={() => choose(true)}>
                <FormattedMessage id="public.consent.acceptAll" />
              </button>
            </span>
            <button type="button" className="consent__more" onClick={() => setView('summary')}>
              <FormattedMessage id="public.consent.back" />
            </button>
          </>
        ) : (
          <>
            <span className="consent__choices">
              <button type="button" className="btn consent__choice" onClick={() => choose(false)}>
                <FormattedMessage id="public.consent.necessaryOnly" />
              </button>
              <button type="button" className="btn consent__choice" onClick={() => choose(true)}>
                <FormattedMessage id="public.consent.acceptAll" />
              </button>
            </span>
            <button ref={detailsButtonRef} type="button" className="consent__more" onClick={() => setView('details')}>
              <FormattedMessage id="public.consent.details" />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
