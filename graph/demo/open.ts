// Opens the demo's database for `npm run demo` (start.ts): generates the restaurant into an empty one,
// generates it afresh in its own folder when its day has passed, and refuses anything else.
import fs from 'node:fs';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import type { Logger } from '../log.ts';
import { prepareDatabase } from '../bootstrap/prepare-database.ts';
import { instantToLocal } from '../domain/local-time.ts';
import { inspectDatabase, type DatabaseContents } from './marker.ts';
import { generateDemo, DEMO_HASH } from './generate.ts';
import { describeSummary } from './banner.ts';

/** The demo will not use this database; the message says why and what to do instead. */
export class DemoRefusal extends Error {
  override name = 'DemoRefusal';
}

function where(config: Config): string {
  return config.database.kind === 'pglite' ? `the folder ${config.database.dataDir}` : 'the database at DATABASE_URL';
}

function refuseReal(config: Config, contents: Extract<DatabaseContents, { kind: 'real' }>): never {
  const holds = `${contents.staff} staff accounts, ${contents.clients} organisations, ${contents.reservations} reservations`;
  const instead =
    config.database.kind === 'pglite'
      ? 'Set DEMO_DATA_DIR to an empty or new folder (the default is ./demo-data).'
      : 'Point DATABASE_URL at an empty database, or unset it to use the demo folder ./demo-data.';
  throw new DemoRefusal(`${where(config)} holds a Stopover installation (${holds}), not the demo. The demo never writes into real data. ${instead}`);
}

/** The database to serve, generated now if it was empty; throws a DemoRefusal when it holds anything else. */
export async function openDemo(config: Config, seed: number, log: Logger, now: Date, say: (line: string) => void = console.log): Promise<Database> {
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
        throw new DemoRefusal(`${where(config)} holds a demo whose generation was interrupted. Drop and recreate that database, then run the demo again.`);
      }
    }
    if (contents.kind === 'empty') {
      say(`Generating the demo restaurant in ${where(config)} …`);
      await prepareDatabase(db, config, log, () => {}, DEMO_HASH);
      const started = Date.now();
      const summary = await generateDemo(db, config, { seed, now, log });
      say(describeSummary(summary, (Date.now() - started) / 1000));
    }
    return db;
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
