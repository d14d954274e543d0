// Browser journeys: the real server on a fresh database, the built web app, Chromium via Playwright.
// Run by `npm test` after the unit suites (needs `npm run build` and /usr/bin/chromium).
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits on the server and the browser, which run late on a busy two-core machine; the
    // default second is shorter than one "Load more" round trip under CI load.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: two cores.
    fileParallelism: false,
  },
});
