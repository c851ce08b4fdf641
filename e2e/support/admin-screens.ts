import { expect, type Locator, type Page } from '@playwright/test';
import { hu } from './texts';

/** The open modal dialog whose heading is the catalogue text `titleKey`. */
export function modal(page: Page, titleKey: string): Locator {
  return page.getByRole('dialog', { name: hu(titleKey) });
}

/** The session-account dialog (spec 1 §2), opened from the admin dropdown. */
export async function chooseSessionAccount(page: Page, account: string): Promise<void> {
  // the entry of the admin dropdown (the welcome page may show a button of the same name)
  const toggle = page.getByRole('button', { name: hu('layout-menu-admin') });
  await toggle.click();
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await panel.getByRole('button', { name: hu('layout-menu-admin-session-account') }).click();
  const dialog = modal(page, 'session-account-dialog-title');
  await expect(dialog).toHaveAttribute('data-state', 'loaded');
  await dialog.getByLabel(hu('session-account-dialog-account')).selectOption({ label: account });
  await dialog.getByRole('button', { name: hu('session-account-dialog-submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(hu('toast-session-account-switched')).last()).toBeVisible();
}

/** The latest toast with the catalogue text `key` (an earlier one may still show its 5 s, spec 1 §9). */
export function toast(page: Page, key: string): Locator {
  return page.getByText(hu(key)).last();
}

/** Opens an admin screen by its path and waits for its frame to finish loading. */
export async function openAdminScreen(page: Page, path: string, titleKey: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: hu(titleKey) })).toBeVisible();
}

/** The import jobs table of the data import screen (spec 2 §2 "progress view"). */
export function importJobs(page: Page): Locator {
  return page.locator('[data-component="Pulzus.DataImportScreen"] table').filter({
    has: page.getByRole('columnheader', { name: hu('admin-data-import-job-state') }),
  });
}

/**
 * Waits, through the data import screen's own 10 s refresh, until a job of `kind` (the job-kind
 * label's suffix, e.g. `responses`) has completed and the queue is empty again.
 */
export async function waitForImport(page: Page, kind: string, timeout = 90_000): Promise<void> {
  const jobs = importJobs(page);
  const rows = jobs.getByRole('row').filter({ hasText: hu(`admin-data-import-job-kind-${kind}`) });
  await expect(rows.first()).toBeVisible({ timeout });
  await expect(rows.locator('[data-state="completed"]').first()).toBeVisible({ timeout });
  await expect(page.getByText(hu('admin-data-import-queue-length', { count: '0' }))).toBeVisible({ timeout });
  await expect(
    jobs.locator('[data-state="queued"], [data-state="active"], [data-state="retrying"]'),
  ).toHaveCount(0, { timeout });
  await expect(jobs.locator('[data-state="failed"], [data-state="dead-lettered"]')).toHaveCount(0);
}
