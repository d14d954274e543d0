// Moving the embedded database to PostgreSQL: a PGlite folder with rows in every table (and a
// table with a sequence, from an extra test migration) is moved into a fresh PostgreSQL database;
// every table's count and checksum must match, the history must agree with the migrations, the
// sequence must go on where it was, and the app must run on the copy. Needs PostgreSQL, so it runs
// in the TEST_DB=postgres pass (the source is PGlite either way).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db.ts';
import { DEFAULT_MIGRATIONS_DIR, migrate } from '../migrate/migrator.ts';
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/db.ts';
import { emptyTables, seedEveryTable } from '../testing/every-table.ts';
import { claimDataDir } from './control.ts';
import { fingerprintTables, listTables, type TableFingerprint } from './tables.ts';
import { moveToPostgres, MoveRefused } from './move-to-postgres.ts';

const postgres = testDbKind() === 'postgres';

async function fingerprints(db: Database): Promise<Record<string, TableFingerprint>> {
  const tables = (await listTables(db.sql)).filter((t) => t !== '_prisma_migrations');
  return Object.fromEntries(await db.sql.transaction((tx) => fingerprintTables(tx, tables)));
}

describe.skipIf(!postgres)('npm run db:move-to-postgres', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-move-'));
  const dataDir = path.join(root, 'data');
  // Our migrations and one more with a sequence (none of ours has one yet; the next may).
  const migrationsDir = path.join(root, 'migrations');
  let target: TestDatabase;
  let before: Record<string, TableFingerprint>;

  beforeAll(async () => {
    fs.cpSync(DEFAULT_MIGRATIONS_DIR, migrationsDir, { recursive: true });
    fs.mkdirSync(path.join(migrationsDir, '99990101000000_move_test_sequence'));
    fs.writeFileSync(
      path.join(migrationsDir, '99990101000000_move_test_sequence', 'migration.sql'),
      'CREATE TABLE "move_test_tickets" ("id" SERIAL PRIMARY KEY, "note" TEXT NOT NULL, "at" TIMESTAMPTZ(3) NOT NULL DEFAULT now());\n',
    );
    const source = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await migrate(source.sql, { migrationsDir });
      // Enough rows that the larger tables go over in several batches.
      await seedEveryTable(source, { clients: 30, reservationsEach: 10 });
      await source.sql.exec(`INSERT INTO move_test_tickets (note) SELECT 'ticket ' || g FROM generate_series(1, 7) g; DELETE FROM move_test_tickets WHERE id = 7`);
      expect(await emptyTables(source), 'tables without rows: add them to graph/testing/every-table.ts').toEqual([]);
      before = await fingerprints(source);
    } finally {
      await source.close();
    }
    target = await createTestDatabase({ migrated: false });
    await target.db.close();
  }, 120_000);
  afterAll(async () => {
    await target?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses while the app runs on the data folder', async () => {
    const claim = await claimDataDir(dataDir, 'app');
    try {
      await expect(moveToPostgres(dataDir, target.url!, { migrationsDir })).rejects.toThrow(/Stopover is running on/);
    } finally {
      await claim.release();
    }
  });

  it('copies every table, row for row, and the sequences go on where they were', async () => {
    const lines: string[] = [];
    const result = await moveToPostgres(dataDir, target.url!, { migrationsDir, log: (line) => lines.push(line) });
    console.log(`moved in ${result.ms} ms:\n${result.tables.map((t) => `  ${t.table}: ${t.rows}`).join('\n')}`);
    expect(result.sequences).toBe(1);
    const copied = await openDatabase({ kind: 'postgres', url: target.url! });
    try {
      expect(await emptyTables(copied)).toEqual([]);
      expect(await fingerprints(copied)).toEqual(before);
      expect(Object.fromEntries(result.tables.map((t) => [t.table, t.rows]))).toEqual({
        ...Object.fromEntries(Object.entries(before).map(([table, f]) => [table, f.rows])),
        _prisma_migrations: fs.readdirSync(migrationsDir).filter((name) => !name.endsWith('.toml')).length,
      });
      // The history agrees with the files: migrating again applies nothing.
      expect((await migrate(copied.sql, { migrationsDir })).applied).toEqual([]);
      // The sequence continues after the source's last value (7 was used, then deleted).
      expect((await copied.sql.query<{ id: number }>(`INSERT INTO move_test_tickets (note) VALUES ('next') RETURNING id`))[0]!.id).toBe(8);
      // Bigints beyond 2^53 and enum arrays arrive as themselves.
      expect((await copied.prisma.backup.findFirstOrThrow({ where: { host: 'kuhinja' } })).bytes).toBe(9_007_199_254_740_993n);
      expect((await copied.prisma.menuItem.findFirstOrThrow({ where: { position: 99 } })).allergens).toEqual(['GLUTEN', 'CELERY', 'MUSTARD']);
    } finally {
      await copied.close();
    }
    // The source is untouched and can still be opened.
    const source = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await fingerprints(source)).toEqual(before);
    } finally {
      await source.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, and leaves it as it is', async () => {
    await expect(moveToPostgres(dataDir, target.url!, { migrationsDir })).rejects.toThrow(MoveRefused);
    await expect(moveToPostgres(dataDir, target.url!, { migrationsDir })).rejects.toThrow(/not empty.*CREATE DATABASE/);
    await expect(moveToPostgres(dataDir, 'mysql://localhost/x')).rejects.toThrow(/postgresql:\/\//);
    const copied = await openDatabase({ kind: 'postgres', url: target.url! });
    try {
      // The copy made above, with the one ticket added since.
      expect((await fingerprints(copied)).reservations).toEqual(before.reservations);
      expect((await fingerprints(copied)).move_test_tickets!.rows).toBe(7);
    } finally {
      await copied.close();
    }
  });

  it('leaves the target empty when a row cannot be copied', async () => {
    const broken = await createTestDatabase({ migrated: false });
    try {
      // This server refuses one table's rows: once the migrations create webhook_deliveries, an event
      // trigger adds a rule the copied delivery (answered 500) breaks. The schema was committed by then.
      await broken.db.sql.exec(`
        CREATE FUNCTION refuse_failed_deliveries() RETURNS event_trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE TABLE' AND object_identity = 'public.webhook_deliveries') THEN
            ALTER TABLE public.webhook_deliveries ADD CONSTRAINT no_failures CHECK (last_status_code IS DISTINCT FROM 500);
          END IF;
        END $$;
        CREATE EVENT TRIGGER refuse_failed_deliveries ON ddl_command_end EXECUTE FUNCTION refuse_failed_deliveries();`);
      await broken.db.close();
      await expect(moveToPostgres(dataDir, broken.url!, { migrationsDir })).rejects.toThrow(/no_failures/);
      const check = await openDatabase({ kind: 'postgres', url: broken.url! });
      try {
        expect(await listTables(check.sql)).toEqual([]);
      } finally {
        await check.close();
      }
    } finally {
      await broken.drop();
    }
  });
});
