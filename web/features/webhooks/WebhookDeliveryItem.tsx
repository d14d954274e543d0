// One delivery in an endpoint's log: the event, where it stands, the receiver's status code, how
// long it took, the attempts and the next try, the start of the answer, and "Send again".
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { RESTAURANT_TIME_ZONE } from '../../../graph/domain/local-time.ts';
import type { WebhookDeliveryItem_delivery$key } from './__generated__/WebhookDeliveryItem_delivery.graphql';

const deliveryText = defineMessages({
  PENDING: { id: 'webhooks.delivery.PENDING' },
  SUCCEEDED: { id: 'webhooks.delivery.SUCCEEDED' },
  FAILED: { id: 'webhooks.delivery.FAILED' },
});

export function WebhookDeliveryItem(props: { delivery: WebhookDeliveryItem_delivery$key; canRedeliver: boolean; busy: boolean; onRedeliver(id: string): void }) {
  const intl = useIntl();
  const delivery = useFragment(
    graphql`
      fragment WebhookDeliveryItem_delivery on WebhookDelivery {
        id
        eventType
        status
        statusCode
        durationMs
        responseExcerpt
        attempts
        nextAttemptAt
        createdAt
      }
    `,
    props.delivery,
  );
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23', timeZone: RESTAURANT_TIME_ZONE });
  const status = delivery.status.toLowerCase();
  return (
    <li className={`webhook-delivery webhook-delivery--${status}`} data-testid="webhook-delivery">
      <div className="webhook-delivery__main">
        <code>{delivery.eventType}</code>
        <span className={`badge webhook-delivery__badge--${status}`}>
          <FormattedMessage {...deliveryText[delivery.status as keyof typeof deliveryText]} />
        </span>
        <span className="webhook-delivery__facts">
          {delivery.statusCode != null ? `HTTP ${delivery.statusCode}` : <FormattedMessage id="webhooks.noAnswer" />}
          {delivery.durationMs != null && ` · ${intl.formatNumber(delivery.durationMs)} ms`}
          {' · '}
          <FormattedMessage id="webhooks.attempts" values={{ count: delivery.attempts }} />
        </span>
      </div>
      <p className="webhook-delivery__when">
        {when(delivery.createdAt)}
        {delivery.nextAttemptAt && delivery.attempts > 0 && (
          <>
            {' · '}
            <FormattedMessage id="webhooks.nextAttempt" values={{ when: when(delivery.nextAttemptAt) }} />
          </>
        )}
      </p>
      {delivery.responseExcerpt && (
        <details className="webhook-delivery__excerpt">
          <summary>
            <FormattedMessage id="webhooks.response" />
          </summary>
          <pre>{delivery.responseExcerpt}</pre>
        </details>
      )}
      {delivery.status !== 'PENDING' && props.canRedeliver && (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => props.onRedeliver(delivery.id)} disabled={props.busy}>
          <FormattedMessage id="webhooks.redeliver" />
        </button>
      )}
    </li>
  );
}
