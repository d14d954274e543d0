// The driver's page (/driver/<token>) as a phone downloads it: the HTML, and the JavaScript and CSS
// it names (web/driver/, a separate entry of the Vite build), each raw, gzip (level 9) and brotli.
// Target: JavaScript ≤ 60 KB transferred (gzip), aiming at ≤ 15 KB.
// Run: npx tsx bench/driver-page-size.ts [--build]  (reads dist/web; --build runs the web build first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const LIMIT_JS_GZIP = 60 * 1024;
const AIM_JS_GZIP = 15 * 1024;
const dist = path.resolve(import.meta.dirname, '..', 'dist', 'web');

if (process.argv.includes('--build') || !fs.existsSync(path.join(dist, 'driver', 'index.html'))) {
  execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts'], { stdio: 'inherit', cwd: path.resolve(import.meta.dirname, '..') });
}

const html = fs.readFileSync(path.join(dist, 'driver', 'index.html'), 'utf8');
const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
// Each script's static imports are downloaded too (the module graph, not only the entry).
const files = new Set<string>();
const queue = [...named];
while (queue.length) {
  const file = queue.shift()!;
  if (files.has(file)) continue;
  files.add(file);
  if (!file.endsWith('.js')) continue;
  const text = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const m of text.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
}

interface Row {
  kind: 'html' | 'js' | 'css';
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
const measure = (kind: Row['kind'], file: string, bytes: Buffer): Row => ({ kind, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length });
const rows: Row[] = [measure('html', '/driver/index.html', Buffer.from(html))];
for (const file of files) rows.push(measure(file.endsWith('.js') ? 'js' : 'css', file, fs.readFileSync(path.join(dist, file))));

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(['kind', 'file', 'raw', 'gzip', 'brotli'].join('\t'));
for (const r of rows) console.log([r.kind, r.file, kb(r.raw), kb(r.gzip), kb(r.brotli)].join('\t'));
const total = (kind: Row['kind'], key: 'raw' | 'gzip' | 'brotli') => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r[key], 0);
for (const kind of ['html', 'js', 'css'] as const) console.log(`${kind.toUpperCase()} total\traw ${kb(total(kind, 'raw'))}\tgzip ${kb(total(kind, 'gzip'))}\tbrotli ${kb(total(kind, 'brotli'))}`);
const js = total('js', 'gzip');
if (js > LIMIT_JS_GZIP) {
  console.log(`FAIL: ${kb(js)} of JavaScript (gzip) > ${kb(LIMIT_JS_GZIP)}`);
  process.exit(1);
}
console.log(`PASS: ${kb(js)} of JavaScript (gzip) ≤ ${kb(LIMIT_JS_GZIP)}${js <= AIM_JS_GZIP ? ` (within the ${kb(AIM_JS_GZIP)} aim)` : ''}`);
