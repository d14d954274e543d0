import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SECRET_FILE, withKeptSecret } from './development-secret.ts';

describe('the development session secret', () => {
  it('is generated once into the data folder and kept across restarts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-secret-'));
    const first = withKeptSecret(loadConfig({ DATA_DIR: dataDir }));
    const second = withKeptSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.jwtSecretIsEphemeral).toBe(false);
    expect(fs.statSync(path.join(dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is never kept for a configured secret, PostgreSQL or tests', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-secret-'));
    for (const env of [
      { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) },
      { DATABASE_URL: 'postgresql://localhost/stopover' },
      { DATA_DIR: dataDir, NODE_ENV: 'test' },
    ]) {
      const config = loadConfig(env);
      expect(withKeptSecret(config)).toBe(config);
    }
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
