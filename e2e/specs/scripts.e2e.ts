import { expect, test } from '@playwright/test';
import { EAGER_COMPILE_HINT } from '../../scripts/vite-eager-compile.mjs';
import { BASE_URL } from '../support/env';
import { signedIn } from '../support/session';

// Every script we serve is compiled by V8 while it loads, not function by function at its first call
// inside a render (the first-render budget, docs/embedding.md "How fast a graph draws";
// scripts/vite-eager-compile.mjs): the
// hint is honoured only as a file's first line.
test.describe("scripts start with V8's eager-compile hint", () => {
  test('every script a graph page loads, the entry chunk with its preload map among them', async ({
    page,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.set(response.url(), response.text());
    });
    await signedIn(page, undefined, '/graph/satisfaction_topics');
    await expect(page.locator('[data-component="Pulzus.Graph"] rect[data-series]').first()).toBeVisible();
    expect(scripts.size).toBeGreaterThan(1);
    for (const [url, text] of scripts)
      expect(`${url}\n${(await text).split('\n', 1)[0]}`).toBe(`${url}\n${EAGER_COMPILE_HINT}`);
  });

  test('the embed script', async ({ request }) => {
    const script = await request.get(`${BASE_URL}/embed/pulzus-graph.js`);
    expect(script.ok()).toBe(true);
    expect((await script.text()).split('\n', 1)[0]).toBe(EAGER_COMPILE_HINT);
  });
});
