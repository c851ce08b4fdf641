import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { ACCOUNT_ADMIN_ITEMS, ADMIN_ITEMS } from '../../apps/portal/src/layout/admin-menu-items';
import { BASE_URL, DEMO } from '../support/env';
import { linkIn, mails, waitForMail } from '../support/mailbox';
import { axeViolations, layoutProblems } from '../support/page-checks';
import { createPerson } from '../support/people';
import { wholePageScreenshot } from '../support/screenshot';
import { api, apiToken } from '../support/session';
import { hu } from '../support/texts';

const SHOTS = join(import.meta.dirname, '../../test-results/e2e/screenshots');

/**
 * `npm run test:screenshots` sets this: each page is then compared with its committed baseline in
 * e2e/screenshots (`--update-snapshots` rewrites them); otherwise its screenshot is only kept in
 * test-results, as other specs change the demo data the baselines show (docs/storybook.md "Page walk").
 */
const COMPARE = process.env.E2E_SCREENSHOTS === 'compare';

// a phone and a laptop
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
type Viewport = keyof typeof VIEWPORTS;
type Role = 'admin' | 'user' | 'demo-user';

// who walks the users' pages: every role is seen in each language; the admin, whose sidebar carries the
// most filters, on the phone in English, where the texts are longest for the space
const USER_PAGES_ROLE: Record<Viewport, Record<'hu' | 'en', Role>> = {
  desktop: { hu: 'admin', en: 'user' },
  phone: { hu: 'demo-user', en: 'admin' },
};

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
  '/graph/heatmap',
  '/graph/key_drivers',
  '/graph/trends',
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

// the logged-out screens, in the Hungarian browser the suites run (they follow the browser's language, docs/sessions.md)
const PUBLIC_PAGES = ['/login', '/forgotten-password', '/new-password'];

/** Errors the page logs or throws from now until `stop` is called. */
function collectErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  };
  const onError = (error: Error) => errors.push(`page error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * One browser tab per walker (a token, a viewport), opened on its first page and reused for the next ones: each page
 * is still a full load (page.goto), but the portal's immutable scripts come from the tab's cache, compiled once, as
 * for a person clicking through — a fresh browser per page cost about twice the CPU of the walk (docs/architecture.md
 * "Tests"). A failed test restarts the worker, and with it the tabs.
 */
class Walker {
  #context: Promise<BrowserContext> | null = null;
  #page: Page | null = null;
  constructor(
    readonly token: string,
    readonly viewport: Viewport,
  ) {}
  async page(browser: Browser): Promise<Page> {
    this.#context ??= browser.newContext({
      baseURL: BASE_URL,
      locale: 'hu-HU',
      viewport: VIEWPORTS[this.viewport],
      // a phone has a touch screen (a coarse pointer): its admin tables put each row's actions behind one "…"
      hasTouch: this.viewport === 'phone',
    });
    const context = await this.#context;
    if (!this.#page) {
      this.#page = await context.newPage();
      await placeToken(this.#page, this.token);
    }
    return this.#page;
  }
  async close() {
    await (await this.#context)?.close();
    this.#context = null;
    this.#page = null;
  }
}

/** Waits until nothing on the page is loading any more. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]:visible, [data-state="loading"]:visible')).toHaveCount(0, {
    timeout: 10_000,
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
 * Opens a page and checks what a person would notice on it: it stays where it was opened, in the
 * expected language, settles, logs no error, has no axe violation, nothing too wide, clipped, broken
 * mid-word, no overlapping chart labels and no raw message key; its screenshot is kept (or compared).
 */
async function checkPage(page: Page, path: string, language: 'hu' | 'en', viewport: Viewport, shot: string) {
  const { errors, stop } = collectErrors(page);
  try {
    await checkOpenPage(page, path, language, viewport, shot, errors);
  } finally {
    stop();
  }
}

async function checkOpenPage(
  page: Page,
  path: string,
  language: 'hu' | 'en',
  viewport: Viewport,
  shot: string,
  errors: string[],
) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settled(page);
  // after the page settled, so that a guard's or a fallback route's redirect has happened; a graph page adds
  // the query it drew to the address (docs/graphs.md "In the address"), which is no redirect
  expect(here(page).split('?')[0]).toBe(path.split('?')[0]);
  if (COMPARE) {
    // the first screen, as a person sees it on opening the page; times of day differ from run to run
    await expect(page).toHaveScreenshot([viewport, language, `${shot}.png`], {
      maxDiffPixelRatio: 0.02,
      animations: 'disabled',
      mask: [page.locator('time')],
    });
  }
  // checked as the page stands, before the picture is taken (taking it resizes the viewport)
  const problems = await layoutProblems(page);
  const violations = await axeViolations(page);
  await wholePageScreenshot(page, { path: join(SHOTS, viewport, language, `${shot}.png`) });
  expect(problems, `${path}: what looks broken`).toEqual([]);
  expect(violations, `${path}: axe`).toEqual([]);
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

/**
 * A signed-in token of a role in a language. The demo admin walks in Hungarian as it is; everybody
 * else is a person made here, so the demo logins keep their language for the other specs.
 */
async function walkerToken(
  request: APIRequestContext,
  role: Role,
  language: 'hu' | 'en',
  viewport: Viewport,
): Promise<string> {
  const langId = language === 'hu' ? 1 : 2;
  if (role === 'admin' && language === 'hu')
    return tokenIn(request, await apiToken(request, DEMO.admin), langId);
  const nickname = `Lap${role.replace('-', '')}${language}${viewport}`;
  // comparing with the baselines, the same address on every run, so the users list stays the same (a
  // beforeAll run again in the worker Playwright starts after a failed test takes that person over);
  // otherwise a unique one, so a retried beforeAll makes its person anew
  const person = await createPerson(
    request,
    role,
    nickname,
    COMPARE ? `${nickname.toLowerCase()}@e2e.pulzus.test` : undefined,
  );
  let token = await apiToken(request, person);
  if (role === 'admin') {
    // an admin made here has no session account yet: the demo tenant's
    token = (
      await api<{ token: string }>(request, token, 'POST', 'session-account/set', {
        account_id: await demoAccountId(request),
      })
    ).token;
  }
  return tokenIn(request, token, langId);
}

for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
  for (const language of ['hu', 'en'] as const) {
    const userRole = USER_PAGES_ROLE[viewport][language];
    test.describe(`every page in ${language} at ${VIEWPORTS[viewport].width} px: nothing looks broken`, () => {
      // each walker's tab has the viewport (and a phone's touch screen) itself
      let user: Walker;
      let admin: Walker;

      test.beforeAll(async ({ request }) => {
        admin = new Walker(await walkerToken(request, 'admin', language, viewport), viewport);
        user =
          userRole === 'admin'
            ? admin
            : new Walker(await walkerToken(request, userRole, language, viewport), viewport);
      });
      test.afterAll(async () => {
        await admin?.close();
        await user?.close();
      });

      for (const path of USER_PAGES) {
        test(`${path} (${userRole})`, async ({ browser }) => {
          await checkPage(await user.page(browser), path, language, viewport, shotName(path));
        });
      }

      for (const path of ADMIN_PAGES) {
        test(`${path} (admin)`, async ({ browser }) => {
          await checkPage(await admin.page(browser), path, language, viewport, shotName(path));
        });
      }
    });
  }

  test.describe(`every logged-out page (hu) at ${VIEWPORTS[viewport].width} px: nothing looks broken`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });
    for (const path of PUBLIC_PAGES) {
      test(path, async ({ page }) => {
        await checkPage(page, path, 'hu', viewport, shotName(path));
      });
    }
  });
}

test.describe('the set-password step of both password links: nothing looks broken', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the new-password and forgotten-password links', async ({ page, request }) => {
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
      await checkPage(page, `${link.pathname}${link.search}`, 'hu', 'phone', shot);
      await expect(
        page.getByLabel(hu('forgotten-password-new-password'), { exact: true }),
        `${shot}: the set-password form`,
      ).toBeVisible();
    }
  });
});
