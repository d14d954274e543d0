// Webhooks: which events an endpoint may ask for, what its address must look like, and how long
// a failing delivery is retried before the endpoint is given up on. The web app imports these
// limits and event names; the network checks (DNS, private addresses) live in graph/webhooks.
import type { WebhookEvent } from '../generated/prisma/enums.ts';

export type { WebhookEvent };

/** Secrets follow the Standard Webhooks convention: "whsec_" and the base64 of the key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX_LENGTH = 500;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Endpoints an organisation (or the restaurant) may have at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** How long a settled delivery stays in the log (housekeeping deletes older ones). */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** Deliveries listed per endpoint. */
export const WEBHOOK_DELIVERIES_MAX_PAGE = 50;

export const CLIENT_WEBHOOK_EVENTS = ['RESERVATION_CREATED', 'RESERVATION_STATUS_CHANGED', 'RESERVATION_UPDATED', 'INVOICE_ISSUED', 'PAYMENT_RECEIVED', 'INVOICE_OVERDUE'] as const satisfies readonly WebhookEvent[];
export const RESTAURANT_WEBHOOK_EVENTS = [...CLIENT_WEBHOOK_EVENTS, 'CLIENT_REGISTERED', 'CLIENT_APPROVED'] as const satisfies readonly WebhookEvent[];

/** The `type` of the payload for each event. */
export const WEBHOOK_EVENT_TYPES: Readonly<Record<WebhookEvent, string>> = {
  RESERVATION_CREATED: 'reservation.created',
  RESERVATION_STATUS_CHANGED: 'reservation.status_changed',
  RESERVATION_UPDATED: 'reservation.updated',
  CLIENT_REGISTERED: 'client.registered',
  CLIENT_APPROVED: 'client.approved',
  INVOICE_ISSUED: 'invoice.issued',
  PAYMENT_RECEIVED: 'payment.received',
  INVOICE_OVERDUE: 'invoice.overdue',
};
/** A test event the owner sends by hand; never sent by itself. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';

/**
 * The wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h. Eight attempts
 * over about 44 hours, so a receiver that is down for a day still gets every event.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** An endpoint whose every attempt has failed for this long (and at least this many times) is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 3_600_000;
export const WEBHOOK_DISABLE_AFTER_FAILURES = 5;

/** When to try again after the n-th failed attempt, or null when the delivery is given up. */
export function nextWebhookAttempt(attempts: number, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** Whether an endpoint has failed long and often enough to be disabled. */
export function shouldDisableEndpoint(endpoint: { consecutiveFailures: number; failingSince: Date | null }, now: Date): boolean {
  return (
    endpoint.consecutiveFailures >= WEBHOOK_DISABLE_AFTER_FAILURES &&
    endpoint.failingSince !== null &&
    now.getTime() - endpoint.failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS
  );
}

export type WebhookProblem =
  | 'URL_REQUIRED'
  | 'URL_TOO_LONG'
  | 'URL_INVALID'
  | 'URL_NOT_HTTPS'
  | 'URL_NOT_PUBLIC'
  | 'URL_UNRESOLVABLE'
  | 'DESCRIPTION_TOO_LONG'
  | 'EVENTS_REQUIRED'
  | 'EVENT_NOT_ALLOWED';

export type WebhookField = 'url' | 'description' | 'events';

/**
 * What is wrong with an endpoint's address, description and events, before any DNS look-up.
 * `allowPrivate` (development and tests) allows plain http and addresses like localhost.
 */
export function webhookProblems(
  input: { url?: string | null; description?: string | null; events?: readonly WebhookEvent[] | null },
  owner: 'organisation' | 'restaurant',
  allowPrivate: boolean,
): Partial<Record<WebhookField, WebhookProblem>> {
  const problems: Partial<Record<WebhookField, WebhookProblem>> = {};
  if (input.url !== undefined) {
    const url = (input.url ?? '').trim();
    if (!url) problems.url = 'URL_REQUIRED';
    else if (url.length > WEBHOOK_URL_MAX_LENGTH) problems.url = 'URL_TOO_LONG';
    else {
      const parsed = parseUrl(url);
      if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.username || parsed.password || !parsed.hostname) problems.url = 'URL_INVALID';
      else if (parsed.protocol !== 'https:' && !allowPrivate) problems.url = 'URL_NOT_HTTPS';
    }
  }
  if ((input.description ?? '').trim().length > WEBHOOK_DESCRIPTION_MAX_LENGTH) problems.description = 'DESCRIPTION_TOO_LONG';
  if (input.events !== undefined) {
    const allowed: readonly WebhookEvent[] = owner === 'organisation' ? CLIENT_WEBHOOK_EVENTS : RESTAURANT_WEBHOOK_EVENTS;
    if (!input.events?.length) problems.events = 'EVENTS_REQUIRED';
    else if (input.events.some((event) => !allowed.includes(event))) problems.events = 'EVENT_NOT_ALLOWED';
  }
  return problems;
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The host a URL names ("" when it is not a URL): what the audit log keeps of an endpoint, since a
 * receiver's path or query may hold its own secret. */
export function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
