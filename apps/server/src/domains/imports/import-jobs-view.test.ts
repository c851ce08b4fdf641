import type { ImportJob } from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../test/fixtures';
import { createTokenSealer, sealingKey } from '../../services/token-seal';
import { createLoneTenant } from '../survey-dates/survey-dates.fixtures';
import { importQueueOf } from './import-queue';
import { connectSim, createSimWorld, dateForSimSurvey, type SimWorld } from './provider-sim.fixtures';

let w: SimWorld;
beforeAll(async () => {
  w = await createSimWorld({ surveys: 2, respondents: [450, 120] });
  await connectSim(w);
});
afterAll(() => w.close());

const jobs = async (token?: string): Promise<ImportJob[]> => {
  const res = token
    ? await w.t.call({ method: 'GET', url: '/api/data-import/jobs', token })
    : await w.call('GET', '/api/data-import/jobs');
  expect(res.statusCode).toBe(200);
  return res.json().import_jobs;
};
const bulkCalls = () => w.sim.state.requests.filter((r) => r.path.includes('/responses/bulk')).length;
const simSurvey = (index: number) => {
  const survey = [...w.sim.state.data.surveys].sort((a, b) => b.responses.length - a.responses.length)[index];
  if (!survey) throw new Error('no such simulator survey');
  return survey;
};

describe('GET data-import/jobs: the import progress view (spec 2 §2 data import)', () => {
  it('lists the survey-list refresh per key: completed, with the surveys and pages it read', async () => {
    await w.call('POST', '/api/data-import/surveys', {});
    const [queued] = await jobs();
    expect(queued).toMatchObject({
      kind: 'survey-list',
      state: 'queued',
      attempts: 0,
      api_key_name: 'Szimulátor',
      provider_survey_id: null,
      started_at: null,
      finished_at: null,
    });
    await w.drain();
    const [done] = await jobs();
    expect(done).toMatchObject({
      id: queued?.id,
      state: 'completed',
      attempts: 1,
      error_code: null,
      progress: { pages_fetched: 1, pages_total: 1, items_fetched: 2, items_total: 2 },
    });
    expect(Date.parse(done?.finished_at ?? '')).toBeGreaterThanOrEqual(Date.parse(done?.started_at ?? ''));
  });

  it('shows a responses import with the survey id and title, its pages and responses fetched so far, then completed', async () => {
    const survey = simSurvey(0);
    await dateForSimSurvey(w, survey.id);
    w.sim.state.faults.delayMs = 40;
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    const running = w.drain();
    while (bulkCalls() < 3) await new Promise((resolve) => setTimeout(resolve, 2));
    const [midway] = await jobs();
    w.sim.state.faults.delayMs = 0;
    await running;
    expect(midway).toMatchObject({
      kind: 'responses',
      state: 'active',
      provider_survey_id: survey.id,
      survey_title: survey.title,
      attempts: 1,
    });
    expect(midway?.progress.pages_fetched).toBeGreaterThan(0);
    expect(midway?.progress.pages_fetched).toBeLessThan(5);
    expect(midway?.progress.items_total).toBe(survey.responses.length);

    const [done] = await jobs();
    expect(done).toMatchObject({
      id: midway?.id,
      state: 'completed',
      progress: {
        pages_fetched: Math.ceil(survey.responses.length / 100),
        pages_total: Math.ceil(survey.responses.length / 100),
        items_fetched: survey.responses.length,
        items_total: survey.responses.length,
      },
    });
  });

  it('counts a retry: a job whose first attempt met a failing provider completes on its second', async () => {
    const survey = simSurvey(1);
    // the client retries 4 times within an attempt: 5 failures spend the first attempt
    w.sim.state.faults.failNext(5, 503, '/details');
    await w.call('POST', `/api/data-import/surveys/${survey.id}/details`, {});
    await w.drain();
    const [job] = await jobs();
    expect(job).toMatchObject({ kind: 'details', state: 'completed', attempts: 2, error_code: null });
  });

  it('dead-letters a job whose retries are spent, with the provider-unavailable code', async () => {
    const survey = simSurvey(1);
    w.sim.state.faults.failNext(1000, 500, '/collectors');
    await w.call('POST', `/api/data-import/surveys/${survey.id}/collectors`, {});
    await w.drain();
    w.sim.state.faults.clear();
    const [job] = await jobs();
    // IMPORT_RETRY_LIMIT is 2 in the simulator world: three attempts in all
    expect(job).toMatchObject({
      kind: 'collectors',
      state: 'dead-lettered',
      attempts: 3,
      error_code: 'provider-unavailable',
    });
    expect(job?.finished_at).not.toBeNull();
  });

  it('ends a job whose worker stopped on its last allowed attempt as dead-lettered with worker-stopped, not active for ever', async () => {
    const survey = simSurvey(0);
    const queue = importQueueOf(w.t.app);
    w.sim.state.faults.delayMs = 40;
    try {
      await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
      // IMPORT_RETRY_LIMIT is 2 in the simulator world: the worker stops in each of the three attempts
      for (let attempt = 1; attempt <= 3; attempt++) {
        const kill = new AbortController();
        const running = w.drain(kill.signal);
        while ((await jobs())[0]?.attempts !== attempt) await new Promise((r) => setTimeout(r, 5));
        kill.abort(new Error('worker stopped'));
        await running;
        // the restart hands the abandoned job back, or, after the last attempt, gives it up unrun
        expect(await queue.reclaimAbandoned()).toBe(1);
      }
    } finally {
      w.sim.state.faults.clear();
    }
    expect(await queue.queueLength(w.accountId)).toBe(0);
    const [job] = await jobs();
    expect(job).toMatchObject({
      kind: 'responses',
      state: 'dead-lettered',
      attempts: 3,
      error_code: 'worker-stopped',
    });
    expect(job?.finished_at).not.toBeNull();
  });

  it('shows a revoked provider token as failed with provider-token-revoked, not retried (provider-api §2.4)', async () => {
    // the survey with a survey date: its answers import reaches the provider
    const survey = simSurvey(0);
    const key = await w.t.database.db
      .selectFrom('sm_api_keys')
      .select('access_token_sealed')
      .where('account_id', '=', w.accountId)
      .executeTakeFirstOrThrow();
    await w.call('POST', `/api/data-import/surveys/${survey.id}/responses`, {});
    w.sim.state.revokeToken(createTokenSealer(sealingKey(w.t.app.env)).open(key.access_token_sealed));
    await w.drain();
    const [job] = await jobs();
    expect(job).toMatchObject({
      kind: 'responses',
      state: 'failed',
      attempts: 1,
      error_code: 'provider-token-revoked',
    });
  });

  it('logs a manual upload: a missing file fails with no-file-found (spec 2 §8)', async () => {
    const form = new FormData();
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await w.t.call({
      method: 'POST',
      url: '/api/data-import/manual-import',
      token: w.adminToken,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(res.statusCode).toBe(400);
    const [job] = await jobs();
    expect(job).toMatchObject({ kind: 'manual', state: 'failed', attempts: 1, error_code: 'no-file-found' });
  });

  it("shows another tenant's admin none of this account's jobs", async () => {
    const other = await createLoneTenant(w.t);
    expect((await jobs()).length).toBeGreaterThan(0);
    expect(await jobs(other.tokens.admin)).toEqual([]);
  });

  it('answers 403 to a user of the account (admin only, spec 2 §6)', async () => {
    const user = await createUser(w.t, 'user', w.accountId);
    const res = await w.t.call({
      method: 'GET',
      url: '/api/data-import/jobs',
      token: await tokenFor(w.t, user.id),
    });
    expect(res.statusCode).toBe(403);
  });
});
