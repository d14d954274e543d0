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

function step(name, command, args, env = {}, report = null) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, report, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

// Each vitest run also writes a JSON report, so that the summary (the end of a long log, often all
// of it anyone reads) can name the tests that failed and why.
function vitestRun(name, args, env) {
  const report = path.join(root, 'test-results', `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  fs.rmSync(report, { force: true });
  return step(name, process.execPath, [vitest, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env, report);
}

function failuresIn(report) {
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    return ['(no report was written)'];
  }
  const lines = [];
  for (const file of parsed.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) lines.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

function firstLine(text) {
  return String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
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

vitestRun('tests on PGlite', extraArgs, { TEST_DB: 'pglite' });

if (await postgresReachable()) {
  vitestRun('tests on PostgreSQL', extraArgs, { TEST_DB: 'postgres', TEST_POSTGRES_URL: pgUrl });
} else {
  skip('tests on PostgreSQL', `no PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, '//')}`);
}

if (extraArgs.length === 0) {
  if (fs.existsSync(chromium)) {
    // A build older than the sources would test yesterday's app: build what changed (as npm start does).
    if (step('build what changed', process.execPath, [path.join(root, 'scripts/build-if-changed.mjs')])) {
      vitestRun('browser journeys', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
    }
  } else {
    skip('browser journeys', `no Chromium at ${chromium} (apt-get install chromium)`);
  }
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  if (!r.ok && r.report) for (const line of failuresIn(r.report)) console.log(`        ${line.slice(0, 400)}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
