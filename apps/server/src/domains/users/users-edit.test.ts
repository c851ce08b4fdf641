import { describe, expect, it } from 'vitest';
import { createUser, tokenFor, bootTenantsApp, adminTokenWithoutAccount } from '../../test/fixtures';

const { t, world: w } = await bootTenantsApp();

let serial = 0;
const fields = (role: 'admin' | 'user' | 'demo-user' = 'user') => ({
  name: `Tóth Gábor ${++serial}`,
  nickname: `Gabi${serial}`,
  email: `gabor${serial}@example.test`,
  mobile: '+36 1 234 5678',
  role,
});
const update = (id: number, payload: object, token = w.tokens.admin) =>
  t.call({ method: 'PUT', url: `/api/users/${id}`, payload, token });
const remove = (id: number, token = w.tokens.admin) =>
  t.call({ method: 'DELETE', url: `/api/users/${id}`, token });
const setEnabled = (id: number, enabled: boolean, token = w.tokens.admin) =>
  t.call({ method: 'POST', url: `/api/users/${id}/set-enabled`, payload: { enabled }, token });
const row = (id: number) =>
  t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Whether a token still opens the API: the keep-alive call every logged-in person makes (spec 1 §4). */
const alive = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/ping', token })).statusCode === 200;
const personOfA = async (role: 'user' | 'demo-user' | 'admin' = 'user') => {
  const user = await createUser(t, role, w.accountA.id);
  return { ...user, token: await tokenFor(t, user.id) };
};
const noSessionAccount = () => adminTokenWithoutAccount(t, w.admin.id);

describe('edit user (spec 1 §5 add or edit user, §7 PUT users/{id})', () => {
  it('updates name, nickname, e-mail and mobile, and the user keeps their session', async () => {
    const user = await personOfA();
    const payload = { ...fields(), mobile: null };
    expect((await update(user.id, payload)).json()).toEqual({ status: 'ok' });
    const { role: _role, ...stored } = payload;
    expect(await row(user.id)).toMatchObject({ ...stored, role_id: 2, account_id: w.accountA.id });
    expect(await alive(user.token)).toBe(true);
  });

  it('requires name, e-mail, nickname and role and changes nothing otherwise', async () => {
    const user = await personOfA();
    const before = await row(user.id);
    for (const field of ['name', 'email', 'nickname', 'role'] as const) {
      const res = await update(user.id, { ...fields(), [field]: '' });
      expect({ field, status: res.statusCode, code: res.json().error.code }).toEqual({
        field,
        status: 400,
        code: 'validation-failed',
      });
    }
    expect(await row(user.id)).toEqual(before);
  });

  it('keeps its own e-mail, and refuses another live user’s in any case: email-taken', async () => {
    const user = await personOfA();
    expect((await update(user.id, { ...fields(), email: user.email.toUpperCase() })).statusCode).toBe(200);
    const res = await update(user.id, { ...fields(), email: w.userB.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'email-taken' } });
    expect((await row(user.id)).email).toBe(user.email.toUpperCase());
  });

  it('changes user to demo user and back, ending the old sessions on each change', async () => {
    const user = await personOfA();
    expect((await update(user.id, { ...fields('demo-user'), email: user.email })).statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ role_id: 3, token_version: 1 });
    expect(await alive(user.token)).toBe(false);
    const fresh = await tokenFor(t, user.id);
    expect(await alive(fresh)).toBe(true);
    expect((await update(user.id, { ...fields('user'), email: user.email })).statusCode).toBe(200);
    expect(await alive(fresh)).toBe(false);
  });

  it('keeps each person on their screen: admin stays admin, users stay user or demo user (spec 1 §5)', async () => {
    const user = await personOfA();
    const admin = await personOfA('admin');
    for (const [id, role] of [
      [user.id, 'admin'],
      [admin.id, 'user'],
      [admin.id, 'demo-user'],
    ] as const) {
      const before = await row(id);
      const res = await update(id, { ...fields(role) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation-failed', fields: [{ path: 'role' }] });
      expect(await row(id)).toEqual(before);
    }
  });

  it('edits any administrator whatever the session account (admins are global, spec 1 §2)', async () => {
    const admin = await personOfA('admin');
    // another admin's e-mail address stays theirs (security/admin-takeover.test.ts): the rest is editable
    const payload = { ...fields('admin'), email: admin.email };
    expect((await update(admin.id, payload, w.tokens.adminB)).statusCode).toBe(200);
    expect((await update(w.admin.id, { ...fields('admin'), email: w.admin.email })).statusCode).toBe(200);
    expect(await row(admin.id)).toMatchObject({ name: payload.name, account_id: null });
  });

  it("answers not-found for another tenant's user, a missing or a deleted one", async () => {
    const gone = await personOfA();
    await remove(gone.id);
    const before = await row(w.userA.id);
    for (const [id, token] of [
      [w.userA.id, w.tokens.adminB],
      [w.userB.id, w.tokens.admin],
      [w.userA.id, await noSessionAccount()],
      [999_999, w.tokens.admin],
      [gone.id, w.tokens.admin],
    ] as const) {
      const res = await update(id, fields(), token);
      expect({ id, status: res.statusCode, body: res.json() }).toEqual({
        id,
        status: 404,
        body: { error: { code: 'not-found' } },
      });
    }
    expect(await row(w.userA.id)).toEqual(before);
  });

  it('answers 403 to a user (spec 1 §6)', async () => {
    expect((await update(w.demoA.id, { ...fields(), role: 'user' }, w.tokens.userA)).statusCode).toBe(403);
  });
});

describe('delete user (spec 1 §2 row actions, §7 DELETE users/{id})', () => {
  it('soft-deletes: the row stays with deleted_at, leaves the list and its sessions end', async () => {
    const user = await personOfA('demo-user');
    expect((await remove(user.id)).json()).toEqual({ status: 'ok' });
    expect((await row(user.id)).deleted_at).toBeInstanceOf(Date);
    expect(await alive(user.token)).toBe(false);
    const list = await t.call({ method: 'GET', url: '/api/users/get-user-list', token: w.tokens.admin });
    expect(list.json().users.map((u: { id: number }) => u.id)).not.toContain(user.id);
    expect((await remove(user.id)).statusCode).toBe(404);
  });

  it('deletes another administrator, whose token then answers 401', async () => {
    const admin = await personOfA('admin');
    expect((await remove(admin.id, w.tokens.adminB)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/users/admin', token: admin.token })).statusCode).toBe(
      401,
    );
  });

  it('refuses deleting oneself: self-action-not-allowed', async () => {
    const res = await remove(w.admin.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'self-action-not-allowed' } });
    expect((await row(w.admin.id)).deleted_at).toBeNull();
    expect(await alive(w.tokens.admin)).toBe(true);
  });

  it("answers not-found for another tenant's user and 403 to a user (spec 1 §6)", async () => {
    const res = await remove(w.userA.id, w.tokens.adminB);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
    expect((await remove(w.demoA.id, w.tokens.userA)).statusCode).toBe(403);
    expect((await row(w.userA.id)).deleted_at).toBeNull();
    expect((await row(w.demoA.id)).deleted_at).toBeNull();
  });
});

describe('disable or enable a user (spec 1 §4 user states, §7 POST users/{id}/set-enabled)', () => {
  it('disables (ending the sessions) and enables again', async () => {
    const user = await personOfA();
    expect((await setEnabled(user.id, false)).json()).toEqual({ status: 'ok' });
    const list = async () =>
      (await t.call({ method: 'GET', url: '/api/users/get-user-list', token: w.tokens.admin }))
        .json()
        .users.find((u: { id: number }) => u.id === user.id);
    expect(await list()).toMatchObject({ is_disabled: true });
    expect(await alive(user.token)).toBe(false);
    expect((await setEnabled(user.id, true)).json()).toEqual({ status: 'ok' });
    expect(await list()).toMatchObject({ is_disabled: false });
    // the old token stays ended; a new sign-in works
    expect(await alive(user.token)).toBe(false);
    expect(await alive(await tokenFor(t, user.id))).toBe(true);
  });

  it('refuses disabling or enabling oneself: self-action-not-allowed (spec 1 §4: not self)', async () => {
    for (const enabled of [false, true]) {
      const res = await setEnabled(w.admin.id, enabled);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'self-action-not-allowed' } });
    }
    expect((await row(w.admin.id)).is_disabled).toBe(false);
  });

  it("answers not-found for another tenant's user and 403 to a user (spec 1 §6)", async () => {
    const res = await setEnabled(w.userA.id, false, w.tokens.adminB);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
    expect((await setEnabled(w.demoA.id, false, w.tokens.userA)).statusCode).toBe(403);
    expect((await row(w.userA.id)).is_disabled).toBe(false);
    expect((await row(w.demoA.id)).is_disabled).toBe(false);
  });
});
