import type { Account } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { createUser, tokenFor, bootTenantsApp, countRows } from '../../test/fixtures';

const { t, world: w } = await bootTenantsApp();

const list = async (): Promise<Account[]> =>
  (await t.call({ method: 'GET', url: '/api/accounts', token: w.tokens.admin })).json().accounts;
const add = (payload: object, token = w.tokens.admin) =>
  t.call({ method: 'POST', url: '/api/accounts/add', payload, token });
const update = (id: number, payload: object, token = w.tokens.admin) =>
  t.call({ method: 'PUT', url: `/api/accounts/${id}`, payload, token });
const setEnabled = (id: number, enabled: boolean, token = w.tokens.admin) =>
  t.call({ method: 'POST', url: `/api/accounts/${id}/set-enabled`, payload: { enabled }, token });
const countAccounts = () => countRows(t, 'accounts');

/** Hungarian and English, as the list names an account's languages. */
const HU_EN = [
  { id: 1, name: 'Magyar' },
  { id: 2, name: 'English' },
];

describe('accounts list (spec 1 §2 admin accounts screen, §3 account, §7 GET accounts)', () => {
  it('answers every account with name, enabled flag and its languages as {id, name}', async () => {
    const accounts = await list();
    expect(accounts.find((a) => a.id === w.accountA.id)).toEqual({
      id: w.accountA.id,
      name: 'Alfa Kft.',
      is_disabled: false,
      languages: HU_EN,
      min_group_size: null,
      time_zone: 'Europe/Budapest',
    });
    expect(accounts.find((a) => a.id === w.accountB.id)?.languages).toEqual([{ id: 1, name: 'Magyar' }]);
  });

  it('is the same global list for an admin of another session account (spec 1 §6)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/accounts', token: w.tokens.adminB });
    expect(res.json().accounts).toEqual(await list());
  });

  it('answers 403 to users and demo users (spec 1 §6)', async () => {
    for (const token of [w.tokens.userA, w.tokens.demoA]) {
      const res = await t.call({ method: 'GET', url: '/api/accounts', token });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('add account (spec 1 §5 add or edit account, §7 POST accounts/add)', () => {
  it('creates an account with the ticked languages, enabled', async () => {
    const res = await add({ name: '  Gamma Bt. ', lang_ids: [2, 1, 2] });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(res.json()).toEqual({ status: 'ok', id: expect.any(Number) });
    expect((await list()).find((a) => a.id === id)).toEqual({
      id,
      name: 'Gamma Bt.',
      is_disabled: false,
      languages: HU_EN,
      min_group_size: null,
      time_zone: 'Europe/Budapest',
    });
  });

  it('requires a name and at least one language, and creates nothing otherwise', async () => {
    const before = await countAccounts();
    for (const payload of [
      { name: '', lang_ids: [1] },
      { name: '   ', lang_ids: [1] },
      { lang_ids: [1] },
      { name: 'Delta', lang_ids: [] },
      { name: 'Delta' },
      { name: 'Delta', lang_ids: [99] },
      { name: 'Delta', lang_ids: [1, 99] },
    ]) {
      const res = await add(payload);
      expect({ payload, status: res.statusCode, code: res.json().error.code }).toEqual({
        payload,
        status: 400,
        code: 'validation-failed',
      });
    }
    expect(await countAccounts()).toBe(before);
  });

  it('names the failing field: lang_ids for the language rule', async () => {
    const empty = await add({ name: 'Delta', lang_ids: [] });
    expect(empty.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['lang_ids']);
    const unknown = await add({ name: 'Delta', lang_ids: [99] });
    expect(unknown.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['lang_ids']);
  });

  it('answers 403 to a user (spec 1 §6)', async () => {
    const before = await countAccounts();
    expect((await add({ name: 'Delta', lang_ids: [1] }, w.tokens.userA)).statusCode).toBe(403);
    expect(await countAccounts()).toBe(before);
  });
});

describe('edit account (spec 1 §5 add or edit account, §7 PUT accounts/{id})', () => {
  it('renames the account and replaces its languages', async () => {
    const { id } = (await add({ name: 'Epszilon', lang_ids: [1] })).json();
    const res = await update(id, { name: 'Epszilon Zrt.', lang_ids: [2] });
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await list()).find((a) => a.id === id)).toMatchObject({
      name: 'Epszilon Zrt.',
      languages: [{ id: 2, name: 'English' }],
    });
  });

  it('refuses a missing name or language and changes nothing', async () => {
    const { id } = (await add({ name: 'Zéta', lang_ids: [1, 2] })).json();
    const before = (await list()).find((a) => a.id === id);
    for (const payload of [
      { name: '', lang_ids: [1] },
      { name: 'Zéta 2', lang_ids: [] },
      { name: 'Zéta 2', lang_ids: [2, 99] },
    ]) {
      const res = await update(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-failed');
    }
    expect((await list()).find((a) => a.id === id)).toEqual(before);
  });

  it('answers not-found for a missing account', async () => {
    const res = await update(999_999, { name: 'X', lang_ids: [1] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
  });

  it('answers 403 to a user (spec 1 §6)', async () => {
    expect((await update(w.accountA.id, { name: 'Hacked', lang_ids: [1] }, w.tokens.userA)).statusCode).toBe(
      403,
    );
    expect((await list()).find((a) => a.id === w.accountA.id)?.name).toBe('Alfa Kft.');
  });
});

describe('an account\'s own minimum group size k (graphs.md "Privacy": 3–10, never below the server\'s)', () => {
  const kOf = async (id: number) => (await list()).find((a) => a.id === id)?.min_group_size;
  const fieldsOf = (res: Awaited<ReturnType<typeof add>>) =>
    res.json().error.fields.map((f: { path: string }) => f.path);

  it("GET accounts answers each account's k (null: the server's) and the server's MIN_GROUP_SIZE", async () => {
    const res = await t.call({ method: 'GET', url: '/api/accounts', token: w.tokens.admin });
    expect(res.json().server_min_group_size).toBe(5);
    expect(res.json().accounts.find((a: Account) => a.id === w.accountA.id).min_group_size).toBeNull();
  });

  it('is set on add and on edit, from the server minimum up to 10, and null gives the server value back', async () => {
    const { id } = (await add({ name: 'Kappa Kft.', lang_ids: [1], min_group_size: 7 })).json();
    expect(await kOf(id)).toBe(7);
    for (const k of [5, 10, null]) {
      expect((await update(id, { name: 'Kappa Kft.', lang_ids: [1], min_group_size: k })).json()).toEqual({
        status: 'ok',
      });
      expect(await kOf(id)).toBe(k);
    }
  });

  it('an edit without min_group_size keeps the k; an add without it gets null (the server value)', async () => {
    const { id } = (await add({ name: 'Lambda Kft.', lang_ids: [1], min_group_size: 6 })).json();
    await update(id, { name: 'Lambda Zrt.', lang_ids: [1] });
    expect(await kOf(id)).toBe(6);
    const other = (await add({ name: 'Mű Bt.', lang_ids: [1] })).json();
    expect(await kOf(other.id)).toBeNull();
  });

  it("a k below the server's MIN_GROUP_SIZE is 400 min-group-size-below-server on min_group_size; nothing changes", async () => {
    const { id } = (await add({ name: 'Nű Kft.', lang_ids: [1], min_group_size: 8 })).json();
    const before = await countAccounts();
    for (const k of [3, 4]) {
      const res = await update(id, { name: 'Nű Zrt.', lang_ids: [2], min_group_size: k });
      expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
        status: 400,
        code: 'min-group-size-below-server',
      });
      expect(res.json().error.server_min_group_size).toBe(5);
      expect(fieldsOf(res)).toEqual(['min_group_size']);
      const created = await add({ name: 'Xi Kft.', lang_ids: [1], min_group_size: k });
      expect(created.json().error.code).toBe('min-group-size-below-server');
    }
    expect(await countAccounts()).toBe(before);
    expect((await list()).find((a) => a.id === id)).toMatchObject({ name: 'Nű Kft.', min_group_size: 8 });
  });

  it('a k outside 3–10 is 400 min-group-size-out-of-range, a non-integer validation-failed; nothing changes', async () => {
    const { id } = (await add({ name: 'Omikron Kft.', lang_ids: [1] })).json();
    const before = await countAccounts();
    for (const k of [0, 2, 11, -5, 100]) {
      const res = await update(id, { name: 'Omikron Kft.', lang_ids: [1], min_group_size: k });
      expect({ k, status: res.statusCode, code: res.json().error.code }).toEqual({
        k,
        status: 400,
        code: 'min-group-size-out-of-range',
      });
      expect(fieldsOf(res)).toEqual(['min_group_size']);
      expect((await add({ name: 'Pí Kft.', lang_ids: [1], min_group_size: k })).statusCode).toBe(400);
    }
    for (const k of [5.5, '6', true]) {
      const res = await update(id, { name: 'Omikron Kft.', lang_ids: [1], min_group_size: k });
      expect({ status: res.statusCode, code: res.json().error.code }).toEqual({
        status: 400,
        code: 'validation-failed',
      });
      expect(fieldsOf(res)).toEqual(['min_group_size']);
    }
    expect(await countAccounts()).toBe(before);
    expect(await kOf(id)).toBeNull();
  });

  it("users and demo users of the account and another tenant's users can neither read nor set it: 403", async () => {
    await update(w.accountA.id, { name: 'Alfa Kft.', lang_ids: [1, 2], min_group_size: 6 });
    for (const token of [w.tokens.userA, w.tokens.demoA, w.tokens.userB]) {
      expect((await t.call({ method: 'GET', url: '/api/accounts', token })).statusCode).toBe(403);
      const res = await update(
        w.accountA.id,
        { name: 'Alfa Kft.', lang_ids: [1, 2], min_group_size: 10 },
        token,
      );
      expect(res.statusCode).toBe(403);
      expect((await add({ name: 'Rhó Kft.', lang_ids: [1], min_group_size: 10 }, token)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await t.call({ method: 'PUT', url: `/api/accounts/${w.accountA.id}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await kOf(w.accountA.id)).toBe(6);
    await update(w.accountA.id, { name: 'Alfa Kft.', lang_ids: [1, 2], min_group_size: null });
  });

  it('answers not-found for setting the k of a missing account', async () => {
    const res = await update(999_999, { name: 'X', lang_ids: [1], min_group_size: 6 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not-found' } });
  });

  it("admins are global (spec 1 §6): an admin whose session is another tenant's reads and sets the same k", async () => {
    const { id } = (await add({ name: 'Szigma Kft.', lang_ids: [1], min_group_size: 9 })).json();
    const asB = await t.call({ method: 'GET', url: '/api/accounts', token: w.tokens.adminB });
    expect(asB.json().accounts.find((a: Account) => a.id === id).min_group_size).toBe(9);
    expect(
      (await update(id, { name: 'Szigma Kft.', lang_ids: [1], min_group_size: 6 }, w.tokens.adminB))
        .statusCode,
    ).toBe(200);
    expect(await kOf(id)).toBe(6);
  });
});

describe('disable or enable an account (spec 1 §4 account states, §7 POST accounts/{id}/set-enabled)', () => {
  /** Whether a token still opens the API: the keep-alive call every logged-in person makes (spec 1 §4). */
  const pings = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/ping', token })).statusCode === 200;

  it("disables the account, after which its users' tokens are refused; enabling lets them sign in again", async () => {
    const { id } = (await add({ name: 'Éta', lang_ids: [1] })).json();
    const user = await createUser(t, 'user', id);
    const token = await tokenFor(t, user.id);
    expect(await pings(token)).toBe(true);

    expect((await setEnabled(id, false)).json()).toEqual({ status: 'ok' });
    expect((await list()).find((a) => a.id === id)?.is_disabled).toBe(true);
    expect(await pings(token)).toBe(false);
    expect((await t.call({ method: 'GET', url: '/api/ping', token })).json()).toEqual({
      error: { code: 'unauthorized' },
    });

    expect((await setEnabled(id, true)).json()).toEqual({ status: 'ok' });
    expect((await list()).find((a) => a.id === id)?.is_disabled).toBe(false);
    // the old token stays dead (docs/sessions.md); a new sign-in works
    expect(await pings(token)).toBe(false);
    expect(await pings(await tokenFor(t, user.id))).toBe(true);
  });

  it("does not touch other accounts' users nor the admins working in it", async () => {
    const { id } = (await add({ name: 'Théta', lang_ids: [1] })).json();
    await setEnabled(id, false);
    expect(await pings(w.tokens.userA)).toBe(true);
    expect(await pings(w.tokens.admin)).toBe(true);
    await setEnabled(id, true);
  });

  it('answers not-found for a missing account and 403 to a user (spec 1 §6)', async () => {
    expect((await setEnabled(999_999, false)).statusCode).toBe(404);
    expect((await setEnabled(w.accountA.id, false, w.tokens.userA)).statusCode).toBe(403);
    expect((await list()).find((a) => a.id === w.accountA.id)?.is_disabled).toBe(false);
  });
});

describe('languages (spec 1 §3 language, §7 GET languages)', () => {
  it('answers every language with id, code and name, Hungarian first', async () => {
    const res = await t.call({ method: 'GET', url: '/api/languages', token: w.tokens.admin });
    expect(res.json()).toEqual({
      languages: [
        { id: 1, code: 'hu', name: 'Magyar' },
        { id: 2, code: 'en', name: 'English' },
      ],
    });
  });

  it('answers 403 to a user (spec 1 §6)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/languages', token: w.tokens.userA })).statusCode).toBe(
      403,
    );
  });
});

describe('an account\'s time zone (docs/reports.md "Time zone")', () => {
  const timeZoneOf = async (id: number) => (await list()).find((a) => a.id === id)?.time_zone;

  it('a new account prints in Europe/Budapest; an admin sets another IANA zone on add and on edit', async () => {
    const plain = (await add({ name: 'Tau Kft.', lang_ids: [1] })).json();
    expect(await timeZoneOf(plain.id)).toBe('Europe/Budapest');
    const zoned = (await add({ name: 'Ypszilon Kft.', lang_ids: [1], time_zone: 'America/New_York' })).json();
    expect(await timeZoneOf(zoned.id)).toBe('America/New_York');
    expect(
      (await update(plain.id, { name: 'Tau Kft.', lang_ids: [1], time_zone: 'Asia/Kathmandu' })).statusCode,
    ).toBe(200);
    expect(await timeZoneOf(plain.id)).toBe('Asia/Kathmandu');
    // left out, the zone stays as it is
    expect((await update(plain.id, { name: 'Tau Zrt.', lang_ids: [1] })).statusCode).toBe(200);
    expect(await timeZoneOf(plain.id)).toBe('Asia/Kathmandu');
  });

  it('a name that is no IANA zone is 400 time-zone-unknown on time_zone; nothing changes', async () => {
    const { id } = (await add({ name: 'Fí Kft.', lang_ids: [1], time_zone: 'Europe/Vienna' })).json();
    const before = await countAccounts();
    for (const zone of ['Mars/Olympus', '+01:00', 'CET; drop table accounts', 'Budapest']) {
      const res = await update(id, { name: 'Fí Zrt.', lang_ids: [2], time_zone: zone });
      expect({ zone, status: res.statusCode, code: res.json().error.code }).toEqual({
        zone,
        status: 400,
        code: 'time-zone-unknown',
      });
      expect(res.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['time_zone']);
      expect((await add({ name: 'Khí Kft.', lang_ids: [1], time_zone: zone })).json().error.code).toBe(
        'time-zone-unknown',
      );
    }
    expect((await update(id, { name: 'Fí Zrt.', lang_ids: [1], time_zone: '' })).statusCode).toBe(400);
    expect(await countAccounts()).toBe(before);
    expect((await list()).find((a) => a.id === id)).toMatchObject({
      name: 'Fí Kft.',
      time_zone: 'Europe/Vienna',
    });
  });

  it("the account's own users, its demo user and another account's user cannot change it: 403, the zone stays", async () => {
    const payload = { name: 'Alfa Kft.', lang_ids: [1, 2], time_zone: 'Pacific/Auckland' };
    for (const token of [w.tokens.userA, w.tokens.demoA, w.tokens.userB]) {
      expect((await update(w.accountA.id, payload, token)).statusCode).toBe(403);
    }
    expect(await timeZoneOf(w.accountA.id)).toBe('Europe/Budapest');
  });
});
