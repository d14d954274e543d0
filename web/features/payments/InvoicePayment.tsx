// Staff's view of an issued invoice's payment in the order panel: its state, what is paid and open,
// its reminders (the next one, or paused with the reason), and the two things staff do at the
// counter: record money taken (cash or card, with the till's receipt number) and pause or resume
// the reminders.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { REMINDER_PAUSE_REASON_MAX_LENGTH } from '../../../graph/domain/invoice-reminders.ts';
import { RECEIPT_NUMBER_MAX_LENGTH } from '../../../graph/domain/payments.ts';
import { formatCents } from '../../components/money.ts';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { formatDay } from '../invoices/invoiceText.ts';
import { centsToInput, parseEuros } from '../website/money.ts';
import { paymentProblem } from './paymentText.ts';
import { PaymentStateBadge, shownState } from './PaymentStateBadge.tsx';
import type { InvoicePayment_invoice$key } from './__generated__/InvoicePayment_invoice.graphql';
import type { InvoicePaymentRecordMutation, PaymentMethod } from './__generated__/InvoicePaymentRecordMutation.graphql';
import type { InvoicePaymentPauseMutation } from './__generated__/InvoicePaymentPauseMutation.graphql';
import type { InvoicePaymentResumeMutation } from './__generated__/InvoicePaymentResumeMutation.graphql';
import '../../components/forms/forms.css';
import './payments.css';

export function InvoicePayment(props: { invoice: InvoicePayment_invoice$key }) {
  const intl = useIntl();
  const i = useFragment(
    graphql`
      fragment InvoicePayment_invoice on Invoice {
        id
        number
        currency
        paidCents
        openCents
        paymentState
        overdue
        nextReminderOn
        reminders {
          __typename
        }
        remindersPause {
          reason
        }
      }
    `,
    props.invoice,
  );
  const [open, setOpen] = useState<'record' | 'pause' | null>(null);
  const [resume, resuming] = useMutation<InvoicePaymentResumeMutation>(graphql`
    mutation InvoicePaymentResumeMutation($input: ResumeInvoiceRemindersInput!) {
      resumeInvoiceReminders(input: $input) {
        invoice {
          ...InvoicePayment_invoice
        }
      }
    }
  `);
  const [error, setError] = useState<string | null>(null);
  if (!i.paymentState) return null;
  const money = (cents: number) => formatCents(cents, intl.locale, i.currency);
  return (
    <div className="pay-row">
      <span className="pay-row__meta">
        <PaymentStateBadge state={shownState(i.paymentState, i.overdue)} />{' '}
        <FormattedMessage id="payments.invoice.paid" values={{ paid: money(i.paidCents ?? 0), open: money(i.openCents ?? 0) }} />
        {i.reminders.length > 0 && (
          <>
            {' · '}
            <FormattedMessage id="payments.invoice.remindersSent" values={{ count: i.reminders.length }} />
          </>
        )}
        {i.remindersPause ? (
          <>
            {' · '}
            <FormattedMessage id="payments.invoice.paused" values={{ reason: i.remindersPause.reason ?? '' }} />
          </>
        ) : (
          i.nextReminderOn && (
            <>
              {' · '}
              <FormattedMessage id="payments.invoice.nextReminder" values={{ day: formatDay(i.nextReminderOn, intl.locale) }} />
            </>
          )
        )}
      </span>
      {i.paymentState !== 'PAID' && (
        <span className="pay-actions">
          <button type="button" className="btn btn--small btn--ghost" aria-expanded={open === 'record'} onClick={() => setOpen(open === 'record' ? null : 'record')}>
            <FormattedMessage id="payments.record.open" />
          </button>
          {i.remindersPause ? (
            <button
              type="button"
              className="btn btn--small btn--ghost"
              disabled={resuming}
              onClick={() => {
                setError(null);
                commitAsync(resume, { input: { invoiceId: i.id } }).catch((e: unknown) => setError(intl.formatMessage(paymentProblem(readProblem(e)))));
              }}
            >
              <FormattedMessage id="payments.reminders.resume" />
            </button>
          ) : (
            <button type="button" className="btn btn--small btn--ghost" aria-expanded={open === 'pause'} onClick={() => setOpen(open === 'pause' ? null : 'pause')}>
              <FormattedMessage id="payments.reminders.pause" />
            </button>
          )}
        </span>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {open === 'record' && <RecordPaymentForm documentId={i.id} number={i.number ?? ''} openCents={i.openCents ?? 0} onDone={() => setOpen(null)} />}
      {open === 'pause' && <PauseForm invoiceId={i.id} onDone={() => setOpen(null)} />}
    </div>
  );
}

/** Money taken at the counter (or a transfer seen elsewhere) for an invoice or a deposit request. */
export function RecordPaymentForm(props: { documentId: string; number: string; openCents: number; onDone: () => void }) {
  const id = useId();
  const intl = useIntl();
  const [commit, busy] = useMutation<InvoicePaymentRecordMutation>(graphql`
    mutation InvoicePaymentRecordMutation($input: RecordPaymentInput!) {
      recordPayment(input: $input) {
        payment {
          id
          allocations {
            invoice {
              ...InvoicePayment_invoice
            }
          }
        }
      }
    }
  `);
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [amount, setAmount] = useState(centsToInput(props.openCents, intl.locale));
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | null>(null);
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
      await commitAsync(commit, { input: { documentId: props.documentId, method, amountCents: cents, receiptNumber: receipt.trim() || null } });
      props.onDone();
    } catch (e) {
      setError(intl.formatMessage(paymentProblem(readProblem(e))));
    }
  }
  return (
    <form className="pay-actions" onSubmit={(e) => void submit(e)} aria-label={intl.formatMessage({ id: 'payments.record.label' }, { number: props.number })}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-method`}>
          <FormattedMessage id="payments.record.method" />
        </label>
        <select id={`${id}-method`} className="field__input" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
          <option value="CASH">{intl.formatMessage({ id: 'payments.method.CASH' })}</option>
          <option value="CARD">{intl.formatMessage({ id: 'payments.method.CARD' })}</option>
          <option value="TRANSFER">{intl.formatMessage({ id: 'payments.method.TRANSFER' })}</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-amount`}>
          <FormattedMessage id="payments.record.amount" />
        </label>
        <input id={`${id}-amount`} className="field__input" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </div>
      {method !== 'TRANSFER' && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-receipt`}>
            <FormattedMessage id="payments.record.receipt" />
          </label>
          <input id={`${id}-receipt`} className="field__input" maxLength={RECEIPT_NUMBER_MAX_LENGTH} value={receipt} onChange={(e) => setReceipt(e.target.value)} required />
        </div>
      )}
      <button type="submit" className="btn btn--small" disabled={busy}>
        <FormattedMessage id="payments.record.submit" />
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function PauseForm(props: { invoiceId: string; onDone: () => void }) {
  const id = useId();
  const intl = useIntl();
  const [commit, busy] = useMutation<InvoicePaymentPauseMutation>(graphql`
    mutation InvoicePaymentPauseMutation($input: PauseInvoiceRemindersInput!) {
      pauseInvoiceReminders(input: $input) {
        invoice {
          ...InvoicePayment_invoice
        }
      }
    }
  `);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await commitAsync(commit, { input: { invoiceId: props.invoiceId, reason: reason.trim() } });
      props.onDone();
    } catch (e) {
      setError(intl.formatMessage(paymentProblem(readProblem(e))));
    }
  }
  return (
    <form className="pay-actions" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>
          <FormattedMessage id="payments.reminders.reason" />
        </label>
        <input id={`${id}-reason`} className="field__input" maxLength={REMINDER_PAUSE_REASON_MAX_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} required />
      </div>
      <button type="submit" className="btn btn--small" disabled={busy || !reason.trim()}>
        <FormattedMessage id="payments.reminders.pause" />
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
