import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { baselineScreenshotPath, diffScreenshotPath } from './.storybook/screenshot-paths';

/** A fresh browser config per project (toolchain.md: sharing one object fails at start-up). */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const }],
    // the default minute to connect is too short when CI's other lanes hold both cores while
    // Chromium starts (it failed a run with no test started)
    connectTimeout: 180_000,
  };
}

/**
 * The browser suites in Debian's Chromium: Storybook stories as tests (with axe) and component
 * tests. Dependencies are pre-bundled up front: a re-bundle discovered mid-run makes the first
 * run of a file fail with "Failed to fetch dynamically imported module".
 */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
      '@floating-ui/dom',
      'd3-array',
      'd3-scale',
      'zod',
      'date-fns',
      'date-fns/locale',
      '@testing-library/react',
      '@testing-library/user-event',
      '@testing-library/jest-dom/vitest',
      'axe-core',
      'react-router',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
      'zustand',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'msw',
      'msw/browser',
      'msw-storybook-addon',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // compares the chart stories with committed screenshots (docs/storybook.md)
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            ...chromium(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // per-pixel colour tolerance, and a few stray pixels, never a changed label or bar
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 64 },
                resolveScreenshotPath: baselineScreenshotPath,
                resolveDiffPath: diffScreenshotPath,
              },
            },
          },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'components',
          setupFiles: ['vitest.components.setup.ts'],
          include: [
            'packages/{widgets,admin}/src/**/*.{test.tsx,browser.test.ts}',
            'apps/portal/src/**/*.{test.tsx,browser.test.ts}',
          ],
          browser: chromium(),
        },
      },
    ],
  },
});
