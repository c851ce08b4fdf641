import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { BASE_URL } from './support/env';

/**
 * The end-to-end suite (docs/architecture.md "Tests"): Debian's Chromium (never a downloaded browser),
 * spec files spread over workers, each with a real server and database of its own (the tests of a file
 * run in order on one worker), artifacts under test-results/e2e. Start it through `e2e/run.mjs`, which
 * starts one server per worker, passes `--workers` and sets E2E_SERVERS; Playwright loads this config
 * in each worker too, so `baseURL` is that worker's server.
 */
export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results/e2e/artifacts',
  // the page walk's committed baselines (`npm run test:screenshots`, docs/storybook.md "Page walk")
  snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e/report.json' }]],
  use: {
    baseURL: BASE_URL,
    // a Hungarian browser: the logged-out pages follow the browser's language (hu or en), the suites read Hungarian
    locale: 'hu-HU',
    acceptDownloads: true,
    screenshot: 'only-on-failure',
    // a trace records every action of every test, passing ones too: 12 % of the suite's CPU (measured on the page
    // walk), so it is on only when asked for — E2E_TRACE=1 keeps the traces of failed tests (docs/architecture.md "Tests")
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
