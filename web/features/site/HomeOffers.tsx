// The two kinds of stop with today's prices and menus, as the manager set them.
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import './home.css';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { Icon, icons } from './HomeIcons.tsx';
import type { HomeOffers_offer$data, HomeOffers_offer$key } from './__generated__/HomeOffers_offer.graphql';
import type { HomeOffers_rules$key } from './__generated__/HomeOffers_rules.graphql';
import { formatCents } from '../../components/money.ts';
import { LEAD_TIME_HOURS, type StopType } from '../../../graph/domain/reservation-limits.ts';
import { allergenName, type Allergen } from '../../../graph/domain/allergens.ts';

interface StopRule {
  readonly type: string;
  readonly leadTimeHours: number;
  readonly durationMinutes: number;
}

function OfferCard(props: { offer: HomeOffers_offer$key; stops: readonly StopRule[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const offer: HomeOffers_offer$data = useFragment<HomeOffers_offer$key>(
    graphql`
      fragment HomeOffers_offer on StopOffer {
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
          allergens
          vegetarian
          vegan
        }
      }
    `,
    props.offer,
  );
  const rule = props.stops.find((stop) => stop.type === offer.type);
  const leadHours = rule?.leadTimeHours ?? LEAD_TIME_HOURS[offer.type as StopType];
  const minutes = rule?.durationMinutes ?? null;
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
          <FormattedMessage id="public.home.leadTime" values={{ hours: leadHours }} />
        </li>
        {minutes !== null && (
          <li>
            <Icon className="home-offer__term-icon">{icons.clock}</Icon>
            <FormattedMessage id="public.home.duration" values={{ minutes }} />
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
                {(item.allergens.length > 0 || item.vegetarian) && (
                  <span className="home-menu__description home-menu__marks">
                    {item.vegan ? <FormattedMessage id="public.home.vegan" /> : item.vegetarian ? <FormattedMessage id="public.home.vegetarian" /> : null}
                    {item.vegetarian && item.allergens.length > 0 && ' · '}
                    {item.allergens.length > 0 && (
                      <FormattedMessage id="public.home.allergens" values={{ list: item.allergens.map((code) => allergenName(code as Allergen, language)).join(', ') }} />
                    )}
                  </span>
                )}
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

/** Each kind of stop with its lead time and stay, from the rules the server states. */
export function Offers(props: { offers: readonly HomeOffers_offer$key[]; rules: HomeOffers_rules$key }) {
  const rules = useFragment<HomeOffers_rules$key>(
    graphql`
      fragment HomeOffers_rules on ReservationRules {
        stops {
          type
          leadTimeHours
          durationMinutes
        }
      }
    `,
    props.rules,
  );
  return (
    <div className="home-offers">
      {props.offers.map((offer, i) => (
        // Two offers in the server's fixed order (short stop, long stop): the index is their identity.
        <OfferCard key={i} offer={offer} stops={rules.stops} />
      ))}
    </div>
  );
}

/** The section; `children` is the part that waits for the page's data. */
export function OffersSection(props: { children: ReactNode }) {
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
            {props.children}
          </Suspense>
        </ErrorBoundary>
        <p className="home-note">
          <FormattedMessage id="public.home.offersNote" />
        </p>
      </div>
    </section>
  );
}
