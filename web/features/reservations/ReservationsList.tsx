// The one order list behind /adminis/orders/{all,pending,current,other}: the view is fixed by the
// page, the filters live in the URL (filters.ts), the rows page with Relay cursors (show more) and
// are read again when the filters change. The list registers its connection with the live feed, so
// new bookings appear and decided ones leave while it is open; after a lost connection it reads
// itself again. A row opens the side panel (?open=ORDER) with details, history and actions.
import { startTransition, useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { toasts } from '../../lib/toast.ts';
import { Alert } from '../../components/Notice.tsx';
import { liveLists } from './connections.ts';
import {
  filterKey,
  isFiltered,
  normaliseOrderNumber,
  orderNumberProgress,
  parseFilter,
  toGraphQL,
  VIEW_PATHS,
  writeFilter,
  type ReservationFilter,
  type View,
} from './filters.ts';
import { LiveIndicator, LiveNotices } from './LiveBar.tsx';
import { emptyText, needsReload, problemMessage } from './messages.ts';
import { ReservationFilters } from './ReservationFilters.tsx';
import { ReservationPanel, reportConflict } from './ReservationPanel.tsx';
import { ReservationRow, type QuickActionRequest } from './ReservationRow.tsx';
import { useReservationsFeed } from './reservationsFeed.ts';
import { localDate, now } from './time.ts';
import { useReservationActions } from './useReservationActions.ts';
import { useNow } from '../../components/useNow.ts';
import '../../components/empty-state.css';
import './ReservationsList.css';
import type { ReservationsList_query$key } from './__generated__/ReservationsList_query.graphql';
import type { ReservationsListPaginationQuery } from './__generated__/ReservationsListPaginationQuery.graphql';

export const PAGE_SIZE = 25;

const fragment = graphql`
  fragment ReservationsList_query on Query
  @refetchable(queryName: "ReservationsListPaginationQuery")
  @argumentDefinitions(
    view: { type: "ReservationView!" }
    filter: { type: "ReservationFilter" }
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
  ) {
    reservations(view: $view, filter: $filter, first: $count, after: $cursor) @connection(key: "ReservationsList_reservations", filters: ["view", "filter"]) {
      __id
      edges {
        node {
          id
          orderNumber
          ...ReservationRow_reservation
        }
      }
    }
  }
`;

/** While typing an order number the URL follows a moment later (complete numbers at once). */
const QUERY_URL_DELAY_MS = 500;

interface ReservationsListProps {
  query: ReservationsList_query$key;
  view: View;
  /** The filter key the page's query was loaded with. */
  loadedKey: string;
}

export function ReservationsList(props: ReservationsListProps) {
  const intl = useIntl();
  const { view } = props;
  const [params, setParams] = useSearchParams();
  const parsed = parseFilter(params, view);
  const key = filterKey(parsed);
  // One object per distinct filter (effects depend on it; a new URL with the same filter keeps it).
  const [stable, setStable] = useState(parsed);
  const same = JSON.stringify(stable) === JSON.stringify(parsed);
  if (!same) setStable(parsed);
  const filter = same ? stable : parsed;
  const openReservation = normaliseOrderNumber(params.get('open') ?? '');
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ReservationsListPaginationQuery, ReservationsList_query$key>(fragment, props.query);
  const [isRefetching, startRefetch] = useTransition();
  const nowDate = useNow(30_000, now);
  const today = localDate(nowDate);
  const { changeStatus, busy } = useReservationActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const queryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Read the list again when the filters change (typing, chips, back and forward).
  const fetchedKey = useRef(props.loadedKey);
  useEffect(() => {
    if (fetchedKey.current === key) return;
    fetchedKey.current = key;
    startRefetch(() => {
      refetch({ filter: toGraphQL(filter) }, { fetchPolicy: 'store-and-network' });
    });
  }, [key, filter, refetch]);

  // Live: this connection takes part in the feed's updates while shown.
  const connectionId = data.reservations.__id;
  useEffect(() => liveLists.add({ connectionId, view, filter }), [connectionId, view, filter]);
  useReservationsFeed({
    notices: true,
    onResync: () =>
      startTransition(() => {
        refetch({ filter: toGraphQL(filter) }, { fetchPolicy: 'network-only' });
      }),
  });

  useEffect(() => () => {
    if (queryTimer.current) clearTimeout(queryTimer.current);
  }, []);

  const navigate = (next: URLSearchParams) => setParams(next, { replace: true, preventScrollReset: true });
  const setFilter = (next: ReservationFilter) => navigate(writeFilter(params, next));
  const onQuery = (text: string) => {
    setTyped(text);
    if (queryTimer.current) clearTimeout(queryTimer.current);
    const progress = orderNumberProgress(text);
    const write = () => {
      setTyped(null);
      // Read the freshest URL: other filters may have changed meanwhile.
      const current = new URLSearchParams(window.location.search);
      navigate(writeFilter(current, { ...parseFilter(current, view), query: text.trim() }));
    };
    if (progress === 'complete' || progress === 'empty') write();
    else queryTimer.current = setTimeout(write, QUERY_URL_DELAY_MS);
  };

  const hrefFor = (orderNumber: string) => {
    const next = new URLSearchParams(params);
    next.set('open', orderNumber);
    return `?${next.toString()}`;
  };
  const closePanel = () => {
    const next = new URLSearchParams(params);
    next.delete('open');
    navigate(next);
    // Back to the row that opened it.
    const number = openReservation;
    window.requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-order="${number}"] .order-row__link`)?.focus());
  };

  const onQuickAction = async (request: QuickActionRequest) => {
    if (!request.action.to) return;
    setBusyId(request.id);
    const outcome = await changeStatus({ id: request.id, orderNumber: request.orderNumber }, request.action.id, request.action.to, request.expectedVersion);
    setBusyId(null);
    if (outcome.ok) return;
    if (needsReload(outcome.problem.code)) {
      reportConflict(request.orderNumber, { version: request.expectedVersion, status: request.status }, outcome.problem);
      navigate(new URLSearchParams(hrefFor(request.orderNumber).slice(1)));
    } else {
      toasts.show(problemMessage(outcome.problem), { tone: 'info', values: { order: request.orderNumber } });
    }
  };

  const edges = data.reservations.edges;
  const searchedNumber = normaliseOrderNumber(filter.query);
  const filtered = isFiltered(filter);

  return (
    <div className={`orders${openReservation ? ' orders--with-panel' : ''}`}>
      <div className="orders__main">
        <div className="orders__bar">
          <LiveIndicator />
          <p className="orders__count" aria-live="polite">
            <FormattedMessage id="orders.list.count" values={{ count: edges.length, more: hasNext ? 'yes' : 'no' }} />
          </p>
        </div>
        <ReservationFilters view={view} filter={filter} query={typed ?? filter.query} today={today} onQuery={onQuery} onChange={setFilter} />
        <LiveNotices hrefFor={hrefFor} />

        <div className={`orders__list-wrap${isRefetching ? ' orders__list-wrap--loading' : ''}`} aria-busy={isRefetching || undefined}>
          {edges.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">
                {filtered ? <FormattedMessage id="orders.empty.filtered" /> : <FormattedMessage {...emptyText[view]} />}
              </p>
              {searchedNumber && view !== 'ALL' && (
                <p>
                  <Link to={`${VIEW_PATHS.ALL}?q=${encodeURIComponent(searchedNumber)}`}>
                    <FormattedMessage id="orders.empty.searchAll" values={{ order: searchedNumber }} />
                  </Link>
                </p>
              )}
              {filtered && (
                <button type="button" className="btn btn--ghost" onClick={() => setFilter({ ...filter, from: null, to: null, type: null, statuses: [], clientId: null, clientName: null, query: '' })}>
                  <FormattedMessage id="orders.filter.clear" />
                </button>
              )}
            </div>
          ) : (
            <>
              <div className="order-head" aria-hidden="true">
                <span>
                  <FormattedMessage id="orders.head.order" />
                </span>
                <span>
                  <FormattedMessage id="orders.head.arrival" />
                </span>
                <span>
                  <FormattedMessage id="orders.head.organisation" />
                </span>
                <span>
                  <FormattedMessage id="orders.head.group" />
                </span>
                <span>
                  <FormattedMessage id="orders.head.status" />
                </span>
                <span />
              </div>
              <ul className="order-list" aria-label={intl.formatMessage({ id: 'orders.list.label' })}>
                {edges.map((edge) => (
                  <ReservationRow
                    key={edge.node.id}
                    reservation={edge.node}
                    today={today}
                    now={nowDate}
                    href={hrefFor(edge.node.orderNumber)}
                    selected={openReservation === edge.node.orderNumber}
                    busy={busy && busyId === edge.node.id}
                    onQuickAction={(request) => void onQuickAction(request)}
                  />
                ))}
              </ul>
            </>
          )}
          {hasNext && (
            <div className="orders__more">
              <button type="button" className="btn btn--ghost btn--large" onClick={() => {
                  loadNext(PAGE_SIZE);
                }} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
                {isLoadingNext && <span className="btn__spinner" aria-hidden="true" />}
                <FormattedMessage id="orders.list.more" />
              </button>
            </div>
          )}
        </div>
      </div>
      {openReservation && <ReservationPanel orderNumber={openReservation} onClose={closePanel} />}
      {!openReservation && params.get('open') && (
        <Alert tone="warning">
          <FormattedMessage id="orders.panel.badNumber" />
        </Alert>
      )}
    </div>
  );
}
