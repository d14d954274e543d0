// The Pothos schema builder: Prisma-backed object types, the Relay conventions (Node interface with
// global IDs, cursor connections, input/payload mutations) and authorization declared on the schema.
import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import './input-validation.ts';
import './total-count-description.ts';
import './token-reads-plugin.ts';
import './global-id-field.ts';
import type PrismaTypes from './generated/pothos-types.ts';
import { getDatamodel } from './generated/pothos-types.ts';
import type { Context } from './context.ts';
import { AppError } from './errors.ts';
import { GraphQLError } from 'graphql';
import { message } from './i18n/messages.ts';
import { clientMay } from './auth/member-abilities.ts';
import type { MemberAbility } from './domain/organisation-members/roles.ts';

/**
 * Authorization scopes (docs/architecture.md A4, docs/product.md § Roles and access):
 * - client: any signed-in organisation account (pending, approved or blocked);
 * - verifiedClient: a client whose e-mail is verified;
 * - approvedClient: verified and approved by staff, not blocked: may place reservations;
 * - unblockedClient: a client that is not blocked (blocked clients only see their dashboard);
 * - clientBooks: a client whose member's role books (owner, booker);
 * - clientHandlesMoney: a client whose member's role handles money (owner, accountant);
 * - clientOwns: a client whose member is an owner (the members, tokens, webhooks, the account);
 *   these combine with the status scopes through $all (e.g. approvedClient and clientBooks);
 * - staff: any admin; manager: the single manager account.
 * The client scopes are a session's member's; an API token acts as its organisation and its own
 * scopes limit it instead (graph/token-reads-plugin.ts). Roles: graph/domain/organisation-members/roles.ts.
 */
export interface AuthScopes {
  anonymous: boolean;
  client: boolean;
  verifiedClient: boolean;
  approvedClient: boolean;
  unblockedClient: boolean;
  clientBooks: boolean;
  clientHandlesMoney: boolean;
  clientOwns: boolean;
  staff: boolean;
  manager: boolean;
}

/** What a File literal in a query document stands for: no file (size -1). */
export const NO_UPLOAD: UploadedFile = { name: '', size: -1, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) };

/** An uploaded file as resolvers read it. */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string | number | bigint };
    File: { Input: UploadedFile; Output: never };
  };
}>({
  // inputValidation: every text and global ID argument checked in one place (graph/input-validation.ts).
  // totalCountDescription: describes the connections' totalCount (graph/total-count-description.ts).
  // tokenReads: an API token reads only the fields its scopes open (graph/token-reads-plugin.ts);
  // first, so it runs before any other plugin's wrapper.
  plugins: ['tokenReads', ScopeAuthPlugin, 'inputValidation', PrismaPlugin, RelayPlugin, DataloaderPlugin, 'totalCountDescription'],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => {
      const { viewer } = ctx;
      const client = viewer.kind === 'client' ? viewer : null;
      const may = (ability: MemberAbility) => client !== null && clientMay(client, ability);
      const approvedClient = client?.emailVerified === true && client.status === 'APPROVED';
      const unblockedClient = client !== null && client.status !== 'BLOCKED';
      return {
        anonymous: viewer.kind === 'anonymous',
        client: client !== null,
        verifiedClient: client?.emailVerified === true,
        approvedClient,
        unblockedClient,
        clientBooks: may('book'),
        clientHandlesMoney: may('money'),
        clientOwns: may('manage'),
        staff: viewer.kind === 'staff',
        manager: viewer.kind === 'staff' && viewer.isManager,
      };
    },
    // Subscriptions are authorised when they start, not per event.
    authorizeOnSubscribe: true,
    // A type's own rule (e.g. a reservation's visibility) is checked once per object it returns,
    // not once per field of it: a 50-row list has 600 fields and 50 objects.
    runScopesOnType: true,
    unauthorizedError: (_parent, context) => {
      if (context.expiredSession) {
        const code = context.expiredSession === 'staff' ? 'ADMIN_TOKEN_EXPIRED' : 'USER_TOKEN_EXPIRED';
        return new AppError(code, context.language);
      }
      return new AppError(context.viewer.kind === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN', context.language);
    },
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    // Model comments in schema.prisma are written for integrators too.
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeTypeOptions: { description: 'Anything with a global ID, refetchable with `node(id:)`.' },
    idFieldOptions: { description: 'The global ID: opaque, stable, and valid for `node(id:)` and wherever an input asks for this object.' },
    // What every connection, edge, page and mutation shares is described once, here.
    pageInfoTypeOptions: { description: 'Where a page of a list stands: whether more follow, and the cursors to ask for them.' },
    hasNextPageFieldOptions: { description: 'Whether more items follow this page (ask again with `after: endCursor`).' },
    hasPreviousPageFieldOptions: { description: 'Whether items come before this page (ask with `before: startCursor`, where the list allows it).' },
    startCursorFieldOptions: { description: 'The cursor of the page’s first item (null when the page is empty).' },
    endCursorFieldOptions: { description: 'The cursor of the page’s last item: pass it as `after` for the next page.' },
    cursorFieldOptions: { description: 'This item’s place in the list: pass it as `after` to continue from here.' },
    nodeFieldOptions: { description: 'The item.' },
    edgesFieldOptions: { description: 'The items of this page, in the list’s order, each with its cursor.' },
    pageInfoFieldOptions: { description: 'Whether more items follow, and the cursors to ask for them.' },
    firstArgOptions: { description: 'How many items to return from the start (or after `after`); each list has its own maximum.' },
    afterArgOptions: { description: 'Continue after this cursor (an `endCursor` or an edge’s `cursor` from an earlier page).' },
    lastArgOptions: { description: 'How many items to return from the end (or before `before`).' },
    beforeArgOptions: { description: 'Continue before this cursor.' },
    mutationInputArgOptions: { description: 'The change to make (see the input type’s fields).' },
    defaultConnectionTypeOptions: { description: 'A page of a list (Relay connection): its items as edges, and where the page stands.' },
    defaultEdgeTypeOptions: { description: 'One item of a list and its cursor.' },
    defaultPayloadTypeOptions: { description: 'What the mutation answers with: what it changed, as it is now.' },
    defaultMutationInputTypeOptions: { description: 'What the mutation takes (each field says its limits).' },
    // graph/schema/node.ts defines both, with each type's visibility rule and one query per type.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

builder.queryType({ description: 'The root of every read.' });

builder.mutationType({
  description:
    'The root of every change. Every mutation takes one `input` (`<Name>Input`) and answers a `<Name>Payload` with what changed: ' +
    'the changed nodes, the new edge of a list something joined, the global IDs of what was removed. Failures are errors with ' +
    '`extensions.code`; each mutation lists its own. Any request may also answer CSRF (a signed-in request without the ' +
    'x-stopover-csrf header, or from a foreign origin), USER_TOKEN_EXPIRED / ADMIN_TOKEN_EXPIRED (HTTP 401: refresh the session ' +
    'and retry), QUERY_TOO_COMPLEX, LIST_TOO_LONG and BAD_REQUEST (a value GraphQL could not use).',
});
builder.subscriptionType({ description: 'Live events (graphql-ws on /graphql).' });

/** YYYY-MM-DDTHH:MM[:SS[.fff]] with Z or an offset. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

// A file sent with the GraphQL multipart request spec (graphql-yoga reads it into a File); input only.
builder.scalarType('File', {
  description: 'A file uploaded with the operation (multipart/form-data, the GraphQL multipart request spec). Input only.',
  serialize: () => {
    throw new GraphQLError(message('BAD_REQUEST', 'en'), { extensions: { code: 'BAD_REQUEST' } });
  },
  // Yoga's File is the fetch ponyfill's, not the global class: checked by what it can do.
  parseValue: (value) => {
    const file = value as Partial<UploadedFile> | null;
    if (!file || typeof file !== 'object' || typeof file.arrayBuffer !== 'function' || typeof file.size !== 'number') {
      throw new GraphQLError(message('BAD_REQUEST', 'en'), { extensions: { code: 'BAD_REQUEST' } });
    }
    return file as UploadedFile;
  },
  // A literal cannot carry a file. It passes validation as an empty upload that the resolver refuses
  // (BAD_REQUEST), so access is decided first: a caller without it is refused for that, as elsewhere.
  parseLiteral: () => NO_UPLOAD,
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC (e.g. 2026-07-18T10:30:00.000Z).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  // A value that is no instant is the asker's mistake (BAD_REQUEST), not an internal error; years
  // beyond 9999 are refused too, as no date in this product is that far.
  parseValue: (value) => {
    const date = typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError(message('BAD_REQUEST', 'en'), { extensions: { code: 'BAD_REQUEST' } });
    return date;
  },
});
