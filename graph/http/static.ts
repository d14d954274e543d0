// Serves the built web app. Hashed assets are cached for a year; everything else that looks like a
// page (no file extension) gets index.html, so deep links like /user/orders/new load the SPA.
// The build writes .br and .gz siblings of text files (web/build/precompress.ts); the best one the
// browser accepts is sent. robots.txt and sitemap.xml name the site's own address: the build holds
// them with a %PUBLIC_URL% placeholder that is filled in from PUBLIC_URL here. Pages get index.html
// as index-html.ts renders it for the page and language (preloads, <html lang>).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createIndexRenderer } from './index-html.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
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

interface Representation {
  /** The file to stream, or the bytes of a templated file. */
  source: string | Buffer;
  size: number;
}

interface Resource {
  type: string;
  etag: string;
  lastModified: string;
  immutable: boolean;
  variants: Partial<Record<Encoding, Representation>>;
  /** Request headers the body depends on, besides Accept-Encoding. */
  vary?: string;
}

const STARTED = new Date().toUTCString();

function compressedVariants(body: Buffer): Resource['variants'] {
  const gzip = gzipSync(body, { level: 9 });
  const br = brotliCompressSync(body);
  return {
    identity: { source: body, size: body.length },
    gzip: { source: gzip, size: gzip.length },
    br: { source: br, size: br.length },
  };
}

export function createStaticSite(root: string | null, options: StaticSiteOptions): StaticSite {
  const indexPath = root ? path.join(root, 'index.html') : null;
  const available = indexPath !== null && fs.existsSync(indexPath);
  // Built files do not change while the server runs: describe each once.
  const resources = new Map<string, Resource>();

  function resource(file: string, pathname: string, immutable: boolean): Resource {
    let found = resources.get(file);
    if (found) return found;
    const stat = fs.statSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const variants: Resource['variants'] = {};
    if (TEMPLATED.has(pathname)) {
      Object.assign(variants, compressedVariants(Buffer.from(fs.readFileSync(file, 'utf8').replace(PUBLIC_URL_PLACEHOLDER, options.publicUrl))));
    } else {
      variants.identity = { source: file, size: stat.size };
      for (const [coding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        const sibling = statFile(file + suffix);
        if (sibling) variants[coding] = { source: file + suffix, size: sibling.size };
      }
    }
    found = {
      type,
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      lastModified: stat.mtime.toUTCString(),
      immutable,
      variants,
    };
    resources.set(file, found);
    return found;
  }

  const indexRenderer = available ? createIndexRenderer(root!) : null;
  const pages = new Map<string, Resource>();

  /** index.html for a page (kept per rendered variant: a few per language). */
  function pageResource(req: IncomingMessage, pathname: string): Resource {
    const search = new URL(req.url ?? '/', 'http://localhost').search;
    const { html, etag } = indexRenderer!.render(pathname, search, {
      cookie: req.headers.cookie,
      'accept-language': req.headers['accept-language'],
    });
    let found = pages.get(etag);
    if (!found) {
      found = { type: TYPES['.html']!, etag, lastModified: STARTED, immutable: false, variants: compressedVariants(html), vary: 'accept-encoding, accept-language, cookie' };
      pages.set(etag, found);
    }
    return found;
  }

  function send(req: IncomingMessage, res: ServerResponse, found: Resource) {
    const encoding = chooseEncoding(
      req.headers['accept-encoding'],
      new Set(Object.keys(found.variants) as Encoding[]),
    );
    const variant = found.variants[encoding]!;
    // Each encoding is its own representation: a cache must not hand a gzip body to a client that
    // asked for none, so the validator differs per encoding.
    const etag = encoding === 'identity' ? found.etag : `${found.etag.slice(0, -1)}-${encoding}"`;
    res.setHeader('content-type', found.type);
    res.setHeader('cache-control', found.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('last-modified', found.lastModified);
    res.setHeader('etag', etag);
    res.setHeader('vary', found.vary ?? 'accept-encoding');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    if (isFresh(req, etag, found.lastModified)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('content-length', variant.size);
    res.statusCode = 200;
    if (req.method === 'HEAD') res.end();
    else if (typeof variant.source === 'string') fs.createReadStream(variant.source).pipe(res);
    else res.end(variant.source);
  }

  return {
    serve(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (!root || !available) {
        if (path.extname(pathname)) return false;
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The web app has not been built. Run `npm run build` (npm start does it for you).\n');
        return true;
      }
      if (pathname === '/index.html') {
        send(req, res, pageResource(req, '/'));
        return true;
      }
      const file = resolveInside(root, pathname);
      // The compressed siblings are representations, not resources of their own; the build's
      // manifest (.vite/) is for the server.
      if (file && !/\.(?:br|gz)$/.test(file) && !pathname.split('/').some((part) => part.startsWith('.')) && statFile(file)) {
        send(req, res, resource(file, pathname, pathname.startsWith('/assets/')));
        return true;
      }
      // Unknown files stay 404; extension-less paths are app routes (unknown ones redirect to / in the app).
      if (path.extname(pathname)) return false;
      send(req, res, pageResource(req, pathname));
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

function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}

function statFile(file: string): fs.Stats | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}
