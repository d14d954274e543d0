// Unit and integration tests: server modules (graph/**) and web logic (web/**). Browser journeys
// live in e2e/ with their own config. TEST_DB selects the database the integration tests use
// (pglite, the default, or postgres); scripts/test.mjs runs the suite once on each.
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Component tests (web/**/*.test.tsx, in jsdom) import modules with `graphql` tags: compile them as
  // the build does (web/vite.config.ts). Only the web app's files go through Babel.
  plugins: [react({ include: /[\\/]web[\\/].*\.[jt]sx?$/, babel: { plugins: [['relay', { eagerEsModules: true }]] } })],
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) builds without an exports map: Node loads the CJS
    // one for our dependencies, Vite would pick the ESM one for test files, and two graphql
    // instances refuse each other's schemas. Point everything at the build Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['graph/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['node_modules/**', 'e2e/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry and CPU-bound; two cores want few parallel files.
    maxWorkers: 2,
  },
});
