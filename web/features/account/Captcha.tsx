// The sign-in forms' captcha: the ALTCHA widget fed with a challenge from the `captchaChallenge`
// query (never a URL: there is no REST endpoint for it). The parent gets the payload (base64) once
// the widget is verified, and null whenever it is not. A challenge works once: after a failed
// sign-in the parent bumps `round` and a fresh challenge replaces it; an expired one is replaced here.
import type {} from 'altcha/types/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { ErrorText } from '../../components/forms/Field.tsx';
import type { Text } from '../../components/forms/messages.ts';
import { inBackground } from '../../lib/background.ts';
import type * as AltchaLibrary from './altcha.ts';
import type { CaptchaChallengeQuery } from './__generated__/CaptchaChallengeQuery.graphql';

const challengeQuery = graphql`
  query CaptchaChallengeQuery {
    captchaChallenge
  }
`;

type AltchaModule = typeof AltchaLibrary;
let library: Promise<AltchaModule> | null = null;
function loadLibrary() {
  library ??= import('./altcha.ts').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/**
 * Resolves when the visitor starts using the page (a focus, a tap, a key) or after `ms`. The
 * widget (26 kB) is only clicked after the fields are filled in: fetching it then keeps it out of
 * the way of the page's first render on a slow connection.
 */
let engaged: Promise<void> | null = null;
function pageEngaged(ms = 2500): Promise<void> {
  engaged ??= new Promise<void>((resolve) => {
    const events = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;
    const done = () => {
      clearTimeout(timer);
      for (const type of events) document.removeEventListener(type, done, true);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const type of events) document.addEventListener(type, done, { capture: true, passive: true });
  });
  return engaged;
}

function widgetStrings(intl: IntlShape): Record<string, string> {
  return {
    label: intl.formatMessage({ id: 'captcha.label' }),
    verify: intl.formatMessage({ id: 'captcha.verify' }),
    verifying: intl.formatMessage({ id: 'captcha.verifying' }),
    verified: intl.formatMessage({ id: 'captcha.verified' }),
    verificationRequired: intl.formatMessage({ id: 'captcha.required' }),
    waitAlert: intl.formatMessage({ id: 'captcha.wait' }),
    error: intl.formatMessage({ id: 'captcha.error' }),
    expired: intl.formatMessage({ id: 'captcha.expired' }),
    loading: intl.formatMessage({ id: 'captcha.loading' }),
    reload: intl.formatMessage({ id: 'captcha.reload' }),
  };
}

interface CaptchaProps {
  /** The id the form focuses when the captcha is the first problem. */
  id: string;
  /** Bump to throw the current challenge away and fetch a new one. */
  round: number;
  onChange(payload: string | null): void;
  error?: Text | null;
}

export function Captcha(props: CaptchaProps) {
  // Remounting is the reset: a fresh widget with a fresh challenge, no state carried over.
  const [renewals, setRenewals] = useState(0);
  return <CaptchaWidget key={`${props.round}:${renewals}`} {...props} onRenew={() => setRenewals((n) => n + 1)} />;
}

type Phase = { kind: 'loading' } | { kind: 'ready'; challenge: string } | { kind: 'failed' };

function CaptchaWidget(props: CaptchaProps & { onRenew(): void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const environment = useRelayEnvironment();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const widgetRef = useRef<HTMLElement>(null);
  const strings = useMemo(() => widgetStrings(intl), [intl]);
  const latest = useRef({ onChange: props.onChange, onRenew: props.onRenew, strings, language });
  useEffect(() => {
    latest.current = { onChange: props.onChange, onRenew: props.onRenew, strings, language };
  });
  const errorId = `${props.id}-error`;

  // The library and a challenge, in parallel, once the visitor is using the page.
  useEffect(() => {
    let cancelled = false;
    const ready = pageEngaged().then(() =>
      Promise.all([
        loadLibrary(),
        fetchQuery<CaptchaChallengeQuery>(environment, challengeQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
      ]),
    );
    ready.then(
      ([altcha, data]) => {
        if (cancelled) return;
        if (!data?.captchaChallenge) throw new Error('No captcha challenge');
        altcha.registerStrings(latest.current.language, latest.current.strings);
        setPhase({ kind: 'ready', challenge: data.captchaChallenge });
      },
      () => {
        if (!cancelled) setPhase({ kind: 'failed' });
      },
    );
    // A new widget has no payload yet.
    latest.current.onChange(null);
    return () => {
      cancelled = true;
    };
  }, [environment]);

  // Texts follow the language switch.
  useEffect(() => {
    if (phase.kind !== 'ready') return;
    inBackground(loadLibrary().then((altcha) => altcha.registerStrings(language, strings)), 'captcha texts');
  }, [phase.kind, language, strings]);

  // The widget's state → the parent's payload.
  useEffect(() => {
    const widget = widgetRef.current;
    if (phase.kind !== 'ready' || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      latest.current.onChange(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    const onExpired = () => latest.current.onRenew();
    widget.addEventListener('statechange', onState);
    widget.addEventListener('expired', onExpired);
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('expired', onExpired);
    };
  }, [phase.kind]);

  // The widget's own checkbox carries the error for assistive technology.
  useEffect(() => {
    const checkbox = widgetRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!checkbox) return;
    if (props.error) {
      checkbox.setAttribute('aria-describedby', errorId);
      checkbox.setAttribute('aria-invalid', 'true');
    } else {
      checkbox.removeAttribute('aria-describedby');
      checkbox.removeAttribute('aria-invalid');
    }
  }, [props.error, errorId, phase.kind]);

  return (
    <div className={`field captcha${props.error ? ' field--invalid' : ''}`}>
      <div id={props.id} className="captcha__box" tabIndex={-1} data-phase={phase.kind}>
        {phase.kind === 'loading' && (
          <p className="captcha__placeholder" role="status">
            <span className="spinner spinner--small" aria-hidden="true" />
            <FormattedMessage id="captcha.loadingWidget" />
          </p>
        )}
        {phase.kind === 'failed' && (
          <div className="captcha__placeholder captcha__placeholder--failed" role="alert">
            <span>
              <FormattedMessage id="captcha.loadFailed" />
            </span>
            <button type="button" className="btn btn--ghost btn--small" onClick={props.onRenew}>
              <FormattedMessage id="captcha.retry" />
            </button>
          </div>
        )}
        {phase.kind === 'ready' && (
          <altcha-widget
            ref={widgetRef}
            challenge={phase.challenge}
            language={language}
            name="captcha"
            type="checkbox"
            auto="off"
            configuration={JSON.stringify({ hideFooter: true, hideLogo: false, humanInteractionSignature: false })}
          />
        )}
      </div>
      {props.error && <ErrorText id={errorId} text={props.error} />}
    </div>
  );
}
