import { describe, expect, it } from 'vitest';
import { tokenFor, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();

const ping = (token: string) => t.call({ method: 'GET', url: '/api/ping', token });
const logout = (token: string) => t.call({ method: 'POST', url: '/api/logout', payload: {}, token });

describe('POST logout ends the session on the server (docs/sessions.md "Sign-out")', () => {
  it('a logged-out token and every refresh of it are refused, other sessions go on', async () => {
    const token = await tokenFor(t, world.userA.id);
    const other = await tokenFor(t, world.userA.id);
    const refreshed = String((await ping(token)).headers['x-se-token']);
    const res = await logout(token);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-se-token']).toBeUndefined();
    expect((await ping(token)).statusCode).toBe(401);
    expect((await ping(refreshed)).statusCode).toBe(401);
    expect((await ping(other)).statusCode).toBe(200);
  });

  it('signing out of a login-as session ends the impersonation', async () => {
    const admin = await tokenFor(t, world.admin.id);
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${world.userA.id}/login-as`,
      payload: {},
      token: admin,
    });
    const impersonated = res.json().token as string;
    expect((await logout(impersonated)).json()).toEqual({ status: 'ok' });
    expect((await ping(impersonated)).statusCode).toBe(401);
    expect((await ping(admin)).statusCode).toBe(401);
  });
});
