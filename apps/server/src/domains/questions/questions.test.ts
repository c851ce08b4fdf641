import { TOPIC_COLOR_NAMES } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { createUser, tokenFor, bootTenantsApp } from '../../test/fixtures';
import {
  insertProviderSurvey,
  insertSurveyDate,
  insertWorkerGroup,
} from '../demographies/survey-config.fixtures';

const { t, world: w } = await bootTenantsApp();

async function setup(fields: { published?: boolean; answerCount?: number } = {}) {
  const date = await insertSurveyDate(t, w.accountA.id, fields);
  const group = await insertWorkerGroup(t, w.accountA.id);
  return { date, group, url: `/api/survey-dates/${date.id}/worker-group/${group.id}/question-groups` };
}

const get = async (url: string, token = w.tokens.admin) => t.call({ method: 'GET', url, token });
const save = (question_groups: unknown[], token = w.tokens.admin) =>
  t.call({ method: 'PUT', url: '/api/question-groups', payload: { question_groups }, token });

describe('default topics (spec 2 §4, §9)', () => {
  it('creates a commitment topic and an empty topic, both in the index, once', async () => {
    const { date, group, url } = await setup();
    const first = (await get(url)).json().question_groups;
    expect(first).toEqual([
      {
        id: expect.any(Number),
        survey_date_id: date.id,
        worker_group_id: group.id,
        name: 'Elkötelezettség',
        is_commitment: true,
        is_calculated_in_index: true,
        bg_color: null,
        questions: [],
      },
      expect.objectContaining({
        name: '',
        is_commitment: false,
        is_calculated_in_index: true,
        questions: [],
      }),
    ]);
    expect((await get(url)).json().question_groups).toEqual(first);
  });

  it('names the commitment topic in the caller’s language', async () => {
    const english = await createUser(t, 'admin', w.accountA.id, { languageId: 2 });
    const { url } = await setup();
    const [commitment] = (await get(url, await tokenFor(t, english.id))).json().question_groups;
    expect(commitment.name).toBe('Engagement');
  });

  it("answers 404 for another tenant's worker group and for users on unpublished dates (spec 2 §6)", async () => {
    const { date, url } = await setup();
    const foreign = await insertWorkerGroup(t, w.accountB.id);
    expect(
      (await get(`/api/survey-dates/${date.id}/worker-group/${foreign.id}/question-groups`)).statusCode,
    ).toBe(404);
    expect((await get(url, w.tokens.userA)).statusCode).toBe(404);
    const published = await setup({ published: true });
    expect((await get(published.url, w.tokens.demoA)).statusCode).toBe(200);
  });
});

describe('topics save (spec 2 §4, §5, §7)', () => {
  it('stores topics in order, keeps ids, moves questions and drops topics without questions', async () => {
    const { url } = await setup();
    const [commitment, empty] = (await get(url)).json().question_groups;
    const res = await save([
      { ...commitment, questions: [{ code: '420002:440001', name: 'Proud' }] },
      { ...empty, name: 'Team', bg_color: 'mint_green', questions: [{ code: '420001', name: 'Site' }] },
      { ...empty, id: undefined, name: 'Dropped', questions: [] },
    ]);
    expect(res.json()).toEqual({ status: 'ok' });
    const saved = (await get(url)).json().question_groups;
    expect(saved.map((g: { id: number; name: string }) => [g.id, g.name])).toEqual([
      [commitment.id, 'Elkötelezettség'],
      [empty.id, 'Team'],
    ]);
    expect(saved[1]).toMatchObject({ bg_color: 'mint_green', questions: [{ code: '420001', name: 'Site' }] });
    // the Team question moves into a new topic; the emptied Team topic is dropped
    const moved = saved[1].questions[0];
    await save([
      saved[0],
      { ...saved[1], questions: [] },
      { ...saved[1], id: undefined, name: 'New', questions: [moved] },
    ]);
    const after = (await get(url)).json().question_groups;
    expect(after.map((g: { name: string }) => g.name)).toEqual(['Elkötelezettség', 'New']);
    expect(after[1].questions).toEqual([moved]);
  });

  it('accepts each of the 11 background colours and none, and refuses others (spec 2 §3)', async () => {
    const { url } = await setup();
    const [commitment] = (await get(url)).json().question_groups;
    const q = [{ code: 'c', name: 'n' }];
    for (const bg_color of [...TOPIC_COLOR_NAMES, null]) {
      const res = await save([{ ...commitment, bg_color, questions: q }]);
      expect(res.statusCode).toBe(200);
    }
    expect(TOPIC_COLOR_NAMES).toHaveLength(11);
    expect((await save([{ ...commitment, bg_color: 'pink', questions: q }])).statusCode).toBe(400);
  });

  it('requires topic names and question codes and names, and own ids (spec 2 §5)', async () => {
    const { url } = await setup();
    const other = await setup();
    const [commitment] = (await get(url)).json().question_groups;
    const [foreignTopic] = (await get(other.url)).json().question_groups;
    const q = { code: 'c', name: 'n' };
    for (const topic of [
      { ...commitment, name: ' ', questions: [q] },
      { ...commitment, questions: [{ code: '', name: 'n' }] },
      { ...commitment, questions: [{ code: 'c', name: '' }] },
      { ...commitment, id: foreignTopic.id, questions: [q] },
      { ...commitment, questions: [{ ...q, id: 999999 }] },
    ]) {
      expect((await save([topic])).json().error.code).toBe('validation-failed');
    }
    expect((await get(url)).json().question_groups[0].questions).toEqual([]);
  });

  it("refuses another tenant's date or worker group with 404, and users with 403", async () => {
    const { url } = await setup();
    const [commitment] = (await get(url)).json().question_groups;
    const topic = { ...commitment, questions: [{ code: 'c', name: 'n' }] };
    expect((await save([topic], w.tokens.adminB)).json()).toEqual({ error: { code: 'not-found' } });
    const foreign = await insertWorkerGroup(t, w.accountB.id);
    expect((await save([{ ...topic, id: undefined, worker_group_id: foreign.id }])).statusCode).toBe(404);
    expect((await save([topic], w.tokens.userA)).statusCode).toBe(403);
  });
});

describe('editing lock on topics (spec 2 §4)', () => {
  it('refuses a save once the date has responses', async () => {
    const { date, group } = await setup({ answerCount: 1 });
    const res = await save([
      {
        survey_date_id: date.id,
        worker_group_id: group.id,
        name: 'T',
        is_commitment: false,
        is_calculated_in_index: true,
        bg_color: null,
        questions: [{ code: 'c', name: 'n' }],
      },
    ]);
    expect(res.json()).toEqual({ error: { code: 'editing-locked' } });
  });
});

describe('provider survey items (spec 2 §7 sm-surveys/{id}/questions)', () => {
  it("lists the items of the session account's stored survey details", async () => {
    const details = {
      pages: [
        {
          questions: [
            { id: '1', family: 'single_choice', subtype: 'vertical', headings: [{ heading: 'Q1' }] },
            {
              id: '2',
              family: 'matrix',
              subtype: 'rating',
              headings: [{ heading: 'Grid' }],
              answers: { rows: [{ id: '9', text: 'Row' }] },
            },
          ],
        },
      ],
    };
    const survey = await insertProviderSurvey(t, w.accountA.id, { details });
    const url = `/api/sm-surveys/${survey.sm_survey_id}/questions`;
    expect((await get(url)).json()).toEqual({
      sm_questions: [
        { id: '1', title: 'Q1' },
        { id: '2:9', title: 'Row' },
      ],
    });
    expect((await get(url, w.tokens.adminB)).statusCode).toBe(404);
    expect((await get(url, w.tokens.userA)).statusCode).toBe(403);
    const bare = await insertProviderSurvey(t, w.accountA.id);
    expect((await get(`/api/sm-surveys/${bare.sm_survey_id}/questions`)).json()).toEqual({
      sm_questions: [],
    });
  });
});
