import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/** A fresh browser config per project (toolchain.md: sharing one object fails at start-up). */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/** The browser suites: Storybook stories as tests (with axe) in Debian's Chromium. */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: { name: 'storybook', browser: chromium() },
      },
    ],
  },
});
