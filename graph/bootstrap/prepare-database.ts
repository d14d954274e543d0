// What a database needs before the app serves from it: pending migrations, then the first manager.
// The single server and the cluster's primary both start this way.
import type { Config } from '../config.ts';
import type { Database } from '../db.ts';
import type { Logger } from '../log.ts';
import type { ScryptParams } from '../auth/password.ts';
import { migrate } from '../migrate/migrator.ts';
import { ensureFirstManager } from './first-manager.ts';
import { readDemoMarker } from '../demo/marker.ts';
import { demoBanner } from '../demo/banner.ts';

export async function prepareDatabase(db: Database, config: Config, log: Logger, announce: (text: string) => void, hashParams?: ScryptParams): Promise<void> {
  if (config.migrateOnStart) {
    const { applied } = await migrate(db.sql, { log: (line) => log.info(line) });
    if (applied.length) log.info('migrations applied', { applied });
  }
  await ensureFirstManager(db.prisma, {
    email: config.managerEmail,
    password: config.managerPassword,
    announce,
    signInUrl: `${config.publicUrl}/adminisLogin`,
    ...(hashParams ? { hashParams } : {}),
  });
  // A folder `npm run demo` generated says so, however it is started.
  const demo = await readDemoMarker(db.sql);
  if (demo) announce(demoBanner(config.publicUrl, demo));
}
