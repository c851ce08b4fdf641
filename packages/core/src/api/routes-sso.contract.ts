import {
  zSsoOidcCallbackPayload,
  zSsoSamlFinishPayload,
  zSsoSettings,
  zSsoSettingsPayload,
  zSsoSignInResponse,
  zSsoStartPayload,
  zSsoStartResponse,
} from '../schemas/sso';
import { adminScoped, publicJson, type RouteContractsOf } from './route-definition';
import type { ssoRoutes } from './routes-sso';

/** The contract of {@link ssoRoutes}' calls by name: summary, error codes, params, query, body and answer. */
export const ssoRouteContracts = {
  ssoStart: {
    ...publicJson,
    summary: 'Start a company sign-in (OpenID Connect or SAML) for an e-mail address',
    errors: [
      'sso-unknown-domain',
      'sso-account-disabled',
      'sso-idp-unavailable',
      'sso-misconfigured',
      'rate-limited',
    ],
    body: zSsoStartPayload,
    response: zSsoStartResponse,
  },
  ssoOidcCallback: {
    ...publicJson,
    summary: 'Finish a company sign-in with the identity provider’s answer',
    errors: [
      'sso-state-invalid',
      'sso-expired',
      'sso-idp-unavailable',
      'sso-misconfigured',
      'sso-user-not-allowed',
      'sso-user-disabled',
      'sso-account-disabled',
      'rate-limited',
    ],
    body: zSsoOidcCallbackPayload,
    response: zSsoSignInResponse,
  },
  ssoSamlFinish: {
    ...publicJson,
    summary: 'Finish a SAML company sign-in with the hand-over code of the assertion consumer service',
    errors: ['sso-state-invalid', 'sso-expired', 'sso-user-disabled', 'sso-account-disabled', 'rate-limited'],
    body: zSsoSamlFinishPayload,
    response: zSsoSignInResponse,
  },
  ssoSettings: {
    ...adminScoped,
    summary: 'Read the session account’s single sign-on settings',
    response: zSsoSettings,
  },
  ssoSettingsUpdate: {
    ...adminScoped,
    summary: 'Save the session account’s single sign-on settings',
    errors: ['sso-domain-taken'],
    body: zSsoSettingsPayload,
    response: zSsoSettings,
  },
} as const satisfies RouteContractsOf<typeof ssoRoutes>;
