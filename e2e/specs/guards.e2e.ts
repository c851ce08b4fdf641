import { expect, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { signedIn } from '../support/session';

test.describe('guards and redirects (spec 1 §2, spec 2 §2)', () => {
  test('a logged-out person is sent from a logged-in page to /login', async ({ page }) => {
    for (const path of ['/welcome', '/documents', '/graph/total', '/admin/accounts']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('the empty path and an unknown path go to /welcome', async ({ page }) => {
    await signedIn(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/nincs-ilyen-oldal');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('a logged-in person opening /login goes to /welcome', async ({ page }) => {
    await signedIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('the admin guard sends a user from /admin/… to / and so to /welcome', async ({ page }) => {
    await signedIn(page, DEMO.user, '/admin/users');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('an unknown graph slug and /graph/participation_rate go to /welcome (spec 2 §8)', async ({ page }) => {
    await signedIn(page, DEMO.user, '/graph/nincs_ilyen');
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/graph/participation_rate');
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('an admin reaches the admin screens', async ({ page }) => {
    await signedIn(page, DEMO.admin, '/admin/accounts');
    await expect(page).toHaveURL(/\/admin\/accounts$/);
  });
});
