import { randomBytes } from 'node:crypto';
import { type CacheProvider, SAML, type SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isValidEmail } from '@pulzus/core';
import { SESSION_MAX_AGE_S } from '../../services/tokens';
import { normaliseEmail } from '../../services/email-address';
import { CLOCK_TOLERANCE_SECONDS } from './oidc-client';
import { giveSamlLogoutToken, keepSamlSession } from './saml-logout.queries';
import { splitCerts } from './saml-metadata';
import { spKeyPairOf } from './sp-key';
import { SsoFailure } from './sso-failure';
import {
  digestOf,
  resolveSsoUser,
  setBrowserCookie,
  SSO_STATE_TTL_MS,
  type SsoSignedIn,
  unexpiredInThisBrowser,
} from './sso-flow';
import {
  findSsoConfig,
  insertSsoState,
  isAccountDisabled,
  keepSamlAssertion,
  markSamlSignedIn,
  ssoSignInUser,
  takeSamlHandoff,
  takeSsoState,
} from './sso.queries';

const SAML_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/**
 * The account's SP entity id, which is also the audience its assertions must name and the address of
 * its SP metadata: one per account, so an assertion made for one account's Pulzus never fits another's.
 */
export const spEntityId = (app: FastifyInstance, accountId: number): string =>
  new URL(`/api/sso/saml/${accountId}/metadata`, app.env.PUBLIC_URL).href;

/** The account's assertion consumer service, where the identity provider posts its answer. */
export const acsUrl = (app: FastifyInstance, accountId: number): string =>
  new URL(`/api/sso/saml/${accountId}/acs`, app.env.PUBLIC_URL).href;

/** The account's single logout service, where the identity provider sends its LogoutResponse (docs/sso.md "Single logout"). */
export const sloUrl = (app: FastifyInstance, accountId: number): string =>
  new URL(`/api/sso/saml/${accountId}/slo`, app.env.PUBLIC_URL).href;

/**
 * The sign-out address a SAML session's portal offers as its identity provider's end-session: a one-time
 * token of this account's service provider, which sends the signed LogoutRequest when it is followed — so the
 * request is fresh then, however long the session lasted.
 */
export const logoutStartUrl = (app: FastifyInstance, accountId: number, token: string): string => {
  const url = new URL(`/api/sso/saml/${accountId}/logout`, app.env.PUBLIC_URL);
  url.searchParams.set('t', token);
  return url.href;
};

/** Where the browser goes once the assertion is accepted: the portal's page collects the session. */
const handoffUrl = (app: FastifyInstance, code: string): string => {
  const url = new URL('/sso/callback', app.env.PUBLIC_URL);
  url.searchParams.set('saml', code);
  return url.href;
};

/**
 * Where a refused SAML answer sends the browser: the portal's /sso/callback, which opens the login page
 * with the refusal in its own words, as it does for an OpenID Connect refusal.
 */
export const refusedUrl = (app: FastifyInstance, code: string): string => {
  const url = new URL('/sso/callback', app.env.PUBLIC_URL);
  url.searchParams.set('sso_error', code);
  return url.href;
};

/** What the SAML service provider needs of an account's stored settings. */
interface SamlSettings {
  account_id: number;
  saml_idp_entity_id: string | null;
  saml_sso_url: string | null;
  saml_certs: string | null;
  saml_slo_url: string | null;
}

// node-saml asks its cache whether an InResponseTo names a request it made; ours are in the database
// (sso_states.request_id), so this cache answers for the one request of the flow being finished
const cacheFor = (requestId: string | null, createdAt: Date): CacheProvider => ({
  saveAsync: async () => null,
  getAsync: async (key) => (requestId !== null && key === requestId ? createdAt.toISOString() : null),
  removeAsync: async () => null,
});

/**
 * The node-saml service provider of an account (docs/sso.md "Security model"): signed assertions
 * required, the account's own entity id as audience, the identity provider's entity id as issuer, its
 * certificates only, 60 s of clock skew, InResponseTo required and checked against the flow's request
 * (an AuthnRequest or a LogoutRequest); what it sends is signed with the account's SP key.
 */
export function samlOf(
  app: FastifyInstance,
  row: SamlSettings,
  request: { id: string | null; createdAt: Date },
  spKey: string,
  overrides: Partial<SamlConfig> = {},
): SAML {
  const certs = splitCerts(row.saml_certs);
  if (!row.saml_sso_url || !row.saml_idp_entity_id || certs.length === 0)
    throw new SsoFailure('sso-misconfigured', 'no SAML metadata stored', row.account_id);
  return new SAML({
    entryPoint: row.saml_sso_url,
    logoutUrl: row.saml_slo_url ?? undefined,
    logoutCallbackUrl: sloUrl(app, row.account_id),
    privateKey: spKey,
    issuer: spEntityId(app, row.account_id),
    audience: spEntityId(app, row.account_id),
    callbackUrl: acsUrl(app, row.account_id),
    idpIssuer: row.saml_idp_entity_id,
    idpCert: certs,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_TOLERANCE_SECONDS * 1000,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_STATE_TTL_MS,
    cacheProvider: cacheFor(request.id, request.createdAt),
    generateUniqueId: () => request.id ?? '',
    identifierFormat: EMAIL_FORMAT,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    ...overrides,
  });
}

/**
 * Begins a SAML sign-in (SP-initiated, HTTP-Redirect binding): the AuthnRequest's id and a one-time
 * state — the RelayState — kept in the database for 10 minutes, bound to this browser by the cookie.
 */
export async function startSamlSignIn(
  app: FastifyInstance,
  row: SamlSettings & { version: number },
  email: string,
  reply: FastifyReply,
): Promise<string> {
  const now = app.now();
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const { key } = await spKeyPairOf(app, row.account_id);
  const saml = samlOf(app, row, { id: requestId, createdAt: now }, key);
  const state = randomBytes(24).toString('base64url');
  const browser = randomBytes(24).toString('base64url');
  await insertSsoState(
    app.database.db,
    {
      digest: digestOf(state),
      account_id: row.account_id,
      config_version: row.version,
      browser_digest: digestOf(browser),
      protocol: 'saml',
      request_id: requestId,
      expires_at: new Date(now.getTime() + SSO_STATE_TTL_MS),
    },
    now,
  );
  setBrowserCookie(app, reply, browser);
  const url = new URL(await saml.getAuthorizeUrlAsync(state, undefined, {}));
  // the identity provider may pre-fill the address (Entra ID, Okta, Google read login_hint)
  url.searchParams.set('login_hint', email);
  return url.href;
}

/** What node-saml threw, as our code (docs/sso.md "Errors"). */
export function classifySaml(error: unknown, accountId: number): SsoFailure {
  if (error instanceof SsoFailure) return error;
  const message = String((error as Error)?.message ?? error);
  const fail = (code: ConstructorParameters<typeof SsoFailure>[0]) =>
    new SsoFailure(code, `assertion: ${message}`, accountId);
  if (/signature/i.test(message)) return fail('sso-signature-invalid');
  // node-saml keeps only the subject confirmations valid now: none left means all were out of time
  if (/expired|too old|not yet valid|No valid subject confirmation/i.test(message))
    return fail('sso-expired');
  if (/audience/i.test(message)) return fail('sso-wrong-audience');
  if (/InResponseTo/i.test(message)) return fail('sso-state-invalid');
  if (/SAML provider returned .*(RequestDenied|AuthnFailed|NoPassive)/i.test(message))
    return fail('sso-user-not-allowed');
  return fail('sso-misconfigured');
}

/** The parts of the accepted assertion node-saml does not check for us. */
function readAssertion(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const assertion = doc.documentElement;
  const confirmations = Array.from(
    assertion?.getElementsByTagNameNS(SAML_NS, 'SubjectConfirmationData') ?? [],
  );
  const conditions = assertion?.getElementsByTagNameNS(SAML_NS, 'Conditions')[0];
  const times = [
    conditions?.getAttribute('NotOnOrAfter'),
    ...confirmations.map((c) => c.getAttribute('NotOnOrAfter')),
  ]
    .filter((v): v is string => Boolean(v))
    .map((v) => Date.parse(v))
    .filter((v) => Number.isFinite(v));
  return {
    id: assertion?.getAttribute('ID') ?? '',
    recipients: confirmations.map((c) => c.getAttribute('Recipient') ?? ''),
    notOnOrAfter: times.length > 0 ? Math.max(...times) : null,
  };
}

/** The Response's Destination, when it names one (outside the assertion's signature; checked all the same). */
function destinationOf(responseXml: string): string | null {
  const doc = new DOMParser().parseFromString(responseXml, 'text/xml');
  return doc.documentElement?.getAttribute('Destination') || null;
}

/**
 * The identity provider's answer at the account's assertion consumer service (docs/sso.md "SAML"):
 * the RelayState must be a state this database issued for this account, unused and unexpired, begun
 * under the current settings; node-saml checks the assertion's signature against the stored
 * certificates, the issuer, audience (this account's entity id), times with 60 s of skew and that
 * InResponseTo names the flow's AuthnRequest; we check the Recipient (and the Destination) is this
 * ACS and keep the assertion's id until it expires, so it never signs anyone in twice. The person is
 * then resolved as for OpenID Connect; the state keeps them until the browser that began the flow
 * collects the session with the one-time code this returns the portal's address with.
 */
export async function acceptSamlResponse(
  app: FastifyInstance,
  accountId: number,
  form: Record<string, unknown>,
  request: FastifyRequest,
): Promise<string> {
  const db = app.database.db;
  const now = app.now();
  const relay = typeof form.RelayState === 'string' ? form.RelayState : '';
  const response = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : '';
  if (!relay)
    throw new SsoFailure(
      'sso-state-invalid',
      'no RelayState (an identity-provider-initiated sign-in)',
      accountId,
    );
  const taken = await takeSsoState(db, digestOf(relay), now);
  if (!taken) throw new SsoFailure('sso-state-invalid', 'unknown state', accountId);
  if (!taken.fresh) throw new SsoFailure('sso-replayed', 'state already used', accountId);
  // the state names its account: another account's assertion consumer service never finishes it
  if (taken.account_id !== accountId || taken.protocol !== 'saml')
    throw new SsoFailure('sso-state-invalid', 'the state is not a SAML sign-in of this account', accountId);
  if (taken.expires_at.getTime() <= now.getTime())
    throw new SsoFailure('sso-expired', 'state expired', accountId);
  const row = await findSsoConfig(db, accountId);
  if (!row?.enabled || row.version !== taken.config_version || row.protocol !== 'saml')
    throw new SsoFailure('sso-expired', 'settings changed during the sign-in', accountId);
  if (!response) throw new SsoFailure('sso-misconfigured', 'no SAMLResponse', accountId);

  const createdAt = new Date(taken.expires_at.getTime() - SSO_STATE_TTL_MS);
  let profile: Record<string, unknown> & {
    getAssertionXml?: () => string;
    getSamlResponseXml?: () => string;
  };
  try {
    const { key } = await spKeyPairOf(app, accountId);
    const saml = samlOf(app, row, { id: taken.request_id, createdAt }, key);
    const result = await saml.validatePostResponseAsync({ SAMLResponse: response });
    if (!result.profile) throw new Error('no assertion in the answer');
    profile = result.profile as typeof profile;
  } catch (error) {
    throw classifySaml(error, accountId);
  }

  const acs = acsUrl(app, accountId);
  const assertion = readAssertion(profile.getAssertionXml?.() ?? '');
  if (assertion.recipients.length === 0 || assertion.recipients.some((r) => r !== acs))
    throw new SsoFailure(
      'sso-wrong-audience',
      `assertion: Recipient ${assertion.recipients.join(', ') || '(none)'} is not ${acs}`,
      accountId,
    );
  const destination = destinationOf(profile.getSamlResponseXml?.() ?? '');
  if (destination !== null && destination !== acs)
    throw new SsoFailure(
      'sso-wrong-audience',
      `response: Destination ${destination} is not ${acs}`,
      accountId,
    );
  if (!assertion.id) throw new SsoFailure('sso-misconfigured', 'assertion: no ID', accountId);
  const kept = await keepSamlAssertion(
    db,
    {
      digest: digestOf(`${row.saml_idp_entity_id}\n${assertion.id}`),
      account_id: accountId,
      // kept at least as long as it could be accepted (its last NotOnOrAfter, plus the skew)
      expires_at: new Date(
        Math.max(assertion.notOnOrAfter ?? 0, now.getTime() + SSO_STATE_TTL_MS) +
          CLOCK_TOLERANCE_SECONDS * 1000,
      ),
    },
    now,
  );
  if (!kept) throw new SsoFailure('sso-replayed', `assertion ${assertion.id} was accepted before`, accountId);

  const claimed = [profile[row.email_claim], profile.email, profile.nameID].find(
    (v): v is string => typeof v === 'string' && isValidEmail(v.trim()),
  );
  if (!claimed)
    throw new SsoFailure(
      'sso-misconfigured',
      `the assertion has no e-mail address in "${row.email_claim}" or its NameID`,
      accountId,
    );
  const email = normaliseEmail(claimed);
  const claims = {
    name:
      profile.displayName ??
      profile['http://schemas.microsoft.com/identity/claims/displayname'] ??
      profile.name,
    given_name:
      profile.givenName ?? profile['http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'],
    locale: profile.locale,
  };
  const userId = await resolveSsoUser(app, row, email, claims, request).catch((error: unknown) => {
    throw error instanceof SsoFailure && !error.email
      ? new SsoFailure(error.code, error.answer, error.accountId, email)
      : error;
  });
  const code = randomBytes(24).toString('base64url');
  await markSamlSignedIn(db, digestOf(relay), userId, digestOf(code));
  // the subject its single logout will name (docs/sso.md "Single logout"), kept as long as the session can last
  const nameId = typeof profile.nameID === 'string' ? profile.nameID : '';
  if (row.saml_slo_url && nameId)
    await keepSamlSession(
      db,
      {
        account_id: accountId,
        user_id: userId,
        state_digest: digestOf(relay),
        name_id: nameId,
        name_id_format: stringOrNull(profile.nameIDFormat),
        name_qualifier: stringOrNull(profile.nameQualifier),
        sp_name_qualifier: stringOrNull(profile.spNameQualifier),
        session_index: stringOrNull(profile.sessionIndex),
        expires_at: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000),
      },
      now,
    );
  return handoffUrl(app, code);
}

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Hands the session over to the browser that began the SAML sign-in (`POST sso/saml/finish`): the
 * code is one-time and lives as long as the state; the cookie must be the one set at the start; the
 * account and the user are checked again, as a moment passed since the assertion.
 */
export async function finishSamlSignIn(
  app: FastifyInstance,
  code: string,
  request: FastifyRequest,
): Promise<SsoSignedIn> {
  const db = app.database.db;
  const now = app.now();
  const taken = await takeSamlHandoff(db, digestOf(code), now);
  if (!taken) throw new SsoFailure('sso-state-invalid', 'unknown hand-over code');
  if (!taken.fresh) throw new SsoFailure('sso-expired', 'hand-over code already used');
  const accountId = unexpiredInThisBrowser(taken, now, request);
  if (taken.user_id === null) throw new SsoFailure('sso-state-invalid', 'no accepted assertion', accountId);
  if (await isAccountDisabled(db, accountId))
    throw new SsoFailure('sso-account-disabled', 'account disabled', accountId);
  const user = await ssoSignInUser(db, taken.user_id);
  if (!user || user.account_id !== accountId)
    throw new SsoFailure('sso-user-not-allowed', 'the user is gone', accountId);
  if (user.is_disabled) throw new SsoFailure('sso-user-disabled', 'user disabled', accountId, user.email);
  // the identity provider's single logout, offered as OpenID Connect's end-session is, when it has one
  const config = await findSsoConfig(db, accountId);
  const logoutToken = randomBytes(24).toString('base64url');
  const offered =
    config?.enabled === true &&
    config.protocol === 'saml' &&
    config.saml_slo_url !== null &&
    (await giveSamlLogoutToken(db, taken.digest, digestOf(logoutToken)));
  return {
    userId: taken.user_id,
    accountId,
    email: user.email,
    endSessionUrl: offered ? logoutStartUrl(app, accountId, logoutToken) : null,
  };
}
