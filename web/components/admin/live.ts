// The staff area's live connection state and the "resync" signal: after a network drop (or a
// tablet waking up) the lists fetch themselves again, so nothing that happened meanwhile is missed.
import { useEffect, useRef, useSyncExternalStore } from 'react';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline';

function createSignal() {
  const listeners = new Set<() => void>();
  return {
    emit() {
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Emitted when the lists should refetch (back online, subscription restarted, page visible again). */
export const resync = createSignal();

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

/** Runs `refetch` on every resync while the component is mounted (the latest callback). */
export function useResync(refetch: () => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => resync.subscribe(() => latest.current()), []);
}

/** Waiting before the n-th attempt to subscribe again: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** A page hidden longer than this has probably missed events (a sleeping tablet drops sockets). */
export const STALE_AFTER_HIDDEN_MS = 20_000;
