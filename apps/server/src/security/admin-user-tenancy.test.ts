import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser, bootTenantsApp } from '../test/fixtures';

const { t, world } = await bootTenantsApp();

const person = (email: string) => ({ name: 'Kovács Péter', nickname: 'Péter', email, mobile: null });

/** Every admin call on `users/{id}`, as a rightful caller would make it. */
const CALLS: readonly { name: string; request: (id: number, email: string) => InjectOptions }[] = [
  {
    name: 'PUT users/{id}',
    request: (id, email) => ({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { ...person(email), role: 'user' },
    }),
  },
  { name: 'DELETE users/{id}', request: (id) => ({ method: 'DELETE', url: `/api/users/${id}` }) },
  {
    name: 'POST users/{id}/set-enabled',
    request: (id) => ({ method: 'POST', url: `/api/users/${id}/set-enabled`, payload: { enabled: false } }),
  },
  {
    name: 'POST users/{id}/login-as',
    request: (id) => ({ method: 'POST', url: `/api/users/${id}/login-as`, payload: {} }),
  },
  {
    name: 'POST users/{id}/send-password-reminder',
    request: (id) => ({ method: 'POST', url: `/api/users/${id}/send-password-reminder`, payload: {} }),
  },
  {
    name: 'PUT users/{id}/password',
    request: (id) => ({
      method: 'PUT',
      url: `/api/users/${id}/password`,
      payload: { password: 'Another-Horse-10' },
    }),
  },
  {
    name: 'POST users/{id}/unlock-user',
    request: (id) => ({ method: 'POST', url: `/api/users/${id}/unlock-user`, payload: {} }),
  },
];

describe('admin user routes act only on the session account (docs/api.md)', () => {
  it("answers every admin call on another account's user with the same 404 as a missing id", async () => {
    for (const call of CALLS) {
      const other = await createUser(t, 'user', world.accountB.id);
      const res = await t.call({ ...call.request(other.id, other.email), token: world.tokens.admin });
      const missing = await t.call({
        ...call.request(999_999, 'nobody@example.test'),
        token: world.tokens.admin,
      });
      expect({ call: call.name, status: res.statusCode, body: res.json() }).toEqual({
        call: call.name,
        status: 404,
        body: { error: { code: 'not-found' } },
      });
      expect({ call: call.name, body: missing.json() }).toEqual({ call: call.name, body: res.json() });
      const row = await t.database.db
        .selectFrom('users')
        .select(['is_disabled', 'deleted_at', 'password_hash', 'name'])
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        is_disabled: false,
        deleted_at: null,
        name: expect.stringMatching(/^Person/),
      });
    }
  });

  it('lets the admin act on a user of the session account', async () => {
    const own = await createUser(t, 'user', world.accountA.id);
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${own.id}/unlock-user`,
      payload: {},
      token: world.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('keeps the admins screen: another admin is reachable from any session account', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${world.adminB.id}/send-password-reminder`,
      payload: {},
      token: world.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
