import {
  zSsoOidcCallbackPayload,
  zSsoSettings,
  zSsoSettingsPayload,
  zSsoSignInResponse,
  zSsoStartPayload,
  zSsoStartResponse,
} from '../schemas/sso';
import { adminScoped, defineRoute, publicJson } from './route-definition';

/** Single sign-on through an account's identity provider (docs/sso.md). */
export const ssoRoutes = {
  /**
   * `POST sso/start`: the identity provider of the address's e-mail domain and a fresh one-time state;
   * answers where the browser goes to sign in.
   */
  ssoStart: defineRoute({
    ...publicJson,
    summary: 'Start a company sign-in (OpenID Connect) for an e-mail address',
    errors: ['sso-unknown-domain', 'sso-idp-unavailable', 'sso-misconfigured', 'rate-limited'],
    method: 'POST',
    path: 'sso/start',
    body: zSsoStartPayload,
    response: zSsoStartResponse,
  }),
  /**
   * `POST sso/oidc/callback`: the identity provider's answer, as the portal's `/sso/callback` received it;
   * answers the same session token as `POST login`.
   */
  ssoOidcCallback: defineRoute({
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
    method: 'POST',
    path: 'sso/oidc/callback',
    body: zSsoOidcCallbackPayload,
    response: zSsoSignInResponse,
  }),
  /** `GET sso/settings`: the session account's single sign-on settings, without the client secret. */
  ssoSettings: defineRoute({
    ...adminScoped,
    summary: 'Read the session account’s single sign-on settings',
    method: 'GET',
    path: 'sso/settings',
    response: zSsoSettings,
  }),
  /** `PUT sso/settings`: saves them; an e-mail domain of another account is refused. */
  ssoSettingsUpdate: defineRoute({
    ...adminScoped,
    summary: 'Save the session account’s single sign-on settings',
    errors: ['sso-domain-taken'],
    method: 'PUT',
    path: 'sso/settings',
    body: zSsoSettingsPayload,
    response: zSsoSettings,
  }),
} as const;
