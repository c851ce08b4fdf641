import type { AuthzCases } from '../../test/authz';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from './embed.fixtures';

/** Authorization rows of the embed domain (issue #7): key management is admin-only, tenant A's key by id. */
const embedAuthz: AuthzCases = {
  embedKeysList: { noTenantIds: true, request: async () => ({ url: '/api/embed-keys' }) },
  embedKeysCreate: {
    noTenantIds: true,
    request: async () => ({
      url: '/api/embed-keys',
      payload: { name: 'Intranet', graphs: ['total'], origins: [INTRANET_ORIGIN] },
    }),
  },
  embedKeysRevoke: {
    request: async ({ t, accountA, admin }) => {
      const key = await insertEmbedKeyFixture(t, accountA.id, admin.id);
      return { url: `/api/embed-keys/${key.id}` };
    },
  },
  // public: the table only checks that the route has a row
  embedSession: {
    noTenantIds: true,
    request: async () => ({ url: '/api/embed/session', payload: { key: 'pze_wrong' } }),
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default embedAuthz;
