#!/usr/bin/env node
// Generates everything derived from sources: the Prisma client (+ Pothos types), schema.graphql
// (printed from the Pothos schema) and the Relay artifacts. `node scripts/generate.mjs [step...]`
// with steps prisma, schema, relay; no step means all, in that order.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = process.argv.slice(2);
const wanted = steps.length ? steps : ['prisma', 'schema', 'relay'];

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`generate: ${cmd} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

for (const step of wanted) {
  if (step === 'prisma') {
    // `prisma generate` never runs the schema engine, but the CLI insists on finding one; any
    // existing file satisfies it, so none is downloaded (docs/architecture.md A1).
    run(process.execPath, [path.join(root, 'node_modules/prisma/build/index.js'), 'generate'], {
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      // The Pothos generator is a bin of @pothos/plugin-prisma.
      PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    });
  } else if (step === 'schema') {
    run(process.execPath, ['--import', 'tsx', path.join(root, 'graph/schema/print.ts')]);
  } else if (step === 'relay') {
    run(process.execPath, [path.join(root, 'node_modules/relay-compiler/cli.js')]);
  } else {
    console.error(`generate: unknown step ${step}`);
    process.exit(2);
  }
}
