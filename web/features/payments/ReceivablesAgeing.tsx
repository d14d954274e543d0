// What clients owe, by client and by how long past due (not yet due, 0–30, 31–60, 61+ days), the
// most overdue first, with the totals: the manager's view of who to chase.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatCents } from '../../components/money.ts';
import { formatDay } from '../invoices/invoiceText.ts';
import type { ReceivablesAgeing_query$key } from './__generated__/ReceivablesAgeing_query.graphql';
import './payments.css';

export function ReceivablesAgeing(props: { query: ReceivablesAgeing_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ReceivablesAgeing_query on Query {
        receivablesAgeing {
          asOf
          rows {
            client {
              id
            }
            name
            notDueCents
            days0To30Cents
            days31To60Cents
            days61PlusCents
            totalCents
          }
          totals {
            notDueCents
            days0To30Cents
            days31To60Cents
            days61PlusCents
            totalCents
          }
        }
      }
    `,
    props.query,
  );
  const a = data.receivablesAgeing;
  const money = (cents: number) => (cents ? formatCents(cents, intl.locale) : '—');
  return (
    <section className="card pay-section" aria-labelledby="ageing-title">
      <h2 className="pay-section__title" id="ageing-title">
        <FormattedMessage id="payments.ageing.title" values={{ day: formatDay(a.asOf, intl.locale) }} />
      </h2>
      {a.rows.length === 0 ? (
        <p className="pay-row__meta">
          <FormattedMessage id="payments.ageing.none" />
        </p>
      ) : (
        <div className="pay-table-wrap">
          <table className="pay-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="payments.ageing.client" />
                </th>
                <th scope="col" className="pay-table__num">
                  <FormattedMessage id="payments.ageing.notDue" />
                </th>
                <th scope="col" className="pay-table__num">
                  <FormattedMessage id="payments.ageing.days0To30" />
                </th>
                <th scope="col" className="pay-table__num">
                  <FormattedMessage id="payments.ageing.days31To60" />
                </th>
                <th scope="col" className="pay-table__num">
                  <FormattedMessage id="payments.ageing.days61Plus" />
                </th>
                <th scope="col" className="pay-table__num">
                  <FormattedMessage id="payments.ageing.total" />
                </th>
              </tr>
            </thead>
            <tbody>
              {a.rows.map((r, i) => (
                <tr key={r.client?.id ?? `erased-${i}`}>
                  <th scope="row">{r.name ?? intl.formatMessage({ id: 'payments.ageing.erased' })}</th>
                  <td className="pay-table__num">{money(r.notDueCents)}</td>
                  <td className="pay-table__num">{money(r.days0To30Cents)}</td>
                  <td className="pay-table__num">{money(r.days31To60Cents)}</td>
                  <td className="pay-table__num">{money(r.days61PlusCents)}</td>
                  <td className="pay-table__num">
                    <strong>{money(r.totalCents)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <FormattedMessage id="payments.ageing.totals" />
                </th>
                <td className="pay-table__num">{money(a.totals.notDueCents)}</td>
                <td className="pay-table__num">{money(a.totals.days0To30Cents)}</td>
                <td className="pay-table__num">{money(a.totals.days31To60Cents)}</td>
                <td className="pay-table__num">{money(a.totals.days61PlusCents)}</td>
                <td className="pay-table__num">
                  <strong>{money(a.totals.totalCents)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
