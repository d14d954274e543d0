// The live feed's quiet presence on a screen: a dot that says whether updates arrive ("Live",
// "Reconnecting…", "Offline") and the latest new bookings as one-line notices with a link to open
// them. Announced politely; nothing jumps or blocks the list.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { liveText } from './messages.ts';
import { useLiveState } from '../staff/live.ts';
import { dismissNotice, useLiveNotices } from './reservationsFeed.ts';
import './LiveBar.css';

export function LiveIndicator() {
  const intl = useIntl();
  const state = useLiveState();
  const text = state === 'live' ? liveText.live : state === 'offline' ? liveText.offline : state === 'reconnecting' ? liveText.reconnecting : liveText.connecting;
  return (
    <span className={`orders-live orders-live--${state}`} data-live={state}>
      <span className="orders-live__dot" aria-hidden="true" />
      {intl.formatMessage(text)}
    </span>
  );
}

export function LiveNotices(props: { hrefFor(orderNumber: string): string }) {
  const intl = useIntl();
  const notices = useLiveNotices();
  return (
    <div className="orders-notices" role="status" aria-live="polite">
      {notices.length > 0 && (
        <ul className="orders-notices__list">
          {notices.map((notice) => (
            <li key={notice.key} className="orders-notice">
              <span className="orders-notice__badge" aria-hidden="true">
                <FormattedMessage id="orders.live.newBadge" />
              </span>
              <span className="orders-notice__text">
                <FormattedMessage
                  {...liveText.newReservation}
                  values={{ order: <strong className="orders-notice__order">{notice.orderNumber}</strong>, organisation: notice.clientName }}
                />
              </span>
              <Link className="orders-notice__open" to={props.hrefFor(notice.orderNumber)} preventScrollReset onClick={() => dismissNotice(notice.key)}>
                <FormattedMessage id="orders.live.open" />
              </Link>
              <button
                type="button"
                className="orders-notice__dismiss"
                aria-label={intl.formatMessage({ id: 'notice.dismiss' })}
                onClick={() => dismissNotice(notice.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
