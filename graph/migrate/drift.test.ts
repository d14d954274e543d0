// docs/architecture.md A1: migrations are SQL files of our own, so this test is what keeps them and
// schema.prisma in agreement. Prisma's schema engine compares; a failure shows the SQL that would
// bring the database to the schema.
import fs from 'node:fs';
import internals from '@prisma/internals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlSession } from '../db.ts';
import { createTestDatabase, restorePglite, testDbKind, type TestDatabase } from '../testing/db.ts';
import { databaseDiff, enumOrderDifferences, type DatamodelEnums } from '../testing/schema-drift.ts';
import { diffStatements, prismaMigrateDiff } from './schema-engine.ts';
import { DEFAULT_MIGRATIONS_DIR, migrate } from './migrator.ts';

const SCHEMA_PATH = new URL('../../prisma/schema.prisma', import.meta.url);
const schemaText = fs.readFileSync(SCHEMA_PATH, 'utf8');

let t: TestDatabase;
let datamodel: DatamodelEnums;

beforeAll(async () => {
  const [db, dmmf] = await Promise.all([createTestDatabase({ migrated: false }), internals.getDMMF({ datamodel: schemaText })]);
  t = db;
  await migrate(t.db.sql);
  datamodel = dmmf.datamodel;
});

afterAll(async () => {
  await t?.drop();
});

/** Runs fn inside a transaction that is always rolled back, so the shared database stays pristine. */
async function inRolledBackTransaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await t.db.sql
    .transaction(async (tx) => {
      result = await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

describe('migrations against schema.prisma', () => {
  // The database our migrator built. The engine reads a live database through a driver adapter;
  // @prisma/adapter-pg cannot carry its catalog queries (PostgreSQL's one-byte "char" type), so this
  // runs on PGlite only: the same migration files, applied by the same migrator.
  it.skipIf(testDbKind() !== 'pglite')('build exactly the database the models describe', async () => {
    const script = await databaseDiff(t.db.pglite!, schemaText);
    expect(diffStatements(script), `To match schema.prisma the database would need:\n${script}`).toBe('');
  }, 60_000);

  it('hold enum values in the order schema.prisma lists them', async () => {
    expect(Object.keys(datamodel.enums).length).toBeGreaterThanOrEqual(8);
    expect(await enumOrderDifferences(t.db.sql, datamodel)).toEqual([]);
  });

  // The migration `prisma migrate dev` would create next must be empty. It runs on its own PGlite
  // shadow database whatever TEST_DB says, so once per suite run is enough.
  it.skipIf(testDbKind() !== 'pglite')(
    "leave nothing for Prisma's migrate diff to generate",
    async () => {
      const shadow = await restorePglite('empty');
      try {
        const script = await prismaMigrateDiff({ schema: schemaText, migrationsDir: DEFAULT_MIGRATIONS_DIR, shadow });
        expect(diffStatements(script), `prisma migrate diff would generate:\n${script}`).toBe('');
      } finally {
        await shadow.close();
      }
    },
    60_000,
  );
});

describe('the checks', () => {
  it.skipIf(testDbKind() !== 'pglite')('report a database with extra, missing and changed objects', async () => {
    // The engine reads through a connection of its own, so the changes are made in a database of their own.
    const changed = await createTestDatabase();
    try {
      await changed.db.sql.exec(`
        ALTER TABLE "organisations" ADD COLUMN "fax" TEXT;
        ALTER TABLE "reservations" ALTER COLUMN "currency" DROP DEFAULT;
        ALTER TABLE "closed_days" ALTER COLUMN "reason" TYPE VARCHAR(200);
        DROP INDEX "organisations_name_idx";
        ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_organisation_id_fkey";
        CREATE TABLE "stray" ("id" INTEGER PRIMARY KEY);
      `);
      const script = await databaseDiff(changed.db.pglite!, schemaText);
      expect(script).toContain('DROP COLUMN "fax"');
      expect(script).toMatch(/ALTER COLUMN "currency" SET DEFAULT 'EUR'/);
      expect(script).toMatch(/ALTER COLUMN "reason" SET DATA TYPE TEXT/);
      expect(script).toContain('CREATE INDEX "organisations_name_idx"');
      expect(script).toContain('ADD CONSTRAINT "mail_outbox_organisation_id_fkey"');
      expect(script).toContain('DROP TABLE "stray"');
    } finally {
      await changed.drop();
    }
  }, 60_000);

  it('report enum values out of order', async () => {
    const differences = await inRolledBackTransaction(async (tx) => {
      await tx.exec(`
        ALTER TYPE "Language" RENAME VALUE 'en' TO 'swap';
        ALTER TYPE "Language" RENAME VALUE 'sl' TO 'en';
        ALTER TYPE "Language" RENAME VALUE 'swap' TO 'sl';
      `);
      return enumOrderDifferences(tx, datamodel);
    });
    expect(differences).toEqual(['enum "Language" has values (sl, en), schema.prisma lists (en, sl)']);
  });
});
