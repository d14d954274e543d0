// The cache's generation: part of every cache key, so a change makes every earlier answer
// unreachable at once, and an answer whose read overlapped a change is stored under the generation
// it started in, which nobody asks for any more (the session gate's rule for remembered viewers).
//
// Alone, a counter in memory. With Redis, the number comes from one INCR shared by every instance:
// each change gets a number no instance used before, so an answer one instance stored under it was
// read after that change. Other instances learn of it from the pub/sub within milliseconds.
import type { Redis } from 'ioredis';
import type { PubSub } from '../../pubsub.ts';
import type { Logger } from '../../log.ts';

export interface CacheGenerations {
  /** The generation reads start in now. */
  current(): number;
  /** A change happened: starts a new generation here, and on every instance. Resolves once this instance uses it. */
  bump(): Promise<void>;
  /** The same pub/sub, every publish of which is a change. */
  watching(pubsub: PubSub): PubSub;
  close(): Promise<void>;
}

/** What the cache needs from the server: its generations and, when shared, the Redis it is kept in. */
export interface ResponseCacheServices {
  generations: CacheGenerations;
  redis: Redis | null;
  /** What tells this deployment's keys in Redis from another's (its database). */
  namespace: string;
  /** Lookups since start-up, for /metrics: kept answers, reads afresh, and answers shared with the same read running. */
  lookups: { hits: number; misses: number; shared: number };
}

/** With `redis`, the instances' shared counter; without, this process's own. `pubsub` tells other instances. */
export async function createCacheGenerations(pubsub: PubSub, redis: Redis | null, namespace: string, log: Logger): Promise<CacheGenerations> {
  let generation = 0;
  if (!redis) {
    const next = () => {
      generation += 1;
    };
    return {
      current: () => generation,
      bump: async () => next(),
      watching: (inner) =>
        watch(inner, (publish) => {
          next();
          publish();
        }),
      close: async () => {},
    };
  }

  const key = `stopover:response-cache:${namespace}:generation`;
  generation = Number((await redis.get(key).catch(() => null)) ?? 0);
  const learn = (value: number) => {
    if (value > generation) generation = value;
  };
  const heard = pubsub.subscribe('responseCache');
  const listening = (async () => {
    for await (const event of heard) if (event.namespace === namespace) learn(event.generation);
  })().catch((error: unknown) => log.warn('response cache generations no longer heard', { error }));
  const bump = async () => {
    try {
      const next = await redis.incr(key);
      learn(next);
      pubsub.publish('responseCache', { namespace, generation: next });
    } catch (error) {
      // Without Redis nobody can learn a new number: this instance stops answering from the cache
      // for what is left of the process (a very large generation no entry was stored under).
      log.error('response cache generation not shared; this instance reads afresh', { error });
      generation = Number.MAX_SAFE_INTEGER;
    }
  };
  return {
    current: () => generation,
    bump,
    // The event goes out once the new generation is known: Redis hands every instance the
    // generation first (one connection publishes both, in order), so a page that reads again on
    // hearing of a change never reads the kept answer from before it.
    watching: (inner) => watch(inner, (publish) => void bump().finally(publish)),
    async close() {
      await heard.return?.();
      await listening;
    },
  };
}

/** A pub/sub whose every publish is a change: `changed` starts a new generation, then publishes. */
function watch(inner: PubSub, changed: (publish: () => void) => void): PubSub {
  return {
    ...inner,
    publish: (channel, ...args) => {
      if (channel === 'responseCache') inner.publish(channel, ...args);
      else changed(() => inner.publish(channel, ...args));
    },
  };
}
