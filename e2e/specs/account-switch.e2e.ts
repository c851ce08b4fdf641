import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../support/env';
import { createPerson, type Person } from '../support/people';
import { api, apiToken, login, storedClaims } from '../support/session';
import { hu } from '../support/texts';

const DEMO_ACCOUNT = 'Demo Gyártó Kft.';

/** The session-account dialog (spec 1 §2). */
function dialog(page: Page) {
  return page.getByRole('dialog', { name: hu('session-account-dialog-title') });
}

/** Opens the dialog from the admin dropdown's chooser entry (spec 1 §2 "Logged-in layout"). */
async function openFromAdminMenu(page: Page) {
  await page.getByRole('button', { name: hu('layout-menu-admin') }).click();
  await page.getByRole('button', { name: hu('layout-menu-admin-session-account') }).click();
  await expect(dialog(page)).toHaveAttribute('data-state', 'loaded');
}

/** Chooses an account in the open dialog and submits; the dialog closes with a success toast (spec 1 §2, §4). */
async function switchTo(page: Page, account: string) {
  await dialog(page).getByLabel(hu('session-account-dialog-account')).selectOption({ label: account });
  await dialog(page)
    .getByRole('button', { name: hu('session-account-dialog-submit') })
    .click();
  await expect(dialog(page)).toBeHidden();
  // the latest toast: an earlier one may still be showing its 5 s (spec 1 §9)
  await expect(page.getByText(hu('toast-session-account-switched')).last()).toBeVisible();
}

/** The user menu's session-account line (spec 1 §2: the session account name for admins). */
async function expectAccountInUserMenu(page: Page, who: Person, line: string) {
  const toggle = page.getByRole('button', { name: hu('layout-user-greeting', { nickname: who.nickname }) });
  await toggle.click();
  await expect(page.getByText(line)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

test.describe('account switch (spec 1 §2 "Session-account dialog", §4)', () => {
  // an admin made for this file: the session account lives on the user, so the demo admin keeps its own
  let admin: Person;
  let otherAccount = '';

  test.beforeAll(async ({ request }) => {
    otherAccount = `E2E Váltó Zrt. ${Date.now()}`;
    await api(request, await apiToken(request, DEMO.admin), 'POST', 'accounts/add', {
      name: otherAccount,
      lang_ids: [1],
    });
    admin = await createPerson(request, 'admin', 'Valto');
  });

  test('spec 1 §2, §5: without a session account the welcome page prompts; the dialog needs an account and closes', async ({
    page,
  }) => {
    await login(page, admin);
    expect((await storedClaims(page))?.aid).toBeUndefined();
    await expect(page.getByText(hu('welcome-choose-session-account-prompt'))).toBeVisible();
    await expectAccountInUserMenu(page, admin, hu('layout-user-no-session-account'));
    // the account-specific admin links wait for a session account (spec 1 §4)
    await page.getByRole('button', { name: hu('layout-menu-admin') }).click();
    await expect(page.getByRole('link', { name: hu('layout-menu-admin-accounts') })).toBeVisible();
    await expect(page.getByRole('link', { name: hu('layout-menu-admin-worker-groups') })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: hu('welcome-choose-session-account-button') }).click();
    await expect(dialog(page)).toHaveAttribute('data-state', 'loaded');
    const select = dialog(page).getByLabel(hu('session-account-dialog-account'));
    await expect(select.locator('option', { hasText: DEMO_ACCOUNT })).toHaveCount(1);
    await expect(select.locator('option', { hasText: otherAccount })).toHaveCount(1);
    // the selection is required (spec 1 §5)
    await dialog(page)
      .getByRole('button', { name: hu('session-account-dialog-submit') })
      .click();
    await expect(dialog(page).getByText(hu('required-field'))).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await dialog(page)
      .getByRole('button', { name: hu('common-close') })
      .click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(hu('welcome-choose-session-account-prompt'))).toBeVisible();
  });

  test('spec 1 §4: switching replaces the token, clears the caches and reloads the lists — another name, other data', async ({
    page,
  }) => {
    await login(page, admin);

    // into the demo account, from the welcome page: its survey month and graph links load in place
    await page.getByRole('button', { name: hu('welcome-choose-session-account-button') }).click();
    await expect(dialog(page)).toHaveAttribute('data-state', 'loaded');
    const before = await page.evaluate(() => localStorage.getItem('id_token'));
    await switchTo(page, DEMO_ACCOUNT);
    const demo = await storedClaims(page);
    expect(demo).toMatchObject({ an: DEMO_ACCOUNT });
    expect(await page.evaluate(() => localStorage.getItem('id_token'))).not.toBe(before);
    // the results home may keep its filters in the address (docs/graphs.md "The results home")
    await expect(page).toHaveURL(/\/welcome(\?.*)?$/);
    await expect(page.getByText(hu('welcome-last-survey-caption'))).toBeVisible();
    await expect(page.getByRole('link', { name: hu('graph-title-total'), exact: true })).toBeVisible();
    await expectAccountInUserMenu(page, admin, hu('layout-user-session-account', { name: DEMO_ACCOUNT }));

    // an account-specific list: the demo account's worker groups
    await page.getByRole('button', { name: hu('layout-menu-admin') }).click();
    await page.getByRole('link', { name: hu('layout-menu-admin-worker-groups') }).click();
    await expect(page).toHaveURL(/\/admin\/worker-groups$/);
    await expect(page.getByRole('cell', { name: 'Irodai munkatársak' })).toBeVisible();

    // into the other account on the same screen: the list reloads without the demo's groups
    await openFromAdminMenu(page);
    await switchTo(page, otherAccount);
    const other = await storedClaims(page);
    expect(other).toMatchObject({ an: otherAccount });
    expect(other?.aid).not.toBe(demo?.aid);
    await expect(page).toHaveURL(/\/admin\/worker-groups$/);
    await expect(page.getByText(hu('admin-worker-groups-empty'))).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Irodai munkatársak' })).toHaveCount(0);
    await expectAccountInUserMenu(page, admin, hu('layout-user-session-account', { name: otherAccount }));

    // the welcome data of the new account: it has no survey month yet
    await page.getByRole('link', { name: hu('layout-menu-welcome') }).click();
    // said by the welcome page and by the results home's empty state alike
    await expect(page.getByText(hu('welcome-no-survey-date')).first()).toBeVisible();
    await expect(page.getByText(hu('welcome-last-survey-caption'))).toHaveCount(0);

    // the new token survives a reload: the server keeps the chosen account too
    await page.reload();
    await expect(page.getByText(hu('welcome-no-survey-date')).first()).toBeVisible();
    expect((await storedClaims(page))?.aid).toBe(other?.aid);
  });
});
