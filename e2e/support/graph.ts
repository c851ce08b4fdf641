import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { hu } from './texts';

/** The graph widget of a /graph/{slug} page (spec 2 §2 "Graph page"). */
export function graphOf(page: Page): Locator {
  return page.locator('[data-component="Pulzus.Graph"]');
}

/** Waits until the graph has drawn its chart. */
export async function graphReady(page: Page): Promise<Locator> {
  const graph = graphOf(page);
  await expect(graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  return graph;
}

/** The number of employees in the summary box (graph_meta.worker_count, spec 2 §2), as a number. */
export async function workerCount(page: Page): Promise<number> {
  const shown = await graphOf(page).getByRole('definition').textContent();
  return Number((shown ?? '').replace(/\D/g, ''));
}

/** The chart's data as the accessible data table reads it (caption, headers and cells). */
export function chartTable(page: Page): Promise<string> {
  return graphOf(page)
    .getByRole('table')
    .first()
    .textContent()
    .then((text) => text ?? '');
}

/** The query of the next `graph/data` call the page makes that `matches` (spec 2 §7). */
export function nextGraphQuery(
  page: Page,
  matches: (query: Record<string, unknown>) => boolean,
): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/graph/data') &&
      request.method() === 'POST' &&
      matches((request.postDataJSON() as { query: Record<string, unknown> }).query),
    { timeout: 15_000 },
  );
}

/** Picks an option of a single select of the sidebar (spec 2 §2 sidebar widgets). */
export async function chooseInSelect(page: Page, label: string, option: string): Promise<void> {
  await graphOf(page).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds an option to a multi select with tags, then closes its list. */
export async function addToMultiSelect(page: Page, label: string, option: string): Promise<void> {
  await graphOf(page).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Removes a tag of a multi select by its label. */
export async function removeTag(page: Page, label: string): Promise<void> {
  await graphOf(page)
    .getByRole('button', { name: hu('multi-select-remove-tag', { label }) })
    .click();
}
