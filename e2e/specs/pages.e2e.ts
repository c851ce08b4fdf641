import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_ADMIN_ITEMS, ADMIN_ITEMS } from '../../apps/portal/src/layout/admin-menu-items';
import { DEMO } from '../support/env';
import { linkIn, mails, waitForMail } from '../support/mailbox';
import { createPerson } from '../support/people';
import { api, apiToken, signedIn } from '../support/session';
import { hu } from '../support/texts';

// evaluated through the DevTools protocol: the portal's CSP (script-src 'self') rightly blocks an injected <script>
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = join(import.meta.dirname, '../../test-results/e2e/screenshots');

// every logged-in page a user reaches (spec 1 §2, spec 2 §2)
const USER_PAGES = [
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

// every admin screen: the spec's (spec 1 §2 table, spec 2 §2 table) and whatever the admin dropdown
// links to; /oauth has no screen of its own without a provider answer
const ADMIN_PAGES = [
  ...new Set([
    '/admin/accounts',
    '/admin/admins',
    '/admin/users',
    '/admin/email-templates',
    '/admin/worker-groups',
    '/admin/survey-dates',
    '/admin/translations',
    '/admin/demographies',
    '/admin/collectors',
    '/admin/questions',
    '/admin/graph-settings',
    '/admin/data-import',
    '/admin/documents',
    ...[...ADMIN_ITEMS, ...ACCOUNT_ADMIN_ITEMS].map((item) => item.to),
  ]),
];

// the logged-out screens: always Hungarian, as a logged-out person has no language yet (spec 1 §1)
const PUBLIC_PAGES = ['/login', '/forgotten-password', '/new-password'];

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

/** The path and query the page is at. */
const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Places a token where the portal keeps it (spec 1 §7), only on the first load of the test. */
async function placeToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('id_token', value);
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, token);
}

/**
 * Opens a page and checks what issue 8 §5 asks of every screen: it stays where it was opened, in the
 * expected language, settles, has no axe violations and logs no error; its screenshot is kept.
 */
async function checkPage(page: Page, path: string, language: 'hu' | 'en', shot: string) {
  const errors = collectErrors(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settled(page);
  // after the page settled, so that a guard's or a fallback route's redirect has happened
  expect(here(page)).toBe(path);
  await page.screenshot({ path: join(SHOTS, `${language}_${shot}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
}

const shotName = (path: string) => path.slice(1).replaceAll('/', '_');

/** A token of the person in a language (the language change answers a token carrying it, spec 1 §4). */
async function tokenIn(request: APIRequestContext, token: string, langId: number): Promise<string> {
  return (await api<{ token: string }>(request, token, 'GET', `account/languages/change/${langId}`)).token;
}

/** The demo admin's session account id, from its token (spec 1 §3 `aid`). */
async function demoAccountId(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request, DEMO.admin);
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).aid;
}

for (const language of ['hu', 'en'] as const) {
  test.describe(`every page in ${language}: no console errors, no axe violations, a screenshot (issue 8 §5)`, () => {
    const langId = language === 'hu' ? 1 : 2;
    // users' pages: the demo admin in Hungarian, the demo user in English, so both roles are seen
    let userToken = '';
    // admin screens: the demo admin in Hungarian; an admin made here in English, so the demo admin keeps its language
    let adminToken = '';

    test.beforeAll(async ({ request }) => {
      if (language === 'hu') {
        adminToken = await tokenIn(request, await apiToken(request, DEMO.admin), langId);
        userToken = adminToken;
        return;
      }
      userToken = await tokenIn(request, await apiToken(request, DEMO['demo-user']), langId);
      const admin = await createPerson(request, 'admin', 'Angol');
      const { token } = await api<{ token: string }>(
        request,
        await apiToken(request, admin),
        'POST',
        'session-account/set',
        { account_id: await demoAccountId(request) },
      );
      adminToken = await tokenIn(request, token, langId);
    });

    for (const path of USER_PAGES) {
      test(path, async ({ page }) => {
        await placeToken(page, userToken);
        await checkPage(page, path, language, shotName(path));
      });
    }

    for (const path of ADMIN_PAGES) {
      test(path, async ({ page }) => {
        await placeToken(page, adminToken);
        await checkPage(page, path, language, shotName(path));
      });
    }
  });
}

test.describe('every logged-out page (hu): no console errors, no axe violations, a screenshot (issue 8 §5)', () => {
  for (const path of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      await checkPage(page, path, 'hu', shotName(path));
    });
  }

  test('the set-password step of both password links', async ({ page, request }) => {
    // a first-password mail (spec 1 §7 POST users) and a forgotten-password mail, read from the SMTP sink
    const before = mails().length;
    const email = `oldalak.${Date.now()}@e2e.pulzus.test`;
    await api(request, await apiToken(request, DEMO.admin), 'POST', 'users', {
      name: 'Oldal Teszt',
      email,
      nickname: 'Oldal',
      role: 'user',
      send_set_password_email: true,
    });
    const newLink = new URL(linkIn(await waitForMail(email, before), '/new-password'));
    const person = await createPerson(request, 'user', 'Elfelejto');
    const sent = mails().length;
    await request.post('/api/users/password-reminder', {
      data: { email: person.email, email_template: 'elfelejtett-jelszo' },
    });
    const forgottenLink = new URL(linkIn(await waitForMail(person.email, sent), '/forgotten-password'));

    for (const [link, shot] of [
      [newLink, 'new-password_set'],
      [forgottenLink, 'forgotten-password_set'],
    ] as const) {
      await checkPage(page, `${link.pathname}${link.search}`, 'hu', shot);
      await expect(
        page.getByLabel(hu('forgotten-password-new-password'), { exact: true }),
        `${shot}: the set-password form`,
      ).toBeVisible();
    }
  });
});

test.describe('every page at 360 px: the page body does not scroll sideways (issue 8 §5)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** The innermost elements reaching past the right edge, naming the culprit in a failure. */
  async function tooWide(page: Page): Promise<string[]> {
    return page.evaluate(() => {
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
  }

  for (const path of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      expect(here(page)).toBe(path);
      await page.screenshot({ path: join(SHOTS, `360_${shotName(path)}.png`), fullPage: true });
      expect(await tooWide(page)).toEqual([]);
    });
  }

  for (const path of [...USER_PAGES, ...ADMIN_PAGES]) {
    test(path, async ({ page }) => {
      await signedIn(page, DEMO.admin, path);
      await settled(page);
      expect(here(page)).toBe(path);
      await page.screenshot({ path: join(SHOTS, `360_${shotName(path)}.png`), fullPage: true });
      expect(await tooWide(page)).toEqual([]);
    });
  }
});
