import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/db.ts';
import {
  checksumMatches,
  DEFAULT_MIGRATIONS_DIR,
  listMigrations,
  migrate,
  MigrationChecksumError,
  MigrationError,
  MigrationFailedError,
} from './migrator.ts';

const INIT = '20261121000000_init';

const databases: TestDatabase[] = [];
const tempDirs: string[] = [];

async function database(migrated: boolean): Promise<TestDatabase> {
  const db = await createTestDatabase({ migrated });
  databases.push(db);
  return db;
}

/** A private copy of prisma/migrations that a test may edit. */
function copyOfMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-migrations-'));
  tempDirs.push(dir);
  fs.cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

function addMigration(dir: string, name: string, script: string): void {
  fs.mkdirSync(path.join(dir, name));
  fs.writeFileSync(path.join(dir, name, 'migration.sql'), script);
}

async function tableExists(t: TestDatabase, table: string): Promise<boolean> {
  const rows = await t.db.sql.query<{ name: string | null }>('SELECT to_regclass($1)::text AS name', [`public.${table}`]);
  return rows[0]?.name != null;
}

async function bookkeeping(t: TestDatabase) {
  return t.db.sql.query<{ migration_name: string; checksum: string }>(
    'SELECT migration_name, checksum FROM _prisma_migrations ORDER BY started_at, migration_name',
  );
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

afterAll(async () => {
  await Promise.all(databases.splice(0).map((d) => d.drop()));
});

describe('listMigrations', () => {
  it('finds the init migration with the sha256 of its bytes', () => {
    const migrations = listMigrations();
    expect(migrations.map((m) => m.name)).toContain(INIT);
    const init = migrations.find((m) => m.name === INIT)!;
    expect(init.checksum).toBe(createHash('sha256').update(fs.readFileSync(init.file)).digest('hex'));
  });

  it('orders migrations by directory name and refuses a directory without migration.sql', () => {
    const dir = copyOfMigrations();
    const existing = listMigrations(dir).map((m) => m.name);
    addMigration(dir, '29991122000000_b', 'SELECT 1;');
    addMigration(dir, '29991121500000_a', 'SELECT 1;');
    expect(listMigrations(dir).map((m) => m.name)).toEqual([...existing, '29991121500000_a', '29991122000000_b']);
    expect(existing[0]).toBe(INIT);
    fs.mkdirSync(path.join(dir, '29991123000000_empty'));
    expect(() => listMigrations(dir)).toThrow(/29991123000000_empty has no migration\.sql/);
  });
});

describe('checksumMatches', () => {
  it("accepts other line endings and old unpadded checksums, like Prisma's engine", () => {
    const script = 'CREATE TABLE a (id int);\nSELECT 1;\n';
    const sum = (s: string) => createHash('sha256').update(s).digest();
    expect(checksumMatches(script, sum(script).toString('hex'))).toBe(true);
    expect(checksumMatches(script.replace(/\n/g, '\r\n'), sum(script).toString('hex'))).toBe(true);
    expect(checksumMatches(script, sum(script.replace(/\n/g, '\r\n')).toString('hex'))).toBe(true);
    const unpadded = Array.from(sum(script), (b) => b.toString(16)).join('');
    if (unpadded.length !== 64) expect(checksumMatches(script, unpadded)).toBe(true);
    expect(checksumMatches(script + ' ', sum(script).toString('hex'))).toBe(false);
  });
});

describe('on an empty database', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await database(false);
  });

  it('applies every migration, schema and reference data', async () => {
    const lines: string[] = [];
    const result = await migrate(t.db.sql, { log: (line) => lines.push(line) });
    expect(result.applied).toEqual(listMigrations().map((m) => m.name));
    expect(lines.some((l) => l.includes(INIT))).toBe(true);
    const count = async (table: string) =>
      (await t.db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`))[0]?.n;
    expect(await count('settings')).toBe(1);
    expect(await count('opening_hours')).toBe(7);
    expect(await count('stop_offers')).toBe(2);
    expect(await count('menu_items')).toBeGreaterThanOrEqual(9);
    // Non-ASCII text survives the trip through the migration file.
    const names = await t.db.prisma.menuItem.findMany({ select: { nameSl: true } });
    expect(names.map((n) => n.nameSl)).toContain('Jabolčni zavitek');
    const address = await t.db.prisma.siteText.findUnique({ where: { key_language: { key: 'contact.address', language: 'sl' } } });
    expect(address?.value).toBe('Tržaška cesta 1, 1370 Logatec');
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(t.db.sql)).toEqual({ applied: [] });
  });

  it("keeps Prisma's _prisma_migrations table and rows", async () => {
    const columns = await t.db.sql.query<{
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
      is_nullable: string;
      column_default: string | null;
    }>(`SELECT column_name, data_type, character_maximum_length, is_nullable, column_default
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = '_prisma_migrations'
        ORDER BY ordinal_position`);
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'character varying', character_maximum_length: 36, is_nullable: 'NO', column_default: null },
      { column_name: 'checksum', data_type: 'character varying', character_maximum_length: 64, is_nullable: 'NO', column_default: null },
      { column_name: 'finished_at', data_type: 'timestamp with time zone', character_maximum_length: null, is_nullable: 'YES', column_default: null },
      { column_name: 'migration_name', data_type: 'character varying', character_maximum_length: 255, is_nullable: 'NO', column_default: null },
      { column_name: 'logs', data_type: 'text', character_maximum_length: null, is_nullable: 'YES', column_default: null },
      { column_name: 'rolled_back_at', data_type: 'timestamp with time zone', character_maximum_length: null, is_nullable: 'YES', column_default: null },
      { column_name: 'started_at', data_type: 'timestamp with time zone', character_maximum_length: null, is_nullable: 'NO', column_default: 'now()' },
      { column_name: 'applied_steps_count', data_type: 'integer', character_maximum_length: null, is_nullable: 'NO', column_default: '0' },
    ]);
    const pk = await t.db.sql.query<{ column_name: string }>(`
      SELECT k.column_name FROM information_schema.table_constraints c
      JOIN information_schema.key_column_usage k ON k.constraint_name = c.constraint_name AND k.table_name = c.table_name
      WHERE c.table_name = '_prisma_migrations' AND c.constraint_type = 'PRIMARY KEY'`);
    expect(pk).toEqual([{ column_name: 'id' }]);

    const rows = await t.db.sql.query<{
      id: string;
      checksum: string;
      migration_name: string;
      logs: string | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
      ok_times: boolean;
    }>(`SELECT id, checksum, migration_name, logs, rolled_back_at, applied_steps_count,
               (finished_at IS NOT NULL AND started_at <= finished_at) AS ok_times
        FROM _prisma_migrations ORDER BY migration_name`);
    const files = listMigrations();
    expect(rows).toHaveLength(files.length);
    rows.forEach((row, i) => {
      const file = files[i]!;
      expect(row).toMatchObject({
        migration_name: file.name,
        // Prisma: sha256 of the file, lower-case hex.
        checksum: createHash('sha256').update(fs.readFileSync(file.file)).digest('hex'),
        logs: null,
        rolled_back_at: null,
        applied_steps_count: 1,
        ok_times: true,
      });
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });
  });
});

describe('on a migrated database', () => {
  it('refuses an edited applied migration and changes nothing', async () => {
    const t = await database(true);
    const dir = copyOfMigrations();
    fs.appendFileSync(path.join(dir, INIT, 'migration.sql'), '\nCREATE TABLE "sneaky" ("id" INTEGER);\n');
    // A new migration next to it must not be applied either: the history is not trustworthy.
    addMigration(dir, '29991122000000_next', 'CREATE TABLE "next_table" ("id" INTEGER);');
    const before = await bookkeeping(t);

    const error = await migrate(t.db.sql, { migrationsDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationChecksumError);
    const message = (error as Error).message;
    expect(message).toContain(INIT);
    expect(message).toContain('was modified after it was applied');
    expect(message).toMatch(/Restore the file/);
    expect(message).toMatch(/new migration/);

    expect(await bookkeeping(t)).toEqual(before);
    expect(await tableExists(t, 'sneaky')).toBe(false);
    expect(await tableExists(t, 'next_table')).toBe(false);
  });

  it('rolls a failing migration back completely and names its file', async () => {
    const t = await database(true);
    const dir = copyOfMigrations();
    const name = '29991122000000_broken';
    addMigration(
      dir,
      name,
      [
        'CREATE TABLE "half_done" ("id" INTEGER);',
        'ALTER TABLE "organisations" ADD COLUMN "fax" TEXT;',
        'INSERT INTO "no_such_table" VALUES (1);',
      ].join('\n'),
    );

    const error = await migrate(t.db.sql, { migrationsDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationFailedError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toContain(path.join(dir, name, 'migration.sql'));
    expect(message).toMatch(/no_such_table/);

    expect(await tableExists(t, 'half_done')).toBe(false);
    const fax = await t.db.sql.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'organisations' AND column_name = 'fax'`,
    );
    expect(fax).toEqual([]);
    expect((await bookkeeping(t)).map((r) => r.migration_name)).toEqual(listMigrations().map((m) => m.name));

    // Once fixed, the same migration applies.
    fs.writeFileSync(path.join(dir, name, 'migration.sql'), 'CREATE TABLE "half_done" ("id" INTEGER);\n');
    expect(await migrate(t.db.sql, { migrationsDir: dir })).toEqual({ applied: [name] });
    expect(await tableExists(t, 'half_done')).toBe(true);
  });

  it('refuses a history it cannot trust: unknown or unfinished migrations', async () => {
    const t = await database(true);
    await t.db.sql.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, applied_steps_count)
       VALUES ('00000000-0000-4000-8000-000000000001', repeat('0', 64), '20990101000000_from_the_future', now(), 1)`,
    );
    await expect(migrate(t.db.sql)).rejects.toThrow(/not in the migrations directory: 20990101000000_from_the_future/);
    await t.db.sql.query(`DELETE FROM _prisma_migrations WHERE migration_name = '20990101000000_from_the_future'`);

    await t.db.sql.query(`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1`, [INIT]);
    const error = await migrate(t.db.sql).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(new RegExp(`${INIT} was started at .* but never finished`));

    // Marked rolled back (what `prisma migrate resolve --rolled-back` does), the row is history only.
    await t.db.sql.query(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1`, [INIT]);
    await t.db.sql.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, applied_steps_count)
       VALUES ('00000000-0000-4000-8000-000000000002', $1, $2, now(), 1)`,
      [listMigrations().find((m) => m.name === INIT)!.checksum, INIT],
    );
    expect(await migrate(t.db.sql)).toEqual({ applied: [] });
  });
});

describe.skipIf(testDbKind() !== 'postgres')('concurrently starting instances (PostgreSQL)', () => {
  it('apply each migration exactly once', async () => {
    const t = await database(false);
    const others = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: t.url! })));
    try {
      const results = await Promise.all([t.db, ...others].map((db) => migrate(db.sql)));
      const applied = results.flatMap((r) => r.applied);
      expect(applied.sort()).toEqual(listMigrations().map((m) => m.name));
      expect((await bookkeeping(t)).map((r) => r.migration_name)).toEqual(listMigrations().map((m) => m.name));
    } finally {
      await Promise.all(others.map((db) => db.close()));
    }
  });
});
