// liveFeed: one subscription per feed however many screens hold it, restarted with back-off after
// it ends, with one merged resync per drop; and the shared state shown next to live lists.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's relay environment cannot load under Node: stand in for its reconnect hook only.
const reconnectListeners = new Set<() => void>();
vi.mock('../../relay/environment.ts', () => ({
  onSubscriptionsReconnected(listener: () => void) {
    reconnectListeners.add(listener);
    return () => reconnectListeners.delete(listener);
  },
}));

const { getLiveState, liveFeed, onResync, requestResync } = await import('./live.ts');

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
}

let fakeWindow: EventTarget;
let fakeDocument: FakeDocument;

beforeEach(() => {
  vi.useFakeTimers();
  fakeWindow = new EventTarget();
  fakeDocument = new FakeDocument();
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('navigator', { onLine: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fakeSubscriptions() {
  const opened: Array<{ onNext(): void; onEnd(): void; disposed: boolean }> = [];
  const feed = liveFeed((callbacks) => {
    const entry = { ...callbacks, disposed: false };
    opened.push(entry);
    return { dispose: () => void (entry.disposed = true) };
  });
  return { feed, opened };
}

function countResyncs() {
  const counter = { count: 0 };
  const stop = onResync(() => counter.count++);
  return { counter, stop };
}

describe('liveFeed', () => {
  it('opens one subscription for all holders and closes it with the last', () => {
    const { feed, opened } = fakeSubscriptions();
    const releaseA = feed.hold();
    const releaseB = feed.hold();
    expect(opened).toHaveLength(1);
    expect(getLiveState()).toBe('live');
    releaseA();
    releaseA(); // twice is harmless
    expect(opened[0]!.disposed).toBe(false);
    releaseB();
    expect(opened[0]!.disposed).toBe(true);
    expect(getLiveState()).toBe('connecting');
  });

  it('restarts an ended subscription with back-off and catches up once', async () => {
    const { feed, opened } = fakeSubscriptions();
    const { counter, stop } = countResyncs();
    const release = feed.hold();
    opened[0]!.onEnd();
    expect(getLiveState()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(2);
    expect(counter.count).toBe(1);
    // The second failure waits twice as long; an event resets the back-off.
    opened[1]!.onEnd();
    await vi.advanceTimersByTimeAsync(1999);
    expect(opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(3);
    opened[2]!.onNext();
    expect(getLiveState()).toBe('live');
    // A late end of a replaced subscription changes nothing.
    opened[0]!.onEnd();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opened).toHaveLength(3);
    release();
    stop();
  });

  it('goes offline and back, and resyncs after a long sleep or a socket reconnect', async () => {
    const { feed } = fakeSubscriptions();
    const { counter, stop } = countResyncs();
    const release = feed.hold();
    fakeWindow.dispatchEvent(new Event('offline'));
    expect(getLiveState()).toBe('offline');
    fakeWindow.dispatchEvent(new Event('online'));
    expect(getLiveState()).toBe('live');
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count).toBe(1);

    fakeDocument.visibilityState = 'hidden';
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5_000);
    fakeDocument.visibilityState = 'visible';
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count).toBe(1); // a short look away misses nothing worth a refetch

    fakeDocument.visibilityState = 'hidden';
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(60_000);
    fakeDocument.visibilityState = 'visible';
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count).toBe(2);

    for (const listener of reconnectListeners) listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count).toBe(3);
    release();
    expect(reconnectListeners.size).toBe(0);
    stop();
  });

  it('merges the resyncs two feeds ask for at the same moment', async () => {
    const a = fakeSubscriptions();
    const b = fakeSubscriptions();
    const { counter, stop } = countResyncs();
    const releaseA = a.feed.hold();
    const releaseB = b.feed.hold();
    fakeWindow.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count).toBe(1);
    requestResync();
    requestResync();
    await vi.advanceTimersByTimeAsync(0);
    expect(counter.count).toBe(2);
    // One feed closing leaves the other's state alone.
    releaseA();
    expect(getLiveState()).toBe('live');
    releaseB();
    expect(getLiveState()).toBe('connecting');
    stop();
  });
});
