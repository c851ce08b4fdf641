import type { AuthzCases } from '../../test/authz';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from './embed.fixtures';

/** Authorization rows of the embed domain (docs/embedding.md): key and secret management is admin-only, tenant A's key by id. */
const embedAuthz: AuthzCases = {
  embedKeysList: { noTenantIds: true, request: async () => ({ url: '/api/embed-keys' }) },
  embedKeysCreate: {
    noTenantIds: true,
    request: async () => ({
      url: '/api/embed-keys',
      payload: { name: 'Intranet', graphs: ['total'], origins: [INTRANET_ORIGIN] },
    }),
  },
  embedKeysUpdate: {
    request: async ({ t, accountA, admin }) => {
      const key = await insertEmbedKeyFixture(t, accountA.id, admin.id);
      return {
        url: `/api/embed-keys/${key.id}`,
        payload: { name: 'Intranet', graphs: ['total'], origins: [INTRANET_ORIGIN] },
      };
    },
  },
  embedKeysRotateSecret: {
    request: async ({ t, accountA, admin }) => {
      const key = await insertEmbedKeyFixture(t, accountA.id, admin.id);
      return { url: `/api/embed-keys/${key.id}/signing-secret` };
    },
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
