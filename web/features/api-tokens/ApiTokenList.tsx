// A list of API tokens with its "New token" button and dialog: the organisation's own on its
// profile, every token on the manager's page.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNow } from '../../components/useNow.ts';
import type { ApiTokenList_connection$key } from './__generated__/ApiTokenList_connection.graphql';
import { ApiTokenRow } from './ApiTokenRow.tsx';
import { NewTokenDialog } from './NewTokenDialog.tsx';
import './api-tokens.css';

interface ApiTokenListProps {
  owner: 'organisation' | 'restaurant';
  /** The tokens (new ones join this connection). */
  connection: ApiTokenList_connection$key;
  showOwner?: boolean;
}

export function ApiTokenList(props: ApiTokenListProps) {
  const connection = useFragment(
    graphql`
      fragment ApiTokenList_connection on ApiTokenConnection {
        __id
        edges {
          node {
            id
            ...ApiTokenRow_token
          }
        }
      }
    `,
    props.connection,
  );
  const now = useNow(60_000);
  const [creating, setCreating] = useState(false);
  return (
    <div className="token-list">
      <div className="token-list__actions">
        <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
          <FormattedMessage id={props.owner === 'organisation' ? 'tokens.new.open' : 'tokens.new.restaurantOpen'} />
        </button>
      </div>
      {connection.edges.length === 0 ? (
        <p className="token-list__empty">
          <FormattedMessage id="tokens.empty" />
        </p>
      ) : (
        <ul className="token-list__items">
          {connection.edges.map(({ node }) => (
            <ApiTokenRow key={node.id} token={node} now={now} showOwner={props.showOwner} />
          ))}
        </ul>
      )}
      <NewTokenDialog open={creating} owner={props.owner} connections={[connection.__id]} onClose={() => setCreating(false)} />
    </div>
  );
}
