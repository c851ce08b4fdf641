import { expect, test } from '@playwright/test';
import { openAdminScreen, toast } from '../support/admin-screens';
import { DEMO } from '../support/env';
import { mails, waitForMail } from '../support/mailbox';
import { axeViolations, layoutProblems } from '../support/page-checks';
import { login, signedIn } from '../support/session';
import { hu } from '../support/texts';

/** A scoped viewer of the demo tenant (apps/server/src/demo/seed.ts): the site manager of Szeged and Pécs. */
const SITE_MANAGER = {
  email: 'telephelyvezeto@demo.pulzus.test',
  password: 'Pulzus-Demo-2026!',
  name: 'Szabó Eszter',
};

/**
 * Sharing a published date with scoped users against the real server (docs/api.md "Sharing a date", HR admin
 * guide "Sharing a date with scoped users"): the demo admin shares the newest published demo date (September 2025)
 * with the site manager by keyboard, sees her status go from queued to sent through the real queue and SMTP sink,
 * and, after she signs in through the mail's link, sees it opened.
 */
test('an admin shares a published date with a scoped user and follows her status to opened', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, DEMO.admin, '/welcome');
  await openAdminScreen(page, '/admin/survey-dates', 'admin-survey-dates-title');
  const row = page.getByRole('row', { name: /2025\. szeptember/ });
  await row.getByRole('button', { name: hu('admin-survey-dates-share') }).click();
  const title = page.getByRole('heading', { level: 1, name: /2025\. szeptember/ });
  await expect(title).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/survey-dates\/\d+\/shares$/);

  // only the site manager, with the report link, again if an earlier run reached her
  const everyone = page.getByRole('checkbox', { name: /Minden látókörrel rendelkező/ });
  await expect(everyone).toBeChecked();
  await everyone.press('Space');
  await page.getByRole('checkbox', { name: new RegExp(SITE_MANAGER.name) }).press('Space');
  await page.getByRole('checkbox', { name: hu('admin-shares-include-report') }).press('Space');
  await page.getByRole('checkbox', { name: hu('admin-shares-resend') }).press('Space');
  const before = mails().length;
  await page.getByRole('button', { name: hu('admin-shares-send') }).press('Enter');
  await expect(toast(page, 'toast-share-queued')).toBeVisible();

  // the screen asks again while the mail waits: queued, then sent
  const share = page.getByRole('article').first();
  const recipient = share.getByRole('row', { name: new RegExp(SITE_MANAGER.name) });
  await expect(recipient.getByText(hu('admin-shares-status-sent'))).toBeVisible({ timeout: 60_000 });
  const mail = await waitForMail(SITE_MANAGER.email, before);
  expect(mail.text).toContain('Kedves Szabó Eszter');
  expect(mail.text).toContain('2025. szeptember');
  const link = /https?:\/\/\S+\/welcome\?share=[\w-]+&report=pdf/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  // the token signs nobody in: followed signed out it asks for the sign-in, and counts once she is signed in
  const context = await browser.newContext();
  const her = await context.newPage();
  await her.goto(link!);
  await expect(her).toHaveURL(/\/login$/);
  await login(her, SITE_MANAGER);
  await expect(her.getByText(/Önnel megosztott eredmények: 2025\. szeptember/)).toBeVisible();
  await expect(her.getByRole('button', { name: hu('report-button') }).first()).toBeVisible();
  await context.close();

  await page.reload();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('row', { name: new RegExp(SITE_MANAGER.name) }),
  ).toContainText(hu('admin-shares-status-opened'));

  // on a phone the screen fits, nothing is cut, and axe finds nothing (docs/storybook.md "Page walk" checks)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
