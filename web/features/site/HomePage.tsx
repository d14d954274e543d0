// The home page (SPEC §1, §2): who Stopover is for, the two kinds of stop with today's prices and
// menus (edited by the manager, from the route's query), a step-by-step guide that can be hidden
// (the choice is remembered in localStorage) and the ways in: sign up / sign in, or the control
// panel when signed in. The hero needs no data, so it paints at once; the parts that do wait for
// the query behind their own Suspense boundary.
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_HOME, USER_HOME } from '../../auth/guard.ts';
import { guard } from '../../auth/runtime.ts';
import { useSession } from '../../auth/useSession.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { HomeScene } from './HomeScene.tsx';
import { groupOpeningHours, weekdayName } from './openingHours.ts';
import './home.css';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { formatCents } from '../../components/money.ts';
import { LEAD_TIME_HOURS, MAX_GUESTS as GUESTS_MAX, MIN_GUESTS as GUESTS_MIN } from '../../../graph/domain/reservation-rules.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';
import type { HomePage_offer$data, HomePage_offer$key } from './__generated__/HomePage_offer.graphql';
import type { HomePage_contact$key } from './__generated__/HomePage_contact.graphql';
import type { HomePage_hours$key } from './__generated__/HomePage_hours.graphql';
import type { HomePage_rules$key } from './__generated__/HomePage_rules.graphql';

const query = graphql`
  query HomePageQuery {
    site {
      intro: text(key: "home.intro")
      offers {
        type
        ...HomePage_offer
      }
      contact {
        ...HomePage_contact
      }
    }
    reservationRules {
      ...HomePage_rules
      ...HomePage_hours
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<HomePageQuery>('home', query, {}) };
}


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

// ————— pieces —————

const text = defineMessages({
  forCoachesTitle: { id: 'public.home.forCoachesTitle' },
  forCoachesText: { id: 'public.home.forCoachesText' },
  forAgenciesTitle: { id: 'public.home.forAgenciesTitle' },
  forAgenciesText: { id: 'public.home.forAgenciesText' },
  forCompaniesTitle: { id: 'public.home.forCompaniesTitle' },
  forCompaniesText: { id: 'public.home.forCompaniesText' },
  forOrganisersTitle: { id: 'public.home.forOrganisersTitle' },
  forOrganisersText: { id: 'public.home.forOrganisersText' },
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

function Icon(props: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={props.className ?? 'home-icon'}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {props.children}
    </svg>
  );
}

const icons = {
  coach: (
    <>
      <rect x="3" y="4" width="18" height="13" rx="2.5" />
      <path d="M3 11h18M8 4v7M13 4v7M6.5 20.5v-3.5M17.5 20.5v-3.5M6 14.5h1.5M16.5 14.5H18" />
    </>
  ),
  agency: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.3 3.6 5.2 3.6 8.5s-1.1 6.2-3.6 8.5c-2.5-2.3-3.6-5.2-3.6-8.5S9.5 5.8 12 3.5z" />
    </>
  ),
  company: (
    <>
      <rect x="3" y="7.5" width="18" height="12.5" rx="2" />
      <path d="M8.5 7.5V5.5a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v2M3 13h18M10.5 13v1.5h3V13" />
    </>
  ),
  group: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M3.5 19.5c.4-3.3 2.6-5.5 5.5-5.5s5.1 2.2 5.5 5.5M14.5 14.6c.8-.4 1.6-.6 2.5-.6 2.3 0 4 1.8 4.3 4.6" />
    </>
  ),
  cup: (
    <>
      <path d="M5 10h11v3.5A4.5 4.5 0 0 1 11.5 18h-2A4.5 4.5 0 0 1 5 13.5z" />
      <path d="M16 11h1a2 2 0 0 1 0 4h-1.3M4 20.5h13M8.5 3.5c-.8.8.8 1.7 0 2.5M12 3.5c-.8.8.8 1.7 0 2.5" />
    </>
  ),
  plate: (
    <>
      <circle cx="12" cy="13" r="6.5" />
      <circle cx="12" cy="13" r="3.5" />
      <path d="M2.5 4v5.5a1.5 1.5 0 0 0 3 0V4M4 11v9M21.5 4c-1.6 1-2.5 3-2.5 6h2.5v10" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2.5M13.5 14H16M8 17h2.5" />
    </>
  ),
  guests: (
    <>
      <circle cx="12" cy="8" r="3.2" />
      <path d="M5.5 20c.5-3.8 3.1-6 6.5-6s6 2.2 6.5 6" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  phone: <path d="M6.6 3.5h2.6l1.4 4.2-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4.2 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
};

function Actions(props: { where: 'hero' | 'band' }) {
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

function Hero() {
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

function Audiences(props: { intro: ReactNode }) {
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
function Intro(props: { text: string | null | undefined }) {
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

function OfferCard(props: { offer: HomePage_offer$key; leadHours: number; minutes: number | null }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const offer: HomePage_offer$data = useFragment<HomePage_offer$key>(
    graphql`
      fragment HomePage_offer on StopOffer {
        type
        priceCents
        currency
        menu {
          id
          nameEn
          nameSl
          descriptionEn
          descriptionSl
          priceCents
        }
      }
    `,
    props.offer,
  );
  const short = offer.type === 'SHORT_STOP';
  const titleId = short ? 'home-offer-short' : 'home-offer-long';
  return (
    <article className={`home-offer home-offer--${short ? 'short' : 'long'}`} aria-labelledby={titleId}>
      <header className="home-offer__header">
        <Icon className="home-offer__icon">{short ? icons.cup : icons.plate}</Icon>
        <div>
          <h3 id={titleId} className="home-offer__title">
            {short ? <FormattedMessage id="public.home.shortTitle" /> : <FormattedMessage id="public.home.longTitle" />}
          </h3>
          <p className="home-offer__tagline">
            {short ? <FormattedMessage id="public.home.shortTagline" /> : <FormattedMessage id="public.home.longTagline" />}
          </p>
        </div>
        <p className="home-offer__price">
          <FormattedMessage
            id="public.home.pricePerGuest"
            values={{ price: <strong className="home-offer__amount">{formatCents(offer.priceCents, intl.locale, offer.currency)}</strong> }}
          />
        </p>
      </header>
      <p className="home-offer__text">{short ? <FormattedMessage id="public.home.shortText" /> : <FormattedMessage id="public.home.longText" />}</p>
      <ul className="home-offer__terms">
        <li>
          <Icon className="home-offer__term-icon">{icons.calendar}</Icon>
          <FormattedMessage id="public.home.leadTime" values={{ hours: props.leadHours }} />
        </li>
        {props.minutes !== null && (
          <li>
            <Icon className="home-offer__term-icon">{icons.clock}</Icon>
            <FormattedMessage id="public.home.duration" values={{ minutes: props.minutes }} />
          </li>
        )}
        {!short && (
          <li>
            <Icon className="home-offer__term-icon">{icons.check}</Icon>
            <FormattedMessage id="public.home.seatsGuaranteed" />
          </li>
        )}
      </ul>
      <h4 className="home-offer__menu-title">
        <FormattedMessage id="public.home.menuTitle" />
      </h4>
      {offer.menu.length > 0 && (
        <p className="home-offer__menu-note">
          <FormattedMessage id="public.home.menuIncluded" />
        </p>
      )}
      {offer.menu.length ? (
        <ul className="home-menu">
          {offer.menu.map((item) => {
            const name = language === 'sl' ? item.nameSl : item.nameEn;
            const description = language === 'sl' ? item.descriptionSl : item.descriptionEn;
            return (
              <li key={item.id} className="home-menu__item">
                <span className="home-menu__line">
                  <span className="home-menu__name">{name}</span>
                  {item.priceCents != null && (
                    <>
                      <span className="home-menu__dots" aria-hidden="true" />
                      <span className="home-menu__price">
                        <FormattedMessage id="public.home.extra" values={{ price: formatCents(item.priceCents, intl.locale, offer.currency) }} />
                      </span>
                    </>
                  )}
                </span>
                {description && <span className="home-menu__description">{description}</span>}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="home-offer__text">
          <FormattedMessage id="public.home.menuEmpty" />
        </p>
      )}
    </article>
  );
}

function Offers(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePageQuery<HomePageQuery>(query, props.queryRef);
  const rules = useFragment<HomePage_rules$key>(
    graphql`
      fragment HomePage_rules on ReservationRules {
        stops {
          type
          leadTimeHours
          durationMinutes
        }
      }
    `,
    data.reservationRules,
  );
  const stop = (type: string) => rules.stops.find((s) => s.type === type);
  return (
    <div className="home-offers">
      {data.site.offers.map((offer) => {
        const fallback = offer.type === 'SHORT_STOP' ? LEAD_TIME_HOURS.SHORT_STOP : LEAD_TIME_HOURS.LONG_STOP;
        return (
          <OfferCard key={offer.type} offer={offer} leadHours={stop(offer.type)?.leadTimeHours ?? fallback} minutes={stop(offer.type)?.durationMinutes ?? null} />
        );
      })}
    </div>
  );
}

function OffersSection(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  return (
    <section id="menu" className="home-section home-section--offers" aria-labelledby="home-offers-title" tabIndex={-1}>
      <div className="home-section__inner">
        <header className="home-section__header">
          <h2 id="home-offers-title" className="home-section__title">
            <FormattedMessage id="public.home.offersTitle" />
          </h2>
          <p className="home-section__lead">
            <FormattedMessage id="public.home.offersLead" />
          </p>
        </header>
        <ErrorBoundary
          fallback={
            <p className="home-unavailable">
              <FormattedMessage id="public.home.offersUnavailable" />
            </p>
          }
        >
          <Suspense fallback={<div className="home-offers home-offers--loading" aria-hidden="true" />}>
            <Offers queryRef={props.queryRef} />
          </Suspense>
        </ErrorBoundary>
        <p className="home-note">
          <FormattedMessage id="public.home.offersNote" />
        </p>
      </div>
    </section>
  );
}

function Guide() {
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

function Visit(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePageQuery<HomePageQuery>(query, props.queryRef);
  const intl = useIntl();
  const contact = useFragment<HomePage_contact$key>(
    graphql`
      fragment HomePage_contact on SiteContact {
        address
        countryEn: country(language: en)
        countrySl: country(language: sl)
        email
        phone
      }
    `,
    data.site.contact,
  );
  const rules = useFragment<HomePage_hours$key>(
    graphql`
      fragment HomePage_hours on ReservationRules {
        openingHours {
          weekday
          opens
          closes
          closed
        }
      }
    `,
    data.reservationRules,
  );
  const groups = groupOpeningHours(rules.openingHours.map((d) => ({ weekday: d.weekday, opens: d.opens, closes: d.closes, closed: d.closed })));
  const days = (from: number, to: number) =>
    from === to ? weekdayName(from, intl.locale, 'long') : `${weekdayName(from, intl.locale, 'long')} – ${weekdayName(to, intl.locale, 'long')}`;
  return (
    <div className="home-visit">
      <div className="home-visit__block">
        <h3 className="home-visit__title">
          <FormattedMessage id="public.home.hoursTitle" />
        </h3>
        <dl className="home-hours">
          {groups.map((group) => (
            <div key={group.from} className="home-hours__row">
              <dt>{days(group.from, group.to)}</dt>
              <dd>{group.hours ? `${group.hours.opens}–${group.hours.closes}` : <FormattedMessage id="public.home.closed" />}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="home-visit__block">
        <h3 className="home-visit__title">
          <FormattedMessage id="public.home.contactTitle" />
        </h3>
        <ul className="home-contact">
          <li>
            <Icon className="home-contact__icon">{icons.pin}</Icon>
            <span>
              {contact.address}, {intl.locale === 'sl' ? contact.countrySl : contact.countryEn}
            </span>
          </li>
          <li>
            <Icon className="home-contact__icon">{icons.phone}</Icon>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </li>
          <li>
            <Icon className="home-contact__icon">{icons.mail}</Icon>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

function VisitSection(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  return (
    <section className="home-section home-section--visit" aria-labelledby="home-visit-title">
      <div className="home-section__inner">
        <div className="home-band">
          <div className="home-band__text">
            <h2 id="home-visit-title" className="home-band__title">
              <FormattedMessage id="public.home.bandTitle" />
            </h2>
            <p className="home-band__lead">
              <FormattedMessage id="public.home.bandLead" values={{ hours: 12 }} />
            </p>
            <Actions where="band" />
          </div>
          <ErrorBoundary fallback={null}>
            <Suspense fallback={<div className="home-visit home-visit--loading" aria-hidden="true" />}>
              <Visit queryRef={props.queryRef} />
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
    </section>
  );
}

function IntroFromQuery(props: { queryRef: PreloadedQuery<HomePageQuery> }) {
  const data = usePageQuery<HomePageQuery>(query, props.queryRef);
  return <Intro text={data.site.intro} />;
}

/**
 * The loader's query, asked again when the language changes: the manager's intro text comes in the
 * request's language (menu names come in both and need no new request).
 */
function useHomeQuery(): PreloadedQuery<HomePageQuery> {
  const { query: loaded } = useLoaderData<{ query: PreloadedQuery<HomePageQuery> }>();
  const { language } = useLanguage();
  const [current, setCurrent] = useState({ loaded, ref: loaded });
  const languageAtLoad = useRef(language);
  // A new navigation brought a new reference from the loader.
  if (current.loaded !== loaded) setCurrent({ loaded, ref: loaded });
  useEffect(() => {
    if (languageAtLoad.current === language) return;
    languageAtLoad.current = language;
    startTransition(() => setCurrent((c) => ({ ...c, ref: preloadQuery<HomePageQuery>('home', query, {}, 'network-only') })));
  }, [language]);
  return current.ref;
}

export function Component() {
  const ref = useHomeQuery();
  return (
    <div className="home">
      <Hero />
      <Audiences
        intro={
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <IntroFromQuery queryRef={ref} />
            </Suspense>
          </ErrorBoundary>
        }
      />
      <OffersSection queryRef={ref} />
      <Guide />
      <VisitSection queryRef={ref} />
    </div>
  );
}
