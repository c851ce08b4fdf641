import { ROLE_IDS } from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createUser, countRows } from '../test/fixtures';
import { createAdmin, createAdminErrorMessage, parseCreateAdminArgs } from './create-admin';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const options = () => ({ publicUrl: 'https://pulzus.example.com', now: new Date(t.clock.now) });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/login', payload: { email, password } });
const countUsers = () => countRows(t, 'users');

describe('create-admin command arguments', () => {
  it('reads --email, --name and the optional --nickname', () => {
    expect(parseCreateAdminArgs(['--email', 'a@b.hu', '--name', 'Kiss Anna', '--nickname', 'Anna'])).toEqual({
      email: 'a@b.hu',
      name: 'Kiss Anna',
      nickname: 'Anna',
    });
    expect(parseCreateAdminArgs(['--name', 'Kiss Anna', '--email', 'a@b.hu'])).toEqual({
      email: 'a@b.hu',
      name: 'Kiss Anna',
    });
  });

  it('refuses a missing e-mail or name, or an unknown option, with the usage text', () => {
    expect(() => parseCreateAdminArgs(['--email', 'a@b.hu'])).toThrow(/usage: npm run create-admin/);
    expect(() => parseCreateAdminArgs(['--name', 'X', '--email', ' '])).toThrow(/usage/);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.hu', '--name', 'X', '--role', 'user'])).toThrow();
  });
});

describe('create-admin (spec 1 §3 admin role, §2 new-password page)', () => {
  it('creates an administrator of no account with a first-password link that sets the password', async () => {
    const result = await createAdmin(
      t.database.db,
      { email: 'root@pulzus.example.com', name: 'Gyökér Gábor' },
      options(),
    );
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', result.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role_id: ROLE_IDS.admin,
      account_id: null,
      name: 'Gyökér Gábor',
      nickname: 'Gyökér Gábor',
      password_hash: null,
    });
    const link = new URL(result.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://pulzus.example.com/new-password');
    expect(link.searchParams.get('uid')).toBe(String(result.userId));
    const hash = link.searchParams.get('hash') ?? '';
    const password = 'Tavaszi-Szel-42';
    const set = await t.call({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { user_id: result.userId, verify_hash: hash, password },
    });
    expect(set.statusCode).toBe(200);
    const res = await login('root@pulzus.example.com', password);
    expect(res.statusCode).toBe(200);
    const admins = await t.call({ method: 'GET', url: '/api/users/admin', token: res.json().token });
    expect(admins.json().users.map((u: { id: number }) => u.id)).toContain(result.userId);
  });

  it('sets a given password (PULZUS_ADMIN_PASSWORD) instead of issuing a link', async () => {
    const password = 'Nyari-Eso-2026!';
    const result = await createAdmin(
      t.database.db,
      { email: 'ops@pulzus.example.com', name: 'Üzemeltető', nickname: 'Ops', password },
      options(),
    );
    expect(result.link).toBeNull();
    const tokens = await t.database.db
      .selectFrom('password_tokens')
      .select('id')
      .where('user_id', '=', result.userId)
      .execute();
    expect(tokens).toEqual([]);
    expect((await login('ops@pulzus.example.com', password)).statusCode).toBe(200);
  });

  it('refuses a weak password (spec 1 §5 strong password) and creates nothing', async () => {
    const before = await countUsers();
    for (const password of ['Sh0rt!a', 'password', 'Password1']) {
      await expect(
        createAdmin(
          t.database.db,
          { email: `weak-${password}@example.test`, name: 'X', password },
          options(),
        ),
      ).rejects.toMatchObject({ code: 'weak-password' });
    }
    expect(await countUsers()).toBe(before);
  });

  it('names the real reason a password is refused, not the rules it meets: part of the name, with its code, in English and Hungarian', async () => {
    const password = 'Bartok-Bela-1881!';
    const refusal = await createAdmin(
      t.database.db,
      { email: 'zene@example.test', name: 'Bartók Béla', password },
      options(),
    ).catch((error: unknown) => error);
    const message = createAdminErrorMessage(refusal, password);
    expect(message).toContain('(password-error-personal)');
    expect(message).toContain('part of your name or e-mail address');
    expect(message).toContain('az Ön nevének vagy e-mail-címének');
    expect(message).not.toContain('8 characters');
    const short = await createAdmin(
      t.database.db,
      { email: 'rovid@example.test', name: 'X', password: 'Sh0rt!a' },
      options(),
    ).catch((error: unknown) => error);
    expect(createAdminErrorMessage(short, 'Sh0rt!a')).toContain('(password-error-too-short)');
  });

  it('refuses an e-mail a live user has, in any letter case (email-taken), and creates nothing', async () => {
    const existing = await createUser(t, 'user', null, { email: 'taken@example.test' });
    expect(existing.id).toBeGreaterThan(0);
    const before = await countUsers();
    await expect(
      createAdmin(t.database.db, { email: 'TAKEN@example.test', name: 'Dupla' }, options()),
    ).rejects.toMatchObject({ code: 'email-taken' });
    expect(await countUsers()).toBe(before);
  });
});
