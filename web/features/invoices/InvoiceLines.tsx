// An invoice's lines, VAT breakdown and totals as the server computed them (graph/domain/billing.ts,
// through the API): the web app never adds amounts up itself. A draft's extras can be removed.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatQuantity, formatRate } from '../../../graph/domain/money.ts';
import { formatCents } from '../../components/money.ts';
import type { InvoiceLines_invoice$key } from './__generated__/InvoiceLines_invoice.graphql';
import './invoices.css';

const fragment = graphql`
  fragment InvoiceLines_invoice on Invoice {
    currency
    lines {
      id
      kind
      description
      quantity
      unitPriceCents
      includesVat
      vatRateBp
      netCents
    }
    vatBreakdown {
      vatRateBp
      baseCents
      vatCents
    }
    netCents
    vatCents
    roundingCents
    payableCents
  }
`;

export function InvoiceLines(props: { invoice: InvoiceLines_invoice$key; onRemove?: (lineId: string) => void; busy?: boolean }) {
  const intl = useIntl();
  const i = useFragment(fragment, props.invoice);
  const language = intl.locale.startsWith('sl') ? 'sl' : 'en';
  const money = (cents: number) => formatCents(cents, intl.locale, i.currency);
  return (
    <div className="invoice-lines">
      <table className="invoice-lines__table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="invoices.line.description" />
            </th>
            <th scope="col" className="invoice-lines__num">
              <FormattedMessage id="invoices.line.quantity" />
            </th>
            <th scope="col" className="invoice-lines__num">
              <FormattedMessage id="invoices.line.price" />
            </th>
            <th scope="col" className="invoice-lines__num">
              <FormattedMessage id="invoices.line.vat" />
            </th>
            <th scope="col" className="invoice-lines__num">
              <FormattedMessage id="invoices.line.net" />
            </th>
            {props.onRemove && (
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="invoices.line.actions" />
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {i.lines.map((line, index) => (
            <tr key={line.id ?? `computed-${index}`} className={`invoice-lines__row invoice-lines__row--${line.kind.toLowerCase()}`}>
              <td data-label={intl.formatMessage({ id: 'invoices.line.description' })}>{line.description}</td>
              <td className="invoice-lines__num" data-label={intl.formatMessage({ id: 'invoices.line.quantity' })}>
                {formatQuantity(line.quantity, language)}
              </td>
              <td className="invoice-lines__num" data-label={intl.formatMessage({ id: 'invoices.line.price' })}>
                {money(line.unitPriceCents)}{' '}
                <span className="invoice-lines__basis">
                  <FormattedMessage id={line.includesVat ? 'invoices.line.gross' : 'invoices.line.netPrice'} />
                </span>
              </td>
              <td className="invoice-lines__num" data-label={intl.formatMessage({ id: 'invoices.line.vat' })}>
                {formatRate(line.vatRateBp, language)}
              </td>
              <td className="invoice-lines__num" data-label={intl.formatMessage({ id: 'invoices.line.net' })}>
                {money(line.netCents)}
              </td>
              {props.onRemove && (
                <td className="invoice-lines__actions">
                  {line.kind === 'EXTRA' && line.id && (
                    <button type="button" className="btn btn--small btn--danger-ghost" disabled={props.busy} onClick={() => props.onRemove!(line.id!)}>
                      <FormattedMessage id="invoices.extra.remove" />
                      <span className="visually-hidden"> {line.description}</span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="invoice-totals">
        <div className="invoice-totals__row">
          <dt>
            <FormattedMessage id="invoices.totals.net" />
          </dt>
          <dd>{money(i.netCents)}</dd>
        </div>
        {i.vatBreakdown.map((row) => (
          <div className="invoice-totals__row" key={row.vatRateBp}>
            <dt>
              <FormattedMessage id="invoices.totals.vatAt" values={{ rate: formatRate(row.vatRateBp, language), base: money(row.baseCents) }} />
            </dt>
            <dd>{money(row.vatCents)}</dd>
          </div>
        ))}
        {i.roundingCents !== 0 && (
          <div className="invoice-totals__row">
            <dt>
              <FormattedMessage id="invoices.totals.rounding" />
            </dt>
            <dd>{money(i.roundingCents)}</dd>
          </div>
        )}
        <div className="invoice-totals__row invoice-totals__row--payable">
          <dt>
            <FormattedMessage id="invoices.totals.payable" />
          </dt>
          <dd>{money(i.payableCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
