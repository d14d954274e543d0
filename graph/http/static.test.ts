// The static site: content negotiation over the build's precompressed siblings, conditional
// requests, the SPA fallback, and robots.txt / sitemap.xml filled in with PUBLIC_URL.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../web/build/precompress.ts';
import { chooseEncoding, createStaticSite, type Encoding } from './static.ts';

describe('chooseEncoding', () => {
  const both = new Set<Encoding>(['br', 'gzip', 'identity']);
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0, identity', both)).toBe('identity');
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('', both)).toBe('identity');
    expect(chooseEncoding('br', new Set<Encoding>(['gzip', 'identity']))).toBe('identity');
  });
});

describe('the static site', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Stopover</title>${'<!-- padding -->'.repeat(60)}`);
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'favicon.png'), Buffer.alloc(2048, 7));
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nSitemap: %PUBLIC_URL%/sitemap.xml\n');
    fs.mkdirSync(path.join(dir, 'driver'));
    fs.writeFileSync(path.join(dir, 'driver', 'index.html'), '<!doctype html><title>Driver</title>');
    const result = precompressDirectory(dir);
    expect(result.files).toBe(2); // the script and index.html; the PNG and the tiny robots.txt are left alone
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
    const site = createStaticSite(dir, { publicUrl: 'https://book.example.si' });
    server = http.createServer((req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      if (!site.serve(req, res, pathname)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Raw bytes (fetch would decode them), status and headers. */
  function get(pathname: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // The path goes out as written (a URL would resolve dot segments before sending).
      const { hostname, port } = new URL(base);
      http
        .get({ hostname, port, path: pathname, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('sends the precompressed sibling the browser accepts, identical once decoded', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary?.toLowerCase()).toBe('accept-encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('never compresses images and does not expose the siblings as files', async () => {
    const png = await get('/favicon.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/app-abc123.js.br')).status).toBe(404);
    expect((await get('/assets/app-abc123.js%2Egz')).status).toBe(404);
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('answers a revalidation with 304 and the SPA fallback with index.html', async () => {
    const first = await get('/user/orders/new', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.body).toString()).toContain('<title>Stopover</title>');
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: not satisfied by the brotli validator.
    expect((await get('/', { 'if-none-match': first.headers.etag! })).status).toBe(200);
  });

  it('serves the driver page for every driver link, dots in the token included, and keeps the link out of referrers', async () => {
    for (const link of ['/driver/eyJhbGciOiJIUzI1NiJ9.eyJ2IjoxfQ.c2ln', '/driver/abc']) {
      const answer = await get(link);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain('<title>Driver</title>');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // The bare prefix is an app route like any other.
    expect((await get('/driver/')).body.toString()).toContain('<title>Stopover</title>');
  });

  it('names no file outside the build, however the path is spelled', async () => {
    fs.writeFileSync(path.join(dir, '..', `${path.basename(dir)}-secret.txt`), 'secret');
    try {
      for (const attempt of [
        `/../${path.basename(dir)}-secret.txt`,
        `/%2e%2e/${path.basename(dir)}-secret.txt`,
        `/assets/..%2f..%2f${path.basename(dir)}-secret.txt`,
        `/assets/%2e%2e%2f%2e%2e%2f${path.basename(dir)}-secret.txt`,
        '/..%5c..%5cetc%5cpasswd',
        '/%00.js',
      ]) {
        const response = await get(attempt);
        expect(response.status, attempt).toBe(404);
        expect(response.body.toString(), attempt).not.toContain('secret');
      }
    } finally {
      fs.rmSync(path.join(dir, '..', `${path.basename(dir)}-secret.txt`), { force: true });
    }
  });

  it('honours q-values for the built files too, and names the charset of text', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0.5, gzip;q=0.8' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const again = await get('/assets/app-abc123.js', { 'if-none-match': plain.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('fills in PUBLIC_URL in robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body.toString()).toBe('User-agent: *\nSitemap: https://book.example.si/sitemap.xml\n');
    const gz = await get('/robots.txt', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toContain('https://book.example.si/sitemap.xml');
  });
});
