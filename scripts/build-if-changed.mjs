#!/usr/bin/env node
// `npm start`'s build step: build what changed since the last build, so a restart answers in seconds.
// - the web app (generate + vite, as `npm run build` does) when its sources changed;
// - the server bundle (scripts/build-server.mjs, under a second) when graph/ changed.
// Each build keeps its sources' content hash beside it (dist/web/.sources, dist/server/.sources); a
// missing or different hash builds again.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', '.vite']);
const SHARED = ['prisma/schema.prisma', 'package-lock.json', 'tsconfig.json'];

const targets = {
  web: {
    output: path.join(root, 'dist/web/index.html'),
    stamp: path.join(root, 'dist/web/.sources'),
    /** What the build reads: the web app, the schema it is compiled against and what generates it. */
    inputs: ['web', 'graph/schema', 'graph/domain', 'schema.graphql', 'relay.config.js', ...SHARED],
  },
  server: {
    output: SERVER_BUNDLE,
    stamp: path.join(root, 'dist/server/.sources'),
    inputs: ['graph', 'scripts/build-server.mjs', ...SHARED],
  },
};

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) {
    if (!SKIP.has(name)) yield* files(path.join(entry, name));
  }
}

function sourcesHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update('\0');
      hash.update(fs.readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

// `npm run build` has just built both from the current sources: record that, so that the next
// `npm start` does not build them again.
if (process.argv.includes('--stamp-only')) {
  for (const target of Object.values(targets)) fs.writeFileSync(target.stamp, sourcesHash(target.inputs));
  process.exit(0);
}

const upToDate = ({ output, stamp, inputs }) => fs.existsSync(output) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourcesHash(inputs);

if (!upToDate(targets.web)) {
  console.log(fs.existsSync(targets.web.stamp) ? 'Building the web app: its sources changed since the last build…' : 'Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Generation may rewrite generated sources; the stamp describes what the build was made from.
  fs.writeFileSync(targets.web.stamp, sourcesHash(targets.web.inputs));
}

// After the web build: generation may have rewritten graph/generated, which the server bundles.
if (!upToDate(targets.server)) {
  await buildServer();
  fs.writeFileSync(targets.server.stamp, sourcesHash(targets.server.inputs));
}
