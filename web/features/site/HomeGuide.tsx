// The step-by-step guide on the home page; it can be hidden, and the choice is remembered in
// localStorage.
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../auth/useSession.ts';
import './home.css';
import { MAX_GUESTS as GUESTS_MAX, MIN_GUESTS as GUESTS_MIN } from '../../../graph/domain/reservation-limits.ts';

// ————— the guide's visibility —————

const GUIDE_KEY = 'stopover.homeGuide';

function readGuideShown(): boolean {
  try {
    return window.localStorage.getItem(GUIDE_KEY) !== 'hidden';
  } catch {
    return true;
  }
}

function storeGuideShown(shown: boolean): void {
  try {
    window.localStorage.setItem(GUIDE_KEY, shown ? 'shown' : 'hidden');
  } catch {
    // Private mode: remembered for this page only.
  }
}

const text = defineMessages({
  step1Title: { id: 'public.home.step1Title' },
  step1Text: { id: 'public.home.step1Text' },
  step1Link: { id: 'public.home.step1Link' },
  step2Title: { id: 'public.home.step2Title' },
  step2Text: { id: 'public.home.step2Text' },
  step3Title: { id: 'public.home.step3Title' },
  step3Text: { id: 'public.home.step3Text' },
  step3Link: { id: 'public.home.step3Link' },
  step4Title: { id: 'public.home.step4Title' },
  step4Text: { id: 'public.home.step4Text' },
  step4Link: { id: 'public.home.step4Link' },
});

export function Guide() {
  const session = useSession();
  const [shown, setShown] = useState(readGuideShown);
  const toggle = () => {
    setShown(!shown);
    storeGuideShown(!shown);
  };
  const steps: Array<{ title: MessageDescriptor; text: MessageDescriptor; link: { to: string; label: MessageDescriptor } | null }> = [
    { title: text.step1Title, text: text.step1Text, link: session ? null : { to: '/register', label: text.step1Link } },
    { title: text.step2Title, text: text.step2Text, link: null },
    { title: text.step3Title, text: text.step3Text, link: session ? null : { to: '/login', label: text.step3Link } },
    { title: text.step4Title, text: text.step4Text, link: session?.kind === 'user' ? { to: '/user/orders/new', label: text.step4Link } : null },
  ];
  const intl = useIntl();
  return (
    <section className="home-section home-section--guide" aria-labelledby="home-guide-title">
      <div className="home-section__inner">
        <header className="home-guide__header">
          <div>
            <h2 id="home-guide-title" className="home-section__title">
              <FormattedMessage id="public.home.guideTitle" />
            </h2>
            <p className="home-section__lead">
              <FormattedMessage id="public.home.guideLead" />
            </p>
          </div>
          <button type="button" className="btn btn--ghost home-guide__toggle" aria-expanded={shown} aria-controls="home-guide-steps" onClick={toggle}>
            <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={`home-guide__chevron${shown ? ' is-open' : ''}`}>
              <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {shown ? <FormattedMessage id="public.home.guideHide" /> : <FormattedMessage id="public.home.guideShow" />}
          </button>
        </header>
        <ol id="home-guide-steps" className="home-steps" hidden={!shown}>
          {steps.map((step, i) => (
            <li key={step.title.id} className="home-step">
              <span className="home-step__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="home-step__title">{intl.formatMessage(step.title)}</h3>
              <p className="home-step__text">{intl.formatMessage(step.text, { hours: 12, min: GUESTS_MIN, max: GUESTS_MAX })}</p>
              {step.link && (
                <Link to={step.link.to} className="home-step__link">
                  {intl.formatMessage(step.link.label)}
                  <span aria-hidden="true"> →</span>
                </Link>
              )}
            </li>
          ))}
        </ol>
        {shown && (
          <p className="home-note">
            <FormattedMessage id="public.home.guideChanges" />
          </p>
        )}
      </div>
    </section>
  );
}
