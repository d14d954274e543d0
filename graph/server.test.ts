// Start-up and shutdown: the first manager from the environment, a restart that keeps it, and the
// real process on PGlite answering SIGTERM by finishing cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';
import { createTestDatabase } from './testing/db.ts';
import { FAST_HASH, TEST_JWT_SECRET } from './testing/server.ts';
import { verifyPassword } from './auth/password.ts';
import { createLogger } from './log.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the first manager', () => {
  it('comes from MANAGER_EMAIL / MANAGER_PASSWORD, is created once and never printed', async () => {
    const { db, drop } = await createTestDatabase();
    cleanups.push(drop);
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: 'none',
      MANAGER_EMAIL: 'Boss@Example.com',
      MANAGER_PASSWORD: 'a long manager password',
    });
    const announcements: string[] = [];
    const options = { database: db, hashParams: FAST_HASH, logger: createLogger('silent'), announce: (t: string) => announcements.push(t) };
    const first = await startServer(config, options);
    await first.stop();
    const second = await startServer(config, options);
    await second.stop();

    const managers = await db.prisma.staff.findMany({ where: { isManager: true } });
    expect(managers).toHaveLength(1);
    expect(managers[0]!.email).toBe('boss@example.com');
    expect(await verifyPassword('a long manager password', managers[0]!.passwordHash!)).toBe(true);
    expect(announcements).toEqual([]);
  });

  it('refuses half a configuration and short passwords', () => {
    expect(() => loadConfig({ MANAGER_EMAIL: 'a@b.c' })).toThrow(/both/);
    expect(() => loadConfig({ MANAGER_EMAIL: 'a@b.c', MANAGER_PASSWORD: 'short' })).toThrow(/12 characters/);
  });

  it('refuses to run production without a JWT secret or SMTP', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/SMTP_URL/);
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail:25' });
    expect(ok).toMatchObject({ env: 'production', secureCookies: true, jwtSecretIsEphemeral: false, webhooksAllowPrivate: false });
  });

  it('allows webhooks to private addresses in development and tests only', () => {
    expect(loadConfig({}).webhooksAllowPrivate).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOKS_ALLOW_PRIVATE: 'false' }).webhooksAllowPrivate).toBe(false);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail:25' };
    expect(() => loadConfig({ ...production, WEBHOOKS_ALLOW_PRIVATE: 'true' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'maybe' })).toThrow(/true or false/);
  });
});

describe('the connection pool', () => {
  it('keeps DATABASE_POOL_SIZE connections to DATABASE_URL at most, 10 unless told', () => {
    const url = 'postgresql://app@db.example:5432/stopover';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url, poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40' }).database).toEqual({ kind: 'postgres', url, poolSize: 40 });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('start-up with a tampered migration', () => {
  it('stops with a message naming the migration', async () => {
    const { db, drop } = await createTestDatabase();
    cleanups.push(drop);
    // Same effect as editing an applied migration file: the recorded checksum no longer matches.
    await db.sql.exec("UPDATE _prisma_migrations SET checksum = repeat('0', 64)");
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: TEST_JWT_SECRET, WEB_DIST: 'none' });
    const start = startServer(config, { database: db, hashParams: FAST_HASH, logger: createLogger('silent'), announce: () => {} });
    await expect(start).rejects.toThrow(/_init.*(changed|modified|checksum)/is);
    expect(await db.prisma.staff.count()).toBe(0);
  });
});

describe('the server process', () => {
  it('starts on PGlite in DATA_DIR, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-data-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'graph/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: 'none', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const deadline = Date.now() + 60_000;
    while (!(output.includes('"msg":"listening"') && output.includes('password:')) && Date.now() < deadline) {
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(output, output).toContain('"msg":"listening"');
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    // The generated manager password is printed once, as plain console text, after the rest.
    expect(output).toMatch(/password: +\S{20,}/);
    expect(output.indexOf('password:')).toBeGreaterThan(output.indexOf('"msg":"listening"'));
    // Development keeps its session secret with the data, so a restart signs nobody out.
    expect(output).not.toContain('JWT_SECRET is not set');
    expect(fs.existsSync(path.join(dataDir, 'stopover-session-secret'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
    // Every request was logged as one JSON line without cookies or tokens.
    const requestLine = output.split('\n').find((line) => line.includes('"msg":"request"'));
    expect(JSON.parse(requestLine!)).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
  }, 90_000);
});
