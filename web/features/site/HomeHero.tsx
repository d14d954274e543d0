// The home page's opening: who Stopover is for, the facts that matter (group sizes, lead times)
// and the ways in; no data needed, so it paints at once.
import { type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { ADMIN_HOME, USER_HOME } from '../../auth/guard.ts';
import { useSession } from '../../auth/useSession.ts';
import { HomeScene } from './HomeScene.tsx';
import './home.css';
import { LEAD_TIME_HOURS, MAX_GUESTS as GUESTS_MAX, MIN_GUESTS as GUESTS_MIN } from '../../../graph/domain/reservation-limits.ts';
import { Icon, icons } from './HomeIcons.tsx';

const text = defineMessages({
  forCoachesTitle: { id: 'public.home.forCoachesTitle' },
  forCoachesText: { id: 'public.home.forCoachesText' },
  forAgenciesTitle: { id: 'public.home.forAgenciesTitle' },
  forAgenciesText: { id: 'public.home.forAgenciesText' },
  forCompaniesTitle: { id: 'public.home.forCompaniesTitle' },
  forCompaniesText: { id: 'public.home.forCompaniesText' },
  forOrganisersTitle: { id: 'public.home.forOrganisersTitle' },
  forOrganisersText: { id: 'public.home.forOrganisersText' },
});

export function Actions(props: { where: 'hero' | 'band' }) {
  const session = useSession();
  const large = props.where === 'hero' ? ' btn--large' : '';
  if (session?.kind === 'user') {
    return (
      <div className="home-actions">
        <Link to={USER_HOME} className={`btn btn--primary${large}`}>
          <FormattedMessage id="public.home.dashboard" />
        </Link>
        <Link to="/user/orders/new" className={`btn ${props.where === 'band' ? 'btn--on-dark' : 'btn--ghost'}${large}`}>
          <FormattedMessage id="public.home.newReservation" />
        </Link>
      </div>
    );
  }
  if (session?.kind === 'admin') {
    return (
      <div className="home-actions">
        <Link to={ADMIN_HOME} className={`btn btn--primary${large}`}>
          <FormattedMessage id="public.home.staffHome" />
        </Link>
      </div>
    );
  }
  return (
    <div className="home-actions">
      <Link to="/register" className={`btn btn--primary${large}`}>
        <FormattedMessage id="public.home.register" />
      </Link>
      <Link to="/login" className={`btn ${props.where === 'band' ? 'btn--on-dark' : 'btn--ghost'}${large}`}>
        <FormattedMessage id="public.home.signIn" />
      </Link>
    </div>
  );
}

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__layout">
        <div className="home-hero__intro">
          <p className="home-hero__eyebrow">
            <FormattedMessage id="public.home.eyebrow" />
          </p>
          <h1 id="home-title" className="home-hero__title" tabIndex={-1} data-page-heading="">
            <FormattedMessage id="public.home.title" />
          </h1>
          <p className="home-hero__lead">
            <FormattedMessage id="public.home.lead" values={{ min: GUESTS_MIN, max: GUESTS_MAX }} />
          </p>
          <Actions where="hero" />
        </div>
        <div className="home-hero__art">
          <HomeScene />
        </div>
      </div>
      <ul className="home-facts">
        <li>
          <Icon>{icons.guests}</Icon>
          <FormattedMessage id="public.home.factGuests" values={{ min: GUESTS_MIN, max: GUESTS_MAX }} />
        </li>
        <li>
          <Icon>{icons.cup}</Icon>
          <FormattedMessage id="public.home.factShort" values={{ hours: LEAD_TIME_HOURS.SHORT_STOP }} />
        </li>
        <li>
          <Icon>{icons.plate}</Icon>
          <FormattedMessage id="public.home.factLong" values={{ hours: LEAD_TIME_HOURS.LONG_STOP }} />
        </li>
        <li>
          <Icon>{icons.check}</Icon>
          <FormattedMessage id="public.home.factApproval" values={{ hours: 12 }} />
        </li>
      </ul>
    </section>
  );
}

export function Audiences(props: { intro: ReactNode }) {
  const cards: Array<{ icon: ReactNode; title: MessageDescriptor; text: MessageDescriptor }> = [
    { icon: icons.coach, title: text.forCoachesTitle, text: text.forCoachesText },
    { icon: icons.agency, title: text.forAgenciesTitle, text: text.forAgenciesText },
    { icon: icons.company, title: text.forCompaniesTitle, text: text.forCompaniesText },
    { icon: icons.group, title: text.forOrganisersTitle, text: text.forOrganisersText },
  ];
  const intl = useIntl();
  return (
    <section className="home-section" aria-labelledby="home-who">
      <div className="home-section__inner">
        <header className="home-section__header">
          <h2 id="home-who" className="home-section__title">
            <FormattedMessage id="public.home.whoTitle" />
          </h2>
          <p className="home-section__lead">
            <FormattedMessage id="public.home.whoLead" values={{ min: GUESTS_MIN, max: GUESTS_MAX }} />
          </p>
          {props.intro}
        </header>
        <ul className="home-audiences">
          {cards.map((card) => (
            <li key={card.title.id} className="home-audience">
              <Icon className="home-audience__icon">{card.icon}</Icon>
              <h3 className="home-audience__title">{intl.formatMessage(card.title)}</h3>
              <p className="home-audience__text">{intl.formatMessage(card.text, { min: GUESTS_MIN, max: GUESTS_MAX })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The manager's own words for the home page (`home.intro`), when there are any. */
export function Intro(props: { text: string | null | undefined }) {
  const text = props.text?.trim();
  if (!text) return null;
  return (
    <div className="home-intro">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
