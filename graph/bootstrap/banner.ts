// What the operator reads once the app is serving (every worker's own line goes to the log).
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';

export function announceRunning(config: Config, log: Logger): void {
  if (config.jwtSecretIsEphemeral) {
    log.warn('JWT_SECRET is not set: using a random secret, so sessions end when the server restarts');
  }
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  log.info('listening', { url: config.publicUrl, database: where, graphiql: `${config.publicUrl}/graphql`, workers: config.workers });
  console.log(`\n  Stopover is running at ${config.publicUrl} (database: ${where}${config.workers > 1 ? `, ${config.workers} workers` : ''})\n`);
}
