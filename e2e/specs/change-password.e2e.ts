import { expect, type Page, test } from '@playwright/test';
import { createPerson, type Person } from '../support/people';
import { login, signedIn } from '../support/session';
import { hu } from '../support/texts';

const NEW_PASSWORD = 'Masik-Jelszo-2026#';

function fields(page: Page) {
  return {
    old: page.getByLabel(hu('change-password-old-password'), { exact: true }),
    next: page.getByLabel(hu('change-password-new-password'), { exact: true }),
    repeat: page.getByLabel(hu('change-password-repeat-password'), { exact: true }),
    submit: page.getByRole('button', { name: hu('change-password-button') }),
  };
}

/** Opens /change-password through the header link, as a person would. */
async function openChangePassword(page: Page, who: Person) {
  await login(page, who);
  await page.getByRole('link', { name: hu('layout-menu-change-password') }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { level: 1, name: hu('change-password-title') })).toBeVisible();
}

/** Counts the change-password calls the page sends. */
function changeCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/users/change-password') && calls.push(r.method()));
  return calls;
}

test.describe
  .serial('change password (spec 1 §2 "Change password page", §5, §6, §8)', () => {
    // a user made for this file, so the demo logins keep their passwords
    let person: Person;
    test.beforeAll(async ({ request }) => {
      person = await createPerson(request, 'user', 'Jelszocsere');
    });

    test('spec 1 §5: old password first, then new and repeat, then the mismatch; nothing is sent until they pass', async ({
      page,
    }) => {
      await openChangePassword(page, person);
      const calls = changeCalls(page);
      const form = fields(page);

      await form.submit.click();
      await expect(page.getByRole('alert')).toHaveText(hu('change-password-error-old-password-empty'));
      await expect(form.old).toHaveAttribute('aria-invalid', 'true');

      // the old password alone: the new one is missing
      await form.old.fill(person.password);
      await form.submit.click();
      await expect(page.getByRole('alert')).toHaveText(hu('change-password-error-new-password-empty'));

      // new without repeat is still the "new password empty" error, now on the repeat field
      await form.next.fill(NEW_PASSWORD);
      await form.submit.click();
      await expect(page.getByRole('alert')).toHaveText(hu('change-password-error-new-password-empty'));
      await expect(form.repeat).toHaveAttribute('aria-invalid', 'true');

      await form.repeat.fill(`${NEW_PASSWORD}x`);
      await form.repeat.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(hu('change-password-error-new-password-mismatch'));
      expect(calls).toEqual([]);
    });

    test('spec 1 §8: a wrong old password shows the server’s text and keeps the password', async ({
      page,
    }) => {
      await openChangePassword(page, person);
      const calls = changeCalls(page);
      const form = fields(page);
      await form.old.fill('Nem-Ez-A-Regi-1!');
      await form.next.fill(NEW_PASSWORD);
      await form.repeat.fill(NEW_PASSWORD);
      await form.submit.click();
      await expect(page.getByRole('alert')).toHaveText(hu('change-password-error-wrong-old-password'));
      expect(calls).toEqual(['POST']);
    });

    test('spec 1 §5: a new password that is not strong is refused with the reason, not a bare failure', async ({
      page,
    }) => {
      await openChangePassword(page, person);
      const form = fields(page);
      await form.old.fill(person.password);
      await form.next.fill('gyenge');
      await form.repeat.fill('gyenge');
      await form.submit.click();
      // the reason is said at the new-password field, which takes the focus (docs/sign-in.md)
      await expect(form.next).toHaveAttribute('aria-invalid', 'true');
      await expect(form.next).toHaveAccessibleDescription(new RegExp(hu('password-error-too-short')));
      await expect(form.next).toBeFocused();
    });

    test('spec 1 §4, §8: the change succeeds, the session goes on, and the next sign-in takes only the new password', async ({
      page,
    }) => {
      await openChangePassword(page, person);
      const form = fields(page);
      await form.old.fill(person.password);
      await form.next.fill(NEW_PASSWORD);
      await form.repeat.fill(NEW_PASSWORD);
      await form.submit.click();
      await expect(page.getByRole('status').filter({ hasText: hu('change-password-success') })).toBeVisible();
      await expect(form.old).toHaveValue('');
      await expect(form.next).toHaveValue('');

      // this session continues on the token the answer replaced (the others end)
      await page.getByRole('link', { name: hu('layout-menu-explanations') }).click();
      await expect(page).toHaveURL(/\/explanations$/);
      await page.reload();
      await expect(page).toHaveURL(/\/explanations$/);

      await page.getByRole('link', { name: hu('layout-menu-logout') }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel(hu('login-email')).fill(person.email);
      await page.getByLabel(hu('login-password')).fill(person.password);
      await page.getByLabel(hu('login-password')).press('Enter');
      await expect(page.getByText(hu('login-login-wrong-password'))).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await login(page, { email: person.email, password: NEW_PASSWORD });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        hu('welcome-greeting', { nickname: person.nickname }),
      );
    });

    test('spec 1 §6: a demo user gets the not-allowed message instead of the form', async ({
      page,
      request,
    }) => {
      const demo = await createPerson(request, 'demo-user', 'Bemutato');
      await signedIn(page, demo, '/change-password');
      await expect(page.getByRole('status')).toHaveText(hu('demo-user-not-allowed'));
      await expect(page.getByLabel(hu('change-password-old-password'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: hu('change-password-button') })).toHaveCount(0);
    });
  });
