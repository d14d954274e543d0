// Without JWT_SECRET, development on the embedded database keeps a generated secret in its data
// folder, so a restart does not sign everyone out. Production requires JWT_SECRET (config.ts); a
// PostgreSQL setup is shared or deployed, so it must set one too and keeps the per-process secret.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

export const SECRET_FILE = 'stopover-session-secret';

export function withKeptSecret(config: Config): Config {
  if (!config.jwtSecretIsEphemeral || config.env !== 'development' || config.database.kind !== 'pglite' || !config.database.dataDir) return config;
  const file = path.join(config.database.dataDir, SECRET_FILE);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return { ...config, jwtSecret: kept, jwtSecretIsEphemeral: false };
  } catch {
    // Not there yet: keep the one generated for this process.
  }
  try {
    fs.writeFileSync(file, config.jwtSecret + '\n', { mode: 0o600 });
    return { ...config, jwtSecretIsEphemeral: false };
  } catch {
    return config;
  }
}
