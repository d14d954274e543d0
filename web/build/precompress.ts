// Compressed siblings of the built web app's text files (`app.js` → `app.js.br`, `app.js.gz`), so the
// server sends ~220 kB of JavaScript instead of ~740 kB without compressing on every request
// (graph/http/static.ts picks the best one the browser accepts). Run once per build, at maximum
// compression: the cost is paid at build time only.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/i;
/** Below this, the compressed file plus its header is rarely worth a disk read. */
const MIN_BYTES = 512;

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes `.gz` and `.br` next to every compressible file of `dir` that gets smaller. */
export function precompressDirectory(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const gzip = gzipSync(data, { level: 9 });
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    // A stale sibling from an earlier build would be served for new content: remove what is not rewritten.
    for (const [suffix, compressed] of [['.gz', gzip], ['.br', brotli]] as const) {
      if (compressed.length < data.length) fs.writeFileSync(file + suffix, compressed);
      else fs.rmSync(file + suffix, { force: true });
    }
    result.files += 1;
    result.bytes += data.length;
    result.gzipBytes += Math.min(gzip.length, data.length);
    result.brotliBytes += Math.min(brotli.length, data.length);
  }
  return result;
}

/** Vite plugin: precompress the output directory after every production build. */
export function precompress(): Plugin {
  let outDir = '';
  let info: (message: string) => void = () => {};
  return {
    name: 'stopover:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      info = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const r = precompressDirectory(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
        info(`precompressed ${r.files} files: ${kb(r.bytes)} → gzip ${kb(r.gzipBytes)}, brotli ${kb(r.brotliBytes)}`);
      },
    },
  };
}
