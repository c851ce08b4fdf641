import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import { createLoneTenant } from '../survey-dates/survey-dates.fixtures';

let t: TestApp;
let world: Awaited<ReturnType<typeof createTenants>>;
beforeAll(async () => {
  t = await buildTestApp();
  world = await createTenants(t);
});
afterAll(() => t.close());

const create = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/embed-keys', payload, token });
const list = (token: string) => t.call({ method: 'GET', url: '/api/embed-keys', token });
const revoke = (token: string, id: number) =>
  t.call({ method: 'DELETE', url: `/api/embed-keys/${id}`, token });
const storedKeys = (accountId: number) =>
  t.database.db.selectFrom('embed_keys').selectAll().where('account_id', '=', accountId).execute();
const valid = {
  name: 'HR intranet',
  graphs: ['commitment_total', 'total'],
  origins: ['https://intra.example'],
};

describe('embed keys: creating one (issue #7)', () => {
  it('shows the key once: pze_ + 32 random bytes in the answer, never in the list, stored only as its SHA-256 digest', async () => {
    const lone = await createLoneTenant(t);
    const res = await create(lone.tokens.admin, valid);
    expect(res.statusCode).toBe(200);
    const { id, key } = res.json() as { id: number; key: string };
    expect(key).toMatch(/^pze_[A-Za-z0-9_-]{43}$/);

    const listed = await list(lone.tokens.admin);
    expect(listed.body).not.toContain(key);
    expect(listed.json()).toEqual({
      embed_keys: [
        {
          id,
          name: 'HR intranet',
          graphs: ['commitment_total', 'total'],
          origins: ['https://intra.example'],
          created_at: new Date(t.clock.now).toISOString(),
          last_used_at: null,
          revoked_at: null,
        },
      ],
    });
    const [row] = await storedKeys(lone.account.id);
    expect(row?.key_digest).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));
  });

  it('gives every key a different secret', async () => {
    const lone = await createLoneTenant(t);
    const first = (await create(lone.tokens.admin, valid)).json().key;
    const second = (await create(lone.tokens.admin, valid)).json().key;
    expect(first).not.toBe(second);
  });

  it('stores the origins as a browser sends them (lower case, no default port, no trailing slash)', async () => {
    const lone = await createLoneTenant(t);
    await create(lone.tokens.admin, {
      ...valid,
      origins: ['HTTPS://Intra.Example:443/', 'http://127.0.0.1:4020'],
    });
    expect((await list(lone.tokens.admin)).json().embed_keys[0].origins).toEqual([
      'https://intra.example',
      'http://127.0.0.1:4020',
    ]);
  });

  it.each([
    ['an origin with a path', { origins: ['https://intra.example/hr'] }],
    ['a wildcard origin', { origins: ['https://*.example'] }],
    ['no origin', { origins: [] }],
    ['no graph', { graphs: [] }],
    ['an unknown graph', { graphs: ['engagement-index'] }],
    ['a blank name', { name: '  ' }],
  ])('refuses %s with validation-failed and stores nothing', async (_what, change) => {
    const lone = await createLoneTenant(t);
    const res = await create(lone.tokens.admin, { ...valid, ...change });
    expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
      status: 400,
      code: 'validation-failed',
    });
    expect(await storedKeys(lone.account.id)).toEqual([]);
  });
});

describe('embed keys: who manages them (issue #7, spec 1 §6, tenancy)', () => {
  it('a non-admin user gets 403 on list, create and revoke, and nothing changes', async () => {
    const key = (await create(world.tokens.admin, valid)).json();
    for (const token of [world.tokens.userA, world.tokens.demoA]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await create(token, valid)).statusCode).toBe(403);
      expect((await revoke(token, key.id)).statusCode).toBe(403);
    }
    const rows = await storedKeys(world.accountA.id);
    expect(rows.find((row) => row.revoked_at !== null)).toBeUndefined();
  });

  it("another tenant's admin neither sees nor revokes the key: the same 404 as a missing id", async () => {
    const key = (await create(world.tokens.admin, valid)).json();
    const listed = (await list(world.tokens.adminB)).json().embed_keys as { id: number }[];
    expect(listed.map((k) => k.id)).not.toContain(key.id);
    const res = await revoke(world.tokens.adminB, key.id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
    expect((await revoke(world.tokens.adminB, 999_999)).json()).toEqual({ error: { code: 'not-found' } });
    const mine = (await list(world.tokens.admin)).json().embed_keys as { id: number; revoked_at: null }[];
    expect(mine.find((k) => k.id === key.id)?.revoked_at).toBeNull();
  });
});

describe('embed keys: revoking (issue #7)', () => {
  it('marks the key revoked at once; revoking again keeps the first time', async () => {
    const lone = await createLoneTenant(t);
    const { id } = (await create(lone.tokens.admin, valid)).json();
    const first = new Date(t.clock.now).toISOString();
    expect((await revoke(lone.tokens.admin, id)).json()).toEqual({ status: 'ok' });
    t.clock.advance(60_000);
    expect((await revoke(lone.tokens.admin, id)).statusCode).toBe(200);
    expect((await list(lone.tokens.admin)).json().embed_keys[0].revoked_at).toBe(first);
  });
});
