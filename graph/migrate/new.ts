// `npm run migration:new -- <name>`: writes the next migration, computed by Prisma's own schema
// engine (its WebAssembly build) from prisma/migrations to prisma/schema.prisma — the SQL
// `prisma migrate dev --create-only` would write, without the native engine.
import fs from 'node:fs';
import path from 'node:path';
import { prismaMigrateDiff } from './schema-engine.ts';
import { DEFAULT_MIGRATIONS_DIR } from './migrator.ts';

const name = process.argv[2]?.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
if (!name) {
  console.error('Usage: npm run migration:new -- <name>   (e.g. add_reservation_notes)');
  process.exit(2);
}
const schemaPath = path.resolve(DEFAULT_MIGRATIONS_DIR, '../schema.prisma');
const script = await prismaMigrateDiff({ schema: fs.readFileSync(schemaPath, 'utf8'), migrationsDir: DEFAULT_MIGRATIONS_DIR });
if (/^-- This is an empty migration\.\s*$/.test(script.trim()) || !script.trim()) {
  console.log('The migrations already match prisma/schema.prisma: nothing to write.');
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join(DEFAULT_MIGRATIONS_DIR, `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'migration.sql'), script.endsWith('\n') ? script : script + '\n');
console.log(`Wrote ${path.relative(process.cwd(), path.join(dir, 'migration.sql'))}. Review it, then commit.`);
