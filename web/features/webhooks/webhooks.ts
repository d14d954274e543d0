// Webhooks as the screens need them: the events each owner may choose, the checks before sending
// (the server's own limits and rules, graph/domain/webhooks.ts) and an endpoint's state.
import {
  CLIENT_WEBHOOK_EVENTS,
  RESTAURANT_WEBHOOK_EVENTS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
  webhookProblems,
  type WebhookEvent,
  type WebhookProblem,
} from '../../../graph/domain/webhooks.ts';

export { CLIENT_WEBHOOK_EVENTS, RESTAURANT_WEBHOOK_EVENTS, WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH, type WebhookEvent, type WebhookProblem };

export type WebhookOwner = 'organisation' | 'restaurant';

export const eventsFor = (owner: WebhookOwner): readonly WebhookEvent[] => (owner === 'organisation' ? CLIENT_WEBHOOK_EVENTS : RESTAURANT_WEBHOOK_EVENTS);

/**
 * What the browser can tell before asking: a missing or malformed address, no events. Whether the
 * address must be https and public is the server's to say (it depends on its configuration).
 */
export function newEndpointProblems(input: { url: string; description: string; events: readonly WebhookEvent[] }, owner: WebhookOwner) {
  return webhookProblems(input, owner, true);
}

export type EndpointState = 'enabled' | 'disabled' | 'failing';

export function endpointState(endpoint: { enabled: boolean; disabledForFailing: boolean }): EndpointState {
  return endpoint.enabled ? 'enabled' : endpoint.disabledForFailing ? 'failing' : 'disabled';
}
