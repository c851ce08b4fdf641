import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSim, createSimWorld, dateForSimSurvey, type SimWorld } from './provider-sim.fixtures';

let w: SimWorld;
let keyId: number;
beforeAll(async () => {
  w = await createSimWorld({ surveys: 2, respondents: [2150, 300] });
  keyId = await connectSim(w);
});
afterAll(() => w.close());

const db = () => w.t.database.db;
const bulkCalls = () => w.sim.state.requests.filter((r) => r.path.includes('/responses/bulk'));
const post = (url: string) => w.call('POST', url, {});

async function counts(surveyDateId: number) {
  const rows = await db()
    .selectFrom('responses')
    .select(['sm_response_id', 'status'])
    .where('survey_date_id', '=', surveyDateId)
    .execute();
  const date = await db()
    .selectFrom('survey_dates')
    .selectAll()
    .where('id', '=', surveyDateId)
    .executeTakeFirstOrThrow();
  const link = await db()
    .selectFrom('survey_date_surveys')
    .select('respondent_count')
    .where('survey_date_id', '=', surveyDateId)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.length,
    distinct: new Set(rows.map((r) => r.sm_response_id)).size,
    completed: rows.filter((r) => r.status === 'completed').length,
    answerCount: date.answer_count,
    respondentCount: link.respondent_count,
    dataVersion: date.data_version,
  };
}

/** The simulator's surveys, largest first. */
const simSurvey = (index: number) => {
  const survey = [...w.sim.state.data.surveys].sort((a, b) => b.responses.length - a.responses.length)[index];
  if (!survey) throw new Error('no such simulator survey');
  return survey;
};

describe('survey list import (spec 2 §7 data-import/surveys)', () => {
  it('stores every provider survey of the key by id and title', async () => {
    const res = await post('/api/data-import/surveys');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'queued', queue_length: 1 });
    await w.drain();
    const rows = await db()
      .selectFrom('sm_surveys')
      .select(['sm_survey_id', 'title'])
      .where('account_id', '=', w.accountId)
      .execute();
    expect(rows.map((r) => r.sm_survey_id).sort()).toEqual(w.sim.state.data.surveys.map((s) => s.id).sort());
    expect(rows.find((r) => r.sm_survey_id === simSurvey(0).id)?.title).toBe(simSurvey(0).title);
  });
});

describe('details and collectors import (spec 2 §7)', () => {
  it('stores the design and the collectors with their count', async () => {
    const survey = simSurvey(1);
    expect((await post(`/api/data-import/surveys/${survey.id}/details`)).statusCode).toBe(200);
    expect((await post(`/api/data-import/surveys/${survey.id}/collectors`)).statusCode).toBe(200);
    await w.drain();
    const row = await db()
      .selectFrom('sm_surveys')
      .selectAll()
      .where('sm_survey_id', '=', survey.id)
      .executeTakeFirstOrThrow();
    expect((row.details as { id: string }).id).toBe(survey.id);
    expect(row.sm_collector_count).toBe(survey.collectors.length);
    const collectors = await db()
      .selectFrom('sm_collectors')
      .select('sm_collector_id')
      .where('sm_survey_id', '=', row.id)
      .execute();
    expect(collectors.map((c) => c.sm_collector_id).sort()).toEqual(
      survey.collectors.map((c) => c.id).sort(),
    );
  });

  it('answers 404 for a survey the account does not have', async () => {
    expect((await post('/api/data-import/surveys/999999999/details')).statusCode).toBe(404);
  });
});

describe('responses import (spec 2 §7; graphs.md item codes and values)', () => {
  let target: Awaited<ReturnType<typeof dateForSimSurvey>>;
  beforeAll(async () => {
    target = await dateForSimSurvey(w, simSurvey(0).id, '2025-06-01');
  });

  it('pages through 2,000+ responses and keeps the counts exact', async () => {
    const before = bulkCalls().length;
    expect((await post(`/api/data-import/surveys/${simSurvey(0).id}/responses`)).statusCode).toBe(200);
    await w.drain();
    const all = simSurvey(0).responses;
    expect(all.length).toBeGreaterThan(2000);
    const c = await counts(target.surveyDateId);
    expect(c.rows).toBe(all.length);
    expect(c.distinct).toBe(all.length);
    expect(c.completed).toBe(all.filter((r) => r.response_status === 'completed').length);
    expect(c.answerCount).toBe(c.completed);
    expect(c.respondentCount).toBe(c.completed);
    expect(bulkCalls().length - before).toBe(Math.ceil(all.length / 100));
    expect(w.sim.state.requests.some((r) => r.status === 429)).toBe(false);
  });

  it('maps answers to item codes with values 1..6 (graphs.md)', async () => {
    const survey = simSurvey(0);
    const matrix = survey.pages.flatMap((p) => p.questions).find((q) => q.family === 'matrix');
    if (!matrix) throw new Error('the simulator survey has no matrix');
    const codes = new Set(matrix.rows.map((row) => `${matrix.id}:${row.id}`));
    const rows = await db()
      .selectFrom('responses')
      .select('answers')
      .where('survey_date_id', '=', target.surveyDateId)
      .where('status', '=', 'completed')
      .limit(50)
      .execute();
    const values = rows.flatMap((r) =>
      Object.entries(r.answers)
        .filter(([code]) => codes.has(code))
        .map(([, v]) => v),
    );
    expect(values.length).toBeGreaterThan(100);
    for (const value of values) expect([1, 2, 3, 4, 5, 6]).toContain(value);
    const demographic = survey.pages[0]?.questions.find((q) => q.family === 'single_choice');
    const demo = rows.map((r) => r.answers[demographic?.id ?? '']).filter((v) => v !== undefined);
    expect(demo.length).toBeGreaterThan(0);
    for (const value of demo) expect(demographic?.choices.map((ch) => ch.position)).toContain(value);
  });

  it('re-imports incrementally: a re-run adds nothing, an edit is updated in place', async () => {
    const before = await counts(target.surveyDateId);
    const calls = bulkCalls().length;
    await post(`/api/data-import/surveys/${simSurvey(0).id}/responses`);
    await w.drain();
    expect(bulkCalls().length - calls).toBe(1);
    expect(bulkCalls().at(-1)?.path).toContain('start_modified_at=');
    const again = await counts(target.surveyDateId);
    expect({ ...again, dataVersion: 0 }).toEqual({ ...before, dataVersion: 0 });

    const partial = simSurvey(0).responses.find((r) => r.response_status === 'partial');
    if (!partial) throw new Error('no partial response');
    w.t.clock.advance(3_600_000);
    w.sim.state.editResponse(partial.id, { status: 'completed' });
    await post(`/api/data-import/surveys/${simSurvey(0).id}/responses`);
    await w.drain();
    const edited = await counts(target.surveyDateId);
    expect(edited.rows).toBe(before.rows);
    expect(edited.completed).toBe(before.completed + 1);
    expect(edited.answerCount).toBe(before.answerCount + 1);
  });

  it('shows the queue length and the key budget the provider reported (spec 2 §7 limits)', async () => {
    const res = await w.call('GET', '/api/data-import/limits');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.queue_length).toBe(0);
    const key = body.api_keys.find((k: { id: number }) => k.id === keyId);
    expect(key.name).toBe('Szimulátor');
    expect(key.day_remaining).toBe(100_000 - w.sim.state.rateLimiter.usage().day);
    expect(new Date(key.day_reset).getUTCHours()).toBe(0);
  });
});
