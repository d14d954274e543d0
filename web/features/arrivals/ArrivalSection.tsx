// The order panel's "Arrival" section: booked time, what the driver reported (state, ETA, delay),
// the coaches with their bays, the rooms the group sits in, and what a delay breaks. Live with the
// reservation (the feed's events carry this fragment through ReservationDetails).
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { arrivalLabel, arrivalTone, wallTime } from './arrivalText.ts';
import type { ArrivalSection_reservation$key } from './__generated__/ArrivalSection_reservation.graphql';
import { PlacementForm } from './PlacementForm.tsx';
import './ArrivalBadge.css';

const fragment = graphql`
  fragment ArrivalSection_reservation on Reservation {
    id
    version
    status
    seatReservation
    arrivalAt
    coaches
    bays
    rooms {
      name
      seats
      room {
        id
      }
    }
    arrival {
      driverState
      etaAt
      delayMinutes
      driverReportedAt
    }
    arrivalWarnings
  }
`;

const WARNING_IDS = {
  PACING: 'arrivals.warning.PACING',
  ROOM_NEXT_BOOKING: 'arrivals.warning.ROOM_NEXT_BOOKING',
  BAY_NEXT_COACH: 'arrivals.warning.BAY_NEXT_COACH',
} as const;

function Fact(props: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`order-fact${props.wide ? ' order-fact--wide' : ''}`}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

export function ArrivalSection(props: { reservation: ArrivalSection_reservation$key }) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const facts = { driverState: r.arrival.driverState, etaAt: r.arrival.etaAt, delayMinutes: r.arrival.delayMinutes };
  const label = arrivalLabel(intl, facts);
  const none = <FormattedMessage id="arrivals.none" />;
  const [moving, setMoving] = useState(false);
  const open = r.status === 'CREATED' || r.status === 'WAITING' || r.status === 'SCHEDULED';
  return (
    <section className="order-details__section" aria-labelledby={`${r.id}-arrival`} data-testid="arrival-section">
      <h3 id={`${r.id}-arrival`} className="order-details__heading">
        <FormattedMessage id="arrivals.section.title" />
      </h3>
      <dl className="order-facts">
        <Fact label={<FormattedMessage id="arrivals.section.booked" />}>{wallTime(intl, r.arrivalAt)}</Fact>
        <Fact label={<FormattedMessage id="arrivals.section.state" />}>
          {label ? <span className={`arrival-badge arrival-badge--${arrivalTone(facts)}`}>{label}</span> : <FormattedMessage id="arrivals.state.expected" />}
        </Fact>
        <Fact label={<FormattedMessage id="arrivals.section.eta" />}>
          {r.arrival.etaAt ? (
            <>
              {wallTime(intl, r.arrival.etaAt)}
              {(r.arrival.delayMinutes ?? 0) > 0 ? (
                <>
                  {' '}
                  (<FormattedMessage id="arrivals.section.delay" values={{ minutes: r.arrival.delayMinutes }} />)
                </>
              ) : null}
            </>
          ) : (
            none
          )}
        </Fact>
        <Fact label={<FormattedMessage id="arrivals.section.reported" />}>
          {r.arrival.driverReportedAt ? wallTime(intl, r.arrival.driverReportedAt) : <FormattedMessage id="arrivals.section.notReported" />}
        </Fact>
        <Fact label={<FormattedMessage id="arrivals.section.coaches" />}>
          <FormattedMessage id="arrivals.coaches" values={{ count: r.coaches }} />
        </Fact>
        <Fact label={<FormattedMessage id="arrivals.section.bays" />}>{r.bays.length ? r.bays.join(', ') : none}</Fact>
        <Fact label={<FormattedMessage id="arrivals.section.rooms" />} wide>
          {r.rooms.length
            ? r.rooms.map((room) => intl.formatMessage({ id: 'arrivals.room' }, { name: room.name, seats: room.seats })).join(' + ')
            : none}
        </Fact>
      </dl>
      {open &&
        (moving ? (
          <PlacementForm
            subject={{
              id: r.id,
              version: r.version,
              coaches: r.coaches,
              seatReservation: r.seatReservation,
              roomIds: r.rooms.flatMap((placement) => (placement.room ? [placement.room.id] : [])),
              bays: r.bays,
            }}
            onDone={() => setMoving(false)}
          />
        ) : (
          <button type="button" className="link-button" onClick={() => setMoving(true)} data-testid="placement-change">
            <FormattedMessage id="arrivals.place.change" />
          </button>
        ))}
      {r.arrivalWarnings.length > 0 && (
        <ul className="arrival-warnings" role="alert">
          {r.arrivalWarnings.map((w) => (
            <li key={w} className="arrival-badge arrival-badge--warning">
              <FormattedMessage id={WARNING_IDS[w as keyof typeof WARNING_IDS] ?? 'arrivals.warning.other'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
