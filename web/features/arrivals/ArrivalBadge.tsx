// A compact badge of what the driver reported ("Delayed 25 min", "Arrived", "ETA 10:25") and the
// coach count when more than one, for the order lists. Updated live with the reservation.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { arrivalLabel, arrivalTone } from './arrivalText.ts';
import type { ArrivalBadge_reservation$key } from './__generated__/ArrivalBadge_reservation.graphql';
import './ArrivalBadge.css';

const fragment = graphql`
  fragment ArrivalBadge_reservation on Reservation {
    coaches
    arrival {
      driverState
      etaAt
      delayMinutes
    }
  }
`;

export function ArrivalBadge(props: { reservation: ArrivalBadge_reservation$key }) {
  const intl = useIntl();
  const r = useFragment(fragment, props.reservation);
  const facts = { driverState: r.arrival.driverState, etaAt: r.arrival.etaAt, delayMinutes: r.arrival.delayMinutes };
  const label = arrivalLabel(intl, facts);
  return (
    <>
      {label && (
        <span className={`arrival-badge arrival-badge--${arrivalTone(facts)}`} data-arrival={r.arrival.driverState}>
          {label}
        </span>
      )}
      {r.coaches > 1 && (
        <span className="arrival-badge arrival-badge--coaches">
          <FormattedMessage id="arrivals.coaches" values={{ count: r.coaches }} />
        </span>
      )}
    </>
  );
}
