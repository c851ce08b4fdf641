import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bumpTokenVersion } from '../services/revocation.queries';
import { insertSurveyDate } from '../domains/demographies/survey-config.fixtures';
import { createUser, tokenFor, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();

const loginAs = (id: number, token: string) =>
  t.call({ method: 'POST', url: `/api/users/${id}/login-as`, payload: {}, token });
const ping = (token: string) => t.call({ method: 'GET', url: '/api/ping', token });
const giveBack = (token: string) =>
  t.call({ method: 'POST', url: '/api/session/return', payload: {}, token });

describe('impersonation (docs/sessions.md "Impersonation")', () => {
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

  it('returning ends the login-as session for good: its token and refreshes are refused everywhere, a second return included', async () => {
    const admin = await createUser(t, 'admin', world.accountA.id, { name: 'Once Only' });
    const adminToken = await tokenFor(t, admin.id);
    const impersonated = (await loginAs(world.userA.id, adminToken)).json().token as string;
    const refreshed = String((await ping(impersonated)).headers['x-se-token']);
    const date = await insertSurveyDate(t, world.accountA.id, { published: true });
    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: impersonated,
      payload: { resource: 'participation-xlsx', id: date.id },
    });
    expect(ticket.statusCode).toBe(200);

    const back = await giveBack(impersonated);
    expect(back.statusCode).toBe(200);
    const adminAgain = back.json().token as string;

    // the returned token, its refresh and the ticket it was given are all dead
    for (const token of [impersonated, refreshed]) {
      expect((await ping(token)).statusCode).toBe(401);
      expect((await t.call({ method: 'GET', url: '/api/account/translations', token })).statusCode).toBe(401);
      const again = await giveBack(token);
      expect(again.statusCode).toBe(401);
      expect(again.headers['x-se-token']).toBeUndefined();
    }
    const download = await t.call({
      method: 'GET',
      url: `/api/graph/participation-rate/survey-dates/${date.id}/xlsx?t=${ticket.json().ticket}`,
    });
    expect(download.json()).toEqual({ error: { code: 'download-ticket-invalid' } });
    // the admin goes on in the same sign-in, and can sign in as the user again
    expect((await ping(adminAgain)).statusCode).toBe(200);
    expect((await ping(adminToken)).statusCode).toBe(200);
    const second = (await loginAs(world.userA.id, adminAgain)).json().token as string;
    expect((await ping(second)).statusCode).toBe(200);
    expect(decodeJwt(second).imp_sid).not.toBe(decodeJwt(impersonated).imp_sid);
  });

  it('a login-as token without its own session id (issued before returning could end it) is refused', async () => {
    const admin = await createUser(t, 'admin', world.accountA.id);
    const impersonated = (await loginAs(world.userA.id, await tokenFor(t, admin.id))).json().token as string;
    const {
      iat: _iat,
      exp: _exp,
      imp_sid: _impSid,
      ...claims
    } = decodeJwt(impersonated) as Record<string, unknown>;
    const older = await t.app.tokens.sign(claims as never, Math.floor(t.clock.now / 1000));
    expect((await ping(older)).statusCode).toBe(401);
    expect((await giveBack(older)).statusCode).toBe(401);
  });
});
