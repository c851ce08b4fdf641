import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { createLoneTenant, createWorkerGroup } from '../survey-dates/survey-dates.fixtures';

const { t, world } = await bootTenantsApp();

const add = (token: string, payload: unknown) =>
  t.call({ method: 'POST', url: '/api/worker-groups', payload: payload as object, token });
const list = (token: string) => t.call({ method: 'GET', url: '/api/worker-groups', token });
const groupsOf = (accountId: number) =>
  t.database.db.selectFrom('worker_groups').selectAll().where('account_id', '=', accountId).execute();

describe('worker group add (spec 1 §3, §5, §7)', () => {
  it('stores the name and derives the code as the slug of the name', async () => {
    const lone = await createLoneTenant(t);
    const res = await add(lone.tokens.admin, { name: '  Fizikai dolgozók – Győr ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'ok', id: expect.any(Number) });
    expect(await groupsOf(lone.account.id)).toEqual([
      {
        id: body.id,
        account_id: lone.account.id,
        name: 'Fizikai dolgozók – Győr',
        code: 'fizikai-dolgozok-gyor',
      },
    ]);
  });

  it('requires the name: empty, blank or missing is validation-failed and nothing is stored', async () => {
    const lone = await createLoneTenant(t);
    for (const payload of [{ name: '' }, { name: '   ' }, {}]) {
      const res = await add(lone.tokens.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-failed');
    }
    expect(await groupsOf(lone.account.id)).toEqual([]);
  });

  it('refuses a name from which no code can be derived', async () => {
    const lone = await createLoneTenant(t);
    const res = await add(lone.tokens.admin, { name: '!!! – ???' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-failed');
    expect(await groupsOf(lone.account.id)).toEqual([]);
  });

  it('answers conflict when the code is taken in the account, and allows it in another account', async () => {
    const lone = await createLoneTenant(t);
    const other = await createLoneTenant(t);
    expect((await add(lone.tokens.admin, { name: 'Irodai dolgozók' })).statusCode).toBe(200);
    const again = await add(lone.tokens.admin, { name: 'irodai DOLGOZOK!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    expect(await groupsOf(lone.account.id)).toHaveLength(1);
    expect((await add(other.tokens.admin, { name: 'Irodai dolgozók' })).statusCode).toBe(200);
  });

  it("keeps a company's own code, unique per account; a malformed one is validation-failed", async () => {
    const lone = await createLoneTenant(t);
    const own = await add(lone.tokens.admin, { name: 'Irodai dolgozók', code: ' hr-101 ' });
    expect(own.statusCode).toBe(200);
    expect(await groupsOf(lone.account.id)).toMatchObject([{ name: 'Irodai dolgozók', code: 'hr-101' }]);
    // the same code under another name, or a name whose slug is that code, is taken
    const taken = await add(lone.tokens.admin, { name: 'Fizikai dolgozók', code: 'hr-101' });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 409,
      body: { error: { code: 'conflict', field: 'code' } },
    });
    expect((await add(lone.tokens.admin, { name: 'HR 101' })).json()).toEqual({
      error: { code: 'conflict', field: 'name' },
    });
    for (const code of ['HR-101', 'hr_101', 'hr--101', '-hr', 'x'.repeat(65), '']) {
      const bad = await add(lone.tokens.admin, { name: 'Vezetők', code });
      expect(bad.json().error.code, code).toBe('validation-failed');
    }
    expect(await groupsOf(lone.account.id)).toHaveLength(1);
  });

  it('is for admins: a user gets 403 and nothing is stored (spec 1 §6)', async () => {
    const before = (await groupsOf(world.accountA.id)).length;
    const res = await add(world.tokens.userA, { name: 'Felhasználói csoport' });
    expect(res.statusCode).toBe(403);
    expect(await groupsOf(world.accountA.id)).toHaveLength(before);
  });
});

describe('worker group list (spec 1 §7)', () => {
  it("lists the session account's groups in creation order, to admins and users alike", async () => {
    const lone = await createLoneTenant(t);
    const first = await createWorkerGroup(t, lone.account.id, 'Vezetők');
    const second = await createWorkerGroup(t, lone.account.id, 'Ápolók');
    await createWorkerGroup(t, world.accountB.id, 'Béta csoport');
    const expected = {
      worker_groups: [
        { id: first.id, name: 'Vezetők', code: 'vezetok' },
        { id: second.id, name: 'Ápolók', code: 'apolok' },
      ],
    };
    for (const token of [lone.tokens.admin, lone.tokens.user]) {
      const res = await list(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it("never shows another tenant's groups", async () => {
    const b = await createWorkerGroup(t, world.accountB.id, 'Csak Béta');
    for (const token of [world.tokens.admin, world.tokens.userA]) {
      const ids = (await list(token)).json().worker_groups.map((g: { id: number }) => g.id);
      expect(ids).not.toContain(b.id);
    }
    const ids = (await list(world.tokens.userB)).json().worker_groups.map((g: { id: number }) => g.id);
    expect(ids).toContain(b.id);
  });
});
