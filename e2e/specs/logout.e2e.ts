import { expect, test } from '@playwright/test';
import { login, signedIn } from '../support/session';
import { hu } from '../support/texts';

test.describe('logout (spec 1 §2, §4)', () => {
  test('the header link deletes the stored token and goes to /login; the guard then holds', async ({
    page,
  }) => {
    await login(page);
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeTruthy();
    await page.getByRole('link', { name: hu('layout-menu-logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired token counts as logged out (spec 1 §4)', async ({ page }) => {
    await signedIn(page);
    // a token whose exp lies in the past: the login guard must treat the person as logged out
    await page.evaluate(() => {
      const token = localStorage.getItem('id_token') ?? '';
      const [head, body] = token.split('.');
      const claims = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/')));
      const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 60, iat: claims.iat - 7200 };
      const encoded = btoa(JSON.stringify(expired))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem('id_token', `${head}.${encoded}.x`);
    });
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/login$/);
  });
});
