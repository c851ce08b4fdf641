import type { AuthzCases } from '../../test/authz';

/** Authorization rows of the accounts domain: admin-only, global (accounts are the tenants). */
const accountsAuthz: AuthzCases = {
  accountsList: { noTenantIds: true, request: async () => ({ url: '/api/accounts' }) },
  accountsAdd: {
    noTenantIds: true,
    request: async () => ({ url: '/api/accounts/add', payload: { name: 'Gamma Bt.', lang_ids: [1] } }),
  },
  accountsUpdate: {
    noTenantIds: true,
    request: async ({ accountA }) => ({
      url: `/api/accounts/${accountA.id}`,
      payload: { name: accountA.name, lang_ids: [1, 2], min_group_size: 6 },
    }),
  },
  accountsSetEnabled: {
    noTenantIds: true,
    request: async ({ accountA }) => ({
      url: `/api/accounts/${accountA.id}/set-enabled`,
      payload: { enabled: true },
    }),
  },
  languages: { noTenantIds: true, request: async () => ({ url: '/api/languages' }) },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default accountsAuthz;
