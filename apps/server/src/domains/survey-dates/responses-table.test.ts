import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createAccount } from '../../test/fixtures';
import { createSurveyDate, type FixtureSurveyDate } from './survey-dates.fixtures';

let t: TestApp;
let date: FixtureSurveyDate;
beforeAll(async () => {
  t = await buildTestApp();
  const account = await createAccount(t);
  date = await createSurveyDate(t, account.id);
});
afterAll(() => t.close());

const row = (responseId: string, answers: Record<string, number | string | null>, modified: string) => ({
  account_id: date.accountId,
  survey_date_id: date.id,
  worker_group_id: date.workerGroups[0]?.id ?? 0,
  sm_survey_id: date.surveys[0]?.id ?? 0,
  sm_response_id: responseId,
  sm_collector_id: '900',
  status: 'completed',
  provider_modified_at: modified,
  answers,
});

describe('responses table (migration 0003; import and analytics issues)', () => {
  it('upserts on the provider response id per survey date and keeps answers as jsonb objects', async () => {
    const db = t.database.db;
    const upsert = (r: ReturnType<typeof row>) =>
      db
        .insertInto('responses')
        .values(r)
        .onConflict((oc) =>
          // the key of the rows no staged manual import superseded (migration 0031)
          oc
            .columns(['survey_date_id', 'sm_response_id'])
            .where('superseded_by_batch', 'is', null)
            .doUpdateSet((eb) => ({
              answers: eb.ref('excluded.answers'),
              status: eb.ref('excluded.status'),
              provider_modified_at: eb.ref('excluded.provider_modified_at'),
            })),
        )
        .execute();
    await upsert(row('r1', { '101': 5, '102:7': 2, '103': null }, '2026-01-02T10:00:00Z'));
    await upsert(row('r2', { '101': 6 }, '2026-01-02T11:00:00Z'));
    await upsert(row('r1', { '101': 4, note: 'szöveg' }, '2026-01-03T09:00:00Z'));
    const rows = await db
      .selectFrom('responses')
      .select(['sm_response_id', 'answers', 'provider_modified_at'])
      .where('account_id', '=', date.accountId)
      .where('survey_date_id', '=', date.id)
      .orderBy('sm_response_id')
      .execute();
    expect(rows).toEqual([
      {
        sm_response_id: 'r1',
        answers: { '101': 4, note: 'szöveg' },
        provider_modified_at: new Date('2026-01-03T09:00:00Z'),
      },
      { sm_response_id: 'r2', answers: { '101': 6 }, provider_modified_at: new Date('2026-01-02T11:00:00Z') },
    ]);
    // the high-water mark of an incremental import
    const { rows: mark } = await sql<{ latest: Date }>`
      select max(provider_modified_at) as latest from responses where survey_date_id = ${date.id}`.execute(
      db,
    );
    expect(mark[0]?.latest).toEqual(new Date('2026-01-03T09:00:00Z'));
  });

  it('refuses a second row with the same provider response id in one survey date', async () => {
    const db = t.database.db;
    await db
      .insertInto('responses')
      .values(row('dup', {}, '2026-01-01T00:00:00Z'))
      .execute();
    await expect(
      db
        .insertInto('responses')
        .values(row('dup', {}, '2026-01-01T00:00:00Z'))
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('goes with its survey date (on delete cascade)', async () => {
    const db = t.database.db;
    const other = await createSurveyDate(t, date.accountId);
    await db
      .insertInto('responses')
      .values({
        ...row('c1', {}, '2026-01-01T00:00:00Z'),
        survey_date_id: other.id,
        worker_group_id: other.workerGroups[0]?.id ?? 0,
        sm_survey_id: other.surveys[0]?.id ?? 0,
      })
      .execute();
    await db.deleteFrom('survey_dates').where('id', '=', other.id).execute();
    const left = await db
      .selectFrom('responses')
      .select('id')
      .where('survey_date_id', '=', other.id)
      .execute();
    expect(left).toEqual([]);
  });
});
