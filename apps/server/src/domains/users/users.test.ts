import { defaultUserRole, newUserForm, ROLE_IDS, zUser } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  tokenFor,
  bootTenantsApp,
  countRows,
  adminTokenWithoutAccount,
  markUserDeleted,
} from '../../test/fixtures';

const { t, world: w } = await bootTenantsApp();

let serial = 0;
const person = (role: 'admin' | 'user' | 'demo-user' = 'user') => ({
  name: `Szabó Éva ${++serial}`,
  nickname: 'Éva',
  email: `eva${serial}@example.test`,
  mobile: '+36 30 123 4567',
  role,
});
const create = (payload: object, token = w.tokens.admin) =>
  t.call({ method: 'POST', url: '/api/users', payload, token });
const usersOf = async (token = w.tokens.admin) =>
  (await t.call({ method: 'GET', url: '/api/users/get-user-list', token })).json().users as { id: number }[];
const admins = async (token = w.tokens.admin) =>
  (await t.call({ method: 'GET', url: '/api/users/admin', token })).json().users as { id: number }[];
const row = (id: number) =>
  t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countUsers = () => countRows(t, 'users');

describe('roles (spec 1 §3 role, §7 GET roles)', () => {
  it('answers the three roles as id and slug', async () => {
    const res = await t.call({ method: 'GET', url: '/api/roles', token: w.tokens.admin });
    expect(res.json()).toEqual({
      roles: [
        { id: 1, slug: 'admin' },
        { id: 2, slug: 'user' },
        { id: 3, slug: 'demo-user' },
      ],
    });
  });

  it('answers 403 to a user (spec 1 §6)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/roles', token: w.tokens.userA })).statusCode).toBe(403);
  });
});

describe('users list (spec 1 §2 /admin/users, §7 GET users/get-user-list)', () => {
  it("answers the session account's live users and demo users in the core user schema", async () => {
    const gone = await createUser(t, 'user', w.accountA.id);
    await markUserDeleted(t, gone.id);
    const users = await usersOf();
    expect(users.map((u) => u.id).sort()).toEqual([w.userA.id, w.demoA.id].sort());
    for (const user of users) expect(zUser.parse(user)).toEqual(user);
    expect(users.find((u) => u.id === w.demoA.id)).toMatchObject({
      nickname: 'Demo',
      role: 'demo-user',
      is_disabled: false,
      login_locked_date: null,
      mobile: null,
    });
  });

  it("answers another session account's people to its admin, never tenant A's", async () => {
    expect((await usersOf(w.tokens.adminB)).map((u) => u.id)).toEqual([w.userB.id]);
  });

  it('shows login_locked_date only while the lock lasts (spec 1 §2 login-lock date or not available)', async () => {
    const locked = await createUser(t, 'user', w.accountA.id);
    const until = new Date(t.clock.now + 10 * 60_000);
    await t.database.db
      .updateTable('users')
      .set({ login_locked_until: until })
      .where('id', '=', locked.id)
      .execute();
    const find = async () => (await usersOf()).find((u) => u.id === locked.id);
    expect(await find()).toMatchObject({ login_locked_date: until.toISOString() });
    t.clock.advance(11 * 60_000);
    expect(await find()).toMatchObject({ login_locked_date: null });
  });

  it('answers 403 to users and demo users (spec 1 §6)', async () => {
    for (const token of [w.tokens.userA, w.tokens.demoA]) {
      const res = await t.call({ method: 'GET', url: '/api/users/get-user-list', token });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('admins list (spec 1 §2 /admin/admins, §7 GET users/admin)', () => {
  it('answers every live administrator whatever the session account, and no users', async () => {
    const ids = (await admins()).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([w.admin.id, w.adminB.id]));
    expect(ids).not.toContain(w.userA.id);
    expect(ids).not.toContain(w.userB.id);
    expect(await admins(w.tokens.adminB)).toEqual(await admins());
    for (const user of await admins()) expect(user).toMatchObject({ role: 'admin' });
  });

  it('answers 403 to a user (spec 1 §6)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/users/admin', token: w.tokens.userA })).statusCode).toBe(
      403,
    );
  });
});

describe('add user validation (spec 1 §5 add or edit user)', () => {
  it('requires name, e-mail, nickname and role, and creates nothing otherwise', async () => {
    const before = await countUsers();
    for (const field of ['name', 'email', 'nickname', 'role'] as const) {
      for (const value of [undefined, '', '   ']) {
        const payload: Record<string, unknown> = { ...person() };
        if (value === undefined) delete payload[field];
        else payload[field] = value;
        const res = await create(payload);
        expect({ field, value, status: res.statusCode, code: res.json().error.code }).toEqual({
          field,
          value,
          status: 400,
          code: 'validation-failed',
        });
        expect(res.json().error.fields.map((f: { path: string }) => f.path)).toEqual([field]);
      }
    }
    expect(await countUsers()).toBe(before);
  });

  it('takes mobile as optional', async () => {
    const { mobile: _mobile, ...withoutMobile } = person();
    const res = await create(withoutMobile);
    expect(res.statusCode).toBe(200);
    expect((await usersOf()).find((u) => u.id === res.json().id)).toMatchObject({ mobile: null });
    const empty = await create({ ...person(), mobile: '' });
    expect((await usersOf()).find((u) => u.id === empty.json().id)).toMatchObject({ mobile: null });
  });

  it('refuses a role that is not a role slug', async () => {
    for (const role of ['root', 1, 'Admin']) {
      expect((await create({ ...person(), role })).statusCode).toBe(400);
    }
  });

  it('the default role of the users screen creates a user of the session account', async () => {
    expect(defaultUserRole('users')).toBe('user');
    const form = { ...newUserForm('users'), ...person(), role: defaultUserRole('users') };
    const res = await create(form);
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect((await usersOf()).find((u) => u.id === id)).toMatchObject({ role: 'user', is_disabled: false });
    expect(await row(id)).toMatchObject({
      account_id: w.accountA.id,
      role_id: ROLE_IDS.user,
      password_hash: null,
    });
    expect((await usersOf(w.tokens.adminB)).map((u) => u.id)).not.toContain(id);
  });

  it('the default role of the admins screen creates an administrator of no account', async () => {
    expect(defaultUserRole('admins')).toBe('admin');
    const res = await create({ ...newUserForm('admins'), ...person(), role: defaultUserRole('admins') });
    const { id } = res.json();
    expect((await admins()).find((u) => u.id === id)).toMatchObject({ role: 'admin' });
    expect(await row(id)).toMatchObject({ account_id: null, role_id: ROLE_IDS.admin });
    expect((await usersOf()).map((u) => u.id)).not.toContain(id);
  });

  it('creates a demo user of the session account (spec 1 §5: the users screen offers user and demo user)', async () => {
    const { id } = (await create(person('demo-user'))).json();
    expect((await usersOf()).find((u) => u.id === id)).toMatchObject({ role: 'demo-user' });
  });

  it('starts a new user in the language of the account (Hungarian when it has it)', async () => {
    const english = await t.database.db
      .insertInto('accounts')
      .values({ name: 'Iota', min_group_size: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('account_languages')
      .values({ account_id: english.id, language_id: 2 })
      .execute();
    const admin = await createUser(t, 'admin', english.id);
    const { id } = (await create(person(), await tokenFor(t, admin.id))).json();
    expect(await row(id)).toMatchObject({ account_id: english.id, language_id: 2 });
  });

  it('refuses a user or demo user without a session account: no-session-account', async () => {
    const noAccount = await adminTokenWithoutAccount(t, w.admin.id);
    const before = await countUsers();
    for (const role of ['user', 'demo-user'] as const) {
      const res = await create(person(role), noAccount);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'no-session-account' } });
    }
    expect(await countUsers()).toBe(before);
    expect((await create(person('admin'), noAccount)).statusCode).toBe(200);
  });
});

describe('add user e-mail rule (e-mail unique among live users)', () => {
  it('refuses an e-mail already used by a live user, in any letter case: email-taken', async () => {
    const before = await countUsers();
    for (const email of [w.userB.email, w.admin.email.toUpperCase(), ` ${w.userA.email} `]) {
      const res = await create({ ...person(), email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'email-taken' } });
    }
    expect(await countUsers()).toBe(before);
  });

  it('frees the e-mail of a deleted user', async () => {
    const gone = await createUser(t, 'user', w.accountA.id);
    await markUserDeleted(t, gone.id);
    expect((await create({ ...person(), email: gone.email })).statusCode).toBe(200);
  });

  it('answers 403 to a user and creates nothing (spec 1 §6)', async () => {
    const before = await countUsers();
    expect((await create(person('admin'), w.tokens.userA)).statusCode).toBe(403);
    expect(await countUsers()).toBe(before);
  });
});
