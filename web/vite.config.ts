// The web app's build: root web/, output dist/web (served by the server in production), Relay's
// babel plugin for `graphql` tags, and in development a proxy of the server's paths to :4000.
// Build: `npx vite build --config web/vite.config.ts`; dev: `npx vite --config web/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompileMessages, withoutMessageParser } from './build/precompile-messages.ts';
import { precompress } from './build/precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const apiTarget = process.env.STOPOVER_API_URL ?? 'http://localhost:4000';

const backend: ProxyOptions = { target: apiTarget, changeOrigin: false, xfwd: true };
const proxy: Record<string, ProxyOptions> = {
  // GraphQL over HTTP and graphql-ws subscriptions on the same path.
  '^/graphql(?:$|[/?])': { ...backend, ws: true },
  '^/api/': backend,
  '^/healthz(?:$|[/?])': backend,
  '^/dev(?:$|[/?])': backend,
};

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  resolve: { alias: [withoutMessageParser] },
  plugins: [
    precompileMessages(),
    react({
      babel: {
        // Options repeated from relay.config.js so the build does not depend on the working directory.
        plugins: [['relay', { eagerEsModules: true }]],
      },
    }),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // Which chunks each page and catalog needs: the server preloads them (graph/http/index-html.ts).
    manifest: true,
    assetsDir: 'assets',
    // React DOM + Relay runtime make the shell ~150 kB gzipped; split by library so that an app
    // release does not invalidate the (rarely changing) vendor chunks in browsers' caches.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The app, and the driver's page: a second, tiny entry that shares nothing with the app (no
      // React, no Relay), for a phone on a weak connection (bench/driver-page-size.ts measures it).
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), driver: fileURLToPath(new URL('./driver/index.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|intl-messageformat|@formatjs)[\\/]/ },
            // Small modules every page needs (the session and guards, the bundler's helpers) in one
            // chunk instead of four.
            {
              name: 'shell',
              test: (id: string) => /[\\/]web[\\/]auth[\\/][^\\/]+\.ts$/.test(id) || /preload-helper|rolldown[:/]runtime/.test(id),
              includeDependenciesRecursively: false,
            },
            // What the policy pages share (and the consent dialog's cookie list): one chunk, not three.
            {
              name: 'content',
              test: /[\\/]web[\\/]content[\\/](dates\.ts|cookies\.ts|policies[\\/]parts\.tsx)$/,
              includeDependenciesRecursively: false,
            },
            // The sign-in and registration pages' shared form code in one chunk instead of nine small
            // ones: on a slow link each request costs a round trip, the bytes hardly matter. The
            // captcha widget (altcha) stays a separate, lazily loaded chunk.
            {
              name: 'forms',
              test: /[\\/]web[\\/](forms[\\/](?!altcha)[^\\/]+\.tsx?$|components[\\/]Page\.tsx$|i18n[\\/]feedback\.ts$)/,
              // Only these modules: what they import from the app's entry stays in the entry's chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
});
