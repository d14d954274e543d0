// A fresh, migrated database for one integration test (or one test file). TEST_DB picks the engine:
//   pglite (default)  an in-memory PGlite;
//   postgres          a new database stopover_test_<time>_<random> on TEST_POSTGRES_URL's server.
// Always pair with drop() (afterAll/afterEach): it closes the connections and removes the database.
//
// Speed: a fresh PGlite spends ~3 s in initdb, so PGlite databases are restored from a snapshot of
// an already migrated (or empty) one, ~0.8 s. Snapshots are cached in node_modules/.cache, keyed by
// the PGlite version and the migrations' checksums, so only the first run after a migration change
// pays for initdb. Each restored database still goes through migrate(), which verifies the
// bookkeeping and applies anything the snapshot lacks, so a stale snapshot cannot hide a change.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, wrapPglite, type Database } from '../db.ts';
import { listMigrations, migrate } from '../migrate/migrator.ts';

export type TestDbKind = 'pglite' | 'postgres';

export interface TestDatabase {
  db: Database;
  /** The connection URL of the PostgreSQL test database; null for PGlite. */
  url: string | null;
  /** Closes the database and deletes it. Safe to call twice. */
  drop(): Promise<void>;
}

export function testDbKind(env: Record<string, string | undefined> = process.env): TestDbKind {
  const value = (env.TEST_DB ?? '').trim().toLowerCase();
  if (value === '' || value === 'pglite') return 'pglite';
  if (value === 'postgres' || value === 'postgresql') return 'postgres';
  throw new Error(`TEST_DB must be "pglite" or "postgres", got "${env.TEST_DB}"`);
}

export interface TestDatabaseOptions {
  /** Apply prisma/migrations (default). false gives an empty database, for migrator tests. */
  migrated?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  return testDbKind() === 'postgres' ? createPostgresDatabase(migrated) : createPgliteDatabase(migrated);
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/**
 * A PostgreSQL test database whatever TEST_DB says, for tests that hand its URL to another process
 * (PGlite's database belongs to the process that opened it).
 */
export function createPostgresTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return createPostgresDatabase(options.migrated ?? true);
}

/** Whether TEST_POSTGRES_URL's server answers (tests that need it skip without it, outside CI). */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const DEFAULT_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_PREFIX = 'stopover_test_';
/** Databases left behind by a crashed run are removed once they are this old and unused. */
const STALE_AFTER_MS = 60 * 60 * 1000;
let sweptStale = false;

function adminUrl(): string {
  return process.env.TEST_POSTGRES_URL?.trim() || DEFAULT_ADMIN_URL;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DB=postgres but the server at TEST_POSTGRES_URL (${redact(adminUrl())}) is unreachable: ${(error as Error).message}`,
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function createPostgresDatabase(migrated: boolean): Promise<TestDatabase> {
  // The creation time in the name lets a later run recognise leftovers without any bookkeeping.
  const name = `${DB_PREFIX}${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  await withAdmin(async (admin) => {
    if (!sweptStale) {
      sweptStale = true;
      await dropStaleDatabases(admin);
    }
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  let db: Database | undefined;
  const drop = once(async () => {
    await db?.close().catch(() => {});
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });
  try {
    db = await openDatabase({ kind: 'postgres', url: url.toString() });
    if (migrated) await migrate(db.sql);
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { db, url: url.toString(), drop };
}

async function dropStaleDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${DB_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const created = parseInt(datname.slice(DB_PREFIX.length).split('_')[0] ?? '', 36);
    if (!Number.isFinite(created) || Date.now() - created < STALE_AFTER_MS) continue;
    // No FORCE: a database someone is still connected to (a paused debugging session) stays.
    await admin.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}"`).catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// PGlite

const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/stopover-test-db/', import.meta.url));

let compiled: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;
const snapshots = new Map<SnapshotState, Promise<Blob>>();

export type SnapshotState = 'empty' | 'migrated';

/** Compiling PGlite's WebAssembly once per process instead of once per database saves ~0.5 s each. */
function wasmModules() {
  compiled ??= (async () => ({
    pgliteWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(pgliteDist, 'pglite.wasm'))),
    initdbWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(pgliteDist, 'initdb.wasm'))),
  }))();
  return compiled;
}

function snapshotFile(state: SnapshotState): string {
  const hash = createHash('sha256');
  const pkg = JSON.parse(fs.readFileSync(path.join(pgliteDist, '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pkg.version} ${state}\n`);
  if (state === 'migrated') for (const m of listMigrations()) hash.update(`${m.name} ${m.checksum}\n`);
  return path.join(cacheDir, `pglite-${state}-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A tarball of a fresh (and, if asked, migrated) PGlite data directory: cached on disk, or built now. */
function snapshotOf(state: SnapshotState): Promise<Blob> {
  let snapshot = snapshots.get(state);
  if (!snapshot) {
    snapshot = buildSnapshot(state);
    snapshots.set(state, snapshot);
    // A failed build must not poison every later test of this process.
    snapshot.catch(() => snapshots.delete(state));
  }
  return snapshot;
}

async function buildSnapshot(state: SnapshotState): Promise<Blob> {
  const file = snapshotFile(state);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  // The migrated snapshot starts from the empty one, so a migration change does not cost an initdb.
  const pglite = state === 'migrated' ? await restorePglite('empty') : await PGlite.create({ ...(await wasmModules()) });
  try {
    if (state === 'migrated') await migrate(wrapPglite(pglite).sql);
    const tarball = await pglite.dumpDataDir('none');
    writeCacheFile(file, new Uint8Array(await tarball.arrayBuffer()));
    return tarball;
  } finally {
    await pglite.close();
  }
}

function writeCacheFile(file: string, bytes: Uint8Array): void {
  try {
    const dir = path.dirname(file);
    fs.mkdirSync(dir, { recursive: true });
    // Snapshots of other PGlite versions or migration states are dead weight (~40 MB each).
    const prefix = path.basename(file).replace(/-[0-9a-f]+\.tar$/, '-');
    for (const old of fs.readdirSync(dir)) {
      if (old.startsWith(prefix) && old.endsWith('.tar') && old !== path.basename(file)) fs.rmSync(path.join(dir, old), { force: true });
    }
    // Write then rename, so a parallel worker never reads a half-written snapshot.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, file);
  } catch {
    // The cache is an optimisation only (read-only node_modules, full disk...).
  }
}

/** A bare in-memory PGlite restored from the empty or migrated snapshot; the caller closes it. */
export async function restorePglite(state: SnapshotState): Promise<PGlite> {
  return PGlite.create({ ...(await wasmModules()), loadDataDir: await snapshotOf(state) });
}

async function createPgliteDatabase(migrated: boolean): Promise<TestDatabase> {
  const state: SnapshotState = migrated ? 'migrated' : 'empty';
  const restore = () => restorePglite(state);
  let pglite: PGlite;
  try {
    pglite = await restore();
  } catch {
    // A damaged cache file: forget it and build the snapshot afresh, once.
    fs.rmSync(snapshotFile(state), { force: true });
    snapshots.delete(state);
    pglite = await restore();
  }
  const db = wrapPglite(pglite);
  const drop = once(() => db.close().catch(() => {}));
  try {
    if (migrated) await migrate(db.sql);
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, url: null, drop };
}
// ---------------------------------------------------------------------------------------------

function once(fn: () => Promise<unknown>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn().then(() => {}));
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
