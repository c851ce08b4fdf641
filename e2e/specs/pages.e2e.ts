import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, type DemoLogin } from '../support/env';
import { api, apiToken, signedIn } from '../support/session';

// evaluated through the DevTools protocol: the portal's CSP (script-src 'self') rightly blocks an injected <script>
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
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
  await expect(page.locator('[aria-busy="true"]:visible, [data-state="loading"]:visible')).toHaveCount(0, {
    timeout: 10_000,
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
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

test.describe('every page at 360 px: nothing wider than the screen (issue 8 §5)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await signedIn(page, DEMO.admin, path);
      await settled(page);
      await page.screenshot({ path: join(SHOTS, `360${path.replaceAll('/', '_')}.png`), fullPage: true });
      // the innermost elements reaching past the right edge, to name the culprit in a failure
      const tooWide = await page.evaluate(() => {
        const past = (e: Element) => e.getBoundingClientRect().right > window.innerWidth + 1;
        if (document.documentElement.scrollWidth <= window.innerWidth) return [];
        return [...document.body.querySelectorAll('*')]
          .filter((e) => past(e) && ![...e.children].some(past))
          .slice(0, 5)
          .map(
            (e) =>
              `${e.closest('[data-component]')?.getAttribute('data-component') ?? ''} ${e.outerHTML.slice(0, 80)}`,
          );
      });
      expect(tooWide).toEqual([]);
    });
  }
});
