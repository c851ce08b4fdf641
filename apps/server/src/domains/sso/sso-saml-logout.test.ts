import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, buildSecondInstance } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import {
  readSpMetadata,
  type SamlIdp,
  type SamlLogoutVariant,
  samlKeyPair,
  startSamlIdp,
} from '../../test/saml-idp';
import { auditOf, finishSaml, postToAcs, saveSaml, startSso } from '../../test/sso';

// SAML single logout against the test identity provider (docs/sso.md "Single logout"): a SAML session's
// sign-out offers the identity provider's SingleLogoutService as OpenID Connect's end-session is offered;
// following it sends a LogoutRequest signed with the account's SP key, naming the assertion's NameID and
// SessionIndex; the identity provider's LogoutResponse lands the browser on the login page — unless it is
// unsigned, forged, another's or a replay, which is refused with its code and an audit entry.
let t: TestApp;
let idp: SamlIdp;
let idpWithoutSlo: SamlIdp;
let world: Awaited<ReturnType<typeof createTenants>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
  idp = await startSamlIdp({ key: 'a' });
  idpWithoutSlo = await startSamlIdp({ key: 'b', singleLogout: false });
  await t.database.db
    .updateTable('users')
    .set({ email: 'anna@alfa.test' })
    .where('id', '=', world.userA.id)
    .execute();
  await t.database.db
    .updateTable('users')
    .set({ email: 'bela@beta.test' })
    .where('id', '=', world.userB.id)
    .execute();
  const a = await saveSaml(t, world.tokens.admin, {
    saml_metadata_xml: idp.metadata,
    domains: [{ domain: 'alfa.test', sso_required: false }],
  });
  expect(a.statusCode).toBe(200);
  const b = await saveSaml(t, world.tokens.adminB, {
    saml_metadata_xml: idpWithoutSlo.metadata,
    domains: [{ domain: 'beta.test', sso_required: false }],
  });
  expect(b.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await idp.close();
  await idpWithoutSlo.close();
  await t.close();
});

/** A whole SAML sign-in at `via`, answering the session's token and its end-session offer. */
async function signIn(email: string, via = idp) {
  const flow = await startSso(t, email);
  const acs = await postToAcs(t, via.answer(flow.url, email));
  const res = await finishSaml(t, String(acs.headers.location), flow.cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; end_session_url: string | null };
}

/** What the identity provider knows of account A's service provider: its published SP metadata. */
async function spTrust(accountId = world.accountA.id) {
  const res = await t.call({ method: 'GET', url: `/api/sso/saml/${accountId}/metadata` });
  expect(res.statusCode).toBe(200);
  return readSpMetadata(res.body);
}

/** The browser follows a redirect to this server: its path and query. */
const follow = (url: string) => {
  const u = new URL(url);
  return t.call({ method: 'GET', url: u.pathname + u.search });
};

/** Signs in, signs out of Pulzus and follows the offered end-session: the redirect to the identity provider. */
async function toIdp(email = 'anna@alfa.test') {
  const { token, end_session_url } = await signIn(email);
  expect(end_session_url).not.toBeNull();
  expect((await t.call({ method: 'POST', url: '/api/logout', payload: {}, token })).statusCode).toBe(200);
  const res = await follow(String(end_session_url));
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

/** Where the SLO service sent the browser: the login page's notice, or the refusal's code. */
const landing = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(303);
  const to = new URL(String(res.headers.location));
  expect(to.pathname).toBe('/sso/callback');
  return to.searchParams.get('sso_error') ?? (to.searchParams.has('sso_signed_out') ? 'signed out' : null);
};

/** The identity provider's LogoutResponse (bad as `variant` says) arriving at the SLO service. */
async function answered(location: string, variant: SamlLogoutVariant = {}) {
  const seen = idp.logout(location, await spTrust(), variant);
  if (!seen.form) return { seen, res: await follow(seen.responseUrl) };
  const res = await t.call({
    method: 'POST',
    url: new URL(seen.responseUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(seen.form).toString(),
  });
  return { seen, res };
}

const lastSignOutFailure = async () => (await auditOf(t, 'sso-sign-out-failed'))[0];

describe('SAML sign-out offers the identity provider’s single logout (docs/sso.md "Single logout")', () => {
  it('offers a sign-out address that sends a LogoutRequest the identity provider accepts, signed with the published SP key', async () => {
    const location = await toIdp();
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(idp.sloUrl);
    expect(url.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const sessionsBefore = idp.sessions.size;
    const { seen, res } = await answered(location);
    // the identity provider verified the signature with the certificate of the SP metadata and found its session
    expect(seen.nameId).toBe('anna@alfa.test');
    expect(seen.spEntityId).toBe(`http://localhost:3000/api/sso/saml/${world.accountA.id}/metadata`);
    expect(idp.sessions.has(seen.sessionIndex)).toBe(false);
    expect(idp.sessions.size).toBe(sessionsBefore - 1);
    expect(landing(res)).toBe('signed out');
    expect((await auditOf(t, 'sign-out'))[0]).toMatchObject({
      account_id: world.accountA.id,
      actor_id: world.userA.id,
      detail: 'sso-single-logout',
    });
  });

  it('the identity provider refuses a LogoutRequest whose signature is not the SP’s certificate’s', async () => {
    const location = await toIdp();
    const trust = await spTrust();
    expect(() => idp.logout(location, { ...trust, cert: samlKeyPair('b').cert })).toThrow(/signature/);
    const tampered = location.replace(/Signature=[^&]+/, 'Signature=AAAA');
    expect(() => idp.logout(tampered, trust)).toThrow(/signature/);
  });

  it('accepts the LogoutResponse in the HTTP-POST binding too, its XML signed', async () => {
    expect(landing((await answered(await toIdp(), { post: true })).res)).toBe('signed out');
  });

  it('a sign-out address sends one LogoutRequest: followed again it is refused, with an audit entry', async () => {
    const { end_session_url } = await signIn('anna@alfa.test');
    expect((await follow(String(end_session_url))).statusCode).toBe(303);
    const again = await follow(String(end_session_url));
    expect(landing(again)).toBe('sso-sign-out-refused');
    expect((await lastSignOutFailure())?.detail).toMatch(/^sso-sign-out-refused: unknown, used/);
  });

  it('another account’s sign-out address never sends (nor spends) a session’s LogoutRequest', async () => {
    const { end_session_url } = await signIn('anna@alfa.test');
    const url = new URL(String(end_session_url));
    const other = url.pathname.replace(`/${world.accountA.id}/`, `/${world.accountB.id}/`) + url.search;
    expect(landing(await t.call({ method: 'GET', url: other }))).toBe('sso-sign-out-refused');
    expect((await lastSignOutFailure())?.account_id).toBe(world.accountB.id);
    expect((await follow(url.href)).statusCode).toBe(303);
    expect(new URL(String((await follow(url.href)).headers.location)).searchParams.get('sso_error')).toBe(
      'sso-sign-out-refused',
    );
  });
});

describe('a LogoutResponse is accepted only when genuine (docs/sso.md "Single logout")', () => {
  const refusals: [string, SamlLogoutVariant, RegExp][] = [
    ['an unsigned one', { unsigned: true }, /signature: the LogoutResponse is unsigned/],
    ['one signed with another key', { signWith: 'b' }, /signature: Invalid query signature/],
    ['an unsigned one in the HTTP-POST binding', { post: true, unsigned: true }, /signature/],
    ['one signed with another key in the HTTP-POST binding', { post: true, signWith: 'b' }, /signature/],
    ['one of another issuer', { issuer: 'https://idp.example.com/other' }, /issuer: /],
    ['one answering no LogoutRequest of ours', { inResponseTo: '_not-ours' }, /InResponseTo: _not-ours/],
    [
      'one that says the sign-out failed',
      { status: 'urn:oasis:names:tc:SAML:2.0:status:Requester' },
      /status/,
    ],
  ];
  for (const [name, variant, detail] of refusals)
    it(`refuses ${name} with sso-sign-out-refused and an audit entry, and the genuine answer still lands`, async () => {
      const location = await toIdp();
      const { seen, res } = await answered(location, variant);
      expect(landing(res)).toBe('sso-sign-out-refused');
      const audit = await lastSignOutFailure();
      expect(audit).toMatchObject({ account_id: world.accountA.id });
      expect(audit?.detail).toMatch(detail);
      // the refused answer spent nothing: the identity provider's genuine one (its session is gone by now,
      // so it is made here as the identity provider would) is accepted
      const genuine = await answeredAgain(location, seen.sessionIndex);
      expect(landing(genuine)).toBe('signed out');
    });

  it('refuses a LogoutResponse brought again (a replay)', async () => {
    const { seen, res } = await answered(await toIdp());
    expect(landing(res)).toBe('signed out');
    expect(landing(await follow(seen.responseUrl))).toBe('sso-sign-out-refused');
    expect((await lastSignOutFailure())?.detail).toMatch(/answered before/);
  });

  it('another account’s single logout service refuses the LogoutResponse', async () => {
    const location = await toIdp();
    const seen = idp.logout(location, await spTrust());
    const url = new URL(seen.responseUrl);
    const other = url.pathname.replace(`/${world.accountA.id}/`, `/${world.accountB.id}/`) + url.search;
    expect(landing(await t.call({ method: 'GET', url: other }))).toBe('sso-sign-out-refused');
    expect(await lastSignOutFailure()).toMatchObject({ account_id: world.accountB.id });
  });
});

/** The identity provider's genuine answer to a LogoutRequest whose session it already ended. */
async function answeredAgain(location: string, sessionIndex: string) {
  const session = { email: 'anna@alfa.test', spEntityId: spEntityOf(world.accountA.id) };
  (idp.sessions as Map<string, typeof session>).set(sessionIndex, session);
  return follow(idp.logout(location, await spTrust()).responseUrl);
}

const spEntityOf = (accountId: number) => `http://localhost:3000/api/sso/saml/${accountId}/metadata`;

describe('no single logout where the identity provider has none (docs/sso.md "Single logout")', () => {
  it('an identity provider without a SingleLogoutService in its metadata: no end-session offered', async () => {
    const { end_session_url } = await signIn('bela@beta.test', idpWithoutSlo);
    expect(end_session_url).toBeNull();
    const kept = await t.database.db
      .selectFrom('saml_sessions')
      .select('id')
      .where('account_id', '=', world.accountB.id)
      .execute();
    expect(kept).toEqual([]);
  });
});

describe('the SP metadata names the single logout service and the signing certificate (docs/sso.md "SAML")', () => {
  it('lists the SLO service in both bindings and a certificate, the same on every download', async () => {
    const res = await t.call({ method: 'GET', url: `/api/sso/saml/${world.accountA.id}/metadata` });
    const slo = `http://localhost:3000/api/sso/saml/${world.accountA.id}/slo`;
    expect(res.body).toContain(
      `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${slo}"/>`,
    );
    expect(res.body).toContain(
      `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${slo}"/>`,
    );
    expect(res.body).toContain('AuthnRequestsSigned="true"');
    const { cert, sloUrl } = readSpMetadata(res.body);
    expect(sloUrl).toBe(slo);
    expect(new X509Certificate(cert).subject).toBe(`CN=Pulzus SAML SP ${world.accountA.id}`);
    expect((await spTrust()).cert).toBe(cert);
    // each account its own key
    expect((await spTrust(world.accountB.id)).cert).not.toBe(cert);
  });
});

describe('two API instances on one database complete each other’s single logouts (docs/sso.md "Several instances")', () => {
  it('signed in on one, the LogoutRequest sent by another, its LogoutResponse accepted by the first', async () => {
    const other = await buildSecondInstance(t);
    try {
      const { end_session_url } = await signIn('anna@alfa.test');
      const url = new URL(String(end_session_url));
      // the other instance finds the NameID and SessionIndex in the database and signs with the same SP key
      const out = await other.inject({ method: 'GET', url: url.pathname + url.search });
      expect(out.statusCode).toBe(303);
      const seen = idp.logout(String(out.headers.location), await spTrust());
      expect(seen.nameId).toBe('anna@alfa.test');
      expect(landing(await follow(seen.responseUrl))).toBe('signed out');
      // and neither instance accepts it a second time
      const again = new URL(seen.responseUrl);
      expect(landing(await other.inject({ method: 'GET', url: again.pathname + again.search }))).toBe(
        'sso-sign-out-refused',
      );
    } finally {
      await other.close();
    }
  });
});
