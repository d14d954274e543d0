// Standard Webhooks signing (www.standardwebhooks.com): the receiver gets the headers
// webhook-id, webhook-timestamp (Unix seconds) and webhook-signature ("v1," + the base64
// HMAC-SHA256 of "id.timestamp.body", keyed with the secret's base64-decoded bytes).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../domain/webhooks.ts';

/** A new secret: 24 random bytes, as Standard Webhooks libraries expect ("whsec_" + base64). */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('base64');
}

function key(secret: string): Buffer {
  return Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
}

/** The webhook-signature value for one attempt. */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  return `v1,${createHmac('sha256', key(secret)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

export function webhookHeaders(secret: string, messageId: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signWebhook(secret, messageId, timestampSeconds, body),
  };
}

/**
 * What a receiver does (used by the tests and shown in the API documentation): recompute the
 * signature and compare in constant time; refuse timestamps more than `toleranceSeconds` away.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(nowSeconds - seconds) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, id, seconds, body));
  // The header may carry several space-separated signatures (e.g. during a key change).
  return signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
