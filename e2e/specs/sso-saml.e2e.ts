import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type SamlIdp, startSamlIdp } from '../../apps/server/src/test/saml-idp';
import { DEMO_SAML_DOMAIN } from '../../apps/server/src/demo/demo-saml';
import { BASE_URL, DEMO } from '../support/env';
import { createPerson } from '../support/people';
import { api, apiToken, login } from '../support/session';
import { en, hu } from '../support/texts';

// SAML company sign-in through the real redirects (docs/sso.md "SAML"): the portal, the real server and
// the tests' SAML identity provider on 127.0.0.1, whose sign-in page posts the signed answer to the
// account's assertion consumer service. An account of its own signs one domain in through it (an
// account speaks one protocol; the demo account's OpenID Connect stays as sso.e2e.ts set it). Sign-out
// offers the identity provider's single logout (docs/sso.md "Single logout"): the server's signed
// LogoutRequest, which the identity provider checks against the SP metadata it reads from the server, and
// its signed LogoutResponse back, which lands on the login page.
const SHOTS = join(import.meta.dirname, '../../test-results/e2e/screenshots/sso-saml');
// one domain per worker's set-up: a worker that replaces a failed one makes an account of its own, and a
// domain belongs to one account
let DOMAIN = 'saml.e2e.pulzus.test';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const run = Date.now().toString(36);
const address = (who: string) => `${who}.${run}@${DOMAIN}`;

let idp: SamlIdp;
let accountToken = '';
let admin: Awaited<ReturnType<typeof createPerson>>;

const settings = (jit: boolean, required: boolean) => ({
  enabled: true,
  protocol: 'saml',
  saml_metadata_url: idp.metadataUrl,
  email_claim: 'email',
  jit_provisioning: jit,
  domains: [{ domain: DOMAIN, sso_required: required }],
});

test.beforeAll(async ({ request }) => {
  DOMAIN = `saml-${Date.now().toString(36)}.e2e.pulzus.test`;
  idp = await startSamlIdp({
    people: Object.fromEntries(
      Object.keys(VIEWPORTS).map((viewport) => [
        address(`saml-emma-${viewport}`),
        { locale: 'en', displayName: 'Emma', givenName: 'Emma' },
      ]),
    ),
  });
  // an admin of our own, whose session account is the new account (the demo admin's stays as it is)
  admin = await createPerson(request, 'admin', 'Saml');
  const { id } = await api<{ id: number }>(
    request,
    await apiToken(request, DEMO.admin),
    'POST',
    'accounts/add',
    {
      name: `E2E SAML Kft. ${run}`,
      lang_ids: [1, 2],
    },
  );
  const { token } = await api<{ token: string }>(
    request,
    await apiToken(request, admin),
    'POST',
    'session-account/set',
    {
      account_id: id,
    },
  );
  accountToken = token;
  await api(request, accountToken, 'PUT', 'sso/settings', settings(true, true));
});

test.afterAll(async ({ request }) => {
  await api(request, accountToken, 'PUT', 'sso/settings', { ...settings(false, false), enabled: false });
  await idp.close();
});

/** Signs out of Pulzus and follows the offered single logout to the login page, which says so. */
async function signOutEverywhere(page: Page, text: typeof hu, shot: string) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  // the logged-out pages follow the browser (Hungarian here) until the person picks a language
  if (text === en) await page.getByLabel(hu('login-language')).selectOption({ label: 'English' });
  const offer = page.getByRole('link', { name: text('sso-end-session-offer') });
  await expect(offer).toBeVisible();
  await offer.click();
  // the identity provider accepted the signed LogoutRequest and answered; the server accepted its answer
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-message')).toHaveText(text('sso-signed-out-everywhere'));
  await expect(page.getByRole('link', { name: text('sso-end-session-offer') })).toHaveCount(0);
  await page.screenshot({ path: shot, fullPage: true });
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/login$/);
}

async function signInAtIdp(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: hu('sso-login-button') }).click();
  await page.getByLabel(hu('sso-login-email')).fill(email);
  await page.getByRole('button', { name: hu('sso-login-continue') }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.ssoUrl}\\?`));
  await page.getByRole('button', { name: 'Sign in at the SAML identity provider' }).click();
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test.describe(`SAML company sign-in at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a new person of the domain signs in at the SAML identity provider, lands on /welcome and signs out there too', async ({
      page,
    }) => {
      const sessions = idp.sessions.size;
      await signInAtIdp(page, address(`saml-anna-${viewport}`));
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        hu('welcome-greeting', { nickname: `saml-anna-${viewport}.${run}` }),
      );
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'welcome.png') });
      expect(idp.sessions.size).toBe(sessions + 1);
      // sign-out ends the Pulzus session and, through the offered single logout, the identity provider's
      await signOutEverywhere(page, hu, join(SHOTS, viewport, 'hu', 'signed-out-everywhere.png'));
      expect(idp.sessions.size).toBe(sessions);
    });

    test('a person whose identity provider says English lands on /welcome in English', async ({ page }) => {
      await signInAtIdp(page, address(`saml-emma-${viewport}`));
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en('welcome-greeting', { nickname: 'Emma' }),
      );
      await page.screenshot({ path: join(SHOTS, viewport, 'en', 'welcome.png') });
      await signOutEverywhere(page, en, join(SHOTS, viewport, 'en', 'signed-out-everywhere.png'));
    });

    test('the demo’s SAML account signs a newcomer in at the demo’s own SAML identity provider and out through its single logout', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: hu('sso-login-button') }).click();
      await page.getByLabel(hu('sso-login-email')).fill(`saml-demo-${viewport}.${run}@${DEMO_SAML_DOMAIN}`);
      await page.getByRole('button', { name: hu('sso-login-continue') }).click();
      await page.getByRole('button', { name: 'Sign in at the SAML identity provider' }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await signOutEverywhere(page, hu, join(SHOTS, viewport, 'hu', 'demo-signed-out-everywhere.png'));
    });

    test('with just-in-time provisioning off a stranger is refused in words; a password on the SSO domain too', async ({
      page,
      request,
    }) => {
      await api(request, accountToken, 'PUT', 'sso/settings', settings(false, true));
      try {
        await signInAtIdp(page, address(`saml-stranger-${viewport}`));
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByTestId('login-message')).toHaveText(hu('error-sso-user-not-allowed'));
        await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'refused.png'), fullPage: true });
      } finally {
        await api(request, accountToken, 'PUT', 'sso/settings', settings(true, true));
      }
      await page.getByLabel(hu('login-email')).fill(address(`saml-anna-${viewport}`));
      await page.getByLabel(hu('login-password')).fill('Tinta-Kavics-1-Vizpart!');
      await page.getByRole('button', { name: hu('login-button') }).click();
      await expect(page.getByText(hu('error-sso-required'))).toBeVisible();
    });

    test('the admin sees what to register at the identity provider; unreadable metadata is said at its field', async ({
      page,
    }) => {
      await login(page, admin);
      await page.goto('/admin/sso');
      await expect(page.getByRole('heading', { name: hu('admin-sso-title') })).toBeVisible();
      await expect(page.getByLabel(hu('admin-sso-protocol'))).toHaveValue('saml');
      await expect(page.getByText(`${BASE_URL}/api/sso/saml/`).first()).toBeVisible();
      await expect(page.getByLabel(hu('admin-sso-metadata-url'))).toHaveValue(idp.metadataUrl);
      // single logout: the address to register, and the identity provider's own from its metadata
      await expect(page.getByText(`${BASE_URL}/api/sso/saml/`).filter({ hasText: '/slo' })).toBeVisible();
      await expect(page.getByText(String(idp.sloUrl))).toBeVisible();
      await page.screenshot({ path: join(SHOTS, viewport, 'hu', 'admin-sso-saml.png'), fullPage: true });
      await page.getByLabel(hu('admin-sso-metadata-url')).fill(`${idp.metadataUrl}-missing`);
      await page.getByRole('button', { name: hu('admin-sso-save') }).click();
      await expect(page.getByText(hu('sso-field-metadata-unreachable'))).toBeVisible();
      await page.screenshot({
        path: join(SHOTS, viewport, 'hu', 'admin-sso-saml-error.png'),
        fullPage: true,
      });
    });
  });
}

test('the SP metadata names the account’s entity id and ACS URL at the server’s address', async ({
  request,
}) => {
  const current = await api<{ sp_metadata_url: string; acs_url: string }>(
    request,
    accountToken,
    'GET',
    'sso/settings',
  );
  expect(current.acs_url.startsWith(`${BASE_URL}/api/sso/saml/`)).toBe(true);
  const metadata = await request.get(current.sp_metadata_url);
  expect(metadata.status()).toBe(200);
  expect(await metadata.text()).toContain(`Location="${current.acs_url}"`);
});
