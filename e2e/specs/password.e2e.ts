import { expect, type Page, test } from '@playwright/test';
import { linkIn, mails, waitForMail } from '../support/mailbox';
import { api, apiToken } from '../support/session';
import { hu } from '../support/texts';

// a user of the demo account made for this file, so the demo logins keep their passwords
const EMAIL = `jelszo.${Date.now()}@e2e.pulzus.test`;
// nothing of the user's name or address ("Jelszó Teszt", jelszo.…) in them: the policy refuses those (docs/sign-in.md)
const FIRST_PASSWORD = 'Tinta-Kavics-2026!';
const RESET_PASSWORD = 'Vizpart-Kobold-93?x';

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel(hu('forgotten-password-new-password'), { exact: true }).fill(password);
  await page.getByLabel(hu('forgotten-password-repeat-password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: hu('forgotten-password-set-button') }).click();
}

async function signIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel(hu('login-email')).fill(EMAIL);
  await page.getByLabel(hu('login-password')).fill(password);
  await page.getByLabel(hu('login-password')).press('Enter');
  await expect(page).toHaveURL(/\/welcome$/);
}

test.describe
  .serial('password flows through the SMTP sink (spec 1 §2, §4, §5, §7)', () => {
    test('first-password setup: the new user’s mail link sets a password that signs in', async ({
      page,
      request,
    }) => {
      const before = mails().length;
      const token = await apiToken(request);
      await api(request, token, 'POST', 'users', {
        name: 'Jelszó Teszt',
        email: EMAIL,
        nickname: 'Teszt',
        role: 'user',
        send_set_password_email: true,
      });
      const link = linkIn(await waitForMail(EMAIL, before), '/new-password');
      await setPassword(page, link, FIRST_PASSWORD);
      await expect(page.getByText(hu('new-password-success'))).toBeVisible();
      await page.getByRole('link', { name: hu('forgotten-password-back-to-login') }).click();
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, FIRST_PASSWORD);
    });

    test('forgotten password: request, read the link from the raw mail, set, sign in', async ({ page }) => {
      const before = mails().length;
      await page.goto('/login');
      await page.getByRole('link', { name: hu('login-forgotten-password-link') }).click();
      await expect(page).toHaveURL(/\/forgotten-password$/);
      // the login page (with its own e-mail field) stays until the lazy page chunk has rendered
      await expect(page.getByRole('heading', { name: hu('forgotten-password-title') })).toBeVisible();
      await page.getByLabel(hu('forgotten-password-email')).fill(EMAIL);
      await page.getByRole('button', { name: hu('forgotten-password-submit') }).click();
      await expect(page.getByText(hu('forgotten-password-sent'))).toBeVisible();
      const link = linkIn(await waitForMail(EMAIL, before), '/forgotten-password');
      expect(new URL(link).searchParams.get('uid')).toMatch(/^\d+$/);
      await setPassword(page, link, RESET_PASSWORD);
      await expect(page.getByText(hu('forgotten-password-success'))).toBeVisible();
      await signIn(page, RESET_PASSWORD);
    });

    test('a link with a wrong hash sends the page to /login', async ({ page }) => {
      await page.goto('/forgotten-password?uid=1&hash=nem-jo-hash');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
