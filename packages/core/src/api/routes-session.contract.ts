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
import { adminJson, publicJson, userJson, type RouteContractsOf } from './route-definition';
import type { sessionRoutes, accountRoutes, userRoutes } from './routes-session';

/** The contract of {@link sessionRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const sessionRouteContracts = {
  login: {
    ...publicJson,
    summary: 'Sign in with e-mail and password',
    errors: ['login-wrong-password', 'login-locked', 'sso-required', 'rate-limited'],
    body: zLoginPayload,
    response: zTokenResponse,
  },
  logout: {
    ...userJson,
    summary: 'Sign out: end the session of the presented token',
    body: zEmptyPayload,
    response: zOkResponse,
  },
  sessionReturn: {
    ...userJson,
    summary: 'End a login-as and continue as the admin behind it',
    errors: ['not-allowed'],
    body: zEmptyPayload,
    response: zTokenResponse,
  },
  ping: { ...userJson, summary: 'Keep the session alive (slides the token)', response: zPingResponse },
  sessionAccountSet: {
    ...adminJson,
    summary: 'Choose the admin’s session account',
    errors: ['not-found', 'not-allowed'],
    body: zSessionAccountSetPayload,
    response: zStatusTokenResponse,
  },
  accountLanguages: {
    ...userJson,
    accountScoped: true,
    summary: 'List the session account’s languages',
    response: zLanguagesResponse,
  },
  accountLanguageChange: {
    ...userJson,
    accountScoped: true,
    summary: 'Switch the session language (spec 1; new clients POST)',
    params: zLanguageChangeParams,
    response: zStatusTokenResponse,
  },
  accountLanguageSet: {
    ...userJson,
    accountScoped: true,
    summary: 'Switch the session language',
    params: zLanguageChangeParams,
    response: zStatusTokenResponse,
  },
  languages: { ...adminJson, summary: 'List every language', response: zLanguagesResponse },
  roles: { ...adminJson, summary: 'List the roles', response: zRolesResponse },
} as const satisfies RouteContractsOf<typeof sessionRoutes>;

/** The contract of {@link accountRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const accountRouteContracts = {
  accountsList: { ...adminJson, summary: 'List the accounts', response: zAccountsResponse },
  accountsAdd: {
    ...adminJson,
    summary: 'Create an account',
    body: zAccountPayload,
    response: zCreatedResponse,
  },
  accountsUpdate: {
    ...adminJson,
    summary: 'Change an account’s name and languages',
    params: zIdParams,
    body: zAccountPayload,
    response: zOkResponse,
  },
  accountsSetEnabled: {
    ...adminJson,
    summary: 'Enable or disable an account',
    params: zIdParams,
    body: zSetEnabledPayload,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof accountRoutes>;

/** The contract of {@link userRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const userRouteContracts = {
  usersList: {
    ...adminJson,
    accountScoped: true,
    summary: 'List the session account’s users',
    response: zUsersResponse,
  },
  usersAdmins: { ...adminJson, summary: 'List the administrators', response: zUsersResponse },
  usersCreate: {
    ...adminJson,
    summary: 'Create a user, demo user or admin',
    errors: ['email-taken', 'send-error'],
    body: zUserCreatePayload,
    response: zCreatedResponse,
  },
  usersUpdate: {
    ...adminJson,
    summary: 'Change a user',
    errors: ['email-taken', 'admin-target-not-allowed'],
    params: zIdParams,
    body: zUserUpdatePayload,
    response: zOkResponse,
  },
  usersDelete: {
    ...adminJson,
    summary: 'Delete a user',
    errors: ['self-action-not-allowed'],
    params: zIdParams,
    response: zOkResponse,
  },
  usersSetEnabled: {
    ...adminJson,
    summary: 'Enable or disable a user',
    errors: ['self-action-not-allowed'],
    params: zIdParams,
    body: zSetEnabledPayload,
    response: zOkResponse,
  },
  usersLoginAs: {
    ...adminJson,
    summary: 'Sign in as a user (login-as)',
    errors: ['self-action-not-allowed', 'not-allowed', 'admin-target-not-allowed'],
    params: zIdParams,
    body: zEmptyPayload,
    response: zTokenResponse,
  },
  usersSendPasswordReminder: {
    ...adminJson,
    summary: 'E-mail a user a password link',
    errors: ['not-allowed', 'send-error'],
    params: zIdParams,
    body: zEmptyPayload,
    response: zOkResponse,
  },
  usersUpdatePassword: {
    ...adminJson,
    summary: 'Set a user’s password',
    errors: ['weak-password', 'admin-target-not-allowed'],
    params: zIdParams,
    body: zUserPasswordPayload,
    response: zOkResponse,
  },
  usersUnlock: {
    ...adminJson,
    summary: 'Lift a user’s sign-in lock',
    errors: ['self-action-not-allowed'],
    params: zIdParams,
    body: zEmptyPayload,
    response: zOkResponse,
  },
  usersChangePassword: {
    ...userJson,
    summary: 'Change one’s own password',
    errors: ['not-allowed', 'wrong-old-password', 'weak-password'],
    body: zChangePasswordPayload,
    response: zOkResponse,
  },
  usersPasswordReminder: {
    ...publicJson,
    summary: 'Request a password link by e-mail',
    errors: ['rate-limited'],
    body: zPasswordReminderPayload,
    response: zOkResponse,
  },
  usersCheckVerifyHash: {
    ...publicJson,
    summary: 'Check a password link',
    errors: ['invalid-hash'],
    body: zCheckVerifyHashPayload,
    response: zOkResponse,
  },
  usersSetPassword: {
    ...publicJson,
    summary: 'Set a password through a password link',
    errors: ['invalid-hash', 'not-allowed', 'weak-password'],
    body: zSetPasswordPayload,
    response: zOkResponse,
  },
} as const satisfies RouteContractsOf<typeof userRoutes>;
