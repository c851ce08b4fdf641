import { defineConfig } from 'vitest/config';

/**
 * The slow checks of what the packages ship, each a project of its own: the size budgets
 * (bench/ui/budgets.test.ts: builds the packages, the chart-only page and the embed) and the install
 * of a chart-only app with i18next 25 and 26 (packages/widgets/install/peers.test.ts). Run:
 * `npx vitest run -c vitest.slow.config.ts`.
 */
export default defineConfig({
  test: {
    projects: ['bench/ui/vitest.config.ts', 'packages/widgets/install/vitest.config.ts'],
  },
});
