// "Before → now" for a reservation someone else changed: only what differs, in reading order.
import { FormattedMessage, useIntl } from 'react-intl';
import { differences, type Difference, type Snapshot } from './changes.ts';
import { differenceText, statusText } from './messages.ts';
import { dateForFormatting } from './time.ts';
import './Differences.css';

function Value(props: { difference: Difference; side: 'from' | 'to' }) {
  const intl = useIntl();
  const d = props.difference;
  switch (d.field) {
    case 'status':
      return <FormattedMessage {...statusText[d[props.side]]} />;
    case 'type':
      return <FormattedMessage id={d[props.side] === 'SHORT_STOP' ? 'orders.type.short' : 'orders.type.long'} />;
    case 'arrival': {
      const { day, time } = d[props.side];
      return <>{`${intl.formatDate(dateForFormatting(day), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })} ${time}`}</>;
    }
    case 'guests':
      return <>{d[props.side]}</>;
    case 'seatReservation':
      return <FormattedMessage id={d[props.side] ? 'orders.seats.yes' : 'orders.seats.no'} />;
    default: {
      const value = d[props.side];
      return value ? (
        <>{value}</>
      ) : (
        <em>
          <FormattedMessage id="orders.history.empty" />
        </em>
      );
    }
  }
}

export function Differences(props: { before: Snapshot; after: Snapshot }) {
  const list = differences(props.before, props.after);
  if (!list.length) return null;
  return (
    <ul className="order-diff">
      {list.map((d) => (
        <li key={d.field}>
          <span className="order-diff__field">
            <FormattedMessage {...differenceText[d.field]} />
          </span>{' '}
          <span className="order-diff__from">
            <Value difference={d} side="from" />
          </span>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="orders.history.to" />{' '}
          </span>
          <strong className="order-diff__to">
            <Value difference={d} side="to" />
          </strong>
        </li>
      ))}
    </ul>
  );
}
