// A client's reservation card: the invoices and credit notes issued for it, with their downloads.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatCents } from '../../components/money.ts';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { PaymentStateBadge, shownState } from '../payments/PaymentStateBadge.tsx';
import { formatDay, kindMessage } from './invoiceText.ts';
import type { ReservationInvoices_reservation$key } from './__generated__/ReservationInvoices_reservation.graphql';
import './invoices.css';

const fragment = graphql`
  fragment ReservationInvoices_reservation on Reservation {
    id
    invoices {
      id
      kind
      number
      issueDate
      dueDate
      payableCents
      paymentState
      overdue
      currency
      pdfUrl
      xmlUrl
    }
  }
`;

export function ReservationInvoices(props: { reservation: ReservationInvoices_reservation$key }) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  if (r.invoices.length === 0) return null;
  return (
    <div className="reservation-invoices" aria-labelledby={`${r.id}-invoices`}>
      <h3 id={`${r.id}-invoices`} className="reservation-invoices__title">
        <FormattedMessage id="invoices.card.title" />
      </h3>
      <ul className="invoice-list">
        {r.invoices.map((invoice) => (
          <li key={invoice.id} className="invoice-list__item">
            <span className="invoice-list__what">
              <strong>
                <FormattedMessage {...kindMessage(invoice.kind)} /> {invoice.number} <PaymentStateBadge state={shownState(invoice.paymentState, invoice.overdue)} />
              </strong>
              <span className="invoice-list__meta">
                <FormattedMessage id="invoices.card.meta" values={{ issued: formatDay(invoice.issueDate, intl.locale), due: formatDay(invoice.dueDate, intl.locale), amount: formatCents(invoice.payableCents, intl.locale, invoice.currency), kind: invoice.kind }} />
              </span>
            </span>
            <InvoiceDownloads number={invoice.number} pdfUrl={invoice.pdfUrl} xmlUrl={invoice.xmlUrl} />
          </li>
        ))}
      </ul>
    </div>
  );
}
