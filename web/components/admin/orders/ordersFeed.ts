// The staff area's live reservation feed: one `reservationChanged` subscription (graphql-ws),
// shared by every screen that wants it and held only while one does. Each event updates the
// reservation in the store and puts it where it belongs in every order list on screen
// (connections.ts); a new booking also becomes a quiet notice. When the connection was lost — the
// subscription ended and was started again, the browser came back online, or a tablet woke up
// after a while — listeners are told to `resync` (read their data again): events published in the
// meantime are not replayed by the server.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { graphql, requestSubscription } from 'react-relay/hooks';
import type { Disposable } from 'relay-runtime';
import { environment, onSubscriptionsReconnected } from '../../../relay/environment.ts';
import { liveLists, placeReservation, removeEverywhere } from './connections.ts';
import { localDate, now } from './time.ts';
import type { ordersFeedReservationSubscription, ordersFeedReservationSubscription$data } from './__generated__/ordersFeedReservationSubscription.graphql';
// Events carry what the rows and the side panel show, so both update from them.
import './OrderRow.tsx';
import './OrderDetails.tsx';

const subscription = graphql`
  subscription ordersFeedReservationSubscription {
    reservationChanged {
      kind
      reservationId
      status
      version
      at
      reservation {
        id
        orderNumber
        status
        organisation {
          id
          name
        }
        ...OrderRow_reservation
        ...OrderDetails_reservation
      }
    }
  }
`;

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface FeedEvent {
  kind: string;
  reservationId: string;
  status: string;
  version: number;
  at: string;
  orderNumber: string | null;
  organisationName: string | null;
}

export interface LiveNotice {
  key: string;
  orderNumber: string;
  organisationName: string;
  at: string;
}

/** A page hidden longer than this has probably missed events (a sleeping tablet drops its socket). */
export const STALE_AFTER_HIDDEN_MS = 20_000;
/** At most this many notices at once; each goes after NOTICE_MS. */
export const MAX_NOTICES = 3;
export const NOTICE_MS = 90_000;

/** Waiting before the n-th attempt to subscribe again: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

type Listener<T> = (value: T) => void;

function createSignal<T = void>() {
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

const events = createSignal<FeedEvent>();
const resyncs = createSignal();
const stateChanged = createSignal();
const noticesChanged = createSignal();

let state: LiveState = 'connecting';
let notices: readonly LiveNotice[] = [];
let noticeWanted = 0;

function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  stateChanged.emit();
}

function addNotice(notice: LiveNotice) {
  if (noticeWanted <= 0) return;
  notices = [notice, ...notices.filter((n) => n.key !== notice.key)].slice(0, MAX_NOTICES);
  noticesChanged.emit();
  setTimeout(() => dismissNotice(notice.key), NOTICE_MS);
}

export function dismissNotice(key: string): void {
  const next = notices.filter((n) => n.key !== key);
  if (next.length === notices.length) return;
  notices = next;
  noticesChanged.emit();
}

function toEvent(data: ordersFeedReservationSubscription$data | null | undefined): FeedEvent | null {
  const change = data?.reservationChanged;
  if (!change) return null;
  return {
    kind: change.kind,
    reservationId: change.reservationId,
    status: change.status,
    version: change.version,
    at: change.at,
    orderNumber: change.reservation?.orderNumber ?? null,
    organisationName: change.reservation?.organisation.name ?? null,
  };
}

// ————— the one subscription, held while anybody listens —————

let users = 0;
let active: Disposable | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let hiddenSince: number | null = null;
let started = false;

function subscribe() {
  if (active || users <= 0) return;
  setState(navigator.onLine === false ? 'offline' : started ? 'reconnecting' : 'connecting');
  active = requestSubscription<ordersFeedReservationSubscription>(environment, {
    subscription,
    variables: {},
    updater(store) {
      const change = store.getRootField('reservationChanged');
      if (!change) return;
      const record = change.getLinkedRecord('reservation');
      if (record) placeReservation(store, record, liveLists.list(), localDate(now()));
      else removeEverywhere(store, String(change.getValue('reservationId')), liveLists.list());
    },
    onNext(response) {
      attempt = 0;
      setState('live');
      const event = toEvent(response);
      if (!event) return;
      if (event.kind === 'CREATED' && event.orderNumber) {
        addNotice({ key: `${event.reservationId}:${event.version}`, orderNumber: event.orderNumber, organisationName: event.organisationName ?? '', at: event.at });
      }
      events.emit(event);
    },
    onError: () => restart(),
    onCompleted: () => restart(),
  });
  started = true;
  // graphql-ws sends no acknowledgement per subscription: once requested, it is live (or errors).
  if (navigator.onLine !== false) setState('live');
}

/** The socket gave up (graphql-ws retries a few times by itself): subscribe again later, then catch up. */
function restart() {
  active = null;
  if (users <= 0) return;
  setState(navigator.onLine === false ? 'offline' : 'reconnecting');
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    subscribe();
    resyncs.emit();
  }, retryDelay(attempt++));
}

function onOnline() {
  attempt = 0;
  if (!active) {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    subscribe();
  } else {
    setState('live');
  }
  resyncs.emit();
}

function onOffline() {
  setState('offline');
}

// graphql-ws reconnects by itself after a server restart or a blip: catch up on what was missed.
onSubscriptionsReconnected(() => resyncs.emit());

function onVisibility() {
  if (document.visibilityState === 'hidden') {
    hiddenSince = Date.now();
  } else if (hiddenSince !== null) {
    const away = Date.now() - hiddenSince;
    hiddenSince = null;
    if (away > STALE_AFTER_HIDDEN_MS) resyncs.emit();
  }
}

function hold(): () => void {
  users += 1;
  if (users === 1) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisibility);
    subscribe();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    active?.dispose();
    active = null;
    started = false;
    attempt = 0;
    setState('connecting');
  };
}

// ————— hooks —————

export interface FeedOptions {
  /** Every event (after the store has been updated). */
  onEvent?(event: FeedEvent): void;
  /** Read your data again: events may have been missed. */
  onResync?(): void;
  /** Show notices of new bookings while this screen is open. */
  notices?: boolean;
}

/** Keeps the live feed running while the component is mounted. */
export function useOrdersFeed(options: FeedOptions = {}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const wantsNotices = options.notices === true;
  useEffect(() => {
    const release = hold();
    const offEvent = events.subscribe((event) => latest.current.onEvent?.(event));
    const offResync = resyncs.subscribe(() => latest.current.onResync?.());
    return () => {
      offEvent();
      offResync();
      release();
    };
  }, []);
  useEffect(() => {
    if (!wantsNotices) return;
    noticeWanted += 1;
    return () => {
      noticeWanted -= 1;
      if (noticeWanted <= 0 && notices.length) {
        notices = [];
        noticesChanged.emit();
      }
    };
  }, [wantsNotices]);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(stateChanged.subscribe, () => state, () => 'connecting');
}

export function useLiveNotices(): readonly LiveNotice[] {
  return useSyncExternalStore(noticesChanged.subscribe, () => notices, () => notices);
}

/**
 * The socket came back after a drop. graphql-ws resubscribes by itself without telling anyone, so
 * the Relay environment should call this from its client's `connected` event when `wasRetry` is
 * true (web/relay/environment.ts does not expose that yet): every open order screen then reads its
 * data again. Until then, coming back online, waking up and a restarted subscription trigger it.
 */
export function feedReconnected(): void {
  resyncs.emit();
}

/** For code outside React (and tests): subscribe to events and resyncs without holding the feed. */
export const feedSignals = { events, resyncs };
