// A list of webhook endpoints with its "New endpoint" button and dialog: the organisation's on its
// profile, the restaurant's on the manager's API page.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { WebhookList_connection$key } from './__generated__/WebhookList_connection.graphql';
import { NewWebhookDialog } from './NewWebhookDialog.tsx';
import { WebhookEndpointRow } from './WebhookEndpointRow.tsx';
import type { WebhookOwner } from './webhooks.ts';
import '../api-tokens/api-tokens.css';
import './webhooks.css';

export function WebhookList(props: { owner: WebhookOwner; connection: WebhookList_connection$key }) {
  const connection = useFragment(
    graphql`
      fragment WebhookList_connection on WebhookEndpointConnection {
        __id
        edges {
          node {
            id
            ...WebhookEndpointRow_endpoint
          }
        }
      }
    `,
    props.connection,
  );
  const [creating, setCreating] = useState(false);
  return (
    <div className="token-list" data-testid="webhooks">
      <div className="token-list__actions">
        <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
          <FormattedMessage id="webhooks.new.open" />
        </button>
      </div>
      {connection.edges.length === 0 ? (
        <p className="token-list__empty">
          <FormattedMessage id="webhooks.empty" />
        </p>
      ) : (
        <ul className="token-list__items">
          {connection.edges.map(({ node }) => (
            <WebhookEndpointRow key={node.id} endpoint={node} connectionId={connection.__id} />
          ))}
        </ul>
      )}
      <NewWebhookDialog open={creating} owner={props.owner} connections={[connection.__id]} onClose={() => setCreating(false)} />
    </div>
  );
}
