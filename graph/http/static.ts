// Serves the built web app. The files themselves are sirv's (a lookup in the list of files read at
// start-up, so nothing outside the build can be named; the .br and .gz siblings the build writes,
// web/build/precompress.ts, sent to browsers that accept them; ETag and 304). Around it: hashed
// assets are cached for a year, everything else revalidates; everything else that looks like a page
// (no file extension) gets index.html, so deep links like /user/orders/new load the SPA. robots.txt
// and sitemap.xml name the site's own address: the build holds them with a %PUBLIC_URL% placeholder
// that is filled in from PUBLIC_URL here. Pages get index.html as index-html.ts renders it for the
// page and language (preloads, <html lang>).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { createIndexRenderer } from './index-html.ts';
import { DRIVER_PATH_PREFIX } from '../domain/driver-link/rules.ts';

/** Text types get their charset (sirv names the type only); .map and .ico sirv does not know. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** Files whose text names the site's address (see the header comment). */
const TEMPLATED = new Set(['/robots.txt', '/sitemap.xml']);
const PUBLIC_URL_PLACEHOLDER = /%PUBLIC_URL%/g;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send, from Accept-Encoding (RFC 9110 §12.5.3): the listed codings with q > 0, brotli
 * preferred over gzip at equal quality (smaller), `*` standing for codings not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const q = (coding: string) => quality.get(coding) ?? quality.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (available.has(coding) && q(coding) > bestQ) {
      best = coding;
      bestQ = q(coding);
    }
  }
  return best;
}

export interface StaticSiteOptions {
  /** The site's public address without a trailing slash, for the templated files. */
  publicUrl: string;
}

export interface StaticSite {
  /** Answers the request if it is for the web app; returns false when it is not (→ 404). */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

/** A body made here (a page, a templated file) rather than read from the build. */
interface Generated {
  type: string;
  etag: string;
  lastModified: string;
  variants: Record<Encoding, Buffer>;
  /** Request headers the body depends on, besides Accept-Encoding. */
  vary?: string;
}

const STARTED = new Date().toUTCString();
const ALL_ENCODINGS = new Set<Encoding>(['br', 'gzip', 'identity']);

function compressedVariants(body: Buffer): Generated['variants'] {
  return { identity: body, gzip: gzipSync(body, { level: 9 }), br: brotliCompressSync(body) };
}

export function createStaticSite(root: string | null, options: StaticSiteOptions): StaticSite {
  const available = root !== null && fs.existsSync(path.join(root, 'index.html'));
  // Built files do not change while the server runs: sirv lists them once, templated ones are filled in once.
  const files = available
    ? sirv(root, {
        etag: true,
        gzip: true,
        brotli: true,
        // No guessing of .html or directory indexes: pages are index.html as rendered below.
        extensions: [],
        setHeaders(res, pathname) {
          res.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          const type = TYPES[path.extname(pathname).toLowerCase()];
          if (type) res.setHeader('content-type', type);
        },
      })
    : null;
  const templated = new Map<string, Generated>();

  function templatedFile(pathname: string): Generated | null {
    let found = templated.get(pathname);
    if (found || !TEMPLATED.has(pathname)) return found ?? null;
    const file = path.join(root!, pathname);
    if (!fs.existsSync(file)) return null;
    const stat = fs.statSync(file);
    const text = fs.readFileSync(file, 'utf8').replace(PUBLIC_URL_PLACEHOLDER, options.publicUrl);
    found = {
      type: TYPES[path.extname(file)]!,
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      lastModified: stat.mtime.toUTCString(),
      variants: compressedVariants(Buffer.from(text)),
    };
    templated.set(pathname, found);
    return found;
  }

  const indexRenderer = available ? createIndexRenderer(root) : null;
  let driverPage: Generated | null | undefined;

  /** The driver's page (a separate entry of the build, web/driver/): the same file for every link. */
  function driverPageFile(): Generated | null {
    if (driverPage !== undefined) return driverPage;
    const file = path.join(root!, 'driver', 'index.html');
    if (!fs.existsSync(file)) return (driverPage = null);
    const body = fs.readFileSync(file);
    const stat = fs.statSync(file);
    driverPage = {
      type: TYPES['.html']!,
      etag: `"d-${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      lastModified: stat.mtime.toUTCString(),
      variants: compressedVariants(body),
    };
    return driverPage;
  }
  const pages = new Map<string, Generated>();

  /** index.html for a page (kept per rendered variant: a few per language). */
  function page(req: IncomingMessage, pathname: string): Generated {
    const search = new URL(req.url ?? '/', 'http://localhost').search;
    const { html, etag } = indexRenderer!.render(pathname, search, {
      cookie: req.headers.cookie,
      'accept-language': req.headers['accept-language'],
    });
    let found = pages.get(etag);
    if (!found) {
      found = { type: TYPES['.html']!, etag, lastModified: STARTED, variants: compressedVariants(html), vary: 'accept-encoding, accept-language, cookie' };
      pages.set(etag, found);
    }
    return found;
  }

  function send(req: IncomingMessage, res: ServerResponse, found: Generated) {
    const encoding = chooseEncoding(req.headers['accept-encoding'], ALL_ENCODINGS);
    const body = found.variants[encoding];
    // Each encoding is its own representation: a cache must not hand a gzip body to a client that
    // asked for none, so the validator differs per encoding.
    const etag = encoding === 'identity' ? found.etag : `${found.etag.slice(0, -1)}-${encoding}"`;
    res.setHeader('content-type', found.type);
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('last-modified', found.lastModified);
    res.setHeader('etag', etag);
    res.setHeader('vary', found.vary ?? 'accept-encoding');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    if (isFresh(req, etag, found.lastModified)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('content-length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    serve(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (!files) {
        if (path.extname(pathname)) return false;
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The web app has not been built. Run `npm run build` (npm start does it for you).\n');
        return true;
      }
      if (pathname === '/index.html') {
        send(req, res, page(req, '/'));
        return true;
      }
      // /driver/<token>: the token (a JWT, dots included) is read by the page; the address must not
      // leak onwards (the map link), hence no-referrer.
      if (pathname.startsWith(DRIVER_PATH_PREFIX) && pathname.length > DRIVER_PATH_PREFIX.length && !pathname.startsWith('/driver/index.html')) {
        const found = driverPageFile();
        if (!found) return false;
        res.setHeader('referrer-policy', 'no-referrer');
        res.setHeader('x-robots-tag', 'noindex');
        send(req, res, found);
        return true;
      }
      const filled = templatedFile(pathname);
      if (filled) {
        send(req, res, filled);
        return true;
      }
      // The compressed siblings are representations, not files of their own (sirv would serve them,
      // by the name it decodes).
      if (!/\.(?:br|gz)$/i.test(decodedPath(pathname))) {
        // sirv matches coding names without their q-values: tell it the one chooseEncoding picks.
        const accepted = chooseEncoding(req.headers['accept-encoding'], ALL_ENCODINGS);
        req.headers['accept-encoding'] = accepted === 'identity' ? '' : accepted;
        let found = true;
        // With the file list read at start-up, sirv answers or calls next() before returning.
        files(req, res, () => {
          found = false;
        });
        if (found) return true;
      }
      // Unknown files stay 404; extension-less paths are app routes (unknown ones redirect to / in the app).
      if (path.extname(pathname)) return false;
      send(req, res, page(req, pathname));
      return true;
    },
  };
}

/** A conditional GET that the cached copy satisfies (If-None-Match wins over If-Modified-Since). */
function isFresh(req: IncomingMessage, etag: string, lastModified: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return Number.isFinite(since) && Date.parse(lastModified) <= since;
  }
  return false;
}

function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
