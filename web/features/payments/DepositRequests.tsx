// The deposits asked of the organisation that are still open, or paid and recent: each with its
// amount, due date and state, the transfer to make (QR code included) while open, and its PDF.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatCents } from '../../components/money.ts';
import { localDate, now } from '../reservations/time.ts';
import { formatDay } from '../invoices/invoiceText.ts';
import { PayByTransfer } from './PayByTransfer.tsx';
import { PaymentStateBadge, shownState } from './PaymentStateBadge.tsx';
import type { DepositRequests_client$key } from './__generated__/DepositRequests_client.graphql';
import '../../components/forms/forms.css';
import './payments.css';

export function DepositRequests(props: { client: DepositRequests_client$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DepositRequests_client on Client {
        paymentRequests {
          id
          number
          amountCents
          currency
          dueDate
          status
          pdfUrl
          paymentQr {
            ...PayByTransfer_qr
          }
          reservation {
            orderNumber
          }
        }
      }
    `,
    props.client,
  );
  const [paying, setPaying] = useState<string | null>(null);
  const today = localDate(now());
  const shown = data.paymentRequests.filter((r) => r.status === 'OPEN' || r.status === 'PAID').slice(0, 10);
  if (shown.length === 0) return null;
  return (
    <section className="card pay-section" aria-labelledby="deposit-requests-title">
      <h2 className="pay-section__title" id="deposit-requests-title">
        <FormattedMessage id="payments.deposits.title" />
      </h2>
      {shown.map((r) => (
        <div key={r.id} className="pay-row">
          <div className="pay-row__head">
            <span>
              <strong>
                <FormattedMessage id="payments.deposits.item" values={{ number: r.number, amount: formatCents(r.amountCents, intl.locale, r.currency) }} />
              </strong>{' '}
              <PaymentStateBadge state={shownState(r.status, r.status === 'OPEN' && r.dueDate < today)} />
            </span>
            <span className="pay-actions">
              {r.status === 'OPEN' && r.paymentQr && (
                <button type="button" className="btn btn--small" aria-expanded={paying === r.id} onClick={() => setPaying(paying === r.id ? null : r.id)}>
                  <FormattedMessage id="payments.pay" values={{ number: r.number }} />
                </button>
              )}
              <a className="btn btn--small btn--ghost" href={r.pdfUrl} download>
                PDF
              </a>
            </span>
          </div>
          <span className="pay-row__meta">
            <FormattedMessage id="payments.deposits.meta" values={{ due: formatDay(r.dueDate, intl.locale), order: r.reservation?.orderNumber ?? '—' }} />
          </span>
          {r.status === 'OPEN' && r.paymentQr && paying === r.id && <PayByTransfer qr={r.paymentQr} number={r.number} />}
        </div>
      ))}
    </section>
  );
}
