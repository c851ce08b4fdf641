import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { attachmentName, downloadResponse, signedIn } from '../support/session';
import { hu } from '../support/texts';

test.describe('graph page (spec 2 §2 "Graph page", §7)', () => {
  test('draws a chart for the demo admin, and the sidebar "new query" link leads to /welcome', async ({
    page,
  }) => {
    await signedIn(page, DEMO.admin);
    await page.getByRole('link', { name: hu('graph-title-commitment_total') }).click();
    await expect(page).toHaveURL(/\/graph\/commitment_total$/);
    const graph = page.locator('[data-component="Pulzus.Graph"]');
    await expect(graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(graph.locator('[data-component="Pulzus.ColumnChart"]')).toHaveAttribute(
      'data-state',
      'ready',
    );
    await expect(graph.locator('[data-component="Pulzus.ColumnChart"] svg').first()).toBeVisible();
    await expect(graph.getByText(hu('graph-worker-count'))).toBeVisible();
    await page.getByRole('link', { name: hu('sidebar-new-query') }).click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('exports the drawn chart as an xlsx download', async ({ page, context }) => {
    await signedIn(page, DEMO.admin, '/graph/satisfaction_total');
    const graph = page.locator('[data-component="Pulzus.Graph"]');
    await expect(graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const download = downloadResponse(context, '/api/graph/excel-export');
    await page.getByRole('button', { name: hu('graph-export') }).click();
    expect(attachmentName(await download)).toMatch(/\.xlsx$/);
  });
});
