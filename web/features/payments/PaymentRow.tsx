// One payment on the manager's Payments page: when, from whom, how much, what the payer wrote, and
// what it paid. A match can be undone (it stays in the history, struck through); what is left of
// money received can be matched to one of the open documents the server suggests.
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { formatCreditorReference } from '../../../graph/domain/creditor-reference.ts';
import { formatCents } from '../../components/money.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { formatDay } from '../invoices/invoiceText.ts';
import { matchMessage, methodMessage, paymentProblem } from './paymentText.ts';
import type { PaymentRow_payment$key } from './__generated__/PaymentRow_payment.graphql';
import type { PaymentRowSuggestionsQuery } from './__generated__/PaymentRowSuggestionsQuery.graphql';
import type { PaymentRowMatchMutation } from './__generated__/PaymentRowMatchMutation.graphql';
import type { PaymentRowUndoMutation } from './__generated__/PaymentRowUndoMutation.graphql';
import './payments.css';

export function PaymentRow(props: { payment: PaymentRow_payment$key; onChanged: () => void }) {
  const intl = useIntl();
  const p = useFragment(
    graphql`
      fragment PaymentRow_payment on Payment {
        id
        direction
        method
        amountCents
        currency
        bookedOn
        payerName
        reference
        remittance
        receiptNumber
        unallocatedCents
        client {
          name
        }
        allocations {
          id
          amountCents
          documentNumber
          matchedBy
          undoneAt
        }
      }
    `,
    props.payment,
  );
  const [undo, undoing] = useMutation<PaymentRowUndoMutation>(graphql`
    mutation PaymentRowUndoMutation($input: UndoPaymentMatchInput!) {
      undoPaymentMatch(input: $input) {
        allocation {
          id
          undoneAt
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  const [matching, setMatching] = useState(false);
  const money = (cents: number) => formatCents(cents, intl.locale, p.currency);

  async function undoMatch(allocationId: string) {
    setError(null);
    try {
      await commitAsync(undo, { input: { allocationId } });
      props.onChanged();
    } catch (e) {
      setError(intl.formatMessage(paymentProblem(readProblem(e))));
    }
  }

  return (
    <li className="pay-row">
      <div className="pay-row__head">
        <span>
          <strong>{money(p.direction === 'OUT' ? -p.amountCents : p.amountCents)}</strong> · {formatDay(p.bookedOn, intl.locale)} · <FormattedMessage {...methodMessage(p.method)} />
          {p.payerName && <> · {p.payerName}</>}
        </span>
        {p.direction === 'IN' && p.unallocatedCents > 0 && (
          <span className="pay-actions">
            <span className="pay-state pay-state--open">
              <FormattedMessage id="payments.row.unmatched" values={{ amount: money(p.unallocatedCents) }} />
            </span>
            <button type="button" className="btn btn--small" aria-expanded={matching} onClick={() => setMatching(!matching)}>
              <FormattedMessage id="payments.row.findMatch" />
            </button>
          </span>
        )}
      </div>
      <span className="pay-row__meta">
        {p.reference && <FormattedMessage id="payments.row.reference" values={{ reference: formatCreditorReference(p.reference) }} />}
        {p.reference && p.remittance && ' · '}
        {p.remittance}
        {p.receiptNumber && <FormattedMessage id="payments.row.receipt" values={{ receipt: p.receiptNumber }} />}
        {p.client && p.client.name !== p.payerName && (
          <>
            {' · '}
            {p.client.name}
          </>
        )}
      </span>
      {p.allocations.length > 0 && (
        <ul className="pay-row__meta">
          {p.allocations.map((a) => (
            <li key={a.id}>
              {a.undoneAt ? (
                <s>
                  <FormattedMessage id="payments.row.allocation" values={{ number: a.documentNumber, amount: money(a.amountCents) }} />
                </s>
              ) : (
                <FormattedMessage id="payments.row.allocation" values={{ number: a.documentNumber, amount: money(a.amountCents) }} />
              )}{' '}
              (<FormattedMessage {...matchMessage(a.matchedBy)} />)
              {!a.undoneAt && (
                <>
                  {' '}
                  <button type="button" className="btn btn--small btn--ghost" disabled={undoing} onClick={() => void undoMatch(a.id)}>
                    <FormattedMessage id="payments.row.undo" values={{ number: a.documentNumber }} />
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {matching && (
        <Suspense fallback={null}>
          <Suggestions paymentId={p.id} currency={p.currency} onMatched={() => { setMatching(false); props.onChanged(); }} />
        </Suspense>
      )}
    </li>
  );
}

function Suggestions(props: { paymentId: string; currency: string; onMatched: () => void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<PaymentRowSuggestionsQuery>(
    graphql`
      query PaymentRowSuggestionsQuery($paymentId: ID!) {
        paymentSuggestions(paymentId: $paymentId) {
          documentId
          number
          openCents
          dueDate
          exactAmount
          client {
            name
          }
        }
      }
    `,
    { paymentId: props.paymentId },
    { fetchPolicy: 'network-only' },
  );
  const [match, busy] = useMutation<PaymentRowMatchMutation>(graphql`
    mutation PaymentRowMatchMutation($input: MatchPaymentInput!) {
      matchPayment(input: $input) {
        allocation {
          id
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  async function choose(documentId: string) {
    setError(null);
    try {
      await commitAsync(match, { input: { paymentId: props.paymentId, documentId } });
      props.onMatched();
    } catch (e) {
      setError(intl.formatMessage(paymentProblem(readProblem(e))));
    }
  }
  if (data.paymentSuggestions.length === 0) {
    return (
      <p className="pay-row__meta">
        <FormattedMessage id="payments.suggest.none" />
      </p>
    );
  }
  return (
    <div className="pay-table-wrap">
      <table className="pay-table">
        <caption className="pay-row__meta">
          <FormattedMessage id="payments.suggest.caption" />
        </caption>
        <tbody>
          {data.paymentSuggestions.map((s) => (
            <tr key={s.documentId}>
              <td>
                <strong>{s.number}</strong> · {s.client?.name ?? '—'}
                {s.exactAmount && (
                  <>
                    {' '}
                    <span className="pay-state pay-state--paid">
                      <FormattedMessage id="payments.suggest.exact" />
                    </span>
                  </>
                )}
              </td>
              <td className="pay-table__num">{formatCents(s.openCents, intl.locale, props.currency)}</td>
              <td>{s.dueDate ? formatDay(s.dueDate, intl.locale) : ''}</td>
              <td>
                <button type="button" className="btn btn--small" disabled={busy} onClick={() => void choose(s.documentId)}>
                  <FormattedMessage id="payments.suggest.match" values={{ number: s.number }} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
