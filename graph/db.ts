// The database: Prisma Client 7 over a driver adapter, on embedded PGlite (the default: real
// PostgreSQL compiled to WASM, data in DATA_DIR) or on a PostgreSQL server (DATABASE_URL). Next to
// Prisma, a small raw SQL client on the same driver serves the migrator and the few statements
// Prisma cannot express (advisory locks run through prisma.$executeRaw instead).
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.ts';
import { DEFAULT_POOL_SIZE, type DatabaseConfig } from './config.ts';

export { PrismaClient };
export type { Prisma } from './generated/prisma/client.ts';

/** A connection (or transaction) that runs raw SQL. */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters. */
  exec(text: string): Promise<void>;
}

export interface SqlClient extends SqlSession {
  /** Runs fn in one transaction on one connection: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Re-reads the catalog's types after DDL created or changed some (the migrator calls it). PGlite
   * learns each array type's OID once, when it opens; an enum array created later would otherwise be
   * sent as plain text (`malformed array literal`) and read back as a string until a restart.
   */
  reloadTypes(): Promise<void>;
}

/** The connection pool's use at one moment (PostgreSQL; PGlite is one embedded connection). */
export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small. */
  waiting: number;
  max: number;
}

export interface Database {
  kind: DatabaseConfig['kind'];
  prisma: PrismaClient;
  sql: SqlClient;
  /** The pool's use, for /metrics; absent on PGlite. */
  poolUse?: () => PoolUse;
  /** The embedded database itself (kind pglite): backups take its data folder's snapshot. */
  pglite: PGlite | null;
  /** The server's connection URL (kind postgres): backups hand it to pg_dump. */
  url: string | null;
  close(): Promise<void>;
}

/** Our connections' application_name, so a restore can tell that the app is still connected. */
export const APPLICATION_NAME = 'stopover';

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url, config.poolSize ?? DEFAULT_POOL_SIZE);
}

/**
 * Prisma's errors without the caller's code frame: to print one, every query captured a stack trace
 * (`new Error()`) before running, a few per cent of a busy server's time. The errors keep their code
 * and message, which is what the app maps and logs.
 */
const PRISMA_OPTIONS = { errorFormat: 'minimal' } as const;

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return wrapPglite(dataDir ? await PGlite.create(dataDir) : await PGlite.create());
}

/** A Database around an already created PGlite (tests restore theirs from a snapshot). */
export function wrapPglite(pglite: PGlite): Database {
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), ...PRISMA_OPTIONS });
  const session = (db: Pick<PGlite, 'query' | 'exec'>): SqlSession => ({
    async query<T>(text: string, params?: unknown[]) {
      return (await db.query<T>(text, params as never[])).rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
  });
  return {
    kind: 'pglite',
    prisma,
    pglite,
    url: null,
    sql: {
      ...session(pglite),
      transaction: (fn) => pglite.transaction((tx) => fn(session(tx))),
      reloadTypes: () => pglite.refreshArrayTypes(),
    },
    async close() {
      await prisma.$disconnect();
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: APPLICATION_NAME });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), ...PRISMA_OPTIONS });
  const session = (client: pg.Pool | pg.PoolClient): SqlSession => ({
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  });
  return {
    kind: 'postgres',
    prisma,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    pglite: null,
    url,
    sql: {
      ...session(pool),
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(session(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      // node-postgres writes any JS array as an array literal and leaves unknown types as text for
      // Prisma to parse, so nothing it caches depends on when a type was created.
      async reloadTypes() {},
    },
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
