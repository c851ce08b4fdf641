import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { BASE_URL, DEMO, DEMO_SCOPED, type DemoLogin } from '../support/env';
import { chartTable, graphOf, graphReady, workerCount } from '../support/graph';
import { axeViolations, layoutProblems } from '../support/page-checks';
import { api, apiToken, downloadResponse } from '../support/session';
import { en, hu } from '../support/texts';
import { wholePageScreenshot } from '../support/screenshot';

/**
 * The demo's scoped viewers (docs/privacy.md "Rule 10", HR admin guide "Scopes") in the browser: each sees on the
 * results home, the participation page, a chart and its xlsx export only the population inside their scope, with the
 * company as the comparison where the graph has one, and is not offered a filter outside it. The scopes are the
 * seed's (apps/server/src/demo/seed.ts): worker groups by their place (0 office, 1 production), sites by the
 * Telephely answers.
 */

type Language = 'hu' | 'en';
type Viewport = 'phone' | 'desktop';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const SITES = ['Győr', 'Szeged', 'Pécs'] as const;

interface ScopedViewer {
  /** The local part of the address (e2e/support/env.ts `DEMO_SCOPED`). */
  readonly key: string;
  readonly role: string;
  /** The worker groups of the scope by their place in the seed; empty: every group. */
  readonly groups: readonly number[];
  /** The sites of the scope; empty: every site. */
  readonly sites: readonly string[];
}

const VIEWERS: readonly ScopedViewer[] = [
  { key: 'egysegvezeto', role: 'unit manager', groups: [1], sites: ['Győr'] },
  { key: 'telephelyvezeto', role: 'site manager', groups: [], sites: ['Szeged', 'Pécs'] },
  { key: 'hr-partner', role: 'HR partner', groups: [0], sites: [] },
];

// each viewer once, viewport and language alternating, and the unit manager through the other three combinations
const RUNS: readonly [ScopedViewer, Viewport, Language][] = [
  [VIEWERS[0]!, 'phone', 'hu'],
  [VIEWERS[1]!, 'desktop', 'en'],
  [VIEWERS[2]!, 'phone', 'en'],
  [VIEWERS[0]!, 'desktop', 'hu'],
  [VIEWERS[0]!, 'phone', 'en'],
  [VIEWERS[0]!, 'desktop', 'en'],
];

interface GraphAnswer {
  graph_data: { name?: string; data: (number | null)[] }[];
  graph_meta: { categories: string[]; worker_count: number | null };
}

interface Collector {
  worker_group_id: number;
  respondent_count: number;
  headcount: number;
}

const text = (language: Language) => (language === 'hu' ? hu : en);
const LANG_ID = { hu: 1, en: 2 } as const;

/** A token of `who` in `language` (the language change answers a token carrying it, spec 1 §4). */
async function tokenIn(request: APIRequestContext, who: DemoLogin, language: Language): Promise<string> {
  const token = await apiToken(request, who);
  return (
    await api<{ token: string }>(request, token, 'GET', `account/languages/change/${LANG_ID[language]}`)
  ).token;
}

// the scoped demo users get Hungarian back, their stored language, for the specs after this one on the same
// server (the share e-mail goes out in the recipient's language)
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  for (const who of Object.values(DEMO_SCOPED)) await tokenIn(request, who, 'hu');
  await request.dispose();
});

/** Opens `path` signed in with `token`, placed where the portal keeps it (spec 1 §7). */
async function openWith(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-placed')) {
      localStorage.setItem('id_token', value);
      sessionStorage.setItem('e2e-token-placed', '1');
    }
  }, token);
  await page.goto(path);
}

/** The page checks of docs/storybook.md "Page walk": nothing looks broken, no axe violation. */
async function pageChecks(page: Page, where: string): Promise<void> {
  expect(await layoutProblems(page), `${where}: what looks broken`).toEqual([]);
  expect(await axeViolations(page), `${where}: axe`).toEqual([]);
}

/** The next `graph/data` answer of `type` the page receives, with the request that asked it. */
async function nextGraphAnswer(page: Page, type: string) {
  const response = await page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/graph/data') &&
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as { type?: string }).type === type,
    { timeout: 60_000 },
  );
  expect(response.status()).toBe(200);
  return {
    body: response.request().postDataJSON() as { type: string; query: Record<string, unknown> },
    answer: (await response.json()) as GraphAnswer,
  };
}

/** Numbers as the portal writes them: the separators (spaces of any width) left out. */
const digits = (value: string) => value.replace(/[\s\u00a0\u202f]/g, '');

const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The account's worker groups by id, named for showing in `language` (docs/api.md "Data names for showing"). */
async function groupsIn(
  request: APIRequestContext,
  token: string,
  language: Language,
): Promise<{ id: number; name: string }[]> {
  const answer = await request.fetch('/api/worker-groups?names=display', {
    headers: { Authorization: `Bearer ${token}`, 'X-Pulzus-Language': language },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { worker_groups } = (await answer.json()) as { worker_groups: { id: number; name: string }[] };
  return worker_groups.sort((a, b) => a.id - b.id);
}

async function attachShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await wholePageScreenshot(page), contentType: 'image/png' });
}

test.describe('scoped viewers see only their scope (docs/privacy.md "Rule 10")', () => {
  let adminToken = '';
  /** The demo's worker groups in the seed's order (by id), with their names. */
  let groups: { id: number; name: string }[] = [];

  test.beforeAll(async ({ request }) => {
    expect(Object.keys(DEMO_SCOPED).sort(), 'the scoped demo logins the server printed').toEqual(
      VIEWERS.map((v) => v.key).sort(),
    );
    adminToken = await apiToken(request, DEMO.admin);
    groups = (
      await api<{ worker_groups: { id: number; name: string }[] }>(
        request,
        adminToken,
        'GET',
        'worker-groups',
      )
    ).worker_groups.sort((a, b) => a.id - b.id);
    expect(groups.length).toBe(2);
  });

  for (const [viewer, viewport, language] of RUNS) {
    test.describe(`${viewer.role} at ${VIEWPORTS[viewport].width} px in ${language}`, () => {
      test.use({ viewport: VIEWPORTS[viewport], hasTouch: viewport === 'phone' });

      test('the results home, participation, a chart and its export hold only the scope, beside the company', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(180_000);
        const t = text(language);
        const who = DEMO_SCOPED[viewer.key]!;
        const token = await tokenIn(request, who, language);
        // the names as the page shows them: in its language, with the demo's English texts of its data names
        const shownGroups = await groupsIn(request, adminToken, language);
        expect(shownGroups.map((g) => g.id)).toEqual(groups.map((g) => g.id));
        const inGroups = viewer.groups.map((i) => shownGroups[i]!);
        const outGroups = viewer.groups.length ? shownGroups.filter((g) => !inGroups.includes(g)) : [];
        const outSites = viewer.sites.length ? SITES.filter((s) => !viewer.sites.includes(s)) : [];
        const shot = `${viewer.key}-${viewport}-${language}`;

        // (a) the results home: the statements tile's population is the scope's, fewer than the company's for
        // the same request; the participation tile counts the scope's respondents
        const home = nextGraphAnswer(page, 'total');
        await openWith(page, token, '/welcome');
        const { body, answer } = await home;
        const scoped = answer.graph_meta.worker_count;
        const company = (await api<GraphAnswer>(request, adminToken, 'POST', 'graph/data', body)).graph_meta
          .worker_count;
        expect(scoped, 'the scope is shown, not withheld').not.toBeNull();
        expect(company).not.toBeNull();
        expect(scoped!).toBeGreaterThan(0);
        expect(scoped!).toBeLessThan(company!);

        const surveyDateId = (body.query.survey_dates as number[])[0]!;
        const participation = async (bearer: string) =>
          (
            await api<{ collectors: Collector[] }>(request, bearer, 'POST', 'graph/participation-rate', {
              survey_date_id: surveyDateId,
            })
          ).collectors;
        const [own, all] = await Promise.all([participation(token), participation(adminToken)]);
        const sum = (rows: Collector[]) => rows.reduce((n, c) => n + c.respondent_count, 0);
        expect(own.length).toBeGreaterThan(0);
        expect(sum(own)).toBeLessThan(sum(all));
        if (inGroups.length)
          expect(new Set(own.map((c) => c.worker_group_id))).toEqual(new Set(inGroups.map((g) => g.id)));
        const tile = page.locator('[data-component="Pulzus.HomeTile"]', {
          hasText: t('home-tile-participation'),
        });
        await expect
          .poll(async () => digits((await tile.textContent()) ?? ''), { timeout: 20_000 })
          .toContain(
            digits(
              t('home-participation-counts', {
                respondents: sum(own).toLocaleString(language),
                headcount: own.reduce((n, c) => n + c.headcount, 0).toLocaleString(language),
              }),
            ),
          );

        // (d) the home's filters offer no worker group or site outside the scope (absent, or disabled with its reason)
        const filters = page.locator('[data-component="Pulzus.HomeFilters"]');
        await filters.getByRole('combobox', { name: t('home-filter-worker-group'), exact: true }).click();
        await expect(page.getByRole('option').first()).toBeVisible();
        for (const group of outGroups)
          await expect(
            page.getByRole('option', { name: new RegExp(`^${escapeRe(group.name)}`), disabled: false }),
            `the worker group ${group.name} outside the scope`,
          ).toHaveCount(0);
        for (const group of inGroups)
          await expect(page.getByRole('option', { name: group.name, exact: true })).toBeEnabled();
        await page.keyboard.press('Escape');
        if (outSites.length) {
          await filters.getByRole('combobox', { name: t('home-filter-demography'), exact: true }).click();
          await expect(page.getByRole('option').first()).toBeVisible();
          for (const site of outSites)
            await expect(
              page.getByRole('option', { name: new RegExp(`^${escapeRe(site)}`), disabled: false }),
              `the site ${site} outside the scope`,
            ).toHaveCount(0);
          await page.keyboard.press('Escape');
        }
        await attachShot(page, testInfo, `${shot}-welcome`);
        await pageChecks(page, '/welcome');

        // (b) participation: one table per worker group of the scope's collectors, no site outside it
        await page.goto('/participation-rate');
        const tables = page.getByRole('table');
        const ownGroups = new Set(own.map((c) => c.worker_group_id));
        await expect(tables).toHaveCount(ownGroups.size, { timeout: 20_000 });
        for (const group of outGroups) await expect(page.getByRole('main')).not.toContainText(group.name);
        for (const site of outSites) await expect(tables.first()).not.toContainText(site);
        await pageChecks(page, '/participation-rate');

        // (c) commitment_total: the scope's columns with the company as the last one, the company's value the
        // admin's (everyone of the date), the worker count the scope's
        const chart = nextGraphAnswer(page, 'commitment_total');
        await page.goto('/graph/commitment_total');
        const drawn = await chart;
        await graphReady(page);
        const companyLabel = t('graph-category-company');
        expect(drawn.answer.graph_meta.categories.at(-1)).toBe(companyLabel);
        await expect.poll(() => chartTable(page)).toContain(companyLabel);
        const adminChart = await api<GraphAnswer>(request, adminToken, 'POST', 'graph/data', drawn.body);
        const scopeCount = drawn.answer.graph_meta.worker_count;
        expect(scopeCount).not.toBeNull();
        expect(scopeCount!).toBeLessThan(adminChart.graph_meta.worker_count!);
        expect(await workerCount(page)).toBe(scopeCount);
        const lastOf = (a: GraphAnswer) => a.graph_data.map((s) => s.data.at(-1));
        expect(lastOf(drawn.answer), 'the company column is everyone of the date').toEqual(
          lastOf(adminChart),
        );
        await attachShot(page, testInfo, `${shot}-commitment_total`);
        await pageChecks(page, '/graph/commitment_total');

        // (e) the xlsx export: the server computes it again for the viewer; its worker count is the scope's. The
        // portal's own form post (with its single-use ticket) is passed on, its answer read on the way
        let exported: Buffer | null = null;
        await page.context().route('**/api/graph/excel-export**', async (route) => {
          const answer = await route.fetch();
          exported = await answer.body();
          await route.fulfill({ response: answer, body: exported });
        });
        const download = downloadResponse(page.context(), '/api/graph/excel-export');
        await graphOf(page)
          .getByRole('button', { name: t('graph-export') })
          .click();
        expect((await download).status()).toBe(200);
        await expect.poll(() => exported !== null).toBe(true);
        const book = new ExcelJS.Workbook();
        // exceljs types its Buffer before Node 22's generic one
        await book.xlsx.load(exported! as unknown as ArrayBuffer);
        const countRows: unknown[] = [];
        book.eachSheet((sheet) =>
          sheet.eachRow((row) => {
            const label = row.getCell(1).value;
            if (label === hu('graph-worker-count') || label === en('graph-worker-count'))
              countRows.push(row.getCell(2).value);
          }),
        );
        expect(countRows, 'the export’s worker count').toEqual([scopeCount]);
      });
    });
  }
});
