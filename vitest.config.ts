import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole monorepo. Each workspace contributes a project; workspace
 * packages resolve from source through the `source` export condition, never from `dist/`.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: ['packages/core'],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { 'packages/core/src/**': { lines: 90 } },
    },
  },
});
