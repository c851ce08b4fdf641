import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations, layoutProblems } from '../support/page-checks';
import { createPerson } from '../support/people';
import { api, apiToken } from '../support/session';
import { en, hu } from '../support/texts';
import { wholePageScreenshot } from '../support/screenshot';

/**
 * The comments view on the demo tenant (docs/comments.md "The comments view"): `npm start`'s demo shows its open
 * questions' comments, so a user of the company sees the latest date's comments, searches them, pages and chooses a
 * theme — in Hungarian and English, on a phone and a laptop — and the page fits, with no axe violation; each run
 * attaches a screenshot of the searched view (the report's attachments).
 */
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1440, height: 900 },
} as const;

/** A new user of the demo tenant signed in through the API in a language (the demo logins keep theirs). */
async function userIn(request: APIRequestContext, language: 'hu' | 'en', tag: string): Promise<string> {
  const person = await createPerson(request, 'user', `Megj${language}${tag}`);
  const token = await apiToken(request, person);
  const langId = language === 'hu' ? 1 : 2;
  return (await api<{ token: string }>(request, token, 'GET', `account/languages/change/${langId}`)).token;
}

async function placeToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-placed')) {
      localStorage.setItem('id_token', value);
      sessionStorage.setItem('e2e-token-placed', '1');
    }
  }, token);
}

/** The number in the "comments found" line. */
async function shownTotal(page: Page, text: (key: string, values?: Record<string, string>) => string) {
  const before = text('comments-total', { count: '' }).trim();
  const line = page.getByText(before, { exact: false }).first();
  await expect(line).toBeVisible({ timeout: 20_000 });
  return Number(/(\d+)/.exec((await line.textContent()) ?? '')?.[1] ?? Number.NaN);
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const language of ['hu', 'en'] as const) {
    const text = language === 'hu' ? hu : en;
    test.describe(`comments view in ${language} at ${size.width} px`, () => {
      test.use({ viewport: size, hasTouch: viewport === 'phone' });

      test('a user searches, pages and chooses a theme', async ({ page, request }, testInfo) => {
        test.setTimeout(120_000);
        await placeToken(page, await userIn(request, language, viewport));
        await page.goto('/welcome');
        // from the results menu (the drawer on a phone), beside the graphs
        if (viewport === 'phone')
          await page.getByRole('button', { name: text('layout-menu-drawer') }).click();
        else await page.getByRole('button', { name: text('layout-menu-results') }).click();
        await page.getByRole('link', { name: text('comments-title'), exact: true }).click();
        await expect(page).toHaveURL(/\/comments/);
        await expect(page.getByRole('heading', { level: 1, name: text('comments-title') })).toBeVisible();

        // the open question with more than a page of comments on the latest date
        const picker = page.getByRole('combobox', { name: text('comments-question') });
        await picker.click();
        const count = await page.getByRole('option').count();
        await page.keyboard.press('Escape');
        let total = await shownTotal(page, text);
        for (let option = 1; option < count && total <= 20; option++) {
          await picker.click();
          await page.getByRole('option').nth(option).click();
          await expect(page).toHaveURL(/question=\d+/);
          await expect(page.locator('[data-state="loading"]:visible')).toHaveCount(0);
          total = await shownTotal(page, text);
        }
        expect(total).toBeGreaterThan(20);
        const cards = page.locator('section[data-state="comments"] li');
        await expect(cards).toHaveCount(20);

        // paging: the next page, kept in the address
        await page.getByRole('button', { name: text('comments-next') }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(
          page.getByText(text('comments-page', { page: '2', pages: String(Math.ceil(total / 20)) })),
        ).toBeVisible();

        // a theme: its label becomes the search, fewer comments, each naming it
        const themes = page.getByRole('complementary', { name: text('comments-themes') });
        const theme = themes.getByRole('button').first();
        await expect(theme).toBeVisible();
        const label = ((await theme.locator('strong').textContent()) ?? '').trim();
        await theme.click();
        await expect(theme).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('searchbox', { name: text('comments-search') })).toHaveValue(label);
        await expect(page).not.toHaveURL(/page=2/);
        // the line keeps the last answer's total until the theme's arrives (the view keeps what it showed while it
        // asks), so it is read until it changes
        await expect.poll(() => shownTotal(page, text), { timeout: 20_000 }).toBeLessThan(total);
        const themed = await shownTotal(page, text);
        expect(themed).toBeGreaterThan(0);

        // search: typed without accents and in capitals, asked once typing rests
        const search = page.getByRole('searchbox', { name: text('comments-search') });
        await search.fill('');
        const word = label
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toUpperCase();
        await search.pressSequentially(word);
        await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word).replaceAll('%20', '\\+')}`));
        await expect.poll(() => shownTotal(page, text)).toBeGreaterThanOrEqual(themed);
        const fold = (s: string) =>
          s
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase();
        for (const card of await cards.all())
          for (const part of fold(label).split(' '))
            expect(fold((await card.textContent()) ?? '')).toContain(part);

        expect(await layoutProblems(page)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        // the simulator's comments as the user sees them: the searched list and the themes beside (below on a phone)
        await testInfo.attach(`comments-${language}-${size.width}.png`, {
          body: await wholePageScreenshot(page),
          contentType: 'image/png',
        });
      });
    });
  }
}
