// One server process per core (WORKERS): the primary prepares the database once — migrations, the
// first manager — then forks workers that each run the whole app and share the port (node:cluster).
// The app keeps no state of its own (PostgreSQL holds the data, Redis carries live events and ended
// sessions), so a worker is just one more instance, as on another machine behind a load balancer.
import cluster from 'node:cluster';
import type { Config } from './config.ts';
import type { Logger } from './log.ts';
import { openDatabase } from './db.ts';
import { prepareDatabase } from './bootstrap/prepare-database.ts';
import { announceRunning } from './bootstrap/banner.ts';
import { serveClusterMetrics } from './metrics/cluster.ts';

/** A worker that dies is replaced, but not in a tight loop when it dies at start-up. */
const RESTART_DELAY_MS = 1000;

export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

export async function runPrimary(config: Config, log: Logger): Promise<void> {
  // The generated manager password is printed last, once every worker serves.
  const announcements: string[] = [];
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, config, log, (text) => announcements.push(text));
  } finally {
    await db.close();
  }

  // Every worker signs and checks tokens with the same secret, even a generated one.
  const env = { JWT_SECRET: config.jwtSecret, MIGRATE_ON_START: 'false' };
  let stopping = false;
  const fork = () => cluster.fork(env);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error('worker exited; starting another', { pid: worker.process.pid, code, signal });
    setTimeout(fork, RESTART_DELAY_MS);
  });
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening !== config.workers) return;
    announceRunning(config, log);
    setImmediate(() => {
      for (const text of announcements) process.stdout.write(text + '\n');
    });
  });
  // A scrape of /metrics reaches one worker, which asks here for every worker's numbers.
  serveClusterMetrics();
  for (let i = 0; i < config.workers; i++) fork();

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (!left) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker?.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
