#!/usr/bin/env node
// Compiles the server (graph/server.ts, everything it imports from graph/ and the packages it uses)
// into one ES module, dist/server/server.mjs, so that `npm start` runs plain `node`: no TypeScript
// loader thread, no per-module transform, one file to read. Packages are bundled too: resolving,
// statting and reading their thousands of files cost Node about half a second of every start. Those
// that find files next to themselves stay imports, read from node_modules as installed (PGlite and
// Prisma their WebAssembly, pdfkit its font metrics, zxcvbn its dictionaries), as do optional native
// add-ons, and pg, which Prisma's PostgreSQL adapter (an import) shares with our own code: two copies
// would not understand each other's objects. CommonJS packages inside an ES module need `require`:
// the banner gives them Node's.
//
// The bundle sits two folders below the root, as graph/<folder>/<file>.ts does, so the paths the
// server resolves from its own location (prisma/migrations, schema.graphql) stay the same.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/server.mjs');
/** Packages left as imports (see above). */
const EXTERNAL = ['@electric-sql/pglite', 'pglite-prisma-adapter', '@prisma/*', '.prisma/*', 'pg', 'pdfkit', '@zxcvbn-ts/*', 'bufferutil', 'utf-8-validate'];

/**
 * graphql-js from its ES module files, for every importer (`import` and `require` alike): one copy,
 * whose functions the executor calls as plain bindings. Its package's `main` is CommonJS, and an ES
 * module reading a bundled CommonJS module's exports goes through a getter each time: on a list of
 * 50 rows, 7 % of the server's CPU went to those getters. And since the bundle holds that one copy
 * only, graphql-js' check for a second one (outside NODE_ENV=production, every `isNonNullType` and
 * the like that answers no compares class names: 5 % more) has nothing to find: it is left out.
 */
const graphqlAsModules = {
  name: 'graphql-as-modules',
  setup(build) {
    build.onResolve({ filter: /^graphql(\/|$)/ }, async (args) => {
      if (args.pluginData === 'graphql-as-modules') return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'graphql-as-modules' });
      if (resolved.errors.length) return resolved;
      const asModule = resolved.path.replace(/\.js$/, '.mjs');
      return asModule !== resolved.path && fs.existsSync(asModule) ? { path: asModule } : resolved;
    });
    build.onLoad({ filter: /[\\/]graphql[\\/]jsutils[\\/]instanceOf\.mjs$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const single = text.replace(/globalThis\.process &&[^;]*process\.env\.NODE_ENV === 'production'/, 'true');
      if (single === text) throw new Error(`${args.path}: the development check's condition was not found; graphql-js changed it`);
      return { contents: single, loader: 'js' };
    });
  },
};

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: ['graph/server.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    external: EXTERNAL,
    plugins: [graphqlAsModules],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
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
