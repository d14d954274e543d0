#!/usr/bin/env node
// `npm test`: the whole suite.
//   1. unit and integration tests on embedded PGlite;
//   2. the same tests on PostgreSQL (TEST_POSTGRES_URL, default the local server), each run in its own
//      freshly created database that is dropped afterwards;
//   3. the browser journeys (Playwright driving Chromium) against the app built from the current sources (build-if-changed).
// On a developer machine without PostgreSQL or Chromium, steps 2 and 3 are skipped with a notice;
// in CI (CI=true) a missing one fails the run, so nothing is skipped silently there.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function skip(name, reason) {
  if (ci) {
    console.error(`\n${name}: ${reason}; CI requires it.`);
    results.push({ name, ok: false, seconds: 0 });
  } else {
    console.warn(`\n=== ${name}: skipped (${reason}) ===`);
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

step('tests on PGlite', process.execPath, [vitest, 'run', ...extraArgs], { TEST_DB: 'pglite' });

if (await postgresReachable()) {
  step('tests on PostgreSQL', process.execPath, [vitest, 'run', ...extraArgs], { TEST_DB: 'postgres', TEST_POSTGRES_URL: pgUrl });
} else {
  skip('tests on PostgreSQL', `no PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, '//')}`);
}

if (extraArgs.length === 0) {
  if (fs.existsSync(chromium)) {
    // A build older than the sources would test yesterday's app: build what changed (as npm start does).
    if (step('build what changed', process.execPath, [path.join(root, 'scripts/build-if-changed.mjs')])) {
      step('browser journeys', process.execPath, [vitest, 'run', '--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
    }
  } else {
    skip('browser journeys', `no Chromium at ${chromium} (apt-get install chromium)`);
  }
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
