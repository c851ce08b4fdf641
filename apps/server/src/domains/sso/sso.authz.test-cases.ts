import type { AuthzCases } from '../../test/authz';

/**
 * Authorization rows of the single sign-on domain: the settings are the session account's own (no
 * tenant id in the request: another tenant's admin reads and writes their own, `sso-settings.test.ts`);
 * the sign-in calls are public.
 */
const ssoAuthz: AuthzCases = {
  ssoSettings: { request: async () => ({ url: '/api/sso/settings' }), noTenantIds: true },
  ssoSettingsUpdate: {
    request: async () => ({
      url: '/api/sso/settings',
      payload: {
        enabled: false,
        issuer_url: 'https://idp.example.com',
        client_id: 'pulzus',
        client_secret: 'a-secret-of-the-test',
        jit_provisioning: false,
        domains: [{ domain: 'alfa.example', sso_required: false }],
      },
    }),
    noTenantIds: true,
  },
  ssoStart: {
    request: async () => ({ url: '/api/sso/start', payload: { email: 'nobody@nowhere.example' } }),
  },
  ssoOidcCallback: {
    request: async () => ({ url: '/api/sso/oidc/callback', payload: { state: 'x', code: 'y' } }),
  },
  ssoSamlFinish: {
    request: async () => ({ url: '/api/sso/saml/finish', payload: { code: 'x' } }),
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default ssoAuthz;
