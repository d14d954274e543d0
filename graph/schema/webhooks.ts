// Webhooks: an organisation's endpoints (Client.webhookEndpoints, in its session or with a token
// that has MANAGE_WEBHOOKS) and the restaurant's (restaurantWebhookEndpoints, the manager), each
// with its recent deliveries; registered, changed, rotated, disabled, deleted and their deliveries
// sent again by the mutations below. The owner is whoever asks: an organisation for itself, the
// manager for the restaurant.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../generated/prisma/client.ts';
import { WebhookDeliveryStatus, WebhookEvent } from '../generated/prisma/enums.ts';
import {
  CLIENT_WEBHOOK_EVENTS,
  MAX_WEBHOOK_ENDPOINTS,
  RESTAURANT_WEBHOOK_EVENTS,
  WEBHOOK_DELIVERIES_MAX_PAGE,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_URL_MAX_LENGTH,
} from '../domain/webhooks.ts';
import {
  deleteWebhook,
  redeliverWebhook,
  registerWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  setWebhookEnabled,
  updateWebhook,
  type WebhookOwner,
} from '../services/webhooks.ts';
import { ClientRef } from './accounts.ts';
import { maxItems } from './bounds.ts';
import { describeMutation, INPUT_ERRORS, type PayloadFields } from './mutations.ts';
import { nodeVisibility } from './node.ts';
import { MANAGING_CLIENT } from './client-access.ts';
import { clientMay } from '../auth/member-abilities.ts';
import { actingMemberOf } from '../services/reservation-notices.ts';

const ENDPOINTS_MAX_PAGE = MAX_WEBHOOK_ENDPOINTS;
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export const WebhookEventEnum = builder.enumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: `An event an endpoint can be told about. An organisation’s endpoints: ${CLIENT_WEBHOOK_EVENTS.join(', ')}. The restaurant’s: ${RESTAURANT_WEBHOOK_EVENTS.join(', ')}.`,
  values: Object.fromEntries(
    Object.values(WebhookEvent).map((event) => [event, { description: `Payload type \`${WEBHOOK_EVENT_TYPES[event]}\`.` }]),
  ),
});

const WebhookDeliveryStatusEnum = builder.enumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  values: {
    PENDING: { description: 'Not delivered yet: waiting for its first attempt or its next retry.' },
    SUCCEEDED: { description: 'The receiver answered with a 2xx status.' },
    FAILED: { description: `Given up: ${WEBHOOK_MAX_ATTEMPTS} attempts failed, or the endpoint was disabled. Can be sent again by hand.` },
  },
});

/** Who may see and manage an endpoint: its organisation (signed in, or a token with MANAGE_WEBHOOKS) or, for the restaurant’s, the manager. */
function owns(clientId: string | null, ctx: Context): boolean {
  const { viewer } = ctx;
  if (viewer.kind === 'staff') return clientId === null && viewer.isManager && !viewer.token;
  if (viewer.kind !== 'client' || clientId !== viewer.id) return false;
  return viewer.token ? viewer.token.scopes.includes('MANAGE_WEBHOOKS') : clientMay(viewer, 'manage');
}

/** The owner a mutation acts for: the asking organisation, or the restaurant when the manager asks. */
function ownerOf(ctx: Context): WebhookOwner {
  const { viewer } = ctx;
  if (viewer.kind === 'client') return { kind: 'organisation', clientId: viewer.id };
  if (viewer.kind === 'staff' && viewer.isManager) return { kind: 'restaurant' };
  throw new AppError('FORBIDDEN', ctx.language);
}

const meta = (ctx: Context) => ({ language: ctx.language, ip: ctx.ip, actorId: ctx.viewer.kind === 'anonymous' ? null : ctx.viewer.id, member: actingMemberOf(ctx.viewer) });

const WebhookDeliveryRef = builder.prismaObject('WebhookDelivery', {
  name: 'WebhookDelivery',
  description: 'One event sent (or to be sent) to one endpoint, with the outcome of its latest attempt.',
  fields: (t) => ({
    id: t.id({ description: 'A global ID, for redeliverWebhook.', resolve: (d) => encodeGlobalID('WebhookDelivery', d.id) }),
    messageId: t.exposeString('messageId', { description: 'The webhook-id header: the same for every attempt and for a delivery sent again.' }),
    eventType: t.exposeString('event', { description: 'The payload’s type, e.g. reservation.created (webhook.test for a test event).' }),
    status: t.field({ type: WebhookDeliveryStatusEnum, description: 'Where it stands.', resolve: (d) => d.status }),
    attempts: t.exposeInt('attempts', { description: `Attempts so far (at most ${WEBHOOK_MAX_ATTEMPTS}).` }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it is tried next (null unless pending).',
      resolve: (d) => (d.status === 'PENDING' ? d.nextAttemptAt : null),
    }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true, description: 'When it was last tried.' }),
    statusCode: t.exposeInt('lastStatusCode', { nullable: true, description: 'The HTTP status of the last answer (null: no answer, e.g. refused or timed out).' }),
    durationMs: t.exposeInt('lastDurationMs', { nullable: true, description: 'How long the last attempt took, in milliseconds.' }),
    responseExcerpt: t.exposeString('lastResponse', { nullable: true, description: 'The first kilobyte of the last answer’s body, or why there was no answer.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true, description: 'When the receiver accepted it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened (or the delivery was sent again).' }),
    payload: t.exposeString('body', { description: 'The JSON body exactly as sent and signed.' }),
  }),
});

const DeliveryEdgeRef = builder.edgeObject({ type: WebhookDeliveryRef, name: 'WebhookDeliveryEdge' });
const DeliveryConnectionRef = builder.connectionObject({ type: WebhookDeliveryRef, name: 'WebhookDeliveryConnection' }, DeliveryEdgeRef);

export const WebhookEndpointRef = builder.prismaNode('WebhookEndpoint', {
  name: 'WebhookEndpoint',
  description: 'An address Stopover POSTs signed events to (Standard Webhooks: headers webhook-id, webhook-timestamp, webhook-signature). Only its owner sees it; the secret is shown once, when registered or rotated.',
  id: { field: 'id' },
  authScopes: nodeVisibility('WebhookEndpoint', 'webhookEndpoint', (endpoint: { clientId: string | null }, ctx) => owns(endpoint.clientId, ctx)),
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Where events are POSTed.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the owner noted about it.' }),
    events: t.field({ type: [WebhookEventEnum], description: 'The events it is told about.', resolve: (e) => e.events }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether events are sent to it.' }),
    disabledForFailing: t.boolean({
      description: 'Disabled by Stopover because every delivery failed for more than a day (its owner was mailed).',
      resolve: (e) => !e.enabled && e.disabledReason === 'FAILING',
    }),
    consecutiveFailures: t.exposeInt('consecutiveFailures', { description: 'Failed attempts since the last success.' }),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true, description: 'The first failed attempt since the last success (null: not failing).' }),
    secretRotatedAt: t.expose('secretRotatedAt', { type: 'DateTime', nullable: true, description: 'When the secret was last replaced.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was registered.' }),
    deliveries: t.relatedConnection(
      'deliveries',
      { cursor: 'id', maxSize: WEBHOOK_DELIVERIES_MAX_PAGE, description: 'Its deliveries, newest first.', query: { orderBy: NEWEST_FIRST } },
      DeliveryConnectionRef,
      DeliveryEdgeRef,
    ),
  }),
});

const EndpointEdgeRef = builder.edgeObject({ type: WebhookEndpointRef, name: 'WebhookEndpointEdge' });
const EndpointConnectionRef = builder.connectionObject({ type: WebhookEndpointRef, name: 'WebhookEndpointConnection' }, EndpointEdgeRef);

builder.prismaObjectField(ClientRef, 'webhookEndpoints', (t) =>
  t.relatedConnection(
    'webhooks',
    {
      cursor: 'id',
      nullable: true,
      maxSize: ENDPOINTS_MAX_PAGE,
      description: 'The organisation’s webhook endpoints, newest first. The organisation itself (signed in, or a token with MANAGE_WEBHOOKS); null for anyone else.',
      authScopes: (client, _args, ctx) => owns(client.id, ctx),
      unauthorizedResolver: () => null,
      query: { orderBy: NEWEST_FIRST },
    },
    EndpointConnectionRef,
    EndpointEdgeRef,
  ),
);

builder.queryField('restaurantWebhookEndpoints', (t) =>
  t.prismaConnection(
    {
      type: 'WebhookEndpoint',
      cursor: 'id',
      maxSize: ENDPOINTS_MAX_PAGE,
      description: 'The restaurant’s own webhook endpoints (every reservation, new and approved clients), newest first. The manager only.',
      authScopes: { manager: true },
      resolve: (query, _root, _args, ctx) => ctx.prisma.webhookEndpoint.findMany({ ...query, where: { clientId: null }, orderBy: NEWEST_FIRST }),
    },
    EndpointConnectionRef,
    EndpointEdgeRef,
  ),
);

const ACCESS = 'Your organisation’s (approved accounts: its owners signed in, or a MANAGE_WEBHOOKS token) or, for the manager, the restaurant’s.';
const FIELD_ERRORS = [
  'VALIDATION',
  'extensions.fields: url URL_REQUIRED, URL_TOO_LONG, URL_INVALID, URL_NOT_HTTPS or URL_NOT_PUBLIC (a private or loopback address), URL_UNRESOLVABLE (the name does not resolve), description DESCRIPTION_TOO_LONG, events EVENTS_REQUIRED or EVENT_NOT_ALLOWED',
] as const;
const ENDPOINT_NOT_FOUND = ['NOT_FOUND', 'no such endpoint among yours'] as const;
const endpointIdField = () => ({ required: true as const, for: [WebhookEndpointRef], description: 'The endpoint.' });
type Secreted = { endpoint: WebhookEndpoint; secret: string };

const secretPayload = (description: string) => ({
  description,
  outputFields: (t: PayloadFields<Secreted>) => ({
    webhookEndpoint: t.field({ type: WebhookEndpointRef, description: 'The endpoint.', resolve: (payload) => payload.endpoint }),
    secret: t.string({ description: 'The signing secret (whsec_…) to verify webhook-signature with. Shown this once: store it now.', resolve: (payload) => payload.secret }),
  }),
});
const endpointPayload = (description: string) => ({
  description,
  outputFields: (t: PayloadFields<{ endpoint: WebhookEndpoint }>) => ({
    webhookEndpoint: t.field({ type: WebhookEndpointRef, description: 'The endpoint as it is now.', resolve: (payload) => payload.endpoint }),
  }),
});
const deliveryPayload = (description: string) => ({
  description,
  outputFields: (t: PayloadFields<{ delivery: WebhookDelivery }>) => ({
    webhookDelivery: t.field({ type: WebhookDeliveryRef, description: 'The new delivery, queued to be sent at once.', resolve: (payload) => payload.delivery }),
  }),
});
const ownerScopes = { manager: true, ...MANAGING_CLIENT } as const;

builder.relayMutationField(
  'registerWebhookEndpoint',
  {
    description: 'A new webhook endpoint.',
    inputFields: (t) => ({
      url: t.string({ required: true, maxLength: WEBHOOK_URL_MAX_LENGTH, description: `The https address to POST events to (at most ${WEBHOOK_URL_MAX_LENGTH} characters; a public address).` }),
      description: t.string({ maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH, description: `A note for yourself (at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters).` }),
      events: t.field({ type: [WebhookEventEnum], required: true, description: 'One or more events to be told about.', ...maxItems(Object.keys(WebhookEvent).length) }),
    }),
  },
  {
    description: describeMutation(`Registers a webhook endpoint and returns its signing secret once. ${ACCESS}`, 'managingClient', [
      ...[FIELD_ERRORS],
      INPUT_ERRORS.text,
      INPUT_ERRORS.list,
      ['WEBHOOK_LIMIT', `there are already ${MAX_WEBHOOK_ENDPOINTS} endpoints`],
    ]),
    authScopes: ownerScopes,
    resolve: (_root, { input }, ctx) => registerWebhook(ctx.services, ownerOf(ctx), { url: input.url, description: input.description ?? null, events: input.events }, meta(ctx)),
  },
  secretPayload('The new endpoint and its secret.'),
);

builder.relayMutationField(
  'updateWebhookEndpoint',
  {
    description: 'What to change; fields left out stay as they are.',
    inputFields: (t) => ({
      webhookEndpointId: t.globalID(endpointIdField()),
      url: t.string({ maxLength: WEBHOOK_URL_MAX_LENGTH, description: 'A new address.' }),
      description: t.string({ maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH, description: 'A new note (empty to remove it).' }),
      events: t.field({ type: [WebhookEventEnum], description: 'The new set of events.', ...maxItems(Object.keys(WebhookEvent).length) }),
    }),
  },
  {
    description: describeMutation(`Changes a webhook endpoint’s address, note or events. ${ACCESS}`, 'managingClient', [
      ...[FIELD_ERRORS],
      INPUT_ERRORS.text,
      INPUT_ERRORS.list,
      INPUT_ERRORS.id,
      ENDPOINT_NOT_FOUND,
    ]),
    authScopes: ownerScopes,
    resolve: async (_root, { input }, ctx) => ({
      endpoint: await updateWebhook(
        ctx.services,
        ownerOf(ctx),
        input.webhookEndpointId.id,
        {
          ...(input.url != null ? { url: input.url } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.events != null ? { events: input.events } : {}),
        },
        meta(ctx),
      ),
    }),
  },
  endpointPayload('The changed endpoint.'),
);

builder.relayMutationField(
  'rotateWebhookSecret',
  { description: 'The endpoint whose secret to replace.', inputFields: (t) => ({ webhookEndpointId: t.globalID(endpointIdField()) }) },
  {
    description: describeMutation(`Replaces an endpoint’s signing secret at once (the old one signs nothing more) and returns the new one once. ${ACCESS}`, 'managingClient', [
      INPUT_ERRORS.id,
      ENDPOINT_NOT_FOUND,
    ]),
    authScopes: ownerScopes,
    resolve: (_root, { input }, ctx) => rotateWebhookSecret(ctx.services, ownerOf(ctx), input.webhookEndpointId.id, meta(ctx)),
  },
  secretPayload('The endpoint and its new secret.'),
);

builder.relayMutationField(
  'setWebhookEndpointEnabled',
  {
    description: 'The endpoint and whether to send to it.',
    inputFields: (t) => ({
      webhookEndpointId: t.globalID(endpointIdField()),
      enabled: t.boolean({ required: true, description: 'true: send events (again, with a clean failure count); false: send nothing.' }),
    }),
  },
  {
    description: describeMutation(`Disables or enables a webhook endpoint. ${ACCESS}`, 'managingClient', [INPUT_ERRORS.id, ENDPOINT_NOT_FOUND]),
    authScopes: ownerScopes,
    resolve: async (_root, { input }, ctx) => ({ endpoint: await setWebhookEnabled(ctx.services, ownerOf(ctx), input.webhookEndpointId.id, input.enabled, meta(ctx)) }),
  },
  endpointPayload('The endpoint, enabled or disabled.'),
);

builder.relayMutationField(
  'deleteWebhookEndpoint',
  { description: 'The endpoint to delete.', inputFields: (t) => ({ webhookEndpointId: t.globalID(endpointIdField()) }) },
  {
    description: describeMutation(`Deletes a webhook endpoint and its delivery log. ${ACCESS}`, 'managingClient', [INPUT_ERRORS.id, ENDPOINT_NOT_FOUND]),
    authScopes: ownerScopes,
    resolve: async (_root, { input }, ctx) => ({ id: await deleteWebhook(ctx.services, ownerOf(ctx), input.webhookEndpointId.id, meta(ctx)) }),
  },
  {
    description: 'What was deleted.',
    outputFields: (t) => ({
      deletedWebhookEndpointId: t.globalID({ description: 'The global ID of the deleted endpoint.', resolve: (payload) => ({ type: WebhookEndpointRef, id: payload.id }) }),
    }),
  },
);

builder.relayMutationField(
  'redeliverWebhook',
  {
    description: 'The delivery to send again.',
    inputFields: (t) => ({ webhookDeliveryId: t.id({ required: true, description: 'The delivery (WebhookDelivery.id).' }) }),
  },
  {
    description: describeMutation(`Sends a delivery again, now, with the same webhook-id and body (a new entry of the log). ${ACCESS}`, 'managingClient', [
      ['NOT_FOUND', 'no such delivery among yours'],
      ['WEBHOOK_DISABLED', 'its endpoint is disabled'],
    ]),
    authScopes: ownerScopes,
    resolve: async (_root, { input }, ctx) => ({ delivery: await redeliverWebhook(ctx.services, ownerOf(ctx), deliveryId(input.webhookDeliveryId), meta(ctx)) }),
  },
  deliveryPayload('The delivery sent again.'),
);

builder.relayMutationField(
  'sendTestWebhook',
  { description: 'The endpoint to test.', inputFields: (t) => ({ webhookEndpointId: t.globalID(endpointIdField()) }) },
  {
    description: describeMutation(`Sends a signed test event (type webhook.test) to an endpoint now. ${ACCESS}`, 'managingClient', [
      INPUT_ERRORS.id,
      ENDPOINT_NOT_FOUND,
      ['WEBHOOK_DISABLED', 'the endpoint is disabled'],
    ]),
    authScopes: ownerScopes,
    resolve: async (_root, { input }, ctx) => ({ delivery: await sendTestWebhook(ctx.services, ownerOf(ctx), input.webhookEndpointId.id, meta(ctx)) }),
  },
  deliveryPayload('The test delivery.'),
);

/** The row id a WebhookDelivery global ID names ('' for anything else, which the service answers NOT_FOUND). */
function deliveryId(globalId: string | number): string {
  try {
    const { typename, id } = decodeGlobalID(String(globalId));
    return typename === 'WebhookDelivery' ? id : '';
  } catch {
    return '';
  }
}
