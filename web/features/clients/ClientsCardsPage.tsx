// Staff: client cards — every organisation account, searchable by name, e-mail and username and
// filtered by state, with its contact details, reservation counts, and block / unblock.
import '../../components/empty-state.css';
import '../staff/staff-page.css';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { ClientCard } from './ClientCard.tsx';
import { liveConnections } from './clientConnections.ts';
import { useResync } from '../staff/live.ts';
import { LiveIndicator } from './StaffLive.tsx';
import { useDebounced } from '../staff/useDebounced.ts';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import '../../components/forms/forms.css';
import '../staff/list-toolbar.css';
import '../staff/segmented.css';
import './ClientsCardsPage.css';
import type { ClientOrder, ClientsCardsPageQuery, OrganisationStatus } from './__generated__/ClientsCardsPageQuery.graphql';
import type { ClientsCardsPage_list$key } from './__generated__/ClientsCardsPage_list.graphql';

const PAGE_SIZE = 24;

type StateFilter = 'ALL' | 'PENDING' | 'APPROVED' | 'BLOCKED';
const STATE_FILTERS: StateFilter[] = ['ALL', 'PENDING', 'APPROVED', 'BLOCKED'];

const filterText = defineMessages({
  ALL: { id: 'staff.cards.filter.all' },
  PENDING: { id: 'staff.cards.filter.pending' },
  APPROVED: { id: 'staff.cards.filter.approved' },
  BLOCKED: { id: 'staff.cards.filter.blocked' },
});

interface Filters {
  search: string;
  state: StateFilter;
  order: ClientOrder;
}

/** The last filters, so coming back to the page (from the queue, say) keeps the search. */
let remembered: Filters = { search: '', state: 'ALL', order: 'REGISTERED_NEWEST_FIRST' };

function variables(filters: Filters) {
  const search = filters.search.trim();
  return {
    count: PAGE_SIZE,
    search: search === '' ? null : search,
    status: filters.state === 'ALL' ? null : ([filters.state] as OrganisationStatus[]),
    orderBy: filters.order,
  };
}

const query = graphql`
  query ClientsCardsPageQuery($count: Int!, $search: String, $status: [OrganisationStatus!], $orderBy: ClientOrder) {
    ...ClientsCardsPage_list @arguments(count: $count, search: $search, status: $status, orderBy: $orderBy)
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<ClientsCardsPageQuery>('admin.clients.cards', query, variables(remembered)) };
}

function Cards(props: { list: ClientsCardsPage_list$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ClientsCardsPage_list on Query
      @refetchable(queryName: "ClientsCardsPageListQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "[OrganisationStatus!]" }
        orderBy: { type: "ClientOrder", defaultValue: REGISTERED_NEWEST_FIRST }
      ) {
        clients(first: $count, after: $cursor, search: $search, status: $status, orderBy: $orderBy)
          @connection(key: "ClientsCardsPage_clients") {
          __id
          edges {
            node {
              id
              ...ClientCard_client
            }
          }
        }
      }
    `,
    props.list,
  );
  const intl = useIntl();
  const searchId = useId();
  const sortId = useId();
  const [filters, setFilters] = useState<Filters>(remembered);
  const [searching, startSearch] = useTransition();
  const debouncedSearch = useDebounced(filters.search, 300);
  const applied = useRef<string>(JSON.stringify(variables(remembered)));

  const connectionId = data.clients.__id;
  useEffect(() => liveConnections.add({ id: connectionId, role: 'clientCards' }), [connectionId]);

  // Typing waits for a pause; the state filter and the order apply at once.
  useEffect(() => {
    const next = { ...filters, search: debouncedSearch };
    remembered = next;
    const vars = variables(next);
    const key = JSON.stringify(vars);
    if (key === applied.current) return;
    applied.current = key;
    startSearch(() => {
      refetch(vars, { fetchPolicy: 'store-and-network' });
    });
  }, [debouncedSearch, filters, refetch]);

  useResync(() =>
    startSearch(() => {
      refetch(variables(remembered), { fetchPolicy: 'network-only' });
    }),
  );

  const edges = data.clients.edges;
  const shownSearch = debouncedSearch.trim();
  return (
    <>
      <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="filters__search">
          <label className="field__label" htmlFor={searchId}>
            <FormattedMessage id="staff.cards.searchLabel" />
          </label>
          <div className="search-input">
            <svg className="search-input__icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              id={searchId}
              type="search"
              className="field__input search-input__field"
              value={filters.search}
              placeholder={intl.formatMessage({ id: 'staff.cards.searchPlaceholder' })}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
            />
            {searching && <span className="spinner spinner--small search-input__busy" aria-hidden="true" />}
          </div>
        </div>
        <fieldset className="segmented">
          <legend className="field__label">
            <FormattedMessage id="staff.cards.stateLabel" />
          </legend>
          <div className="segmented__options">
            {STATE_FILTERS.map((state) => (
              <label key={state} className="segmented__option">
                <input
                  type="radio"
                  name="client-state"
                  value={state}
                  checked={filters.state === state}
                  onChange={() => setFilters((current) => ({ ...current, state }))}
                />
                <span>{intl.formatMessage(filterText[state])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="filters__sort">
          <label className="field__label" htmlFor={sortId}>
            <FormattedMessage id="staff.cards.sortLabel" />
          </label>
          <select
            id={sortId}
            className="field__input"
            value={filters.order}
            onChange={(event) => setFilters((current) => ({ ...current, order: event.target.value as ClientOrder }))}
          >
            <option value="REGISTERED_NEWEST_FIRST">{intl.formatMessage({ id: 'staff.cards.sort.newest' })}</option>
            <option value="REGISTERED_OLDEST_FIRST">{intl.formatMessage({ id: 'staff.cards.sort.oldest' })}</option>
            <option value="NAME">{intl.formatMessage({ id: 'staff.cards.sort.name' })}</option>
          </select>
        </div>
      </form>

      <div className="list-toolbar">
        <p className="list-toolbar__summary" aria-live="polite" aria-busy={searching || undefined}>
          {shownSearch ? (
            <FormattedMessage id="staff.cards.resultsFor" values={{ count: edges.length, more: hasNext ? 'yes' : 'no', search: shownSearch }} />
          ) : (
            <FormattedMessage id="staff.cards.results" values={{ count: edges.length, more: hasNext ? 'yes' : 'no' }} />
          )}
        </p>
        <LiveIndicator />
      </div>

      {edges.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">
            <FormattedMessage id="staff.cards.emptyTitle" />
          </p>
          <p className="empty-state__text">
            <FormattedMessage id="staff.cards.emptyText" />
          </p>
        </div>
      ) : (
        <ul className={`client-cards${searching ? ' is-stale' : ''}`} aria-label={intl.formatMessage({ id: 'staff.cards.listLabel' })}>
          {edges.map((edge) => (
            <ClientCard key={edge.node.id} client={edge.node} />
          ))}
        </ul>
      )}
      {hasNext && (
        <div className="load-more">
          <button type="button" className="btn btn--ghost btn--large" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext && <span className="btn__spinner" aria-hidden="true" />}
            <FormattedMessage id="staff.action.loadMore" />
          </button>
        </div>
      )}
    </>
  );
}

export function Component() {
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<ClientsCardsPageQuery> }>();
  const data = usePageQuery<ClientsCardsPageQuery>(query, ref);
  return (
    <Page title={titles.clientsCards} lead={<FormattedMessage id="staff.cards.lead" />}>
      <Cards list={data} />
    </Page>
  );
}
