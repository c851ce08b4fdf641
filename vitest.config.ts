import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/vitest.config.ts';

/**
 * One Vitest run for the whole monorepo (node and jsdom suites; browser suites have their own
 * config). Workspace packages resolve from source through the `source` export condition, never
 * from `dist/`. Server suites run on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      'packages/core',
      'tools/provider-sim',
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { 'packages/core/src/**': { lines: 90 } },
    },
  },
});
