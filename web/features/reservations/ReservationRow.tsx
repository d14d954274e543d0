// One reservation in an order list: a row on wide screens, a card on narrow ones. The order number
// leads (staff read it out on the phone), then the arrival, the organisation, type, guests, seats,
// state and how long ago it was booked. The whole row opens the side panel; the one quick action
// (confirm a pending booking, "arrived" for today's confirmed group) asks for a second tap.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { primaryAction, type Action } from './actions.ts';
import { OutcomeNote } from '../check-in/OutcomeNote.tsx';
import { Ago, ArrivalWhen, GuestsCount, SeatsBadge, StatusPill, TypeBadge } from './Bits.tsx';
import type { Status, StopType } from './filters.ts';
import { actionText } from './messages.ts';
import { ReconfirmationBadge } from '../reconfirm/ReconfirmationBadge.tsx';
import { ArrivalBadge } from '../arrivals/ArrivalBadge.tsx';
import { UnreadBadge } from '../../components/conversation/Conversation.tsx';
import { waitedTooLong, type LocalDate } from './time.ts';
import type { ReservationRow_reservation$key } from './__generated__/ReservationRow_reservation.graphql';

const fragment = graphql`
  fragment ReservationRow_reservation on Reservation {
    id
    orderNumber
    type
    guests
    seatReservation
    arrivalDay
    arrivalLocalTime
    arrivalAt
    status
    outcome
    actualGuests
    createdAt
    version
    unreadMessages
    client {
      id
      name
    }
    ...ReconfirmationBadge_reservation
    ...ArrivalBadge_reservation
  }
`;

export interface QuickActionRequest {
  id: string;
  orderNumber: string;
  action: Action;
  expectedVersion: number;
  status: Status;
  type: StopType;
}

interface ReservationRowProps {
  reservation: ReservationRow_reservation$key;
  today: LocalDate;
  now: Date;
  /** The link that opens the side panel for this reservation. */
  href: string;
  selected: boolean;
  busy: boolean;
  onQuickAction(request: QuickActionRequest): void;
}

/** How long an armed quick action waits for its second tap. */
const ARMED_MS = 4000;

export function ReservationRow(props: ReservationRowProps) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const quick = primaryAction({ status: r.status as Status, arrivalDay: r.arrivalDay }, props.today);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), ARMED_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  const late = r.status === 'CREATED' && waitedTooLong(r.createdAt, props.now);
  const onQuick = () => {
    if (!quick || props.busy) return;
    if (!armed) {
      setArmed(true);
      return;
    }
    setArmed(false);
    props.onQuickAction({ id: r.id, orderNumber: r.orderNumber, action: quick, expectedVersion: r.version, status: r.status as Status, type: r.type as StopType });
  };

  return (
    <li className={`order-row order-row--${r.status.toLowerCase()}${props.selected ? ' order-row--selected' : ''}`} data-order={r.orderNumber}>
      <div className="order-row__number">
        <Link
          to={props.href}
          preventScrollReset
          className="order-row__link"
          aria-current={props.selected ? 'true' : undefined}
          aria-label={intl.formatMessage({ id: 'orders.row.open' }, { order: r.orderNumber, organisation: r.client.name })}
        >
          {r.orderNumber}
        </Link>
        <span className={`order-row__age${late ? ' order-row__age--late' : ''}`}>
          <FormattedMessage id="orders.row.booked" values={{ ago: <Ago at={r.createdAt} now={props.now} /> }} />
        </span>
      </div>
      <div className="order-row__arrival">
        <ArrivalWhen day={r.arrivalDay} time={r.arrivalLocalTime} today={props.today} instant={r.arrivalAt} />
      </div>
      <div className="order-row__org">{r.client.name}</div>
      <div className="order-row__facts">
        <TypeBadge type={r.type as StopType} />
        <GuestsCount guests={r.guests} />
        <SeatsBadge seats={r.seatReservation} />
      </div>
      <div className="order-row__status">
        <StatusPill status={r.status as Status} />
        {/* The history list tells a no-show from a cancellation at a glance. */}
        <OutcomeNote audience="staff" outcome={r.outcome} actualGuests={r.actualGuests} guests={r.guests} className="order-row__outcome" />
        <ReconfirmationBadge reservation={r} />
        <ArrivalBadge reservation={r} />
        <UnreadBadge count={r.unreadMessages} viewer="staff" />
      </div>
      <div className="order-row__quick">
        {quick && (
          <button
            type="button"
            className={`btn btn--small ${armed ? 'btn--primary order-row__armed' : 'btn--ghost'}`}
            onClick={onQuick}
            disabled={props.busy}
            aria-busy={props.busy || undefined}
          >
            {props.busy && <span className="btn__spinner" aria-hidden="true" />}
            {armed ? (
              <FormattedMessage id="orders.row.tapAgain" values={{ action: intl.formatMessage(actionText[quick.id]) }} />
            ) : (
              <>
                <FormattedMessage {...actionText[quick.id]} />
                <span className="visually-hidden"> {r.orderNumber}</span>
              </>
            )}
          </button>
        )}
      </div>
    </li>
  );
}
