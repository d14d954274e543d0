// The sidebar's counts beside "Reservation approval" and "Current reservations" (kept live by the
// orders feed through useReservationCounts).
import { useIntl } from 'react-intl';
import { useReservationCounts } from './useReservationCounts.ts';

function CountBadge(props: { count: number; label: string }) {
  return (
    <span className="admin-sidebar__count" title={props.label}>
      <span aria-hidden="true">{props.count}</span>
      <span className="visually-hidden">{props.label}</span>
    </span>
  );
}

export function PendingReservationsBadge() {
  const intl = useIntl();
  const count = useReservationCounts()?.pending ?? 0;
  if (!count) return null;
  return <CountBadge count={count} label={intl.formatMessage({ id: 'orders.sidebar.pendingCount' }, { count })} />;
}

export function WaitingReservationsBadge() {
  const intl = useIntl();
  const count = useReservationCounts()?.waiting ?? 0;
  if (!count) return null;
  return <CountBadge count={count} label={intl.formatMessage({ id: 'orders.sidebar.waitingCount' }, { count })} />;
}
