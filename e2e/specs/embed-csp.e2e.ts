import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO } from '../support/env';
import { api, apiToken } from '../support/session';
import { freePort, startIntranet } from '../support/intranet';
import { hu } from '../support/texts';

// The intranet example (examples/intranet/serve.mjs) sends the strictest Content-Security-Policy its
// pages work under; docs/embedding.md "Content-Security-Policy" lists it for intranets.

/**
 * Records every Content-Security-Policy violation of the page: the browser's console reports and
 * the `securitypolicyviolation` events (they leave shadow roots: bubbling and composed).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/** A code block of docs/embedding.md, as its file in docs/examples/embedding holds it. */
function docBlock(file: string): string {
  return readFileSync(join(import.meta.dirname, '../../docs/examples/embedding', file), 'utf8').trim();
}

/** Makes the page's browser one without constructed style sheets (Safari before 16.4, Firefox before 101). */
async function withoutConstructedStyleSheets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets');
  });
}

/** The connected graph inside the page's `<pulzus-graph slug=…>` (Playwright locators pierce open shadow roots). */
function embedded(page: Page, slug: string) {
  const element = page.locator(`pulzus-graph[slug="${slug}"]`);
  return { element, graph: element.locator('[data-component="Pulzus.Graph"]') };
}

/** Waits for a drawn graph whose styled-components rules apply: the theme's 20 px title, not a bare h2's 24 px. */
async function expectStyledGraph(page: Page, slug: string, chart: 'ColumnChart' | 'BarChart') {
  const { graph } = embedded(page, slug);
  await expect(graph).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(graph.locator(`[data-component="Pulzus.${chart}"] rect[data-series]`).first()).toBeVisible();
  const title = graph.getByRole('heading', { name: hu(`graph-title-${slug}`) });
  await expect(title).toHaveCSS('font-size', '20px');
  await expect(title).toHaveCSS('color', 'rgb(31, 36, 48)');
}

test.describe('<pulzus-graph> under a strict Content-Security-Policy (docs/embedding.md)', () => {
  const intranets: ChildProcess[] = [];
  let origin = '';
  // the example in its nonce variant (EXAMPLE_CSP_NONCE=1)
  let nonceOrigin = '';

  test.beforeAll(async ({ playwright }) => {
    const port = await freePort();
    const noncePort = await freePort();
    origin = `http://127.0.0.1:${port}`;
    nonceOrigin = `http://127.0.0.1:${noncePort}`;
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const token = await apiToken(request, DEMO.admin);
    const { key } = await api<{ key: string }>(request, token, 'POST', 'embed-keys', {
      name: 'E2E intranet CSP',
      graphs: ['commitment_total', 'satisfaction_topics'],
      origins: [origin, nonceOrigin],
    });
    await request.dispose();
    intranets.push(await startIntranet(port, { PULZUS_EMBED_KEY: key }));
    intranets.push(await startIntranet(noncePort, { PULZUS_EMBED_KEY: key, EXAMPLE_CSP_NONCE: '1' }));
  });

  test.afterAll(() => {
    for (const intranet of intranets) intranet.kill('SIGTERM');
  });

  test("draws styled graphs under the example's policy (style-src 'self', nothing inline), with no violation", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const answer = await page.goto(`${origin}/`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('nonce-');

    await expectStyledGraph(page, 'commitment_total', 'ColumnChart');
    await expectStyledGraph(page, 'satisfaction_topics', 'BarChart');
    // the sidebar filters live under the policy too: a second series per category
    const engagement = embedded(page, 'commitment_total').graph;
    await engagement.getByRole('checkbox', { name: hu('graph-sidebar-show-satisfaction-index') }).check();
    await expect(
      engagement.locator('[data-component="Pulzus.ColumnChart"] rect[data-series="1"]').first(),
    ).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("is styled through the page's nonce in a browser without constructed style sheets", async ({
    page,
  }) => {
    await withoutConstructedStyleSheets(page);
    const violations = await watchViolations(page);
    const answer = await page.goto(`${nonceOrigin}/`);
    // a fresh nonce per page view, in the policy and on the elements (the browser hides the attribute's value)
    const nonce = /'nonce-([^']+)'/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(
      await page.locator('pulzus-graph').evaluateAll((all) => all.map((e) => (e as HTMLElement).nonce)),
    ).toEqual([nonce, nonce]);
    await expectStyledGraph(page, 'commitment_total', 'ColumnChart');
    await expectStyledGraph(page, 'satisfaction_topics', 'BarChart');
    expect(await violations()).toEqual([]);
  });

  // docs/embedding.md's own blocks (docs/examples/embedding): the example serves its policies as written
  // there and each snippet alone in a page, with this server and the key in place of the stand-ins
  test("docs/embedding.md's snippet draws under docs/embedding.md's policy, with no violation", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const answer = await page.goto(`${origin}/element.html`);
    expect(answer?.headers()['content-security-policy']).toBe(
      docBlock('csp.http')
        .replace(/^Content-Security-Policy: /, '')
        .replaceAll('https://pulzus.example', new URL(BASE_URL).origin),
    );
    await expectStyledGraph(page, 'commitment_total', 'ColumnChart');
    expect(await violations()).toEqual([]);
  });

  test("docs/embedding.md's nonce snippet is styled under its nonce policy without constructed style sheets", async ({
    page,
  }) => {
    await withoutConstructedStyleSheets(page);
    const violations = await watchViolations(page);
    const answer = await page.goto(`${nonceOrigin}/element-nonce.html`);
    const nonce = /'nonce-([^']+)'/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1];
    expect(answer?.headers()['content-security-policy']).toBe(
      docBlock('csp-nonce.http')
        .replace(/^Content-Security-Policy: /, '')
        .replaceAll('https://pulzus.example', new URL(BASE_URL).origin)
        .replace('R4nd0m', nonce ?? 'no nonce'),
    );
    await expectStyledGraph(page, 'commitment_total', 'ColumnChart');
    expect(await violations()).toEqual([]);
  });

  test('says why, in its language, when the policy refuses its styles, instead of an empty box', async ({
    page,
  }) => {
    // without constructed style sheets and without the nonce, style-src 'self' refuses every <style>
    await withoutConstructedStyleSheets(page);
    const violations = await watchViolations(page);
    await page.goto(`${origin}/`);
    const { element, graph } = embedded(page, 'commitment_total');
    const alert = element.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(hu('embed-error-title'));
    await expect(alert).toContainText(hu('embed-error-styles'));
    await expect(graph).toHaveCount(0);
    expect((await violations()).some((violation) => violation.startsWith('style-src-elem'))).toBe(true);
  });
});
