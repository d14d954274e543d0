// Holds every resolver to the token declaration (graph/domain/token-reads.ts): when the request was
// made with an API token, a field its scopes do not open answers API_TOKEN_SCOPE (403) instead of
// running, wherever it sits — under `viewer`, a node, a connection, a subscription's event or a
// mutation's payload. The envelope (graph/http/token-access.ts) refuses such a request before
// anything runs; this is the same rule where the data is read, so a path the envelope did not see
// (another transport, a resolver calling the schema again) still cannot read past the scopes.
// A Pothos plugin, so every field of every type is wrapped the moment it is declared. Requests
// from people (cookie sessions) pass straight through: one property read per field.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from './context.ts';
import { AppError } from './errors.ts';
import type { ApiTokenScope } from './domain/api-tokens.ts';
import { ApiTokenScope as SCOPES } from './generated/prisma/enums.ts';
import { tokenMayRead } from './domain/token-reads.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      tokenReads: TokenReadsPlugin<Types>;
    }
  }
}

const EVERY_SCOPE = Object.values(SCOPES);

/** The scopes of the API token the request was made with; null for people and visitors. */
export function tokenScopes(ctx: Pick<Context, 'viewer'>): readonly ApiTokenScope[] | null {
  return ctx.viewer.kind === 'anonymous' ? null : (ctx.viewer.token?.scopes ?? null);
}

/** Whether every token reads this field, whatever its scopes (then nothing needs checking). */
function openToEveryToken(typeName: string, fieldName: string): boolean {
  return EVERY_SCOPE.every((scope) => tokenMayRead([scope], typeName, fieldName));
}

export function tokenScopeError(ctx: Pick<Context, 'language'>, fields: string[]): AppError {
  return new AppError('API_TOKEN_SCOPE', ctx.language, { status: 403, detail: { fields } });
}

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types['Context'], object>;

export class TokenReadsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: Resolver<Types>, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> {
    return this.guard(resolver, fieldConfig);
  }

  override wrapSubscribe(subscribe: Resolver<Types> | undefined, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> | undefined {
    return subscribe && this.guard(subscribe, fieldConfig);
  }

  private guard(resolver: Resolver<Types>, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> {
    const typeName = fieldConfig.parentType;
    const fieldName = fieldConfig.name;
    if (openToEveryToken(typeName, fieldName)) return resolver;
    const label = `${typeName}.${fieldName}`;
    return (parent, args, context, info) => {
      const ctx = context as Context;
      const scopes = tokenScopes(ctx);
      if (scopes && !tokenMayRead(scopes, typeName, fieldName)) throw tokenScopeError(ctx, [label]);
      return resolver(parent, args, context, info);
    };
  }
}

SchemaBuilder.registerPlugin('tokenReads', TokenReadsPlugin);
