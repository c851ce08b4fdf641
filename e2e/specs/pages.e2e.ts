import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, type DemoLogin } from '../support/env';
import { api, apiToken } from '../support/session';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SHOTS = join(import.meta.dirname, '../../test-results/e2e/screenshots');

// every logged-in page a user reaches (spec 1 §2, spec 2 §2); admin screens are checked by their own specs
const PAGES = [
  '/welcome',
  '/explanations',
  '/change-password',
  '/documents',
  '/participation-rate',
  '/graph/demographics',
  '/graph/commitment_total',
  '/graph/commitment_demographics',
  '/graph/commitment_detailed',
  '/graph/commitment_ranking',
  '/graph/satisfaction_total',
  '/graph/satisfaction_topics',
  '/graph/satisfaction_demographics',
  '/graph/total',
];

/** Errors the page logs or throws while it is open. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** Waits until nothing on the page is loading any more. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], [data-state="loading"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const results = await axe.run();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

for (const [language, who, langId] of [
  ['hu', DEMO.admin, 1],
  ['en', DEMO['demo-user'], 2],
] as [string, DemoLogin, number][]) {
  test.describe(`every page in ${language}: no console errors, no axe violations (issue 8 §5)`, () => {
    let token = '';
    test.beforeAll(async ({ request }) => {
      token = await apiToken(request, who);
      // the language change answers a token carrying the language (spec 1 §4)
      token = (await api<{ token: string }>(request, token, 'GET', `account/languages/change/${langId}`))
        .token;
    });

    for (const path of PAGES) {
      test(path, async ({ page }) => {
        await page.addInitScript((value) => {
          if (!sessionStorage.getItem('e2e-seeded')) {
            localStorage.setItem('id_token', value);
            sessionStorage.setItem('e2e-seeded', '1');
          }
        }, token);
        const errors = collectErrors(page);
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await settled(page);
        await page.screenshot({
          path: join(SHOTS, `${language}${path.replaceAll('/', '_')}.png`),
          fullPage: true,
        });
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
