import { ProviderError } from './provider-error';

/** What the token exchange gives: the token and the account's API host (provider-api §2.3). */
export interface ExchangedToken {
  accessToken: string;
  accessUrl: string;
}

/** The app settings the exchange needs. */
export interface OAuthApp {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs: number;
}

/**
 * Exchanges an authorization code at `<authUrl>/oauth/token` (form-encoded, provider-api §2.3);
 * any non-2xx answer or a body without `access_token` is a failure.
 */
export async function exchangeCode(app: OAuthApp, code: string): Promise<ExchangedToken> {
  let response: Response;
  try {
    response = await fetch(`${app.authUrl.replace(/\/+$/, '')}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: app.redirectUri,
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(app.timeoutMs),
    });
  } catch {
    throw new ProviderError('network');
  }
  const body = (await response.json().catch(() => null)) as {
    access_token?: unknown;
    access_url?: unknown;
  } | null;
  if (!response.ok || typeof body?.access_token !== 'string' || !body.access_token) {
    throw new ProviderError('oauth', response.status);
  }
  const accessUrl = typeof body.access_url === 'string' && body.access_url ? body.access_url : app.authUrl;
  return { accessToken: body.access_token, accessUrl };
}
