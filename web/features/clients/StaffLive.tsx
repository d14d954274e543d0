// Live client-account events for the whole staff area (mounted once by the staff layout): new
// registrations go to the top of the approval queue, decisions by colleagues take rows out, a
// quiet notice names each new registration, and the sidebar counts the waiting accounts. When the
// connection drops (or the tablet sleeps), the lists refetch once it is back (live.ts).
import { startTransition, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, requestSubscription, useLazyLoadQuery } from 'react-relay/hooks';
import { environment } from '../../relay/environment.ts';
import { toasts } from '../../lib/toast.ts';
import { applyClientEvent, liveConnections } from './clientConnections.ts';
import { liveFeed, useLiveState, useResync } from '../staff/live.ts';
import { liveText } from '../staff/staffMessages.ts';
import './StaffLive.css';
import type { StaffLiveClientAccountSubscription } from './__generated__/StaffLiveClientAccountSubscription.graphql';
import type { StaffLivePendingCountQuery } from './__generated__/StaffLivePendingCountQuery.graphql';

// The event carries what the queue row and the client card show, so an inserted row is complete.
const subscription = graphql`
  subscription StaffLiveClientAccountSubscription {
    clientAccountChanged {
      kind
      clientId
      at
      client {
        id
        name
        status
        ...PendingClientRow_client
        ...ClientCard_client
      }
    }
  }
`;

const pendingCountQuery = graphql`
  query StaffLivePendingCountQuery {
    clients(status: [PENDING], orderBy: REGISTERED_OLDEST_FIRST, first: 100) @connection(key: "StaffLivePendingCount_clients") {
      __id
      edges {
        node {
          emailVerified
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`;

const feed = liveFeed(({ onNext, onEnd }) =>
  requestSubscription<StaffLiveClientAccountSubscription>(environment, {
    subscription,
    variables: {},
    updater(store) {
      const event = store.getRootField('clientAccountChanged');
      if (!event) return;
      applyClientEvent(
        store,
        { kind: String(event.getValue('kind')), clientId: String(event.getValue('clientId')), client: event.getLinkedRecord('client') ?? null },
        liveConnections.list(),
      );
    },
    onNext(response) {
      onNext();
      const event = response?.clientAccountChanged;
      if (event?.kind === 'REGISTERED' && event.client) {
        toasts.show(liveText.newRegistration, { tone: 'info', values: { name: event.client.name } });
      }
    },
    onError: onEnd,
    onCompleted: onEnd,
  }),
);

/** Subscribes while the staff area is open; renders nothing. */
export function StaffLive() {
  useEffect(() => feed.hold(), []);
  return null;
}

/**
 * The sidebar's count of applications waiting for a decision (kept current by StaffLive): verified
 * ones, as the staff home counts them — an unconfirmed address cannot be approved yet.
 */
export function PendingCountBadge() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<StaffLivePendingCountQuery>(pendingCountQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const connectionId = data.clients.__id;
  useEffect(() => liveConnections.add({ id: connectionId, role: 'pendingCount' }), [connectionId]);
  useResync(() => startTransition(() => setFetchKey((key) => key + 1)));

  const count = data.clients.edges.filter((edge) => edge.node.emailVerified).length;
  if (count === 0) return null;
  const more = data.clients.pageInfo.hasNextPage;
  const label = intl.formatMessage({ id: 'staff.live.pendingCount' }, { count });
  return (
    <span className="admin-sidebar__count" title={label}>
      <span aria-hidden="true">{more ? `${count}+` : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** "Live" / "Reconnecting…" next to a live list's heading. */
export function LiveIndicator() {
  const intl = useIntl();
  const state = useLiveState();
  const text = state === 'live' ? liveText.live : state === 'offline' ? liveText.offline : state === 'reconnecting' ? liveText.reconnecting : liveText.connecting;
  return (
    <span className={`live-indicator live-indicator--${state}`} role="status">
      <span className="live-indicator__dot" aria-hidden="true" />
      {intl.formatMessage(text)}
    </span>
  );
}
