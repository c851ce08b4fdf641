import type { ChildProcess } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DEMO } from '../support/env';
import { freePort, startIntranet } from '../support/intranet';
import { api, apiToken } from '../support/session';
import { en, hu } from '../support/texts';

/**
 * `<pulzus-graph slug="comments">` on an intranet page of another origin, against the real server and the demo's
 * comments (docs/embedding.md "The comments view"): a key that allows comments lists the latest date's comments
 * with their themes, searches and pages, in Hungarian and English, on a phone and a laptop; a demography answer
 * chosen in its sidebar narrows them; a key without the permission shows the server's 403 reason.
 */
const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1440, height: 900 } } as const;

/**
 * docs/embedding.md's comments snippet as the intranet example serves it (`/element-comments.html`, under the
 * strict Content-Security-Policy), with the key and language of the test.
 */
async function showComments(page: Page, origin: string, key: string, lang: 'hu' | 'en') {
  await page.goto(`${origin}/element-comments.html`);
  const element = page.locator('pulzus-graph[slug="comments"]');
  await element.evaluate(
    (node, values) => {
      node.setAttribute('key', values.key);
      node.setAttribute('lang', values.lang);
    },
    { key, lang },
  );
  return element.locator('[data-component="Pulzus.EmbedComments"]');
}

test.describe('comments embedded in an intranet page', () => {
  let intranet: ChildProcess | undefined;
  let origin = '';
  let allowing = '';
  let refusing = '';

  test.beforeAll(async ({ playwright }) => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const token = await apiToken(request, DEMO.admin);
    const key = (name: string, allows: boolean) =>
      api<{ key: string }>(request, token, 'POST', 'embed-keys', {
        name,
        graphs: ['commitment_total'],
        origins: [origin],
        allows_comments: allows,
      }).then((answer) => answer.key);
    allowing = await key('E2E comments', true);
    refusing = await key('E2E no comments', false);
    await request.dispose();
    intranet = await startIntranet(port, { PULZUS_EMBED_KEY: allowing });
  });

  test.afterAll(() => {
    intranet?.kill('SIGTERM');
  });

  for (const size of Object.values(VIEWPORTS)) {
    for (const language of ['hu', 'en'] as const) {
      const text = language === 'hu' ? hu : en;
      test(`a key that allows comments lists, searches and pages them (${language}, ${size.width} px)`, async ({
        page,
      }, info) => {
        test.setTimeout(90_000);
        await page.setViewportSize(size);
        const view = await showComments(page, origin, allowing, language);
        await expect(view.getByRole('heading', { name: text('comments-title') })).toBeVisible({
          timeout: 20_000,
        });
        const comments = view.locator('section[data-state="comments"] li');
        await expect(comments.first()).toBeVisible({ timeout: 20_000 });
        const totalLine = view.getByText(text('comments-total', { count: '' }).trim(), { exact: false });
        const total = Number(/(\d+)/.exec((await totalLine.textContent()) ?? '')?.[1]);
        expect(total).toBeGreaterThan(0);
        await expect(view.getByRole('heading', { name: text('comments-themes') })).toBeVisible();
        // nothing wider than the page
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await info.attach(`comments-${language}-${size.width}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });

        // a search the server folds (accents and case): the first comment's first long word, upper case
        const first = (await comments.first().textContent()) ?? '';
        const word = first.split(/[^\p{L}]+/u).find((w) => w.length >= 5);
        if (word) {
          const asked = page.waitForResponse(
            (r) => r.url().includes('/api/comments?') && r.url().includes('search='),
          );
          await view.getByRole('searchbox', { name: text('comments-search') }).fill(word.toUpperCase());
          expect((await asked).status()).toBe(200);
          await expect(comments.first()).toBeVisible();
        }
        await view.getByRole('searchbox', { name: text('comments-search') }).fill('');
        if (total > 10) {
          const firstText = await comments.first().textContent();
          await view.getByRole('button', { name: text('comments-next') }).click();
          await expect(comments.first()).not.toHaveText(firstText ?? '');
          await expect(
            view.getByText(text('comments-page', { page: '2', pages: String(Math.ceil(total / 10)) })),
          ).toBeVisible();
        }
      });
    }
  }

  test('a demography answer chosen in the sidebar narrows the comments, or says why they are withheld (en, 1440 px)', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(VIEWPORTS.laptop);
    const view = await showComments(page, origin, allowing, 'en');
    const comments = view.locator('section[data-state="comments"] li');
    await expect(comments.first()).toBeVisible({ timeout: 20_000 });
    const totalLine = view.getByText(en('comments-total', { count: '' }).trim(), { exact: false });
    const total = Number(/(\d+)/.exec((await totalLine.textContent()) ?? '')?.[1]);
    // the graph sidebar's demography filters: the first answer the privacy rule does not refuse
    await view.locator('[data-component="Pulzus.DemographyFilters"]').getByRole('combobox').first().click();
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/comments?') && r.url().includes('demography_answer_ids='),
    );
    await view.locator('[role="option"]:not([aria-disabled="true"])').first().click();
    expect((await filtered).status()).toBe(200);
    await page.keyboard.press('Escape');
    const shown = view.locator(
      'section[data-state="comments"], section[data-state="empty"], [data-state="withheld"]',
    );
    await expect(shown.first()).toBeVisible({ timeout: 20_000 });
    if ((await view.locator('[data-state="withheld"]').count()) === 0) {
      await expect(totalLine).not.toHaveText(en('comments-total', { count: String(total) }));
      const narrowed = Number(/(\d+)/.exec((await totalLine.textContent()) ?? '')?.[1]);
      expect(narrowed).toBeLessThan(total);
    }
    await info.attach('comments-filtered-en-1440.png', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });

  for (const language of ['hu', 'en'] as const) {
    test(`a key without the permission shows the server's reason (${language})`, async ({ page }, info) => {
      await page.setViewportSize(VIEWPORTS.phone);
      // the snippet's page first shows the comments of its own key, which allows them: wait for the other key's
      const refusal = page.waitForResponse((r) => r.url().includes('/api/comments?') && r.status() === 403);
      const view = await showComments(page, origin, refusing, language);
      expect((await refusal).status()).toBe(403);
      const text = language === 'hu' ? hu : en;
      await expect(view.getByText(text('error-embed-comments-not-allowed'))).toBeVisible({ timeout: 20_000 });
      await expect(view.getByRole('button', { name: text('embed-retry') })).toHaveCount(0);
      await info.attach(`comments-refused-${language}.png`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    });
  }
});
