import { zUser } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';

const { t, world: w } = await bootTenantsApp();

const list = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/users/get-user-list', token })).json().users as {
    id: number;
    scope?: unknown;
  }[];
const setScope = (id: number, scope: unknown, token = w.tokens.admin) =>
  t.call({ method: 'PUT', url: `/api/users/${id}/scope`, token, payload: { scope } });

describe('the users list shows each person’s scope (docs/privacy.md Rule 10)', () => {
  const scope = { worker_group_ids: [], demographies: [{ code: 'telephely', answers: ['Győr', 'Pécs'] }] };

  it('a scoped user is listed with their scope, an unscoped one with null, in the user schema', async () => {
    expect((await setScope(w.userA.id, scope)).statusCode).toBe(200);
    const users = await list(w.tokens.admin);
    expect(users.find((u) => u.id === w.userA.id)?.scope).toEqual(scope);
    expect(users.find((u) => u.id === w.demoA.id)?.scope).toBeNull();
    for (const user of users) expect(zUser.parse(user)).toEqual(user);
  });

  it('another tenant’s admin sees no scope of this account, and removing the scope lists the user as unscoped', async () => {
    expect((await setScope(w.userA.id, scope)).statusCode).toBe(200);
    const other = await list(w.tokens.adminB);
    expect(other.map((u) => u.id)).not.toContain(w.userA.id);
    expect(other.every((u) => u.scope === null)).toBe(true);
    expect((await setScope(w.userA.id, null)).statusCode).toBe(200);
    expect((await list(w.tokens.admin)).find((u) => u.id === w.userA.id)?.scope).toBeNull();
  });

  it('a user and a demo user still get 403 from the list', async () => {
    for (const token of [w.tokens.userA, w.tokens.demoA]) {
      const res = await t.call({ method: 'GET', url: '/api/users/get-user-list', token });
      expect(res.statusCode).toBe(403);
    }
  });
});
