import * as client from 'openid-client';
import { SsoFailure } from './sso-failure';

/** How long a request to the identity provider may take, in seconds. */
export const IDP_TIMEOUT_SECONDS = 10;

/**
 * The clock difference tolerated on an ID token's `iat`, `exp` and `nbf`, in seconds (docs/sso.md
 * "Security model").
 */
export const CLOCK_TOLERANCE_SECONDS = 60;

/** What discovery needs of an account's settings. */
export interface OidcSettings {
  accountId: number;
  version: number;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The identity provider's discovered configuration for an account's settings. Each process keeps
 * one per account and settings version: the library keeps the provider's signing keys with it and
 * fetches them again when an ID token names a key it has not seen (key rotation). A failed discovery
 * is not kept.
 */
export class OidcConfigurations {
  readonly #cache = new Map<string, Promise<client.Configuration>>();

  readonly #clockSkewSeconds: number;

  /** @param clockSkewSeconds how far ahead the client believes the time is (`AppOptions.oidcClockSkewSeconds`) */
  constructor(clockSkewSeconds = 0) {
    this.#clockSkewSeconds = clockSkewSeconds;
  }

  get(settings: OidcSettings): Promise<client.Configuration> {
    const key = `${settings.accountId}:${settings.version}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    for (const old of this.#cache.keys())
      if (old.startsWith(`${settings.accountId}:`)) this.#cache.delete(old);
    const found = discover(settings, this.#clockSkewSeconds).catch((error: unknown) => {
      this.#cache.delete(key);
      throw error;
    });
    this.#cache.set(key, found);
    return found;
  }
}

export async function discover(settings: OidcSettings, clockSkewSeconds = 0): Promise<client.Configuration> {
  const issuer = new URL(settings.issuerUrl);
  try {
    const config = await client.discovery(
      issuer,
      settings.clientId,
      {
        client_secret: settings.clientSecret,
        [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
        [client.clockSkew]: clockSkewSeconds,
      },
      client.ClientSecretPost(settings.clientSecret),
      {
        timeout: IDP_TIMEOUT_SECONDS,
        // plain http only for an identity provider on this machine (the tests, the demo); the settings
        // refuse any other http issuer
        ...(issuer.protocol === 'http:' && isLoopback(issuer)
          ? { execute: [client.allowInsecureRequests] }
          : {}),
      },
    );
    return config;
  } catch (error) {
    throw classify(error, settings.accountId, 'discovery');
  }
}

/**
 * Our code for what the OpenID client threw: the identity provider unreachable or failing (5xx) is
 * `sso-idp-unavailable`; its refusal of the person `sso-user-not-allowed`; a spent or expired code or
 * token `sso-expired`; a nonce that is not this flow's `sso-state-invalid`; anything else about the
 * settings or the provider's answers `sso-misconfigured`. The answer names what the provider said.
 */
export function classify(error: unknown, accountId: number, step: string): SsoFailure {
  if (error instanceof SsoFailure) return error;
  const fail = (code: ConstructorParameters<typeof SsoFailure>[0], answer: string) =>
    new SsoFailure(code, `${step}: ${answer}`, accountId);
  if (error instanceof client.AuthorizationResponseError) {
    const answer = `${error.error}${error.error_description ? ` (${error.error_description})` : ''}`;
    if (
      error.error === 'access_denied' ||
      error.error === 'login_required' ||
      error.error === 'consent_required'
    )
      return fail('sso-user-not-allowed', answer);
    if (error.error === 'temporarily_unavailable' || error.error === 'server_error')
      return fail('sso-idp-unavailable', answer);
    return fail('sso-misconfigured', answer);
  }
  if (error instanceof client.ResponseBodyError) {
    const answer = `${error.status} ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`;
    if (error.status >= 500) return fail('sso-idp-unavailable', answer);
    if (error.error === 'invalid_grant') return fail('sso-expired', answer);
    return fail('sso-misconfigured', answer);
  }
  const e = error as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(error);
  const cause = e.cause as { code?: unknown; status?: unknown; message?: unknown } | undefined;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return fail('sso-idp-unavailable', 'timed out');
  if (error instanceof TypeError && /fetch failed/i.test(message)) {
    return fail(
      'sso-idp-unavailable',
      `unreachable (${String(cause?.code ?? cause?.message ?? 'network error')})`,
    );
  }
  const status = (cause as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 500) return fail('sso-idp-unavailable', `HTTP ${status}`);
  // openid-client wraps the check that failed: its message names the claim or the attribute
  const inner = typeof cause?.message === 'string' ? `${message} (${cause.message})` : message;
  const claim = (cause as { cause?: { claim?: unknown } } | undefined)?.cause?.claim;
  if (e.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return fail('sso-expired', inner);
  if (e.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'nonce')
    return fail('sso-state-invalid', inner);
  return fail('sso-misconfigured', typeof status === 'number' ? `HTTP ${status}: ${inner}` : inner);
}
