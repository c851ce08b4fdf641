import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, buildSecondInstance } from '../../test/app';
import { createTenants, createUser, FIXTURE_PASSWORD, markUserDisabled } from '../../test/fixtures';
import { type SamlIdp, type SamlVariant, startSamlIdp } from '../../test/saml-idp';
import { auditOf, finishSaml, postToAcs, saveSaml, startSso, startSsoRaw } from '../../test/sso';

// SAML 2.0 against the test identity provider on 127.0.0.1 (docs/sso.md "SAML", "Tests"): the
// identity provider posts its answer to the account's ACS, which redirects the browser to the
// portal's /sso/callback with a one-time code (or with the refusal's code); the browser that
// began the sign-in collects the session with it. Every refusal has its own code and an audit entry.
let t: TestApp;
let idpA: SamlIdp;
let idpB: SamlIdp;
let world: Awaited<ReturnType<typeof createTenants>>;

const ALFA = [{ domain: 'alfa.test', sso_required: false }];
const BETA = [{ domain: 'beta.test', sso_required: false }];

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
  idpA = await startSamlIdp({ key: 'a' });
  idpB = await startSamlIdp({ key: 'b' });
  await t.database.db
    .updateTable('users')
    .set({ email: 'anna@alfa.test' })
    .where('id', '=', world.userA.id)
    .execute();
  // A uploads its identity provider's metadata; B gives its URL
  const a = await saveSaml(t, world.tokens.admin, { saml_metadata_xml: idpA.metadata, domains: ALFA });
  expect(a.statusCode).toBe(200);
  const b = await saveSaml(t, world.tokens.adminB, {
    saml_metadata_url: idpB.metadataUrl,
    domains: BETA,
    jit_provisioning: true,
  });
  expect(b.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await idpA.close();
  await idpB.close();
  await t.close();
});

const lastFailure = async () => (await auditOf(t, 'sso-sign-in-failed'))[0];
const refusalOf = (acs: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(acs.statusCode).toBe(303);
  const to = new URL(String(acs.headers.location));
  expect(to.pathname).toBe('/sso/callback');
  return (
    to.searchParams.get('sso_error') ?? (to.searchParams.get('saml') ? 'signed in at /sso/callback' : null)
  );
};

/** A whole SAML sign-in: start, the identity provider's answer (good or bad), the ACS, the hand-over. */
async function samlSignIn(email: string, variant: SamlVariant = {}, idp = idpA, login = email) {
  const flow = await startSso(t, email);
  const answer = idp.answer(flow.url, login, variant);
  const acs = await postToAcs(t, answer);
  return { flow, answer, acs };
}

async function signedIn(email: string, variant: SamlVariant = {}, idp = idpA) {
  const { flow, acs } = await samlSignIn(email, variant, idp);
  expect(refusalOf(acs)).toBe('signed in at /sso/callback');
  return finishSaml(t, String(acs.headers.location), flow.cookie);
}

describe('SAML sign-in gives the session a password sign-in gives (docs/sso.md "SAML")', () => {
  it('signs a user of the account in with the same token as a password sign-in, recorded in the audit log', async () => {
    const res = await signedIn('anna@alfa.test');
    expect(res.statusCode).toBe(200);
    const { token, end_session_url } = res.json();
    // the identity provider has single logout: its sign-out is offered (sso-saml-logout.test.ts)
    expect(end_session_url).toMatch(
      new RegExp(`^http://localhost:3000/api/sso/saml/${world.accountA.id}/logout\\?t=[\\w-]{32}$`),
    );
    expect((await t.call({ method: 'GET', url: '/api/ping', token })).statusCode).toBe(200);
    expect((await auditOf(t, 'sign-in'))[0]).toMatchObject({ actor_id: world.userA.id, detail: 'sso' });
    const password = (
      await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'anna@alfa.test', password: FIXTURE_PASSWORD },
      })
    ).json().token as string;
    expect(Object.keys(decodeJwt(token)).sort()).toEqual(Object.keys(decodeJwt(password)).sort());
    expect(decodeJwt(token)).toMatchObject({ uid: world.userA.id, aid: world.accountA.id, role: 'user' });
    // sign-out ends the Pulzus session
    expect((await t.call({ method: 'POST', url: '/api/logout', payload: {}, token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/ping', token })).statusCode).toBe(401);
  });

  it('sends the browser to the identity provider’s sign-on URL with an AuthnRequest for the account’s ACS', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const url = new URL(flow.url);
    expect(url.origin + url.pathname).toBe(idpA.ssoUrl);
    const answer = idpA.answer(flow.url, 'anna@alfa.test');
    expect(answer.acs).toBe(`http://localhost:3000/api/sso/saml/${world.accountA.id}/acs`);
  });

  it('accepts an assertion from a clock up to 60 s apart (NotBefore ahead, NotOnOrAfter just passed)', async () => {
    expect((await signedIn('anna@alfa.test', { shiftMs: 30_000 })).statusCode).toBe(200);
    expect(
      (await signedIn('anna@alfa.test', { shiftMs: -(5 * 60_000 + 30_000), lifetimeMs: 5 * 60_000 }))
        .statusCode,
    ).toBe(200);
  });
});

describe('SAML just-in-time provisioning (docs/sso.md "Just-in-time provisioning")', () => {
  it('with it on, a new person becomes a user of the account, named by the assertion’s attributes', async () => {
    const res = await signedIn('new.saml@beta.test', { attributes: { displayName: 'Nóra Új' } }, idpB);
    expect(res.statusCode).toBe(200);
    const created = await t.database.db
      .selectFrom('users')
      .select(['id', 'account_id', 'role_id', 'name', 'password_hash'])
      .where('email', '=', 'new.saml@beta.test')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      account_id: world.accountB.id,
      role_id: 2,
      name: 'Nóra Új',
      password_hash: null,
    });
    expect((await auditOf(t, 'user-created'))[0]).toMatchObject({ detail: 'sso-just-in-time' });
  });

  it('with it off, an unknown person is refused: sso-user-not-allowed, with an audit entry', async () => {
    const { acs } = await samlSignIn('stranger@alfa.test');
    expect(refusalOf(acs)).toBe('sso-user-not-allowed');
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountA.id,
      actor_name: 'stranger@alfa.test',
      detail: expect.stringContaining('just-in-time provisioning is off'),
    });
  });
});

describe('every SAML refusal has its code and an audit entry (docs/sso.md "Errors")', () => {
  it('a replayed assertion (its ID accepted before, in a new flow): sso-replayed', async () => {
    const first = await signedIn('anna@alfa.test', { assertionId: '_replayed-assertion-1' });
    expect(first.statusCode).toBe(200);
    const { acs } = await samlSignIn('anna@alfa.test', { assertionId: '_replayed-assertion-1' });
    expect(refusalOf(acs)).toBe('sso-replayed');
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountA.id,
      detail: 'sso-replayed: assertion _replayed-assertion-1 was accepted before',
    });
  });

  it('the same form posted again: sso-replayed, and its hand-over code works once', async () => {
    const { flow, answer, acs } = await samlSignIn('anna@alfa.test');
    expect(refusalOf(await postToAcs(t, answer))).toBe('sso-replayed');
    expect((await finishSaml(t, String(acs.headers.location), flow.cookie)).statusCode).toBe(200);
    const again = await finishSaml(t, String(acs.headers.location), flow.cookie);
    expect(again.json()).toEqual({ error: { code: 'sso-expired' } });
  });

  it('an assertion for another audience: sso-wrong-audience', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', { audience: 'https://other-service.example.com' });
    expect(refusalOf(acs)).toBe('sso-wrong-audience');
    expect(await lastFailure()).toMatchObject({ detail: expect.stringContaining('audience mismatch') });
  });

  it('an assertion for another account’s audience of this same Pulzus: sso-wrong-audience', async () => {
    const other = `http://localhost:3000/api/sso/saml/${world.accountB.id}/metadata`;
    expect(refusalOf((await samlSignIn('anna@alfa.test', { audience: other })).acs)).toBe(
      'sso-wrong-audience',
    );
  });

  it('an assertion for another recipient: sso-wrong-audience', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', { recipient: 'https://evil.example.com/acs' });
    expect(refusalOf(acs)).toBe('sso-wrong-audience');
    expect(await lastFailure()).toMatchObject({ detail: expect.stringContaining('Recipient') });
  });

  it('an expired assertion (beyond the 60 s of skew): sso-expired', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', { shiftMs: -7 * 60_000, lifetimeMs: 5 * 60_000 });
    expect(refusalOf(acs)).toBe('sso-expired');
    expect(await lastFailure()).toMatchObject({ detail: expect.stringMatching(/^sso-expired: assertion: /) });
  });

  it('an assertion not yet valid (NotBefore 5 minutes ahead): sso-expired', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', { shiftMs: 5 * 60_000 });
    expect(refusalOf(acs)).toBe('sso-expired');
  });

  it('an unsigned assertion: sso-signature-invalid', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', { unsigned: true });
    expect(refusalOf(acs)).toBe('sso-signature-invalid');
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountA.id,
      detail: expect.stringMatching(/^sso-signature-invalid: assertion: Invalid signature/),
    });
  });

  it('an assertion signed with a key its metadata does not name: sso-signature-invalid', async () => {
    expect(refusalOf((await samlSignIn('anna@alfa.test', { signWith: 'b' })).acs)).toBe(
      'sso-signature-invalid',
    );
  });

  it('a signed assertion altered afterwards (another address): sso-signature-invalid', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', { tamperEmail: 'admin@alfa.test' });
    expect(refusalOf(acs)).toBe('sso-signature-invalid');
  });

  it('an answer to another request (InResponseTo): sso-state-invalid', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', { inResponseTo: '_some-other-request' });
    expect(refusalOf(acs)).toBe('sso-state-invalid');
    expect(await lastFailure()).toMatchObject({ detail: expect.stringContaining('InResponseTo') });
  });

  it('an answer without a state of ours (identity-provider-initiated, forged): sso-state-invalid', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = idpA.answer(flow.url, 'anna@alfa.test');
    expect(refusalOf(await postToAcs(t, { ...answer, RelayState: 'forged' }))).toBe('sso-state-invalid');
    expect(refusalOf(await postToAcs(t, { ...answer, RelayState: '' }))).toBe('sso-state-invalid');
  });

  it('an answer after the 10 minutes a sign-in may take: sso-expired', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = idpA.answer(flow.url, 'anna@alfa.test');
    t.clock.advance(10 * 60_000 + 1);
    const acs = await postToAcs(t, answer);
    t.clock.advance(-(10 * 60_000 + 1));
    expect(refusalOf(acs)).toBe('sso-expired');
  });

  it('the hand-over code collected by another browser than the one that began: sso-state-invalid', async () => {
    const { acs } = await samlSignIn('anna@alfa.test');
    const other = await startSso(t, 'anna@alfa.test');
    const res = await finishSaml(t, String(acs.headers.location), other.cookie);
    expect(res.json()).toEqual({ error: { code: 'sso-state-invalid' } });
    expect(await lastFailure()).toMatchObject({
      detail: 'sso-state-invalid: not the browser that began the sign-in',
    });
  });

  it('an unknown domain: sso-unknown-domain, recorded on the platform', async () => {
    const res = await startSsoRaw(t, 'x@nowhere-saml.test');
    expect(res.json()).toEqual({ error: { code: 'sso-unknown-domain' } });
    expect(await lastFailure()).toMatchObject({ account_id: null });
  });

  it('a disabled user: sso-user-disabled', async () => {
    const user = await createUser(t, 'user', world.accountA.id, { email: 'disabled.saml@alfa.test' });
    await markUserDisabled(t, user.id);
    const { acs } = await samlSignIn('disabled.saml@alfa.test');
    expect(refusalOf(acs)).toBe('sso-user-disabled');
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountA.id,
      actor_name: 'disabled.saml@alfa.test',
    });
  });

  it('a disabled account: sso-account-disabled, at the start and at the hand-over', async () => {
    const { flow, acs } = await samlSignIn('anna@alfa.test');
    await t.database.db
      .updateTable('accounts')
      .set({ is_disabled: true })
      .where('id', '=', world.accountA.id)
      .execute();
    try {
      const res = await finishSaml(t, String(acs.headers.location), flow.cookie);
      expect(res.json()).toEqual({ error: { code: 'sso-account-disabled' } });
      expect((await startSsoRaw(t, 'anna@alfa.test')).json()).toEqual({
        error: { code: 'sso-account-disabled' },
      });
      expect(await lastFailure()).toMatchObject({ account_id: world.accountA.id });
    } finally {
      await t.database.db
        .updateTable('accounts')
        .set({ is_disabled: false })
        .where('id', '=', world.accountA.id)
        .execute();
    }
  });
});

describe('SAML tenancy: one account’s identity provider never signs a person into another (docs/sso.md "Security model")', () => {
  it('B’s identity provider answering a sign-in of A’s domain is refused: its signature is not A’s', async () => {
    const { acs } = await samlSignIn('anna@alfa.test', {}, idpB);
    expect(refusalOf(acs)).toBe('sso-signature-invalid');
  });

  it('B’s identity provider vouching for an address of A’s domain in B’s flow is refused', async () => {
    const { acs } = await samlSignIn('x@beta.test', {}, idpB, 'anna@alfa.test');
    expect(refusalOf(acs)).toBe('sso-user-not-allowed');
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountB.id,
      detail: expect.stringContaining("domain alfa.test is not this account's"),
    });
  });

  it('A’s answer posted to B’s ACS is refused: the state is A’s', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = idpA.answer(flow.url, 'anna@alfa.test');
    const acsB = answer.acs.replace(`/saml/${world.accountA.id}/`, `/saml/${world.accountB.id}/`);
    expect(refusalOf(await postToAcs(t, { ...answer, acs: acsB }))).toBe('sso-state-invalid');
    expect(await lastFailure()).toMatchObject({ account_id: world.accountB.id });
  });
});

describe('SAML settings (docs/sso.md "Settings")', () => {
  it('show what to register at the identity provider and when its certificates expire', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sso/settings', token: world.tokens.admin });
    expect(res.json()).toMatchObject({
      protocol: 'saml',
      has_client_secret: false,
      saml_idp_entity_id: idpA.entityId,
      saml_sso_url: idpA.ssoUrl,
      saml_metadata_url: '',
      sp_entity_id: `http://localhost:3000/api/sso/saml/${world.accountA.id}/metadata`,
      acs_url: `http://localhost:3000/api/sso/saml/${world.accountA.id}/acs`,
      slo_url: `http://localhost:3000/api/sso/saml/${world.accountA.id}/slo`,
      saml_slo_url: idpA.sloUrl,
    });
    expect(new Date(res.json().saml_cert_expiries[0]).getFullYear()).toBeGreaterThan(2100);
    expect(
      (await t.call({ method: 'GET', url: '/api/sso/settings', token: world.tokens.adminB })).json(),
    ).toMatchObject({ saml_metadata_url: idpB.metadataUrl });
  });

  it('offer the SP metadata for download: the account’s entity id and ACS URL', async () => {
    const res = await t.call({ method: 'GET', url: `/api/sso/saml/${world.accountA.id}/metadata` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(res.body).toContain(`entityID="http://localhost:3000/api/sso/saml/${world.accountA.id}/metadata"`);
    expect(res.body).toContain(`Location="http://localhost:3000/api/sso/saml/${world.accountA.id}/acs"`);
    expect(res.body).toContain('WantAssertionsSigned="true"');
    expect((await t.call({ method: 'GET', url: '/api/sso/saml/999999/metadata' })).statusCode).toBe(404);
  });

  it('refuse metadata that is not an identity provider’s, or that cannot be read, on its field, changing nothing', async () => {
    const broken = await saveSaml(t, world.tokens.admin, {
      saml_metadata_xml: '<not-metadata/>',
      domains: ALFA,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual([
      { path: 'saml_metadata_xml', message: 'sso-field-metadata-invalid' },
    ]);
    const down = await startSamlIdp();
    await down.close();
    const unreachable = await saveSaml(t, world.tokens.admin, {
      saml_metadata_url: down.metadataUrl,
      domains: ALFA,
    });
    expect(unreachable.json().error.fields).toEqual([
      { path: 'saml_metadata_url', message: 'sso-field-metadata-unreachable' },
    ]);
    const none = await saveSaml(t, world.tokens.adminB, { domains: BETA });
    expect(none.statusCode).toBe(200); // B keeps its stored metadata
    const { admin } = world.tokens;
    const fresh = await createTenants(t);
    const first = await saveSaml(t, fresh.tokens.admin, {
      domains: [{ domain: 'gamma.test', sso_required: false }],
    });
    expect(first.json().error.fields).toEqual([
      { path: 'saml_metadata_url', message: 'sso-field-metadata-required' },
    ]);
    expect((await t.call({ method: 'GET', url: '/api/sso/settings', token: admin })).json()).toMatchObject({
      saml_idp_entity_id: idpA.entityId,
    });
  });
});

describe('two API instances on one database complete each other’s SAML sign-ins (docs/sso.md "Several instances")', () => {
  it('begun on one, the assertion accepted on another, the session collected on the first', async () => {
    const other = await buildSecondInstance(t);
    try {
      const flow = await startSso(t, 'anna@alfa.test');
      const answer = idpA.answer(flow.url, 'anna@alfa.test');
      const acs = await postToAcs({ call: (opts) => other.inject(opts) }, answer);
      expect(refusalOf(acs)).toBe('signed in at /sso/callback');
      // the replay reaches the first instance: the assertion's ID is in the database too
      expect(refusalOf(await postToAcs(t, answer))).toBe('sso-replayed');
      const res = await finishSaml(t, String(acs.headers.location), flow.cookie);
      expect(res.statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/ping', token: res.json().token })).statusCode).toBe(
        200,
      );
    } finally {
      await other.close();
    }
  });
});
