// Answers of read-mostly queries kept until a change, with envelop's response cache. It runs at
// execution, after the request was authenticated: the session gate has refused an ended session and
// the token checks have run before anything is served from the cache. The key holds the document,
// the variables, who shares the answer (scope.ts) and the generation (generations.ts); any change
// starts a new generation, so an answer is served only when no change happened since its read began.
// Askers of the same key at once wait for one read (a change makes every open page ask again).
//
// Envelop's store keeps the answers; the plugin that serves them is ours. Envelop's own
// (useResponseCache) rewrites every cached query to select each object's type name and id, and
// walks every fresh answer to strip them again, for entity invalidation the generations make
// unnecessary: that was about 4 % of a busy server's time. Yoga's wrapper of it serves hits before
// the context is built, that is before a revoked session is refused: not used either.
import { createInMemoryCache, type Cache } from '@envelop/response-cache';
import { getDocumentString, isAsyncIterable, type Plugin } from '@envelop/core';
import { getOperationAST, print, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { Context } from '../../context.ts';
import { askOnce, type Answers } from '../../lib/first-asker.ts';
import type { ResponseCacheServices } from './generations.ts';
import { CACHE_TTL_MS, operationShape, TTL_PER_COORDINATE, viewerScope } from './scope.ts';

/** Entries kept in memory per instance (least recently used go first). */
const MEMORY_ENTRIES = 2_000;

/** Who shares the request's answer, decided at execution; absent: not kept. */
const scopes = new WeakMap<object, string>();

/** The envelop plugins that keep and serve answers, in the order they must run. */
export function responseCachePlugins({ generations, redis, namespace, lookups }: ResponseCacheServices): Plugin<Context>[] {
  const cache = counted(redis ? redisStore(redis, `stopover:response-cache:${namespace}:`) : createInMemoryCache({ max: MEMORY_ENTRIES }), lookups);
  // Reads in progress on this instance, by key: one at a time per key.
  const reading: Answers<ExecutionResult | AsyncIterable<unknown>> = new Map();

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

  const cached: Plugin<Context> = {
    onExecute({ args, executeFn, setExecuteFn }) {
      const scope = scopes.get(args.contextValue);
      if (!scope) return;
      // The key names the generation as execution begins: an answer whose read overlapped a change
      // is kept under a generation already over, and never served.
      const key = createHash('sha256')
        .update(JSON.stringify([generations.current(), scope, args.operationName ?? null, args.variableValues ?? null, documentHash(args.document)]))
        .digest('base64url');
      setExecuteFn((executionArgs) =>
        // The same read already running here: its answer is the one the cache is about to keep.
        askOnce(
          reading,
          key,
          async () => {
            const kept = (await cache.get(key)) as ExecutionResult | null;
            if (kept) return kept;
            const result = await executeFn(executionArgs);
            if (keepable(result)) {
              // Its one writing serves this answer, the Redis copy and every hit.
              serializedOnce(result);
              void cache.set(key, result, [], ttlOf(args.schema, args.document));
            }
            return result;
          },
          { shareable: keepable, onShared: () => (lookups.shared += 1), forget: true },
        ),
      );
    },
  };

  return [decide, mutationsChange, cached];
}

/** Answers with errors are neither kept nor shared, nor streamed ones (@defer): each asker reads its own. */
function keepable(result: ExecutionResult | AsyncIterable<unknown>): result is ExecutionResult {
  return !isAsyncIterable(result) && !result.errors?.length;
}

const hashes = new WeakMap<DocumentNode, string>();

/** A document's text, hashed once per parsed document (Yoga keeps one per text). */
function documentHash(document: DocumentNode): string {
  let hash = hashes.get(document);
  if (hash === undefined) hashes.set(document, (hash = createHash('sha256').update(getDocumentString(document, print)).digest('base64url')));
  return hash;
}

const ttls = new WeakMap<DocumentNode, number>();

/** How long a document's answer is kept: the shortest of its fields' own (scope.ts), else the default. */
export function ttlOf(schema: GraphQLSchema, document: DocumentNode): number {
  const known = ttls.get(document);
  if (known !== undefined) return known;
  let shortest = CACHE_TTL_MS;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const own = parent && field ? TTL_PER_COORDINATE[`${parent.name}.${field.name}`] : undefined;
        if (own !== undefined) shortest = Math.min(shortest, own);
      },
    }),
  );
  ttls.set(document, shortest);
  return shortest;
}

/** The same store, counting what its lookups found. */
function counted(store: Cache, lookups: ResponseCacheServices['lookups']): Cache {
  return {
    set: (id, data, entities, ttl) => store.set(id, data, entities, ttl),
    invalidate: (entities) => store.invalidate(entities),
    async get(id) {
      const found = await store.get(id);
      if (found) lookups.hits += 1;
      else lookups.misses += 1;
      return found;
    },
  };
}

/**
 * A kept answer is written as JSON once, not for its first answer, its Redis copy and every hit
 * again: Yoga writes a result with its own `stringify` through it. The entry never changes while
 * kept, so neither does its text.
 */
function serializedOnce(result: object, text?: string): void {
  if (Object.prototype.hasOwnProperty.call(result, 'stringify')) return;
  let json = text;
  // Not enumerable: the answer's own JSON (and Redis's copy) stays without it.
  Object.defineProperty(result, 'stringify', { value: (value: unknown) => (value === result ? (json ??= JSON.stringify(result)) : JSON.stringify(value)) });
}

function textOf(result: object): string {
  const own = (result as { stringify?: (value: unknown) => string }).stringify;
  return own ? own(result) : JSON.stringify(result);
}

/**
 * Entries in Redis, each with its time to live. Envelop's Redis store also keeps, per type and
 * entity, sets of the entries holding them, without expiry; the generations make them unnecessary.
 */
function redisStore(redis: Redis, prefix: string): Cache {
  return {
    async set(id, data, _entities, ttl) {
      await redis.set(prefix + id, textOf(data), 'PX', Math.max(1, Math.round(ttl))).catch(() => {});
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
