import { defineConfig } from 'vitest/config';

// Three projects: `unit` needs nothing but Node; `integration` gets a real PostgreSQL 15 server started
// by its global setup (or the one named by TEST_DATABASE_URL) and also runs PGlite smoke tests; `web`
// runs the web app's pure modules (storage, error policy, menu tree, permission) in Node, no DOM.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
