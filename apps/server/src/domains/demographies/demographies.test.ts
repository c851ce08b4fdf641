import { beforeAll, describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { addResponses, createSurveyDate } from '../survey-dates/survey-dates.fixtures';
import { insertDemography, insertSurveyDate, insertWorkerGroup } from './survey-config.fixtures';

const { t, world: w } = await bootTenantsApp();
let groupA: { id: number };
let groupB: { id: number };

beforeAll(async () => {
  groupA = await insertWorkerGroup(t, w.accountA.id, 'Office');
  groupB = await insertWorkerGroup(t, w.accountB.id, 'Other tenant');
});

const payload = (surveyDateId: number, over: Record<string, unknown> = {}) => ({
  survey_date_id: surveyDateId,
  name: 'Age',
  code: 'age',
  type: 'survey',
  worker_groups: [groupA.id],
  answers: [
    { name: 'Under 30', value: 1 },
    { name: '30 or over', value: 2 },
    { name: 'No answer', value: 9, no_answer: true },
  ],
  ...over,
});

async function list(surveyDateId: number, token = w.tokens.admin) {
  const res = await t.call({ method: 'GET', url: `/api/survey-dates/${surveyDateId}/demographies`, token });
  return res;
}

describe('demography add and list (spec 2 §3, §5, §7)', () => {
  it('creates a demography with ordered answers and worker groups, listed in order', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const res = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/demographies`,
      payload: payload(date.id),
      token: w.tokens.admin,
    });
    expect(res.statusCode).toBe(200);
    const second = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/demographies`,
      payload: payload(date.id, { name: 'Site', code: 'site', type: 'collector', answers: [] }),
      token: w.tokens.admin,
    });
    const { demographies } = (await list(date.id)).json();
    expect(demographies.map((d: { id: number }) => d.id)).toEqual([res.json().id, second.json().id]);
    expect(demographies[0]).toMatchObject({
      name: 'Age',
      code: 'age',
      type: 'survey',
      order: 1,
      worker_groups: [groupA.id],
      answers: [
        { name: 'Under 30', value: 1, no_answer: false },
        { name: '30 or over', value: 2, no_answer: false },
        { name: 'No answer', value: 9, no_answer: true },
      ],
    });
    expect(demographies[1]).toMatchObject({ type: 'collector', order: 2 });
  });

  it('requires name, code, worker groups and numeric answer values (spec 2 §5)', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    for (const over of [
      { name: '  ' },
      { code: '' },
      { worker_groups: [] },
      { type: 'other' },
      { answers: [{ name: 'x', value: 'abc' }] },
      { answers: [{ name: '', value: 1 }] },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: `/api/survey-dates/${date.id}/demographies`,
        payload: payload(date.id, over),
        token: w.tokens.admin,
      });
      expect(res.json().error.code).toBe('validation-failed');
    }
    expect((await list(date.id)).json().demographies).toEqual([]);
  });

  it("refuses another tenant's worker group, a mismatched date and a duplicate code", async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const other = await insertSurveyDate(t, w.accountA.id);
    const url = `/api/survey-dates/${date.id}/demographies`;
    const foreign = await t.call({
      method: 'POST',
      url,
      payload: payload(date.id, { worker_groups: [groupB.id] }),
      token: w.tokens.admin,
    });
    expect(foreign.statusCode).toBe(400);
    const mismatch = await t.call({ method: 'POST', url, payload: payload(other.id), token: w.tokens.admin });
    expect(mismatch.statusCode).toBe(400);
    await t.call({ method: 'POST', url, payload: payload(date.id), token: w.tokens.admin });
    const dup = await t.call({ method: 'POST', url, payload: payload(date.id), token: w.tokens.admin });
    expect(dup.json().error.code).toBe('conflict');
  });

  it('shows users the demographies of published dates only (spec 2 §6)', async () => {
    const hidden = await insertSurveyDate(t, w.accountA.id);
    const published = await insertSurveyDate(t, w.accountA.id, { published: true });
    expect((await list(hidden.id, w.tokens.userA)).statusCode).toBe(404);
    expect((await list(published.id, w.tokens.demoA)).statusCode).toBe(200);
    expect((await list(published.id, w.tokens.userB)).statusCode).toBe(404);
  });
});

describe('demography edit and delete (spec 2 §2, §7)', () => {
  it('keeps the ids of answers sent with their id, adds new ones and drops missing ones', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const d = await insertDemography(t, w.accountA.id, date.id, {
      answers: ['A', 'B', 'C'],
      workerGroupIds: [groupA.id],
    });
    const [a, , c] = d.answers;
    const res = await t.call({
      method: 'PUT',
      url: `/api/demographies/${d.id}`,
      payload: payload(date.id, {
        name: 'Renamed',
        answers: [
          { id: c?.id, name: 'C2', value: 3 },
          { name: 'New', value: 4, no_answer: true },
          { id: a?.id, name: 'A', value: 1 },
        ],
      }),
      token: w.tokens.admin,
    });
    expect(res.json()).toEqual({ status: 'ok' });
    const [stored] = (await list(date.id)).json().demographies;
    expect(stored.name).toBe('Renamed');
    expect(
      stored.answers.map((x: { id: number; name: string }) => [
        x.id === c?.id || x.id === a?.id ? x.id : 'new',
        x.name,
      ]),
    ).toEqual([
      [c?.id, 'C2'],
      ['new', 'New'],
      [a?.id, 'A'],
    ]);
  });

  it("refuses an answer id of another demography, and another tenant's demography is 404", async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const d = await insertDemography(t, w.accountA.id, date.id);
    const other = await insertDemography(t, w.accountA.id, date.id);
    const res = await t.call({
      method: 'PUT',
      url: `/api/demographies/${d.id}`,
      payload: payload(date.id, { answers: [{ id: other.answers[0]?.id, name: 'x', value: 1 }] }),
      token: w.tokens.admin,
    });
    expect(res.json().error.code).toBe('validation-failed');
    const foreign = await t.call({
      method: 'DELETE',
      url: `/api/demographies/${d.id}`,
      token: w.tokens.adminB,
    });
    expect(foreign.json()).toEqual({ error: { code: 'not-found' } });
  });

  it('deletes a demography with its answers', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const d = await insertDemography(t, w.accountA.id, date.id);
    const res = await t.call({ method: 'DELETE', url: `/api/demographies/${d.id}`, token: w.tokens.admin });
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await list(date.id)).json().demographies).toEqual([]);
    const answers = await t.database.db
      .selectFrom('demography_answers')
      .where('demography_id', '=', d.id)
      .selectAll()
      .execute();
    expect(answers).toEqual([]);
  });
});

describe('demography reorder (spec 2 §4)', () => {
  it('stores the sent order and refuses anything but a permutation of the date’s demographies', async () => {
    const date = await insertSurveyDate(t, w.accountA.id);
    const [x, y, z] = [
      await insertDemography(t, w.accountA.id, date.id),
      await insertDemography(t, w.accountA.id, date.id),
      await insertDemography(t, w.accountA.id, date.id),
    ];
    const url = `/api/survey-dates/${date.id}/demographies-order`;
    // move down on the last item wraps it to the start (spec 2 §4)
    const ok = await t.call({
      method: 'PUT',
      url,
      payload: { order: [z.id, x.id, y.id] },
      token: w.tokens.admin,
    });
    expect(ok.json()).toEqual({ status: 'ok' });
    const listed = (await list(date.id)).json().demographies;
    expect(listed.map((d: { id: number; order: number }) => [d.id, d.order])).toEqual([
      [z.id, 1],
      [x.id, 2],
      [y.id, 3],
    ]);
    const elsewhere = await insertDemography(t, w.accountA.id, (await insertSurveyDate(t, w.accountA.id)).id);
    for (const order of [
      [x.id, y.id],
      [x.id, y.id, y.id],
      [x.id, y.id, elsewhere.id],
      [x.id, y.id, z.id, elsewhere.id],
    ]) {
      const res = await t.call({ method: 'PUT', url, payload: { order }, token: w.tokens.admin });
      expect(res.json().error.code).toBe('validation-failed');
    }
  });
});

describe('editing lock on demographies (spec 2 §4)', () => {
  it('refuses add, edit, delete and reorder once the date has responses', async () => {
    const date = await createSurveyDate(t, w.accountA.id);
    const d = await insertDemography(t, w.accountA.id, date.id);
    // editing is allowed until the first response arrives
    const before = await t.call({
      method: 'PUT',
      url: `/api/survey-dates/${date.id}/demographies-order`,
      payload: { order: [d.id] },
      token: w.tokens.admin,
    });
    expect(before.statusCode).toBe(200);
    await addResponses(t, date, { count: 3 });
    const calls = [
      {
        method: 'POST' as const,
        url: `/api/survey-dates/${date.id}/demographies`,
        payload: payload(date.id, { code: 'new' }),
      },
      { method: 'PUT' as const, url: `/api/demographies/${d.id}`, payload: payload(date.id) },
      { method: 'DELETE' as const, url: `/api/demographies/${d.id}` },
      {
        method: 'PUT' as const,
        url: `/api/survey-dates/${date.id}/demographies-order`,
        payload: { order: [d.id] },
      },
    ];
    for (const call of calls) {
      const res = await t.call({ ...call, token: w.tokens.admin });
      expect({ url: call.url, status: res.statusCode, body: res.json() }).toEqual({
        url: call.url,
        status: 409,
        body: { error: { code: 'editing-locked' } },
      });
    }
    const [stored] = (await list(date.id)).json().demographies;
    expect(stored.name).toBe(d.name);
  });
});
