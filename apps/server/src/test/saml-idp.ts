import { createSign, createVerify, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing.js';
import { DOMParser } from '@xmldom/xmldom';

/**
 * A SAML 2.0 identity provider the tests (and the `npm start` demo) run on 127.0.0.1 (docs/sso.md
 * "Tests"): it publishes its metadata, reads an SP's AuthnRequest from the HTTP-Redirect binding and
 * answers with a Response whose assertion it signs with node-saml's own XML signing (xml-crypto, RSA
 * SHA-256) — good ones, and each bad variant a test asks for. Its single logout (unless turned off) takes
 * an SP's LogoutRequest in the HTTP-Redirect binding only when the SP's certificate — read from the SP's
 * metadata, at its entity id — verifies the query's signature, and answers with a signed LogoutResponse.
 * Its key pairs are test fixtures (`fixtures/saml/`, self-signed, never used anywhere else).
 */

const FIXTURES = new URL('./fixtures/saml/', import.meta.url);

/** A fixture key pair: `a` is the identity provider's own, `b` a stranger's (another account's IdP). */
export type SamlKeyName = 'a' | 'b';

/** The PEM certificate and private key of a fixture pair. */
export function samlKeyPair(name: SamlKeyName): { cert: string; key: string } {
  return {
    cert: readFileSync(new URL(`idp-${name}.cert.pem`, FIXTURES), 'utf8'),
    key: readFileSync(new URL(`idp-${name}.key.pem`, FIXTURES), 'utf8'),
  };
}

const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the SP asked for in its AuthnRequest, and the RelayState it sent along. */
export interface SamlRequestSeen {
  id: string;
  acs: string;
  spEntityId: string;
  relayState: string;
}

/** Reads an SP-initiated sign-in URL (HTTP-Redirect binding): the deflated AuthnRequest and the RelayState. */
export function readAuthnRequest(url: string): SamlRequestSeen {
  const params = new URL(url).searchParams;
  const xml = inflateRawSync(Buffer.from(params.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const request = doc.documentElement;
  const issuer = request?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0];
  return {
    id: request?.getAttribute('ID') ?? '',
    acs: request?.getAttribute('AssertionConsumerServiceURL') ?? '',
    spEntityId: issuer?.textContent?.trim() ?? '',
    relayState: params.get('RelayState') ?? '',
  };
}

/** The ways an answer can be bad (each a refusal the tests check); all off for a good answer. */
export interface SamlVariant {
  /** Leave the assertion (and the response) unsigned. */
  unsigned?: boolean;
  /** Sign with another key pair than the one in the metadata. */
  signWith?: SamlKeyName;
  /** The audience; default the AuthnRequest's issuer (the SP entity id). */
  audience?: string;
  /** The SubjectConfirmationData Recipient; default the AuthnRequest's ACS. */
  recipient?: string;
  /** The InResponseTo; default the AuthnRequest's id. */
  inResponseTo?: string;
  /** The assertion's ID; default a fresh one (a replay reuses one). */
  assertionId?: string;
  /** Milliseconds added to "now" for IssueInstant/NotBefore/NotOnOrAfter (negative: an old assertion). */
  shiftMs?: number;
  /** How long the assertion is valid from its issue, ms; default 5 minutes. */
  lifetimeMs?: number;
  /** The Issuer; default the identity provider's entity id. */
  issuer?: string;
  /** Change the e-mail attribute after signing (a tampered assertion). */
  tamperEmail?: string;
  /** Extra attributes, by name. */
  attributes?: Record<string, string>;
}

/** The ways a LogoutResponse can be bad; all off for a good one. */
export interface SamlLogoutVariant {
  /** Send it without SigAlg and Signature. */
  unsigned?: boolean;
  /** Sign with another key pair than the one in the metadata. */
  signWith?: SamlKeyName;
  /** The Issuer; default the identity provider's entity id. */
  issuer?: string;
  /** The InResponseTo; default the LogoutRequest's id. */
  inResponseTo?: string;
  /** The top-level StatusCode; default Success. */
  status?: string;
  /** Answer in the HTTP-POST binding (the XML signed) instead of HTTP-Redirect (the query signed). */
  post?: boolean;
}

/** What an SP's LogoutRequest asked for, once the identity provider accepted it, and its answer. */
export interface SamlLogoutSeen {
  id: string;
  spEntityId: string;
  nameId: string;
  sessionIndex: string;
  /** The LogoutResponse as the redirect to the SP's single logout service (HTTP-Redirect binding). */
  responseUrl: string;
  /** With `variant.post`: the form its page posts to the SP's single logout service instead. */
  form: { SAMLResponse: string } | null;
}

/** What the identity provider knows of an SP: its signing certificate and single logout service. */
export interface SamlSpTrust {
  cert: string;
  sloUrl: string;
}

/** The signing certificate (PEM) and the HTTP-Redirect single logout service of an SP's metadata. */
export function readSpMetadata(xml: string): SamlSpTrust {
  const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const keys = Array.from(doc.getElementsByTagNameNS(MD, 'KeyDescriptor')).filter(
    (k) => (k.getAttribute('use') ?? 'signing') === 'signing',
  );
  const body = keys[0]?.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'X509Certificate')[0];
  const slo = Array.from(doc.getElementsByTagNameNS(MD, 'SingleLogoutService')).find(
    (s) => s.getAttribute('Binding') === REDIRECT_BINDING,
  );
  const base64 = (body?.textContent ?? '').replace(/\s+/g, '');
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`,
    sloUrl: slo?.getAttribute('Location') ?? '',
  };
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';

/** The raw `name=value` of a query as it was sent (the redirect binding signs the bytes sent). */
const rawParam = (query: string, name: string) => query.split('&').find((p) => p.startsWith(`${name}=`));

/** The identity provider's answer, as its page would post it to the ACS. */
export interface SamlAnswer {
  acs: string;
  SAMLResponse: string;
  RelayState: string;
}

/** Options of {@link startSamlIdp}. */
export interface SamlIdpOptions {
  /** The key pair its metadata names and it signs with; default `a`. */
  key?: SamlKeyName;
  /** The port on 127.0.0.1; default any free one. */
  port?: number;
  /** Attributes its sign-in page sends for a login, besides `email` (e.g. `locale`, `displayName`). */
  people?: Record<string, Record<string, string>>;
  /** Whether it has (and its metadata names) a SingleLogoutService; default true. */
  singleLogout?: boolean;
}

/** A running test SAML identity provider. */
export interface SamlIdp {
  entityId: string;
  metadataUrl: string;
  ssoUrl: string;
  /** Its SingleLogoutService (HTTP-Redirect), or null when it has none. */
  sloUrl: string | null;
  /** Its metadata, as `GET /metadata` answers it. */
  metadata: string;
  port: number;
  /** The answer it gives `email` for an SP's sign-in URL, good or bad as `variant` says. */
  answer(signInUrl: string, email: string, variant?: SamlVariant): SamlAnswer;
  /**
   * Takes an SP's sign-out URL (its LogoutRequest, HTTP-Redirect binding) as its single logout service does:
   * throws unless the SP's certificate verifies the signature, the request is addressed to it and names a
   * session it signed in at that SP; ends that session and answers the LogoutResponse, good or bad as
   * `variant` says.
   */
  logout(logoutUrl: string, sp: SamlSpTrust, variant?: SamlLogoutVariant): SamlLogoutSeen;
  /** The sessions it has signed in and not ended, by SessionIndex. */
  readonly sessions: ReadonlyMap<string, { email: string; spEntityId: string }>;
  close(): Promise<void>;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const signInPage = (query: string, hint: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test SAML identity provider</title>
<style>body{font-family:sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;margin:.5rem 0;font-size:1rem}input,button{padding:.5rem;box-sizing:border-box}</style>
</head><body><h1>Test SAML identity provider</h1>
<form method="post" action="/sso/login?${escapeXml(query)}">
<label for="login">E-mail</label><input id="login" name="login" type="email" value="${escapeXml(hint)}" required>
<button type="submit">Sign in at the SAML identity provider</button></form>
</body></html>`;

// the HTTP-POST binding: the browser posts the answer to the SP's ACS by itself
const postPage = (answer: SamlAnswer) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeXml(answer.acs)}">
<input type="hidden" name="SAMLResponse" value="${escapeXml(answer.SAMLResponse)}">
<input type="hidden" name="RelayState" value="${escapeXml(answer.RelayState)}">
<noscript><button type="submit">Continue</button></noscript></form></body></html>`;

/** Starts the test SAML identity provider on 127.0.0.1. */
export async function startSamlIdp(options: SamlIdpOptions = {}): Promise<SamlIdp> {
  const own = samlKeyPair(options.key ?? 'a');
  let base = '';
  const state = { entityId: '', ssoUrl: '', sloUrl: '', metadata: '' };
  const sessions = new Map<string, { email: string; spEntityId: string }>();

  const answer = (signInUrl: string, email: string, variant: SamlVariant = {}): SamlAnswer => {
    const seen = readAuthnRequest(signInUrl);
    const now = Date.now() + (variant.shiftMs ?? 0);
    const iso = (ms: number) => new Date(ms).toISOString();
    const until = now + (variant.lifetimeMs ?? 5 * 60_000);
    const issuer = escapeXml(variant.issuer ?? state.entityId);
    const inResponseTo = escapeXml(variant.inResponseTo ?? seen.id);
    const recipient = escapeXml(variant.recipient ?? seen.acs);
    const attributes = { email, ...variant.attributes };
    const sessionIndex = `_s${randomBytes(8).toString('hex')}`;
    sessions.set(sessionIndex, { email, spEntityId: seen.spEntityId });
    const attributeXml = Object.entries(attributes)
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join('');
    let xml =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(now)}" Destination="${recipient}" InResponseTo="${inResponseTo}">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${escapeXml(variant.assertionId ?? `_a${randomBytes(16).toString('hex')}`)}" Version="2.0" IssueInstant="${iso(now)}">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(email)}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${inResponseTo}" NotOnOrAfter="${iso(until)}" Recipient="${recipient}"/></saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${iso(now - 5_000)}" NotOnOrAfter="${iso(until)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(variant.audience ?? seen.spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${sessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement>${attributeXml}</saml:AttributeStatement>` +
      `</saml:Assertion></samlp:Response>`;
    if (!variant.unsigned) {
      const signer = variant.signWith ? samlKeyPair(variant.signWith) : own;
      xml = signSamlPost(xml, '/*[local-name(.)="Response"]/*[local-name(.)="Assertion"]', {
        privateKey: signer.key,
        publicCert: signer.cert,
        signatureAlgorithm: 'sha256',
        digestAlgorithm: 'sha256',
      });
    }
    if (variant.tamperEmail) xml = xml.split(escapeXml(email)).join(escapeXml(variant.tamperEmail));
    return {
      acs: seen.acs,
      SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
      RelayState: seen.relayState,
    };
  };

  const logout = (logoutUrl: string, sp: SamlSpTrust, variant: SamlLogoutVariant = {}): SamlLogoutSeen => {
    const url = new URL(logoutUrl);
    const query = url.search.slice(1);
    const params = url.searchParams;
    if (url.origin + url.pathname !== state.sloUrl)
      throw new Error(`not this SingleLogoutService: ${url.href}`);
    // SAML bindings §3.4.4.1: the signature is over SAMLRequest, RelayState (when sent) and SigAlg as sent
    const signed = ['SAMLRequest', 'RelayState', 'SigAlg']
      .map((name) => rawParam(query, name))
      .filter((p): p is string => p !== undefined)
      .join('&');
    const signature = params.get('Signature');
    if (!signature || params.get('SigAlg') !== RSA_SHA256) throw new Error('the LogoutRequest is not signed');
    if (!createVerify('RSA-SHA256').update(signed).verify(sp.cert, signature, 'base64'))
      throw new Error('the LogoutRequest’s signature is not the SP’s');
    const xml = inflateRawSync(Buffer.from(params.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const request = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
    if (request?.localName !== 'LogoutRequest') throw new Error('not a LogoutRequest');
    const text = (name: string, ns = 'urn:oasis:names:tc:SAML:2.0:assertion') =>
      request.getElementsByTagNameNS(ns, name)[0]?.textContent?.trim() ?? '';
    const id = request.getAttribute('ID') ?? '';
    const spEntityId = text('Issuer');
    const nameId = text('NameID');
    const sessionIndex = text('SessionIndex', 'urn:oasis:names:tc:SAML:2.0:protocol');
    if (request.getAttribute('Destination') !== state.sloUrl)
      throw new Error('the LogoutRequest is for another');
    const session = sessions.get(sessionIndex);
    if (!session || session.email !== nameId || session.spEntityId !== spEntityId)
      throw new Error(`no session ${sessionIndex} of ${nameId} at ${spEntityId}`);
    sessions.delete(sessionIndex);
    const response =
      `<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_l${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${escapeXml(sp.sloUrl)}" InResponseTo="${escapeXml(variant.inResponseTo ?? id)}">` +
      `<saml:Issuer>${escapeXml(variant.issuer ?? state.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${escapeXml(variant.status ?? 'urn:oasis:names:tc:SAML:2.0:status:Success')}"/></samlp:Status>` +
      `</samlp:LogoutResponse>`;
    if (variant.post) {
      const signer = variant.signWith ? samlKeyPair(variant.signWith) : own;
      const xml = variant.unsigned
        ? response
        : signSamlPost(response, '/*[local-name(.)="LogoutResponse"]', {
            privateKey: signer.key,
            publicCert: signer.cert,
            signatureAlgorithm: 'sha256',
            digestAlgorithm: 'sha256',
          });
      return {
        id,
        spEntityId,
        nameId,
        sessionIndex,
        responseUrl: sp.sloUrl,
        form: { SAMLResponse: Buffer.from(xml, 'utf8').toString('base64') },
      };
    }
    let answer = `SAMLResponse=${encodeURIComponent(deflateRawSync(Buffer.from(response, 'utf8')).toString('base64'))}`;
    const relay = params.get('RelayState');
    if (relay) answer += `&RelayState=${encodeURIComponent(relay)}`;
    if (!variant.unsigned) {
      answer += `&SigAlg=${encodeURIComponent(RSA_SHA256)}`;
      const signer = variant.signWith ? samlKeyPair(variant.signWith) : own;
      answer += `&Signature=${encodeURIComponent(createSign('RSA-SHA256').update(answer).sign(signer.key, 'base64'))}`;
    }
    const target = new URL(sp.sloUrl);
    return {
      id,
      spEntityId,
      nameId,
      sessionIndex,
      responseUrl: `${target.origin}${target.pathname}?${target.search ? `${target.search.slice(1)}&` : ''}${answer}`,
      form: null,
    };
  };

  const server: Server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      if (req.method === 'GET' && url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(state.metadata);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/sso') {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(signInPage(url.search.slice(1), url.searchParams.get('login_hint') ?? ''));
        return;
      }
      if (req.method === 'POST' && url.pathname === '/sso/login') {
        const login = (await formBody(req)).get('login') ?? '';
        const signIn = new URL(`/sso?${url.search.slice(1)}`, base).href;
        const attributes = options.people?.[login];
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(postPage(answer(signIn, login, attributes ? { attributes } : {})));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/slo' && options.singleLogout !== false) {
        // the SP's certificate and single logout service, from its metadata at its entity id (Pulzus's is
        // the address of its SP metadata)
        const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString(
          'utf8',
        );
        const issuer = new DOMParser()
          .parseFromString(xml, 'text/xml')
          .documentElement?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0]
          ?.textContent?.trim();
        if (!issuer?.startsWith('http')) throw new Error('an SP entity id that is no metadata address');
        const metadata = await fetch(issuer, { signal: AbortSignal.timeout(10_000) });
        if (!metadata.ok) throw new Error(`the SP's metadata answered ${metadata.status}`);
        const seen = logout(url.href, readSpMetadata(await metadata.text()));
        res.writeHead(303, { location: seen.responseUrl }).end();
        return;
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String((error as Error).message));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  state.entityId = `${base}/saml`;
  state.ssoUrl = `${base}/sso`;
  state.sloUrl = `${base}/slo`;
  const sloService =
    options.singleLogout === false
      ? ''
      : `<md:SingleLogoutService Binding="${REDIRECT_BINDING}" Location="${state.sloUrl}"/>`;
  state.metadata =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${state.entityId}">` +
    `<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">` +
    `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certBody(own.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
    sloService +
    `<md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>` +
    `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${state.ssoUrl}"/>` +
    `</md:IDPSSODescriptor></md:EntityDescriptor>`;
  return {
    get entityId() {
      return state.entityId;
    },
    metadataUrl: `${base}/metadata`,
    ssoUrl: state.ssoUrl,
    sloUrl: options.singleLogout === false ? null : state.sloUrl,
    metadata: state.metadata,
    port,
    answer,
    logout,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
