import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { hu } from '../support/texts';

test.describe('login screen (spec 1 §2, §4, §5, §8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('checks the e-mail first, then the password, sending nothing while one is empty (spec 1 §5)', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/login') && calls.push(r.url()));
    await page.getByRole('button', { name: hu('login-button') }).click();
    await expect(page.getByText(hu('login-empty-email'))).toBeVisible();
    await page.getByLabel(hu('login-email')).fill(DEMO.user.email);
    await page.getByRole('button', { name: hu('login-button') }).click();
    await expect(page.getByText(hu('login-empty-password'))).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('shows the wrong-password text from the server error code (spec 1 §8)', async ({ page }) => {
    await page.getByLabel(hu('login-email')).fill(DEMO.user.email);
    await page.getByLabel(hu('login-password')).fill('Nem-ez-a-jelszo-1');
    await page.getByLabel(hu('login-password')).press('Enter');
    await expect(page.getByText(hu('login-login-wrong-password'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('locks the login after repeated wrong passwords and names the unlock time (spec 1 §8)', async ({
    page,
  }) => {
    // an address no user has: the lock works the same and leaves the demo logins usable
    const email = 'zarolt.cim@e2e.pulzus.test';
    await page.getByLabel(hu('login-email')).fill(email);
    const lockedPrefix = hu('login-login-locked').split('%s')[0]!.trim();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel(hu('login-password')).fill(`Rossz-jelszo-${attempt}`);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await page.getByLabel(hu('login-password')).press('Enter');
      await answered;
      if (await page.getByText(lockedPrefix).isVisible()) break;
    }
    const message = page.getByText(lockedPrefix);
    await expect(message).toBeVisible();
    // %s is replaced by the unlock time: something follows the prefix and no placeholder remains
    const text = (await message.textContent()) ?? '';
    expect(text).not.toContain('%s');
    expect(text.length).toBeGreaterThan(lockedPrefix.length + 4);
  });

  test('signs in with Enter and goes to /welcome, greeting by nickname (spec 1 §2)', async ({ page }) => {
    await page.getByLabel(hu('login-email')).fill(DEMO.user.email);
    await page.getByLabel(hu('login-password')).fill(DEMO.user.password);
    await page.getByLabel(hu('login-password')).press('Enter');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hu('welcome-greeting', { nickname: 'Anna' }),
    );
  });
});
