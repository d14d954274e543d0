// The staff home screen: what waits for a decision (each count links to its list), today's and
// tomorrow's arrivals in Ljubljana time, and the next 14 days' load against the seat capacity as a
// strip of bars (the busiest moment of each day; nearly full and overbooked days stand out). Live:
// every reservation event reads the overview again (debounced); a new booking shows a notice.
import { startTransition, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { Ago, GuestsCount, SeatsBadge, StatusPill, TypeBadge } from './Bits.tsx';
import { normaliseOrderNumber, type Status, type StopType } from './filters.ts';
import { LiveIndicator, LiveNotices } from './LiveBar.tsx';
import { barPercent, crowdedDays, loadLevel } from './load.ts';
import { loadText } from './messages.ts';
import { ReservationPanel } from './ReservationPanel.tsx';
import { useReservationsFeed } from './reservationsFeed.ts';
import { dateForFormatting, isoWeekday, now, syncClock, waitedTooLong } from './time.ts';
import { useNow } from '../../components/useNow.ts';
import './HomeOverview.css';
import type { HomeOverview_arrival$key } from './__generated__/HomeOverview_arrival.graphql';
import type { HomeOverview_query$key } from './__generated__/HomeOverview_query.graphql';
import type { HomeOverviewRefetchQuery } from './__generated__/HomeOverviewRefetchQuery.graphql';

const fragment = graphql`
  fragment HomeOverview_query on Query @refetchable(queryName: "HomeOverviewRefetchQuery") {
    reservationRules {
      now
    }
    staffOverview {
      today
      pendingClients
      pendingReservations
      waitingReservations
      load {
        date
        peakSeats
        capacity
        reservations
        guests
      }
      arrivalsToday: arrivals(dayOffset: 0) {
        id
        guests
        ...HomeOverview_arrival
      }
      arrivalsTomorrow: arrivals(dayOffset: 1) {
        id
        guests
        ...HomeOverview_arrival
      }
    }
  }
`;

const arrivalFragment = graphql`
  fragment HomeOverview_arrival on Reservation {
    orderNumber
    type
    guests
    seatReservation
    arrivalLocalTime
    arrivalAt
    status
    createdAt
    client {
      name
    }
  }
`;

/** Events come in bursts: read the overview once they settle. */
const REFRESH_DELAY_MS = 500;

function ArrivalItem(props: { arrival: HomeOverview_arrival$key; hrefFor(orderNumber: string): string; now: Date }) {
  const intl = useIntl();
  const a = useFragment(arrivalFragment, props.arrival);
  const undecided = a.status === 'CREATED' || a.status === 'WAITING';
  return (
    <li className={`arrival arrival--${a.status.toLowerCase()}${new Date(a.arrivalAt).getTime() < props.now.getTime() ? ' arrival--past' : ''}`}>
      <time className="arrival__time" dateTime={a.arrivalAt}>
        {a.arrivalLocalTime}
      </time>
      <div className="arrival__main">
        <Link
          className="arrival__org"
          to={props.hrefFor(a.orderNumber)}
          preventScrollReset
          aria-label={intl.formatMessage({ id: 'orders.row.open' }, { order: a.orderNumber, organisation: a.client.name })}
        >
          {a.client.name}
        </Link>
        <span className="arrival__facts">
          <span className="arrival__number">{a.orderNumber}</span>
          <TypeBadge type={a.type as StopType} />
          <GuestsCount guests={a.guests} />
          <SeatsBadge seats={a.seatReservation} />
        </span>
      </div>
      <div className="arrival__status">
        <StatusPill status={a.status as Status} />
        {undecided && (
          <span className={`arrival__age${a.status === 'CREATED' && waitedTooLong(a.createdAt, props.now) ? ' arrival__age--late' : ''}`}>
            <FormattedMessage id="orders.row.booked" values={{ ago: <Ago at={a.createdAt} now={props.now} /> }} />
          </span>
        )}
      </div>
    </li>
  );
}

function Arrivals(props: {
  title: 'today' | 'tomorrow';
  day: string;
  arrivals: ReadonlyArray<{ readonly id: string; readonly guests: number } & HomeOverview_arrival$key>;
  hrefFor(orderNumber: string): string;
  now: Date;
}) {
  const intl = useIntl();
  const guests = props.arrivals.reduce((sum, a) => sum + a.guests, 0);
  const headingId = `arrivals-${props.title}`;
  return (
    <section className="home-card home-arrivals" aria-labelledby={headingId}>
      <header className="home-card__header">
        <h2 id={headingId} className="home-card__title">
          <FormattedMessage id={props.title === 'today' ? 'orders.home.today' : 'orders.home.tomorrow'} />
          <span className="home-card__date">{intl.formatDate(dateForFormatting(props.day), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })}</span>
        </h2>
        <p className="home-card__summary">
          <FormattedMessage id="orders.home.arrivalsSummary" values={{ count: props.arrivals.length, guests }} />
        </p>
        <Link className="home-card__sheet" to={`/adminis/day-sheet?date=${props.day}`} data-testid={`day-sheet-link-${props.title}`}>
          <FormattedMessage id="daysheet.homeLink" />
          <span aria-hidden="true"> →</span>
        </Link>
      </header>
      {props.arrivals.length === 0 ? (
        <p className="home-card__empty">
          <FormattedMessage id="orders.home.noArrivals" />
        </p>
      ) : (
        <ol className="arrivals">
          {props.arrivals.map((arrival) => (
            <ArrivalItem key={arrival.id} arrival={arrival} hrefFor={props.hrefFor} now={props.now} />
          ))}
        </ol>
      )}
    </section>
  );
}

function DecisionTile(props: { count: number; to: string; label: 'clients' | 'pending' | 'waiting' }) {
  const id = props.label;
  return (
    <Link to={props.to} className={`home-tile${props.count > 0 ? ' home-tile--attention' : ''}`} data-tile={id}>
      <span className="home-tile__count">{props.count}</span>
      <span className="home-tile__label">
        {id === 'clients' ? (
          <FormattedMessage id="orders.home.pendingClients" values={{ count: props.count }} />
        ) : id === 'pending' ? (
          <FormattedMessage id="orders.home.pendingReservations" values={{ count: props.count }} />
        ) : (
          <FormattedMessage id="orders.home.waitingReservations" values={{ count: props.count }} />
        )}
      </span>
      <span className="home-tile__go" aria-hidden="true">
        →
      </span>
    </Link>
  );
}

interface Day {
  readonly date: string;
  readonly peakSeats: number;
  readonly capacity: number;
  readonly reservations: number;
  readonly guests: number;
}

function LoadStrip(props: { days: readonly Day[]; today: string }) {
  const intl = useIntl();
  const crowded = crowdedDays(props.days);
  const capacity = props.days[0]?.capacity ?? 0;
  return (
    <section className="home-card home-load" aria-labelledby="home-load-title">
      <header className="home-card__header">
        <h2 id="home-load-title" className="home-card__title">
          <FormattedMessage id="orders.home.load" />
        </h2>
        <p className="home-card__summary">
          {crowded.length ? (
            <FormattedMessage id="orders.home.loadCrowded" values={{ count: crowded.length, capacity }} />
          ) : (
            <FormattedMessage id="orders.home.loadCalm" values={{ capacity }} />
          )}
        </p>
      </header>
      <ol className="load-strip">
        {props.days.map((day) => {
          const level = loadLevel(day.peakSeats, day.capacity);
          const date = dateForFormatting(day.date);
          const weekend = isoWeekday(day.date) >= 6;
          const label = intl.formatDate(date, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
          return (
            <li key={day.date} className={`load-day load-day--${level}${weekend ? ' load-day--weekend' : ''}${day.date === props.today ? ' load-day--today' : ''}`}>
              <Link className="load-day__link" to={`/adminis/orders/current?from=${day.date}&to=${day.date}`}>
                <span className="load-day__date">
                  <span className="load-day__weekday">{intl.formatDate(date, { timeZone: 'UTC', weekday: 'short' })}</span>
                  <span className="load-day__day">{intl.formatDate(date, { timeZone: 'UTC', day: 'numeric', month: 'short' })}</span>
                </span>
                <span className="load-day__bar" aria-hidden="true">
                  <span className="load-day__fill" style={{ height: `${Math.min(100, barPercent(day.peakSeats, day.capacity))}%` }} />
                </span>
                <span className="load-day__hbar" aria-hidden="true">
                  <span className="load-day__hfill" style={{ width: `${Math.min(100, barPercent(day.peakSeats, day.capacity))}%` }} />
                </span>
                <span className="load-day__seats">
                  <strong>{day.peakSeats}</strong>
                  <span className="load-day__capacity">/{day.capacity}</span>
                </span>
                <span className={`load-day__numbers${day.reservations === 0 ? ' load-day__numbers--none' : ''}`}>
                  <span className="load-day__guests">
                    <FormattedMessage id="orders.home.loadGuests" values={{ guests: day.guests }} />
                  </span>
                  <span className="load-day__sep" aria-hidden="true">
                    {' · '}
                  </span>
                  <span className="load-day__bookings">
                    <FormattedMessage id="orders.home.loadBookings" values={{ reservations: day.reservations }} />
                  </span>
                </span>
                <span className="visually-hidden">
                  {label}: <FormattedMessage {...loadText[level]} />
                </span>
                {(level === 'near' || level === 'over') && (
                  <span className="load-day__flag" aria-hidden="true">
                    <FormattedMessage {...loadText[level]} />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
      <p className="load-legend" aria-hidden="true">
        {(['quiet', 'busy', 'near', 'over'] as const).map((level) => (
          <span key={level} className={`load-legend__item load-legend__item--${level}`}>
            <span className="load-legend__swatch" />
            <FormattedMessage {...loadText[level]} />
          </span>
        ))}
      </p>
    </section>
  );
}

export function HomeOverview(props: { query: HomeOverview_query$key }) {
  const [data, refetch] = useRefetchableFragment<HomeOverviewRefetchQuery, HomeOverview_query$key>(fragment, props.query);
  const [params, setParams] = useSearchParams();
  const nowDate = useNow(30_000, now);
  syncClock(data.reservationRules.now);
  const overview = data.staffOverview;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }, REFRESH_DELAY_MS);
  };
  useReservationsFeed({ notices: true, onEvent: refresh, onResync: refresh });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const open = normaliseOrderNumber(params.get('open') ?? '');
  const hrefFor = (orderNumber: string) => {
    const next = new URLSearchParams(params);
    next.set('open', orderNumber);
    return `?${next.toString()}`;
  };
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('open');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const tomorrow = overview.load[1]?.date ?? overview.today;

  return (
    <div className={`home${open ? ' orders--with-panel' : ''}`}>
      <div className="orders__main">
        <div className="orders__bar">
          <LiveIndicator />
        </div>
        <LiveNotices hrefFor={hrefFor} />
        <nav className="home-tiles" aria-labelledby="home-decisions">
          <h2 id="home-decisions" className="visually-hidden">
            <FormattedMessage id="orders.home.decisions" />
          </h2>
          <DecisionTile label="pending" count={overview.pendingReservations} to="/adminis/orders/pending" />
          <DecisionTile label="waiting" count={overview.waitingReservations} to="/adminis/orders/current?status=WAITING" />
          <DecisionTile label="clients" count={overview.pendingClients} to="/adminis/clients/pending" />
        </nav>
        <div className="home-arrivals-grid">
          <Arrivals title="today" day={overview.today} arrivals={overview.arrivalsToday} hrefFor={hrefFor} now={nowDate} />
          <Arrivals title="tomorrow" day={tomorrow} arrivals={overview.arrivalsTomorrow} hrefFor={hrefFor} now={nowDate} />
        </div>
        <LoadStrip days={overview.load} today={overview.today} />
      </div>
      {open && <ReservationPanel orderNumber={open} onClose={close} />}
    </div>
  );
}
