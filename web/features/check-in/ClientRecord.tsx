// An organisation's record on its client card: bookings, arrivals, no-shows and late cancellations
// (graph/domain/outcomes.ts defines them; the server counts them for a whole page of cards at once).
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ClientRecord_counts$key } from './__generated__/ClientRecord_counts.graphql';
import { LATE_CANCELLATION_HOURS } from '../../../graph/domain/outcomes.ts';
import './CheckIn.css';

const fragment = graphql`
  fragment ClientRecord_counts on ReservationCounts {
    bookings
    arrivals
    noShows
    lateCancellations
  }
`;


export function ClientRecord(props: { counts: ClientRecord_counts$key }) {
  const intl = useIntl();
  const counts = useFragment(fragment, props.counts);
  const items = [
    ['bookings', counts.bookings, 'checkin.record.bookings'],
    ['arrivals', counts.arrivals, 'checkin.record.arrivals'],
    ['noShows', counts.noShows, 'checkin.record.noShows'],
    ['lateCancellations', counts.lateCancellations, 'checkin.record.lateCancellations'],
  ] as const;
  return (
    <div className="client-record" data-testid="client-record">
      <p className="client-record__title">
        <FormattedMessage id="checkin.record.title" />
      </p>
      <ul className="client-record__list">
        {items.map(([key, count, id]) => (
          <li
            key={key}
            className={`client-record__item client-record__item--${key}${count === 0 ? ' client-record__item--zero' : ''}`}
            title={key === 'lateCancellations' ? intl.formatMessage({ id: 'checkin.record.lateHint' }, { hours: LATE_CANCELLATION_HOURS }) : undefined}
          >
            <strong>{intl.formatNumber(count)}</strong> <FormattedMessage id={id} values={{ count }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
