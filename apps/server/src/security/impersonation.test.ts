import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpTokenVersion } from '../domains/auth/revocation.queries';
import { buildTestApp, type TestApp } from '../test/app';
import { createTenants, createUser, tokenFor } from '../test/fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
});
afterAll(() => t.close());

const loginAs = (id: number, token: string) =>
  t.call({ method: 'POST', url: `/api/users/${id}/login-as`, payload: {}, token });
const ping = (token: string) => t.call({ method: 'GET', url: '/api/ping', token });

describe('impersonation (docs/sessions.md "Impersonation")', () => {
  it('login-as refuses another admin', async () => {
    const res = await loginAs(world.adminB.id, world.tokens.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'not-allowed' } });
  });

  it('login-as refuses a user of another account with the 404 of a missing one', async () => {
    const res = await loginAs(world.userB.id, world.tokens.admin);
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
  });

  it('the login-as token names the real admin, and its refreshes keep naming them', async () => {
    const res = await loginAs(world.userA.id, world.tokens.admin);
    const token = res.json().token as string;
    expect(decodeJwt(token)).toMatchObject({ uid: world.userA.id, imp: world.admin.id, imp_name: 'Admin' });
    const refreshed = String((await ping(token)).headers['x-se-token']);
    expect(decodeJwt(refreshed)).toMatchObject({
      uid: world.userA.id,
      imp: world.admin.id,
      imp_name: 'Admin',
    });
  });

  it("a login-as session ends with the real admin's sessions", async () => {
    const admin = await createUser(t, 'admin', world.accountA.id, { nickname: 'Ida' });
    const token = (await loginAs(world.demoA.id, await tokenFor(t, admin.id))).json().token as string;
    expect((await ping(token)).statusCode).toBe(200);
    await bumpTokenVersion(t.database.db, admin.id);
    expect((await ping(token)).statusCode).toBe(401);
  });

  it('an impersonated session cannot log in as someone else', async () => {
    const other = await createUser(t, 'user', world.accountA.id);
    const token = (await loginAs(world.userA.id, world.tokens.admin)).json().token as string;
    // the impersonated user is no admin: 403 either way
    expect((await loginAs(other.id, token)).statusCode).toBe(403);
  });

  it('"return to my account" continues as the admin in the same sign-in, and is refused without a login-as', async () => {
    const admin = await createUser(t, 'admin', world.accountA.id, { nickname: 'Returning' });
    const adminToken = await tokenFor(t, admin.id);
    const impersonated = (await loginAs(world.userA.id, adminToken)).json().token as string;
    const back = await t.call({
      method: 'POST',
      url: '/api/session/return',
      payload: {},
      token: impersonated,
    });
    expect(back.statusCode).toBe(200);
    const token = back.json().token as string;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ uid: admin.id, role: 'admin', aid: world.accountA.id });
    expect(claims.imp).toBeUndefined();
    // the same sign-in: the session id and the sign-in time carry over
    expect(claims.sid).toBe(decodeJwt(impersonated).sid);
    expect(claims.auth_time).toBe(decodeJwt(adminToken).auth_time);
    expect((await ping(token)).statusCode).toBe(200);
    const ordinary = await t.call({
      method: 'POST',
      url: '/api/session/return',
      payload: {},
      token: adminToken,
    });
    expect(ordinary.json()).toEqual({ error: { code: 'not-allowed' } });
    const log = await t.call({ method: 'GET', url: '/api/audit-log?action=login-as-ended', token });
    expect(log.json().events[0]).toMatchObject({ actor_id: world.userA.id, subject_id: world.userA.id });
  });
});
