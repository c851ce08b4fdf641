import type { AuditAction } from '@pulzus/core';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import { signInAtIdp } from './oidc-idp';

/** The redirect URI the test apps give the identity provider (PUBLIC_URL of `buildTestApp`). */
export const TEST_REDIRECT_URI = 'http://localhost:3000/sso/callback';
/** Where the test identity provider sends the browser after its end-session. */
export const TEST_POST_LOGOUT_URI = 'http://localhost:3000/login';

/** Saves an account's OpenID Connect settings as its admin would. */
export function saveSso(
  t: TestApp,
  adminToken: string,
  settings: {
    issuer_url: string;
    client_id: string;
    client_secret?: string;
    domains: { domain: string; sso_required: boolean }[];
    jit_provisioning?: boolean;
    email_claim?: string;
    enabled?: boolean;
  },
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'PUT',
    url: '/api/sso/settings',
    token: adminToken,
    payload: { enabled: true, jit_provisioning: false, ...settings },
  });
}

let client = 0;
/** A fresh client address per browser, so the per-address limit of the public calls never interferes. */
const nextAddress = () => `10.9.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

/** A started company sign-in: the identity provider's URL and the browser-binding cookie. */
export interface StartedFlow {
  url: string;
  cookie: string;
  /** The browser's address, which the callback comes from too. */
  ip: string;
}

/** `POST sso/start` for an address, from a browser of its own; answers as it came. */
export function startSsoRaw(t: TestApp, email: string): Promise<LightMyRequestResponse> {
  return t.call({ method: 'POST', url: '/api/sso/start', payload: { email }, remoteAddress: nextAddress() });
}

/** `POST sso/start` for an address; throws unless it answers 200. */
export async function startSso(t: TestApp, email: string): Promise<StartedFlow> {
  const ip = nextAddress();
  const res = await t.call({ method: 'POST', url: '/api/sso/start', payload: { email }, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`sso/start answered ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  return { url: res.json().url as string, cookie, ip };
}

/** `POST sso/oidc/callback` with the identity provider's answer, from the browser with `cookie`. */
export function finishSso(
  t: Pick<TestApp, 'call'>,
  answer: Record<string, string>,
  cookie: string | null,
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/api/sso/oidc/callback',
    payload: answer,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
  });
}

/** A whole company sign-in as `login` at the identity provider, from start to the callback's answer. */
export async function ssoSignIn(t: TestApp, email: string, login = email): Promise<LightMyRequestResponse> {
  const flow = await startSso(t, email);
  const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, login);
  return finishSso(t, answer, flow.cookie);
}

/** The newest audit events of an action, newest first. */
export function auditOf(t: TestApp, action: AuditAction) {
  return t.database.db
    .selectFrom('audit_events')
    .select(['account_id', 'actor_id', 'actor_name', 'detail'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

/** Saves an account's SAML settings as its admin would: the identity provider's metadata, uploaded or by URL. */
export function saveSaml(
  t: TestApp,
  adminToken: string,
  settings: {
    saml_metadata_xml?: string;
    saml_metadata_url?: string;
    domains: { domain: string; sso_required: boolean }[];
    jit_provisioning?: boolean;
    enabled?: boolean;
  },
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'PUT',
    url: '/api/sso/settings',
    token: adminToken,
    payload: { enabled: true, protocol: 'saml', jit_provisioning: false, ...settings },
  });
}

/** The identity provider's form post to an ACS URL (its path), from a browser's address. */
export function postToAcs(
  t: Pick<TestApp, 'call'>,
  answer: { acs: string; SAMLResponse: string; RelayState: string },
): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: new URL(answer.acs).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      SAMLResponse: answer.SAMLResponse,
      RelayState: answer.RelayState,
    }).toString(),
    remoteAddress: nextAddress(),
  });
}

/** `POST sso/saml/finish` with the hand-over code of an ACS redirect, from the browser with `cookie`. */
export function finishSaml(
  t: Pick<TestApp, 'call'>,
  acsRedirect: string,
  cookie: string | null,
): Promise<LightMyRequestResponse> {
  const code = new URL(acsRedirect).searchParams.get('saml') ?? '';
  return t.call({
    method: 'POST',
    url: '/api/sso/saml/finish',
    payload: { code },
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
  });
}
