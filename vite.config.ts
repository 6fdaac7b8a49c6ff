import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { radixCssTrim } from './src/styles/radixCssTrim';

// The dev server proxies the backend so the app, provider and API share one origin, as in production.
const backend = process.env.BACKEND_URL ?? 'http://localhost:4000';

export default defineConfig({
  // radixCssTrim keeps only the Radix component styles the app imports (tests/views/radixCssTrim.test.ts).
  plugins: [react(), radixCssTrim()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel=modulepreload>; the polyfill would be a chunk
    // of its own on the first load.
    modulePreload: { polyfill: false },
    // The silent-renew landing page is its own tiny entry so it loads only oidc-client-ts; the SCORM
    // host page is served by the content listener on its own origin (server/content).
    rollupOptions: {
      input: { main: 'index.html', silentRefresh: 'silent-refresh.html', scormHost: 'scorm-host.html' },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // Host is kept (changeOrigin: false): the provider builds its endpoint URLs from it.
    proxy: Object.fromEntries(
      ['/config.json', '/oidc', '/graphql', '/api', '/files', '/healthz', '/recommender', '/ob'].map(
        (path) => [path, { target: backend, changeOrigin: false, ws: path === '/graphql' }],
      ),
    ),
  },
});
