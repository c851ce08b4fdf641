import type { AuthzCases } from '../../test/authz';
import { createUser } from '../../test/fixtures';

let serial = 0;
const person = (role: 'user' | 'demo-user' | 'admin') => ({
  name: 'Kovács Péter',
  nickname: 'Péter',
  email: `authz-person-${++serial}@example.test`,
  mobile: null,
  role,
});

/** Authorization rows of the users domain: admin-only; users of tenant A addressed by id. */
let scopeGroups = 0;

const usersAuthz: AuthzCases = {
  roles: { noTenantIds: true, request: async () => ({ url: '/api/roles' }) },
  usersList: { noTenantIds: true, request: async () => ({ url: '/api/users/get-user-list' }) },
  usersAdmins: { noTenantIds: true, request: async () => ({ url: '/api/users/admin' }) },
  usersCreate: {
    noTenantIds: true,
    request: async () => ({
      url: '/api/users',
      payload: { ...person('user'), send_set_password_email: false },
    }),
  },
  usersUpdate: {
    request: async ({ t, accountA }) => {
      const user = await createUser(t, 'user', accountA.id);
      return { url: `/api/users/${user.id}`, payload: { ...person('user'), email: user.email } };
    },
  },
  usersDelete: {
    request: async ({ t, accountA }) => {
      const user = await createUser(t, 'demo-user', accountA.id);
      return { url: `/api/users/${user.id}` };
    },
  },
  usersScope: {
    request: async ({ t, accountA }) => {
      const user = await createUser(t, 'user', accountA.id);
      return { url: `/api/users/${user.id}/scope` };
    },
  },
  usersScopeSave: {
    request: async ({ t, accountA }) => {
      const user = await createUser(t, 'user', accountA.id);
      const group = await t.database.db
        .insertInto('worker_groups')
        // the table asks for the request once per check: a code of its own each time
        .values({ account_id: accountA.id, name: 'Iroda', code: `iroda-${++scopeGroups}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        url: `/api/users/${user.id}/scope`,
        payload: { scope: { worker_group_ids: [group.id], demographies: [] } },
      };
    },
  },
  usersScopeCheck: {
    noTenantIds: true,
    request: async () => ({
      url: '/api/users/scope-check',
      payload: { scope: { worker_group_ids: [], demographies: [{ code: 'site', answers: ['Szeged'] }] } },
    }),
  },
  // the session account's users by e-mail, no id of tenant A: scope-import.test.ts shows tenant B's admin
  // changes nothing of A (A's addresses are unknown there, and cannot be created again)
  usersScopeImportPreview: {
    noTenantIds: true,
    request: async () => ({ url: '/api/users/scope-import/preview?mode=update' }),
  },
  usersScopeImport: {
    noTenantIds: true,
    request: async () => ({ url: '/api/users/scope-import?mode=update' }),
  },
  sessionScope: { noTenantIds: true, request: async () => ({ url: '/api/session/scope' }) },
  usersSetEnabled: {
    request: async ({ t, accountA }) => {
      const user = await createUser(t, 'user', accountA.id);
      return { url: `/api/users/${user.id}/set-enabled`, payload: { enabled: false } };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default usersAuthz;
