// Restart to first answer on the embedded database, as a person restarts the app: `npm start` on a
// data folder an earlier start made (migrations applied, the manager created), the build up to date.
// Each round spawns the command and polls, every 20 ms, until each answer comes:
//   - `/` (the web app's page: what a person's browser asks first),
//   - `/readyz` 200 (the database open, every migration applied: what a load balancer waits for),
//   - a GraphQL query that reads the database (the menu of the home page).
// Medians of 5 rounds (`--rounds N`), `uptime` before and after; `--data DIR` starts from a copy of
// a filled folder.
// Target (issue 30): restart to first answer ≤ 3 s on PGlite.
//
//   npm run build && node --import tsx bench/restart.ts
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable, verdict } from './lib.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5;
const PORT = 4700 + Math.floor(Math.random() * 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-restart-'));
// `--data DIR`: restart on a copy of a folder an earlier start filled (say `npm run demo`'s ./demo-data).
const copyOf = process.argv.includes('--data') ? process.argv[process.argv.indexOf('--data') + 1] : undefined;
if (copyOf) fs.cpSync(copyOf, dataDir, { recursive: true });
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  MANAGER_EMAIL: 'manager@restart.example',
  MANAGER_PASSWORD: 'restart-bench-password-1',
  BACKUP_TIME: 'off',
  BACKUP_DIR: path.join(os.tmpdir(), 'stopover-restart-backups'),
};
const base = `http://127.0.0.1:${PORT}`;

async function answered(child: ChildProcess, check: () => Promise<boolean>, started: number, limitMs = 60_000): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error('no answer within a minute');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const page = () => fetch(`${base}/`).then((r) => r.status === 200);
const ready = () => fetch(`${base}/readyz`).then((r) => r.status === 200);
const graphql = () =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ site { offers { type priceCents } } }' }),
  }).then(async (r) => r.status === 200 && !(await r.json()).errors);

function start(command: string[]): { child: ChildProcess; started: number } {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  return { child, started };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function round(command: string[]) {
  const { child, started } = start(command);
  const [first, db, gql] = await Promise.all([answered(child, page, started), answered(child, ready, started), answered(child, graphql, started)]);
  await stop(child);
  return { first, db, gql };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`uptime before: ${execSync('uptime').toString().trim()}`);
// The first start on an empty folder creates the database, applies every migration and the manager.
const first = await round(['node', 'dist/server/server.mjs']);
console.log(`first start${copyOf ? ` on a copy of ${copyOf}` : ' on an empty folder'}: first answer ${first.first.toFixed(0)} ms, ready ${first.db.toFixed(0)} ms`);

const rows = [];
const results: Record<string, { first: number; db: number; gql: number }> = {};
for (const [name, command] of [
  ['npm start', ['npm', 'start', '--silent']],
  ['node dist/server/server.mjs', ['node', 'dist/server/server.mjs']],
] as const) {
  const samples = [];
  for (let i = 0; i < ROUNDS; i++) samples.push(await round([...command]));
  const result = { first: median(samples.map((s) => s.first)), db: median(samples.map((s) => s.db)), gql: median(samples.map((s) => s.gql)) };
  results[name] = result;
  rows.push({
    command: name,
    'first answer (/) ms': Math.round(result.first),
    'ready (/readyz) ms': Math.round(result.db),
    'first GraphQL answer ms': Math.round(result.gql),
    spread: `${Math.round(Math.min(...samples.map((s) => s.gql)))}–${Math.round(Math.max(...samples.map((s) => s.gql)))}`,
  });
}
printTable(`Restart on PGlite, medians of ${ROUNDS}`, rows);
console.log(`uptime after: ${execSync('uptime').toString().trim()}`);
const user = results['npm start']!;
console.log(verdict(user.first <= 3000, `npm start: first answer ${Math.round(user.first)} ms ≤ 3,000 ms`));
console.log(verdict(user.gql <= 3000, `npm start: first database answer ${Math.round(user.gql)} ms ≤ 3,000 ms`));
fs.rmSync(dataDir, { recursive: true, force: true });
