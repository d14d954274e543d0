// Prisma's WebAssembly schema engine (@prisma/schema-engine-wasm, shipped with @prisma/internals),
// run through a driver adapter because the native engine cannot be downloaded here: the diffs that
// `prisma migrate diff` prints, from our migrations or from a live database to schema.prisma.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type * as SchemaEngineGlue from '@prisma/schema-engine-wasm/schema_engine_bg';

type SchemaEngineModule = typeof SchemaEngineGlue;
/** Where a diff starts: the database the adapter connects to, or a migrations directory. */
export type DiffSource = SchemaEngineGlue.DiffTarget;

let engineModule: Promise<SchemaEngineModule> | undefined;

/** The glue module holds one global instance, so load it once. */
function loadSchemaEngine(): Promise<SchemaEngineModule> {
  engineModule ??= (async () => {
    const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasm = fs.readFileSync(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm, { './schema_engine_bg.js': glue as unknown as WebAssembly.ModuleImports });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return engineModule;
}

/**
 * The SQL that takes `from` to the schema, as `prisma migrate diff --script` prints it; "-- This is
 * an empty migration." when there is nothing to do. The adapter is the database a `schemaDatasource`
 * source reads, and the shadow database a `migrations` source is replayed on.
 */
export async function schemaEngineDiff(schema: string, from: DiffSource, adapter: SqlDriverAdapterFactory): Promise<string> {
  const [engineGlue, { bindMigrationAwareSqlAdapterFactory }] = await Promise.all([loadSchemaEngine(), import('@prisma/driver-adapter-utils')]);
  const factory = bindMigrationAwareSqlAdapterFactory({
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    connect: () => adapter.connect(),
    connectToShadowDb: () => adapter.connect(),
  });
  const engine = await engineGlue.SchemaEngine.new({ datamodels: [['schema.prisma', schema]] }, () => {}, factory);
  try {
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? '';
  } finally {
    engine.free();
  }
}

/** The statements of a diff script, without its comments: empty when the diff is. */
export function diffStatements(script: string): string {
  return script.replace(/^--.*$/gm, '').trim();
}

/**
 * What `prisma migrate diff --from-migrations <dir> --to-schema <schema> --script` prints, i.e. the
 * migration `prisma migrate dev` would create next, with an in-memory PGlite as the shadow database.
 */
export async function prismaMigrateDiff(options: {
  schema: string;
  migrationsDir: string;
  /** An empty PGlite to use as the shadow database (the caller closes it); default: a new one. */
  shadow?: PGlite;
}): Promise<string> {
  const [pgliteModule, { PrismaPGlite }] = await Promise.all([import('@electric-sql/pglite'), import('pglite-prisma-adapter')]);
  const dir = options.migrationsDir;
  const migrationDirectories = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8') },
      },
    }));
  const lockPath = path.join(dir, 'migration_lock.toml');
  const shadow = options.shadow ?? (await pgliteModule.PGlite.create());
  try {
    // One fresh PGlite serves as both "main" and shadow database: this diff only reads the shadow.
    return await schemaEngineDiff(
      options.schema,
      {
        tag: 'migrations',
        baseDir: dir,
        lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
        shadowDbInitScript: '',
        migrationDirectories,
      },
      new PrismaPGlite(shadow),
    );
  } finally {
    if (!options.shadow) await shadow.close();
  }
}
