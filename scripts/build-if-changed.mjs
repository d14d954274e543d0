#!/usr/bin/env node
// `npm start`'s build step: generate and build the web app only when its sources changed since the
// last build, so a restart answers in seconds. The sources' content hash is kept beside the build
// (dist/web/.sources); a missing or different hash rebuilds exactly as `npm run build` does.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist/web/.sources');

/** What the build reads: the web app, the schema it is compiled against and what generates it. */
const INPUTS = ['web', 'graph/schema', 'graph/domain', 'prisma/schema.prisma', 'schema.graphql', 'package-lock.json', 'relay.config.js', 'tsconfig.json'];
const SKIP = new Set(['node_modules', 'dist', '.vite']);

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

function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update('\0');
      hash.update(fs.readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

const before = sourcesHash();
const built = fs.existsSync(path.join(root, 'dist/web/index.html')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === before;
if (built) process.exit(0);

console.log(fs.existsSync(stamp) ? 'Building the web app: its sources changed since the last build…' : 'Building the web app (first start)…');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// Generation may rewrite generated sources; the stamp describes what the build was made from.
fs.writeFileSync(stamp, sourcesHash());
