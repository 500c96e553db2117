import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/bundling/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          hookTimeout: 60_000,
          // PGlite instances are heavy; two workers suit a 2-core machine.
          maxWorkers: 2,
          // Each test file builds its own app on its own database (test/harness.ts), and the API
          // tests mock nothing, so the files of a worker can share its loaded modules: importing
          // the whole server anew for each of sixty files repeated the same work sixty times.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
