import type { ChildProcess } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO } from '../support/env';
import { api, apiToken } from '../support/session';
import { freePort, startIntranet } from '../support/intranet';
import { hu } from '../support/texts';

// docs/embedding.md "Locked parameters" and "Signed embed tokens": the intranet example's
// pinned.html, whose backend (serve.mjs) signs a token per page view, beside a key with a pinned query.

/** The element with this id, and the graph inside its shadow root (Playwright locators pierce open shadow roots). */
function embedded(page: Page, id: string) {
  const element = page.locator(`pulzus-graph#${id}`);
  return { element, graph: element.locator('[data-component="Pulzus.Graph"]') };
}

/** The next `POST graph/data` answer whose request asks for the satisfaction index, or not. */
const graphAnswer = (page: Page, index: boolean) =>
  page.waitForResponse(
    (answer) =>
      answer.url() === `${BASE_URL}/api/graph/data` &&
      answer.request().method() === 'POST' &&
      answer.request().postDataJSON()?.query?.show_satisfaction_index === index,
  );

test.describe('pinned graphs on an intranet page: a signed token and a locked key (docs/embedding.md)', () => {
  let intranet: ChildProcess | undefined;
  let origin = '';
  let pinned: { survey_dates: number[]; show_satisfaction_index: boolean };

  test.beforeAll(async ({ playwright }) => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const token = await apiToken(request, DEMO.admin);
    const { survey_dates } = await api<{
      survey_dates: { id: number; date: string; enabled_for_users: boolean }[];
    }>(request, token, 'GET', 'survey-dates?all=true');
    const latest = survey_dates
      .filter((date) => date.enabled_for_users)
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!latest) throw new Error('the demo tenant has no published survey date');
    pinned = { survey_dates: [latest.id], show_satisfaction_index: false };
    const signing = await api<{ id: number; signing_secret: string }>(request, token, 'POST', 'embed-keys', {
      name: 'E2E signed intranet',
      graphs: ['commitment_total'],
      origins: [origin],
      signing_secret: true,
      require_signed_token: true,
    });
    const locked = await api<{ key: string }>(request, token, 'POST', 'embed-keys', {
      name: 'E2E pinned intranet',
      graphs: ['commitment_total'],
      origins: [origin],
      lock: { slug: 'commitment_total', params: pinned, controls: [] },
    });
    await request.dispose();
    intranet = await startIntranet(
      port,
      {
        PULZUS_PINNED_SLUG: 'commitment_total',
        PULZUS_SIGNING_KEY_ID: String(signing.id),
        PULZUS_SIGNING_SECRET: signing.signing_secret,
        PULZUS_SIGNED_PARAMS: JSON.stringify(pinned),
        PULZUS_SIGNED_CONTROLS: 'show_satisfaction_index',
        PULZUS_LOCKED_KEY: locked.key,
      },
      '/pinned.html',
    );
  });

  test.afterAll(() => {
    intranet?.kill('SIGTERM');
  });

  test('draws the signed-token graph and the locked-key graph, each pinned and without a sidebar', async ({
    page,
  }) => {
    const exchanges: unknown[] = [];
    page.on('request', (request) => {
      if (request.url() === `${BASE_URL}/api/embed/session`) exchanges.push(request.postDataJSON());
    });
    const drawn = graphAnswer(page, false);
    await page.goto(`${origin}/pinned.html`);
    for (const id of ['signed-graph', 'locked-graph']) {
      const { graph } = embedded(page, id);
      await expect(graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      await expect(
        graph.locator('[data-component="Pulzus.ColumnChart"] rect[data-series]').first(),
      ).toBeVisible();
      await expect(graph.getByRole('heading', { name: hu('graph-title-commitment_total') })).toBeVisible();
      await expect(embedded(page, id).element.locator('.pulzus-sidebar')).toHaveCount(0);
    }
    expect((await drawn).request().postDataJSON()).toEqual({ type: 'commitment_total', query: pinned });
    // the page carries a signed token, never the secret; the locked graph exchanges its key
    const sent = exchanges as { token?: string; key?: string }[];
    expect(sent.filter((body) => body.token?.split('.').length === 3)).toHaveLength(1);
    expect(sent.filter((body) => body.key?.startsWith('pze_'))).toHaveLength(1);
    expect(await page.content()).not.toContain('pzs_');
  });

  test('the page changes a control: the token leaves it open and redraws; the locked key refuses and says so', async ({
    page,
  }) => {
    await page.goto(`${origin}/pinned.html`);
    const signed = embedded(page, 'signed-graph');
    const locked = embedded(page, 'locked-graph');
    await expect(signed.graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    await expect(locked.graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
    const answers: number[] = [];
    page.on('response', (answer) => {
      if (answer.url() === `${BASE_URL}/api/graph/data`) answers.push(answer.status());
    });
    const redrawn = graphAnswer(page, true);
    await page.getByLabel('Elégedettségi index a grafikonokon').check();
    await redrawn;
    // the satisfaction index adds a second series to every category (spec 2 §4)
    await expect(signed.graph.locator('rect[data-series="1"]').first()).toBeVisible();
    const alert = locked.element.getByRole('alert');
    await expect(alert).toContainText(hu('embed-error-title'));
    await expect(alert).toContainText(hu('error-embed-parameter-locked'));
    await expect(locked.graph).toHaveCount(0);
    expect(new Set(answers)).toEqual(new Set([200, 403]));

    // putting the control back draws the locked graph again
    await page.getByLabel('Elégedettségi index a grafikonokon').uncheck();
    await expect(locked.graph).toHaveAttribute('data-state', 'ready');
    await expect(locked.element.getByRole('alert')).toHaveCount(0);
  });

  test('a forged token draws nothing: the element says the credentials are refused', async ({ page }) => {
    await page.goto(`${origin}/pinned.html`);
    await expect(embedded(page, 'signed-graph').graph).toHaveAttribute('data-state', 'ready', {
      timeout: 20_000,
    });
    // the page swaps in a token of its own making: the element exchanges it, and the server refuses it
    const exchange = page.waitForResponse((answer) => answer.url() === `${BASE_URL}/api/embed/session`);
    await page
      .locator('pulzus-graph#signed-graph')
      .evaluate((element) => element.setAttribute('token', 'eyJhbGciOiJIUzI1NiJ9.e30.forged'));
    const refused = await exchange;
    expect({ status: refused.status(), body: await refused.json() }).toEqual({
      status: 401,
      body: { error: { code: 'embed-token-invalid' } },
    });
    const { element, graph } = embedded(page, 'signed-graph');
    const alert = element.getByRole('alert');
    await expect(alert).toContainText(hu('error-embed-key-invalid'), { timeout: 20_000 });
    await expect(graph).toHaveCount(0);
  });
});
