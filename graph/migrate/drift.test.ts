// docs/architecture.md A1: migrations are SQL files of our own, so this test is what keeps them and
// schema.prisma in agreement. It fails with every difference listed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import internals from '@prisma/internals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlSession } from '../db.ts';
import { createTestDatabase, restorePglite, testDbKind, type TestDatabase } from '../testing/db.ts';
import {
  canonicalDefault,
  canonicalPgType,
  compareSchemas,
  defaultConstraintName,
  expectedSchema,
  formatDrift,
  introspectDatabase,
  prismaMigrateDiff,
  type SchemaShape,
} from './drift.ts';
import { DEFAULT_MIGRATIONS_DIR, migrate } from './migrator.ts';

const SCHEMA_PATH = new URL('../../prisma/schema.prisma', import.meta.url);
const schemaText = fs.readFileSync(SCHEMA_PATH, 'utf8');

/** Features our schema does not use yet, so the comparer's handling of them is tested too. */
const SAMPLE_SCHEMA = `
datasource db {
  provider = "postgresql"
}
enum Colour {
  RED
  GREEN @map("green")
  @@map("colour")
}
model Parent {
  id    Int     @id @default(autoincrement())
  big   BigInt  @default(-5)
  dec   Decimal @default(1.25)
  js    Json    @default("{}")
  kids  Child[]
  fans  Child[] @relation("fan")
}
model Child {
  id        String   @id @default(dbgenerated("gen_random_uuid()")) @db.Uuid
  parentId  Int      @map("parent_id")
  fanOfId   Int?     @map("fan_of_id")
  colour    Colour   @default(RED)
  colours   Colour[]
  label     String   @default("it's") @db.VarChar(20)
  ratio     Float    @default(1.5)
  neg       Int      @default(-1)
  seenAt    DateTime @default(now())
  tz        DateTime @db.Timestamptz
  tags      String[]
  moreTags  String[] @default([])
  bytes     Bytes?
  flag      Boolean  @default(false)
  parent    Parent   @relation(fields: [parentId], references: [id])
  fanOf     Parent?  @relation("fan", fields: [fanOfId], references: [id])
  @@unique([parentId, label(sort: Desc)], map: "custom_name")
  @@index([ratio], type: Hash)
  @@map("children")
}
`;

let t: TestDatabase;
let expected: SchemaShape;

beforeAll(async () => {
  const [db, dmmf] = await Promise.all([
    createTestDatabase({ migrated: false }),
    internals.getDMMF({ datamodel: schemaText }),
  ]);
  t = db;
  await migrate(t.db.sql);
  expected = expectedSchema(dmmf.datamodel);
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
  it('build exactly the database the models describe', async () => {
    const differences = compareSchemas(expected, await introspectDatabase(t.db.sql));
    expect(differences, formatDrift(differences)).toEqual([]);
  });

  it('cover every model and enum', async () => {
    // Guards the comparer itself: an empty expectation would compare equal to anything.
    const actual = await introspectDatabase(t.db.sql);
    expect(Object.keys(expected.tables).sort()).toEqual(Object.keys(actual.tables).sort());
    expect(Object.keys(expected.tables).length).toBeGreaterThanOrEqual(16);
    expect(Object.keys(expected.enums).length).toBeGreaterThanOrEqual(8);
    expect(expected.tables.organisations?.indexes.length).toBeGreaterThan(0);
    expect(expected.tables.reservations?.foreignKeys.length).toBeGreaterThan(0);
  });

  // Prisma's own schema engine (WebAssembly) as a second opinion: the migration `prisma migrate
  // dev` would create next must be empty. It runs on its own PGlite shadow database whatever
  // TEST_DB says, so once per suite run is enough.
  it.skipIf(testDbKind() !== 'pglite')(
    "leave nothing for Prisma's migrate diff to generate",
    async () => {
      const shadow = await restorePglite('empty');
      try {
        const script = await prismaMigrateDiff({ schema: schemaText, migrationsDir: DEFAULT_MIGRATIONS_DIR, shadow });
        const statements = script.replace(/^--.*$/gm, '').trim();
        expect(statements, `prisma migrate diff would generate:\n${script}`).toBe('');
      } finally {
        await shadow.close();
      }
    },
    60_000,
  );
});

describe('the comparer', () => {
  it('reports a database with extra, missing and changed objects', async () => {
    const differences = await inRolledBackTransaction(async (tx) => {
      await tx.exec(`
        ALTER TABLE "organisations" ADD COLUMN "fax" TEXT;
        ALTER TABLE "staff" DROP COLUMN "last_sign_in_at";
        ALTER TABLE "reservations" ALTER COLUMN "currency" DROP DEFAULT;
        ALTER TABLE "reservations" ALTER COLUMN "message" SET NOT NULL;
        ALTER TABLE "closed_days" ALTER COLUMN "reason" TYPE VARCHAR(200);
        DROP INDEX "organisations_name_idx";
        DROP INDEX "audit_log_created_at_id_idx";
        CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log"("created_at", "id");
        ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_organisation_id_fkey";
        ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_organisation_id_fkey" FOREIGN KEY ("organisation_id")
          REFERENCES "organisations"("id") ON DELETE SET NULL ON UPDATE CASCADE;
        ALTER TYPE "Language" ADD VALUE 'de';
        CREATE TABLE "stray" ("id" INTEGER PRIMARY KEY);
      `);
      return compareSchemas(expected, await introspectDatabase(tx));
    });
    expect(differences.sort()).toEqual(
      [
        'column "organisations"."fax" exists in the database but not in schema.prisma',
        'column "staff"."last_sign_in_at" is missing (expected timestamptz(3))',
        `column "reservations"."currency" has default (none), expected 'EUR'`,
        'column "reservations"."message" is NOT NULL, expected nullable',
        'column "closed_days"."reason" has type varchar(200), expected text',
        'index "organisations_name_idx" on "organisations" (name) is missing',
        'index "audit_log_created_at_id_idx" on "audit_log" is (created_at, id), expected (created_at DESC, id)',
        'foreign key "mail_outbox_organisation_id_fkey" on "mail_outbox" is (organisation_id) REFERENCES "organisations"(id) ' +
          'ON DELETE SET NULL ON UPDATE CASCADE, expected (organisation_id) REFERENCES "organisations"(id) ON DELETE CASCADE ON UPDATE CASCADE',
        'enum "Language" has values (en, sl, de), expected (en, sl)',
        'table "stray" exists in the database but not in schema.prisma',
      ].sort(),
    );
    expect(formatDrift(differences)).toMatch(/differs from prisma\/schema\.prisma in 10 place\(s\):\n {2}- /);
  });

  it('reports an expectation the database does not meet', async () => {
    const altered = structuredClone(expected);
    altered.tables.reservations!.columns.guests!.type = 'bigint';
    altered.tables.site_texts!.primaryKey = { name: 'site_texts_pkey', columns: ['key'] };
    altered.tables.staff!.indexes.push({ name: 'staff_first_name_key', unique: true, columns: ['first_name'], method: 'btree', predicate: null });
    delete altered.tables.captcha_uses;
    const differences = compareSchemas(altered, await introspectDatabase(t.db.sql));
    expect(differences.sort()).toEqual(
      [
        'column "reservations"."guests" has type integer, expected bigint',
        'table "site_texts" has primary key site_texts_pkey (key, language), expected site_texts_pkey (key)',
        'index "staff_first_name_key" on "staff" UNIQUE (first_name) is missing',
        'table "captcha_uses" exists in the database but not in schema.prisma',
      ].sort(),
    );
  });

  it("derives Prisma's defaults from a model", async () => {
    const { datamodel } = await internals.getDMMF({ datamodel: SAMPLE_SCHEMA });
    const shape = expectedSchema(datamodel);
    expect(shape.enums).toEqual({ colour: ['RED', 'green'] });
    expect(shape.tables.Parent?.columns.id).toEqual({ type: 'integer', nullable: false, default: `nextval('Parent_id_seq')` });
    expect(shape.tables.Parent?.columns.big?.default).toBe('-5');
    expect(shape.tables.children?.columns).toMatchObject({
      id: { type: 'uuid', nullable: false, default: 'gen_random_uuid()' },
      parent_id: { type: 'integer', nullable: false, default: null },
      fan_of_id: { type: 'integer', nullable: true, default: null },
      colour: { type: 'enum:colour', nullable: false, default: `'RED'` },
      colours: { type: 'enum:colour[]', nullable: true, default: null },
      label: { type: 'varchar(20)', nullable: false, default: `'it''s'` },
      ratio: { type: 'double precision', nullable: false, default: '1.5' },
      seenAt: { type: 'timestamp(3)', nullable: false, default: 'CURRENT_TIMESTAMP' },
      tz: { type: 'timestamptz', nullable: false, default: null },
      tags: { type: 'text[]', nullable: true, default: null },
    });
    expect(shape.tables.children?.indexes).toEqual([
      { name: 'children_ratio_idx', unique: false, columns: ['ratio'], method: 'hash', predicate: null },
      { name: 'custom_name', unique: true, columns: ['parent_id', 'label DESC'], method: 'btree', predicate: null },
    ]);
    expect(shape.tables.children?.foreignKeys).toEqual([
      {
        name: 'children_parent_id_fkey',
        columns: ['parent_id'],
        referencedTable: 'Parent',
        referencedColumns: ['id'],
        onDelete: 'RESTRICT',
        onUpdate: 'CASCADE',
      },
      {
        name: 'children_fan_of_id_fkey',
        columns: ['fan_of_id'],
        referencedTable: 'Parent',
        referencedColumns: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
    ]);
  });

  it("agrees with the SQL Prisma's engine generates for the sample schema", async () => {
    // Built in a scratch PostgreSQL schema inside a rolled-back transaction: the shared database
    // stays untouched, and the comparer reads this server's own pg_catalog spelling.
    const shadow = await restorePglite('empty');
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-drift-'));
    let script: string;
    try {
      fs.writeFileSync(path.join(emptyDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
      script = await prismaMigrateDiff({ schema: SAMPLE_SCHEMA, migrationsDir: emptyDir, shadow });
    } finally {
      fs.rmSync(emptyDir, { recursive: true, force: true });
      await shadow.close();
    }
    const { datamodel } = await internals.getDMMF({ datamodel: SAMPLE_SCHEMA });
    const differences = await inRolledBackTransaction(async (tx) => {
      await tx.exec('CREATE SCHEMA drift_sample; SET LOCAL search_path TO drift_sample;');
      await tx.exec(script);
      return compareSchemas(expectedSchema(datamodel), await introspectDatabase(tx));
    });
    expect(differences, `${formatDrift(differences)}\n\nPrisma's SQL:\n${script}`).toEqual([]);
  }, 60_000);

  it('normalises what PostgreSQL prints', () => {
    expect(canonicalPgType('timestamp(3) with time zone')).toBe('timestamptz(3)');
    expect(canonicalPgType('timestamp(3) without time zone')).toBe('timestamp(3)');
    expect(canonicalPgType('character varying(20)[]')).toBe('varchar(20)[]');
    expect(canonicalDefault(`'en'::"Language"`)).toBe(`'en'`);
    expect(canonicalDefault(`'EUR'::text`)).toBe(`'EUR'`);
    expect(canonicalDefault(`'42'::text`)).toBe(`'42'`);
    expect(canonicalDefault(`'-1'::integer`)).toBe('-1');
    expect(canonicalDefault('(-1)')).toBe('-1');
    expect(canonicalDefault(`'{}'::jsonb`)).toBe(`'{}'`);
    expect(canonicalDefault('now()')).toBe('CURRENT_TIMESTAMP');
    expect(canonicalDefault(`nextval('x_id_seq'::regclass)`)).toBe(`nextval('x_id_seq')`);
    expect(defaultConstraintName('t', ['a', 'b'], '_idx')).toBe('t_a_b_idx');
    const long = defaultConstraintName('a_really_long_table_name_for_testing', ['first_column', 'second_column'], '_key');
    expect(long).toHaveLength(63);
    expect(long.endsWith('_key')).toBe(true);
  });
});
