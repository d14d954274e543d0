// A client's reservations as cards, newest first (the server orders by creation), with Relay cursor
// pagination ("Show more") and live updates: reservationChanged (a client only gets its own) updates
// the cards in place, puts a new one from another tab at the top, and leaves a short notice.
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, useSubscription } from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from 'relay-runtime';
import { useMay } from '../../auth/abilities.ts';
import { Alert } from '../../components/Notice.tsx';
import { statusLabel } from '../../components/reservation/messages.ts';
import { ReservationCard } from './ReservationCard.tsx';
import { ACTIVE_STATUSES, CLOSED_STATUSES, type ReservationStatus } from '../../components/reservation/timeline.ts';
import type { ReservationList_client$key } from './__generated__/ReservationList_client.graphql';
import type { ReservationListPaginationQuery } from './__generated__/ReservationListPaginationQuery.graphql';
import type { ReservationListChangedSubscription } from './__generated__/ReservationListChangedSubscription.graphql';
import './ReservationList.css';

export const PAGE_SIZE = 10;
const CONNECTION_KEY = 'ReservationList_reservations';

const fragment = graphql`
  fragment ReservationList_client on Client
  @refetchable(queryName: "ReservationListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    status: { type: "[ReservationStatus!]" }
    money: { type: "Boolean", defaultValue: false }
  ) {
    reservations(first: $count, after: $cursor, status: $status) @connection(key: "ReservationList_reservations", filters: ["status"]) {
      edges {
        node {
          id
          ...ReservationCard_reservation @arguments(money: $money)
        }
      }
    }
  }
`;

const subscription = graphql`
  subscription ReservationListChangedSubscription($money: Boolean!) {
    reservationChanged {
      kind
      status
      actorKind
      reservation {
        id
        orderNumber
        status
        ...ReservationCard_reservation @arguments(money: $money)
        client {
          id
          reservationCounts {
            active
            finished
          }
        }
      }
    }
  }
`;

/** The store id of a client's list with these statuses (the @connection key includes the filter). */
export function reservationsConnection(clientId: string, statuses: readonly ReservationStatus[]): string {
  return ConnectionHandler.getConnectionID(clientId, CONNECTION_KEY, { status: [...statuses] });
}

/** The list of open reservations (My reservations), where a new booking goes. */
export function activeReservationsConnection(clientId: string): string {
  return reservationsConnection(clientId, ACTIVE_STATUSES);
}

/** A reservation that arrived live goes to the top of the list that shows its status, once. */
function placeLive(store: RecordSourceSelectorProxy) {
  const reservation = store.getRootField('reservationChanged')?.getLinkedRecord('reservation');
  const client = reservation?.getLinkedRecord('client');
  const status = reservation?.getValue('status') as ReservationStatus | undefined;
  if (!reservation || !client || !status) return;
  const statuses = ACTIVE_STATUSES.includes(status) ? ACTIVE_STATUSES : CLOSED_STATUSES;
  const connection = ConnectionHandler.getConnection(client, CONNECTION_KEY, { status: [...statuses] });
  if (!connection) return;
  const id = reservation.getDataID();
  const present = (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
  if (present) return;
  const edge = ConnectionHandler.createEdge(store, connection, reservation, 'ClientReservationsConnectionEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

export interface LiveNotice {
  orderNumber: string;
  status: ReservationStatus;
  kind: string;
}

/** Live reservation updates while a page is open; returns the latest change, for a notice. */
export function useReservationUpdates(): [LiveNotice | null, () => void] {
  const [notice, setNotice] = useState<LiveNotice | null>(null);
  // Invoices only for the roles that handle money (the server refuses them to the others).
  const money = useMay('money');
  const config = useMemo<GraphQLSubscriptionConfig<ReservationListChangedSubscription>>(
    () => ({
      subscription,
      variables: { money },
      updater: placeLive,
      onNext: (response) => {
        const change = response?.reservationChanged;
        // The client's own change (its meals) needs no "staff changed it" notice.
        if (change?.reservation && change.actorKind !== 'CLIENT') setNotice({ orderNumber: change.reservation.orderNumber, status: change.status as ReservationStatus, kind: change.kind });
      },
      // A dropped connection is retried by the client; the page still works without live updates.
      onError: () => {},
    }),
    [money],
  );
  useSubscription(config);
  return [notice, () => setNotice(null)];
}

export function LiveNoticeAlert(props: { notice: LiveNotice | null; onDismiss(): void; closedHint?: ReactNode }) {
  const intl = useIntl();
  if (!props.notice) return null;
  const { notice } = props;
  return (
    <Alert tone="info" onDismiss={props.onDismiss} className="live-notice">
      {notice.kind === 'CREATED' ? (
        <FormattedMessage id="reservation.live.created" values={{ orderNumber: notice.orderNumber }} />
      ) : notice.kind === 'EDITED' || notice.kind === 'RECONFIRMED' || notice.kind === 'DRIVER_REPORT' ? (
        <FormattedMessage id="reservation.live.edited" values={{ orderNumber: notice.orderNumber }} />
      ) : (
        <FormattedMessage id="reservation.live.status" values={{ orderNumber: notice.orderNumber, status: intl.formatMessage(statusLabel(notice.status)) }} />
      )}
      {CLOSED_STATUSES.includes(notice.status) && props.closedHint ? <> {props.closedHint}</> : null}
    </Alert>
  );
}

export function ReservationList(props: { client: ReservationList_client$key; empty: ReactNode; label: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ReservationListPaginationQuery, ReservationList_client$key>(fragment, props.client);
  const edges = data.reservations.edges;
  if (edges.length === 0) return <>{props.empty}</>;
  return (
    <div className="reservation-list">
      <ul className="reservation-list__items" aria-label={props.label}>
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <ReservationCard reservation={edge.node} />
          </li>
        ))}
      </ul>
      {hasNext && (
        <div className="reservation-list__more">
          <button type="button" className="btn btn--ghost btn--large" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext} aria-busy={isLoadingNext || undefined}>
            {isLoadingNext && <span className="btn__spinner" aria-hidden="true" />}
            <FormattedMessage id="reservation.list.more" />
          </button>
        </div>
      )}
      <p className="reservation-list__count" role="status">
        <FormattedMessage id="reservation.list.shown" values={{ count: edges.length }} />
      </p>
    </div>
  );
}
