import { defineRoute } from './route-definition';

/** Sign-in, keep-alive, session account and language calls (spec 1 §7). */
export const sessionRoutes = {
  /** `POST login`: token, or an error with errorCode and unlockTime (spec 1 §7, §8). */
  login: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'login',
  }),
  /**
   * `POST logout`: ends the presented token's session on the server (every token of it, refreshed
   * ones and a login-as included); the client clears its token whatever the answer.
   */
  logout: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'logout',
  }),
  /**
   * `POST session/return`: ends a login-as for good (its token and refreshes are refused afterwards, a second
   * return included) and continues as the admin behind it, in the same sign-in (docs/sessions.md
   * "Impersonation"); `not-allowed` from a session that is not impersonated.
   */
  sessionReturn: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'session/return',
  }),
  /** `GET ping`: the 60-second keep-alive; the answer's `X-SE-Token` slides the session (spec 1 §4). */
  ping: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'ping',
  }),
  /** `POST session-account/set`: account_id, 0 for none; answers a token carrying `aid` (spec 1 §7). */
  sessionAccountSet: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'session-account/set',
  }),
  /** `GET account/languages`: the session account's languages (spec 1 §7). */
  accountLanguages: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'account/languages',
  }),
  /** `GET account/languages/change/{langId}`: switches language; answers a fresh token (spec 1 §4, §7). */
  accountLanguageChange: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'account/languages/change/{langId}',
  }),
  /**
   * `POST account/languages/change/{langId}`: the same switch as a POST, which the clients call — a call
   * that changes state (the user's stored language, a new token) is no GET; the GET above stays for
   * spec 1's clients, marked deprecated in the OpenAPI document (docs/api.md).
   */
  accountLanguageSet: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'account/languages/change/{langId}',
  }),
  /** `GET languages`: every language, for the account popups (spec 1 §7). */
  languages: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'languages',
  }),
  /** `GET roles` (spec 1 §7). */
  roles: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'roles',
  }),
} as const;

/** Account administration calls (spec 1 §7). */
export const accountRoutes = {
  /** `GET accounts` (spec 1 §7). */
  accountsList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'accounts',
  }),
  /** `POST accounts/add`: name, lang_ids (spec 1 §7). */
  accountsAdd: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'accounts/add',
  }),
  /** `PUT accounts/{id}`: name, lang_ids (spec 1 §7), and when given min_group_size and time_zone (docs/reports.md "Time zone"). */
  accountsUpdate: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'accounts/{id}',
  }),
  /** `POST accounts/{id}/set-enabled` (spec 1 §7). */
  accountsSetEnabled: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'accounts/{id}/set-enabled',
  }),
} as const;

/** User administration and password calls (spec 1 §7). */
export const userRoutes = {
  /** `GET users/get-user-list`: the session account's users and demo users (spec 1 §7). */
  usersList: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'users/get-user-list',
  }),
  /** `GET users/admin`: the administrators (spec 1 §7). */
  usersAdmins: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'users/admin',
  }),
  /** `POST users`: a user or demo user joins the session account; an admin joins none (spec 1 §7). */
  usersCreate: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users',
  }),
  /** `PUT users/{id}` (spec 1 §7). */
  usersUpdate: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'users/{id}',
  }),
  /** `DELETE users/{id}` (spec 1 §7). */
  usersDelete: defineRoute({
    bodyKind: 'json',
    method: 'DELETE',
    path: 'users/{id}',
  }),
  /** `POST users/{id}/set-enabled`, never for oneself (spec 1 §7). */
  usersSetEnabled: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/{id}/set-enabled',
  }),
  /**
   * `POST users/{id}/login-as`: the admin continues as that user; not for oneself (spec 1 §7), never as another
   * admin (`admin-target-not-allowed`, docs/sessions.md "Impersonation").
   */
  usersLoginAs: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/{id}/login-as',
  }),
  /** `POST users/{id}/send-password-reminder` (spec 1 §7). */
  usersSendPasswordReminder: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/{id}/send-password-reminder',
  }),
  /**
   * `PUT users/{id}/password`: an admin sets a user's password (spec 1 §7), or their own; never another admin's
   * (`admin-target-not-allowed`, docs/security.md "Sessions end when they should").
   */
  usersUpdatePassword: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'users/{id}/password',
  }),
  /** `POST users/{id}/unlock-user` (spec 1 §7). */
  usersUnlock: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/{id}/unlock-user',
  }),
  /** `POST users/change-password`: own password; demo users get `not-allowed` (spec 1 §6, §7). */
  usersChangePassword: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/change-password',
  }),
  /** `POST users/password-reminder`: email, email_template (spec 1 §7). */
  usersPasswordReminder: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/password-reminder',
  }),
  /** `POST users/check-verify-hash`: a failure sends the page to /login (spec 1 §2, §7). */
  usersCheckVerifyHash: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/check-verify-hash',
  }),
  /** `POST users/set-password`: user_id, verify_hash, password (spec 1 §7). */
  usersSetPassword: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'users/set-password',
  }),
} as const;
