// One reservation as the client sees it: order number, stop, guests, seats, the
// arrival in Ljubljana time, the responsible person, message and wishes, the status, the staff's
// latest note, a toggle for the timeline and one for the conversation with the restaurant (with the
// count of unread staff messages; a mail's link opens it with ?conversation=<order number>).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { ConversationById, UnreadBadge } from '../../components/conversation/Conversation.tsx';
import { formatCents } from '../../components/money.ts';
import { longDate } from '../../components/pickers/calendar.ts';
import { seatsText, statusDescription, stopLabel } from '../../components/reservation/messages.ts';
import { StatusBadge } from '../../components/reservation/StatusBadge.tsx';
import { Timeline, useLjubljanaDateTime } from '../../components/reservation/Timeline.tsx';
import type { ReservationStatus } from '../../components/reservation/timeline.ts';
import { ReconfirmationNote } from '../reconfirm/ReconfirmationBadge.tsx';
import type { ReservationCard_reservation$key } from './__generated__/ReservationCard_reservation.graphql';
import { MealPreorderPanel } from '../meals/MealPreorder.tsx';
import { DriverLinkShare } from '../driver-link/DriverLinkShare.tsx';
import { ReservationInvoices } from '../invoices/ReservationInvoices.tsx';
import '../../components/reservation/order-number.css';
import './ReservationCard.css';
import { OutcomeNote } from '../check-in/OutcomeNote.tsx';
import { TermsSummary } from '../../components/billing/TermsSummary.tsx';

const fragment = graphql`
  fragment ReservationCard_reservation on Reservation @argumentDefinitions(money: { type: "Boolean", defaultValue: false }) {
    id
    orderNumber
    unreadMessages
    type
    guests
    seatReservation
    arrivalDay
    arrivalLocalTime
    responsibleFirstName
    responsibleLastName
    message
    wishes
    status
    outcome
    actualGuests
    staffNote
    quotedPriceCents
    currency
    createdAt
    bookedByPerson {
      name
      former
      staff
    }
    terms {
      ...TermsSummary_terms
    }
    ...Timeline_reservation
    ...MealPreorder_reservation
    ...ReconfirmationBadge_reservation
    ...ReservationInvoices_reservation @include(if: $money) @alias(as: "invoicesPart")
    ...DriverLinkShare_reservation
  }
`;

export function ReservationCard(props: { reservation: ReservationCard_reservation$key; headingLevel?: 2 | 3; mealsOpen?: boolean }) {
  const intl = useIntl();
  const when = useLjubljanaDateTime();
  const r = useFragment(fragment, props.reservation);
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const [talking, setTalking] = useState(() => params.get('conversation') === r.orderNumber);
  const uid = useId();
  const conversationId = `conversation-${uid}`;
  const timelineId = `timeline-${uid}`;
  const titleId = `reservation-${uid}`;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const responsible = [r.responsibleFirstName, r.responsibleLastName].filter(Boolean).join(' ');
  const status = r.status as ReservationStatus;
  return (
    <article className={`reservation-card reservation-card--${status.toLowerCase()}`} aria-labelledby={titleId} data-order-number={r.orderNumber}>
      <header className="reservation-card__header">
        <div>
          <p className="reservation-card__eyebrow">
            <FormattedMessage id="reservation.orderNumber" />
          </p>
          <Heading id={titleId} className="order-number reservation-card__number">
            {r.orderNumber}
          </Heading>
        </div>
        <StatusBadge status={status} />
      </header>
      <p className="reservation-card__status-text">
        <FormattedMessage {...(statusDescription[status] ?? statusDescription.CREATED)} />
      </p>
      <OutcomeNote audience="client" outcome={r.outcome} actualGuests={r.actualGuests} guests={r.guests} className="reservation-card__outcome" />
      <ReconfirmationNote reservation={r} />
      <dl className="reservation-card__facts">
        <div className="reservation-card__fact reservation-card__fact--wide">
          <dt>
            <FormattedMessage id="reservation.arrival" />
          </dt>
          <dd>
            <strong>
              <FormattedMessage id="reservation.arrivalLocal" values={{ date: longDate(intl.locale, r.arrivalDay), time: r.arrivalLocalTime }} />
            </strong>
          </dd>
        </div>
        <div className="reservation-card__fact">
          <dt>
            <FormattedMessage id="reservation.type" />
          </dt>
          <dd>
            <FormattedMessage {...stopLabel(r.type)} />
          </dd>
        </div>
        <div className="reservation-card__fact">
          <dt>
            <FormattedMessage id="reservation.guests" />
          </dt>
          <dd>
            <FormattedMessage id="reservation.guestsCount" values={{ guests: r.guests }} />
          </dd>
        </div>
        <div className="reservation-card__fact">
          <dt>
            <FormattedMessage id="reservation.seats" />
          </dt>
          <dd>
            <FormattedMessage {...(r.seatReservation ? seatsText.yes : seatsText.no)} />
          </dd>
        </div>
        <div className="reservation-card__fact">
          <dt>
            <FormattedMessage id="reservation.responsible" />
          </dt>
          <dd>{responsible || <span className="reservation-card__none">—</span>}</dd>
        </div>
        {r.quotedPriceCents !== null && r.quotedPriceCents !== undefined && (
          <div className="reservation-card__fact">
            <dt>
              <FormattedMessage id="reservation.price" />
            </dt>
            <dd>
              {formatCents(r.quotedPriceCents, intl.locale, r.currency)}
            </dd>
          </div>
        )}
        {r.message && (
          <div className="reservation-card__fact reservation-card__fact--wide">
            <dt>
              <FormattedMessage id="reservation.message" />
            </dt>
            <dd className="reservation-card__text">{r.message}</dd>
          </div>
        )}
        {r.wishes && (
          <div className="reservation-card__fact reservation-card__fact--wide">
            <dt>
              <FormattedMessage id="reservation.wishes" />
            </dt>
            <dd className="reservation-card__text">{r.wishes}</dd>
          </div>
        )}
      </dl>
      {/* The price basis and cancellation terms it was booked under, briefly. */}
      {r.terms && <TermsSummary terms={r.terms} type={r.type as 'SHORT_STOP' | 'LONG_STOP'} brief />}
      {r.staffNote && (
        <div className="reservation-card__note">
          <p className="reservation-card__note-label">
            <FormattedMessage id="reservation.staffNote" />
          </p>
          <p className="reservation-card__text">{r.staffNote}</p>
          {/* A note that asks something is answered in the reservation's messages. */}
          {status === 'WAITING' && !talking && (
            <button type="button" className="btn btn--small btn--ghost reservation-card__answer" aria-controls={conversationId} onClick={() => setTalking(true)}>
              <FormattedMessage id="conversation.answerNote" />
            </button>
          )}
        </div>
      )}
      <DriverLinkShare reservation={r} audience="client" />
      <MealPreorderPanel reservation={r} startOpen={props.mealsOpen} />
      {r.invoicesPart && <ReservationInvoices reservation={r.invoicesPart} />}
      <footer className="reservation-card__footer">
        <p className="reservation-card__created">
          <FormattedMessage id="reservation.createdAt" values={{ date: when(r.createdAt) }} />
          {r.bookedByPerson && (
            <>
              {' · '}
              {r.bookedByPerson.former ? (
                <FormattedMessage id="reservation.bookedByFormer" />
              ) : r.bookedByPerson.staff ? (
                <FormattedMessage id="reservation.bookedByStaff" />
              ) : (
                <FormattedMessage id="reservation.bookedBy" values={{ name: r.bookedByPerson.name ?? '—' }} />
              )}
            </>
          )}
        </p>
        <button
          type="button"
          className="btn btn--ghost btn--small reservation-card__toggle"
          aria-expanded={open}
          aria-controls={timelineId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <FormattedMessage id="reservation.timeline.hide" /> : <FormattedMessage id="reservation.timeline.show" />}
          <span className="visually-hidden"> {r.orderNumber}</span>
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small reservation-card__toggle reservation-card__messages"
          aria-expanded={talking}
          aria-controls={conversationId}
          onClick={() => setTalking((t) => !t)}
        >
          {talking ? <FormattedMessage id="conversation.toggle.hide" /> : <FormattedMessage id="conversation.toggle.show" />}
          <span className="visually-hidden"> {r.orderNumber}</span>
          <UnreadBadge count={r.unreadMessages} viewer="client" />
        </button>
      </footer>
      {open ? <Timeline id={timelineId} reservation={r} /> : <div id={timelineId} hidden />}
      {talking ? (
        <div id={conversationId} className="reservation-card__conversation">
          <ConversationById reservationId={r.id} viewer="client" />
        </div>
      ) : (
        <div id={conversationId} hidden />
      )}
    </article>
  );
}
