// The order panel's "Billing" section for a closed reservation: the fee it owes (with "Waive fee"),
// the invoice draft computed by the server from the terms it was booked under (price basis, lines,
// totals), staff's extras, "Issue invoice", and the issued invoices and credit notes with their
// downloads and "Credit note". Every answer carries the reservation's section again, so the panel
// shows what is true after each step without a reload.
import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { formatRate } from '../../../graph/domain/money.ts';
import { CREDIT_REASON_MAX_LENGTH, EXTRA_DESCRIPTION_MAX_LENGTH, FEE_WAIVER_REASON_MAX_LENGTH } from '../../../graph/domain/invoice-limits.ts';
import { LINE_QUANTITY_MAX, LINE_UNIT_PRICE_MAX_CENTS } from '../../../graph/domain/billing.ts';
import { Dialog } from '../../components/forms/Dialog.tsx';
import '../../components/forms/forms.css';
import { Alert } from '../../components/Notice.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { readProblem, type Problem } from '../../components/forms/problems.ts';
import { formatCents } from '../../components/money.ts';
import { toasts } from '../../lib/toast.ts';
import { parseEuros } from '../website/money.ts';
import { InvoiceDownloads } from './InvoiceDownloads.tsx';
import { InvoicePayment } from '../payments/InvoicePayment.tsx';
import { RecordRefund } from '../payments/RecordRefund.tsx';
import { InvoiceLines } from './InvoiceLines.tsx';
import { billingProblem, formatDay, kindMessage } from './invoiceText.ts';
import type { BillingSection_reservation$key } from './__generated__/BillingSection_reservation.graphql';
import type { BillingSectionOpenMutation } from './__generated__/BillingSectionOpenMutation.graphql';
import type { BillingSectionAddMutation } from './__generated__/BillingSectionAddMutation.graphql';
import type { BillingSectionRemoveMutation } from './__generated__/BillingSectionRemoveMutation.graphql';
import type { BillingSectionIssueMutation } from './__generated__/BillingSectionIssueMutation.graphql';
import type { BillingSectionCreditMutation } from './__generated__/BillingSectionCreditMutation.graphql';
import type { BillingSectionWaiveMutation } from './__generated__/BillingSectionWaiveMutation.graphql';
import type { BillingSectionRatesQuery } from './__generated__/BillingSectionRatesQuery.graphql';
import './invoices.css';

const fragment = graphql`
  fragment BillingSection_reservation on Reservation {
    id
    orderNumber
    status
    fee {
      reason
      percent
      guests
      perGuestCents
      amountCents
      currency
      waived
    }
    feeWaiver {
      reason
      by {
        name
      }
    }
    invoiceDraft {
      id
      currency
      lines {
        id
      }
      draftBasis {
        perGuestCents
        includesVat
        vatRateBp
        underAgreement
        agreementName
        paymentTermsDays
        billedGuests
        guaranteedMinimum
        freePlaces
      }
      ...InvoiceLines_invoice
    }
    invoices {
      id
      kind
      number
      issueDate
      payableCents
      currency
      pdfUrl
      xmlUrl
      creditedBy {
        number
      }
      correctsInvoice {
        number
      }
      ...InvoicePayment_invoice
    }
  }
`;

const openMutation = graphql`
  mutation BillingSectionOpenMutation($input: OpenInvoiceDraftInput!) {
    openInvoiceDraft(input: $input) {
      invoice {
        reservation {
          ...BillingSection_reservation
        }
      }
    }
  }
`;
const addMutation = graphql`
  mutation BillingSectionAddMutation($input: AddInvoiceExtraInput!) {
    addInvoiceExtra(input: $input) {
      invoice {
        reservation {
          ...BillingSection_reservation
        }
      }
    }
  }
`;
const removeMutation = graphql`
  mutation BillingSectionRemoveMutation($input: RemoveInvoiceExtraInput!) {
    removeInvoiceExtra(input: $input) {
      invoice {
        reservation {
          ...BillingSection_reservation
        }
      }
    }
  }
`;
const issueMutation = graphql`
  mutation BillingSectionIssueMutation($input: IssueInvoiceInput!) {
    issueInvoice(input: $input) {
      invoice {
        number
        reservation {
          ...BillingSection_reservation
        }
      }
    }
  }
`;
const creditMutation = graphql`
  mutation BillingSectionCreditMutation($input: CreditInvoiceInput!) {
    creditInvoice(input: $input) {
      creditNote {
        number
        reservation {
          ...BillingSection_reservation
        }
      }
    }
  }
`;
const waiveMutation = graphql`
  mutation BillingSectionWaiveMutation($input: WaiveFeeInput!) {
    waiveFee(input: $input) {
      reservation {
        ...BillingSection_reservation
      }
    }
  }
`;

type Reason = { kind: 'waive' } | { kind: 'credit'; invoiceId: string; number: string };

export function BillingSection(props: { reservation: BillingSection_reservation$key }) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reason, setReason] = useState<Reason | null>(null);
  const [adding, setAdding] = useState(false);
  const [commitOpen, opening] = useMutation<BillingSectionOpenMutation>(openMutation);
  const [commitRemove, removing] = useMutation<BillingSectionRemoveMutation>(removeMutation);
  const [commitIssue, issuing] = useMutation<BillingSectionIssueMutation>(issueMutation);
  const busy = opening || removing || issuing;
  if (r.status !== 'FINISHED' && r.status !== 'DELETED') return null;
  const money = (cents: number, currency: string) => formatCents(cents, intl.locale, currency);
  const language = intl.locale.startsWith('sl') ? 'sl' : 'en';
  const draft = r.invoiceDraft;
  const open = r.invoices.find((i) => i.kind === 'INVOICE' && !i.creditedBy);

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(readProblem(error));
    }
  };

  return (
    <section className="order-details__section billing-section" aria-labelledby={`${r.id}-billing`} data-testid="billing-section">
      <h3 id={`${r.id}-billing`} className="order-details__heading">
        <FormattedMessage id="invoices.billing.heading" />
      </h3>
      {problem && (
        <Alert tone="danger">
          <p>
            <FormattedMessage {...billingProblem(problem)} />
          </p>
        </Alert>
      )}

      {r.fee && (
        <div className="billing-fee">
          <p>
            <FormattedMessage
              id={r.fee.reason === 'NO_SHOW' ? 'invoices.fee.noShow' : 'invoices.fee.lateCancellation'}
              values={{ percent: r.fee.percent, guests: r.fee.guests, perGuest: money(r.fee.perGuestCents, r.fee.currency), amount: money(r.fee.amountCents, r.fee.currency) }}
            />
          </p>
          {r.fee.waived ? (
            <p className="billing-fee__waived">
              <FormattedMessage id="invoices.fee.waived" values={{ name: r.feeWaiver?.by?.name ?? '—', reason: r.feeWaiver?.reason ?? '' }} />
            </p>
          ) : (
            !open && (
              <button type="button" className="btn btn--small btn--ghost" onClick={() => setReason({ kind: 'waive' })}>
                <FormattedMessage id="invoices.fee.waive" />
              </button>
            )
          )}
        </div>
      )}

      {draft ? (
        <div className="billing-draft">
          {draft.draftBasis && (
            <dl className="order-facts billing-basis">
              <div className="order-fact">
                <dt className="order-fact__label">
                  <FormattedMessage id="invoices.basis.perGuest" />
                </dt>
                <dd className="order-fact__value">
                  <FormattedMessage
                    id={draft.draftBasis.includesVat ? 'invoices.basis.priceGross' : 'invoices.basis.priceNet'}
                    values={{ price: money(draft.draftBasis.perGuestCents, draft.currency), rate: formatRate(draft.draftBasis.vatRateBp, language) }}
                  />
                </dd>
              </div>
              <div className="order-fact">
                <dt className="order-fact__label">
                  <FormattedMessage id="invoices.basis.terms" />
                </dt>
                <dd className="order-fact__value">
                  {draft.draftBasis.underAgreement ? (
                    <FormattedMessage id="invoices.basis.agreement" values={{ name: draft.draftBasis.agreementName ?? '—' }} />
                  ) : (
                    <FormattedMessage id="invoices.basis.restaurant" />
                  )}
                </dd>
              </div>
              <div className="order-fact">
                <dt className="order-fact__label">
                  <FormattedMessage id="invoices.basis.billedGuests" />
                </dt>
                <dd className="order-fact__value">
                  <FormattedMessage
                    id="invoices.basis.billedGuestsValue"
                    values={{ billed: draft.draftBasis.billedGuests, minimum: draft.draftBasis.guaranteedMinimum, free: draft.draftBasis.freePlaces }}
                  />
                </dd>
              </div>
              <div className="order-fact">
                <dt className="order-fact__label">
                  <FormattedMessage id="invoices.basis.payment" />
                </dt>
                <dd className="order-fact__value">
                  <FormattedMessage id="invoices.basis.paymentDays" values={{ days: draft.draftBasis.paymentTermsDays }} />
                </dd>
              </div>
            </dl>
          )}
          <InvoiceLines
            invoice={draft}
            busy={busy}
            onRemove={(lineId) => void run(() => commitAsync<BillingSectionRemoveMutation>(commitRemove, { input: { lineId } }))}
          />
          {adding ? (
            <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
              <ExtraForm invoiceId={draft.id} onDone={() => setAdding(false)} />
            </Suspense>
          ) : (
            <div className="billing-actions">
              <button type="button" className="btn btn--ghost" onClick={() => setAdding(true)} disabled={busy}>
                <FormattedMessage id="invoices.extra.add" />
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy || draft.lines.length === 0}
                aria-busy={issuing || undefined}
                onClick={() =>
                  void run(async () => {
                    const answer = await commitAsync<BillingSectionIssueMutation>(commitIssue, { input: { invoiceId: draft.id } });
                    toasts.show({ id: 'invoices.done.issued' }, { values: { number: answer.issueInvoice.invoice.number ?? '' } });
                  })
                }
              >
                {issuing && <span className="btn__spinner" aria-hidden="true" />}
                <FormattedMessage id="invoices.issue" />
              </button>
            </div>
          )}
        </div>
      ) : (
        !open && (
          <div className="billing-actions">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              aria-busy={opening || undefined}
              onClick={() => void run(() => commitAsync<BillingSectionOpenMutation>(commitOpen, { input: { reservationId: r.id } }))}
            >
              {opening && <span className="btn__spinner" aria-hidden="true" />}
              <FormattedMessage id="invoices.prepare" />
            </button>
          </div>
        )
      )}

      {r.invoices.length > 0 && (
        <ul className="billing-issued">
          {r.invoices.map((invoice) => (
            <li key={invoice.id} className="billing-issued__item">
              <span className="billing-issued__what">
                <strong>
                  <FormattedMessage {...kindMessage(invoice.kind)} /> {invoice.number}
                </strong>
                <span className="billing-issued__meta">
                  {formatDay(invoice.issueDate, intl.locale)} · {money(invoice.payableCents, invoice.currency)}
                  {invoice.creditedBy && (
                    <>
                      {' · '}
                      <FormattedMessage id="invoices.creditedBy" values={{ number: invoice.creditedBy.number ?? '' }} />
                    </>
                  )}
                  {invoice.correctsInvoice && (
                    <>
                      {' · '}
                      <FormattedMessage id="invoices.corrects" values={{ number: invoice.correctsInvoice.number ?? '' }} />
                    </>
                  )}
                </span>
              </span>
              <InvoiceDownloads number={invoice.number} pdfUrl={invoice.pdfUrl} xmlUrl={invoice.xmlUrl} />
              {invoice.kind === 'INVOICE' && !invoice.creditedBy && (
                <button type="button" className="btn btn--small btn--danger-ghost" onClick={() => setReason({ kind: 'credit', invoiceId: invoice.id, number: invoice.number ?? '' })}>
                  <FormattedMessage id="invoices.credit" />
                </button>
              )}
              {invoice.kind !== 'CREDIT_NOTE' && <InvoicePayment invoice={invoice} />}
              {invoice.kind === 'CREDIT_NOTE' && <RecordRefund creditNoteId={invoice.id} number={invoice.number ?? ''} amountCents={invoice.payableCents} />}
            </li>
          ))}
        </ul>
      )}

      {reason && <ReasonDialog reason={reason} reservationId={r.id} orderNumber={r.orderNumber} onClose={() => setReason(null)} />}
    </section>
  );
}

const ratesQuery = graphql`
  query BillingSectionRatesQuery {
    vatRates {
      id
      rateBp
      name
    }
  }
`;

function ExtraForm(props: { invoiceId: string; onDone(): void }) {
  const intl = useIntl();
  const rates = useLazyLoadQuery<BillingSectionRatesQuery>(ratesQuery, {}, { fetchPolicy: 'store-or-network' }).vatRates;
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [rate, setRate] = useState(rates[0]?.id ?? '');
  const [gross, setGross] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [commit, busy] = useMutation<BillingSectionAddMutation>(addMutation);
  const id = useId();
  const language = intl.locale.startsWith('sl') ? 'sl' : 'en';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!description.trim()) found.description = 'REQUIRED';
    const qty = Number(quantity);
    if (!/^\d+$/.test(quantity.trim()) || qty < 1 || qty > LINE_QUANTITY_MAX) found.quantity = 'OUT_OF_RANGE';
    const parsed = parseEuros(price, { max: LINE_UNIT_PRICE_MAX_CENTS });
    if (!parsed.ok || parsed.cents === null || parsed.cents < 0) found.price = 'INVALID';
    setErrors(found);
    if (Object.keys(found).length || !parsed.ok || parsed.cents === null) return;
    setProblem(null);
    try {
      await commitAsync<BillingSectionAddMutation>(commit, {
        input: { invoiceId: props.invoiceId, description: description.trim(), quantity: qty, unitPriceCents: parsed.cents, vatRateId: rate, priceIncludesVat: gross },
      });
      props.onDone();
    } catch (error) {
      setProblem(readProblem(error));
    }
  };

  return (
    <form className="billing-extra" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      {problem && (
        <Alert tone="danger">
          <p>
            <FormattedMessage {...billingProblem(problem)} />
          </p>
        </Alert>
      )}
      <div className={`field billing-extra__description${errors.description ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-d`}>
          <FormattedMessage id="invoices.extra.description" />
        </label>
        <input id={`${id}-d`} className="field__input" value={description} maxLength={EXTRA_DESCRIPTION_MAX_LENGTH} onChange={(e) => setDescription(e.target.value)} aria-invalid={!!errors.description || undefined} />
        {errors.description && (
          <p className="field__error">
            <FormattedMessage id="invoices.extra.descriptionRequired" />
          </p>
        )}
      </div>
      <div className={`field${errors.quantity ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-q`}>
          <FormattedMessage id="invoices.extra.quantity" />
        </label>
        <input id={`${id}-q`} className="field__input" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/[^\d]/g, '').slice(0, 5))} aria-invalid={!!errors.quantity || undefined} />
        {errors.quantity && (
          <p className="field__error">
            <FormattedMessage id="invoices.extra.quantityInvalid" values={{ max: LINE_QUANTITY_MAX }} />
          </p>
        )}
      </div>
      <div className={`field${errors.price ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-p`}>
          <FormattedMessage id="invoices.extra.price" />
        </label>
        <input id={`${id}-p`} className="field__input" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} aria-invalid={!!errors.price || undefined} />
        {errors.price && (
          <p className="field__error">
            <FormattedMessage id="invoices.extra.priceInvalid" />
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-r`}>
          <FormattedMessage id="invoices.extra.rate" />
        </label>
        <select id={`${id}-r`} className="field__input" value={rate} onChange={(e) => setRate(e.target.value)}>
          {rates.map((r) => (
            <option key={r.id} value={r.id}>
              {formatRate(r.rateBp, language)} — {r.name}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox billing-extra__gross">
        <input type="checkbox" checked={gross} onChange={(e) => setGross(e.target.checked)} />
        <span>
          <FormattedMessage id="invoices.extra.includesVat" />
        </span>
      </label>
      <div className="billing-actions">
        <button type="button" className="btn btn--ghost" onClick={props.onDone} disabled={busy}>
          <FormattedMessage id="invoices.dialog.back" />
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          <FormattedMessage id="invoices.extra.save" />
        </button>
      </div>
    </form>
  );
}

function ReasonDialog(props: { reason: Reason; reservationId: string; orderNumber: string; onClose(): void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [touched, setTouched] = useState(false);
  const [commitWaive, waiving] = useMutation<BillingSectionWaiveMutation>(waiveMutation);
  const [commitCredit, crediting] = useMutation<BillingSectionCreditMutation>(creditMutation);
  const busy = waiving || crediting;
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const waive = props.reason.kind === 'waive';
  const max = waive ? FEE_WAIVER_REASON_MAX_LENGTH : CREDIT_REASON_MAX_LENGTH;
  const empty = touched && !text.trim();
  const values = { order: props.orderNumber, number: props.reason.kind === 'credit' ? props.reason.number : '' };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!text.trim() || busy) {
      ref.current?.focus();
      return;
    }
    try {
      if (props.reason.kind === 'waive') {
        await commitAsync<BillingSectionWaiveMutation>(commitWaive, { input: { reservationId: props.reservationId, reason: text.trim() } });
        toasts.show({ id: 'invoices.done.waived' }, { values });
      } else {
        const answer = await commitAsync<BillingSectionCreditMutation>(commitCredit, { input: { invoiceId: props.reason.invoiceId, reason: text.trim() } });
        toasts.show({ id: 'invoices.done.credited' }, { values: { ...values, note: answer.creditInvoice.creditNote.number ?? '' } });
      }
      props.onClose();
    } catch (error) {
      setProblem(readProblem(error));
    }
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      title={<FormattedMessage id={waive ? 'invoices.waive.title' : 'invoices.creditDialog.title'} values={values} />}
      description={<FormattedMessage id={waive ? 'invoices.waive.text' : 'invoices.creditDialog.text'} values={values} />}
      initialFocus={ref}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        {problem && (
          <Alert tone="danger">
            <p>
              <FormattedMessage {...billingProblem(problem)} />
            </p>
          </Alert>
        )}
        <div className={`field${empty ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={id}>
            <FormattedMessage id="invoices.reason.label" />
          </label>
          <textarea ref={ref} id={id} className="field__input" rows={3} maxLength={max} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={empty || undefined} />
          {empty && (
            <p className="field__error">
              <FormattedMessage id="invoices.reason.required" />
            </p>
          )}
        </div>
        <div className="billing-actions">
          <button type="button" className="btn btn--ghost" onClick={props.onClose} disabled={busy}>
            <FormattedMessage id="invoices.dialog.back" />
          </button>
          <button type="submit" className={`btn ${waive ? 'btn--primary' : 'btn--danger'}`} disabled={busy}>
            {busy && <span className="btn__spinner" aria-hidden="true" />}
            <FormattedMessage id={waive ? 'invoices.waive.submit' : 'invoices.creditDialog.submit'} />
          </button>
        </div>
      </form>
    </Dialog>
  );
}
