import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { readPdf, readPptxSlides } from '../../apps/server/src/domains/reports/report-files.fixtures';
import { BASE_URL, DEMO, DEMO_SCOPED, type DemoLogin } from '../support/env';
import { api, apiToken } from '../support/session';
import { en, hu, TEXTS } from '../support/texts';
import { wholePageScreenshot } from '../support/screenshot';

/**
 * The one-click report of the demo's scoped viewers (docs/reports.md "Scoped viewers", docs/privacy.md "Rule 10"):
 * each asks the welcome page's report, PDF and slides, through the portal's dialog, and the files hold only their
 * scope — the cover's (PDF) and the summary's (both) respondents are the scope's, as the graph API counts them for
 * the same date as that viewer and fewer than the admin's; no site or worker group outside the scope is named; the
 * company column is there beside the scope. The scopes are the seed's (apps/server/src/demo/seed.ts): worker groups
 * by their place (0 office, 1 production), sites by the Telephely answers.
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

// each viewer once, and the four sizes and languages across the runs
const RUNS: readonly [ScopedViewer, Viewport, Language][] = [
  [VIEWERS[0]!, 'phone', 'hu'],
  [VIEWERS[1]!, 'desktop', 'en'],
  [VIEWERS[2]!, 'phone', 'en'],
  [VIEWERS[0]!, 'desktop', 'hu'],
];

interface GraphAnswer {
  graph_data: { data: (number | null)[] }[];
  graph_meta: { categories: string[]; worker_count: number | null };
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

// the scoped demo users get Hungarian back, their stored language, for the specs after this one on the same server
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

const escapeRe = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Spaces of any width, as numbers are grouped and pdf.js joins text. */
const SPACE = '[\\s\\u00a0\\u202f]';

/** The respondents a participation line of the summary names: the number in `{{respondents}}` of its text. */
function summaryRespondents(content: string, language: Language): number | null {
  const template = text(language)('report-summary-participation-counts', {
    rate: '\u0000R',
    respondents: '\u0000N',
    headcount: '\u0000H',
  });
  const pattern = escapeRe(template)
    .replace(/ /g, `${SPACE}*`)
    .replace('\u0000R', '[^(]*?')
    .replace('\u0000N', `(\\d[\\d${SPACE.slice(1, -1)}]*?)`)
    .replace('\u0000H', `\\d[\\d${SPACE.slice(1, -1)}]*`);
  const found = new RegExp(pattern).exec(content);
  return found ? Number(found[1]!.replace(/\D/g, '')) : null;
}

/** The cover's respondents (an unfiltered report's: the participation table's total, docs/reports.md "The cover"). */
function coverRespondents(cover: string, language: Language): number | null {
  const label = escapeRe(text(language)('report-respondents'));
  const found = new RegExp(`${label}${SPACE}+(\\d[\\d${SPACE.slice(1, -1)}]*\\d|\\d)`).exec(cover);
  return found ? Number(found[1]!.replace(/\D/g, '')) : null;
}

/**
 * The graph each page or slide belongs to: the title it starts with (a graph's pages and slides start with its
 * title, a table running over to the next page belongs to the graph before), null for the cover, the summary, the
 * contents and "how to read this".
 */
function sectionsOf(parts: readonly string[], language: Language): (string | null)[] {
  const t = text(language);
  // compared without spaces: pdf.js splits ligatures ("demográ fi ai")
  const bare = (value: string) => value.replace(/\s+/g, '');
  const titles = Object.entries(TEXTS[language])
    .filter(([key]) => key.startsWith('graph-title-'))
    .map(([, title]) => title)
    .sort((a, b) => b.length - a.length);
  const others = [t('report-summary'), t('report-contents'), t('report-how-to-read')].map(bare);
  let current: string | null = null;
  return parts.map((part, n) => {
    const start = bare(part);
    if (n === 0 || others.some((o) => start.startsWith(o))) current = null;
    else current = titles.find((title) => start.startsWith(bare(title))) ?? current;
    return current;
  });
}

async function attachShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await wholePageScreenshot(page), contentType: 'image/png' });
}

/**
 * Asks the report in `format` through the welcome page's dialog and returns the file the portal downloads (its
 * ticketed request passed on, its answer read on the way) with the report's request body.
 */
async function reportThroughDialog(
  page: Page,
  testInfo: TestInfo,
  language: Language,
  format: 'pdf' | 'pptx',
  shot: string,
): Promise<{ file: Buffer; body: { survey_date_id: number; filters: unknown[]; language: string } }> {
  const t = text(language);
  let file: Buffer | null = null;
  await page.context().route('**/api/reports/*/file**', async (route) => {
    const answer = await route.fetch();
    file = await answer.body();
    await route.fulfill({ response: answer, body: file });
  });
  await page.getByRole('button', { name: t('report-button') }).click();
  const dialog = page.getByRole('dialog', { name: t('report-dialog-title') });
  await dialog
    .getByRole('radio', { name: t(format === 'pdf' ? 'report-format-pdf' : 'report-format-pptx') })
    .check();
  const created = page.waitForRequest((r) => r.url().endsWith('/api/reports') && r.method() === 'POST');
  await dialog.getByRole('button', { name: t('report-create') }).click();
  const body = (await created).postDataJSON() as {
    survey_date_id: number;
    filters: unknown[];
    language: string;
  };
  const downloadButton = dialog.getByRole('button', { name: t('report-download') });
  await expect(downloadButton).toBeVisible({ timeout: 120_000 });
  await attachShot(page, testInfo, `${shot}-${format}-dialog`);
  await downloadButton.click();
  await expect.poll(() => file !== null, { timeout: 30_000 }).toBe(true);
  await dialog.getByRole('button', { name: t('common-close') }).click();
  await expect(dialog).toBeHidden();
  await page.context().unroute('**/api/reports/*/file**');
  return { file: file!, body };
}

test.describe('a scoped viewer’s report holds only the scope (docs/reports.md, docs/privacy.md "Rule 10")', () => {
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

      test('the welcome page’s PDF and slides count the scope’s respondents and show nobody outside it', async ({
        page,
        request,
      }, testInfo) => {
        test.setTimeout(420_000);
        const t = text(language);
        const token = await tokenIn(request, DEMO_SCOPED[viewer.key]!, language);
        const inGroups = viewer.groups.map((i) => groups[i]!);
        const outGroups = viewer.groups.length ? groups.filter((g) => !inGroups.includes(g)) : [];
        const outSites = viewer.sites.length ? SITES.filter((s) => !viewer.sites.includes(s)) : [];
        const shot = `${viewer.key}-${viewport}-${language}`;

        await openWith(page, token, '/welcome');
        await expect(page.getByRole('button', { name: t('report-button') })).toBeEnabled({
          timeout: 30_000,
        });
        const pdf = await reportThroughDialog(page, testInfo, language, 'pdf', shot);
        const pptx = await reportThroughDialog(page, testInfo, language, 'pptx', shot);
        expect(pdf.body.filters, 'the welcome page’s report has no filter').toEqual([]);
        expect(pdf.body.language).toBe(language);
        expect(pptx.body.survey_date_id).toBe(pdf.body.survey_date_id);

        // the graph API's count of the report's date as this viewer and as the admin, for the same request
        const chartRequest = {
          type: 'commitment_total',
          query: { survey_dates: [pdf.body.survey_date_id], show_satisfaction_index: false },
        };
        const scoped = await api<GraphAnswer>(request, token, 'POST', 'graph/data', chartRequest);
        const company = await api<GraphAnswer>(request, adminToken, 'POST', 'graph/data', chartRequest);
        const scopeCount = scoped.graph_meta.worker_count;
        expect(scopeCount, 'the scope is shown, not withheld').not.toBeNull();
        expect(scopeCount!).toBeGreaterThan(0);
        expect(scopeCount!).toBeLessThan(company.graph_meta.worker_count!);
        // the company column is there where the graph has one
        expect(scoped.graph_meta.categories.at(-1)).toBe(t('graph-category-company'));

        const { pages } = await readPdf(pdf.file);
        const slides = await readPptxSlides(pptx.file);
        const pdfText = pages.join('\n');
        const slidesText = slides.join('\n');
        await testInfo.attach(`${shot}-pdf.txt`, { body: pdfText, contentType: 'text/plain' });
        await testInfo.attach(`${shot}-pptx.txt`, { body: slidesText, contentType: 'text/plain' });

        expect(coverRespondents(pages[0]!, language), 'the PDF cover’s respondents').toBe(scopeCount);
        expect(summaryRespondents(pdfText, language), 'the PDF summary’s respondents').toBe(scopeCount);
        expect(summaryRespondents(slidesText, language), 'the slides’ summary’s respondents').toBe(
          scopeCount,
        );
        // commitment_total's worker-group columns are the account's groups, as the graph API answers it: a group
        // outside the scope is a column whose every value is withheld (a filter outside the scope keeps nobody,
        // docs/privacy.md "Rule 10"), so it is named on that graph's pages and nowhere else
        const title = t('graph-title-commitment_total');
        const emptyColumns = outGroups.filter((g) => scoped.graph_meta.categories.includes(g.name));
        for (const group of emptyColumns) {
          const at = scoped.graph_meta.categories.indexOf(group.name);
          expect(
            scoped.graph_data.map((s) => s.data[at]),
            `${group.name} outside the scope has no value`,
          ).toEqual(scoped.graph_data.map(() => null));
        }
        for (const [name, parts] of [
          ['PDF page', pages],
          ['slide', slides],
        ] as const) {
          const sections = sectionsOf(parts, language);
          parts.forEach((content, n) => {
            for (const site of outSites)
              expect(content, `${name} ${n + 1}: the site ${site} outside the scope`).not.toContain(site);
            for (const group of outGroups)
              if (content.includes(group.name))
                expect(
                  emptyColumns.includes(group) && sections[n] === title,
                  `${name} ${n + 1}: the worker group ${group.name} outside the scope, not as commitment_total's empty column`,
                ).toBe(true);
          });
          expect(parts.join('\n'), `${name}s: the company beside the scope`).toContain(
            t('graph-category-company'),
          );
        }
      });
    });
  }
});
