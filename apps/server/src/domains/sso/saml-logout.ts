import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { FastifyInstance } from 'fastify';
import { samlOf, sloUrl } from './saml-flow';
import { findSamlLogoutRequest, markSamlLoggedOut, takeSamlLogoutToken } from './saml-logout.queries';
import { spKeyPairOf } from './sp-key';
import { SsoFailure } from './sso-failure';
import { digestOf, SSO_STATE_TTL_MS } from './sso-flow';
import { findSsoConfig } from './sso.queries';

const SAMLP_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/** Where the browser lands once the identity provider confirmed the sign-out: the login page says so. */
export const signedOutUrl = (app: FastifyInstance): string => {
  const url = new URL('/sso/callback', app.env.PUBLIC_URL);
  url.searchParams.set('sso_signed_out', '1');
  return url.href;
};

const refused = (answer: string, accountId: number | null) =>
  new SsoFailure('sso-sign-out-refused', answer, accountId);

/** The account's settings, when its single sign-on is SAML, on, and its identity provider has single logout. */
async function sloSettingsOf(app: FastifyInstance, accountId: number) {
  const row = await findSsoConfig(app.database.db, accountId);
  if (!row?.enabled || row.protocol !== 'saml' || !row.saml_slo_url)
    throw refused('single logout is not set up (no SAML, or no SingleLogoutService)', accountId);
  return row;
}

/**
 * Follows a SAML session's sign-out address (docs/sso.md "Single logout"): the one-time token names the
 * session's NameID and SessionIndex; the answer is the identity provider's SingleLogoutService with a
 * LogoutRequest for them, signed with the account's SP key (HTTP-Redirect binding), whose id the
 * LogoutResponse must name. The request is made now, so it is fresh however long the session lasted.
 */
export async function startSamlLogout(
  app: FastifyInstance,
  accountId: number,
  token: string,
): Promise<string> {
  const db = app.database.db;
  const now = app.now();
  const requestId = `_${randomBytes(20).toString('hex')}`;
  // the token is the account's own: another account's sign-out address never sends (nor spends) it
  const taken = token ? await takeSamlLogoutToken(db, accountId, digestOf(token), requestId, now) : undefined;
  if (!taken) throw refused('unknown, used or another account’s sign-out link', accountId);
  if (taken.expires_at.getTime() <= now.getTime())
    throw refused('the session’s 12 hours are over', accountId);
  const row = await sloSettingsOf(app, accountId);
  const { key } = await spKeyPairOf(app, accountId);
  const saml = samlOf(app, row, { id: requestId, createdAt: now }, key);
  return saml.getLogoutUrlAsync(
    {
      issuer: row.saml_idp_entity_id ?? '',
      nameID: taken.name_id,
      nameIDFormat: taken.name_id_format ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      nameQualifier: taken.name_qualifier ?? undefined,
      spNameQualifier: taken.sp_name_qualifier ?? undefined,
      sessionIndex: taken.session_index ?? undefined,
    },
    '',
    {},
  );
}

/** The identity provider's LogoutResponse as the SLO service received it. */
export type LogoutAnswer =
  | { binding: 'redirect'; query: Record<string, string>; rawQuery: string }
  | { binding: 'post'; form: Record<string, unknown> };

/** The LogoutResponse's own fields, read before node-saml checks its signature. */
function readLogoutResponse(base64: string, deflated: boolean) {
  let xml: string;
  try {
    const bytes = Buffer.from(base64, 'base64');
    xml = (deflated ? inflateRawSync(bytes) : bytes).toString('utf8');
  } catch {
    return null;
  }
  if (/<!DOCTYPE/i.test(xml)) return null;
  const root = new DOMParser({ errorHandler: () => undefined }).parseFromString(
    xml,
    'text/xml',
  )?.documentElement;
  if (root?.localName !== 'LogoutResponse' || root.namespaceURI !== SAMLP_NS) return null;
  const child = (ns: string, name: string) =>
    Array.from(root.childNodes).find(
      (n): n is Element =>
        n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === ns,
    );
  const status = child(SAMLP_NS, 'Status');
  const code = status ? Array.from(status.getElementsByTagNameNS(SAMLP_NS, 'StatusCode'))[0] : undefined;
  return {
    inResponseTo: root.getAttribute('InResponseTo') ?? '',
    destination: root.getAttribute('Destination') || null,
    issuer: child(SAML_NS, 'Issuer')?.textContent?.trim() ?? '',
    status: code?.getAttribute('Value') ?? '',
  };
}

/** Why node-saml refused a LogoutResponse, as the audit detail's step. */
function stepOf(error: unknown): string {
  const message = String((error as Error)?.message ?? error);
  if (/signature/i.test(message)) return `signature: ${message}`;
  if (/issuer/i.test(message)) return `issuer: ${message}`;
  if (/InResponseTo/i.test(message)) return `InResponseTo: ${message}`;
  return `logout response: ${message}`;
}

/**
 * The identity provider's LogoutResponse at the account's SLO service (docs/sso.md "Single logout"), in
 * the HTTP-Redirect or HTTP-POST binding: it must be signed with one of the stored certificates (node-saml
 * checks the query's or the XML's signature; an unsigned one is refused, which node-saml alone would accept
 * in the redirect binding), come from the identity provider's entity id, be addressed to this service, say
 * Success, and answer — InResponseTo — a LogoutRequest this account sent within the last 10 minutes, once.
 * Answers the user it signed out.
 */
export async function acceptSamlLogoutResponse(
  app: FastifyInstance,
  accountId: number,
  answer: LogoutAnswer,
): Promise<{ userId: number }> {
  const db = app.database.db;
  const now = app.now();
  const fields = answer.binding === 'redirect' ? answer.query : answer.form;
  const message = typeof fields.SAMLResponse === 'string' ? fields.SAMLResponse : '';
  if (!message)
    throw refused('logout response: no SAMLResponse (only SP-initiated single logout)', accountId);
  const read = readLogoutResponse(message, answer.binding === 'redirect');
  if (!read) throw refused('logout response: not a LogoutResponse', accountId);
  if (answer.binding === 'redirect' && (!answer.query.Signature || !answer.query.SigAlg))
    throw refused('signature: the LogoutResponse is unsigned', accountId);
  if (!read.inResponseTo) throw refused('InResponseTo: missing', accountId);
  const session = await findSamlLogoutRequest(db, read.inResponseTo);
  if (!session?.logout_requested_at || session.account_id !== accountId)
    throw refused(`InResponseTo: ${read.inResponseTo} is no LogoutRequest of this account`, accountId);
  const requestedAt = session.logout_requested_at;
  if (requestedAt.getTime() + SSO_STATE_TTL_MS <= now.getTime())
    throw refused('InResponseTo: the LogoutRequest is over 10 minutes old', accountId);
  const row = await sloSettingsOf(app, accountId);
  if (read.issuer !== row.saml_idp_entity_id)
    throw refused(`issuer: ${read.issuer || '(none)'} is not ${row.saml_idp_entity_id}`, accountId);
  const slo = sloUrl(app, accountId);
  if (read.destination !== null && read.destination !== slo)
    throw refused(`logout response: Destination ${read.destination} is not ${slo}`, accountId);
  if (read.status !== SUCCESS) throw refused(`logout response: status ${read.status || '(none)'}`, accountId);
  try {
    const { key } = await spKeyPairOf(app, accountId);
    // HTTP-POST: node-saml checks the InResponseTo of a sign-in's Response only; this one's was checked above
    const saml = samlOf(
      app,
      row,
      { id: session.logout_request_id, createdAt: requestedAt },
      key,
      answer.binding === 'post' ? { validateInResponseTo: ValidateInResponseTo.never } : {},
    );
    const result =
      answer.binding === 'redirect'
        ? await saml.validateRedirectAsync(answer.query, answer.rawQuery)
        : await saml.validatePostResponseAsync({ SAMLResponse: message });
    if (!result.loggedOut) throw new Error('not a LogoutResponse');
  } catch (error) {
    throw refused(stepOf(error), accountId);
  }
  if (!(await markSamlLoggedOut(db, session.id, now)))
    throw refused(`logout response: ${read.inResponseTo} was answered before`, accountId);
  return { userId: session.user_id };
}
