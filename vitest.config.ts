import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.ts';
import { coreProject } from './packages/core/vitest.config.ts';

/**
 * The DOM-free tests of a UI workspace (`*.test.ts`) in Node; its components (`*.test.tsx`) and the
 * few `.ts` tests that need a real browser (`*.browser.test.ts`) run in Chromium (vitest.browser.config.ts).
 */
function domFreeProject(name: string, root: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      root,
      environment: 'node',
      // pure functions and models (spies and fake timers are restored by the tests that use them):
      // one module graph per worker instead of one per file
      isolate: false,
      include: ['src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
    },
  };
}

/**
 * One Vitest run for the whole monorepo (node suites; browser suites have their own config), split
 * into projects that `npm run test:<workspace>` and `npm test` pick (docs/architecture.md "Tests").
 * Workspace packages resolve from source through the `source` export condition, never from `dist/`.
 * Server suites run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, with the
    // other core idle most of the run (the main process only collects results)
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      coreProject('quick'),
      coreProject('slow'),
      'tools/provider-sim',
      domFreeProject('widgets', 'packages/widgets'),
      domFreeProject('admin', 'packages/admin'),
      domFreeProject('portal', 'apps/portal'),
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
    coverage: {
      provider: 'v8',
      // relative to each project's root (a pattern from the repository root matched nothing, so the threshold
      // below held vacuously); the threshold is core's alone
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { 'packages/core/src/**': { lines: 90 } },
    },
  },
});
