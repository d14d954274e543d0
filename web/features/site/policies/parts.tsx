// Building blocks the legal documents share: tables that scroll on their own on a phone, the
// controller's and the supervisory authority's addresses, and the cookie tables (from
// web/content/cookies.ts, the same list the consent dialog shows).
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../i18n/language.ts';
import { COMPANY, INFORMATION_COMMISSIONER } from '../../../content/company.ts';
import { BROWSER_STORAGE, COOKIES, type CookieCategory } from '../../../content/cookies.ts';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { cancellationTermsText } from '../../../../graph/domain/cancellation-wording.ts';
import type { partsCancellationTermsQuery } from './__generated__/partsCancellationTermsQuery.graphql';

/** A table in a horizontally scrollable, keyboard-reachable region. */
export function Table(props: { caption: ReactNode; head: ReactNode[]; rows: ReactNode[][]; rowHeaders?: boolean }) {
  const captionId = useId();
  return (
    <div className="policy-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 && props.rowHeaders !== false ? (
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={c}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Mail() {
  return <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>;
}

export function Phone() {
  return <a href={`tel:${COMPANY.phone.replace(/[^\d+]/g, '')}`}>{COMPANY.phone}</a>;
}

export function ControllerAddress(props: { language: Language }) {
  return (
    <address>
      <strong>{COMPANY.name}</strong>
      <br />
      {COMPANY.street}
      <br />
      {COMPANY.postcode} {COMPANY.town}
      <br />
      {COMPANY.country[props.language]}
      <br />
      {props.language === 'sl' ? 'E-pošta' : 'E-mail'}: <Mail />
      <br />
      {props.language === 'sl' ? 'Telefon' : 'Phone'}: <Phone />
    </address>
  );
}

export function CommissionerAddress(props: { language: Language }) {
  const ip = INFORMATION_COMMISSIONER;
  return (
    <address>
      <strong>{ip.name[props.language]}</strong>
      <br />
      {ip.street}
      <br />
      {ip.postcode} {ip.town}
      <br />
      {props.language === 'sl' ? 'Spletno mesto' : 'Website'}: <a href={ip.web}>www.ip-rs.si</a>
      <br />
      {props.language === 'sl' ? 'E-pošta' : 'E-mail'}: <a href={`mailto:${ip.email}`}>{ip.email}</a>
    </address>
  );
}

const COOKIE_HEAD: Record<Language, string[]> = {
  en: ['Name', 'Provider', 'Purpose', 'Lifetime'],
  sl: ['Ime', 'Ponudnik', 'Namen', 'Trajanje'],
};

export function CookieTable(props: { language: Language; category: CookieCategory; caption: ReactNode }) {
  const { language } = props;
  return (
    <Table
      caption={props.caption}
      head={COOKIE_HEAD[language]}
      rows={COOKIES.filter((c) => c.category === props.category).map((c) => [
        <code key="n" translate="no">
          {c.name}
        </code>,
        c.provider[language],
        c.purpose[language],
        c.lifetime[language],
      ])}
    />
  );
}

export function StorageTable(props: { language: Language; caption: ReactNode }) {
  const { language } = props;
  const head = language === 'sl' ? ['Ime', 'Kje', 'Namen', 'Trajanje'] : ['Name', 'Where', 'Purpose', 'Lifetime'];
  return (
    <Table
      caption={props.caption}
      head={head}
      rows={BROWSER_STORAGE.map((s) => [
        <code key="n" translate="no">
          {s.name}
        </code>,
        <code key="w" translate="no">
          {s.where}
        </code>,
        s.purpose[language],
        s.lifetime[language],
      ])}
    />
  );
}

/** Internal links between the documents and to the app. */
export const to = {
  privacy: (children: ReactNode) => <Link to="/privacy-policy">{children}</Link>,
  cookies: (children: ReactNode) => <Link to="/cookie-policy">{children}</Link>,
  terms: (children: ReactNode) => <Link to="/terms-of-service">{children}</Link>,
  profile: (children: ReactNode) => <Link to="/user/profile">{children}</Link>,
  register: (children: ReactNode) => <Link to="/register">{children}</Link>,
};

/** The restaurant's default cancellation terms as they are now, in the document's language (the same sentence the wizard and mails say). */
export function CancellationTerms(props: { language: Language }) {
  const data = useLazyLoadQuery<partsCancellationTermsQuery>(
    graphql`
      query partsCancellationTermsQuery {
        defaultCancellationTerms {
          noShowPercent
          tiers {
            hoursBefore
            percent
          }
        }
      }
    `,
    {},
  );
  const terms = data.defaultCancellationTerms;
  return <strong>{cancellationTermsText({ noShowPercent: terms.noShowPercent, tiers: terms.tiers.map((t) => ({ hoursBefore: t.hoursBefore, percent: t.percent })) }, props.language)}</strong>;
}
