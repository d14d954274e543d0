// `npm run demo`: Stopover on a made-up restaurant, in its own data folder (DEMO_DATA_DIR, default
// ./demo-data). On an empty folder it generates the restaurant through the services (plan.ts,
// populate.ts), then serves it like `npm start` does (startServer), printing the demo sign-ins.
// A demo generated on an earlier day is generated again, so its dates stay current. It never writes
// into a database holding anything else: it refuses, saying why.
//
// With DATABASE_URL the demo uses that PostgreSQL database instead, on the same terms: empty or
// already the demo. There a stale demo is kept (the demo drops nothing on a server).
import { ConfigError, loadConfig, loadDemoSettings, type Config } from '../config.ts';
import type { Database } from '../db.ts';
import { createLogger } from '../log.ts';
import { announceRunning } from '../bootstrap/banner.ts';
import { printAfterStartUp, startServer, stopOnSignals } from '../server.ts';
import { demoConfig } from './generate.ts';
import { openDemo } from './open.ts';

async function main(): Promise<void> {
  let config: Config;
  let seed: number;
  try {
    const base = loadConfig();
    if (base.env === 'production') throw new ConfigError('the demo does not run with NODE_ENV=production');
    const settings = loadDemoSettings();
    seed = settings.seed;
    config = demoConfig({ ...base, database: base.database.kind === 'postgres' ? base.database : { kind: 'pglite', dataDir: settings.dataDir } });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  let db: Database;
  try {
    db = await openDemo(config, seed, createLogger('warn'), new Date());
  } catch (error) {
    console.error(`The Stopover demo did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const announcements: string[] = [];
  const running = await startServer(config, { database: db, logger: log, announce: (text) => announcements.push(text) }).catch(async (error: unknown) => {
    console.error(`The Stopover demo did not start: ${error instanceof Error ? error.message : String(error)}`);
    await db.close().catch(() => {});
    process.exit(1);
  });
  announceRunning(running.services.config, log);
  printAfterStartUp(announcements);
  stopOnSignals(() => running.stop().then(() => db.close()), log);
}

void main();
