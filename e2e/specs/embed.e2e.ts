import type { ChildProcess } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO } from '../support/env';
import { api, apiToken } from '../support/session';
import { freePort, startIntranet } from '../support/intranet';
import { hu } from '../support/texts';

/** The connected graph inside the page's `<pulzus-graph slug=…>` (Playwright locators pierce open shadow roots). */
function embedded(page: Page, slug: string) {
  const element = page.locator(`pulzus-graph[slug="${slug}"]`);
  return { element, graph: element.locator('[data-component="Pulzus.Graph"]') };
}

test.describe('graphs embedded in an intranet page on another origin', () => {
  let intranet: ChildProcess | undefined;
  let origin = '';
  let keyId = 0;

  test.beforeAll(async ({ playwright }) => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const token = await apiToken(request, DEMO.admin);
    const { id, key } = await api<{ id: number; key: string }>(request, token, 'POST', 'embed-keys', {
      name: 'E2E intranet',
      graphs: ['commitment_total', 'satisfaction_topics'],
      origins: [origin],
    });
    await request.dispose();
    keyId = id;
    intranet = await startIntranet(port, { PULZUS_EMBED_KEY: key });
  });

  test.afterAll(() => {
    intranet?.kill('SIGTERM');
  });

  test("draws both graphs' bars from the real server, and a sidebar filter redraws one", async ({ page }) => {
    const origins: Promise<string | undefined>[] = [];
    page.on('request', (request) => {
      // `headers()` leaves out the security headers, Origin among them
      if (request.url().startsWith(`${BASE_URL}/api/`))
        origins.push(request.allHeaders().then((h) => h.origin));
    });
    await page.goto(`${origin}/`);
    const engagement = embedded(page, 'commitment_total');
    const topics = embedded(page, 'satisfaction_topics');
    await expect(engagement.graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(topics.graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(
      engagement.graph.locator('[data-component="Pulzus.ColumnChart"] rect[data-series]').first(),
    ).toBeVisible();
    await expect(
      topics.graph.locator('[data-component="Pulzus.BarChart"] rect[data-series]').first(),
    ).toBeVisible();
    await expect(
      engagement.graph.getByRole('heading', { name: hu('graph-title-commitment_total') }),
    ).toBeVisible();
    await expect(engagement.graph.getByText(hu('graph-worker-count'))).toBeVisible();

    // the satisfaction index adds a second series to every category (spec 2 §4)
    const chart = engagement.graph.locator('[data-component="Pulzus.ColumnChart"]');
    await expect(chart.locator('[data-series="1"]')).toHaveCount(0);
    const redrawn = page.waitForResponse(
      (answer) =>
        answer.url() === `${BASE_URL}/api/graph/data` &&
        answer.request().method() === 'POST' &&
        answer.request().postDataJSON()?.query?.show_satisfaction_index === true,
    );
    await engagement.graph
      .getByRole('checkbox', { name: hu('graph-sidebar-show-satisfaction-index') })
      .check();
    expect((await redrawn).status()).toBe(200);
    await expect(chart.locator('rect[data-series="1"]').first()).toBeVisible();
    // every API call came from the intranet's origin: real cross-origin calls, answered through CORS
    expect(origins.length).toBeGreaterThan(5);
    expect(new Set(await Promise.all(origins))).toEqual(new Set([origin]));
    // the page keeps its own look: its careless `svg rect` rule still colours its own badge
    await expect(page.locator('svg.badge rect')).toHaveCSS('fill', 'rgb(197, 139, 90)');
  });

  test('a page on an origin the key does not allow shows why, inside the element', async ({ page }) => {
    // the same page under another host name is another origin, which the key does not list
    await page.goto(`${origin.replace('127.0.0.1', 'localhost')}/`);
    const { element, graph } = embedded(page, 'commitment_total');
    const alert = element.getByRole('alert');
    await expect(alert).toContainText(hu('embed-error-title'), { timeout: 20_000 });
    await expect(alert).toContainText(hu('error-embed-key-invalid'));
    await expect(graph).toHaveCount(0);
  });

  // last: it revokes the key the other tests use
  test('a revoked key stops the graph at its next call: the element exchanges again and says why', async ({
    page,
  }) => {
    await page.goto(`${origin}/`);
    const { element, graph } = embedded(page, 'commitment_total');
    await expect(graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    // both elements have exchanged the key by now
    await expect(embedded(page, 'satisfaction_topics').graph).toHaveAttribute('data-state', 'ready');
    const token = await apiToken(page.request, DEMO.admin);
    await api(page.request, token, 'DELETE', `embed-keys/${keyId}`);
    const exchange = page.waitForResponse(
      (answer) => answer.url() === `${BASE_URL}/api/embed/session` && answer.request().method() === 'POST',
    );
    // click, not check(): the graph may already be gone (the point of the test) when check() would
    // look at the box again
    await graph.getByRole('checkbox', { name: hu('graph-sidebar-show-satisfaction-index') }).click();
    expect((await exchange).status()).toBe(401);
    const alert = element.getByRole('alert');
    await expect(alert).toContainText(hu('embed-error-title'));
    await expect(alert).toContainText(hu('error-embed-key-invalid'));
    await expect(graph).toHaveCount(0);
  });
});
