import { configDefaults, defineProject } from 'vitest/config';

/**
 * Suites whose subject does not depend on the database engine and that take minutes: they run on PGlite only. The
 * report's printed pages (pdftoppm, LibreOffice) are drawn from the same graph answers on either database, which
 * the report and summary suites check on both (docs/architecture.md "Tests").
 */
const ENGINE_INDEPENDENT = ['src/domains/reports/report-pages.test.ts'];

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
      exclude:
        engine === 'postgres' ? [...configDefaults.exclude, ...ENGINE_INDEPENDENT] : configDefaults.exclude,
      globalSetup: ['src/test/global-setup.ts'],
      env: { PULZUS_TEST_DB: engine },
      // server suites share no module state between files (no module mocks); one evaluation per worker
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  });
}
