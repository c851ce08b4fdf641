import type { ProviderClientIdResponse } from '../schemas/provider';

/** Where the connect state waits in the browser's local storage, from the connect link to /oauth (spec 2 §2). */
export const PROVIDER_CONNECT_STATE_KEY = 'pulzus.provider-connect-state';

/** The provider's documented authorize page, used when the server names none (provider-api §2.1). */
export const PROVIDER_AUTHORIZE_URL = 'https://api.surveymonkey.com/oauth/authorize';

/**
 * The connect link (spec 2 §2; provider-api §2.1): the authorize page with `response_type=code`,
 * the client id, the redirect URI and the server's state. `fallbackRedirectUri` (the portal's
 * `/oauth`) is used when the server names no redirect URI.
 * @example providerConnectUrl(await client.providerClientId(), `${location.origin}/oauth`)
 */
export function providerConnectUrl(issued: ProviderClientIdResponse, fallbackRedirectUri: string): string {
  const url = new URL(issued.authorize_url ?? PROVIDER_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: issued.client_id,
    redirect_uri: issued.redirect_uri ?? fallbackRedirectUri,
    state: issued.state,
  }).toString();
  return url.toString();
}

/** What the /oauth return page does: go back to the data import screen, or exchange the code. */
export type OAuthReturnAction =
  | { readonly action: 'redirect' }
  | { readonly action: 'exchange'; readonly code: string; readonly state: string };

/**
 * The /oauth return rule (spec 2 §2, §8): a missing code, or a state that is missing or differs
 * from the stored connect state, redirects to /admin/data-import; otherwise the code is exchanged.
 */
export function oauthReturnAction(
  query: { readonly code?: string | null; readonly state?: string | null },
  storedState: string | null,
): OAuthReturnAction {
  const { code, state } = query;
  if (!code || !state || !storedState || state !== storedState) return { action: 'redirect' };
  return { action: 'exchange', code, state };
}

/** Where the /oauth page sends the admin when it is done or refuses the return (spec 2 §2). */
export const DATA_IMPORT_PATH = '/admin/data-import';
