// My account → Billing (/user/invoices): what the organisation owes and when, the deposits asked of
// it, every invoice and credit note issued to it (newest first, with its payment state, and for what
// is open the transfer to make, QR code included), and its account statement for a period.
import '../../components/empty-state.css';
import '../../components/forms/forms.css';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { STATEMENT_PERIOD_MAX_DAYS } from '../../../graph/domain/account-statement.ts';
import { addDays } from '../../../graph/domain/local-time.ts';
import { useMay } from '../../auth/abilities.ts';
import { RoleRefusal } from '../../components/MemberRole.tsx';
import { Page } from '../../components/Page.tsx';
import { formatCents } from '../../components/money.ts';
import { titles } from '../../i18n/messages.ts';
import { localDate, now } from '../reservations/time.ts';
import { AccountStatementCard, Figure } from '../payments/AccountStatementCard.tsx';
import { DepositRequests } from '../payments/DepositRequests.tsx';
import { PayByTransfer } from '../payments/PayByTransfer.tsx';
import { PaymentStateBadge, shownState } from '../payments/PaymentStateBadge.tsx';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { formatDay, kindMessage } from './invoiceText.ts';
import type { MyInvoicesPageQuery } from './__generated__/MyInvoicesPageQuery.graphql';
import type { MyInvoicesPage_client$key } from './__generated__/MyInvoicesPage_client.graphql';
import type { MyInvoicesPageListQuery } from './__generated__/MyInvoicesPageListQuery.graphql';
import './invoices.css';
import '../payments/payments.css';

const query = graphql`
  query MyInvoicesPageQuery($from: String!, $to: String!) {
    viewer {
      client {
        id
        balance {
          balanceCents
        }
        paymentRequests {
          status
          dueDate
          amountCents
        }
        accountStatement(from: $from, to: $to) {
          currency
          openCents
          openItems {
            dueDate
            daysOverdue
            openCents
          }
        }
        ...DepositRequests_client
        ...MyInvoicesPage_client
      }
    }
  }
`;

export function Component() {
  // Only the roles that handle money see the organisation's billing (the server refuses the others).
  if (!useMay('money')) {
    return (
      <Page title={titles.myInvoices}>
        <RoleRefusal ability="money" />
      </Page>
    );
  }
  return <MyInvoices />;
}

function MyInvoices() {
  const today = localDate(now());
  // What is open today is the statement's open items; the period is the longest one it takes.
  const from = addDays(today, 1 - STATEMENT_PERIOD_MAX_DAYS);
  const data = useLazyLoadQuery<MyInvoicesPageQuery>(query, { from, to: today }, { fetchPolicy: 'store-and-network' });
  const client = data.viewer.client;
  return (
    <Page title={titles.myInvoices} lead={<FormattedMessage id="invoices.mine.lead" />}>
      {client && (
        <div className="pay-section">
          <DueSummary balanceCents={client.balance.balanceCents} statement={client.accountStatement} deposits={client.paymentRequests} />
          <DepositRequests client={client} />
          <InvoiceList client={client} />
          <AccountStatementCard clientId={client.id} />
        </div>
      )}
    </Page>
  );
}

function DueSummary(props: {
  balanceCents: number;
  statement: { currency: string; openCents: number; openItems: ReadonlyArray<{ dueDate: string | null | undefined; daysOverdue: number; openCents: number }> };
  deposits: ReadonlyArray<{ status: string; dueDate: string; amountCents: number }>;
}) {
  const intl = useIntl();
  const money = (cents: number) => formatCents(cents, intl.locale, props.statement.currency);
  const overdue = props.statement.openItems.filter((i) => i.daysOverdue > 0).reduce((sum, i) => sum + i.openCents, 0);
  const deposits = props.deposits.filter((d) => d.status === 'OPEN');
  // The next day something is due: an invoice not yet overdue, or a deposit asked.
  const next = [...props.statement.openItems.filter((i) => i.daysOverdue === 0 && i.dueDate).map((i) => i.dueDate!), ...deposits.map((d) => d.dueDate)].sort()[0];
  return (
    <section className="card pay-summary" aria-label={intl.formatMessage({ id: 'payments.summary.label' })}>
      <Figure label="payments.summary.open" value={money(props.statement.openCents)} />
      {deposits.length > 0 && <Figure label="payments.summary.deposits" value={money(deposits.reduce((sum, d) => sum + d.amountCents, 0))} />}
      <Figure label="payments.summary.overdue" value={money(overdue)} due={overdue > 0} />
      <Figure label="payments.summary.nextDue" value={next ? formatDay(next, intl.locale) : '—'} />
      {props.balanceCents < 0 && <Figure label="payments.summary.credit" value={money(-props.balanceCents)} />}
    </section>
  );
}

function InvoiceList(props: { client: MyInvoicesPage_client$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MyInvoicesPageListQuery, MyInvoicesPage_client$key>(
    graphql`
      fragment MyInvoicesPage_client on Client @refetchable(queryName: "MyInvoicesPageListQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        invoices(first: $count, after: $cursor) @connection(key: "MyInvoicesPage_invoices") {
          edges {
            node {
              id
              kind
              number
              issueDate
              dueDate
              payableCents
              openCents
              paymentState
              overdue
              currency
              pdfUrl
              xmlUrl
              paymentQr {
                ...PayByTransfer_qr
              }
              reservation {
                orderNumber
              }
              correctsInvoice {
                number
              }
            }
          }
        }
      }
    `,
    props.client,
  );
  const [paying, setPaying] = useState<string | null>(null);
  const edges = data.invoices.edges;
  if (edges.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">
          <FormattedMessage id="invoices.mine.empty" />
        </p>
      </div>
    );
  }
  return (
    <section className="card invoice-page" aria-labelledby="my-invoices-title">
      <h2 className="pay-section__title" id="my-invoices-title">
        <FormattedMessage id="payments.invoices.title" />
      </h2>
      <ul className="invoice-list">
        {edges.map(({ node: invoice }) => (
          <li key={invoice.id} className="invoice-list__item">
            <span className="invoice-list__what">
              <strong>
                <FormattedMessage {...kindMessage(invoice.kind)} /> {invoice.number} <PaymentStateBadge state={shownState(invoice.paymentState, invoice.overdue)} />
              </strong>
              <span className="invoice-list__meta">
                <FormattedMessage
                  id="invoices.card.meta"
                  values={{ issued: formatDay(invoice.issueDate, intl.locale), due: formatDay(invoice.dueDate, intl.locale), amount: formatCents(invoice.payableCents, intl.locale, invoice.currency), kind: invoice.kind }}
                />
                {invoice.paymentState === 'PART_PAID' && invoice.openCents != null && (
                  <>
                    {' · '}
                    <FormattedMessage id="payments.openAmount" values={{ amount: formatCents(invoice.openCents, intl.locale, invoice.currency) }} />
                  </>
                )}
              </span>
              <span className="invoice-list__meta">
                {invoice.reservation && <FormattedMessage id="invoices.mine.order" values={{ order: invoice.reservation.orderNumber }} />}
                {invoice.correctsInvoice && (
                  <>
                    {invoice.reservation && ' · '}
                    <FormattedMessage id="invoices.corrects" values={{ number: invoice.correctsInvoice.number ?? '' }} />
                  </>
                )}
              </span>
              {invoice.paymentQr && paying === invoice.id && <PayByTransfer qr={invoice.paymentQr} number={invoice.number ?? ''} />}
            </span>
            <span className="invoice-downloads">
              {invoice.paymentQr && (
                <button type="button" className="btn btn--small" aria-expanded={paying === invoice.id} onClick={() => setPaying(paying === invoice.id ? null : invoice.id)}>
                  <FormattedMessage id="payments.pay" values={{ number: invoice.number }} />
                </button>
              )}
              <InvoiceDownloads number={invoice.number} pdfUrl={invoice.pdfUrl} xmlUrl={invoice.xmlUrl} />
            </span>
          </li>
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="btn btn--ghost" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          <FormattedMessage id="invoices.loadMore" />
        </button>
      )}
    </section>
  );
}
