// Live events in one process, and across processes through Redis (two app instances share events).
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createAppPubSub, readOncePerEvent, type ClientAccountEvent } from './pubsub.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

async function nextEvent(iterator: AsyncIterator<ClientAccountEvent>, ms = 5000) {
  return Promise.race([
    iterator.next().then((result) => result.value as ClientAccountEvent),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event')), ms)),
  ]);
}

const event = (kind: ClientAccountEvent['kind']): ClientAccountEvent => ({ kind, clientId: crypto.randomUUID(), at: new Date().toISOString() });

describe('pubsub', () => {
  it('delivers in-process without Redis', async () => {
    const pubsub = createAppPubSub(null);
    const iterator = pubsub.subscribe('clientAccount')[Symbol.asyncIterator]();
    const sent = event('REGISTERED');
    const received = nextEvent(iterator);
    pubsub.publish('clientAccount', sent);
    expect(await received).toEqual(sent);
    await iterator.return?.();
    await pubsub.close();
  });

  it('crosses app instances through Redis', async (ctx) => {
    // CI always has Redis; elsewhere the test is skipped when none runs.
    if (process.env.CI !== 'true' && !(await redisAvailable())) ctx.skip();
    const instanceA = createAppPubSub(REDIS_URL);
    const instanceB = createAppPubSub(REDIS_URL);
    try {
      const iterator = instanceB.subscribe('clientAccount')[Symbol.asyncIterator]();
      const received = nextEvent(iterator);
      // The subscription is registered with Redis asynchronously; publish until it lands.
      const sent = event('APPROVED');
      const timer = setInterval(() => instanceA.publish('clientAccount', sent), 100);
      try {
        expect(await received).toEqual(sent);
      } finally {
        clearInterval(timer);
        await iterator.return?.();
      }
    } finally {
      await instanceA.close();
      await instanceB.close();
    }
  });

  it('hands every subscriber of an instance the same event, so a read is shared', async () => {
    for (const url of [null, REDIS_URL]) {
      if (url && process.env.CI !== 'true' && !(await redisAvailable())) continue;
      const publisher = createAppPubSub(url);
      const instance = url ? createAppPubSub(url) : publisher;
      try {
        const iterators = [1, 2, 3].map(() => instance.subscribe('clientAccount')[Symbol.asyncIterator]());
        const received = Promise.all(iterators.map((it) => nextEvent(it)));
        const sent = event('VERIFIED');
        const timer = setInterval(() => publisher.publish('clientAccount', sent), 100);
        publisher.publish('clientAccount', sent);
        const [a, b, c] = await received;
        clearInterval(timer);
        expect(a).toBe(b);
        expect(b).toBe(c);
        let reads = 0;
        const read = async () => ({ id: a!.clientId, n: ++reads });
        const results = await Promise.all([
          readOncePerEvent(a!, { select: { id: true } }, read),
          readOncePerEvent(b!, { select: { id: true } }, read),
          readOncePerEvent(c!, { select: { id: true } }, read),
        ]);
        expect(reads).toBe(1);
        expect(new Set(results).size).toBe(1);
        // Another selection is another read; another event, too.
        await readOncePerEvent(a!, { select: { id: true, name: true } }, read);
        await readOncePerEvent({ ...a! }, { select: { id: true } }, read);
        expect(reads).toBe(3);
        for (const it of iterators) await it.return?.();
      } finally {
        await publisher.close();
        if (instance !== publisher) await instance.close();
      }
    }
  });
});
