import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import {
  insertDemography,
  insertProviderCollector,
  insertProviderSurvey,
  insertWorkerGroup,
  insertProviderDate,
} from '../demographies/survey-config.fixtures';

const { t, world: w } = await bootTenantsApp();

/** A date with one provider survey (collectors 460001, 460002) for a worker group and a collector demography. */
async function setup(answerCount = 0) {
  const { date, office } = await insertProviderDate(
    t,
    w.accountA.id,
    [
      ['460001', 'Web Link 1'],
      ['460002', 'Email'],
    ],
    {
      answerCount,
    },
  );
  const site = await insertDemography(t, w.accountA.id, date.id, {
    type: 'collector',
    answers: ['North', 'South'],
  });
  return { date, office, site };
}

const collectorsOf = async (dateId: number) =>
  (
    await t.call({ method: 'GET', url: `/api/survey-dates/${dateId}/collectors`, token: w.tokens.admin })
  ).json().collectors;

describe('provider collectors of a date (spec 2 §7 sm-collectors)', () => {
  it("lists the collectors of the date's provider surveys only", async () => {
    const { date } = await setup();
    await insertProviderSurvey(t, w.accountA.id).then((s) =>
      insertProviderCollector(t, w.accountA.id, s.id, '999'),
    );
    const res = await t.call({
      method: 'GET',
      url: `/api/survey-dates/${date.id}/sm-collectors`,
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({
      sm_collectors: [
        { id: '460001', title: 'Web Link 1' },
        { id: '460002', title: 'Email' },
      ],
    });
    const other = await t.call({
      method: 'GET',
      url: `/api/survey-dates/${date.id}/sm-collectors`,
      token: w.tokens.adminB,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('collectors save all (spec 2 §5, §7)', () => {
  it('replaces the list, keeping the ids of collectors sent with their id', async () => {
    const { date, office, site } = await setup();
    const url = `/api/survey-dates/${date.id}/collectors`;
    const first = {
      sm_collector_id: '460001',
      worker_group_id: office.id,
      headcount: 10,
      demographies: [{ demography_id: site.id, demography_answer_id: site.answers[0]?.id }],
    };
    await t.call({
      method: 'PUT',
      url,
      payload: { collectors: [first, { ...first, sm_collector_id: '460002', demographies: [] }] },
      token: w.tokens.admin,
    });
    const stored = await collectorsOf(date.id);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ ...first, account_id: w.accountA.id, survey_date_id: date.id });
    const keep = stored[0];
    const res = await t.call({
      method: 'PUT',
      url,
      payload: { collectors: [{ ...first, id: keep.id, headcount: 4 }] },
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
    const after = await collectorsOf(date.id);
    expect(after).toEqual([{ ...keep, headcount: 4 }]);
  });

  it('refuses a missing headcount, a foreign worker group, a survey-type demography and a wrong answer', async () => {
    const { date, office, site } = await setup();
    const survey = await insertDemography(t, w.accountA.id, date.id, { type: 'survey' });
    const foreignGroup = await insertWorkerGroup(t, w.accountB.id);
    const base = { sm_collector_id: '460001', worker_group_id: office.id, headcount: 1, demographies: [] };
    const bad = [
      { ...base, headcount: undefined },
      { ...base, headcount: -1 },
      { ...base, worker_group_id: foreignGroup.id },
      { ...base, demographies: [{ demography_id: survey.id, demography_answer_id: survey.answers[0]?.id }] },
      { ...base, demographies: [{ demography_id: site.id, demography_answer_id: survey.answers[0]?.id }] },
      { ...base, id: 999999 },
    ];
    for (const collector of bad) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/survey-dates/${date.id}/collectors`,
        payload: { collectors: [collector] },
        token: w.tokens.admin,
      });
      expect(res.json().error.code).toBe('validation-failed');
    }
    const twice = await t.call({
      method: 'PUT',
      url: `/api/survey-dates/${date.id}/collectors`,
      payload: { collectors: [base, base] },
      token: w.tokens.admin,
    });
    expect(twice.json().error.code).toBe('validation-failed');
    expect(await collectorsOf(date.id)).toEqual([]);
  });

  it("refuses a provider collector id the date's surveys do not have, as the xlsx upload does", async () => {
    const { date, office } = await setup();
    // a collector of another provider survey of the account, and one nobody has
    await insertProviderSurvey(t, w.accountA.id).then((s) =>
      insertProviderCollector(t, w.accountA.id, s.id, '470001'),
    );
    for (const sm_collector_id of ['470001', '123']) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/survey-dates/${date.id}/collectors`,
        payload: {
          collectors: [
            { sm_collector_id: '460001', worker_group_id: office.id, headcount: 3, demographies: [] },
            { sm_collector_id, worker_group_id: office.id, headcount: 3, demographies: [] },
          ],
        },
        token: w.tokens.admin,
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: {
          error: {
            code: 'validation-failed',
            fields: [{ path: 'collectors.1.sm_collector_id', message: 'Unknown provider collector' }],
          },
        },
      });
    }
    expect(await collectorsOf(date.id)).toEqual([]);
  });
});

describe('editing lock on collectors (spec 2 §4)', () => {
  it('refuses save and upload once the date has responses', async () => {
    const { date } = await setup(5);
    const save = await t.call({
      method: 'PUT',
      url: `/api/survey-dates/${date.id}/collectors`,
      payload: { collectors: [] },
      token: w.tokens.admin,
    });
    expect(save.json()).toEqual({ error: { code: 'editing-locked' } });
    const upload = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/collectors-xlsx`,
      payload: { file: 'data:application/octet-stream;base64,AAAA' },
      token: w.tokens.admin,
    });
    expect(upload.json()).toEqual({ error: { code: 'editing-locked' } });
  });
});

describe('collectors list (spec 2 §7)', () => {
  it('is for admins of the session account', async () => {
    const { date } = await setup();
    expect(
      (await t.call({ method: 'GET', url: `/api/survey-dates/${date.id}/collectors`, token: w.tokens.userA }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/survey-dates/${date.id}/collectors`,
          token: w.tokens.adminB,
        })
      ).statusCode,
    ).toBe(404);
  });
});
