/// <reference path="./oidc-provider.d.ts" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** One person the test identity provider knows: the claims of their ID token besides `sub`. */
export type IdpClaims = Record<string, unknown>;

/** A client registered at the test identity provider (one per Pulzus account under test). */
export interface IdpClient {
  client_id: string;
  client_secret: string;
}

/** Options of {@link startOidcIdp}. */
export interface OidcIdpOptions {
  /** The registered clients; each may redirect to `redirectUri(s)` and end sessions to `postLogoutUri(s)`. */
  clients: IdpClient[];
  redirectUri?: string;
  postLogoutUri?: string;
  /** More redirect URIs (the demo registers the usual local addresses). */
  redirectUris?: string[];
  postLogoutUris?: string[];
  /** Claims by login name; an unknown login gets `{ email: login, email_verified: true }`. */
  people?: Record<string, IdpClaims>;
  /** The port to listen on (127.0.0.1); default any free one. */
  port?: number;
}

/** A running test identity provider. */
export interface OidcIdp {
  issuer: string;
  port: number;
  /** The key id it signs ID tokens with now. */
  kid: string;
  close(): Promise<void>;
}

const page = (uid: string, hint: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test identity provider</title>
<style>body{font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.5rem 0;font-size:1rem}input,button{padding:.5rem;box-sizing:border-box}</style>
</head><body><h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}/login">
<label for="login">E-mail</label><input id="login" name="login" type="email" value="${hint.replace(/[^\w@.+-]/g, '')}" required>
<button type="submit">Sign in at the identity provider</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts a real OpenID provider (`oidc-provider`, the certified implementation) on 127.0.0.1 with a
 * fresh RS256 signing key: authorization code flow with PKCE required, the e-mail and profile
 * claims in the ID token, RP-initiated logout, and a plain sign-in page at `/interaction/{uid}`
 * whose form names the person (no password: the tests choose who signs in). Cancel answers
 * `access_denied`. Used by the server tests, the e2e run and the demo (`demo/demo-sso.ts`).
 */
export async function startOidcIdp(options: OidcIdpOptions): Promise<OidcIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `test-${Math.random().toString(36).slice(2, 10)}`;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const people = options.people ?? {};
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      ...c,
      redirect_uris: [...(options.redirectUri ? [options.redirectUri] : []), ...(options.redirectUris ?? [])],
      post_logout_redirect_uris: [
        ...(options.postLogoutUri ? [options.postLogoutUri] : []),
        ...(options.postLogoutUris ?? []),
      ],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, ...(people[sub] ?? { email: sub, email_verified: true }) }),
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'locale', 'upn'],
    },
    // the e-mail and profile claims go into the ID token, which is all the relying party reads
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-idp-cookie-key-0123456789'] },
    pkce: { required: () => true },
    // short lives, set here so the library does not warn about its defaults
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  // the library logs the failures it answers; the tests read the answers
  provider.on('server_error', () => {});
  const handle = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match) return handle(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(page(details.uid, String(details.params.login_hint ?? '')));
          return;
        }
        if (match[2] === '/abort') {
          await provider.interactionFinished(req, res, {
            error: 'access_denied',
            error_description: 'The person cancelled the sign-in',
          });
          return;
        }
        const login = (await formBody(req)).get('login')?.trim() ?? '';
        const clientId = String(details.params.client_id);
        const grant = new provider.Grant({ accountId: login, clientId });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: login }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.statusCode = 400;
        res.end(String((error as Error).message));
      }
    })();
  });

  return {
    issuer,
    port,
    kid,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Follows an authorization URL through the test identity provider as a browser would (its cookies
 * kept, redirects followed by hand) and signs in as `login` — or cancels — until the provider sends the
 * browser back to `redirectUri`; answers the parameters of that redirect.
 */
export async function signInAtIdp(
  authorizationUrl: string,
  redirectUri: string,
  login: string | { cancel: true },
): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(redirectUri)) return Object.fromEntries(new URL(url).searchParams);
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const interaction = /\/interaction\/([\w-]+)$/.exec(new URL(url).pathname);
    if (res.status === 200 && interaction) {
      const uid = interaction[1];
      const base = new URL(url).origin;
      if (typeof login === 'object') {
        url = `${base}/interaction/${uid}/abort`;
        body = '';
      } else {
        url = `${base}/interaction/${uid}/login`;
        body = new URLSearchParams({ login }).toString();
      }
      method = 'POST';
      continue;
    }
    throw new Error(`the identity provider answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
  throw new Error('too many redirects at the identity provider');
}
