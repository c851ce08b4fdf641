import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLE_IDS, isValidEmail } from '@pulzus/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { normaliseEmail } from '../../services/email-address';
import { findLiveUserByEmail } from '../auth/auth.service';
import { createTokenSealer, sealingKey } from '../../services/token-seal';
import { classify, type OidcConfigurations } from './oidc-client';
import { SsoFailure } from './sso-failure';
import {
  findSsoByDomain,
  findSsoConfig,
  insertSsoState,
  isAccountDisabled,
  listSsoDomains,
  takeSsoState,
} from './sso.queries';
import { provisionSsoUser } from './sso-users';

/** How long a sign-in may take from `POST sso/start` to the identity provider's answer. */
export const SSO_STATE_TTL_MS = 10 * 60_000;

/** The cookie that binds a sign-in to the browser that began it (docs/sso.md "Security model"). */
export const SSO_BROWSER_COOKIE = 'pulzus_sso';

/** Where the identity provider sends the browser back: the portal's page, which hands the answer on. */
export const oidcRedirectUri = (app: FastifyInstance): string =>
  new URL('/sso/callback', app.env.PUBLIC_URL).href;

/** Where the identity provider's end-session sends the browser afterwards. */
const postLogoutUri = (app: FastifyInstance): string => new URL('/login', app.env.PUBLIC_URL).href;

export const digestOf = (value: string) => createHash('sha256').update(value).digest('hex');
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

export function sealer(app: FastifyInstance) {
  return createTokenSealer(sealingKey(app.env));
}

/** The discovered identity provider of an account's stored settings. */
function configurationOf(
  app: FastifyInstance,
  configs: OidcConfigurations,
  row: {
    account_id: number;
    version: number;
    issuer_url: string;
    client_id: string;
    client_secret_sealed: string;
  },
) {
  return configs.get({
    accountId: row.account_id,
    version: row.version,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    clientSecret: sealer(app).open(row.client_secret_sealed),
  });
}

/**
 * How a SAML account's sign-in begins (saml-flow.ts's `startSamlSignIn`), handed in by the routes: SAML's flow
 * builds on this module's helpers, so this module does not import it back (no import cycle).
 */
export type SamlStart = (
  app: FastifyInstance,
  row: NonNullable<Awaited<ReturnType<typeof findSsoByDomain>>>,
  email: string,
  reply: FastifyReply,
) => Promise<string>;

/**
 * Begins a company sign-in for an address (docs/sso.md "Sign-in"): the account that signs its domain
 * in, a one-time state stored in the database for 10 minutes — with a nonce and a PKCE verifier for
 * OpenID Connect, the AuthnRequest's id for SAML — and a cookie binding it to this browser. Answers the
 * identity provider's authorization URL (SAML: its sign-on URL with the AuthnRequest).
 */
export async function startSignIn(
  app: FastifyInstance,
  configs: OidcConfigurations,
  rawEmail: string,
  reply: FastifyReply,
  startSaml: SamlStart,
): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const db = app.database.db;
  const row = await findSsoByDomain(db, domainOf(email));
  if (!row) throw new SsoFailure('sso-unknown-domain', `no account signs in ${domainOf(email)}`, null, email);
  if (row.account_disabled)
    throw new SsoFailure('sso-account-disabled', 'account disabled', row.account_id, email);
  if (row.protocol === 'saml') return startSaml(app, row, email, reply);
  let config: client.Configuration;
  try {
    config = await configurationOf(app, configs, row);
  } catch (error) {
    throw withEmail(classify(error, row.account_id, 'discovery'), email);
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const browser = randomBytes(24).toString('base64url');
  const now = app.now();
  await insertSsoState(
    db,
    {
      digest: digestOf(state),
      account_id: row.account_id,
      config_version: row.version,
      browser_digest: digestOf(browser),
      nonce,
      code_verifier_sealed: sealer(app).seal(verifier),
      expires_at: new Date(now.getTime() + SSO_STATE_TTL_MS),
    },
    now,
  );
  setBrowserCookie(app, reply, browser);
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(app),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  return url.href;
}

/** Binds a sign-in to this browser: the cookie holds what the state's `browser_digest` is the digest of. */
export function setBrowserCookie(app: FastifyInstance, reply: FastifyReply, browser: string): void {
  const secure = app.env.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
  // Lax: the portal page the identity provider redirects to sends it on with its same-origin call
  reply.header(
    'set-cookie',
    `${SSO_BROWSER_COOKIE}=${browser}; Max-Age=${SSO_STATE_TTL_MS / 1000}; Path=/api/sso; HttpOnly; SameSite=Lax${secure}`,
  );
}

function withEmail(failure: SsoFailure, email: string): SsoFailure {
  return failure.email ? failure : new SsoFailure(failure.code, failure.answer, failure.accountId, email);
}

/**
 * The account of a taken sign-in state (or SAML hand-over code) that is still unexpired and comes back
 * to the browser that began the sign-in (docs/sso.md "Security model"); both ways of finishing a
 * sign-in hold it to the same rule. Throws the refusal otherwise.
 */
export function unexpiredInThisBrowser(
  taken: { account_id: number; expires_at: Date; browser_digest: string },
  now: Date,
  request: FastifyRequest,
): number {
  const accountId = taken.account_id;
  if (taken.expires_at.getTime() <= now.getTime())
    throw new SsoFailure('sso-expired', 'state expired', accountId);
  const browser = readCookie(request.headers.cookie, SSO_BROWSER_COOKIE);
  if (!browser || !sameDigest(digestOf(browser), taken.browser_digest))
    throw new SsoFailure('sso-state-invalid', 'not the browser that began the sign-in', accountId);
  return accountId;
}

/** The identity provider's answer as the portal's callback page received it. */
export type OidcAnswer = Record<string, string | undefined>;

/** Who signed in: the user, their account, and the identity provider's end-session address. */
export interface SsoSignedIn {
  userId: number;
  accountId: number;
  email: string;
  endSessionUrl: string | null;
}

/**
 * Finishes a company sign-in (docs/sso.md "Sign-in"): the state must be one this database issued,
 * unused, unexpired, begun in this browser and under the account's current settings; the OpenID client
 * checks the code with PKCE, the ID token's signature (keys rotated by the provider are fetched
 * again), issuer, audience, nonce and times (with 60 s of clock tolerance). The e-mail claim must be
 * a verified address of one of the account's own domains, and its user a live, enabled user of that
 * account — or, with just-in-time provisioning, a new user of it.
 */
export async function finishOidcSignIn(
  app: FastifyInstance,
  configs: OidcConfigurations,
  answer: OidcAnswer,
  request: FastifyRequest,
): Promise<SsoSignedIn> {
  const db = app.database.db;
  const now = app.now();
  if (!answer.state) throw new SsoFailure('sso-state-invalid', 'no state in the answer');
  const taken = await takeSsoState(db, digestOf(answer.state), now);
  if (!taken) throw new SsoFailure('sso-state-invalid', 'unknown state');
  if (!taken.fresh) throw new SsoFailure('sso-expired', 'state already used');
  const accountId = unexpiredInThisBrowser(taken, now, request);
  const { nonce, code_verifier_sealed: verifierSealed } = taken;
  if (taken.protocol !== 'oidc' || !nonce || !verifierSealed)
    throw new SsoFailure('sso-state-invalid', 'not an OpenID Connect sign-in', accountId);

  const row = await findSsoConfig(db, accountId);
  if (!row?.enabled || row.version !== taken.config_version)
    throw new SsoFailure('sso-expired', 'settings changed during the sign-in', accountId);

  let config: client.Configuration;
  let claims: Record<string, unknown>;
  try {
    config = await configurationOf(app, configs, row);
    const current = new URL(oidcRedirectUri(app));
    for (const [key, value] of Object.entries(answer))
      if (value !== undefined) current.searchParams.set(key, value);
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: sealer(app).open(verifierSealed),
      expectedState: answer.state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims() ?? {};
  } catch (error) {
    throw classify(error, accountId, 'sign-in');
  }

  const claimed = claims[row.email_claim];
  if (typeof claimed !== 'string' || !isValidEmail(claimed.trim()))
    throw new SsoFailure(
      'sso-misconfigured',
      `the ID token has no e-mail address in "${row.email_claim}"`,
      accountId,
    );
  const email = normaliseEmail(claimed);
  if (claims.email_verified === false)
    throw new SsoFailure(
      'sso-user-not-allowed',
      'e-mail address not verified by the identity provider',
      accountId,
      email,
    );
  const userId = await resolveSsoUser(app, row, email, claims, request);
  const endSession = config.serverMetadata().end_session_endpoint
    ? client.buildEndSessionUrl(config, {
        client_id: row.client_id,
        post_logout_redirect_uri: postLogoutUri(app),
      }).href
    : null;
  return { userId, accountId, email, endSessionUrl: endSession };
}

/**
 * The user an identity provider vouched for, whatever the protocol (docs/sso.md "Sign-in"): the address
 * must be of one of the account's own domains, the account enabled, and the address a live, enabled
 * user of that account — or, with just-in-time provisioning, a new user of it (recorded in the audit log).
 */
export async function resolveSsoUser(
  app: FastifyInstance,
  row: { account_id: number; jit_provisioning: boolean },
  email: string,
  claims: Record<string, unknown>,
  request: FastifyRequest,
): Promise<number> {
  const db = app.database.db;
  const accountId = row.account_id;
  const domains = await listSsoDomains(db, accountId);
  // one account's identity provider never signs in an address of a domain the account does not own
  if (!domains.some((d) => d.domain === domainOf(email)))
    throw new SsoFailure(
      'sso-user-not-allowed',
      `domain ${domainOf(email)} is not this account's`,
      accountId,
      email,
    );

  if (await isAccountDisabled(db, accountId))
    throw new SsoFailure('sso-account-disabled', 'account disabled', accountId, email);
  const found = await findLiveUserByEmail(db, email);
  let userId: number;
  if (found) {
    if (found.account_id !== accountId)
      throw new SsoFailure(
        'sso-user-not-allowed',
        'the address belongs to another account or an administrator',
        accountId,
        email,
      );
    if (found.role_id !== ROLE_IDS.user)
      throw new SsoFailure(
        'sso-user-not-allowed',
        'only users sign in with the company account',
        accountId,
        email,
      );
    if (found.is_disabled) throw new SsoFailure('sso-user-disabled', 'user disabled', accountId, email);
    userId = found.id;
  } else {
    if (!row.jit_provisioning)
      throw new SsoFailure(
        'sso-user-not-allowed',
        'no such user and just-in-time provisioning is off',
        accountId,
        email,
      );
    userId = await provisionSsoUser(db, accountId, email, claims);
    await app.audit.record({
      accountId,
      action: 'user-created',
      actorId: userId,
      subject: { type: 'user', id: userId },
      detail: 'sso-just-in-time',
      ip: request.ip,
    });
  }
  return userId;
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
