// Staff: the client approval queue — pending applications, oldest first (first come, first
// served), newest registrations arriving live at the top. Approve in one tap, reject after a
// confirmation; rows leave the list as decisions land, here or on a colleague's screen.
import '../../components/empty-state.css';
import '../staff/staff-page.css';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guard } from '../../auth/runtime.ts';
import { liveConnections } from './clientConnections.ts';
import { useResync } from '../staff/live.ts';
import { PendingClientRow } from './PendingClientRow.tsx';
import { LiveIndicator } from './StaffLive.tsx';
import { useNow } from '../../components/useNow.ts';
import { Alert } from '../../components/Notice.tsx';
import { Page } from '../../components/Page.tsx';
import { titles } from '../../i18n/messages.ts';
import { preloadQuery, usePageQuery } from '../../relay/preload.ts';
import '../staff/list-toolbar.css';
import './ClientsPendingPage.css';
import type { ClientsPendingPageQuery } from './__generated__/ClientsPendingPageQuery.graphql';
import type { ClientsPendingPage_queue$key } from './__generated__/ClientsPendingPage_queue.graphql';

const PAGE_SIZE = 20;

const query = graphql`
  query ClientsPendingPageQuery($count: Int!) {
    ...ClientsPendingPage_queue @arguments(count: $count)
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request);
  return { query: preloadQuery<ClientsPendingPageQuery>('admin.clients.pending', query, { count: PAGE_SIZE }) };
}

function Queue(props: { queue: ClientsPendingPage_queue$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ClientsPendingPage_queue on Query
      @refetchable(queryName: "ClientsPendingPageQueueQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        clients(status: [PENDING], orderBy: REGISTERED_OLDEST_FIRST, first: $count, after: $cursor)
          @connection(key: "ClientsPendingPage_clients") {
          __id
          edges {
            node {
              id
              emailVerified
              ...PendingClientRow_client
            }
          }
        }
      }
    `,
    props.queue,
  );
  const intl = useIntl();
  const now = useNow(30_000);
  const [conflict, setConflict] = useState<string | null>(null);
  const connectionId = data.clients.__id;
  useEffect(() => liveConnections.add({ id: connectionId, role: 'pendingQueue' }), [connectionId]);

  const reload = useCallback(() => {
    startTransition(() => {
      refetch({ count: PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  }, [refetch]);
  useResync(reload);

  const edges = data.clients.edges;
  return (
    <>
      <div className="list-toolbar">
        <p className="list-toolbar__summary" aria-live="polite">
          {edges.length === 0 ? (
            <FormattedMessage id="staff.pending.noneWaiting" />
          ) : (
            <FormattedMessage
              id="staff.pending.waiting"
              values={{ count: edges.length, more: hasNext ? 'yes' : 'no', unverified: edges.filter((edge) => !edge.node.emailVerified).length }}
            />
          )}
        </p>
        <LiveIndicator />
        <button type="button" className="btn btn--ghost btn--small" onClick={reload}>
          <FormattedMessage id="staff.action.reload" />
        </button>
      </div>
      {conflict && (
        <Alert tone="warning" onDismiss={() => setConflict(null)}>
          <FormattedMessage id="staff.pending.conflict" values={{ name: conflict }} />
        </Alert>
      )}
      {edges.length === 0 ? (
        <div className="empty-state">
          <svg className="empty-state__icon" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M9 12l2 2 4-4" />
            <circle cx="12" cy="12" r="9" />
          </svg>
          <p className="empty-state__title">
            <FormattedMessage id="staff.pending.emptyTitle" />
          </p>
          <p className="empty-state__text">
            <FormattedMessage id="staff.pending.emptyText" />
          </p>
        </div>
      ) : (
        <ol className="queue" aria-label={intl.formatMessage({ id: 'staff.pending.listLabel' })}>
          {edges.map((edge) => (
            <PendingClientRow
              key={edge.node.id}
              client={edge.node}
              now={now}
              onConflict={(name) => {
                setConflict(name);
                reload();
              }}
            />
          ))}
        </ol>
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
  const { query: ref } = useLoaderData<{ query: PreloadedQuery<ClientsPendingPageQuery> }>();
  const data = usePageQuery<ClientsPendingPageQuery>(query, ref);
  return (
    <Page title={titles.clientsPending} lead={<FormattedMessage id="staff.pending.lead" />}>
      <Queue queue={data} />
    </Page>
  );
}
