import { expect, test } from '@playwright/test';
import { openAdminScreen, toast } from '../support/admin-screens';
import { DEMO } from '../support/env';
import { createPerson } from '../support/people';
import { signedIn } from '../support/session';
import { hu } from '../support/texts';

/**
 * Scopes on the users screen against the real server (docs/privacy.md "Rule 10", HR admin guide "Scopes"): the demo
 * admin gives a new user of the demo account a worker group scope, checks whom it covers before saving, sees it in
 * the list and its filter, and removes it. A person of this file, so the demo's own scoped users stay as seeded.
 */
test('an admin sets, checks, lists, filters and removes a user’s scope on the users screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await createPerson(request, 'user', 'Hatokor');
  const name = `E2E ${person.nickname}`;
  await signedIn(page, DEMO.admin, '/welcome');
  await openAdminScreen(page, '/admin/users', 'admin-users-title-users');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText(hu('admin-users-scope-none'))).toBeVisible();
  await row.getByRole('button', { name: hu('admin-users-action-scope') }).click();
  const popup = page.getByRole('dialog', { name: hu('admin-users-scope-title', { name }) });
  await expect(popup.getByText(hu('admin-users-scope-unscoped'))).toBeVisible();
  const group = popup
    .getByRole('group', { name: hu('admin-users-scope-worker-groups') })
    .getByRole('checkbox')
    .first();
  await group.press('Space');
  await expect(group).toBeChecked();
  await popup.getByRole('button', { name: hu('admin-users-scope-check') }).click();
  await expect(popup.getByRole('heading', { name: hu('admin-users-scope-covers') })).toBeVisible();
  await popup.getByRole('button', { name: hu('common-save') }).click();
  await expect(toast(page, 'toast-user-scope-saved')).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(row.getByText(hu('admin-users-scope-none'))).toBeHidden();
  // exact: a user another spec imported is named "E2E Látókör Import", and their row's actions carry the name
  const filter = page.getByLabel(hu('admin-users-scope-filter'), { exact: true });
  await filter.selectOption({ label: hu('admin-users-scope-filter-unscoped') });
  await expect(row).toBeHidden();
  await filter.selectOption({ label: hu('admin-users-scope-filter-scoped') });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: hu('admin-users-action-scope') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: hu('admin-users-scope-remove') })
    .click();
  await expect(toast(page, 'toast-user-scope-removed')).toBeVisible();
  await filter.selectOption({ label: hu('admin-users-scope-filter-unscoped') });
  await expect(row.getByText(hu('admin-users-scope-none'))).toBeVisible();
});
