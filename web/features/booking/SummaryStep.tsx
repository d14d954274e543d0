// The wizard's last step: every answer read back, with what is missing or invalid and a way to each
// step, and the price estimate.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMoney } from '../../components/money.ts';
import { longDate } from '../../components/pickers/calendar.ts';
import { reservationFieldMessage, seatsText, stepTitles, stopText, type LeadTimes } from '../../components/reservation/messages.ts';
import { parseGuests, type Draft, type DraftField, type FieldErrors, type StepId } from './wizard.ts';
import './WizardSteps.css';
import type { StopInfo } from './stepParts.tsx';
import { AcceptTermsCheckbox, TermsSummary } from '../../components/billing/TermsSummary.tsx';
import type { TermsState } from '../../components/billing/useBookingTerms.ts';

export function SummaryStep(props: {
  draft: Draft;
  stop: StopInfo | null;
  errors: FieldErrors;
  leadTimes: LeadTimes;
  onChange(step: StepId): void;
  /** The terms the booking will be made under (bookingTerms for the arrival day). */
  terms: TermsState;
  /** The per-guest price those terms give the chosen stop (null: not known yet). */
  termsPriceCents: number | null;
  accepted: boolean;
  acceptInvalid: boolean;
  onAccept(accepted: boolean): void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const { draft, stop } = props;
  const guests = parseGuests(draft.guests);
  // The agreed price once the terms for the day are known; the list price until then.
  const price = props.termsPriceCents ?? stop?.pricePerGuestCents ?? null;
  const missing = <span className="summary__missing"><FormattedMessage id="page.newOrder.missing" /></span>;
  const none = <span className="summary__none"><FormattedMessage id="page.newOrder.none" /></span>;
  const problem = (...fields: DraftField[]) => {
    for (const field of fields) {
      const code = props.errors[field];
      if (code && code !== 'REQUIRED') {
        const text = reservationFieldMessage(field, code, props.leadTimes);
        return <span className="summary__problem">{intl.formatMessage(text.descriptor, text.values)}</span>;
      }
    }
    return null;
  };
  const responsible = [draft.responsibleFirstName.trim(), draft.responsibleLastName.trim()].filter(Boolean).join(' ');
  const rows: Array<{ key: string; label: ReactNode; value: ReactNode; step: StepId; invalid: boolean }> = [
    {
      key: 'type',
      label: <FormattedMessage id="page.newOrder.step.type" />,
      value: draft.type ? <FormattedMessage {...stopText[draft.type]} /> : missing,
      step: 'type',
      invalid: !draft.type,
    },
    {
      key: 'guests',
      label: <FormattedMessage id="page.newOrder.step.guests" />,
      value: draft.guests.trim() ? (
        <>
          {guests !== null ? <FormattedMessage id="reservation.guestsCount" values={{ guests }} /> : draft.guests}
          {problem('guests')}
        </>
      ) : (
        missing
      ),
      step: 'guests',
      invalid: Boolean(props.errors.guests),
    },
    {
      key: 'seats',
      label: <FormattedMessage id="page.newOrder.step.seats" />,
      value:
        draft.seatReservation === null ? (
          missing
        ) : (
          <>
            <FormattedMessage {...(draft.seatReservation ? seatsText.yes : seatsText.no)} />
            {problem('seatReservation')}
          </>
        ),
      step: 'seats',
      invalid: Boolean(props.errors.seatReservation),
    },
    {
      key: 'arrival',
      label: <FormattedMessage id="page.newOrder.step.arrival" />,
      value:
        draft.arrivalDate && draft.arrivalTime ? (
          <>
            <FormattedMessage id="reservation.arrivalLocal" values={{ date: longDate(intl.locale, draft.arrivalDate), time: draft.arrivalTime }} />
            {problem('arrivalDate', 'arrivalTime')}
          </>
        ) : (
          missing
        ),
      step: 'arrival',
      invalid: Boolean(props.errors.arrivalDate || props.errors.arrivalTime),
    },
    {
      key: 'responsible',
      label: <FormattedMessage id="page.newOrder.step.responsible" />,
      value: responsible ? <>{responsible}{problem('responsibleFirstName', 'responsibleLastName')}</> : none,
      step: 'responsible',
      invalid: Boolean(props.errors.responsibleFirstName || props.errors.responsibleLastName),
    },
    {
      key: 'message',
      label: <FormattedMessage id="page.newOrder.messageLabel" />,
      value: draft.message.trim() ? <span className="summary__text">{draft.message.trim()}</span> : none,
      step: 'message',
      invalid: Boolean(props.errors.message),
    },
    {
      key: 'wishes',
      label: <FormattedMessage id="page.newOrder.wishesLabel" />,
      value: draft.wishes.trim() ? <span className="summary__text">{draft.wishes.trim()}</span> : none,
      step: 'message',
      invalid: Boolean(props.errors.wishes),
    },
  ];
  return (
    <div className="summary">
      <dl className="summary__list">
        {rows.map((row) => (
          <div key={row.key} className={`summary__row${row.invalid ? ' summary__row--invalid' : ''}`}>
            <dt className="summary__label">{row.label}</dt>
            <dd className="summary__value">{row.value}</dd>
            <dd className="summary__action">
              <button type="button" className="link-button" onClick={() => props.onChange(row.step)}>
                <FormattedMessage id="page.newOrder.change" />
                <span className="visually-hidden">: {intl.formatMessage(stepTitles[row.step])}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {stop && price !== null && guests !== null && !props.errors.guests && (
        <p className="summary__price">
          <FormattedMessage
            id="page.newOrder.priceEstimate"
            values={{
              total: money(price * guests, stop.currency),
              price: money(price, stop.currency),
              guests,
            }}
          />
        </p>
      )}
      {props.terms.status === 'ready' && (
        <>
          <TermsSummary terms={props.terms.terms} type={draft.type} />
          <AcceptTermsCheckbox id="order-accept-terms" checked={props.accepted} onChange={props.onAccept} invalid={props.acceptInvalid} />
        </>
      )}
      {props.terms.status === 'loading' && (
        <p className="form__note" role="status">
          <FormattedMessage id="terms.loading" />
        </p>
      )}
      {props.terms.status === 'failed' && (
        <p className="summary__problem" role="alert">
          <FormattedMessage id="terms.failed" />
        </p>
      )}
      <p className="form__note">
        <FormattedMessage id="page.newOrder.summaryNote" />
      </p>
    </div>
  );
}
