import type { AuthzCases } from '../../test/authz';

/** Authorization rows of the provider domain's listings. */
const providerAuthz: AuthzCases = {
  providerSurveys: { noTenantIds: true, request: async () => ({ url: '/api/sm-surveys' }) },
  providerSurveysBySessionAccount: {
    noTenantIds: true,
    request: async () => ({ url: '/api/sm-surveys-by-session-account' }),
  },
  providerApiKeys: { noTenantIds: true, request: async () => ({ url: '/api/sm-api-key' }) },
  providerClientId: { noTenantIds: true, request: async () => ({ url: '/api/sm-client-id' }) },
  providerConnect: {
    noTenantIds: true,
    request: async () => ({ url: '/api/sm-connect', payload: { code: 'code', state: 'state' } }),
  },
  // a key of tenant A; routing scopes it to the caller's session account
  providerApiKeyRename: {
    noTenantIds: true,
    async request({ t, accountA }) {
      const key = await t.database.db
        .insertInto('sm_api_keys')
        .values({
          account_id: accountA.id,
          name: 'A',
          access_token_sealed: '',
          access_url: 'http://127.0.0.1:1',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `/api/sm-api-key/${key.id}`, payload: { name: 'Új név' } };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default providerAuthz;
