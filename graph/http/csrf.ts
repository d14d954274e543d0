// Cross-site request forgery protection for cookie-authenticated requests. Auth cookies are
// SameSite, but SameSite alone does not cover sibling subdomains or older browsers, so:
// - GraphQL over HTTP that carries a session cookie must send the custom header below. A page on
//   another site cannot add a custom header without a CORS preflight, which we never grant.
// - Any state-changing request with an Origin header must come from our own origin.
// - WebSocket handshakes (which carry cookies and are not subject to CORS) must come from our origin.
import type { IncomingMessage } from 'node:http';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../auth/tokens.ts';
import { parseCookies } from './cookies.ts';

export const CSRF_HEADER = 'x-stopover-csrf';

function hasSessionCookie(req: IncomingMessage): boolean {
  const cookies = parseCookies(req.headers.cookie);
  return cookies.has(ACCESS_TOKEN_COOKIE) || cookies.has(REFRESH_TOKEN_COOKIE);
}

/** Origins a request may come from: the configured public URL and the Host it was sent to. */
function allowedOrigins(req: IncomingMessage, publicUrl: string): Set<string> {
  const origins = new Set([new URL(publicUrl).origin]);
  const host = req.headers.host;
  if (host) {
    origins.add(`http://${host}`);
    origins.add(`https://${host}`);
  }
  return origins;
}

export function isForeignOrigin(req: IncomingMessage, publicUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  return !allowedOrigins(req, publicUrl).has(origin);
}

/** Why a GraphQL HTTP request must be refused, or null when it may proceed. */
export function graphqlCsrfViolation(req: IncomingMessage, publicUrl: string): string | null {
  const method = req.method ?? 'GET';
  const wantsPage = method === 'GET' && String(req.headers.accept ?? '').includes('text/html');
  if (wantsPage) return null; // GraphiQL's HTML page itself executes nothing
  if (isForeignOrigin(req, publicUrl)) return 'foreign origin';
  if (hasSessionCookie(req) && !req.headers[CSRF_HEADER]) return `missing ${CSRF_HEADER} header`;
  return null;
}

export function isCrossSiteWebSocket(req: IncomingMessage, publicUrl: string): boolean {
  return isForeignOrigin(req, publicUrl);
}
