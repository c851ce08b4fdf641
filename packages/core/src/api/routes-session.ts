import { zAccountPayload, zAccountsResponse, zSessionAccountSetPayload } from '../schemas/account';
import { zLoginPayload, zPingResponse, zTokenResponse } from '../schemas/auth';
import {
  zCreatedResponse,
  zEmptyPayload,
  zIdParams,
  zOkResponse,
  zSetEnabledPayload,
  zStatusTokenResponse,
} from '../schemas/common';
import { zLanguageChangeParams, zLanguagesResponse } from '../schemas/language';
import {
  zChangePasswordPayload,
  zCheckVerifyHashPayload,
  zPasswordReminderPayload,
  zSetPasswordPayload,
} from '../schemas/password';
import { zRolesResponse } from '../schemas/role';
import {
  zUserCreatePayload,
  zUserPasswordPayload,
  zUsersResponse,
  zUserUpdatePayload,
} from '../schemas/user';
import { adminJson, defineRoute, publicJson, userJson } from './route-definition';

/** Sign-in, keep-alive, session account and language calls (spec 1 §7). */
export const sessionRoutes = {
  /** `POST login`: token, or an error with errorCode and unlockTime (spec 1 §7, §8). */
  login: defineRoute({
    ...publicJson,
    summary: 'Sign in with e-mail and password',
    errors: ['login-wrong-password', 'login-locked', 'sso-required', 'rate-limited'],
    method: 'POST',
    path: 'login',
    body: zLoginPayload,
    response: zTokenResponse,
  }),
  /**
   * `POST logout`: ends the presented token's session on the server (every token of it, refreshed
   * ones and a login-as included); the client clears its token whatever the answer.
   */
  logout: defineRoute({
    ...userJson,
    summary: 'Sign out: end the session of the presented token',
    method: 'POST',
    path: 'logout',
    body: zEmptyPayload,
    response: zOkResponse,
  }),
  /**
   * `POST session/return`: ends a login-as for good (its token and refreshes are refused afterwards, a second
   * return included) and continues as the admin behind it, in the same sign-in (docs/sessions.md
   * "Impersonation"); `not-allowed` from a session that is not impersonated.
   */
  sessionReturn: defineRoute({
    ...userJson,
    summary: 'End a login-as and continue as the admin behind it',
    errors: ['not-allowed'],
    method: 'POST',
    path: 'session/return',
    body: zEmptyPayload,
    response: zTokenResponse,
  }),
  /** `GET ping`: the 60-second keep-alive; the answer's `X-SE-Token` slides the session (spec 1 §4). */
  ping: defineRoute({
    ...userJson,
    summary: 'Keep the session alive (slides the token)',
    method: 'GET',
    path: 'ping',
    response: zPingResponse,
  }),
  /** `POST session-account/set`: account_id, 0 for none; answers a token carrying `aid` (spec 1 §7). */
  sessionAccountSet: defineRoute({
    ...adminJson,
    summary: 'Choose the admin’s session account',
    errors: ['not-found', 'not-allowed'],
    method: 'POST',
    path: 'session-account/set',
    body: zSessionAccountSetPayload,
    response: zStatusTokenResponse,
  }),
  /** `GET account/languages`: the session account's languages (spec 1 §7). */
  accountLanguages: defineRoute({
    ...userJson,
    summary: 'List the session account’s languages',
    accountScoped: true,
    method: 'GET',
    path: 'account/languages',
    response: zLanguagesResponse,
  }),
  /** `GET account/languages/change/{langId}`: switches language; answers a fresh token (spec 1 §4, §7). */
  accountLanguageChange: defineRoute({
    ...userJson,
    summary: 'Switch the session language (spec 1; new clients POST)',
    accountScoped: true,
    method: 'GET',
    path: 'account/languages/change/{langId}',
    params: zLanguageChangeParams,
    response: zStatusTokenResponse,
  }),
  /**
   * `POST account/languages/change/{langId}`: the same switch as a POST, which the clients call — a call
   * that changes state (the user's stored language, a new token) is no GET; the GET above stays for
   * spec 1's clients, marked deprecated in the OpenAPI document (docs/api.md).
   */
  accountLanguageSet: defineRoute({
    ...userJson,
    summary: 'Switch the session language',
    accountScoped: true,
    method: 'POST',
    path: 'account/languages/change/{langId}',
    params: zLanguageChangeParams,
    response: zStatusTokenResponse,
  }),
  /** `GET languages`: every language, for the account popups (spec 1 §7). */
  languages: defineRoute({
    ...adminJson,
    summary: 'List every language',
    method: 'GET',
    path: 'languages',
    response: zLanguagesResponse,
  }),
  /** `GET roles` (spec 1 §7). */
  roles: defineRoute({
    ...adminJson,
    summary: 'List the roles',
    method: 'GET',
    path: 'roles',
    response: zRolesResponse,
  }),
} as const;

/** Account administration calls (spec 1 §7). */
export const accountRoutes = {
  /** `GET accounts` (spec 1 §7). */
  accountsList: defineRoute({
    ...adminJson,
    summary: 'List the accounts',
    method: 'GET',
    path: 'accounts',
    response: zAccountsResponse,
  }),
  /** `POST accounts/add`: name, lang_ids (spec 1 §7). */
  accountsAdd: defineRoute({
    ...adminJson,
    summary: 'Create an account',
    method: 'POST',
    path: 'accounts/add',
    body: zAccountPayload,
    response: zCreatedResponse,
  }),
  /** `PUT accounts/{id}`: name, lang_ids (spec 1 §7), and when given min_group_size and time_zone (docs/reports.md "Time zone"). */
  accountsUpdate: defineRoute({
    ...adminJson,
    summary: 'Change an account’s name and languages',
    method: 'PUT',
    path: 'accounts/{id}',
    params: zIdParams,
    body: zAccountPayload,
    response: zOkResponse,
  }),
  /** `POST accounts/{id}/set-enabled` (spec 1 §7). */
  accountsSetEnabled: defineRoute({
    ...adminJson,
    summary: 'Enable or disable an account',
    method: 'POST',
    path: 'accounts/{id}/set-enabled',
    params: zIdParams,
    body: zSetEnabledPayload,
    response: zOkResponse,
  }),
} as const;

/** User administration and password calls (spec 1 §7). */
export const userRoutes = {
  /** `GET users/get-user-list`: the session account's users and demo users (spec 1 §7). */
  usersList: defineRoute({
    ...adminJson,
    summary: 'List the session account’s users',
    accountScoped: true,
    method: 'GET',
    path: 'users/get-user-list',
    response: zUsersResponse,
  }),
  /** `GET users/admin`: the administrators (spec 1 §7). */
  usersAdmins: defineRoute({
    ...adminJson,
    summary: 'List the administrators',
    method: 'GET',
    path: 'users/admin',
    response: zUsersResponse,
  }),
  /** `POST users`: a user or demo user joins the session account; an admin joins none (spec 1 §7). */
  usersCreate: defineRoute({
    ...adminJson,
    summary: 'Create a user, demo user or admin',
    errors: ['email-taken', 'send-error'],
    method: 'POST',
    path: 'users',
    body: zUserCreatePayload,
    response: zCreatedResponse,
  }),
  /** `PUT users/{id}` (spec 1 §7). */
  usersUpdate: defineRoute({
    ...adminJson,
    summary: 'Change a user',
    errors: ['email-taken', 'admin-target-not-allowed'],
    method: 'PUT',
    path: 'users/{id}',
    params: zIdParams,
    body: zUserUpdatePayload,
    response: zOkResponse,
  }),
  /** `DELETE users/{id}` (spec 1 §7). */
  usersDelete: defineRoute({
    ...adminJson,
    summary: 'Delete a user',
    errors: ['self-action-not-allowed'],
    method: 'DELETE',
    path: 'users/{id}',
    params: zIdParams,
    response: zOkResponse,
  }),
  /** `POST users/{id}/set-enabled`, never for oneself (spec 1 §7). */
  usersSetEnabled: defineRoute({
    ...adminJson,
    summary: 'Enable or disable a user',
    errors: ['self-action-not-allowed'],
    method: 'POST',
    path: 'users/{id}/set-enabled',
    params: zIdParams,
    body: zSetEnabledPayload,
    response: zOkResponse,
  }),
  /**
   * `POST users/{id}/login-as`: the admin continues as that user; not for oneself (spec 1 §7), never as another
   * admin (`admin-target-not-allowed`, docs/sessions.md "Impersonation").
   */
  usersLoginAs: defineRoute({
    ...adminJson,
    summary: 'Sign in as a user (login-as)',
    errors: ['self-action-not-allowed', 'not-allowed', 'admin-target-not-allowed'],
    method: 'POST',
    path: 'users/{id}/login-as',
    params: zIdParams,
    body: zEmptyPayload,
    response: zTokenResponse,
  }),
  /** `POST users/{id}/send-password-reminder` (spec 1 §7). */
  usersSendPasswordReminder: defineRoute({
    ...adminJson,
    summary: 'E-mail a user a password link',
    errors: ['not-allowed', 'send-error'],
    method: 'POST',
    path: 'users/{id}/send-password-reminder',
    params: zIdParams,
    body: zEmptyPayload,
    response: zOkResponse,
  }),
  /**
   * `PUT users/{id}/password`: an admin sets a user's password (spec 1 §7), or their own; never another admin's
   * (`admin-target-not-allowed`, docs/security.md "Sessions end when they should").
   */
  usersUpdatePassword: defineRoute({
    ...adminJson,
    summary: 'Set a user’s password',
    errors: ['weak-password', 'admin-target-not-allowed'],
    method: 'PUT',
    path: 'users/{id}/password',
    params: zIdParams,
    body: zUserPasswordPayload,
    response: zOkResponse,
  }),
  /** `POST users/{id}/unlock-user` (spec 1 §7). */
  usersUnlock: defineRoute({
    ...adminJson,
    summary: 'Lift a user’s sign-in lock',
    errors: ['self-action-not-allowed'],
    method: 'POST',
    path: 'users/{id}/unlock-user',
    params: zIdParams,
    body: zEmptyPayload,
    response: zOkResponse,
  }),
  /** `POST users/change-password`: own password; demo users get `not-allowed` (spec 1 §6, §7). */
  usersChangePassword: defineRoute({
    ...userJson,
    summary: 'Change one’s own password',
    errors: ['not-allowed', 'wrong-old-password', 'weak-password'],
    method: 'POST',
    path: 'users/change-password',
    body: zChangePasswordPayload,
    response: zOkResponse,
  }),
  /** `POST users/password-reminder`: email, email_template (spec 1 §7). */
  usersPasswordReminder: defineRoute({
    ...publicJson,
    summary: 'Request a password link by e-mail',
    errors: ['rate-limited'],
    method: 'POST',
    path: 'users/password-reminder',
    body: zPasswordReminderPayload,
    response: zOkResponse,
  }),
  /** `POST users/check-verify-hash`: a failure sends the page to /login (spec 1 §2, §7). */
  usersCheckVerifyHash: defineRoute({
    ...publicJson,
    summary: 'Check a password link',
    errors: ['invalid-hash'],
    method: 'POST',
    path: 'users/check-verify-hash',
    body: zCheckVerifyHashPayload,
    response: zOkResponse,
  }),
  /** `POST users/set-password`: user_id, verify_hash, password (spec 1 §7). */
  usersSetPassword: defineRoute({
    ...publicJson,
    summary: 'Set a password through a password link',
    errors: ['invalid-hash', 'not-allowed', 'weak-password'],
    method: 'POST',
    path: 'users/set-password',
    body: zSetPasswordPayload,
    response: zOkResponse,
  }),
} as const;
