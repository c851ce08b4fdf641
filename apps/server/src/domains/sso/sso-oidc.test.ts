import { errorMessageKey, translate } from '@pulzus/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_SECONDS } from './oidc-client';
import { buildTestApp, type TestApp, buildSecondInstance } from '../../test/app';
import { createTenants, createUser, FIXTURE_PASSWORD, markUserDisabled } from '../../test/fixtures';
import { type OidcIdp, signInAtIdp, startOidcIdp } from '../../test/oidc-idp';
import {
  auditOf,
  finishSso,
  saveSso,
  ssoSignIn,
  startSso,
  startSsoRaw,
  TEST_POST_LOGOUT_URI,
  TEST_REDIRECT_URI,
} from '../../test/sso';

// A real OpenID provider on 127.0.0.1 (docs/sso.md "Tests"); every refusal answers its own code and is
// in the audit log with the provider's answer.
let t: TestApp;
let idp: OidcIdp;
let world: Awaited<ReturnType<typeof createTenants>>;

const CLIENT_A = { client_id: 'pulzus-a', client_secret: 'secret-of-account-a-0123456789' };
const CLIENT_B = { client_id: 'pulzus-b', client_secret: 'secret-of-account-b-0123456789' };

async function startIdp(port?: number) {
  return startOidcIdp({
    clients: [CLIENT_A, CLIENT_B],
    redirectUri: TEST_REDIRECT_URI,
    postLogoutUri: TEST_POST_LOGOUT_URI,
    people: {
      'unverified@alfa.test': { email: 'unverified@alfa.test', email_verified: false },
      'english@beta.test': {
        email: 'english@beta.test',
        email_verified: true,
        name: 'Emma English',
        locale: 'en-GB',
      },
    },
    ...(port ? { port } : {}),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
  idp = await startIdp();
  await t.database.db
    .updateTable('users')
    .set({ email: 'anna@alfa.test' })
    .where('id', '=', world.userA.id)
    .execute();
  const a = await saveSso(t, world.tokens.admin, {
    issuer_url: idp.issuer,
    ...CLIENT_A,
    domains: [{ domain: 'alfa.test', sso_required: false }],
  });
  expect(a.statusCode).toBe(200);
  const b = await saveSso(t, world.tokens.adminB, {
    issuer_url: idp.issuer,
    ...CLIENT_B,
    domains: [{ domain: 'beta.test', sso_required: false }],
    jit_provisioning: true,
  });
  expect(b.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await idp.close();
  await t.close();
});

const ping = (token: string) => t.call({ method: 'GET', url: '/api/ping', token });
const lastFailure = async () => (await auditOf(t, 'sso-sign-in-failed'))[0];

describe('OpenID Connect sign-in gives the session a password sign-in gives (docs/sso.md "Sign-in")', () => {
  it('signs a user of the account in with the same token, refresh, ping and logout', async () => {
    const res = await ssoSignIn(t, 'anna@alfa.test');
    expect(res.statusCode).toBe(200);
    const { token, end_session_url } = res.json();
    const claims = decodeJwt(token);
    const pinged = await ping(token);
    expect(pinged.statusCode).toBe(200);
    expect(pinged.headers['x-se-token']).toBeTruthy();
    expect(new URL(end_session_url).searchParams.get('post_logout_redirect_uri')).toBe(TEST_POST_LOGOUT_URI);
    expect((await auditOf(t, 'sign-in'))[0]).toMatchObject({
      account_id: world.accountA.id,
      actor_id: world.userA.id,
      detail: 'sso',
    });
    // the same user signing in with the password gets a token of the same claims
    const password = (
      await t.call({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'anna@alfa.test', password: FIXTURE_PASSWORD },
      })
    ).json().token as string;
    const { sid: _s, iat: _i, exp: _e, auth_time: _a, ...same } = decodeJwt(password);
    expect(Object.keys(claims).sort()).toEqual(Object.keys(decodeJwt(password)).sort());
    expect(claims).toMatchObject({ ...same, uid: world.userA.id, aid: world.accountA.id, role: 'user' });
    expect((await t.call({ method: 'POST', url: '/api/logout', payload: {}, token })).statusCode).toBe(200);
    expect((await ping(token)).statusCode).toBe(401);
  });

  it('keeps working after the identity provider rotates its signing key (the library fetches the new one)', async () => {
    const port = idp.port;
    const oldKid = idp.kid;
    await idp.close();
    idp = await startIdp(port);
    expect(idp.kid).not.toBe(oldKid);
    expect((await ssoSignIn(t, 'anna@alfa.test')).statusCode).toBe(200);
  });
});

describe('just-in-time provisioning (docs/sso.md "Just-in-time provisioning")', () => {
  it('with it on, a new person becomes a user of the account on their first sign-in', async () => {
    const res = await ssoSignIn(t, 'new.person@beta.test');
    expect(res.statusCode).toBe(200);
    const created = await t.database.db
      .selectFrom('users')
      .select(['id', 'account_id', 'role_id', 'password_hash'])
      .where('email', '=', 'new.person@beta.test')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ account_id: world.accountB.id, role_id: 2, password_hash: null });
    expect(decodeJwt(res.json().token)).toMatchObject({ uid: created.id, aid: world.accountB.id });
    expect((await auditOf(t, 'user-created'))[0]).toMatchObject({ detail: 'sso-just-in-time' });
  });

  it('a new person starts in the language of their locale claim when the account has it, else its start language', async () => {
    await t.database.db
      .insertInto('account_languages')
      .values({ account_id: world.accountB.id, language_id: 2 })
      .execute();
    const res = await ssoSignIn(t, 'english@beta.test');
    expect(decodeJwt(res.json().token)).toMatchObject({ lang_code: 'en', nickname: 'Emma English' });
  });

  it('with it off, an unknown person is refused with sso-user-not-allowed and an audit entry', async () => {
    const res = await ssoSignIn(t, 'stranger@alfa.test');
    expect(res.json()).toEqual({ error: { code: 'sso-user-not-allowed' } });
    expect(res.statusCode).toBe(403);
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountA.id,
      actor_name: 'stranger@alfa.test',
      detail: expect.stringContaining('just-in-time provisioning is off'),
    });
  });
});

describe('every refusal has its code and an audit entry (docs/sso.md "Errors")', () => {
  it('an unknown domain: sso-unknown-domain, recorded on the platform', async () => {
    const res = await startSsoRaw(t, 'x@nowhere.test');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'sso-unknown-domain' } });
    expect(await lastFailure()).toMatchObject({
      account_id: null,
      detail: expect.stringMatching(/^sso-unknown-domain/),
    });
  });

  it('a state this server never issued: sso-state-invalid', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    const res = await finishSso(t, { ...answer, state: 'forged-state' }, flow.cookie);
    expect(res.json()).toEqual({ error: { code: 'sso-state-invalid' } });
    expect(await lastFailure()).toMatchObject({ detail: 'sso-state-invalid: unknown state' });
  });

  it('an answer brought to another browser than the one that began the sign-in: sso-state-invalid', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    const other = await startSso(t, 'anna@alfa.test');
    expect((await finishSso(t, answer, other.cookie)).json()).toEqual({
      error: { code: 'sso-state-invalid' },
    });
    const flow2 = await startSso(t, 'anna@alfa.test');
    const answer2 = await signInAtIdp(flow2.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    expect((await finishSso(t, answer2, null)).json()).toEqual({ error: { code: 'sso-state-invalid' } });
  });

  it('an ID token whose nonce is not the flow’s: sso-state-invalid', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    await t.database.db
      .updateTable('sso_states')
      .set({ nonce: 'another-flows-nonce' })
      .where('used_at', 'is', null)
      .execute();
    const res = await finishSso(t, answer, flow.cookie);
    expect({ body: res.json(), detail: (await lastFailure())?.detail }).toEqual({
      body: { error: { code: 'sso-state-invalid' } },
      detail: expect.stringContaining('nonce'),
    });
  });

  it('the same answer twice (a replay): sso-expired the second time', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    expect((await finishSso(t, answer, flow.cookie)).statusCode).toBe(200);
    const again = await finishSso(t, answer, flow.cookie);
    expect(again.json()).toEqual({ error: { code: 'sso-expired' } });
    expect(await lastFailure()).toMatchObject({ detail: 'sso-expired: state already used' });
  });

  it('an answer after the 10 minutes a sign-in may take: sso-expired', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    t.clock.advance(10 * 60_000 + 1);
    const res = await finishSso(t, answer, flow.cookie);
    t.clock.advance(-(10 * 60_000 + 1));
    expect(res.json()).toEqual({ error: { code: 'sso-expired' } });
  });

  it('an expired ID token (the relying party’s clock past its expiry and the 60 s of tolerance): sso-expired', async () => {
    // The provider runs in this process and shares its clock, so the relying party's clock is moved
    // instead: a second instance on the same database whose OpenID client believes it is an hour later
    // (openid-client's clockSkew) sees the provider's fresh ID token (600 s of life, test/oidc-idp.ts)
    // as expired; the sign-in's own state is young on the database's clock.
    const skew = 3600;
    expect(skew).toBeGreaterThan(600 + CLOCK_TOLERANCE_SECONDS);
    const late = await buildSecondInstance(t, { oidcClockSkewSeconds: skew });
    try {
      const flow = await startSso(t, 'anna@alfa.test');
      const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
      const res = await finishSso({ call: (opts) => late.inject(opts) }, answer, flow.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'sso-expired' } });
      expect(await lastFailure()).toMatchObject({
        account_id: world.accountA.id,
        detail: expect.stringMatching(/^sso-expired: sign-in: .*exp/),
      });
      // the person reads why, in either language
      expect(translate('hu', errorMessageKey('sso-expired'))).toBe(
        'A bejelentkezés túl sokáig tartott, vagy már felhasználták. Kérjük, kezdje újra.',
      );
      expect(translate('en', errorMessageKey('sso-expired'))).toBe(
        'The sign-in took too long or was already used. Please start again.',
      );
      // the same answer's twin on an instance whose clock agrees with the provider's signs in
      const fresh = await startSso(t, 'anna@alfa.test');
      const ok = await signInAtIdp(fresh.url, TEST_REDIRECT_URI, 'anna@alfa.test');
      expect((await finishSso(t, ok, fresh.cookie)).statusCode).toBe(200);
    } finally {
      await late.close();
    }
  });

  it('the person cancels at the identity provider: sso-user-not-allowed with the provider’s answer', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, { cancel: true });
    const res = await finishSso(t, answer, flow.cookie);
    expect(res.json()).toEqual({ error: { code: 'sso-user-not-allowed' } });
    expect(await lastFailure()).toMatchObject({ detail: expect.stringContaining('access_denied') });
  });

  it('an address the identity provider has not verified: sso-user-not-allowed', async () => {
    const res = await ssoSignIn(t, 'unverified@alfa.test');
    expect(res.json()).toEqual({ error: { code: 'sso-user-not-allowed' } });
  });

  it('a disabled user: sso-user-disabled', async () => {
    const user = await createUser(t, 'user', world.accountA.id, { email: 'disabled@alfa.test' });
    await markUserDisabled(t, user.id);
    const res = await ssoSignIn(t, 'disabled@alfa.test');
    expect(res.json()).toEqual({ error: { code: 'sso-user-disabled' } });
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountA.id,
      actor_name: 'disabled@alfa.test',
    });
  });

  it('a disabled account: sso-account-disabled, before and during a sign-in', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    await t.database.db
      .updateTable('accounts')
      .set({ is_disabled: true })
      .where('id', '=', world.accountA.id)
      .execute();
    try {
      expect((await finishSso(t, answer, flow.cookie)).json()).toEqual({
        error: { code: 'sso-account-disabled' },
      });
      const start = await startSsoRaw(t, 'anna@alfa.test');
      expect(start.json()).toEqual({ error: { code: 'sso-account-disabled' } });
    } finally {
      await t.database.db
        .updateTable('accounts')
        .set({ is_disabled: false })
        .where('id', '=', world.accountA.id)
        .execute();
    }
  });

  it('a wrong client secret: sso-misconfigured, the provider’s answer recorded without the secret', async () => {
    await saveSso(t, world.tokens.admin, {
      issuer_url: idp.issuer,
      client_id: CLIENT_A.client_id,
      client_secret: 'not-the-right-secret-0123456789',
      domains: [{ domain: 'alfa.test', sso_required: false }],
    });
    try {
      const res = await ssoSignIn(t, 'anna@alfa.test');
      expect(res.json()).toEqual({ error: { code: 'sso-misconfigured' } });
      expect(res.statusCode).toBe(502);
      const failure = await lastFailure();
      expect(failure?.detail).toContain('invalid_client');
      expect(failure?.detail).not.toContain('not-the-right-secret');
    } finally {
      await saveSso(t, world.tokens.admin, {
        issuer_url: idp.issuer,
        ...CLIENT_A,
        domains: [{ domain: 'alfa.test', sso_required: false }],
      });
    }
  });

  it('an identity provider that does not answer: sso-idp-unavailable', async () => {
    // saved while it answers (a save checks the discovery), then gone
    const down = await startIdp();
    expect(
      (
        await saveSso(t, world.tokens.admin, {
          issuer_url: down.issuer,
          ...CLIENT_A,
          domains: [{ domain: 'alfa.test', sso_required: false }],
        })
      ).statusCode,
    ).toBe(200);
    await down.close();
    try {
      const res = await startSsoRaw(t, 'anna@alfa.test');
      expect(res.json()).toEqual({ error: { code: 'sso-idp-unavailable' } });
      expect(await lastFailure()).toMatchObject({ detail: expect.stringContaining('unreachable') });
    } finally {
      await saveSso(t, world.tokens.admin, {
        issuer_url: idp.issuer,
        ...CLIENT_A,
        domains: [{ domain: 'alfa.test', sso_required: false }],
      });
    }
  });

  it('settings saved during a sign-in: the flow begun before is refused with sso-expired', async () => {
    const flow = await startSso(t, 'anna@alfa.test');
    const answer = await signInAtIdp(flow.url, TEST_REDIRECT_URI, 'anna@alfa.test');
    await saveSso(t, world.tokens.admin, {
      issuer_url: idp.issuer,
      ...CLIENT_A,
      domains: [{ domain: 'alfa.test', sso_required: false }],
    });
    expect((await finishSso(t, answer, flow.cookie)).json()).toEqual({ error: { code: 'sso-expired' } });
  });
});

describe('tenancy: one account’s identity provider never signs a person into another (docs/sso.md "Security model")', () => {
  it('B’s provider vouching for an address of A’s domain is refused', async () => {
    // the provider is B's (beta.test); the person it names is A's user
    const res = await ssoSignIn(t, 'x@beta.test', 'anna@alfa.test');
    expect(res.json()).toEqual({ error: { code: 'sso-user-not-allowed' } });
    expect(await lastFailure()).toMatchObject({
      account_id: world.accountB.id,
      detail: expect.stringContaining("domain alfa.test is not this account's"),
    });
  });

  it('an address of B’s domain that belongs to A’s user or to an admin is refused, not moved', async () => {
    await createUser(t, 'user', world.accountA.id, { email: 'moved@beta.test' });
    expect((await ssoSignIn(t, 'moved@beta.test')).json()).toEqual({
      error: { code: 'sso-user-not-allowed' },
    });
    await createUser(t, 'admin', world.accountB.id, { email: 'boss@beta.test' });
    expect((await ssoSignIn(t, 'boss@beta.test')).json()).toEqual({
      error: { code: 'sso-user-not-allowed' },
    });
  });
});
