import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { chartTable, graphOf, graphReady } from '../support/graph';
import { signedIn } from '../support/session';
import { en, hu } from '../support/texts';

test.describe('language switch (spec 1 §2 user menu, §4)', () => {
  test('the user menu lists the languages with the current one ticked and switches the interface', async ({
    page,
  }) => {
    await signedIn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await page.getByRole('button', { name: hu('layout-user-greeting', { nickname: 'Anna' }) }).click();
    await expect(page.getByRole('button', { name: 'Magyar' })).toHaveAttribute('aria-pressed', 'true');
    const before = await page.evaluate(() => localStorage.getItem('id_token'));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en('welcome-greeting', { nickname: 'Anna' }),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // the token is replaced by one carrying the new language (spec 1 §4)
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).not.toBe(before);
    await page.reload();
    await expect(page.getByRole('link', { name: en('layout-menu-explanations') })).toBeVisible();
    await page.getByRole('button', { name: en('layout-user-greeting', { nickname: 'Anna' }) }).click();
    await page.getByRole('button', { name: 'Magyar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hu('welcome-greeting', { nickname: 'Anna' }),
    );
  });
});

test.describe('the English demo is English (docs/i18n.md "Data names")', () => {
  test("a graph's labels and its filter options name the demo's data in English, and in Hungarian again after", async ({
    page,
  }) => {
    // two graph loads and two language switches on a loaded machine
    test.setTimeout(90_000);
    await signedIn(page, DEMO.user, '/graph/satisfaction_total');
    await graphReady(page);
    await expect(graphOf(page).getByText('Javadalmazás és juttatások').first()).toBeVisible();
    const switchTo = async (from: 'hu' | 'en', language: string) => {
      const texts = from === 'hu' ? hu : en;
      await page.getByRole('button', { name: texts('layout-user-greeting', { nickname: 'Anna' }) }).click();
      await page.getByRole('button', { name: language }).click();
    };
    await switchTo('hu', 'English');
    try {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await graphReady(page);
      // the topics on the chart and in its data table
      await expect(graphOf(page).getByText('Pay and benefits').first()).toBeVisible();
      expect(await chartTable(page)).toContain('Leadership');
      await expect(graphOf(page).getByText('Javadalmazás és juttatások')).toHaveCount(0);
      // the sidebar's filter options
      await graphOf(page)
        .getByRole('combobox', { name: en('graph-sidebar-worker-group'), exact: true })
        .click();
      await expect(page.getByRole('option', { name: 'Office staff', exact: true })).toBeVisible();
      await expect(page.getByRole('option', { name: 'Production staff', exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      const filters = graphOf(page).getByRole('group', { name: en('graph-sidebar-demography-filters') });
      await expect(filters).toContainText('Department');
      await expect(filters).not.toContainText('Szervezeti egység');
    } finally {
      // other specs expect Anna's Hungarian
      await switchTo('en', 'Magyar');
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await graphReady(page);
    await expect(graphOf(page).getByText('Javadalmazás és juttatások').first()).toBeVisible();
  });
});
