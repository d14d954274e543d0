// The staff "Billing" page (/adminis/billing): every invoice and credit note — drafts first, then the
// issued ones newest first — filtered by issue month, client, and status or kind; each row with its
// amount, reservation and downloads. The month export (CSV, or a ZIP of the files) is linked for the
// month chosen (graph/domain/invoice-documents.ts billingExportPath).
import '../../components/empty-state.css';
import '../staff/staff-page.css';
import { useDeferredValue, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { billingExportPath } from '../../../graph/domain/invoice-documents.ts';
import { Page } from '../../components/Page.tsx';
import { formatCents } from '../../components/money.ts';
import { titles } from '../../i18n/messages.ts';
import { ClientPicker } from '../reservations/ClientPicker.tsx';
import { localDate, now } from '../reservations/time.ts';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { formatDay, kindMessage, monthRange, statusText } from './invoiceText.ts';
import { PaymentStateBadge, shownState } from '../payments/PaymentStateBadge.tsx';
import type { BillingPageQuery, InvoiceFilter } from './__generated__/BillingPageQuery.graphql';
import type { BillingPage_list$key } from './__generated__/BillingPage_list.graphql';
import type { BillingPageListQuery } from './__generated__/BillingPageListQuery.graphql';
import './invoices.css';

const PAGE = 50;

const query = graphql`
  query BillingPageQuery($filter: InvoiceFilter, $count: Int!) {
    ...BillingPage_list @arguments(filter: $filter, count: $count)
  }
`;

type Show = 'ALL' | 'DRAFT' | 'INVOICE' | 'CREDIT_NOTE';

function toFilter(month: string, client: { id: string } | null, show: Show): InvoiceFilter {
  const range = monthRange(month);
  return {
    ...(range && show !== 'DRAFT' ? range : {}),
    ...(client ? { organisationId: client.id } : {}),
    ...(show === 'DRAFT' ? { status: 'DRAFT' as const } : show === 'ALL' ? {} : { kind: show, status: 'ISSUED' as const }),
  };
}

export function Component() {
  const id = useId();
  const intl = useIntl();
  const [month, setMonth] = useState(() => localDate(now()).slice(0, 7));
  const [client, setClient] = useState<{ id: string; name: string | null } | null>(null);
  const [show, setShow] = useState<Show>('ALL');
  const filter = useDeferredValue(toFilter(month, client, show));
  const data = useLazyLoadQuery<BillingPageQuery>(query, { filter, count: PAGE }, { fetchPolicy: 'store-and-network' });
  const valid = monthRange(month) !== null;
  return (
    <Page title={titles.billing} lead={<FormattedMessage id="invoices.page.lead" />}>
      <div className="card billing-filters">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-month`}>
            <FormattedMessage id="invoices.filter.month" />
          </label>
          <input id={`${id}-month`} className="field__input" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-client`}>
            <FormattedMessage id="invoices.filter.client" />
          </label>
          <ClientPicker id={`${id}-client`} value={client} onChange={setClient} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-show`}>
            <FormattedMessage id="invoices.filter.show" />
          </label>
          <select id={`${id}-show`} className="field__input" value={show} onChange={(e) => setShow(e.target.value as Show)}>
            <option value="ALL">{intl.formatMessage({ id: 'invoices.filter.all' })}</option>
            <option value="DRAFT">{intl.formatMessage({ id: 'invoices.filter.drafts' })}</option>
            <option value="INVOICE">{intl.formatMessage({ id: 'invoices.filter.invoices' })}</option>
            <option value="CREDIT_NOTE">{intl.formatMessage({ id: 'invoices.filter.creditNotes' })}</option>
          </select>
        </div>
        {valid && (
          <div className="billing-export">
            <span className="field__label">
              <FormattedMessage id="invoices.export.label" values={{ month }} />
            </span>
            <span className="billing-export__links">
              <a className="btn btn--small btn--ghost" href={billingExportPath(month, 'csv')} download>
                <FormattedMessage id="invoices.export.csv" />
              </a>
              <a className="btn btn--small btn--ghost" href={billingExportPath(month, 'zip')} download>
                <FormattedMessage id="invoices.export.zip" />
              </a>
            </span>
          </div>
        )}
      </div>
      <InvoiceTable list={data} />
    </Page>
  );
}

function InvoiceTable(props: { list: BillingPage_list$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BillingPageListQuery, BillingPage_list$key>(
    graphql`
      fragment BillingPage_list on Query
      @refetchable(queryName: "BillingPageListQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, filter: { type: "InvoiceFilter" }) {
        invoices(first: $count, after: $cursor, filter: $filter) @connection(key: "BillingPage_invoices", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              kind
              status
              number
              issueDate
              dueDate
              currency
              netCents
              payableCents
              pdfUrl
              xmlUrl
              client {
                name
              }
              reservation {
                orderNumber
              }
              creditedBy {
                number
              }
              paymentState
              overdue
            }
          }
        }
      }
    `,
    props.list,
  );
  const edges = data.invoices.edges;
  if (edges.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">
          <FormattedMessage id="invoices.page.empty" />
        </p>
      </div>
    );
  }
  const money = (cents: number, currency: string) => formatCents(cents, intl.locale, currency);
  return (
    <div className="card billing-table-card">
      <p className="billing-count">
        <FormattedMessage id="invoices.page.count" values={{ count: data.invoices.totalCount }} />
      </p>
      <table className="billing-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="invoices.col.number" />
            </th>
            <th scope="col">
              <FormattedMessage id="invoices.col.client" />
            </th>
            <th scope="col">
              <FormattedMessage id="invoices.col.dates" />
            </th>
            <th scope="col" className="invoice-lines__num">
              <FormattedMessage id="invoices.col.net" />
            </th>
            <th scope="col" className="invoice-lines__num">
              <FormattedMessage id="invoices.col.payable" />
            </th>
            <th scope="col">
              <FormattedMessage id="invoices.col.files" />
            </th>
          </tr>
        </thead>
        <tbody>
          {edges.map(({ node: i }) => (
            <tr key={i.id} className={i.status === 'DRAFT' ? 'billing-table__draft' : undefined}>
              <td data-label={intl.formatMessage({ id: 'invoices.col.number' })}>
                <strong>{i.number ?? <FormattedMessage {...statusText.DRAFT} />}</strong>
                <span className="billing-table__sub">
                  <FormattedMessage {...kindMessage(i.kind)} /> <PaymentStateBadge state={shownState(i.paymentState, i.overdue)} />
                  {i.reservation && (
                    <>
                      {' · '}
                      <span className="billing-table__nowrap">{i.reservation.orderNumber}</span>
                    </>
                  )}
                  {i.creditedBy && (
                    <>
                      {' · '}
                      <FormattedMessage id="invoices.creditedBy" values={{ number: i.creditedBy.number ?? '' }} />
                    </>
                  )}
                </span>
              </td>
              <td data-label={intl.formatMessage({ id: 'invoices.col.client' })}>{i.client?.name ?? '—'}</td>
              <td data-label={intl.formatMessage({ id: 'invoices.col.dates' })}>
                {i.issueDate ? (
                  <FormattedMessage
                    id="invoices.col.datesValue"
                    values={{
                      issued: <span className="billing-table__nowrap">{formatDay(i.issueDate, intl.locale)}</span>,
                      due: <span className="billing-table__nowrap">{formatDay(i.dueDate, intl.locale)}</span>,
                    }}
                  />
                ) : '—'}
              </td>
              <td className="invoice-lines__num" data-label={intl.formatMessage({ id: 'invoices.col.net' })}>
                {money(i.netCents, i.currency)}
              </td>
              <td className="invoice-lines__num" data-label={intl.formatMessage({ id: 'invoices.col.payable' })}>
                <strong>{money(i.payableCents, i.currency)}</strong>
              </td>
              <td data-label={intl.formatMessage({ id: 'invoices.col.files' })}>
                <InvoiceDownloads number={i.number} pdfUrl={i.pdfUrl} xmlUrl={i.xmlUrl} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasNext && (
        <button type="button" className="btn btn--ghost" disabled={isLoadingNext} onClick={() => loadNext(PAGE)}>
          <FormattedMessage id="invoices.loadMore" />
        </button>
      )}
    </div>
  );
}
