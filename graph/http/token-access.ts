// What a request made with an API token may reach: only the fields its scopes open
// (graph/domain/token-reads.ts), at the root and below it, through fragments and aliases alike,
// checked before anything runs, for queries, mutations and subscriptions (HTTP and WebSocket go
// through this envelope). A refused request runs nothing: a mutation whose payload asks for a field
// the token may not read changes nothing. Every resolver applies the same rule again
// (graph/token-reads-plugin.ts). Every use is written to the audit log, and the token's last use
// (time and address) is kept, after the answer is sent.
import {
  getOperationAST,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { audit } from '../audit.ts';
import type { ApiTokenScope } from '../domain/api-tokens.ts';
import { tokenMayRead } from '../domain/token-reads.ts';
import { tokenScopeError } from '../token-reads-plugin.ts';
import type { AppError } from '../errors.ts';
import { afterResponse } from '../lib/after-response.ts';

/** A token's last use is written at most this often (and whenever its address changes). */
const LAST_USED_PRECISION_MS = 60_000;

/** The root fields an operation asks for, through fragments (a field under @include counts too). */
export function rootFields(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...names];
}

/**
 * The fields an operation names that a token with these scopes may not read: root fields by name,
 * the others as Type.field. Every field of the operation and of the fragments it spreads counts,
 * with its own type (an inline fragment's or a fragment's condition), whatever its alias, and
 * whether or not @include/@skip would leave it out.
 */
export function refusedFields(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, scopes: readonly ApiTokenScope[]): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name));
  const refused = new Set<string>();
  const pending: ASTNode[] = [operation];
  const queued = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  const visitor = visitWithTypeInfo(typeInfo, {
    Field(field) {
      const parent = typeInfo.getParentType();
      const name = field.name.value;
      if (parent && tokenMayRead(scopes, parent.name, name)) return undefined;
      // (A field of no known type cannot pass validation; should one get here, it is refused.)
      refused.add(!parent || roots.has(parent.name) ? name : `${parent.name}.${name}`);
      // What lies below a refused field is refused with it: name only the outermost.
      return false;
    },
    FragmentSpread(spread) {
      const fragment = fragments.get(spread.name.value);
      if (fragment && !queued.has(fragment.name.value)) {
        queued.add(fragment.name.value);
        pending.push(fragment);
      }
    },
  });
  for (let node = pending.pop(); node; node = pending.pop()) visit(node, visitor);
  return [...refused];
}

/** Refuses what the token's scopes do not open; records an allowed use. Null: go ahead. */
function admit(args: ExecutionArgs): AppError | null {
  const ctx = args.contextValue as Context;
  const identity = ctx.apiToken;
  const grant = ctx.viewer.kind === 'anonymous' ? undefined : ctx.viewer.token;
  if (!identity || !grant) return null;
  const refused = refusedFields(args.schema, args.document, args.operationName, grant.scopes);
  if (refused.length) return tokenScopeError(ctx, refused);
  const fields = rootFields(args.document, args.operationName);
  const operation = getOperationAST(args.document, args.operationName);
  const now = ctx.services.now();
  const stale = !identity.lastUsedAt || now.getTime() - identity.lastUsedAt.getTime() > LAST_USED_PRECISION_MS || identity.lastUsedIp !== ctx.ip;
  afterResponse(
    ctx.services.log,
    'api token use',
    async () => {
      await audit(ctx.prisma, {
        action: 'api_token.used',
        actor: ctx.viewer.kind === 'client' ? { kind: 'CLIENT', id: ctx.viewer.id } : { kind: 'STAFF', id: null },
        subject: { type: 'ApiToken', id: identity.tokenId },
        ip: ctx.ip,
        detail: { operation: operation?.operation ?? null, operationName: operation?.name?.value ?? args.operationName ?? null, fields },
      });
      if (stale) await ctx.prisma.apiToken.update({ where: { id: identity.tokenId }, data: { lastUsedAt: now, lastUsedIp: ctx.ip } });
    },
    ctx.defer,
  );
  return null;
}

export function tokenAccessPlugin(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = admit(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = admit(args);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
