// `npm run demo`: Stopover on a made-up restaurant, in its own data folder (DEMO_DATA_DIR, default
// ./demo-data). On an empty folder it generates the restaurant through the services (plan.ts,
// populate.ts), then serves it like `npm start` does (startServer), printing the demo sign-ins.
// A demo generated on an earlier day is generated again, so its dates stay current. It never writes
// into a database holding anything else: it refuses, saying why.
//
// With DATABASE_URL the demo uses that PostgreSQL database instead, on the same terms: empty or
// already the demo. There a stale demo is kept (the demo drops nothing on a server).
import fs from 'node:fs';
import { ConfigError, loadConfig, loadDemoSettings, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { createLogger } from '../log.ts';
import { prepareDatabase } from '../bootstrap/prepare-database.ts';
import { announceRunning } from '../bootstrap/banner.ts';
import { startServer } from '../server.ts';
import { instantToLocal } from '../domain/local-time.ts';
import { inspectDatabase, type DatabaseContents } from './marker.ts';
import { demoConfig, generateDemo, DEMO_HASH } from './generate.ts';
import { describeSummary } from './banner.ts';

class Refusal extends Error {}

function where(config: Config): string {
  return config.database.kind === 'pglite' ? `the folder ${config.database.dataDir}` : 'the database at DATABASE_URL';
}

function refuseReal(config: Config, contents: Extract<DatabaseContents, { kind: 'real' }>): never {
  const holds = `${contents.staff} staff accounts, ${contents.organisations} organisations, ${contents.reservations} reservations`;
  const instead =
    config.database.kind === 'pglite'
      ? 'Set DEMO_DATA_DIR to an empty or new folder (the default is ./demo-data).'
      : 'Point DATABASE_URL at an empty database, or unset it to use the demo folder ./demo-data.';
  throw new Refusal(`${where(config)} holds a Stopover installation (${holds}), not the demo. The demo never writes into real data. ${instead}`);
}

/** The database to serve, generated now if it was empty; throws a Refusal when it holds anything else. */
async function openDemo(config: Config, seed: number, log: ReturnType<typeof createLogger>, now: Date): Promise<Database> {
  let db = await openDatabase(config.database);
  try {
    let contents = await inspectDatabase(db.sql);
    if (contents.kind === 'real') refuseReal(config, contents);
    const today = instantToLocal(now).date;
    if (contents.kind === 'demo' && (!contents.complete || contents.generatedOn !== today)) {
      if (config.database.kind === 'pglite' && config.database.dataDir) {
        // Our own folder, marked as the demo: start it afresh for today.
        await db.close();
        fs.rmSync(config.database.dataDir, { recursive: true, force: true });
        db = await openDatabase(config.database);
        contents = { kind: 'empty' };
      } else if (!contents.complete) {
        throw new Refusal(`${where(config)} holds a demo whose generation was interrupted. Drop and recreate that database, then run the demo again.`);
      }
    }
    if (contents.kind === 'empty') {
      console.log(`Generating the demo restaurant in ${where(config)} …`);
      await prepareDatabase(db, config, log, () => {}, DEMO_HASH);
      const started = Date.now();
      const summary = await generateDemo(db, config, { seed, now, log });
      console.log(describeSummary(summary, (Date.now() - started) / 1000));
    }
    return db;
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

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
  setImmediate(() => {
    for (const text of announcements) process.stdout.write(text + '\n');
  });

  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    log.info('shutting down', { signal });
    running
      .stop()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error('shutdown failed', { error });
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
