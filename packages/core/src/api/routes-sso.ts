import { defineRoute } from './route-definition';

/** Single sign-on through an account's identity provider (docs/sso.md). */
export const ssoRoutes = {
  /**
   * `POST sso/start`: the identity provider of the address's e-mail domain and a fresh one-time state;
   * answers where the browser goes to sign in.
   */
  ssoStart: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'sso/start',
  }),
  /**
   * `POST sso/oidc/callback`: the identity provider's answer, as the portal's `/sso/callback` received it;
   * answers the same session token as `POST login`.
   */
  ssoOidcCallback: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'sso/oidc/callback',
  }),
  /**
   * `POST sso/saml/finish`: the hand-over code the assertion consumer service (`POST sso/saml/{accountId}/acs`,
   * the identity provider's form post) put in the portal's `/sso/callback?saml=` address, from the browser
   * that began the sign-in; answers the same session token as `POST login`.
   */
  ssoSamlFinish: defineRoute({
    bodyKind: 'json',
    method: 'POST',
    path: 'sso/saml/finish',
  }),
  /** `GET sso/settings`: the session account's single sign-on settings, without the client secret. */
  ssoSettings: defineRoute({
    bodyKind: 'json',
    method: 'GET',
    path: 'sso/settings',
  }),
  /**
   * `PUT sso/settings`: saves them; an e-mail domain of another account is refused, and so is an issuer
   * whose discovery document, or SAML metadata, cannot be read (field errors).
   */
  ssoSettingsUpdate: defineRoute({
    bodyKind: 'json',
    method: 'PUT',
    path: 'sso/settings',
  }),
} as const;
