import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/I18nProvider.tsx';
import { usePageQuery } from '../relay/preload.ts';
import { rootQuery } from '../components/rootQuery.ts';
import type { rootQuery as RootQuery } from '../components/__generated__/rootQuery.graphql';
import type { Footer_contact$key } from './__generated__/Footer_contact.graphql';
import type { Footer_query$key } from './__generated__/Footer_query.graphql';
import { CookieConsent, CookieSettingsButton } from '../features/consent/CookieConsent.tsx';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { QrCode } from '../components/QrCode.tsx';

const queryFragment = graphql`
  fragment Footer_query on Query {
    site {
      contact {
        ...Footer_contact
      }
    }
  }
`;

const contactFragment = graphql`
  fragment Footer_contact on SiteContact {
    companyName
    address
    countryEn: country(language: en)
    countrySl: country(language: sl)
    email
    phone
    menuUrl
    menuQr {
      size
      path
    }
    facebookUrl
    instagramUrl
  }
`;

function FacebookIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.2" cy="6.8" r="1.1" fill="currentColor" />
    </svg>
  );
}

/** The menu link as an absolute URL (a QR code must carry one) and whether it leaves the site. */
function resolveMenuUrl(menuUrl: string): { href: string; external: boolean } {
  try {
    const url = new URL(menuUrl, window.location.origin);
    return { href: url.href, external: url.origin !== window.location.origin };
  } catch {
    return { href: menuUrl, external: true };
  }
}

function ContactColumns(props: { contact: Footer_contact$key }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const contact = useFragment(contactFragment, props.contact);
  const country = language === 'sl' ? contact.countrySl : contact.countryEn;
  const menu = resolveMenuUrl(contact.menuUrl);
  return (
    <>
      <section className="site-footer__col" aria-labelledby="footer-contact">
        <h2 id="footer-contact" className="site-footer__heading">
          <FormattedMessage id="footer.contactHeading" />
        </h2>
        <address className="site-footer__address">
          <strong>{contact.companyName}</strong>
          <span className="visually-hidden">
            <FormattedMessage id="footer.addressLabel" />:
          </span>
          <span>{contact.address}</span>
          <span>{country}</span>
        </address>
        <dl className="site-footer__contact">
          <div>
            <dt>
              <FormattedMessage id="footer.emailLabel" />
            </dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="footer.phoneLabel" />
            </dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </dd>
          </div>
        </dl>
        {(contact.facebookUrl || contact.instagramUrl) && (
          <div className="site-footer__social">
            <h3 className="site-footer__subheading">
              <FormattedMessage id="footer.followHeading" />
            </h3>
            <ul>
              {contact.facebookUrl && (
                <li>
                  <a href={contact.facebookUrl} rel="noopener noreferrer" target="_blank" aria-label={intl.formatMessage({ id: 'footer.facebook' })}>
                    <FacebookIcon />
                  </a>
                </li>
              )}
              {contact.instagramUrl && (
                <li>
                  <a href={contact.instagramUrl} rel="noopener noreferrer" target="_blank" aria-label={intl.formatMessage({ id: 'footer.instagram' })}>
                    <InstagramIcon />
                  </a>
                </li>
              )}
            </ul>
          </div>
        )}
      </section>
      <section className="site-footer__col site-footer__menu" aria-labelledby="footer-menu">
        <h2 id="footer-menu" className="site-footer__heading">
          <FormattedMessage id="footer.menuHeading" />
        </h2>
        <a className="site-footer__qr" href={menu.href} {...(menu.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
          {contact.menuQr && <QrCode size={contact.menuQr.size} path={contact.menuQr.path} label={intl.formatMessage({ id: 'footer.menuQr' })} />}
          <span className="site-footer__qr-text">
            <span className="site-footer__qr-link">
              <FormattedMessage id="footer.menuLink" />
            </span>
            <span className="site-footer__qr-hint">
              <FormattedMessage id="footer.menuQrHint" />
            </span>
          </span>
        </a>
      </section>
    </>
  );
}

function ContactUnavailable() {
  return (
    <section className="site-footer__col">
      <h2 className="site-footer__heading">
        <FormattedMessage id="footer.contactHeading" />
      </h2>
      <p className="site-footer__muted">
        <FormattedMessage id="footer.contactUnavailable" />
      </p>
    </section>
  );
}

function ContactLoading() {
  const intl = useIntl();
  return <section className="site-footer__col site-footer__placeholder" aria-busy="true" aria-label={intl.formatMessage({ id: 'app.loading' })} />;
}

function ContactFromQuery(props: { queryRef: PreloadedQuery<RootQuery> }) {
  const data = usePageQuery<RootQuery>(rootQuery, props.queryRef);
  const { site } = useFragment<Footer_query$key>(queryFragment, data);
  return <ContactColumns contact={site.contact} />;
}

/**
 * The site footer; its contact details come from the root route's `site { contact }` query. It also
 * carries the cookie consent (docs/product.md § Cookie consent): "Cookie settings" among the legal
 * links, and the consent dialog itself, which appears on every page while no choice is stored.
 */
export function Footer(props: { queryRef: PreloadedQuery<RootQuery> | null }) {
  const year = String(new Date().getFullYear());
  return (
    <>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <div className="site-footer__grid">
            {props.queryRef ? (
              <ErrorBoundary fallback={<ContactUnavailable />}>
                <Suspense fallback={<ContactLoading />}>
                  <ContactFromQuery queryRef={props.queryRef} />
                </Suspense>
              </ErrorBoundary>
            ) : (
              <ContactUnavailable />
            )}
            <nav className="site-footer__col" aria-labelledby="footer-legal">
              <h2 id="footer-legal" className="site-footer__heading">
                <FormattedMessage id="footer.legalHeading" />
              </h2>
              <ul className="site-footer__links">
                <li>
                  <Link to="/cookie-policy">
                    <FormattedMessage id="footer.cookiePolicy" />
                  </Link>
                </li>
                <li>
                  <Link to="/privacy-policy">
                    <FormattedMessage id="footer.privacyPolicy" />
                  </Link>
                </li>
                <li>
                  <Link to="/terms-of-service">
                    <FormattedMessage id="footer.terms" />
                  </Link>
                </li>
                <li>
                  <CookieSettingsButton />
                </li>
              </ul>
            </nav>
          </div>
          <p className="site-footer__rights">
            <FormattedMessage id="footer.rights" values={{ year }} />
          </p>
        </div>
      </footer>
      <CookieConsent />
    </>
  );
}
