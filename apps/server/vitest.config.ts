import { defineProject } from 'vitest/config';

/** Server suites; the root config adds a second copy on PostgreSQL when TEST_DATABASE_URL is set. */
export function serverProject(engine: 'pglite' | 'postgres') {
  return defineProject({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    test: {
      name: engine === 'pglite' ? 'server' : 'server-pg',
      root: import.meta.dirname,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      globalSetup: ['src/test/global-setup.ts'],
      env: { PULZUS_TEST_DB: engine },
      // server suites share no module state between files (no module mocks); one evaluation per worker
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  });
}
