// Where and when: opening hours and contact details, next to the last call to sign up.
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { groupOpeningHours, weekdayName } from './openingHours.ts';
import './home.css';
import type { HomeVisit_contact$key } from './__generated__/HomeVisit_contact.graphql';
import type { HomeVisit_hours$key } from './__generated__/HomeVisit_hours.graphql';
import { Actions } from './HomeHero.tsx';
import { Icon, icons } from './HomeIcons.tsx';

/** Opening hours and contact details. */
export function Visit(props: { contact: HomeVisit_contact$key; hours: HomeVisit_hours$key }) {
  const intl = useIntl();
  const contact = useFragment<HomeVisit_contact$key>(
    graphql`
      fragment HomeVisit_contact on SiteContact {
        address
        countryEn: country(language: en)
        countrySl: country(language: sl)
        email
        phone
      }
    `,
    props.contact,
  );
  const rules = useFragment<HomeVisit_hours$key>(
    graphql`
      fragment HomeVisit_hours on ReservationRules {
        openingHours {
          weekday
          opens
          closes
          closed
        }
      }
    `,
    props.hours,
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

/** The closing band; `children` is the part that waits for the page's data. */
export function VisitSection(props: { children: ReactNode }) {
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
              {props.children}
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
    </section>
  );
}
