import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenFor, bootTenantsApp, markUserDisabled } from '../../test/fixtures';
import { bumpTokenVersion } from '../../services/revocation.queries';
import { createTokenService } from '../../services/tokens';

const { t, world } = await bootTenantsApp();

const ping = (token: string | null) => t.call({ method: 'GET', url: '/api/ping', token });
const loginAs = (userId: number, token: string) =>
  t.call({ method: 'POST', url: `/api/users/${userId}/login-as`, payload: {}, token });
/** The language stored for a user. */
const storedLanguage = async (userId: number) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('language_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).language_id;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session token lifetime and refresh (spec 1 §4, §7)', () => {
  it('answers ping with a fresh X-SE-Token that slides the 15 minutes', async () => {
    const token = await tokenFor(t, world.userA.id);
    t.clock.advance(5 * 60_000);
    const res = await ping(token);
    expect(res.json()).toEqual({ status: 'ok' });
    const fresh = String(res.headers['x-se-token']);
    expect(decodeJwt(fresh).exp).toBe(Math.floor(t.clock.now / 1000) + 15 * 60);
    expect(decodeJwt(fresh).exp).toBeGreaterThan(decodeJwt(token).exp ?? 0);
  });

  it('signs a refreshed token once a second: answers of the same second carry the same one (docs/sessions.md "Each call checks")', async () => {
    const token = await tokenFor(t, world.userA.id);
    t.clock.advance(1000 - (t.clock.now % 1000));
    const first = String((await ping(token)).headers['x-se-token']);
    expect(String((await ping(token)).headers['x-se-token'])).toBe(first);
    t.clock.advance(1000);
    const next = String((await ping(token)).headers['x-se-token']);
    expect(next).not.toBe(first);
    expect(decodeJwt(next).exp).toBe((decodeJwt(first).exp ?? 0) + 1);
  });

  it('refuses a token 16 minutes after it was issued', async () => {
    const token = await tokenFor(t, world.userA.id);
    t.clock.advance(14 * 60_000);
    expect((await ping(token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await ping(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized' } });
    expect(res.headers['x-se-token']).toBeUndefined();
  });

  it('ends a session 12 hours after sign-in however often it is refreshed', async () => {
    let token = await tokenFor(t, world.userA.id);
    const signIn = decodeJwt(token).iat ?? 0;
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      t.clock.advance(10 * 60_000);
      const res = await ping(token);
      expect(res.statusCode).toBe(200);
      token = String(res.headers['x-se-token']);
      expect(decodeJwt(token).exp).toBeLessThanOrEqual(signIn + 12 * 60 * 60);
    }
    t.clock.advance(10 * 60_000 + 1000);
    expect((await ping(token)).statusCode).toBe(401);
  });

  it('ends every token of a user when the token version moves on', async () => {
    const token = await tokenFor(t, world.userB.id);
    expect((await ping(token)).statusCode).toBe(200);
    await bumpTokenVersion(t.database.db, world.userB.id);
    expect((await ping(token)).statusCode).toBe(401);
    expect((await ping(await tokenFor(t, world.userB.id))).statusCode).toBe(200);
  });
});

describe('forged tokens (HS256 pinned)', () => {
  it('refuses alg none, a wrong key and tampered claims', async () => {
    const good = await tokenFor(t, world.userA.id);
    const [header, payload, signature] = good.split('.');
    const claims = decodeJwt(good);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const otherKey = await createTokenService('another-secret-that-is-long-enough-0123456789').sign(
      {
        nickname: 'Anna',
        role: 'user',
        uid: world.userA.id,
        lang_id: 1,
        lang_code: 'hu',
        tv: 0,
        auth_time: Math.floor(t.clock.now / 1000),
      },
      Math.floor(t.clock.now / 1000),
    );
    const tampered = `${header}.${b64({ ...claims, role: 'admin', uid: world.admin.id })}.${signature}`;
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`;
    expect((await ping(good)).statusCode).toBe(200);
    for (const forged of [none, otherKey, tampered, hs512, 'not-a-token', `${good}x`]) {
      expect((await ping(forged)).statusCode).toBe(401);
    }
  });
});

describe('session account set (spec 1 §4, §7)', () => {
  it("stores the admin's session account and answers a token with aid and an", async () => {
    const admin = await tokenFor(t, world.admin.id);
    const res = await t.call({
      method: 'POST',
      url: '/api/session-account/set',
      payload: { account_id: world.accountB.id },
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const { status, token } = res.json();
    expect(status).toBe('ok');
    expect(decodeJwt(token)).toMatchObject({ aid: world.accountB.id, an: 'Béta Zrt.', uid: world.admin.id });
    expect(res.headers['x-se-token']).toBe(token);
    const stored = await t.database.db
      .selectFrom('users')
      .select('session_account_id')
      .where('id', '=', world.admin.id)
      .executeTakeFirstOrThrow();
    expect(stored.session_account_id).toBe(world.accountB.id);
  });

  it('clears the session account with 0', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/session-account/set',
      payload: { account_id: 0 },
      token: await tokenFor(t, world.admin.id),
    });
    const claims = decodeJwt(res.json().token);
    expect(claims.aid).toBeUndefined();
    expect(claims.an).toBeUndefined();
    const back = await t.call({
      method: 'POST',
      url: '/api/session-account/set',
      payload: { account_id: world.accountA.id },
      token: res.json().token,
    });
    expect(decodeJwt(back.json().token).aid).toBe(world.accountA.id);
  });

  it('answers not-found for a missing account and 403 to users', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/session-account/set',
      payload: { account_id: 999999 },
      token: await tokenFor(t, world.admin.id),
    });
    expect(missing.json()).toEqual({ error: { code: 'not-found' } });
    const user = await t.call({
      method: 'POST',
      url: '/api/session-account/set',
      payload: { account_id: world.accountB.id },
      token: await tokenFor(t, world.userA.id),
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('account languages and language change (spec 1 §2 user menu, §4, §7)', () => {
  it("lists the session account's languages", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/account/languages',
      token: await tokenFor(t, world.userA.id),
    });
    expect(res.json()).toEqual({
      languages: [
        { id: 1, code: 'hu', name: 'Magyar' },
        { id: 2, code: 'en', name: 'English' },
      ],
    });
    const b = await t.call({
      method: 'GET',
      url: '/api/account/languages',
      token: await tokenFor(t, world.userB.id),
    });
    expect(b.json()).toEqual({ languages: [{ id: 1, code: 'hu', name: 'Magyar' }] });
  });

  it('switches to a language of the account, stores it and answers a fresh token', async () => {
    const token = await tokenFor(t, world.userA.id);
    const signIn = decodeJwt(token).auth_time;
    t.clock.advance(60_000);
    const res = await t.call({ method: 'GET', url: '/api/account/languages/change/2', token });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token;
    expect(decodeJwt(fresh)).toMatchObject({
      lang_id: 2,
      lang_code: 'en',
      uid: world.userA.id,
      auth_time: signIn,
    });
    expect(res.headers['x-se-token']).toBe(fresh);
    expect(await storedLanguage(world.userA.id)).toBe(2);
  });

  it('switches by POST as by the GET, which stays for spec 1 (a call that changes state is no GET)', async () => {
    const token = await tokenFor(t, world.userA.id);
    const res = await t.call({ method: 'POST', url: '/api/account/languages/change/1', payload: {}, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeJwt(res.json().token)).toMatchObject({ lang_id: 1, lang_code: 'hu', uid: world.userA.id });
    expect(await storedLanguage(world.userA.id)).toBe(1);
    // another tenant's language is the same 404 by POST
    const foreign = await t.call({
      method: 'POST',
      url: '/api/account/languages/change/2',
      payload: {},
      token: await tokenFor(t, world.userB.id),
    });
    expect(foreign.json()).toEqual({ error: { code: 'not-found' } });
  });

  it("keeps an admin's session account when the language changes", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/account/languages/change/1',
      token: await tokenFor(t, world.admin.id, world.accountA.id),
    });
    expect(decodeJwt(res.json().token)).toMatchObject({ lang_code: 'hu', aid: world.accountA.id });
  });

  it('refuses a language the account does not have, leaving the stored one', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/account/languages/change/2',
      token: await tokenFor(t, world.userB.id),
    });
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
    expect(await storedLanguage(world.userB.id)).toBe(1);
  });
});

describe('login as another user (spec 1 §2, §6, §7)', () => {
  it('answers a token of the other user, keeping the sign-in time', async () => {
    const admin = await tokenFor(t, world.admin.id);
    t.clock.advance(60_000);
    const res = await loginAs(world.userA.id, admin);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(decodeJwt(token)).toMatchObject({
      uid: world.userA.id,
      role: 'user',
      aid: world.accountA.id,
      auth_time: decodeJwt(admin).auth_time,
      sid: decodeJwt(admin).sid,
      imp: world.admin.id,
      imp_name: 'Admin',
    });
    expect(res.headers['x-se-token']).toBe(token);
    expect((await ping(token)).statusCode).toBe(200);
  });

  it('refuses oneself, a missing or deleted user, a disabled user, and users', async () => {
    const admin = await tokenFor(t, world.admin.id);
    const self = await loginAs(world.admin.id, admin);
    expect(self.json()).toEqual({ error: { code: 'self-action-not-allowed' } });
    const missing = await loginAs(999999, admin);
    expect(missing.json()).toEqual({ error: { code: 'not-found' } });
    await markUserDisabled(t, world.demoA.id);
    const disabled = await loginAs(world.demoA.id, admin);
    expect(disabled.json()).toEqual({ error: { code: 'not-allowed' } });
    const byUser = await loginAs(world.userB.id, await tokenFor(t, world.userA.id));
    expect(byUser.statusCode).toBe(403);
  });
});
