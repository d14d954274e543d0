// API tokens: an organisation's own (Client.apiTokens, createApiToken) and the restaurant's
// read-only ones and the manager's view of all (apiTokens, createRestaurantApiToken); either
// revoked with revokeApiToken. A request made with a token cannot reach any of these.
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { API_TOKEN_NAME_MAX_LENGTH, CLIENT_SCOPES, MAX_ACTIVE_TOKENS, MAX_EXPIRY_DAYS, RESTAURANT_SCOPES } from '../domain/api-tokens.ts';
import { tokenIsLive } from '../domain/api-tokens.ts';
import { ApiTokenScope } from '../generated/prisma/enums.ts';
import { createApiToken, revokeApiToken } from '../services/api-tokens.ts';
import { ClientRef } from './accounts.ts';
import { maxItems } from './bounds.ts';
import { describeMutation, INPUT_ERRORS, type InputFields, type PayloadFields } from './mutations.ts';
import type { ApiToken } from '../generated/prisma/client.ts';
import { nodeVisibility } from './node.ts';
import { meta, viewerId } from './reservations/shared.ts';
import { MANAGING_CLIENT } from './client-access.ts';
import { clientMay } from '../auth/member-abilities.ts';

const API_TOKENS_MAX_PAGE = 50;

export const ApiTokenScopeEnum = builder.enumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description:
    `What an API token may do. An organisation's tokens: ${CLIENT_SCOPES.join(', ')}. A restaurant token: ${RESTAURANT_SCOPES.join(', ')}. ` +
    'A token reads only the fields its scopes open, on every path (a request naming another is refused with API_TOKEN_SCOPE, and node answers null ' +
    'for an object of a type it may not read); the API guide lists them per scope.',
  values: {
    READ_RESERVATIONS: { description: 'An organisation’s token: read its own reservations (their conversation, history and meals) and follow their changes live.' },
    CREATE_RESERVATIONS: {
      description: 'An organisation’s token: check availability, place reservations and send their meals; it reads back what it booked (order number, status, arrival, guests, price), not the texts or the conversation.',
    },
    MANAGE_WEBHOOKS: { description: 'An organisation’s token: register and manage its webhooks and read their deliveries; it reads no reservation.' },
    READ_ALL_RESERVATIONS: {
      description: 'A restaurant token: read every reservation, the day sheet, the kitchen, the staff overview and the live changes; of people only names (and a client’s phone), never e-mail addresses or sign-ins; change nothing.',
    },
    READ_INVOICES: {
      description:
        'An organisation’s token: read its own issued invoices and credit notes (lines, totals, download links); a restaurant token: every issued one. Drafts are never shown to a token.',
    },
  },
});

/** An organisation's owners see its tokens (in their own session); the manager sees every token. */
function maySeeToken(token: { clientId: string | null }, ctx: Context): boolean {
  const { viewer } = ctx;
  if (viewer.kind === 'staff') return viewer.isManager && !viewer.token;
  return viewer.kind === 'client' && !viewer.token && token.clientId === viewer.id && clientMay(viewer, 'manage');
}

export const ApiTokenRef = builder.prismaNode('ApiToken', {
  name: 'ApiToken',
  description: 'A secret an integrator’s system sends as `Authorization: Bearer stp_…`. Only its owner and the manager see it; the secret itself is shown once, when created.',
  id: { field: 'id' },
  authScopes: nodeVisibility('ApiToken', 'apiToken', maySeeToken),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'What the owner called it (e.g. "Booking system").' }),
    prefix: t.exposeString('displayPrefix', { description: 'The secret’s first characters, to tell tokens apart (and find a leaked one).' }),
    scopes: t.field({ type: [ApiTokenScopeEnum], description: 'What it may do.', resolve: (token) => token.scopes }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'When it stops working by itself (null: until revoked).' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Its last use (to the minute).' }),
    lastUsedIp: t.exposeString('lastUsedIp', { nullable: true, description: 'The address of its last use.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When it was revoked (null: not revoked).' }),
    active: t.boolean({ description: 'Whether it works now: neither revoked nor expired.', resolve: (token, _args, ctx) => tokenIsLive(token, ctx.services.now()) }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    client: t.relation('client', { nullable: true, description: 'The organisation it acts for; null for a restaurant token.' }),
    organisation: t.relation('client', { deprecationReason: 'Use `client`.', nullable: true, description: 'The organisation it acts for; null for a restaurant token.' }),
  }),
});

const ApiTokenEdgeRef = builder.edgeObject({ type: ApiTokenRef, name: 'ApiTokenEdge' });
const ApiTokenConnectionRef = builder.connectionObject({ type: ApiTokenRef, name: 'ApiTokenConnection' }, ApiTokenEdgeRef);
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

builder.prismaObjectField(ClientRef, 'apiTokens', (t) =>
  t.relatedConnection(
    'apiTokens',
    {
      cursor: 'id',
      nullable: true,
      maxSize: API_TOKENS_MAX_PAGE,
      description: `The organisation’s API tokens, newest first, revoked ones included. The organisation itself (signed in, not through a token) and the manager; null for anyone else.`,
      authScopes: (client, _args, ctx) => maySeeToken({ clientId: client.id }, ctx),
      unauthorizedResolver: () => null,
      query: { orderBy: NEWEST_FIRST },
    },
    ApiTokenConnectionRef,
    ApiTokenEdgeRef,
  ),
);

builder.queryField('apiTokens', (t) =>
  t.prismaConnection(
    {
      type: 'ApiToken',
      cursor: 'id',
      maxSize: API_TOKENS_MAX_PAGE,
      description: 'Every API token, newest first: the organisations’ and the restaurant’s. The manager only.',
      authScopes: { manager: true },
      args: { restaurantOnly: t.arg.boolean({ description: 'Only the restaurant’s own (read-only) tokens.' }) },
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.apiToken.findMany({ ...query, where: args.restaurantOnly ? { clientId: null } : {}, orderBy: NEWEST_FIRST }),
    },
    ApiTokenConnectionRef,
    ApiTokenEdgeRef,
  ),
);

const newTokenFields = (t: InputFields, scopes: readonly string[]) => ({
  name: t.string({ required: true, maxLength: API_TOKEN_NAME_MAX_LENGTH, description: `What the token is for (1–${API_TOKEN_NAME_MAX_LENGTH} characters).` }),
  scopes: t.field({ type: [ApiTokenScopeEnum], required: true, description: `One or more of ${scopes.join(', ')}.`, ...maxItems(Object.keys(ApiTokenScope).length) }),
  expiresAt: t.field({ type: 'DateTime', description: `When it stops working (at most ${MAX_EXPIRY_DAYS} days ahead); omit for no expiry.` }),
});

const NEW_TOKEN_ERRORS = [
  ['VALIDATION', 'extensions.fields: name NAME_REQUIRED or NAME_TOO_LONG, scopes SCOPES_REQUIRED or SCOPE_NOT_ALLOWED, expiresAt EXPIRY_INVALID'],
  INPUT_ERRORS.text,
  INPUT_ERRORS.list,
  ['API_TOKEN_LIMIT', `there are already ${MAX_ACTIVE_TOKENS} active tokens`],
  ['TOO_MANY_REQUESTS', 'too many tokens created in the last hour (extensions.retryAfterSeconds)'],
] as const;

const newTokenPayload = {
  description: 'The new token and its secret.',
  outputFields: (t: PayloadFields<{ token: ApiToken; secret: string }>) => ({
    apiToken: t.field({ type: ApiTokenRef, description: 'The token as lists show it.', resolve: (payload) => payload.token }),
    secret: t.string({ description: 'The secret to send as `Authorization: Bearer <secret>`. Shown this once: store it now.', resolve: (payload) => payload.secret }),
  }),
};

builder.relayMutationField(
  'createApiToken',
  { description: 'A new API token for your organisation.', inputFields: (t) => newTokenFields(t, CLIENT_SCOPES) },
  {
    description: describeMutation('Creates an API token for the signed-in organisation (approved accounts, owners) and returns its secret once.', 'managingClient', [...NEW_TOKEN_ERRORS]),
    authScopes: MANAGING_CLIENT,
    resolve: (_root, { input }, ctx) =>
      createApiToken(ctx.services, { kind: 'organisation', clientId: viewerId(ctx, 'client'), memberId: ctx.viewer.kind === 'client' ? ctx.viewer.memberId : null }, { name: input.name, scopes: input.scopes, expiresAt: input.expiresAt }, meta(ctx)),
  },
  newTokenPayload,
);

builder.relayMutationField(
  'createRestaurantApiToken',
  { description: 'A new read-only restaurant token (e.g. for a kitchen display).', inputFields: (t) => newTokenFields(t, RESTAURANT_SCOPES) },
  {
    description: describeMutation('Creates a read-only restaurant API token and returns its secret once. The manager only.', 'manager', [...NEW_TOKEN_ERRORS]),
    authScopes: { manager: true },
    resolve: (_root, { input }, ctx) =>
      createApiToken(ctx.services, { kind: 'restaurant', staffId: viewerId(ctx, 'staff') }, { name: input.name, scopes: input.scopes, expiresAt: input.expiresAt }, meta(ctx)),
  },
  newTokenPayload,
);

builder.relayMutationField(
  'revokeApiToken',
  { description: 'The token to revoke.', inputFields: (t) => ({ apiTokenId: t.globalID({ required: true, for: [ApiTokenRef], description: 'The token.' }) }) },
  {
    description: describeMutation('Revokes an API token at once (open subscriptions made with it close). Its organisation’s owners or the manager.', 'ownerClient', [
      INPUT_ERRORS.id,
      ['NOT_FOUND', 'no such token among yours'],
    ]),
    authScopes: { clientOwns: true, manager: true },
    resolve: async (_root, { input }, ctx) => ({
      apiToken: await revokeApiToken(
        ctx.services,
        ctx.viewer.kind === 'staff' ? { kind: 'manager', staffId: ctx.viewer.id } : { kind: 'client', clientId: viewerId(ctx, 'client'), memberId: ctx.viewer.kind === 'client' ? ctx.viewer.memberId : null },
        input.apiTokenId.id,
        meta(ctx),
      ),
    }),
  },
  {
    description: 'The revoked token.',
    outputFields: (t) => ({ apiToken: t.field({ type: ApiTokenRef, description: 'The token, now revoked.', resolve: (payload) => payload.apiToken }) }),
  },
);
