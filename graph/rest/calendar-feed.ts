// GET /calendar/<secret>.ics: a private calendar feed for calendar apps, which subscribe to a plain
// URL and cannot speak GraphQL or send cookies. The secret in the path is the credential (never
// logged: http/app.ts redacts it). Answers text/calendar, 404 for an unknown or ended feed, 429 when
// the address has failed too often; never an error page with details.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../context.ts';
import { clientIp } from '../http/client-ip.ts';
import { CALENDAR_FEED_PATH_PREFIX } from '../domain/calendar-feeds.ts';
import { readCalendarFeed } from '../services/calendar-feeds.ts';

function sendText(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}, head = false) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(head ? undefined : body);
}

/** Whether the path is a feed's; the handler answers every method on it. */
export function isCalendarFeedPath(pathname: string): boolean {
  return pathname.startsWith(CALENDAR_FEED_PATH_PREFIX);
}

export async function serveCalendarFeed(services: Services, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) return sendText(res, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
  const name = pathname.slice(CALENDAR_FEED_PATH_PREFIX.length);
  const secret = name.endsWith('.ics') ? name.slice(0, -'.ics'.length) : '';
  try {
    const answer = await readCalendarFeed(services, secret, clientIp(req, services.config.trustProxy));
    if (answer.kind === 'too-many') return sendText(res, 429, 'Too many requests\n', { 'retry-after': String(answer.retryAfterSeconds) }, head);
    if (answer.kind === 'not-found') return sendText(res, 404, 'Not found\n', {}, head);
    res.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'content-length': Buffer.byteLength(answer.body),
      'content-disposition': 'inline; filename="stopover.ics"',
    });
    res.end(head ? undefined : answer.body);
  } catch (error) {
    // A calendar app retries later anyway; it gets no detail, the log gets the error.
    services.log.error('calendar feed failed', { error });
    if (!res.headersSent) sendText(res, 503, 'Temporarily unavailable\n', { 'retry-after': '300' }, head);
  }
}
