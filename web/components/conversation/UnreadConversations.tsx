// The count of reservations with unread messages beside the area's navigation link (staff sidebar,
// the client's tabs). It holds the area's one live conversation feed, so every open thread, list
// badge and this count follow new messages and read marks without reloading.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { useConversationLive } from './live.ts';
import type { UnreadConversationsQuery } from './__generated__/UnreadConversationsQuery.graphql';
import './conversation.css';

const query = graphql`
  query UnreadConversationsQuery {
    unreadConversations
  }
`;

/** Events come in bursts (a colleague reading five threads): ask once they settle. */
const DEBOUNCE_MS = 400;

export function UnreadConversations(props: { className?: string }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [count, setCount] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = useCallback(() => {
    fetchQuery<UnreadConversationsQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setCount(data.unreadConversations),
      error: () => {},
    });
  }, [environment]);

  useEffect(() => {
    refresh();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [refresh]);

  const onEvent = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(refresh, DEBOUNCE_MS);
  }, [refresh]);
  useConversationLive(onEvent);

  if (count <= 0) return null;
  const label = intl.formatMessage({ id: 'conversation.nav.unread' }, { count });
  return (
    <span className={`unread-badge ${props.className ?? ''}`} title={label} data-testid="unread-conversations">
      <span aria-hidden="true">✉ {intl.formatNumber(count)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
