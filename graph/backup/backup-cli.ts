// `npm run backup`: see ./backup.ts. Reads the app's configuration (DATA_DIR or DATABASE_URL, BACKUP_DIR).
import { loadConfig } from '../config.ts';
import { backupNow } from './backup.ts';
import { formatBytes } from './format.ts';

async function main(): Promise<number> {
  try {
    const config = loadConfig();
    const result = await backupNow(config);
    console.log(`Backup written: ${result.file} (${formatBytes(result.bytes)}, ${(result.ms / 1000).toFixed(1)} s, taken by ${result.takenBy}).`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
