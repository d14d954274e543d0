// What a request made with an API token may reach: only the root fields its scopes name
// (graph/domain/api-tokens.ts), checked before anything runs, for queries, mutations and
// subscriptions alike (HTTP and WebSocket go through this envelope). Every use is written to the
// audit log, and the token's last use (time and address) is kept, after the answer is sent.
import { getOperationAST, Kind, type DocumentNode, type ExecutionArgs, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { audit } from '../audit.ts';
import { tokenMayUse } from '../domain/api-tokens.ts';
import { AppError } from '../errors.ts';
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

/** Refuses what the token's scopes do not open; records an allowed use. Null: go ahead. */
function admit(args: ExecutionArgs): AppError | null {
  const ctx = args.contextValue as Context;
  const identity = ctx.apiToken;
  const grant = ctx.viewer.kind === 'anonymous' ? undefined : ctx.viewer.token;
  if (!identity || !grant) return null;
  const fields = rootFields(args.document, args.operationName);
  const refused = fields.filter((field) => !tokenMayUse(grant.scopes, field));
  if (refused.length) return new AppError('API_TOKEN_SCOPE', ctx.language, { status: 403, detail: { fields: refused } });
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
