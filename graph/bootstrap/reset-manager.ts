// `npm run staff:reset-manager`: for the operator of a self-hosted install who lost the manager's
// password. Prints a one-time link that sets a new one (valid for an hour, like any reset link);
// using it ends every session of the manager's. It reads the same configuration as the app
// (DATABASE_URL, or DATA_DIR for the embedded database, and PUBLIC_URL for the link). Whoever can
// run this can read the database anyway, so it asks for nothing more.
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { claimEmbedded, type DataDirClaim } from '../backup/control.ts';
import { issueManagerRecovery } from '../services/staff-accounts.ts';

async function main(): Promise<number> {
  let db: Database | undefined;
  let claim: DataDirClaim | null = null;
  try {
    const config = loadConfig();
    claim = await claimEmbedded(config.database, 'npm run staff:reset-manager');
    db = await openDatabase(config.database);
    const { email, name, url, expiresAt } = await issueManagerRecovery({ prisma: db.prisma, config, now: () => new Date() });
    console.log(
      [
        '',
        `The manager is ${name} <${email}>.`,
        'Open this link to choose a new password (it works once, until ' + expiresAt.toISOString() + '):',
        '',
        `  ${url}`,
        '',
        `Then sign in at ${config.publicUrl}/adminisLogin. The manager's open sessions end when the new password is set.`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(`Could not issue a recovery link: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db?.close().catch(() => {});
    await claim?.release();
  }
}

process.exitCode = await main();
