// The manager pays money back against a credit note (a deposit not used, an invoice corrected after
// it was paid) and records it here: how, how much — the server refuses more than the client has in
// credit or the credit note leaves.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { centsToInput, parseEuros } from '../website/money.ts';
import { paymentProblem } from './paymentText.ts';
import type { PaymentMethod, RecordRefundMutation } from './__generated__/RecordRefundMutation.graphql';
import '../../components/forms/forms.css';
import './payments.css';

export function RecordRefund(props: { creditNoteId: string; number: string; amountCents: number }) {
  const id = useId();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [commit, busy] = useMutation<RecordRefundMutation>(graphql`
    mutation RecordRefundMutation($input: RecordRefundInput!) {
      recordRefund(input: $input) {
        payment {
          id
          amountCents
        }
      }
    }
  `);
  const [method, setMethod] = useState<PaymentMethod>('TRANSFER');
  const [amount, setAmount] = useState(centsToInput(props.amountCents, intl.locale));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = parseEuros(amount);
    const cents = parsed.ok ? parsed.cents : null;
    if (cents === null || cents < 1) {
      setError(intl.formatMessage({ id: 'payments.record.badAmount' }));
      return;
    }
    try {
      const answer = await commitAsync(commit, { input: { creditNoteId: props.creditNoteId, method, amountCents: cents } });
      setDone(answer.recordRefund.payment.amountCents);
      setOpen(false);
    } catch (e) {
      const problem = readProblem(e);
      setError(intl.formatMessage(problem.code === 'REFUND_EXCEEDS_CREDIT' ? { id: 'payments.refund.exceeds' } : paymentProblem(problem)));
    }
  }

  return (
    <div className="pay-row">
      {done !== null && (
        <p className="pay-row__meta" role="status">
          <FormattedMessage id="payments.refund.done" values={{ amount: intl.formatNumber(done / 100, { style: 'currency', currency: 'EUR' }) }} />
        </p>
      )}
      {!open ? (
        <span className="pay-actions">
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setOpen(true)}>
            <FormattedMessage id="payments.refund.open" />
          </button>
        </span>
      ) : (
        <form className="pay-actions" onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'payments.refund.label' }, { number: props.number })}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-method`}>
              <FormattedMessage id="payments.record.method" />
            </label>
            <select id={`${id}-method`} className="field__input" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              <option value="TRANSFER">{intl.formatMessage({ id: 'payments.method.TRANSFER' })}</option>
              <option value="CASH">{intl.formatMessage({ id: 'payments.method.CASH' })}</option>
              <option value="CARD">{intl.formatMessage({ id: 'payments.method.CARD' })}</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-amount`}>
              <FormattedMessage id="payments.record.amount" />
            </label>
            <input id={`${id}-amount`} className="field__input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </div>
          <button type="submit" className="btn btn--small" disabled={busy}>
            <FormattedMessage id="payments.refund.submit" />
          </button>
        </form>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
