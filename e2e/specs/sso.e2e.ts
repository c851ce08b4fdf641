import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type OidcIdp, startOidcIdp } from '../../apps/server/src/test/oidc-idp';
import { BASE_URL, DEMO } from '../support/env';
import { api, apiToken, login } from '../support/session';
import { en, hu } from '../support/texts';

// Company sign-in through the real redirects (docs/sso.md): the portal, the real server and a real
// OpenID provider (oidc-provider) started here on 127.0.0.1; the demo account signs in one domain through it.
const SHOTS = join(import.meta.dirname, '../../test-results/e2e/screenshots/sso');
const DOMAIN = 'sso.e2e.pulzus.test';
const CLIENT = { client_id: 'pulzus-e2e', client_secret: 'e2e-client-secret-0123456789' };
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const run = Date.now().toString(36);
const address = (who: string) => `${who}.${run}@${DOMAIN}`;

let idp: OidcIdp;

test.beforeAll(async ({ request }) => {
  const english = (viewport: string) => address(`emma-${viewport}`);
  idp = await startOidcIdp({
    clients: [CLIENT],
    redirectUri: `${BASE_URL}/sso/callback`,
    postLogoutUri: `${BASE_URL}/login`,
    people: Object.fromEntries(
      Object.keys(VIEWPORTS).map((viewport) => [
        english(viewport),
        { email: english(viewport), email_verified: true, name: 'Emma', given_name: 'Emma', locale: 'en' },
      ]),
    ),
  });
  const token = await apiToken(request, DEMO.admin);
  await api(request, token, 'PUT', 'sso/settings', settings(true));
});

/** The demo account's company sign-in through the tests' provider, the domain requiring it. */
const settings = (jit: boolean) => ({
  enabled: true,
  issuer_url: idp.issuer,
  ...CLIENT,
  email_claim: 'email',
  jit_provisioning: jit,
  domains: [{ domain: DOMAIN, sso_required: true }],
});

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, DEMO.admin);
  await api(request, token, 'PUT', 'sso/settings', {
    enabled: false,
    issuer_url: idp.issuer,
    ...CLIENT,
    jit_provisioning: false,
    domains: [{ domain: DOMAIN, sso_required: false }],
  });
  await idp.close();
});

async function openCompanySignIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: hu('sso-login-button') }).click();
  await expect(page.getByRole('heading', { name: hu('sso-login-title') })).toBeVisible();
}

async function continueAs(page: Page, email: string) {
  await page.getByLabel(hu('sso-login-email')).fill(email);
  await page.getByRole('button', { name: hu('sso-login-continue') }).click();
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`company sign-in at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a new person of the domain signs in at the identity provider and lands on /welcome in Hungarian', async ({
      page,
    }) => {
      await openCompanySignIn(page);
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'login-company.png'), fullPage: true });
      await continueAs(page, address(`anna-${viewport}`));
      await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
      await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        hu('welcome-greeting', { nickname: `anna-${viewport}.${run}` }),
      );
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'welcome.png') });

      // sign-out ends the Pulzus session and offers the identity provider's end-session
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login$/);
      const offer = page.getByRole('link', { name: hu('sso-end-session-offer') });
      await expect(offer).toBeVisible();
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'logged-out.png'), fullPage: true });
      await offer.click();
      await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/session/end`));
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a person whose identity provider says English lands on /welcome in English', async ({ page }) => {
      await openCompanySignIn(page);
      await continueAs(page, address(`emma-${viewport}`));
      await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en('welcome-greeting', { nickname: 'Emma' }),
      );
      await page.screenshot({ path: join(SHOTS, viewport, 'en', 'welcome.png') });
    });

    test('refusals are told in words: unknown domain, cancelled at the provider, password on an SSO domain', async ({
      page,
    }) => {
      await openCompanySignIn(page);
      await continueAs(page, `someone@elsewhere-${run}.test`);
      await expect(page.getByText(hu('error-sso-unknown-domain'))).toBeVisible();
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'unknown-domain.png'), fullPage: true });

      await continueAs(page, address(`cancel-${viewport}`));
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('login-message')).toHaveText(hu('error-sso-user-not-allowed'));
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'cancelled.png'), fullPage: true });

      await page.getByLabel(hu('login-email')).fill(address(`anna-${viewport}`));
      await page.getByLabel(hu('login-password')).fill('Tinta-Kavics-1-Vizpart!');
      await page.getByRole('button', { name: hu('login-button') }).click();
      await expect(page.getByText(hu('error-sso-required'))).toBeVisible();
    });

    test('with just-in-time provisioning off a stranger is refused in words at the callback', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, DEMO.admin);
      await api(request, token, 'PUT', 'sso/settings', settings(false));
      try {
        await openCompanySignIn(page);
        await continueAs(page, address(`stranger-${viewport}`));
        await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
        await page.getByRole('button', { name: 'Sign in at the identity provider' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByTestId('login-message')).toHaveText(hu('error-sso-user-not-allowed'));
        await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'refused.png'), fullPage: true });
      } finally {
        await api(request, token, 'PUT', 'sso/settings', settings(true));
      }
    });

    test('the admin reads the account’s settings and a bad field says what to fix', async ({ page }) => {
      await login(page, DEMO.admin);
      await page.goto('/admin/sso');
      await expect(page.getByRole('heading', { name: hu('admin-sso-title') })).toBeVisible();
      await expect(page.getByLabel(`${hu('admin-sso-domain')} 1`)).toHaveValue(DOMAIN);
      await expect(page.getByText(`${BASE_URL}/sso/callback`)).toBeVisible();
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'admin-sso.png'), fullPage: true });
      await page.getByLabel(hu('admin-sso-issuer-url')).fill('http://idp.example.com');
      await page.getByRole('button', { name: hu('admin-sso-save') }).click();
      await expect(page.getByText(hu('sso-field-issuer-invalid'))).toBeVisible();
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'admin-sso-error.png'), fullPage: true });
    });
  });
}
