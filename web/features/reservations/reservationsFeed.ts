// The staff area's live reservation feed: one `reservationChanged` subscription (graphql-ws),
// shared by every screen that wants it and held only while one does. Each event updates the
// reservation in the store and puts it where it belongs in every order list on screen
// (connections.ts); a new booking also becomes a quiet notice. Reconnecting and catching up after a
// drop (listeners' `onResync`) are live.ts's.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { graphql, requestSubscription } from 'react-relay/hooks';
import { environment } from '../../relay/environment.ts';
import { createSignal, liveFeed, onResync } from '../staff/live.ts';
import { liveLists, placeReservation, removeEverywhere } from './connections.ts';
import { localDate, now } from './time.ts';
import type { reservationsFeedReservationSubscription, reservationsFeedReservationSubscription$data } from './__generated__/reservationsFeedReservationSubscription.graphql';
// Events carry what the rows and the side panel show, so both update from them.
import './ReservationRow.tsx';
import './ReservationDetails.tsx';

const subscription = graphql`
  subscription reservationsFeedReservationSubscription {
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
        client {
          id
          name
        }
        ...ReservationRow_reservation
        ...ReservationDetails_reservation
      }
    }
  }
`;

export interface FeedEvent {
  kind: string;
  reservationId: string;
  status: string;
  version: number;
  at: string;
  orderNumber: string | null;
  clientName: string | null;
}

export interface LiveNotice {
  key: string;
  orderNumber: string;
  clientName: string;
  at: string;
}

/** At most this many notices at once; each goes after NOTICE_MS. */
export const MAX_NOTICES = 3;
export const NOTICE_MS = 90_000;

const events = createSignal<FeedEvent>();
const noticesChanged = createSignal();

let notices: readonly LiveNotice[] = [];
let noticeWanted = 0;

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

function toEvent(data: reservationsFeedReservationSubscription$data | null | undefined): FeedEvent | null {
  const change = data?.reservationChanged;
  if (!change) return null;
  return {
    kind: change.kind,
    reservationId: change.reservationId,
    status: change.status,
    version: change.version,
    at: change.at,
    orderNumber: change.reservation?.orderNumber ?? null,
    clientName: change.reservation?.client.name ?? null,
  };
}

// ————— the one subscription, held while anybody listens (live.ts) —————

const feed = liveFeed(({ onNext, onEnd }) =>
  requestSubscription<reservationsFeedReservationSubscription>(environment, {
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
      onNext();
      const event = toEvent(response);
      if (!event) return;
      if (event.kind === 'CREATED' && event.orderNumber) {
        addNotice({ key: `${event.reservationId}:${event.version}`, orderNumber: event.orderNumber, clientName: event.clientName ?? '', at: event.at });
      }
      events.emit(event);
    },
    onError: onEnd,
    onCompleted: onEnd,
  }),
);

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
export function useReservationsFeed(options: FeedOptions = {}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const wantsNotices = options.notices === true;
  useEffect(() => {
    const release = feed.hold();
    const offEvent = events.subscribe((event) => latest.current.onEvent?.(event));
    const offResync = onResync(() => latest.current.onResync?.());
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

export function useLiveNotices(): readonly LiveNotice[] {
  return useSyncExternalStore(noticesChanged.subscribe, () => notices, () => notices);
}
