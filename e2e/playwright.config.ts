import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/**
 * The end-to-end suite (docs/architecture.md "Tests"): Debian's Chromium (never a downloaded browser),
 * one worker because the specs share one real server and database, artifacts under test-results/e2e.
 * Start it through `e2e/run.mjs`, which starts the server and sets E2E_BASE_URL.
 */
export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/e2e/artifacts',
  // the page walk's committed baselines (`npm run test:screenshots`, docs/storybook.md "Page walk")
  snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e/report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    acceptDownloads: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
