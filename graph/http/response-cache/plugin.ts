// Answers of read-mostly queries kept until a change, with envelop's response cache. It runs at
// execution, after the request was authenticated: the session gate has refused an ended session and
// the token checks have run before anything is served from the cache. The key holds the document,
// the variables, who shares the answer (scope.ts) and the generation (generations.ts); any change
// starts a new generation, so an answer is served only when no change happened since its read began.
//
// Yoga's own wrapper of the same cache serves hits before the context is built, that is before a
// revoked session is refused: not used.
import { createInMemoryCache, useResponseCache, type Cache } from '@envelop/response-cache';
import type { Plugin } from '@envelop/core';
import { getOperationAST } from 'graphql';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { ResponseCacheServices } from './generations.ts';
import { CACHE_TTL_MS, operationShape, TTL_PER_COORDINATE, viewerScope } from './scope.ts';

/** Entries kept in memory per instance (least recently used go first). */
const MEMORY_ENTRIES = 2_000;

/** Who shares the request's answer, decided at execution; absent: not kept. */
const scopes = new WeakMap<object, string>();

/** The envelop plugins that keep and serve answers, in the order they must run. */
export function responseCachePlugins({ generations, redis, namespace, lookups }: ResponseCacheServices): Plugin<Context>[] {
  const cache = counted(redis ? redisStore(redis, `stopover:response-cache:${namespace}:`) : createInMemoryCache({ max: MEMORY_ENTRIES }), lookups);

  const decide: Plugin<Context> = {
    onExecute({ args }) {
      const shape = operationShape(args.document, args.operationName);
      const scope = viewerScope(args.contextValue, shape);
      if (scope) scopes.set(args.contextValue, scope);
    },
  };

  // Every mutation may have changed what a kept answer says: its answer goes out only once a new
  // generation has started, so nobody who saw the answer can read the old state from the cache.
  const mutationsChange: Plugin<Context> = {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      return { onExecuteDone: () => generations.bump() };
    },
  };

  const cached = useResponseCache<Context>({
    cache,
    ttl: CACHE_TTL_MS,
    ttlPerSchemaCoordinate: TTL_PER_COORDINATE,
    enabled: (ctx) => scopes.has(ctx),
    // The scope is the whole of "who": a null session would not tell two scopes' entries apart.
    session: (ctx) => scopes.get(ctx) ?? null,
    buildResponseCacheKey: ({ documentString, variableValues, operationName, sessionId }) =>
      createHash('sha256')
        .update(JSON.stringify([generations.current(), sessionId, operationName ?? null, variableValues ?? null, documentString]))
        .digest('base64url'),
    // The generations do what entity invalidation would, for changes from anywhere.
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
    // Answers with errors are not kept (the default, without its console warning for each).
    shouldCacheResult: ({ result }) => !result.errors?.length,
  });

  return [decide, mutationsChange, cached];
}

/** The same store, counting what its lookups found. */
function counted(store: Cache, lookups: ResponseCacheServices['lookups']): Cache {
  return {
    set: (id, data, entities, ttl) => store.set(id, data, entities, ttl),
    invalidate: (entities) => store.invalidate(entities),
    async get(id) {
      const found = await store.get(id);
      if (found) {
        lookups.hits += 1;
        serializedOnce(found);
      } else lookups.misses += 1;
      return found;
    },
  };
}

/**
 * A kept answer is written as JSON once, not on every hit: Yoga writes a result with its own
 * `stringify` through it. The entry never changes while kept, so neither does its text.
 */
function serializedOnce(result: object, text?: string): void {
  if (Object.prototype.hasOwnProperty.call(result, 'stringify')) return;
  let json = text;
  // Not enumerable: the answer's own JSON (and Redis's copy) stays without it.
  Object.defineProperty(result, 'stringify', { value: (value: unknown) => (value === result ? (json ??= JSON.stringify(result)) : JSON.stringify(value)) });
}

/**
 * Entries in Redis, each with its time to live. Envelop's Redis store also keeps, per type and
 * entity, sets of the entries holding them, without expiry; the generations make them unnecessary.
 */
function redisStore(redis: Redis, prefix: string): Cache {
  return {
    async set(id, data, _entities, ttl) {
      await redis.set(prefix + id, JSON.stringify(data), 'PX', Math.max(1, Math.round(ttl))).catch(() => {});
    },
    async get(id) {
      const text = await redis.get(prefix + id).catch(() => null);
      if (!text) return null;
      const result = JSON.parse(text) as object;
      serializedOnce(result, text);
      return result;
    },
    invalidate() {},
  };
}
