// `npm run restore -- FILE [--force]`: see ./restore.ts. Stop the app first.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from './restore.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1) {
    console.error('Usage: npm run restore -- <backup file> [--force]');
    return 2;
  }
  try {
    const config = loadConfig();
    const file = path.resolve(files[0]!);
    const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.database.dataDir}`;
    console.log(`Restoring ${file} into ${where}…`);
    const result = await restoreBackup(config, file, { force, log: (line) => console.log(line) });
    if (result.keptAt) console.log(`What was there before is kept at ${result.keptAt}; delete it once you are sure.`);
    console.log(`Done in ${(result.ms / 1000).toFixed(1)} s. Start the app (npm start): it applies any newer migrations.`);
    return 0;
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
