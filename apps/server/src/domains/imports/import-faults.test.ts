import { afterEach, describe, expect, it } from 'vitest';
import { createTokenSealer, sealingKey } from '../../services/token-seal';
import { importQueueOf } from './import-queue';
import { connectSim, createSimWorld, dateForSimSurvey, type SimWorld } from './provider-sim.fixtures';

let w: SimWorld | null = null;
afterEach(async () => {
  await w?.close();
  w = null;
});

async function world(perMinute = 120, respondents = 450) {
  w = await createSimWorld({ surveys: 1, respondents, rateLimit: { perMinute, perDay: 100_000 } });
  const keyId = await connectSim(w);
  const survey = w.sim.state.data.surveys[0];
  if (!survey) throw new Error('no simulator survey');
  const target = await dateForSimSurvey(w, survey.id);
  return { w, keyId, survey, target };
}

async function stored(w: SimWorld, surveyDateId: number) {
  const rows = await w.t.database.db
    .selectFrom('responses')
    .select('sm_response_id')
    .where('survey_date_id', '=', surveyDateId)
    .execute();
  const date = await w.t.database.db
    .selectFrom('survey_dates')
    .select('answer_count')
    .where('id', '=', surveyDateId)
    .executeTakeFirstOrThrow();
  return {
    rows: rows.length,
    distinct: new Set(rows.map((r) => r.sm_response_id)).size,
    answerCount: date.answer_count,
  };
}

/** Runs the queue and injects faults once three pages are in (the simulator answers slowly meanwhile). */
async function midImport(w: SimWorld, inject: () => void): Promise<void> {
  w.sim.state.faults.delayMs = 40;
  const bulk = () => w.sim.state.requests.filter((r) => r.path.includes('responses/bulk')).length;
  const running = w.drain();
  while (bulk() < 3) await new Promise((resolve) => setTimeout(resolve, 2));
  inject();
  await running;
  w.sim.state.faults.delayMs = 0;
}

const completedOf = (survey: { responses: { response_status: string }[] }) =>
  survey.responses.filter((r) => r.response_status === 'completed').length;

describe('import queue and the provider budget (spec 2 §7; provider-api §4)', () => {
  it('spends a small per-minute budget without a single 429, waiting for each reset', async () => {
    const { w, survey, target } = await world(4, 1200);
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    await w.drain();
    expect(await stored(w, target.surveyDateId)).toEqual({
      rows: survey.responses.length,
      distinct: survey.responses.length,
      answerCount: completedOf(survey),
    });
    expect(w.sim.state.requests.filter((r) => r.status === 429)).toEqual([]);
  });

  it('waits for the reset after a 429 mid-import, then resumes', async () => {
    const { w, survey, target } = await world(120, 900);
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    await midImport(w, () => w.sim.state.faults.rateLimitNext(1, 'responses/bulk'));
    expect(w.sim.state.requests.filter((r) => r.status === 429)).toHaveLength(1);
    expect((await stored(w, target.surveyDateId)).distinct).toBe(survey.responses.length);
  });

  it('retries a 5xx and a dropped connection with backoff', async () => {
    const { w, survey, target } = await world(120, 900);
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    await midImport(w, () => {
      w.sim.state.faults.failNext(2, 503, 'responses/bulk');
      w.sim.state.faults.dropNext(1, 'responses/bulk');
    });
    expect(w.sim.state.requests.filter((r) => r.status === 503)).toHaveLength(2);
    expect(await stored(w, target.surveyDateId)).toEqual({
      rows: survey.responses.length,
      distinct: survey.responses.length,
      answerCount: completedOf(survey),
    });
  });

  it('dead-letters a job that keeps failing after its retries', async () => {
    const { w, survey } = await world();
    w.sim.state.faults.failNext(1000, 500, 'responses/bulk');
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    await w.drain();
    const dead = await importQueueOf(w.t.app).deadLetters();
    expect(dead).toEqual([expect.objectContaining({ kind: 'responses', accountId: w.accountId })]);
    expect(await importQueueOf(w.t.app).queueLength(w.accountId)).toBe(0);
  });

  it('loses nothing and duplicates nothing when a process dies mid-import and the job is run again', async () => {
    const { w, survey, target } = await world(120, 900);
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    const kill = new AbortController();
    const bulk = () => w.sim.state.requests.filter((r) => r.path.includes('responses/bulk')).length;
    const running = w.drain(kill.signal);
    while (bulk() < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    kill.abort(new Error('killed'));
    await running;
    const partial = await stored(w, target.surveyDateId);
    expect(partial.rows).toBeLessThan(survey.responses.length);
    expect(partial.rows).toBeGreaterThan(0);
    // the restart: the abandoned job is handed back and run to the end
    expect(await importQueueOf(w.t.app).reclaimAbandoned()).toBe(1);
    await w.drain();
    expect(await stored(w, target.surveyDateId)).toEqual({
      rows: survey.responses.length,
      distinct: survey.responses.length,
      answerCount: completedOf(survey),
    });
  });

  it('surfaces a revoked token as provider-error { reason: revoked } the UI can show (provider-api §2.4)', async () => {
    const { w, keyId, survey } = await world();
    const key = await w.t.database.db
      .selectFrom('sm_api_keys')
      .select('access_token_sealed')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow();
    const token = createTokenSealer(sealingKey(w.t.app.env)).open(key.access_token_sealed);
    w.sim.state.revokeToken(token);
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    await w.drain();
    expect(await importQueueOf(w.t.app).deadLetters()).toHaveLength(1);
    const again = await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    expect(again.statusCode).toBe(502);
    expect(again.json()).toEqual({
      error: expect.objectContaining({ code: 'provider-error', reason: 'revoked' }),
    });
  });

  it('the nightly refresh re-imports only dates with refresh enabled (spec 1 §9)', async () => {
    const { w, survey, target } = await world();
    await importQueueOf(w.t.app).send({ kind: 'nightly', accountId: 0 });
    await w.drain();
    expect((await stored(w, target.surveyDateId)).rows).toBe(0);
    await w.t.database.db
      .updateTable('survey_dates')
      .set({ is_refresh_enabled: true })
      .where('id', '=', target.surveyDateId)
      .execute();
    await importQueueOf(w.t.app).send({ kind: 'nightly', accountId: 0 });
    await w.drain();
    expect((await stored(w, target.surveyDateId)).rows).toBe(survey.responses.length);
  });
});
