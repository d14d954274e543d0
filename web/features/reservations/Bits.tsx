// Small pieces every order screen shows the same way: the state pill, the stop type, seats,
// guests, the arrival (Ljubljana date and time, "Today" / "Tomorrow" where that is quicker to
// read) and the age of a booking.
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusBadge } from '../../components/reservation/StatusBadge.tsx';
import type { Status, StopType } from './filters.ts';
import { statusText, typeText } from './messages.ts';
import { ageOf, dateForFormatting, dayRelation, type LocalDate } from './time.ts';
import './Bits.css';
import { WALL_CLOCK } from '../../lib/clock.ts';

export function StatusPill(props: { status: Status; large?: boolean }) {
  return <StatusBadge status={props.status} label={statusText[props.status]} large={props.large} />;
}

export function TypeBadge(props: { type: StopType }) {
  return (
    <span className={`order-type order-type--${props.type === 'LONG_STOP' ? 'long' : 'short'}`}>
      <span className="order-type__icon" aria-hidden="true">
        {props.type === 'LONG_STOP' ? (
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M7 2v9M4 2v5a3 3 0 0 0 6 0V2M7 11v11M17 2c-2 2-3 5-3 8h3v12" />
          </svg>
        ) : (
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 9h13v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3" />
          </svg>
        )}
      </span>
      <FormattedMessage {...typeText[props.type]} />
    </span>
  );
}

export function GuestsCount(props: { guests: number }) {
  return (
    <span className="order-guests">
      <strong>{props.guests}</strong> <FormattedMessage id="orders.guestsUnit" values={{ count: props.guests }} />
    </span>
  );
}

export function SeatsBadge(props: { seats: boolean }) {
  return (
    <span className={`order-seats${props.seats ? ' order-seats--yes' : ''}`}>
      <span aria-hidden="true">{props.seats ? '✓' : '–'}</span> <FormattedMessage id={props.seats ? 'orders.seats.yes' : 'orders.seats.no'} />
    </span>
  );
}

/** "Sat, 18 Jul" (or "Today"/"Tomorrow"/"Yesterday") and the time, both as Ljubljana reads them. */
export function ArrivalWhen(props: { day: LocalDate; time: string; today: LocalDate; long?: boolean; instant?: string }) {
  const intl = useIntl();
  const relation = dayRelation(props.day, props.today);
  const date = intl.formatDate(dateForFormatting(props.day), {
    timeZone: 'UTC',
    weekday: props.long ? 'long' : 'short',
    day: 'numeric',
    month: props.long ? 'long' : 'short',
    ...(props.long || props.day.slice(0, 4) !== props.today.slice(0, 4) ? { year: 'numeric' } : {}),
  });
  return (
    <span className="order-when">
      <time className="order-when__time" dateTime={props.instant ?? `${props.day}T${props.time}`}>
        {props.time}
      </time>
      <span className="order-when__day">
        {relation === 'today' ? (
          <strong>
            <FormattedMessage id="orders.day.today" />
          </strong>
        ) : relation === 'tomorrow' ? (
          <FormattedMessage id="orders.day.tomorrow" />
        ) : relation === 'yesterday' ? (
          <FormattedMessage id="orders.day.yesterday" />
        ) : null}
        {relation && !props.long ? <span className="visually-hidden">, {date}</span> : relation ? ` · ${date}` : date}
      </span>
    </span>
  );
}

/** "3 hours ago" for when something was booked or changed. */
export function Ago(props: { at: string; now: Date; className?: string }) {
  const intl = useIntl();
  const age = ageOf(props.at, props.now);
  const exact = intl.formatDate(props.at, { dateStyle: 'medium', timeStyle: 'short', ...WALL_CLOCK });
  return (
    <time className={props.className} dateTime={props.at} title={exact}>
      {age.justNow ? <FormattedMessage id="orders.justNow" /> : intl.formatRelativeTime(-age.value, age.unit, { numeric: 'always', style: 'long' })}
    </time>
  );
}
