import { expect, type Page, test } from '@playwright/test';
import { layoutProblems } from '../support/page-checks';
import { createPerson } from '../support/people';
import { api, apiToken } from '../support/session';
import { TEXTS } from '../support/texts';

// docs/graphs.md "Heatmap": on the demo tenant's default heatmap, a 1440 px screen shows every column with nothing
// to scroll; a phone scrolls the table sideways under a visible cue, the group column pinned. The page walk's
// `cut table` check passes a scrolling table that has its cue; this holds the laptop to having no scrolling at all.
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** A user of the demo tenant made here, in a language, so the demo logins keep theirs for the other specs. */
async function openHeatmap(page: Page, language: 'hu' | 'en', viewport: keyof typeof VIEWPORTS) {
  const person = await createPerson(page.request, 'user', `Hoterkep${language}${viewport}`);
  const token = (
    await api<{ token: string }>(
      page.request,
      await apiToken(page.request, person),
      'GET',
      `account/languages/change/${language === 'hu' ? 1 : 2}`,
    )
  ).token;
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-placed')) {
      localStorage.setItem('id_token', value);
      sessionStorage.setItem('e2e-token-placed', '1');
    }
  }, token);
  await page.goto('/graph/heatmap');
  const heatmap = page.locator('[data-component="Pulzus.Heatmap"]');
  await expect(heatmap).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(heatmap.locator('tbody tr').first()).toBeVisible();
  return heatmap;
}

for (const language of ['hu', 'en'] as const) {
  test(`heatmap (${language}, 1440 px): every column of the demo's default heatmap in view, nothing to scroll`, async ({
    page,
  }) => {
    const heatmap = await openHeatmap(page, language, 'desktop');
    const box = heatmap.locator('.pulzus-heatmap-scroll');
    const fit = await box.evaluate((scroll) => {
      const edge = scroll.getBoundingClientRect();
      const headers = [...scroll.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
      return {
        columns: headers.length,
        scrolls: scroll.scrollWidth > scroll.clientWidth + 1,
        outside: headers.filter((h) => h.left < edge.left - 1 || h.right > edge.right + 1).length,
      };
    });
    // the group column, the engagement and satisfaction indexes and the demo's index topics
    expect(fit.columns).toBeGreaterThanOrEqual(9);
    expect(fit).toEqual({ columns: fit.columns, scrolls: false, outside: 0 });
    await expect(heatmap.locator('[data-scroll-cue]')).toHaveCount(0);
    expect(await layoutProblems(page)).toEqual([]);
  });
}

test('heatmap (en, 390 px): the table scrolls sideways under a visible cue, the group column pinned', async ({
  page,
}) => {
  const heatmap = await openHeatmap(page, 'en', 'phone');
  const box = heatmap.locator('.pulzus-heatmap-scroll');
  expect(await box.evaluate((scroll) => scroll.scrollWidth > scroll.clientWidth + 1)).toBe(true);
  await expect(heatmap.locator('[data-scroll-cue]')).toBeVisible();
  await expect(heatmap.locator('[data-scroll-cue]')).toContainText(TEXTS.en['heatmap-scroll-cue']!);
  const firstGroup = heatmap.locator('tbody th[scope="row"]').first();
  const before = (await firstGroup.boundingBox())!.x;
  await box.evaluate((scroll) => {
    scroll.scrollLeft = 200;
  });
  await expect.poll(() => box.evaluate((scroll) => scroll.scrollLeft)).toBeGreaterThan(100);
  // pinned: it stays where it was (within the table's cell spacing) while the columns move under it
  expect(Math.abs((await firstGroup.boundingBox())!.x - before)).toBeLessThanOrEqual(3);
  expect(await layoutProblems(page)).toEqual([]);
});
