import { describe, expect, it } from 'vitest';
import { createAccount, createUser, FIXTURE_PASSWORD, tokenFor, bootTenantsApp } from '../test/fixtures';

/**
 * docs/security.md "Sessions end when they should": no admin takes over another. Signing in as an admin and
 * setting another admin's password are refused with 403 `admin-target-not-allowed`, so login-as never reaching
 * an admin is not undone by setting the admin's password and signing in with it; nor by changing the admin's
 * e-mail address and sending the reminder link there.
 */

const { t, world } = await bootTenantsApp();
let address = 0;

const setPassword = (id: number, password: string, token: string) =>
  t.call({ method: 'PUT', url: `/api/users/${id}/password`, payload: { password }, token });
const signIn = (email: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `10.60.0.${++address}`,
  });

describe('no admin takes over another (docs/security.md "Sessions end when they should")', () => {
  it("setting another admin's password is refused with admin-target-not-allowed; their password still signs them in and their sessions go on", async () => {
    const account = await createAccount(t);
    const victim = await createUser(t, 'admin', account.id, { name: 'Other Admin' });
    const victimToken = await tokenFor(t, victim.id);
    const res = await setPassword(victim.id, 'Atvett-Jelszo-2031!', world.tokens.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'admin-target-not-allowed' } });
    expect((await signIn(victim.email, 'Atvett-Jelszo-2031!')).statusCode).toBe(401);
    expect((await signIn(victim.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/ping', token: victimToken })).statusCode).toBe(200);
    // the admin of another session account is refused the same way
    expect((await setPassword(victim.id, 'Atvett-Jelszo-2031!', world.tokens.adminB)).json()).toEqual({
      error: { code: 'admin-target-not-allowed' },
    });
  });

  it("an admin still sets their own password and a user's", async () => {
    const admin = await createUser(t, 'admin', world.accountA.id);
    const token = await tokenFor(t, admin.id);
    const own = await setPassword(admin.id, 'Sajat-Uj-Jelszo-2031!', token);
    expect(own.statusCode).toBe(200);
    expect((await signIn(admin.email, 'Sajat-Uj-Jelszo-2031!')).statusCode).toBe(200);
    // the changing session goes on with the token of the new version
    const next = String(own.headers['x-se-token']);
    const user = await createUser(t, 'user', world.accountA.id);
    expect((await setPassword(user.id, 'Felhasznalo-Jelszo-2031!', next)).statusCode).toBe(200);
  });

  it('signing in as another admin is refused with admin-target-not-allowed and gives no token', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${world.adminB.id}/login-as`,
      payload: {},
      token: world.tokens.admin,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'admin-target-not-allowed' } });
    expect(res.headers['x-se-token']).toBeUndefined();
  });

  it("changing another admin's e-mail address is refused with admin-target-not-allowed; their other fields, one's own address and a user's stay editable", async () => {
    const account = await createAccount(t);
    const victim = await createUser(t, 'admin', account.id, { name: 'Cím Admin', nickname: 'Cím' });
    const edit = (id: number, fields: Record<string, unknown>, token: string) =>
      t.call({ method: 'PUT', url: `/api/users/${id}`, payload: fields, token });
    const victimFields = {
      name: 'Cím Admin',
      nickname: 'Cím',
      email: victim.email,
      mobile: null,
      role: 'admin',
    };
    const taken = await edit(
      victim.id,
      { ...victimFields, email: 'atvevo@example.test' },
      world.tokens.admin,
    );
    expect(taken.statusCode).toBe(403);
    expect(taken.json()).toEqual({ error: { code: 'admin-target-not-allowed' } });
    const stored = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', victim.id)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe(victim.email);
    // the reminder still goes to the admin's own address only
    expect((await signIn(victim.email, FIXTURE_PASSWORD)).statusCode).toBe(200);
    // the name, and the same address in other letter case, may still be changed
    const renamed = await edit(
      victim.id,
      { ...victimFields, name: 'Cím Admin Új', email: victim.email.toUpperCase() },
      world.tokens.admin,
    );
    expect(renamed.statusCode).toBe(200);
    // one's own address and a user's
    const self = await createUser(t, 'admin', world.accountA.id, { name: 'Saját Admin', nickname: 'Saját' });
    const selfToken = await tokenFor(t, self.id, world.accountA.id);
    const own = await edit(
      self.id,
      { name: 'Saját Admin', nickname: 'Saját', email: 'sajat-uj@example.test', mobile: null, role: 'admin' },
      selfToken,
    );
    expect(own.statusCode).toBe(200);
    const user = await createUser(t, 'user', world.accountA.id, { name: 'Felhasználó', nickname: 'Fel' });
    const moved = await edit(
      user.id,
      {
        name: 'Felhasználó',
        nickname: 'Fel',
        email: 'felhasznalo-uj@example.test',
        mobile: null,
        role: 'user',
      },
      world.tokens.admin,
    );
    expect(moved.statusCode).toBe(200);
  });
});
