import { defineConfig } from 'vitest/config';

/**
 * The size budgets (docs/releasing.md "Size budgets"), a suite of its own because it builds the
 * packages (tsup), two pages and the embed script — about a minute: `npx vitest run -c bench/ui/vitest.config.ts`.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'budgets',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
