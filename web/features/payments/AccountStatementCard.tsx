// An organisation's account statement for a period the reader picks (this year so far, to begin
// with): the balance before, what the period added and took off, the balance after, and the PDF and
// CSV to download. The period is checked by the domain rule the server applies.
import { Suspense, useDeferredValue, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { statementPeriod } from '../../../graph/domain/account-statement.ts';
import { formatCents } from '../../components/money.ts';
import { localDate, now } from '../reservations/time.ts';
import type { AccountStatementCardQuery } from './__generated__/AccountStatementCardQuery.graphql';
import '../../components/forms/forms.css';
import './payments.css';

const query = graphql`
  query AccountStatementCardQuery($clientId: ID!, $from: String!, $to: String!) {
    node(id: $clientId) {
      ... on Client {
        accountStatement(from: $from, to: $to) {
          openingBalanceCents
          debitCents
          creditCents
          closingBalanceCents
          currency
          pdfUrl
          csvUrl
        }
      }
    }
  }
`;

export function AccountStatementCard(props: { clientId: string }) {
  const id = useId();
  const today = localDate(now());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const period = useDeferredValue(statementPeriod(from, to));
  return (
    <section className="card pay-section" aria-labelledby={`${id}-title`}>
      <h2 className="pay-section__title" id={`${id}-title`}>
        <FormattedMessage id="payments.statement.title" />
      </h2>
      <div className="pay-actions">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            <FormattedMessage id="payments.statement.from" />
          </label>
          <input id={`${id}-from`} className="field__input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            <FormattedMessage id="payments.statement.to" />
          </label>
          <input id={`${id}-to`} className="field__input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      {period.ok ? (
        <Suspense fallback={null}>
          <StatementFigures clientId={props.clientId} from={period.from} to={period.to} />
        </Suspense>
      ) : (
        <p className="field__error" role="alert">
          <FormattedMessage id={`payments.statement.problem.${period.problem}`} />
        </p>
      )}
    </section>
  );
}

function StatementFigures(props: { clientId: string; from: string; to: string }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<AccountStatementCardQuery>(query, props, { fetchPolicy: 'store-and-network' });
  const s = data.node?.accountStatement;
  if (!s) return null;
  const money = (cents: number) => formatCents(cents, intl.locale, s.currency);
  return (
    <>
      <div className="pay-summary">
        <Figure label="payments.statement.opening" value={money(s.openingBalanceCents)} />
        <Figure label="payments.statement.debit" value={money(s.debitCents)} />
        <Figure label="payments.statement.credit" value={money(s.creditCents)} />
        <Figure label="payments.statement.closing" value={money(s.closingBalanceCents)} />
      </div>
      <p className="pay-actions">
        <a className="btn btn--small btn--ghost" href={s.pdfUrl} download>
          <FormattedMessage id="payments.statement.pdf" />
        </a>
        <a className="btn btn--small btn--ghost" href={s.csvUrl} download>
          <FormattedMessage id="payments.statement.csv" />
        </a>
      </p>
    </>
  );
}

export function Figure(props: { label: string; value: string; due?: boolean }) {
  return (
    <div className="pay-summary__figure">
      <span className="pay-summary__label">
        <FormattedMessage id={props.label} />
      </span>
      <span className={`pay-summary__value${props.due ? ' pay-summary__value--due' : ''}`}>{props.value}</span>
    </div>
  );
}
