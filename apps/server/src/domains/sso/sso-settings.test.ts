import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, buildSecondInstance } from '../../test/app';
import { createTenants, createUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { type OidcIdp, signInAtIdp, startOidcIdp } from '../../test/oidc-idp';
import { auditOf, saveSso, startSso, TEST_POST_LOGOUT_URI, TEST_REDIRECT_URI } from '../../test/sso';
import { createTokenSealer, sealingKey } from '../../services/token-seal';

let t: TestApp;
let idp: OidcIdp;
let world: Awaited<ReturnType<typeof createTenants>>;
const CLIENT = { client_id: 'pulzus-a', client_secret: 'secret-of-account-a-0123456789' };

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
  idp = await startOidcIdp({
    clients: [CLIENT],
    redirectUri: TEST_REDIRECT_URI,
    postLogoutUri: TEST_POST_LOGOUT_URI,
  });
}, 60_000);
afterAll(async () => {
  await idp.close();
  await t.close();
});

const settingsOf = (token: string) => t.call({ method: 'GET', url: '/api/sso/settings', token });
const login = (email: string, password = FIXTURE_PASSWORD) =>
  t.call({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.8.0.1' });

describe('an account’s single sign-on settings (docs/sso.md "Settings")', () => {
  it('are saved by the account’s admin; the client secret is sealed at rest and never read back', async () => {
    const res = await saveSso(t, world.tokens.admin, {
      issuer_url: idp.issuer,
      ...CLIENT,
      domains: [{ domain: 'Alfa.TEST', sso_required: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      protocol: 'oidc',
      issuer_url: idp.issuer,
      client_id: CLIENT.client_id,
      has_client_secret: true,
      email_claim: 'email',
      jit_provisioning: false,
      domains: [{ domain: 'alfa.test', sso_required: false }],
      redirect_uri: TEST_REDIRECT_URI,
      saml_idp_entity_id: '',
      saml_sso_url: '',
      saml_metadata_url: '',
      saml_cert_expiries: [],
      sp_entity_id: `http://localhost:3000/api/sso/saml/${world.accountA.id}/metadata`,
      acs_url: `http://localhost:3000/api/sso/saml/${world.accountA.id}/acs`,
      sp_metadata_url: `http://localhost:3000/api/sso/saml/${world.accountA.id}/metadata`,
      slo_url: `http://localhost:3000/api/sso/saml/${world.accountA.id}/slo`,
      saml_slo_url: '',
    });
    expect(JSON.stringify((await settingsOf(world.tokens.admin)).json())).not.toContain(CLIENT.client_secret);
    const row = await t.database.db.selectFrom('sso_configs').selectAll().executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(CLIENT.client_secret);
    expect(createTokenSealer(sealingKey(t.app.env)).open(row.client_secret_sealed)).toBe(
      CLIENT.client_secret,
    );
    expect((await auditOf(t, 'sso-settings-updated'))[0]).toMatchObject({ account_id: world.accountA.id });
  });

  it('an empty secret keeps the stored one; a first save without one is refused on its field', async () => {
    const kept = await saveSso(t, world.tokens.admin, {
      issuer_url: idp.issuer,
      client_id: CLIENT.client_id,
      client_secret: '',
      domains: [{ domain: 'alfa.test', sso_required: false }],
    });
    expect(kept.json()).toMatchObject({ has_client_secret: true });
    const first = await saveSso(t, world.tokens.adminB, {
      issuer_url: idp.issuer,
      client_id: 'b',
      domains: [{ domain: 'beta.test', sso_required: false }],
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().error.fields).toEqual([
      { path: 'client_secret', message: 'sso-field-secret-required' },
    ]);
  });

  it('refuses a domain another account signs in, naming the field, and changes nothing', async () => {
    const res = await saveSso(t, world.tokens.adminB, {
      issuer_url: idp.issuer,
      client_id: 'b',
      client_secret: 'secret-b-0123456789',
      domains: [
        { domain: 'beta.test', sso_required: false },
        { domain: 'alfa.test', sso_required: true },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'sso-domain-taken',
        fields: [{ path: 'domains.1.domain', message: 'error-sso-domain-taken' }],
      },
    });
    expect((await settingsOf(world.tokens.adminB)).json()).toMatchObject({
      has_client_secret: false,
      domains: [],
    });
  });

  it('refuses an issuer whose discovery document cannot be read, on its field, when switched on', async () => {
    const gone = await startOidcIdp({ clients: [CLIENT], redirectUri: TEST_REDIRECT_URI });
    await gone.close();
    const before = (await settingsOf(world.tokens.admin)).json();
    const res = await saveSso(t, world.tokens.admin, {
      issuer_url: gone.issuer,
      ...CLIENT,
      domains: [{ domain: 'alfa.test', sso_required: false }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { path: 'issuer_url', message: 'sso-field-issuer-unreachable' },
    ]);
    expect((await settingsOf(world.tokens.admin)).json()).toEqual(before);
    // switched off, the settings are kept for later without asking the provider
    const off = await saveSso(t, world.tokens.admin, {
      issuer_url: gone.issuer,
      ...CLIENT,
      domains: [{ domain: 'alfa.test', sso_required: false }],
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    await saveSso(t, world.tokens.admin, {
      issuer_url: idp.issuer,
      ...CLIENT,
      domains: [{ domain: 'alfa.test', sso_required: false }],
    });
  });

  it('refuses bad fields with their messages: a non-https issuer, a bad domain, a repeated one', async () => {
    const res = await saveSso(t, world.tokens.admin, {
      issuer_url: 'http://idp.example.com',
      ...CLIENT,
      domains: [
        { domain: 'not a domain', sso_required: false },
        { domain: 'alfa.test', sso_required: false },
        { domain: 'alfa.test', sso_required: false },
      ],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as { path: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'issuer_url', message: 'sso-field-issuer-invalid' }),
        expect.objectContaining({ path: 'domains.0.domain', message: 'sso-field-domain-invalid' }),
        expect.objectContaining({ path: 'domains', message: 'sso-field-domain-duplicate' }),
      ]),
    );
  });

  it('another tenant’s admin reads and writes only their own account’s settings; a user gets 403', async () => {
    expect((await settingsOf(world.tokens.adminB)).json()).toMatchObject({ issuer_url: '', domains: [] });
    expect((await settingsOf(world.tokens.userA)).statusCode).toBe(403);
    const put = await t.call({
      method: 'PUT',
      url: '/api/sso/settings',
      token: world.tokens.userA,
      payload: {
        enabled: false,
        issuer_url: idp.issuer,
        client_id: 'x',
        jit_provisioning: false,
        domains: [],
      },
    });
    expect(put.statusCode).toBe(403);
    expect((await settingsOf(world.tokens.admin)).json()).toMatchObject({
      enabled: true,
      client_id: CLIENT.client_id,
    });
  });
});

describe('SSO required for a domain (docs/sso.md "SSO required")', () => {
  beforeAll(async () => {
    await saveSso(t, world.tokens.admin, {
      issuer_url: idp.issuer,
      ...CLIENT,
      domains: [
        { domain: 'alfa.test', sso_required: true },
        { domain: 'alfa-old.test', sso_required: false },
      ],
    });
    await createUser(t, 'user', world.accountA.id, { email: 'eva@alfa.test' });
    await createUser(t, 'user', world.accountA.id, { email: 'old@alfa-old.test' });
    await createUser(t, 'admin', world.accountA.id, { email: 'it-admin@alfa.test' });
  });

  it('refuses password sign-in with sso-required for every address of the domain, right password or not', async () => {
    for (const [email, password] of [
      ['eva@alfa.test', FIXTURE_PASSWORD],
      ['eva@alfa.test', 'Wrong-Horse-1'],
      ['nobody@alfa.test', FIXTURE_PASSWORD],
    ] as const) {
      const res = await login(email, password);
      expect({ email, status: res.statusCode, body: res.json() }).toEqual({
        email,
        status: 403,
        body: { error: { code: 'sso-required' } },
      });
    }
    expect((await auditOf(t, 'sign-in-failed'))[0]).toMatchObject({ actor_name: 'nobody@alfa.test' });
  });

  it('lets an admin of the domain in with the right password (break glass) and a domain not required', async () => {
    expect((await login('it-admin@alfa.test')).statusCode).toBe(200);
    expect((await login('it-admin@alfa.test', 'Wrong-Horse-1')).json()).toEqual({
      error: { code: 'sso-required' },
    });
    expect((await login('old@alfa-old.test')).statusCode).toBe(200);
  });

  it('stops refusing once single sign-on is switched off', async () => {
    await saveSso(t, world.tokens.admin, {
      enabled: false,
      issuer_url: idp.issuer,
      ...CLIENT,
      domains: [{ domain: 'alfa.test', sso_required: true }],
    });
    expect((await login('eva@alfa.test')).statusCode).toBe(200);
    await saveSso(t, world.tokens.admin, {
      issuer_url: idp.issuer,
      ...CLIENT,
      domains: [{ domain: 'alfa.test', sso_required: true }],
    });
  });
});

describe('two API instances on one database complete each other’s sign-ins (docs/sso.md "Several instances")', () => {
  it('a sign-in begun on one instance finishes on another: the state is in the database', async () => {
    const other = await buildSecondInstance(t);
    try {
      const flow = await startSso(t, 'eva@alfa.test');
      const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'eva@alfa.test');
      const res = await other.inject({
        method: 'POST',
        url: '/api/sso/oidc/callback',
        payload: answer,
        headers: { cookie: flow.cookie },
      });
      expect(res.statusCode).toBe(200);
      const ping = await t.call({ method: 'GET', url: '/api/ping', token: res.json().token });
      expect(ping.statusCode).toBe(200);
      // and the state is spent for both
      const again = await t.call({
        method: 'POST',
        url: '/api/sso/oidc/callback',
        payload: answer,
        headers: { cookie: flow.cookie },
      });
      expect(again.json()).toEqual({ error: { code: 'sso-expired' } });
    } finally {
      await other.close();
    }
  });
});
