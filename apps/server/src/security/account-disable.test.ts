import { describe, expect, it } from 'vitest';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from '../domains/embed/embed.fixtures';
import { createAccount, createUser, FIXTURE_PASSWORD, tokenFor, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();

const ping = (token: string) => t.call({ method: 'GET', url: '/api/ping', token });
const setEnabled = (accountId: number, enabled: boolean) =>
  t.call({
    method: 'POST',
    url: `/api/accounts/${accountId}/set-enabled`,
    payload: { enabled },
    token: world.tokens.adminB,
  });

describe('disabling an account ends its sessions for good (docs/sessions.md)', () => {
  it('a token issued before the account was disabled stays dead after re-enabling', async () => {
    const account = await createAccount(t);
    const user = await createUser(t, 'user', account.id);
    const token = await tokenFor(t, user.id);
    expect((await ping(token)).statusCode).toBe(200);
    expect((await setEnabled(account.id, false)).json()).toEqual({ status: 'ok' });
    expect((await ping(token)).statusCode).toBe(401);
    expect((await setEnabled(account.id, true)).json()).toEqual({ status: 'ok' });
    expect((await ping(token)).statusCode).toBe(401);
    expect((await ping(await tokenFor(t, user.id))).statusCode).toBe(200);
  });

  it('an admin working in a disabled account is refused, and stays refused after re-enabling', async () => {
    const account = await createAccount(t);
    const admin = await createUser(t, 'admin', account.id);
    const token = await tokenFor(t, admin.id);
    const workerGroups = () => t.call({ method: 'GET', url: '/api/worker-groups', token });
    expect((await workerGroups()).statusCode).toBe(200);
    await setEnabled(account.id, false);
    expect((await workerGroups()).statusCode).toBe(401);
    await setEnabled(account.id, true);
    expect((await workerGroups()).statusCode).toBe(401);
  });

  it('an admin whose stored session account is disabled signs in without it and cannot choose it', async () => {
    const account = await createAccount(t);
    const admin = await createUser(t, 'admin', account.id);
    await setEnabled(account.id, false);
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: FIXTURE_PASSWORD },
    });
    const token = login.json().token as string;
    expect((await ping(token)).statusCode).toBe(200);
    const choose = await t.call({
      method: 'POST',
      url: '/api/session-account/set',
      payload: { account_id: account.id },
      token,
    });
    expect(choose.json()).toEqual({ error: { code: 'not-allowed' } });
  });

  it("a user's password change ends their other sessions", async () => {
    const user = await createUser(t, 'user', world.accountA.id);
    const other = await tokenFor(t, user.id);
    const current = await tokenFor(t, user.id);
    const res = await t.call({
      method: 'POST',
      url: '/api/users/change-password',
      payload: { old_password: FIXTURE_PASSWORD, new_password: 'Another-Horse-10!' },
      token: current,
    });
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await ping(other)).statusCode).toBe(401);
    expect((await ping(String(res.headers['x-se-token']))).statusCode).toBe(200);
  });

  it('an embed session on the account ends when it is disabled and stays ended after re-enabling', async () => {
    const account = await createAccount(t);
    const admin = await createUser(t, 'admin', account.id);
    const key = await insertEmbedKeyFixture(t, account.id, admin.id);
    const session = await t.call({
      method: 'POST',
      url: '/api/embed/session',
      payload: { key: key.key },
      headers: { origin: INTRANET_ORIGIN },
    });
    const token = session.json().token as string;
    const explanations = () =>
      t.call({
        method: 'GET',
        url: '/api/account/graph-explanations',
        token,
        headers: { origin: INTRANET_ORIGIN },
      });
    expect((await explanations()).statusCode).toBe(200);
    await setEnabled(account.id, false);
    expect((await explanations()).statusCode).toBe(401);
    await setEnabled(account.id, true);
    expect((await explanations()).statusCode).toBe(401);
  });

  it('a download ticket issued before the account was disabled opens nothing, even after re-enabling', async () => {
    const account = await createAccount(t);
    const admin = await createUser(t, 'admin', account.id);
    const token = await tokenFor(t, admin.id);
    const issue = async () =>
      (
        await t.call({
          method: 'POST',
          url: '/api/download-tickets',
          payload: { resource: 'translations-csv', id: account.id },
          token,
        })
      ).json().ticket as string;
    const open = (ticket: string) =>
      t.call({ method: 'GET', url: `/api/language/${account.id}/csv?t=${ticket}` });
    expect((await open(await issue())).statusCode).toBe(200);
    const before = await issue();
    await setEnabled(account.id, false);
    expect((await open(before)).json()).toEqual({ error: { code: 'download-ticket-invalid' } });
    await setEnabled(account.id, true);
    expect((await open(before)).json()).toEqual({ error: { code: 'download-ticket-invalid' } });
  });
});
