import { expect, test } from '@playwright/test';
import { openAdminScreen, toast } from '../support/admin-screens';
import { DEMO } from '../support/env';
import { signedIn } from '../support/session';
import { hu } from '../support/texts';

/**
 * docs/import.md "Matching across survey dates": the demo's surveys are copies with new provider ids,
 * so its newest date waits with suggestions for reworded statements. The demo admin reviews one on the
 * questions screen's matching tab, and hands it back to automatic matching at the end, so the demo's
 * graphs stay as the other specs read them.
 */
test('an admin accepts a suggested match of a copied survey and hands it back to automatic matching', async ({
  page,
}) => {
  await signedIn(page, DEMO.admin, '/welcome');
  await openAdminScreen(page, '/admin/questions', 'admin-questions-title');
  await page.getByRole('tab', { name: hu('admin-item-matches-title') }).click();
  await expect(page.getByRole('tabpanel', { name: hu('admin-item-matches-title') })).toBeVisible();

  const suggested = page.locator('article[data-status="suggested"]');
  await expect(suggested.first()).toBeVisible();
  const count = await suggested.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // most statements of the copy continue the earlier ones by their text
  expect(await page.locator('article[data-status="text"]').count()).toBeGreaterThan(40);

  const card = suggested.first();
  const statement = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: hu('admin-item-matches-accept') }).click();
  await expect(toast(page, 'toast-item-matches-saved')).toBeVisible();
  const accepted = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: statement, exact: true }) });
  await expect(accepted).toHaveAttribute('data-status', 'confirmed');
  await expect(suggested).toHaveCount(count - 1);

  // a reload shows the stored decision
  await page.reload();
  await page.getByRole('tab', { name: hu('admin-item-matches-title') }).click();
  await expect(accepted).toHaveAttribute('data-status', 'confirmed');
  await accepted.getByRole('button', { name: hu('admin-item-matches-auto') }).click();
  await expect(accepted).toHaveAttribute('data-status', 'suggested');
});
