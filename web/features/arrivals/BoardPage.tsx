// Today's board (/board): a full-screen page for a screen in the kitchen or at the counter. Today's
// arrivals in the order they are expected (the driver's ETA, else the booked time) with the group's
// name, room, bay, headcount, meals in counts and state, large enough to read across the room, and
// a clock. Live: every reservation change re-reads the list. Nothing personal beyond the group's
// (organisation's) name. Opened by signed-in staff, or with a restaurant token (boardAccess.ts).
import { Component as ReactComponent, startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, RelayEnvironmentProvider, useFragment, useLazyLoadQuery, useSubscription } from 'react-relay/hooks';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { Preloader } from '../../components/Preloader.tsx';
import { PageFallback } from '../../components/Spinner.tsx';
import { activeLanguage, loadAreas, ROUTE_AREAS } from '../../i18n/areas.ts';
import { onSubscriptionsReconnected } from '../../relay/environment.ts';
import { byExpectedArrival } from '../../../graph/domain/arrivals/arrival-state.ts';
import { dateForFormatting } from '../reservations/time.ts';
import { arrivalLabel, arrivalTone, wallTime } from './arrivalText.ts';
import { boardToken, rememberBoardToken } from './boardAccess.ts';
import { createBoardEnvironment } from './boardEnvironment.ts';
import type { BoardPageQuery } from './__generated__/BoardPageQuery.graphql';
import type { BoardPageSubscription } from './__generated__/BoardPageSubscription.graphql';
import type { BoardPage_reservation$key } from './__generated__/BoardPage_reservation.graphql';
import './BoardPage.css';

const query = graphql`
  query BoardPageQuery {
    arrivalBoard {
      date
      arrivals {
        id
        arrivalAt
        arrival {
          etaAt
        }
        ...BoardPage_reservation
      }
    }
  }
`;

const rowFragment = graphql`
  fragment BoardPage_reservation on Reservation {
    id
    type
    guests
    status
    arrivalAt
    bays
    rooms {
      name
    }
    arrival {
      driverState
      etaAt
      delayMinutes
    }
    mealPreorder {
      mealsTotal
      dishes {
        name
        quantity
      }
    }
    client {
      name
    }
  }
`;

const subscription = graphql`
  subscription BoardPageSubscription {
    reservationChanged {
      reservationId
      reservation {
        id
        ...BoardPage_reservation
      }
    }
  }
`;

/** A backstop for a missed event and the day's turn: the list is read again this often anyway. */
const REFRESH_MS = 60_000;
const CLOCK_MS = 10_000;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const given = url.searchParams.get('token');
  if (given !== null) {
    rememberBoardToken(given);
    // Out of the address bar and the history: the screen shows no secret.
    throw redirect('/board');
  }
  const token = boardToken();
  // Without a token it is staff's page: their session, checked as for the staff area.
  if (!token) await guard(new Request(new URL('/adminis/board', url)));
  await loadAreas(activeLanguage(), ROUTE_AREAS.board);
  return { token };
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function BoardRow(props: { reservation: BoardPage_reservation$key }) {
  const intl = useIntl();
  const r = useFragment(rowFragment, props.reservation);
  const facts = { driverState: r.arrival.driverState, etaAt: r.arrival.etaAt, delayMinutes: r.arrival.delayMinutes };
  const arrived = r.status === 'FINISHED' || facts.driverState === 'ARRIVED';
  const tone = arrived ? 'arrived' : arrivalTone(facts);
  const state = arrived ? intl.formatMessage({ id: 'arrivals.state.arrived' }) : (arrivalLabel(intl, facts) ?? intl.formatMessage({ id: 'arrivals.state.expected' }));
  const expected = r.arrival.etaAt ?? r.arrivalAt;
  const dishes = r.mealPreorder?.dishes.filter((d) => d.quantity > 0) ?? [];
  return (
    <li className={`board-row board-row--${tone}`} data-testid="board-row" data-group={r.client.name}>
      <div className="board-row__time">
        <span className="board-row__expected">{wallTime(intl, expected)}</span>
        {r.arrival.etaAt && r.arrival.etaAt !== r.arrivalAt && (
          <span className="board-row__booked">
            <FormattedMessage id="arrivals.board.booked" values={{ time: wallTime(intl, r.arrivalAt) }} />
          </span>
        )}
      </div>
      <div className="board-row__group">
        <span className="board-row__name">{r.client.name}</span>
        <span className="board-row__stop">
          <FormattedMessage id={r.type === 'LONG_STOP' ? 'arrivals.board.long' : 'arrivals.board.short'} />
        </span>
      </div>
      <div className="board-row__place">
        <span>{r.rooms.length ? r.rooms.map((room) => room.name).join(' + ') : '—'}</span>
        {r.bays.length > 0 && (
          <span className="board-row__bay">
            <FormattedMessage id="arrivals.board.bay" values={{ bays: r.bays.join(', '), count: r.bays.length }} />
          </span>
        )}
      </div>
      <div className="board-row__guests">
        <FormattedMessage id="arrivals.board.guests" values={{ count: r.guests, strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> }} />
      </div>
      <div className="board-row__meals">
        {r.mealPreorder && r.mealPreorder.mealsTotal > 0 ? (
          <>
            <span className="board-row__meals-total">
              <FormattedMessage id="arrivals.board.meals" values={{ count: r.mealPreorder.mealsTotal }} />
            </span>
            <span className="board-row__dishes">{dishes.map((d) => intl.formatMessage({ id: 'arrivals.board.dish' }, { quantity: d.quantity, name: d.name })).join(' · ')}</span>
          </>
        ) : (
          <span className="board-row__none">—</span>
        )}
      </div>
      <div className="board-row__state">
        <span className={`board-state board-state--${tone}`} data-testid="board-state">
          {state}
        </span>
      </div>
    </li>
  );
}

function BoardContent(props: { onReconnect(listener: () => void): () => void }) {
  const intl = useIntl();
  const now = useNow();
  const [fetchKey, setFetchKey] = useState(0);
  const [live, setLive] = useState(true);
  const [subscriptionKey, setSubscriptionKey] = useState(0);
  const data = useLazyLoadQuery<BoardPageQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? 'network-only' : 'store-and-network' });
  const refetch = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);

  useSubscription<BoardPageSubscription>(
    useMemo(
      () => ({
        subscription,
        variables: {},
        onNext: () => {
          setLive(true);
          refetch();
        },
        onError: () => {
          setLive(false);
          // Try again in a moment, and read what was missed once back.
          setTimeout(() => {
            setSubscriptionKey((k) => k + 1);
            refetch();
          }, 5_000);
        },
      }),
      // A new key subscribes again.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [refetch, subscriptionKey],
    ),
  );

  useEffect(() => props.onReconnect(refetch), [props, refetch]);
  useEffect(() => {
    const timer = setInterval(refetch, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'arrivals.board.title' });
  }, [intl]);

  const board = data.arrivalBoard;
  const arrivals = [...board.arrivals].sort((a, b) =>
    byExpectedArrival({ arrivalAt: new Date(a.arrivalAt), etaAt: a.arrival.etaAt ? new Date(a.arrival.etaAt) : null }, { arrivalAt: new Date(b.arrivalAt), etaAt: b.arrival.etaAt ? new Date(b.arrival.etaAt) : null }),
  );

  return (
    <main className="board" data-testid="board">
      <header className="board__header">
        <div>
          <h1 className="board__title">
            <FormattedMessage id="arrivals.board.title" />
          </h1>
          <p className="board__date">{intl.formatDate(dateForFormatting(board.date), { timeZone: 'UTC', dateStyle: 'full' })}</p>
        </div>
        <div className="board__clock-box">
          <span className={`board__live board__live--${live ? 'on' : 'off'}`}>
            <FormattedMessage id={live ? 'arrivals.board.live' : 'arrivals.board.reconnecting'} />
          </span>
          <time className="board__clock" dateTime={now.toISOString()}>
            {wallTime(intl, now.toISOString())}
          </time>
        </div>
      </header>
      {arrivals.length === 0 ? (
        <p className="board__empty">
          <FormattedMessage id="arrivals.board.empty" />
        </p>
      ) : (
        <div className="board__table">
          <div className="board__columns" aria-hidden="true">
            <span>
              <FormattedMessage id="arrivals.board.col.time" />
            </span>
            <span>
              <FormattedMessage id="arrivals.board.col.group" />
            </span>
            <span>
              <FormattedMessage id="arrivals.board.col.place" />
            </span>
            <span>
              <FormattedMessage id="arrivals.board.col.guests" />
            </span>
            <span>
              <FormattedMessage id="arrivals.board.col.meals" />
            </span>
            <span>
              <FormattedMessage id="arrivals.board.col.state" />
            </span>
          </div>
          <ol className="board__list">
            {arrivals.map((a) => (
              <BoardRow key={a.id} reservation={a} />
            ))}
          </ol>
        </div>
      )}
    </main>
  );
}

/** A token that is no longer honoured (revoked, expired) or a failed read: say so, and offer to try again (a new link's token replaces the kept one). */
class BoardBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="board board--message">
        <p className="board__empty">
          <FormattedMessage id="arrivals.board.failed" />
        </p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => window.location.reload()}
        >
          <FormattedMessage id="arrivals.board.retry" />
        </button>
      </main>
    );
  }
}

export function Component() {
  const { token } = useLoaderData<{ token: string | null }>();
  const board = useMemo(() => (token ? createBoardEnvironment(token) : null), [token]);
  // Outside the site's shell: the board takes the first load's preloader away itself.
  const content = (
    <BoardBoundary>
      <Preloader />
      <Suspense fallback={<PageFallback />}>
        <BoardContent onReconnect={board ? board.onReconnect : onSubscriptionsReconnected} />
      </Suspense>
    </BoardBoundary>
  );
  return board ? <RelayEnvironmentProvider environment={board.environment}>{content}</RelayEnvironmentProvider> : content;
}
