import { zScopeImportPreview, zScopeImportResponse } from '@pulzus/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, bootTenantsApp } from '../../../test/fixtures';
import { seedHandCompany } from '../../graphs/graphs-company.fixtures';
import { csvOf, uploadScopes } from './scope-import.fixtures';

// The hand company's latest date at k = 3 (graphs-company.fixtures.ts): Office 6 (Budapest 4, Debrecen 2), Plant 3
// (Budapest 3): Site Debrecen holds 2 (fewer than k), Site Budapest 7 leaves 2 outside (complement fewer than k).
const { t, world: w } = await bootTenantsApp({ MIN_GROUP_SIZE: '3' });
let office: number;

beforeAll(async () => {
  const { newer } = await seedHandCompany(t, w.accountA.id, { minGroupSize: 3 });
  office = newer.ids.workerGroups.get(1)!;
  // the first upload starts the parse worker thread and reads the dates' cubes: not what a test times
  await uploadScopes(t, 'e-mail,scope', { token: w.tokens.admin });
}, 120_000);

const HEADER = ['e-mail', 'name', 'scope'];
let serial = 0;
const fresh = () => `import-${++serial}@example.test`;

const storedScopes = async (...ids: number[]) =>
  t.database.db
    .selectFrom('user_scopes')
    .select(['user_id', 'scope'])
    .where('user_id', 'in', ids)
    .where('account_id', '=', w.accountA.id)
    .execute();
const userByEmail = (email: string) =>
  t.database.db
    .selectFrom('users')
    .select(['id', 'account_id', 'role_id', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
const scopeEvents = (userId: number) =>
  t.database.db
    .selectFrom('audit_events')
    .select(['action', 'detail', 'actor_id', 'account_id'])
    .where('subject_id', '=', userId)
    .where('action', 'in', ['scope-changed', 'user-created'])
    .orderBy('id')
    .execute();

describe('the preview says what each row would change and stores nothing (docs/api.md "Scope import")', () => {
  it('names new users, scopes set, changed, removed and unchanged, with the "fewer than k" warnings of the latest date', async () => {
    const set = await createUser(t, 'user', w.accountA.id);
    const changed = await createUser(t, 'user', w.accountA.id);
    const removed = await createUser(t, 'demo-user', w.accountA.id);
    const same = await createUser(t, 'user', w.accountA.id);
    const scope = { worker_group_ids: [office], demographies: [] };
    for (const person of [changed, removed, same])
      await t.call({
        method: 'PUT',
        url: `/api/users/${person.id}/scope`,
        token: w.tokens.admin,
        payload: { scope },
      });
    const newcomer = fresh();
    const csv = csvOf([
      HEADER,
      [set.email, '', 'Site: Debrecen'],
      [changed.email, '', 'site: BUDAPEST'],
      [removed.email, '', ''],
      [same.email.toUpperCase(), '', 'munkavállalói csoport: office'],
      ['', '', ''],
      [newcomer, 'Új Ember', 'worker group: Office'],
    ]);
    const res = await uploadScopes(t, csv, { token: w.tokens.admin, mode: 'create' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = zScopeImportPreview.parse(res.json());
    expect(preview.row_count).toBe(5);
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((r) => [r.row, r.change, r.new_user, r.warning])).toEqual([
      [2, 'set', false, 'scope-fewer-than-k'],
      [3, 'changed', false, 'scope-complement-fewer-than-k'],
      [4, 'removed', false, null],
      [5, 'unchanged', false, null],
      [7, 'set', true, null],
    ]);
    expect(preview.rows[1]?.after).toEqual({
      worker_group_ids: [],
      demographies: [{ code: 'site', answers: ['Budapest'] }],
    });
    expect(preview).toMatchObject({
      new_user_count: 1,
      warning_count: 2,
      min_group_size: 3,
      latest_date: '2025-03-01',
    });
    expect(await userByEmail(newcomer)).toBeUndefined();
    expect(await storedScopes(set.id)).toEqual([]);
  });

  it('lists each refused cell by row, column and code, and update mode refuses an address no user of the account has', async () => {
    const admin = await createUser(t, 'admin', null);
    const csv = csvOf([
      ['Scope', 'E-mail'],
      ['Site: Budapest', 'not-an-address'],
      ['Region: North', w.userA.email],
      ['Site: Szeged', w.demoA.email],
      ['Site: Budapest; Site: Debrecen', w.userA.email],
      ['worker group: Office; Site: Budapest; Age: Under 30', admin.email],
      ['Office', w.userB.email],
      ['Site: Budapest', fresh()],
    ]);
    const res = await uploadScopes(t, csv, { token: w.tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    const preview = zScopeImportPreview.parse(res.json());
    expect(preview.errors).toEqual([
      { row: 2, column: 'email', code: 'email-invalid' },
      { row: 3, column: 'scope', code: 'scope-unknown-dimension', value: 'Region' },
      { row: 4, column: 'scope', code: 'scope-unknown-value', value: 'Szeged' },
      { row: 5, column: 'email', code: 'email-duplicate' },
      { row: 5, column: 'scope', code: 'scope-repeated-dimension', value: 'Site' },
      { row: 6, column: 'email', code: 'user-is-admin' },
      { row: 6, column: 'scope', code: 'scope-too-many-dimensions' },
      { row: 7, column: 'email', code: 'user-not-found' },
      { row: 7, column: 'scope', code: 'scope-syntax', value: 'Office' },
      { row: 8, column: 'email', code: 'user-not-found' },
    ]);
    expect(preview.error_count).toBe(10);
  });
});

describe('the import applies a file all or nothing, once (docs/api.md "Scope import")', () => {
  it('one bad row refuses the whole file with its errors and changes nothing', async () => {
    const person = await createUser(t, 'user', w.accountA.id);
    const newcomer = fresh();
    const csv = csvOf([
      HEADER,
      [person.email, '', 'Site: Budapest'],
      [newcomer, 'Új Ember', 'Site: Budapest'],
      [w.userA.email, '', 'Site: Atlantis'],
    ]);
    const res = await uploadScopes(t, csv, { token: w.tokens.admin, mode: 'create', apply: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'scope-import-rows-invalid',
      errors: [{ row: 4, column: 'scope', code: 'scope-unknown-value', value: 'Atlantis' }],
      error_count: 1,
    });
    expect(await storedScopes(person.id)).toEqual([]);
    expect(await userByEmail(newcomer)).toBeUndefined();
    expect(await scopeEvents(person.id)).toEqual([]);
  });

  it('creates users and writes scopes, records each in the audit log, and the same file again changes nothing', async () => {
    const person = await createUser(t, 'user', w.accountA.id);
    const newcomer = fresh();
    const csv = csvOf([
      HEADER,
      [person.email, '', 'Site: Budapest, Debrecen'],
      [newcomer, 'Új Ember', 'Site: Budapest'],
    ]);
    const first = await uploadScopes(t, csv, { token: w.tokens.admin, mode: 'create', apply: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(zScopeImportResponse.parse(first.json())).toEqual({
      status: 'ok',
      created_count: 1,
      changed_count: 2,
      unchanged_count: 0,
    });
    const created = await userByEmail(newcomer);
    expect(created).toMatchObject({ account_id: w.accountA.id, role_id: 2, name: 'Új Ember' });
    const scope = {
      worker_group_ids: [],
      demographies: [{ code: 'site', answers: ['Budapest', 'Debrecen'] }],
    };
    expect((await storedScopes(person.id)).map((r) => JSON.parse(r.scope))).toEqual([scope]);
    expect(await scopeEvents(person.id)).toEqual([
      {
        action: 'scope-changed',
        detail: JSON.stringify(scope),
        actor_id: w.admin.id,
        account_id: w.accountA.id,
      },
    ]);
    expect((await scopeEvents(created!.id)).map((e) => e.action)).toEqual(['user-created', 'scope-changed']);
    const again = await uploadScopes(t, csv, { token: w.tokens.admin, mode: 'create', apply: true });
    expect(again.json()).toEqual({ status: 'ok', created_count: 0, changed_count: 0, unchanged_count: 2 });
    expect(await scopeEvents(person.id)).toHaveLength(1);
    const preview = zScopeImportPreview.parse((await uploadScopes(t, csv, { token: w.tokens.admin })).json());
    expect(preview.rows.map((r) => r.change)).toEqual(['unchanged', 'unchanged']);
  });

  it('an empty scope cell removes the scope, keeping the user', async () => {
    const person = await createUser(t, 'user', w.accountA.id);
    await uploadScopes(t, csvOf([HEADER, [person.email, '', 'Site: Budapest']]), {
      token: w.tokens.admin,
      apply: true,
    });
    const res = await uploadScopes(t, csvOf([HEADER, [person.email, '', '']]), {
      token: w.tokens.admin,
      apply: true,
    });
    expect(res.json()).toMatchObject({ changed_count: 1 });
    expect(await storedScopes(person.id)).toEqual([]);
    expect((await scopeEvents(person.id)).at(-1)).toMatchObject({ action: 'scope-changed', detail: null });
  });
});

describe('tenancy: only an admin, only in the session account', () => {
  it('another tenant’s admin changes nothing of this account: its users are unknown there, and cannot be created again', async () => {
    const csv = csvOf([HEADER, [w.userA.email, 'Anna', 'worker group: Office']]);
    const update = zScopeImportPreview.parse((await uploadScopes(t, csv, { token: w.tokens.adminB })).json());
    expect(update.errors).toEqual([
      { row: 2, column: 'email', code: 'user-not-found' },
      { row: 2, column: 'scope', code: 'scope-unknown-value', value: 'Office' },
    ]);
    const create = await uploadScopes(t, csv, { token: w.tokens.adminB, mode: 'create', apply: true });
    expect(create.statusCode).toBe(422);
    expect(create.json().error.errors).toEqual([
      { row: 2, column: 'email', code: 'email-taken' },
      { row: 2, column: 'scope', code: 'scope-unknown-value', value: 'Office' },
    ]);
    expect((await userByEmail(w.userA.email))?.account_id).toBe(w.accountA.id);
  });

  it('a user and a demo user get 403 and nothing is read', async () => {
    for (const token of [w.tokens.userA, w.tokens.demoA]) {
      for (const apply of [false, true]) {
        const res = await uploadScopes(t, csvOf([HEADER, [w.userA.email, '', '']]), { token, apply });
        expect(res.statusCode).toBe(403);
      }
    }
  });
});
