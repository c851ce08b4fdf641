import { z } from 'zod';
import { isValidEmail } from '../validation/email';

// a host name of letters, digits and hyphens in dot-separated labels, as e-mail addresses use them
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** An e-mail domain an account signs in through its identity provider, lower-cased (docs/sso.md). */
export const zSsoDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(DOMAIN_PATTERN, { message: 'sso-field-domain-invalid' });

/** One e-mail domain of an account's single sign-on, and whether password sign-in is refused for it. */
export const zSsoDomainSetting = z.object({
  domain: zSsoDomain,
  /** Password sign-in is refused for the domain's users (admins excepted: break glass, docs/sso.md). */
  sso_required: z.boolean(),
});
/** One e-mail domain of an account's single sign-on. */
export type SsoDomainSetting = z.infer<typeof zSsoDomainSetting>;

/** The sign-in protocols an account's identity provider may speak (docs/sso.md). */
export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
/** OpenID Connect or SAML 2.0. */
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/**
 * An identity provider's address (the OpenID issuer, a SAML metadata URL): https, or http on the
 * machine itself (tests, the demo). Empty passes here; the payload requires what its protocol needs.
 */
export const zSsoIssuerUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        if (url.username || url.password || url.hash) return false;
        if (url.protocol === 'https:') return true;
        return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      } catch {
        return false;
      }
    },
    { message: 'sso-field-issuer-invalid' },
  );

// an OpenID claim name as providers spell them: letters, digits, _ - . : /
const zClaimName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:/-]{1,200}$/, { message: 'sso-field-claim-invalid' });

/** The single sign-on settings of the session account, as admins read them; the client secret is never sent. */
export const zSsoSettings = z.object({
  enabled: z.boolean(),
  protocol: z.enum(SSO_PROTOCOLS),
  issuer_url: z.string(),
  client_id: z.string(),
  /** Whether a client secret is stored (sealed at rest; docs/sso.md "Security model"). */
  has_client_secret: z.boolean(),
  email_claim: z.string(),
  jit_provisioning: z.boolean(),
  domains: z.array(zSsoDomainSetting),
  /** The redirect URI to register at the identity provider. */
  redirect_uri: z.string(),
  /** SAML: the identity provider as its stored metadata names it (empty before a SAML save). */
  saml_idp_entity_id: z.string(),
  saml_sso_url: z.string(),
  /** SAML: the URL the metadata was read from, empty when it was uploaded. */
  saml_metadata_url: z.string(),
  /** SAML: when each stored signing certificate stops being valid (ISO 8601), in the metadata's order. */
  saml_cert_expiries: z.array(z.string()),
  /** SAML: what to register at the identity provider — this account's entity id (audience) and ACS URL. */
  sp_entity_id: z.string(),
  acs_url: z.string(),
  /** SAML: where the identity provider (or its admin) downloads this account's SP metadata. */
  sp_metadata_url: z.string(),
  /** SAML: this account's single logout service, to register at the identity provider (docs/sso.md "Single logout"). */
  slo_url: z.string(),
  /** SAML: the identity provider's SingleLogoutService from its metadata; empty when it has none (no single logout). */
  saml_slo_url: z.string(),
});
/** The single sign-on settings of the session account. */
export type SsoSettings = z.infer<typeof zSsoSettings>;

/**
 * The `PUT sso/settings` payload. An empty or missing `client_secret` keeps the stored one; the
 * first save needs one. Domains are unique, at most 50.
 */
export const zSsoSettingsPayload = z
  .object({
    enabled: z.boolean(),
    /** OpenID Connect (the default) or SAML 2.0. */
    protocol: z.enum(SSO_PROTOCOLS).default('oidc'),
    /** OpenID Connect: the issuer, client id and secret. */
    issuer_url: zSsoIssuerUrl.default(''),
    client_id: z.string().trim().max(500).default(''),
    client_secret: z.string().max(2000).optional(),
    email_claim: zClaimName.default('email'),
    /**
     * SAML: the identity provider's metadata, uploaded (its XML) or read from its URL at this save;
     * neither keeps the stored metadata (a first SAML save needs one).
     */
    saml_metadata_xml: z.string().max(500_000).optional(),
    saml_metadata_url: zSsoIssuerUrl.optional(),
    jit_provisioning: z.boolean(),
    domains: z
      .array(zSsoDomainSetting)
      .min(1, { message: 'sso-field-domains-required' })
      .max(50)
      .refine((list) => new Set(list.map((d) => d.domain)).size === list.length, {
        message: 'sso-field-domain-duplicate',
      }),
  })
  .superRefine((value, ctx) => {
    if (value.protocol !== 'oidc') return;
    if (!value.issuer_url)
      ctx.addIssue({ code: 'custom', path: ['issuer_url'], message: 'sso-field-issuer-invalid' });
    if (!value.client_id)
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: 'sso-field-required' });
  });
/** The `PUT sso/settings` payload (input form, before defaults). */
export type SsoSettingsPayload = z.input<typeof zSsoSettingsPayload>;

/** The `POST sso/start` payload: the address whose domain picks the identity provider. */
export const zSsoStartPayload = z.object({
  email: z.string().trim().max(254).refine(isValidEmail, { message: 'sso-field-email-invalid' }),
});
/** The `POST sso/start` payload. */
export type SsoStartPayload = z.infer<typeof zSsoStartPayload>;

/** The answer of `POST sso/start`: where the browser goes to sign in at the identity provider. */
export const zSsoStartResponse = z.object({ url: z.string() });
/** The answer of `POST sso/start`. */
export type SsoStartResponse = z.infer<typeof zSsoStartResponse>;

/**
 * The `POST sso/oidc/callback` payload: the parameters of the identity provider's redirect back to
 * the portal's `/sso/callback`, passed on as they came; each is optional here and checked by the
 * OpenID client.
 */
export const zSsoOidcCallbackPayload = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(2000).optional(),
  session_state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
/** The `POST sso/oidc/callback` payload. */
export type SsoOidcCallbackPayload = z.infer<typeof zSsoOidcCallbackPayload>;

/**
 * The `POST sso/saml/finish` payload: the one-time hand-over code the assertion consumer service put in
 * the portal's `/sso/callback?saml=` address after it accepted the identity provider's assertion.
 */
export const zSsoSamlFinishPayload = z.object({ code: z.string().min(1).max(200) });
/** The `POST sso/saml/finish` payload. */
export type SsoSamlFinishPayload = z.infer<typeof zSsoSamlFinishPayload>;

/**
 * The answer of `POST sso/oidc/callback` and `POST sso/saml/finish`: the session token, as `POST login`
 * answers it, and the identity provider's end-session address when it has one (the portal offers it at
 * sign-out) — for SAML, the one-time sign-out address that sends the identity provider's single logout
 * its LogoutRequest (docs/sso.md "Single logout").
 */
export const zSsoSignInResponse = z.object({
  token: z.string().min(1),
  end_session_url: z.string().nullable(),
});
/** The answer of `POST sso/oidc/callback` and `POST sso/saml/finish`. */
export type SsoSignInResponse = z.infer<typeof zSsoSignInResponse>;
