import { expect, test } from '@playwright/test';
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
