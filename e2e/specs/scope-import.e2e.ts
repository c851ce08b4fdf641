import { expect, test } from '@playwright/test';
import { openAdminScreen, toast } from '../support/admin-screens';
import { DEMO, type DemoLogin } from '../support/env';
import { api, apiToken, signedIn } from '../support/session';
import { hu } from '../support/texts';

/**
 * The scope import against the real server on the demo tenant (docs/api.md "Scope import", HR admin guide
 * "Scopes"): on a phone-sized screen, with the keyboard, the demo admin uploads a csv as Hungarian Excel writes it
 * (semicolons) that creates a user with the Szeged site as scope — named without its accent and capital —, checks
 * the preview and imports it; the same file again changes nothing. The new user then signs in and the participation
 * page lists only Szeged's units.
 */
test('an admin imports a scope file that creates a user, who then sees only the scope', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `scope.import.${Date.now()}@e2e.pulzus.test`;
  const file = {
    name: 'latokorok.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFE-mail-cím;Név;Látókör\r\n${email};E2E Látókör Import;telephely: szeged\r\n`),
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, DEMO.admin, '/welcome');
  await openAdminScreen(page, '/admin/users', 'admin-users-title-users');
  await page.getByRole('button', { name: hu('admin-users-scope-import') }).click();
  const dialog = page.getByRole('dialog', { name: hu('admin-users-scope-import-title') });
  await expect(dialog).toHaveAttribute('data-state', 'idle');

  const check = async (mode: 'create' | 'update') => {
    await dialog.getByLabel(hu('admin-users-scope-import-mode')).selectOption(mode);
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: hu('admin-users-scope-import-check') }).focus();
    await page.keyboard.press('Enter');
    const heading = dialog.getByRole('heading', {
      name: hu('admin-users-scope-import-preview-title', { file: file.name }),
    });
    // the preview's heading takes the focus, so the keyboard goes on from there
    await expect(heading).toBeFocused();
  };

  await check('create');
  const row = dialog.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toContainText(hu('admin-users-scope-import-new-user'));
  await expect(row).toContainText('Telephely: Szeged');
  // the popup fits a phone: nothing of it scrolls sideways beyond its own table
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await dialog.getByRole('button', { name: hu('admin-users-scope-import-apply') }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'toast-scope-import-done')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the same file again: every row is as it says, so nothing can be imported
  await page.getByRole('button', { name: hu('admin-users-scope-import') }).click();
  await check('update');
  await expect(dialog.getByText(hu('admin-users-scope-import-nothing'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: hu('admin-users-scope-import-apply') })).toBeDisabled();
  await page.keyboard.press('Escape');

  // the admin gives the new user a password (the import sends no mail), and the user signs in
  const token = await apiToken(request, DEMO.admin);
  const { users } = await api<{ users: { id: number; email: string }[] }>(
    request,
    token,
    'GET',
    'users/get-user-list',
  );
  const created = users.find((user) => user.email === email);
  expect(created, 'the imported user is listed').toBeDefined();
  const password = 'Tinta-Kavics-7-Vizpart!';
  await api(request, token, 'PUT', `users/${created?.id}/password`, { password });

  const person: DemoLogin = { email, password };
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await signedIn(viewer, person, '/participation-rate');
  const scope = await api<{ scope: unknown }>(
    viewer.request,
    await apiToken(viewer.request, person),
    'GET',
    'session/scope',
  );
  expect(scope.scope).toEqual({
    worker_group_ids: [],
    demographies: [{ code: 'telephely', answers: ['Szeged'] }],
  });
  const rows = viewer.locator('table tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain('Szeged');
    expect(text).not.toMatch(/Győr|Pécs/);
  }
  await context.close();
});
