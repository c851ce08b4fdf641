import type { AuthzCases } from '../../test/authz';

/** Authorization rows of the auth domain (public calls included, so every route has a row). */
const authAuthz: AuthzCases = {
  login: {
    request: async ({ userA }) => ({ url: '/api/login', payload: { email: userA.email, password: 'x' } }),
  },
  ping: { request: async () => ({ url: '/api/ping' }), noTenantIds: true },
  logout: { request: async () => ({ url: '/api/logout', payload: {} }), noTenantIds: true },
  sessionReturn: { request: async () => ({ url: '/api/session/return', payload: {} }), noTenantIds: true },
  sessionAccountSet: {
    request: async ({ accountA }) => ({
      url: '/api/session-account/set',
      payload: { account_id: accountA.id },
    }),
  },
  accountLanguages: { request: async () => ({ url: '/api/account/languages' }), noTenantIds: true },
  // language 2 (English) belongs to tenant A only: tenant B's caller gets the 404 of a missing one
  accountLanguageChange: { request: async () => ({ url: '/api/account/languages/change/2' }) },
  accountLanguageSet: { request: async () => ({ url: '/api/account/languages/change/2', payload: {} }) },
  usersLoginAs: { request: async ({ userA }) => ({ url: `/api/users/${userA.id}/login-as`, payload: {} }) },
  usersChangePassword: {
    request: async () => ({
      url: '/api/users/change-password',
      payload: { old_password: 'Correct-Horse-9', new_password: 'Another-Horse-10' },
    }),
    noTenantIds: true,
  },
  usersUpdatePassword: {
    request: async ({ userA }) => ({
      url: `/api/users/${userA.id}/password`,
      payload: { password: 'Another-Horse-10' },
    }),
  },
  usersSendPasswordReminder: {
    request: async ({ userA }) => ({ url: `/api/users/${userA.id}/send-password-reminder`, payload: {} }),
  },
  usersUnlock: { request: async ({ userA }) => ({ url: `/api/users/${userA.id}/unlock-user`, payload: {} }) },
  usersPasswordReminder: {
    request: async () => ({
      url: '/api/users/password-reminder',
      payload: { email: 'nobody@example.test', email_template: 'elfelejtett-jelszo' },
    }),
  },
  usersCheckVerifyHash: {
    request: async ({ userA }) => ({
      url: '/api/users/check-verify-hash',
      payload: { user_id: userA.id, verify_hash: 'not-a-hash' },
    }),
  },
  usersSetPassword: {
    request: async ({ userA }) => ({
      url: '/api/users/set-password',
      payload: { user_id: userA.id, verify_hash: 'not-a-hash', password: 'Another-Horse-10' },
    }),
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default authAuthz;
