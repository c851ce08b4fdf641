import { defineConfig } from 'vitest/config';

/**
 * The slow checks of what the packages ship, each a project of its own: the size budgets
 * (bench/ui/budgets.test.ts: builds the packages, the chart-only page and the embed), the tarballs as
 * published (packages/widgets/install/tarballs.test.ts) and the install of a chart-only app with i18next
 * 25 and 26 (packages/widgets/install/peers.test.ts). A stage of `npm test` after the packages' build
 * (scripts/test.mjs); alone: `npx tsup && npx vitest run -c vitest.slow.config.ts`.
 */
export default defineConfig({
  test: {
    projects: ['bench/ui/vitest.config.ts', 'packages/widgets/install/vitest.config.ts'],
  },
});
