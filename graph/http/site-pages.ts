// The built web app's answers, and the headers every answer carries: what the server can answer
// before its database is open (listen-first.ts) as well as after (app.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { createStaticSite } from './static.ts';

/** Google Analytics 4 hosts, allowed only when ANALYTICS_ID is configured (loaded after consent). */
const ANALYTICS_HOSTS = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

export function spaContentSecurityPolicy(analytics: boolean): string {
  const extra = analytics ? ` ${ANALYTICS_HOSTS}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self' ws: wss:${extra}`,
    // The captcha widget's proof-of-work worker is a bundled same-origin file.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers every answer carries. */
export function setSecurityHeaders(res: ServerResponse, config: Pick<Config, 'secureCookies'>): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
  if (config.secureCookies) res.setHeader('strict-transport-security', 'max-age=31536000');
}

/** The built web app under its content security policy: its files and pages, or 404. */
export function createSitePages(config: Pick<Config, 'webDist' | 'publicUrl' | 'analyticsId'>) {
  const site = createStaticSite(config.webDist, { publicUrl: config.publicUrl });
  const spaCsp = spaContentSecurityPolicy(config.analyticsId !== null);
  return (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    res.setHeader('content-security-policy', spaCsp);
    if (site.serve(req, res, pathname)) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found\n');
  };
}
