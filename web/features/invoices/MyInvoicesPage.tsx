// My account → Invoices (/user/invoices): every invoice and credit note issued to the organisation,
// newest first, with its amount, due date and downloads; "Load more" pages on.
import '../../components/empty-state.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import { Page } from '../../components/Page.tsx';
import { formatCents } from '../../components/money.ts';
import { titles } from '../../i18n/messages.ts';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { formatDay, kindText } from './invoiceText.ts';
import type { MyInvoicesPageQuery } from './__generated__/MyInvoicesPageQuery.graphql';
import type { MyInvoicesPage_client$key } from './__generated__/MyInvoicesPage_client.graphql';
import type { MyInvoicesPageListQuery } from './__generated__/MyInvoicesPageListQuery.graphql';
import './invoices.css';

const query = graphql`
  query MyInvoicesPageQuery {
    viewer {
      client {
        ...MyInvoicesPage_client
      }
    }
  }
`;

export function Component() {
  const data = useLazyLoadQuery<MyInvoicesPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  return (
    <Page title={titles.myInvoices} lead={<FormattedMessage id="invoices.mine.lead" />}>
      {data.viewer.client ? <InvoiceList client={data.viewer.client} /> : null}
    </Page>
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
              currency
              pdfUrl
              xmlUrl
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
    <div className="card invoice-page">
      <ul className="invoice-list">
        {edges.map(({ node: invoice }) => (
          <li key={invoice.id} className="invoice-list__item">
            <span className="invoice-list__what">
              <strong>
                <FormattedMessage {...kindText[invoice.kind === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'INVOICE']} /> {invoice.number}
              </strong>
              <span className="invoice-list__meta">
                <FormattedMessage
                  id="invoices.card.meta"
                  values={{ issued: formatDay(invoice.issueDate, intl.locale), due: formatDay(invoice.dueDate, intl.locale), amount: formatCents(invoice.payableCents, intl.locale, invoice.currency), kind: invoice.kind }}
                />
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
            </span>
            <InvoiceDownloads number={invoice.number} pdfUrl={invoice.pdfUrl} xmlUrl={invoice.xmlUrl} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <button type="button" className="btn btn--ghost" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          <FormattedMessage id="invoices.loadMore" />
        </button>
      )}
    </div>
  );
}
