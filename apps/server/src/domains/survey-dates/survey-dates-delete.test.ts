import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { addResponses, createSurveyDate, type FixtureSurveyDate } from './survey-dates.fixtures';

const { t, world } = await bootTenantsApp();

const remove = (id: number, token = world.tokens.admin) =>
  t.call({ method: 'DELETE', url: `/api/survey-dates/${id}`, token });
const removeAnswers = (id: number, token = world.tokens.admin) =>
  t.call({ method: 'DELETE', url: `/api/survey-dates/${id}/answers`, token });
const dateRow = (id: number) =>
  t.database.db.selectFrom('survey_dates').selectAll().where('id', '=', id).executeTakeFirst();
const responseCount = async (id: number) =>
  (await t.database.db.selectFrom('responses').select('id').where('survey_date_id', '=', id).execute())
    .length;
const respondentCounts = async (date: FixtureSurveyDate) =>
  (
    await t.database.db
      .selectFrom('survey_date_surveys')
      .select('respondent_count')
      .where('survey_date_id', '=', date.id)
      .orderBy('worker_group_id')
      .execute()
  ).map((row) => row.respondent_count);

function expectCode(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error: { code } } });
}

describe('survey date delete (spec 1 §4)', () => {
  it('deletes an unpublished date without answers, with its surveys', async () => {
    const date = await createSurveyDate(t, world.accountA.id, { workerGroups: 2 });
    expect((await remove(date.id)).json()).toEqual({ status: 'ok' });
    expect(await dateRow(date.id)).toBeUndefined();
    expect(await respondentCounts(date)).toEqual([]);
  });

  it('refuses a published date: survey-date-published', async () => {
    const date = await createSurveyDate(t, world.accountA.id, { published: true });
    expectCode(await remove(date.id), 409, 'survey-date-published');
    expect(await dateRow(date.id)).toBeDefined();
  });

  it('refuses a date with answers: survey-date-has-answers', async () => {
    const date = await createSurveyDate(t, world.accountA.id);
    await addResponses(t, date, { count: 2 });
    expectCode(await remove(date.id), 409, 'survey-date-has-answers');
    expect(await responseCount(date.id)).toBe(2);
  });

  it("answers not-found for a missing date or another tenant's date", async () => {
    const date = await createSurveyDate(t, world.accountA.id);
    expectCode(await remove(date.id, world.tokens.adminB), 404, 'not-found');
    expectCode(await remove(987654), 404, 'not-found');
    expect(await dateRow(date.id)).toBeDefined();
  });

  it('is for admins: a user gets 403 (spec 1 §6)', async () => {
    const date = await createSurveyDate(t, world.accountA.id);
    expect((await remove(date.id, world.tokens.userA)).statusCode).toBe(403);
    expect(await dateRow(date.id)).toBeDefined();
  });
});

describe('survey date answers delete (spec 1 §4)', () => {
  it('deletes the answers of an unpublished date, zeroes its counts and moves its data version', async () => {
    const date = await createSurveyDate(t, world.accountA.id, { workerGroups: 2 });
    await addResponses(t, date, { count: 3, answers: (i) => ({ '101': (i % 6) + 1 }) });
    await addResponses(t, date, { count: 2, workerGroupId: date.workerGroups[1]?.id });
    const untouched = await createSurveyDate(t, world.accountA.id);
    await addResponses(t, untouched, { count: 4 });
    const before = await dateRow(date.id);
    expect(before).toMatchObject({ answer_count: 5 });
    expect(await respondentCounts(date)).toEqual([3, 2]);

    expect((await removeAnswers(date.id)).json()).toEqual({ status: 'ok' });

    expect(await responseCount(date.id)).toBe(0);
    expect(await respondentCounts(date)).toEqual([0, 0]);
    const after = await dateRow(date.id);
    expect(after).toMatchObject({ answer_count: 0, data_version: (before?.data_version ?? 0) + 1 });
    expect(await responseCount(untouched.id)).toBe(4);
    const count = await t.call({
      method: 'GET',
      url: `/api/survey-dates/${date.id}/response-count`,
      token: world.tokens.admin,
    });
    expect(count.json()).toEqual({ answers_count: 0 });
    // with no answers left, the date itself may go
    expect((await remove(date.id)).statusCode).toBe(200);
  });

  it('refuses a published date: survey-date-published, and keeps every answer', async () => {
    const date = await createSurveyDate(t, world.accountA.id, { published: true });
    await addResponses(t, date, { count: 2 });
    expectCode(await removeAnswers(date.id), 409, 'survey-date-published');
    expect(await responseCount(date.id)).toBe(2);
    expect(await dateRow(date.id)).toMatchObject({ answer_count: 2 });
  });

  it("answers not-found for a missing date or another tenant's date, and keeps its answers", async () => {
    const date = await createSurveyDate(t, world.accountA.id);
    await addResponses(t, date, { count: 1 });
    expectCode(await removeAnswers(date.id, world.tokens.adminB), 404, 'not-found');
    expectCode(await removeAnswers(987654), 404, 'not-found');
    expect(await responseCount(date.id)).toBe(1);
  });

  it('is for admins: a user gets 403 (spec 1 §6)', async () => {
    const date = await createSurveyDate(t, world.accountA.id);
    await addResponses(t, date, { count: 1 });
    expect((await removeAnswers(date.id, world.tokens.userA)).statusCode).toBe(403);
    expect(await responseCount(date.id)).toBe(1);
  });
});
