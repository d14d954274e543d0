// Who may read /metrics. The numbers say how busy the restaurant is and how the app is built, so
// by default only this machine reads them (a Prometheus or agent beside the app). METRICS_TOKEN
// opens them to a scraper elsewhere that sends `Authorization: Bearer <token>`.
//
// "This machine" is the address the request came from; behind a reverse proxy on the same machine
// every request would seem to come from it, so there TRUST_PROXY must be on (the proxy's
// X-Forwarded-For then names the real client) or the proxy must not pass /metrics on.
import { timingSafeEqual, createHash } from 'node:crypto';
import { isLoopback } from '../http/client-ip.ts';

export type MetricsAccess =
  /** Read it. */
  | 'allowed'
  /** From elsewhere without a token while one is configured: 401. */
  | 'token-required'
  /** A token that is not the configured one: 401, and counted against the address. */
  | 'wrong-token'
  /** From elsewhere and no token configured: 403, /metrics is for this machine only. */
  | 'loopback-only';

export function metricsAccess(request: { ip: string | null; authorization: string | undefined }, token: string | null): MetricsAccess {
  const presented = /^Bearer (\S+)$/i.exec(request.authorization?.trim() ?? '')?.[1];
  if (presented !== undefined && token !== null) return sameSecret(presented, token) ? 'allowed' : 'wrong-token';
  if (isLoopback(request.ip)) return 'allowed';
  return token === null ? 'loopback-only' : 'token-required';
}

/** Compares in constant time (over digests, so lengths do not leak either). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
