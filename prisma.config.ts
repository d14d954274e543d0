// Prisma CLI configuration (Prisma 7). Only `prisma generate` is used here: migrations are applied by
// our own migrator (graph/migrate), because the CLI's native schema engine cannot be downloaded on
// every machine (docs/architecture.md A1). The URL is only read by commands that talk to a database.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/stopover' },
});
