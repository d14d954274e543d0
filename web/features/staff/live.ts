// The staff area's live connection: the state shown next to live lists, the "resync" signal, and
// `liveFeed`, which keeps one graphql-ws subscription open while any screen holds it. Events
// published while a socket was down are not replayed by the server, so after a drop — the
// subscription ended and was started again, graphql-ws reconnected by itself, the browser came back
// online, or a tablet woke up after a while — every live list reads its data again (`useResync`).
// Both feeds (client accounts in StaffLive.tsx, reservations in orders/reservationsFeed.ts) use this.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Disposable } from 'relay-runtime';
import { onSubscriptionsReconnected } from '../../relay/environment.ts';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline';

type Listener<T> = (value: T) => void;

export function createSignal<T = void>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit(value: T) {
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener: Listener<T>) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Waiting before the n-th attempt to subscribe again: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** A page hidden longer than this has probably missed events (a sleeping tablet drops sockets). */
export const STALE_AFTER_HIDDEN_MS = 20_000;

// ————— state and resync, shared by every feed —————

let state: LiveState = 'connecting';
const stateChanged = createSignal();

export function setLiveState(next: LiveState): void {
  if (next === state) return;
  state = next;
  stateChanged.emit();
}

export function getLiveState(): LiveState {
  return state;
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(stateChanged.subscribe, getLiveState, () => 'connecting');
}

const resyncSignal = createSignal();
let resyncQueued = false;

/**
 * Asks every live list to read its data again. Requests of one moment (both feeds seeing the same
 * drop) are merged into one refetch.
 */
export function requestResync(): void {
  if (resyncQueued) return;
  resyncQueued = true;
  queueMicrotask(() => {
    resyncQueued = false;
    resyncSignal.emit();
  });
}

export const onResync = resyncSignal.subscribe;

/** Runs `refetch` on every resync while the component is mounted (the latest callback). */
export function useResync(refetch: () => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => onResync(() => latest.current()), []);
}

// ————— one subscription, held while anybody listens —————

export interface FeedCallbacks {
  /** Call on every event: the connection works. */
  onNext(): void;
  /** Call when the subscription errors or completes: it is started again later. */
  onEnd(): void;
}

export interface LiveFeed {
  /** Keeps the subscription open until the returned function is called (reference-counted). */
  hold(): () => void;
}

/** Feeds held right now: the state falls back to 'connecting' only when none is. */
let heldFeeds = 0;

/** A subscription opened by `open` while held, restarted with back-off, with catch-up resyncs. */
export function liveFeed(open: (callbacks: FeedCallbacks) => Disposable): LiveFeed {
  let users = 0;
  let active: Disposable | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let started = false;
  let hiddenSince: number | null = null;
  let stopReconnects: (() => void) | null = null;

  const online = () => navigator.onLine !== false;

  function subscribe() {
    if (active || users <= 0) return;
    setLiveState(!online() ? 'offline' : started ? 'reconnecting' : 'connecting');
    let current: Disposable | null = null;
    let endedAtOnce = false;
    const subscription = open({
      onNext() {
        attempt = 0;
        setLiveState('live');
      },
      onEnd() {
        if (current) restart(current);
        else endedAtOnce = true;
      },
    });
    started = true;
    if (endedAtOnce) {
      restart(null);
      return;
    }
    current = subscription;
    active = subscription;
    // graphql-ws sends no acknowledgement per subscription: once requested, it is live (or errors).
    if (online()) setLiveState('live');
  }

  /** `ended` is the subscription that ended (null: the one being opened); a replaced one is ignored. */
  function restart(ended: Disposable | null) {
    if (ended !== null && active !== ended) return;
    active = null;
    if (users <= 0) return;
    setLiveState(online() ? 'reconnecting' : 'offline');
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      subscribe();
      requestResync();
    }, retryDelay(attempt++));
  }

  function onOnline() {
    attempt = 0;
    if (!active) {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      subscribe();
    } else {
      setLiveState('live');
    }
    requestResync();
  }

  function onOffline() {
    setLiveState('offline');
  }

  function onVisibility() {
    if (document.visibilityState === 'hidden') {
      hiddenSince = Date.now();
    } else if (hiddenSince !== null) {
      const away = Date.now() - hiddenSince;
      hiddenSince = null;
      if (away > STALE_AFTER_HIDDEN_MS) requestResync();
    }
  }

  return {
    hold() {
      users += 1;
      if (users === 1) {
        heldFeeds += 1;
        window.addEventListener('online', onOnline);
        window.addEventListener('offline', onOffline);
        document.addEventListener('visibilitychange', onVisibility);
        // graphql-ws reconnects by itself after a server restart or a blip: catch up on what was missed.
        stopReconnects = onSubscriptionsReconnected(requestResync);
        subscribe();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users > 0) return;
        heldFeeds -= 1;
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
        document.removeEventListener('visibilitychange', onVisibility);
        stopReconnects?.();
        stopReconnects = null;
        if (retryTimer) clearTimeout(retryTimer);
        retryTimer = null;
        const closing = active;
        active = null;
        closing?.dispose();
        started = false;
        attempt = 0;
        if (heldFeeds === 0) setLiveState('connecting');
      };
    },
  };
}
