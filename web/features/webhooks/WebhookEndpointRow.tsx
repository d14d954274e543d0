// One webhook endpoint: its address, events and state, what can be done with it (send a test
// event, rotate the secret, disable or enable, delete) and its latest deliveries with the
// receiver's answer (WebhookDeliveryItem), each of which can be sent again.
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/forms/Dialog.tsx';
import { FormMessage } from '../../components/forms/Field.tsx';
import { commitAsync } from '../../components/forms/commit.ts';
import { problemMessage, type Text } from '../../components/forms/messages.ts';
import { readProblem } from '../../components/forms/problems.ts';
import { toasts } from '../../lib/toast.ts';
import { endpointState, type WebhookEvent } from './webhooks.ts';
import { WebhookSecret } from './WebhookSecret.tsx';
import { WebhookDeliveryItem } from './WebhookDeliveryItem.tsx';
import type { WebhookEndpointRow_endpoint$key } from './__generated__/WebhookEndpointRow_endpoint.graphql';
import type { WebhookEndpointRowRefetchQuery } from './__generated__/WebhookEndpointRowRefetchQuery.graphql';
import type { WebhookEndpointRowTestMutation } from './__generated__/WebhookEndpointRowTestMutation.graphql';
import type { WebhookEndpointRowRedeliverMutation } from './__generated__/WebhookEndpointRowRedeliverMutation.graphql';
import type { WebhookEndpointRowRotateMutation } from './__generated__/WebhookEndpointRowRotateMutation.graphql';
import type { WebhookEndpointRowEnableMutation } from './__generated__/WebhookEndpointRowEnableMutation.graphql';
import type { WebhookEndpointRowDeleteMutation } from './__generated__/WebhookEndpointRowDeleteMutation.graphql';

export const eventText = defineMessages<WebhookEvent>({
  RESERVATION_CREATED: { id: 'webhooks.event.RESERVATION_CREATED' },
  RESERVATION_STATUS_CHANGED: { id: 'webhooks.event.RESERVATION_STATUS_CHANGED' },
  RESERVATION_UPDATED: { id: 'webhooks.event.RESERVATION_UPDATED' },
  CLIENT_REGISTERED: { id: 'webhooks.event.CLIENT_REGISTERED' },
  CLIENT_APPROVED: { id: 'webhooks.event.CLIENT_APPROVED' },
  INVOICE_ISSUED: { id: 'webhooks.event.INVOICE_ISSUED' },
  PAYMENT_RECEIVED: { id: 'webhooks.event.PAYMENT_RECEIVED' },
  INVOICE_OVERDUE: { id: 'webhooks.event.INVOICE_OVERDUE' },
});

const stateText = defineMessages({
  enabled: { id: 'webhooks.state.enabled' },
  disabled: { id: 'webhooks.state.disabled' },
  failing: { id: 'webhooks.state.failing' },
});


const doneText = defineMessages({
  testQueued: { id: 'webhooks.testQueued' },
  redeliverQueued: { id: 'webhooks.redeliverQueued' },
  deleted: { id: 'webhooks.deleted' },
  enabled: { id: 'webhooks.enabledDone' },
  disabled: { id: 'webhooks.disabledDone' },
  disabledProblem: { id: 'webhooks.disabledProblem' },
});

const testMutation = graphql`
  mutation WebhookEndpointRowTestMutation($input: SendTestWebhookInput!, $connections: [ID!]!) {
    sendTestWebhook(input: $input) {
      webhookDelivery @prependNode(connections: $connections, edgeTypeName: "WebhookDeliveryEdge") {
        id
        ...WebhookDeliveryItem_delivery
      }
    }
  }
`;

const redeliverMutation = graphql`
  mutation WebhookEndpointRowRedeliverMutation($input: RedeliverWebhookInput!, $connections: [ID!]!) {
    redeliverWebhook(input: $input) {
      webhookDelivery @prependNode(connections: $connections, edgeTypeName: "WebhookDeliveryEdge") {
        id
        ...WebhookDeliveryItem_delivery
      }
    }
  }
`;

const rotateMutation = graphql`
  mutation WebhookEndpointRowRotateMutation($input: RotateWebhookSecretInput!) {
    rotateWebhookSecret(input: $input) {
      secret
      webhookEndpoint {
        id
      }
    }
  }
`;

const enableMutation = graphql`
  mutation WebhookEndpointRowEnableMutation($input: SetWebhookEndpointEnabledInput!) {
    setWebhookEndpointEnabled(input: $input) {
      webhookEndpoint {
        id
        enabled
        disabledForFailing
        consecutiveFailures
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation WebhookEndpointRowDeleteMutation($input: DeleteWebhookEndpointInput!, $connections: [ID!]!) {
    deleteWebhookEndpoint(input: $input) {
      deletedWebhookEndpointId @deleteEdge(connections: $connections)
    }
  }
`;

/** How long after a send the list is read again: a local receiver has answered by then. */
const REFRESH_AFTER_MS = 2_000;

export function WebhookEndpointRow(props: { endpoint: WebhookEndpointRow_endpoint$key; connectionId: string }) {
  const intl = useIntl();
  const [endpoint, refetch] = useRefetchableFragment<WebhookEndpointRowRefetchQuery, WebhookEndpointRow_endpoint$key>(
    graphql`
      fragment WebhookEndpointRow_endpoint on WebhookEndpoint
      @refetchable(queryName: "WebhookEndpointRowRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        id
        url
        description
        events
        enabled
        disabledForFailing
        consecutiveFailures
        deliveries(first: $count, after: $cursor) @connection(key: "WebhookEndpointRow_deliveries") {
          __id
          edges {
            node {
              id
              ...WebhookDeliveryItem_delivery
            }
          }
        }
      }
    `,
    props.endpoint,
  );
  const [commitTest, testing] = useMutation<WebhookEndpointRowTestMutation>(testMutation);
  const [commitRedeliver, redelivering] = useMutation<WebhookEndpointRowRedeliverMutation>(redeliverMutation);
  const [commitRotate, rotating] = useMutation<WebhookEndpointRowRotateMutation>(rotateMutation);
  const [commitEnable, enabling] = useMutation<WebhookEndpointRowEnableMutation>(enableMutation);
  const [commitDelete, deleting] = useMutation<WebhookEndpointRowDeleteMutation>(deleteMutation);
  const [asking, setAsking] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const state = endpointState({ enabled: endpoint.enabled, disabledForFailing: endpoint.disabledForFailing });
  const deliveries = endpoint.deliveries;
  const refresh = () => refetch({}, { fetchPolicy: 'network-only' });
  const refreshSoon = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(refresh, REFRESH_AFTER_MS);
  };
  const [rowProblem, setRowProblem] = useState<Text | null>(null);
  const failed = (error: unknown) => {
    const read = readProblem(error);
    setRowProblem(read.code === 'WEBHOOK_DISABLED' ? { descriptor: doneText.disabledProblem } : problemMessage(read));
  };

  const test = async () => {
    try {
      setRowProblem(null);
      await commitAsync(commitTest, { input: { webhookEndpointId: endpoint.id }, connections: [deliveries.__id] });
      toasts.show(doneText.testQueued);
      refreshSoon();
    } catch (error) {
      failed(error);
    }
  };
  const redeliver = async (webhookDeliveryId: string) => {
    try {
      setRowProblem(null);
      await commitAsync(commitRedeliver, { input: { webhookDeliveryId }, connections: [deliveries.__id] });
      toasts.show(doneText.redeliverQueued);
      refreshSoon();
    } catch (error) {
      failed(error);
    }
  };
  const setEnabled = async (enabled: boolean) => {
    try {
      setRowProblem(null);
      await commitAsync(commitEnable, { input: { webhookEndpointId: endpoint.id, enabled } });
      toasts.show(enabled ? doneText.enabled : doneText.disabled);
    } catch (error) {
      failed(error);
    }
  };
  const rotate = async () => {
    try {
      const result = await commitAsync(commitRotate, { input: { webhookEndpointId: endpoint.id } });
      setAsking(null);
      setSecret(result.rotateWebhookSecret.secret);
    } catch (error) {
      setProblem(problemMessage(readProblem(error)));
    }
  };
  const remove = async () => {
    try {
      await commitAsync(commitDelete, { input: { webhookEndpointId: endpoint.id }, connections: [props.connectionId] });
      toasts.show(doneText.deleted, { values: { url: endpoint.url } });
    } catch (error) {
      setProblem(problemMessage(readProblem(error)));
    }
  };
  const ask = (what: 'rotate' | 'delete') => {
    setProblem(null);
    setAsking(what);
  };

  return (
    <li className={`token-row webhook-row webhook-row--${state}`} data-testid="webhook-endpoint">
      <div className="token-row__who">
        <p className="token-row__name">
          <code className="webhook-row__url">{endpoint.url}</code>
        </p>
        {endpoint.description && <p className="token-row__owner">{endpoint.description}</p>}
        <ul className="token-row__scopes" aria-label={intl.formatMessage({ id: 'webhooks.events' })}>
          {endpoint.events.map((name) => (
            <li key={name} className="badge">
              <FormattedMessage {...eventText[name as WebhookEvent]} />
            </li>
          ))}
        </ul>
      </div>
      <div className="token-row__state webhook-row__state">
        <span className={`badge token-row__badge webhook-row__badge--${state}`} data-testid="webhook-state">
          <FormattedMessage {...stateText[state]} />
        </span>
        {endpoint.consecutiveFailures > 0 && (
          <span className="webhook-row__failures">
            <FormattedMessage id="webhooks.failures" values={{ count: endpoint.consecutiveFailures }} />
          </span>
        )}
      </div>
      <div className="webhook-row__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void test()} disabled={testing || !endpoint.enabled}>
          <FormattedMessage id="webhooks.test" />
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => ask('rotate')}>
          <FormattedMessage id="webhooks.rotate" />
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void setEnabled(!endpoint.enabled)} disabled={enabling}>
          <FormattedMessage id={endpoint.enabled ? 'webhooks.disable' : 'webhooks.enable'} />
        </button>
        <button type="button" className="btn btn--ghost btn--danger-ghost btn--small" onClick={() => ask('delete')}>
          <FormattedMessage id="webhooks.delete" />
        </button>
      </div>
      <FormMessage tone="danger" text={rowProblem} />
      <div className="webhook-deliveries">
        <div className="webhook-deliveries__head">
          <h3 className="webhook-deliveries__title">
            <FormattedMessage id="webhooks.deliveries" />
          </h3>
          <button type="button" className="btn btn--ghost btn--small" onClick={refresh}>
            <FormattedMessage id="webhooks.refresh" />
          </button>
        </div>
        {deliveries.edges.length === 0 ? (
          <p className="token-list__empty">
            <FormattedMessage id="webhooks.noDeliveries" />
          </p>
        ) : (
          <ul className="webhook-deliveries__items">
            {deliveries.edges.map(({ node }) => (
              <WebhookDeliveryItem key={node.id} delivery={node} canRedeliver={endpoint.enabled} busy={redelivering} onRedeliver={(id) => void redeliver(id)} />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={asking === 'rotate'}
        tone="primary"
        title={<FormattedMessage id="webhooks.rotate.title" />}
        description={<FormattedMessage id="webhooks.rotate.text" />}
        confirmLabel={<FormattedMessage id="webhooks.rotate" />}
        busy={rotating}
        problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
        onConfirm={() => void rotate()}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title={<FormattedMessage id="webhooks.delete.title" />}
        description={<FormattedMessage id="webhooks.delete.text" values={{ url: endpoint.url }} />}
        confirmLabel={<FormattedMessage id="webhooks.delete" />}
        busy={deleting}
        problem={problem && <FormattedMessage {...problem.descriptor} values={problem.values} />}
        onConfirm={() => void remove()}
        onClose={() => setAsking(null)}
      />
      <Dialog open={secret !== null} onClose={() => setSecret(null)} title={<FormattedMessage id="webhooks.secret.title" />} description={<FormattedMessage id="webhooks.secret.text" />}>
        {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
      </Dialog>
    </li>
  );
}
