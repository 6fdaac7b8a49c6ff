import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react()],
  // One graphql module instance: without this, source files get graphql's ESM build and dependencies
  // (yoga, graphql-tools) its CommonJS build, and instanceof checks between them fail in tests only.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    // CI sums the suites from their JSON reports (scripts/ci-summary.mjs).
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/{machines,views,services,i18n,unit}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Model-based tests walk hundreds of paths; on two busy cores they need more than 5 s.
          testTimeout: 30000,
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
