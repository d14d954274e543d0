// Live events for subscriptions. In-process by default; with REDIS_URL, events go through Redis so
// that every app instance's subscribers see events published on any instance.
import { createPubSub, type PubSub as YogaPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import { answersPer, askOnce } from './lib/first-asker.ts';

/** Live screens one instance serves before Node's listener-leak warning would fire. */
const MAX_SUBSCRIBERS = 10_000;

export type ClientAccountEventKind =
  | 'REGISTERED'
  | 'VERIFIED'
  | 'APPROVED'
  | 'REJECTED'
  | 'BLOCKED'
  | 'UNBLOCKED'
  | 'DELETED';

export interface ClientAccountEvent {
  kind: ClientAccountEventKind;
  clientId: string;
  at: string;
}

export type ReservationChangeKind = 'CREATED' | 'STATUS_CHANGED' | 'EDITED' | 'RECONFIRMED' | 'DRIVER_REPORT' | 'PLACED';

export interface ReservationChangedEvent {
  kind: ReservationChangeKind;
  reservationId: string;
  /** The owner: subscribers who are clients only receive their own organisation's events. */
  clientId: string;
  status: 'CREATED' | 'WAITING' | 'SCHEDULED' | 'FINISHED' | 'DELETED';
  version: number;
  at: string;
  /** Who made the change: the client (their booking) or a member of staff (by id). */
  actor?: { kind: 'CLIENT' } | { kind: 'STAFF'; staffId: string } | { kind: 'ANONYMOUS' };
}

/** A conversation moved: a message was written, or one side read the thread (its unread count is 0). */
export interface ReservationMessageEvent {
  kind: 'POSTED' | 'READ';
  reservationId: string;
  /** The owner: subscribers who are clients only receive their own organisation's events. */
  clientId: string;
  /** Who wrote (POSTED) or read (READ). */
  side: 'CLIENT' | 'STAFF';
  /** The new message (POSTED). */
  messageId: string | null;
  at: string;
}

/**
 * Sessions that ended and accounts whose viewer changed (auth/session-gate.ts): every instance
 * forgets what it remembered of them, and live sockets of ended sessions are closed.
 */
export type SessionEvent =
  /** One session (refresh-token family) ended: sign-out, or a reused refresh token. */
  | { kind: 'SESSION_ENDED'; sessionId: string; principalId: string }
  /** Every session of an account ended: password reset, blocking, deletion, a disabled member of staff. */
  | { kind: 'SESSIONS_ENDED'; principalId: string }
  /** What a viewer carries changed (status, e-mail verified, language, manager role, a member's
   * role). With `reconnect`, the person's live sockets are closed too, so open pages read it afresh. */
  | { kind: 'ACCOUNT_CHANGED'; principalId: string; reconnect?: boolean };

/** Public content (texts, prices, menus, hours, settings) changed: every instance forgets its copy
 * (services/public-content.ts). */
export interface ContentChangedEvent {
  at: string;
}

/** Channel name → payload. Payloads are plain JSON (they may cross Redis). */
export type Channels = {
  clientAccount: [ClientAccountEvent];
  reservation: [ReservationChangedEvent];
  reservationMessage: [ReservationMessageEvent];
  session: [SessionEvent];
  content: [ContentChangedEvent];
  /** A change started this response-cache generation (graph/http/response-cache/generations.ts). */
  responseCache: [{ namespace: string; generation: number }];
};

export interface PubSub {
  publish: YogaPubSub<Channels>['publish'];
  subscribe: YogaPubSub<Channels>['subscribe'];
  close(): Promise<void>;
}

export function createAppPubSub(redisUrl: string | null): PubSub {
  if (!redisUrl) {
    // Every open staff screen is one listener; Node warns past 10 per event type by default.
    const eventTarget = new EventTarget();
    setMaxListeners(MAX_SUBSCRIBERS, eventTarget);
    const pubsub = createPubSub<Channels>({ eventTarget });
    return { publish: pubsub.publish, subscribe: pubsub.subscribe, close: async () => {} };
  }
  const options = { maxRetriesPerRequest: null, lazyConnect: false } as const;
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  // Reconnection is ioredis' job; an error event without a listener would crash the process.
  publishClient.on('error', () => {});
  subscribeClient.on('error', () => {});
  const pubsub = createPubSub<Channels>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return {
    publish: pubsub.publish,
    subscribe: pubsub.subscribe,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

const sharedReads = answersPer<unknown>();

/**
 * One database read per event and selection, however many subscribers receive it. Every local
 * subscriber gets the same event object (also from Redis: a message is parsed once per instance),
 * so 200 open staff screens asking for the same fields cost one query, not 200. The reads live as
 * long as the event does; each subscriber's field authorization still runs on its own.
 */
export function readOncePerEvent<T>(event: object, selection: unknown, read: () => Promise<T>): Promise<T> {
  return askOnce(sharedReads(event), JSON.stringify(selection), read) as Promise<T>;
}
