// Serves the built web app. Hashed assets are cached for a year; everything else that looks like a
// page (no file extension) gets index.html, so deep links like /user/orders/new load the SPA.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

export interface StaticSite {
  /** Answers the request if it is for the web app; returns false when it is not (→ 404). */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

export function createStaticSite(root: string | null): StaticSite {
  const indexPath = root ? path.join(root, 'index.html') : null;
  const available = indexPath !== null && fs.existsSync(indexPath);
  return {
    serve(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (!root || !available) {
        if (path.extname(pathname)) return false;
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The web app has not been built. Run `npm run build` (npm start does it for you).\n');
        return true;
      }
      const file = resolveInside(root, pathname);
      if (file && isFile(file)) {
        sendFile(req, res, file, pathname.startsWith('/assets/'));
        return true;
      }
      // Unknown files stay 404; extension-less paths are app routes (unknown ones redirect to / in the app).
      if (path.extname(pathname)) return false;
      sendFile(req, res, indexPath, false);
      return true;
    },
  };
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

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const stat = fs.statSync(file);
  const gz = file + '.gz';
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const useGzip = acceptsGzip && type !== 'image/png' && isFile(gz);
  res.setHeader('content-type', type);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('last-modified', stat.mtime.toUTCString());
  res.setHeader('vary', 'accept-encoding');
  if (useGzip) res.setHeader('content-encoding', 'gzip');
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(useGzip ? gz : file).pipe(res);
}
