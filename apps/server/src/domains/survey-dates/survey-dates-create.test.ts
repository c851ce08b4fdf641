import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  createApiKey,
  createLoneTenant,
  createProviderSurvey,
  createWorkerGroup,
} from './survey-dates.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A tenant with an API key, two provider surveys of it, a survey of a second key and two groups. */
async function setup() {
  const lone = await createLoneTenant(t);
  const accountId = lone.account.id;
  const key = await createApiKey(t, accountId, 'Fő kulcs');
  const otherKey = await createApiKey(t, accountId, 'Másik kulcs');
  const s1 = await createProviderSurvey(t, accountId, key.id, { providerId: '5001', title: 'Fizikai' });
  const s2 = await createProviderSurvey(t, accountId, key.id, { providerId: '5002', title: 'Szellemi' });
  const foreignSurvey = await createProviderSurvey(t, accountId, otherKey.id, { providerId: '6001' });
  const g1 = await createWorkerGroup(t, accountId, 'Fizikai dolgozók');
  const g2 = await createWorkerGroup(t, accountId, 'Szellemi dolgozók');
  return { ...lone, accountId, key, otherKey, s1, s2, foreignSurvey, g1, g2 };
}

type Setup = Awaited<ReturnType<typeof setup>>;

const validBody = (s: Setup, date = '2031-05-01') => ({
  date,
  sm_api_key: s.key.id,
  sm_surveys: [
    { sm_survey_id: s.s1.sm_survey_id, worker_group_id: s.g1.id },
    { sm_survey_id: s.s2.sm_survey_id, worker_group_id: s.g2.id },
  ],
});

const create = (token: string, payload: unknown) =>
  t.call({ method: 'POST', url: '/api/survey-dates', payload: payload as object, token });
const datesOf = (accountId: number) =>
  t.database.db.selectFrom('survey_dates').selectAll().where('account_id', '=', accountId).execute();

async function expectRefused(s: Setup, payload: unknown, status: number, code: string) {
  const res = await create(s.tokens.admin, payload);
  expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({ status, code });
  expect(await datesOf(s.accountId)).toEqual([]);
  return res.json();
}

describe('survey date add (spec 1 §5, §7)', () => {
  it('creates an unpublished date with its API key and one survey per worker group', async () => {
    const s = await setup();
    const res = await create(s.tokens.admin, validBody(s));
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    expect(res.json()).toEqual({ status: 'ok', id: expect.any(Number) });
    const listed = await t.call({ method: 'GET', url: '/api/survey-dates?all=true', token: s.tokens.admin });
    expect(listed.json()).toEqual({
      survey_dates: [
        {
          id,
          date: '2031-05-01',
          enabled_for_users: false,
          is_refresh_enabled: false,
          answer_count: 0,
          sm_api_key_id: s.key.id,
          sm_surveys: [
            { sm_survey_id: '5001', worker_group_id: s.g1.id, respondent_count: 0 },
            { sm_survey_id: '5002', worker_group_id: s.g2.id, respondent_count: 0 },
          ],
        },
      ],
    });
  });

  it('accepts one worker group out of several, and one survey shared by two groups', async () => {
    const s = await setup();
    expect(
      (await create(s.tokens.admin, { ...validBody(s), sm_surveys: validBody(s).sm_surveys.slice(1) }))
        .statusCode,
    ).toBe(200);
    const shared = {
      date: '2031-06-01',
      sm_api_key: s.key.id,
      sm_surveys: [
        { sm_survey_id: '5001', worker_group_id: s.g1.id },
        { sm_survey_id: '5001', worker_group_id: s.g2.id },
      ],
    };
    expect((await create(s.tokens.admin, shared)).statusCode).toBe(200);
  });

  it('requires the date as the first day of a month (yyyy-MM-dd)', async () => {
    const s = await setup();
    for (const date of ['2031-05-02', '2031-13-01', '2031-5-1', '05/01/2031', '']) {
      await expectRefused(s, validBody(s, date), 400, 'validation-failed');
    }
  });

  it('requires the API key', async () => {
    const s = await setup();
    const { sm_api_key: _key, ...body } = validBody(s);
    await expectRefused(s, body, 400, 'validation-failed');
  });

  it('requires at least one worker group with a survey', async () => {
    const s = await setup();
    await expectRefused(s, { ...validBody(s), sm_surveys: [] }, 400, 'validation-failed');
    await expectRefused(s, { date: '2031-05-01', sm_api_key: s.key.id }, 400, 'validation-failed');
  });

  it("refuses each worker group's survey that does not come from the chosen API key", async () => {
    const s = await setup();
    const body = validBody(s);
    const payload = {
      ...body,
      sm_surveys: [
        body.sm_surveys[0],
        { sm_survey_id: s.foreignSurvey.sm_survey_id, worker_group_id: s.g2.id },
      ],
    };
    const answer = await expectRefused(s, payload, 400, 'validation-failed');
    expect(answer.error.fields).toEqual([{ path: 'sm_surveys.1.sm_survey_id', message: expect.any(String) }]);
    // a provider id no key of the account has
    await expectRefused(
      s,
      { ...body, sm_surveys: [{ sm_survey_id: '999999', worker_group_id: s.g1.id }] },
      400,
      'validation-failed',
    );
  });

  it('gives each worker group one survey only', async () => {
    const s = await setup();
    const payload = {
      ...validBody(s),
      sm_surveys: [
        { sm_survey_id: '5001', worker_group_id: s.g1.id },
        { sm_survey_id: '5002', worker_group_id: s.g1.id },
      ],
    };
    const answer = await expectRefused(s, payload, 400, 'validation-failed');
    expect(answer.error.fields).toEqual([
      { path: 'sm_surveys.1.worker_group_id', message: expect.any(String) },
    ]);
  });

  it('allows one date per month per account: survey-date-exists', async () => {
    const s = await setup();
    const other = await setup();
    expect((await create(s.tokens.admin, validBody(s, '2032-02-01'))).statusCode).toBe(200);
    const again = await create(s.tokens.admin, validBody(s, '2032-02-01'));
    expect({ status: again.statusCode, code: again.json().error.code }).toEqual({
      status: 409,
      code: 'survey-date-exists',
    });
    expect(await datesOf(s.accountId)).toHaveLength(1);
    expect((await create(s.tokens.admin, validBody(s, '2032-03-01'))).statusCode).toBe(200);
    expect((await create(other.tokens.admin, validBody(other, '2032-02-01'))).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous adds of the same month through', async () => {
    const s = await setup();
    const answers = await Promise.all([
      create(s.tokens.admin, validBody(s, '2033-01-01')),
      create(s.tokens.admin, validBody(s, '2033-01-01')),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await datesOf(s.accountId)).toHaveLength(1);
  });
});

describe("survey date add with another tenant's ids (spec 1 §6)", () => {
  it("answers not-found for another account's API key", async () => {
    const s = await setup();
    const other = await setup();
    await expectRefused(s, { ...validBody(s), sm_api_key: other.key.id }, 404, 'not-found');
    await expectRefused(s, { ...validBody(s), sm_api_key: 987654 }, 404, 'not-found');
  });

  it("answers not-found for another account's worker group", async () => {
    const s = await setup();
    const other = await setup();
    const payload = { ...validBody(s), sm_surveys: [{ sm_survey_id: '5001', worker_group_id: other.g1.id }] };
    await expectRefused(s, payload, 404, 'not-found');
    await expectRefused(
      s,
      { ...validBody(s), sm_surveys: [{ sm_survey_id: '5001', worker_group_id: 987654 }] },
      404,
      'not-found',
    );
  });

  it('is for admins: a user gets 403 (spec 1 §6)', async () => {
    const s = await setup();
    await expectRefused(
      { ...s, tokens: { ...s.tokens, admin: s.tokens.user } },
      validBody(s),
      403,
      'forbidden',
    );
  });
});
