import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { chooseInSelect, graphReady, workerCount } from '../support/graph';
import { api, apiToken, signedIn } from '../support/session';
import { en, hu } from '../support/texts';

// Analyses keep their context (docs/graphs.md "In the address") and the first contact speaks the browser's language.

interface SurveyDateRow {
  id: number;
  date: string;
  enabled_for_users: boolean;
  sm_surveys: { worker_group_id: number; respondent_count: number }[];
}

/** The demo's worker group with the most respondents on the newest published date: a filter the privacy rules allow. */
async function largestGroup(page: Page): Promise<{ id: number; name: string }> {
  const token = await apiToken(page.request, DEMO.user);
  const { survey_dates } = await api<{ survey_dates: SurveyDateRow[] }>(
    page.request,
    token,
    'GET',
    'survey-dates',
  );
  const { worker_groups } = await api<{ worker_groups: { id: number; name: string }[] }>(
    page.request,
    token,
    'GET',
    'worker-groups',
  );
  const latest = survey_dates
    .filter((d) => d.enabled_for_users)
    .sort((a, b) => b.date.localeCompare(a.date))[0]!;
  const counts = new Map<number, number>();
  for (const s of latest.sm_surveys)
    counts.set(s.worker_group_id, (counts.get(s.worker_group_id) ?? 0) + s.respondent_count);
  const [id] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return worker_groups.find((g) => g.id === id)!;
}

test('a filter carries to the next graph, survives Back and reload, and a copied link opens the same view', async ({
  page,
  browser,
}) => {
  // five graph loads and a second browser: more than the default 30 s on a loaded machine
  test.setTimeout(120_000);
  const group = await largestGroup(page);
  await signedIn(page, DEMO.user, '/graph/satisfaction_total');
  await graphReady(page);
  const everyone = await workerCount(page);

  await chooseInSelect(page, hu('graph-sidebar-worker-group'), group.name);
  await expect(page).toHaveURL(new RegExp(`[?&]wg=${group.id}(&|$)`));
  await graphReady(page);
  await expect.poll(() => workerCount(page)).toBeLessThan(everyone);
  const filtered = await workerCount(page);

  // the results menu lists the graph pages; its link carries the filter to the next graph
  await page.getByRole('button', { name: hu('layout-menu-results') }).click();
  await page.getByRole('link', { name: hu('graph-title-total'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/graph/total\\?.*wg=${group.id}`));
  await graphReady(page);
  await expect.poll(() => workerCount(page)).toBe(filtered);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/graph/satisfaction_total\\?.*wg=${group.id}`));
  await graphReady(page);
  await expect.poll(() => workerCount(page)).toBe(filtered);
  await expect(
    page.getByRole('combobox', { name: hu('graph-sidebar-worker-group'), exact: true }),
  ).toHaveText(new RegExp(group.name));

  await page.reload();
  await graphReady(page);
  await expect.poll(() => workerCount(page)).toBe(filtered);

  // the address as a shared link, opened by someone else in a browser of their own
  const link = new URL(page.url());
  const other = await browser.newContext({ locale: 'hu-HU' });
  try {
    const theirs = await other.newPage();
    await signedIn(theirs, DEMO.user, `${link.pathname}${link.search}`);
    await graphReady(theirs);
    await expect.poll(() => workerCount(theirs)).toBe(filtered);
  } finally {
    await other.close();
  }
});

test('the results home filters every tile and its links carry the filter to the graph', async ({ page }) => {
  const group = await largestGroup(page);
  await signedIn(page, DEMO.user, '/welcome');
  const tiles = page.locator('[data-component="Pulzus.HomeTile"]');
  await expect(tiles).toHaveCount(6, { timeout: 20_000 });
  for (const tile of await tiles.all())
    await expect(tile).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });

  // every tile asks its graph again with the filter: the graph requests sent after the choice, by graph
  const asked = new Map<string, unknown[]>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/graph/data')) return;
    const { type, query } = request.postDataJSON() as { type: string; query: { filters?: unknown[] } };
    asked.set(type, query.filters ?? []);
  });
  await page.getByRole('combobox', { name: hu('home-filter-worker-group'), exact: true }).click();
  await page.getByRole('option', { name: group.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/welcome\\?wg=${group.id}`));
  await expect
    .poll(() => [...asked.keys()].sort())
    .toEqual(['heatmap', 'satisfaction_total', 'total', 'trends']);
  for (const [type, filters] of asked)
    expect(filters, type).toContainEqual({ type: 'worker_group', worker_group_ids: [group.id] });
  for (const tile of await tiles.all())
    await expect(tile).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  for (const link of await page.getByRole('link', { name: /^Részletek: / }).all()) {
    await expect(link).toHaveAttribute('href', new RegExp(`wg=${group.id}`));
  }
  await page.getByRole('link', { name: hu('home-open-graph', { graph: hu('graph-title-total') }) }).click();
  await expect(page).toHaveURL(new RegExp(`/graph/total\\?.*wg=${group.id}`));
  await graphReady(page);
});

test('admin screens are not queries: no "new query" link', async ({ page }) => {
  await signedIn(page, DEMO.admin, '/admin/demographies');
  await expect(page.locator('[data-component="Pulzus.Sidebar"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: hu('sidebar-new-query') })).toHaveCount(0);
});

test("the login page speaks the browser's language, offers the other one and remembers the choice", async ({
  browser,
}) => {
  const english = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await english.newPage();
    await page.goto('/login');
    await expect(page.getByText(hu('layout-app-name'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: en('login-title') })).toBeVisible();
    await page.getByRole('combobox', { name: en('login-language') }).selectOption('hu');
    await expect(page.getByRole('heading', { name: hu('login-title') })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: hu('login-title') })).toBeVisible();
  } finally {
    await english.close();
  }
  const german = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await german.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: hu('login-title') })).toBeVisible();
  } finally {
    await german.close();
  }
});
