#!/usr/bin/env node
// Compiles the server (graph/server.ts and everything it imports from graph/) into one ES module,
// dist/server/server.mjs, so that `npm start` runs plain `node`: no TypeScript loader thread, no
// per-module transform, one file to read. Packages stay imports (node_modules is read as installed:
// PGlite and Prisma find their WebAssembly next to themselves).
//
// The bundle sits two folders below the root, as graph/<folder>/<file>.ts does, so the paths the
// server resolves from its own location (prisma/migrations, schema.graphql) stay the same.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/server.mjs');

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: ['graph/server.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces in logs name graph/… files and lines (node --enable-source-maps).
    sourceRoot: root,
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  await buildServer();
  console.log(`Server compiled to ${path.relative(root, SERVER_BUNDLE)} in ${Date.now() - started} ms`);
}
