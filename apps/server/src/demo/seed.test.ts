import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { DEMO_LOGINS, DEMO_SCOPED_LOGINS, DEMO_SURVEY_MONTHS, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('npm start demo tenant', () => {
  it('seeds a company with two worker groups, three survey dates and three logins once', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    expect(await seedDemo(t.database.db)).toBe(false);
    const db = t.database.db;
    expect(await db.selectFrom('accounts').select('name').execute()).toHaveLength(1);
    expect(await db.selectFrom('worker_groups').select('id').execute()).toHaveLength(2);
    const dates = await db
      .selectFrom('survey_dates')
      .select(['date', 'enabled_for_users'])
      .orderBy('date')
      .execute();
    expect(dates.map((d) => d.date)).toEqual([...DEMO_SURVEY_MONTHS]);
    const users = await db
      .selectFrom('users')
      .select(['email', 'role_id', 'account_id'])
      .where(
        'email',
        'in',
        DEMO_LOGINS.map((l) => l.email),
      )
      .orderBy('role_id')
      .execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_LOGINS.map((l) => l.email));
    // the admin works across accounts; the user and the demo user belong to the demo company
    expect(users.map((u) => u.account_id === null)).toEqual([true, false, false]);
  });

  it('seeds the scoped viewers (docs/privacy.md "Rule 10"): a unit manager, a site manager of two sites, an HR partner', async () => {
    const db = t.database.db;
    const rows = await db
      .selectFrom('user_scopes')
      .innerJoin('users', 'users.id', 'user_scopes.user_id')
      .select(['users.email', 'users.role_id', 'user_scopes.scope'])
      .orderBy('users.id')
      .execute();
    expect(rows.map((r) => r.email)).toEqual(DEMO_SCOPED_LOGINS.map((l) => l.email));
    expect(rows.every((r) => r.role_id === 2)).toBe(true);
    const groups = await db.selectFrom('worker_groups').select('id').orderBy('id').execute();
    expect(rows.map((r) => JSON.parse(r.scope))).toEqual([
      { worker_group_ids: [groups[1]!.id], demographies: [{ code: 'telephely', answers: ['Győr'] }] },
      { worker_group_ids: [], demographies: [{ code: 'telephely', answers: ['Szeged', 'Pécs'] }] },
      { worker_group_ids: [groups[0]!.id], demographies: [] },
    ]);
  });
});
