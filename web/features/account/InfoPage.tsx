// Additional info (/user/info, docs/product.md § Client area): the guide — how to reach the staff and
// the FAQ on reservations, on managing them and on the profile — and the order history (finished and
// deleted reservations). The manager's own FAQ texts (site texts faq.*) replace the built-in answers
// when they are written in the language of the page.
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { statusMay } from '../../auth/abilities.ts';
import { guard } from '../../auth/runtime.ts';
import { Page } from '../../components/Page.tsx';
import { statusDescription, statusText } from '../../components/reservation/messages.ts';
import { LiveNoticeAlert, ReservationList, useReservationUpdates } from '../my-reservations/ReservationList.tsx';
import { useLanguage } from '../../i18n/I18nProvider.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import type { InfoPageQuery } from './__generated__/InfoPageQuery.graphql';
import '../../components/empty-state.css';
import './InfoPage.css';

const query = graphql`
  query InfoPageQuery($money: Boolean!) {
    viewer {
      language
      client {
        id
        ...ReservationList_client @arguments(status: [FINISHED, DELETED], money: $money)
      }
    }
    site {
      contact {
        companyName
        address
        countryEn: country(language: en)
        countrySl: country(language: sl)
        email
        phone
      }
      guide: text(key: "guide.contact")
      faqReservations: text(key: "faq.reservations")
      faqManagement: text(key: "faq.management")
      faqProfile: text(key: "faq.profile")
    }
    reservationRules {
      minGuests
      maxGuests
      stops {
        type
        leadTimeHours
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  const status = await guard(request);
  return { query: preloadQuery<InfoPageQuery>('user.info', query, { money: statusMay(status, 'money') }) };
}

/** Usual time until staff approve a new account, in hours (docs/product.md § Constants). */
const APPROVAL_HOURS = 12;
/** How long a deleted approved account is archived, in days (docs/product.md § Constants). */
const ARCHIVE_DAYS = 90;

function Question(props: { question: ReactNode; children: ReactNode }) {
  return (
    <details className="faq__item">
      <summary className="faq__question">{props.question}</summary>
      <div className="faq__answer">{props.children}</div>
    </details>
  );
}

function FaqGroup(props: { id: string; title: ReactNode; managerText: string | null; children: ReactNode }) {
  return (
    <section className="faq__group" aria-labelledby={props.id}>
      <h3 id={props.id} className="faq__group-title">
        {props.title}
      </h3>
      <div className="faq__items">{props.managerText ? <p className="faq__text">{props.managerText}</p> : props.children}</div>
    </section>
  );
}

function MailIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="M4 7l8 6 8-6" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
    </svg>
  );
}

export function Component() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<InfoPageQuery> }>();
  const data = usePageQuery<InfoPageQuery>(query, ref);
  const [notice, dismiss] = useReservationUpdates();
  const { hash } = useLocation();
  // The data arrived after the router looked for #history: go there now.
  useEffect(() => {
    if (hash === '#history') document.getElementById('history')?.scrollIntoView();
  }, [hash]);
  const { site, reservationRules: rules, viewer } = data;
  const contact = site.contact;
  // Site texts come in the account's language; use them only when that is the page's.
  const own = (text: string | null | undefined) => (viewer.language === language && text?.trim() ? text.trim() : null);
  const lead = (type: string) => rules.stops.find((s) => s.type === type)?.leadTimeHours ?? 0;
  const longHours = lead('LONG_STOP');
  const shortHours = lead('SHORT_STOP');
  const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

  return (
    <Page title={titles.info} lead={<FormattedMessage id="page.info.lead" />}>
      <div className="info">
        <div className="info__columns">
          <aside className="info__aside" aria-labelledby="info-contact-title">
            <div className="contact-card">
              <h2 id="info-contact-title" className="contact-card__title">
                <FormattedMessage id="page.info.contactTitle" />
              </h2>
              <address className="contact-card__address">
                <strong>{contact.companyName}</strong>
                <span>{contact.address}</span>
                <span>{language === 'sl' ? contact.countrySl : contact.countryEn}</span>
              </address>
              <div className="contact-card__links">
                <a className="contact-card__link" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                  <PhoneIcon />
                  <span>
                    <span className="visually-hidden">{intl.formatMessage({ id: 'footer.phoneLabel' })}: </span>
                    {contact.phone}
                  </span>
                </a>
                <a className="contact-card__link" href={`mailto:${contact.email}`}>
                  <MailIcon />
                  <span>
                    <span className="visually-hidden">{intl.formatMessage({ id: 'footer.emailLabel' })}: </span>
                    {contact.email}
                  </span>
                </a>
              </div>
              <p className="contact-card__guide">{own(site.guide) ?? <FormattedMessage id="page.info.contactText" />}</p>
            </div>
          </aside>

          <section className="faq" aria-labelledby="info-faq-title">
            <h2 id="info-faq-title" className="info__section-title">
              <FormattedMessage id="page.info.faqTitle" />
            </h2>
            <FaqGroup id="faq-reservations" title={<FormattedMessage id="page.info.faq.reservations" />} managerText={own(site.faqReservations)}>
              <Question question={<FormattedMessage id="page.info.faq.leadTimeQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.leadTimeA" values={{ longHours, longDays: Math.round(longHours / 24), shortHours, b }} />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.guestsQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.guestsA" values={{ min: rules.minGuests, max: rules.maxGuests }} />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.seatsQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.seatsA" />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.fullQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.fullA" />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.confirmQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.confirmA" />
                </p>
              </Question>
            </FaqGroup>
            <FaqGroup id="faq-management" title={<FormattedMessage id="page.info.faq.management" />} managerText={own(site.faqManagement)}>
              <Question question={<FormattedMessage id="page.info.faq.changeQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.changeA" values={{ phone: contact.phone, email: contact.email }} />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.orderNumberQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.orderNumberA" />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.statusesQ" />}>
                <ul>
                  {(['CREATED', 'WAITING', 'SCHEDULED', 'FINISHED', 'DELETED'] as const).map((status) => (
                    <li key={status}>
                      <strong>
                        <FormattedMessage {...statusText[status]} />
                      </strong>
                      {': '}
                      <FormattedMessage {...statusDescription[status]} />
                    </li>
                  ))}
                </ul>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.historyQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.historyA" />
                </p>
              </Question>
            </FaqGroup>
            <FaqGroup id="faq-profile" title={<FormattedMessage id="page.info.faq.profile" />} managerText={own(site.faqProfile)}>
              <Question question={<FormattedMessage id="page.info.faq.approvalQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.approvalA" values={{ hours: APPROVAL_HOURS }} />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.languageQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.languageA" />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.detailsQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.detailsA" values={{ link: (chunks: ReactNode[]) => <Link to="/user/profile">{chunks}</Link> }} />
                </p>
              </Question>
              <Question question={<FormattedMessage id="page.info.faq.deleteQ" />}>
                <p>
                  <FormattedMessage id="page.info.faq.deleteA" values={{ days: ARCHIVE_DAYS }} />
                </p>
              </Question>
            </FaqGroup>
          </section>
        </div>

        <section id="history" aria-labelledby="info-history-title" className="info__history">
          <h2 id="info-history-title" className="info__section-title">
            <FormattedMessage id="page.info.historyTitle" />
          </h2>
          <LiveNoticeAlert notice={notice} onDismiss={dismiss} />
          {viewer.client ? (
            <ReservationList
              client={viewer.client}
              label={intl.formatMessage({ id: 'page.info.historyTitle' })}
              empty={
                <div className="empty-state">
                  <h3 className="empty-state__title">
                    <FormattedMessage id="page.info.historyEmptyTitle" />
                  </h3>
                  <p className="empty-state__text">
                    <FormattedMessage id="page.info.historyEmptyText" />
                  </p>
                  <Link to="/user/orders/current">
                    <FormattedMessage id="page.info.toCurrent" />
                  </Link>
                </div>
              }
            />
          ) : null}
        </section>
      </div>
    </Page>
  );
}
