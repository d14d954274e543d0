// Live conversation updates for whichever area is open: one `reservationMessages` subscription
// (a client receives only its own reservations' events). Each event carries the new message and the
// reservation's unread count for this viewer, so open threads, list badges and counts update in the
// store; a new message goes to the end of its thread when that thread is on screen.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { liveConversationSubscription } from './__generated__/liveConversationSubscription.graphql';

const subscription = graphql`
  subscription liveConversationSubscription {
    reservationMessages {
      kind
      message {
        id
        body
        side
        fromMySide
        createdAt
        author {
          name
          firstName
          lastName
        }
      }
      reservation {
        id
        unreadMessages
      }
    }
  }
`;

function appendLive(store: RecordSourceSelectorProxy) {
  const event = store.getRootField('reservationMessages');
  const message = event?.getLinkedRecord('message');
  const reservation = event?.getLinkedRecord('reservation');
  if (!message || !reservation) return;
  const connection = ConnectionHandler.getConnection(reservation, 'Conversation_messages');
  if (!connection) return;
  const id = message.getDataID();
  const present = (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id);
  if (present) return;
  const edge = ConnectionHandler.createEdge(store, connection, message, 'ReservationMessageEdge');
  ConnectionHandler.insertEdgeAfter(connection, edge);
}

/** Keeps the conversation feed open while the component is mounted; `onEvent` hears each event. */
export function useConversationLive(onEvent?: (event: { kind: string; side: string | null; reservationId: string | null }) => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<liveConversationSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: appendLive,
      onNext: (response) => {
        const event = response?.reservationMessages;
        if (event) onEvent?.({ kind: event.kind, side: event.message?.side ?? null, reservationId: event.reservation?.id ?? null });
      },
      // A dropped connection is retried by the client; the page still works without live updates.
      onError: () => {},
    }),
    [onEvent],
  );
  useSubscription(config);
}
