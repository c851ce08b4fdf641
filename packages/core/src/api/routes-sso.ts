import {
  zSsoOidcCallbackPayload,
  zSsoSamlFinishPayload,
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
    summary: 'Start a company sign-in (OpenID Connect or SAML) for an e-mail address',
    errors: [
      'sso-unknown-domain',
      'sso-account-disabled',
      'sso-idp-unavailable',
      'sso-misconfigured',
      'rate-limited',
    ],
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
  /**
   * `POST sso/saml/finish`: the hand-over code the assertion consumer service (`POST sso/saml/{accountId}/acs`,
   * the identity provider's form post) put in the portal's `/sso/callback?saml=` address, from the browser
   * that began the sign-in; answers the same session token as `POST login`.
   */
  ssoSamlFinish: defineRoute({
    ...publicJson,
    summary: 'Finish a SAML company sign-in with the hand-over code of the assertion consumer service',
    errors: ['sso-state-invalid', 'sso-expired', 'sso-user-disabled', 'sso-account-disabled', 'rate-limited'],
    method: 'POST',
    path: 'sso/saml/finish',
    body: zSsoSamlFinishPayload,
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
  /**
   * `PUT sso/settings`: saves them; an e-mail domain of another account is refused, and so is an issuer
   * whose discovery document, or SAML metadata, cannot be read (field errors).
   */
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
