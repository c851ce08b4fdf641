import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import {
  createApiKey,
  createLoneTenant,
  createProviderSurvey,
  createSurveyDate,
} from '../survey-dates/survey-dates.fixtures';

const { t, world } = await bootTenantsApp();

const get = (url: string, token: string) => t.call({ method: 'GET', url, token });

describe('provider API keys (spec 1 §3, §7 sm-api-key)', () => {
  it("lists the session account's keys by id and name, never the token", async () => {
    const lone = await createLoneTenant(t);
    const second = await createApiKey(t, lone.account.id, 'Második');
    const first = await createApiKey(t, lone.account.id, 'Első');
    await createApiKey(t, world.accountB.id, 'Béta kulcs');
    const res = await get('/api/sm-api-key', lone.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sm_api_keys: [
        { id: first.id, name: 'Első' },
        { id: second.id, name: 'Második' },
      ],
    });
    expect(res.body).not.toContain('sealed');
    expect(res.body).not.toContain('access_url');
  });

  it('is for admins: a user gets 403 (spec 1 §6)', async () => {
    expect((await get('/api/sm-api-key', world.tokens.userA)).statusCode).toBe(403);
  });
});

describe('provider surveys (spec 1 §3, §7 sm-surveys; spec 2 §3)', () => {
  it("lists every survey of the session account's keys with the provider id, title, key and collector count", async () => {
    const lone = await createLoneTenant(t);
    const k1 = await createApiKey(t, lone.account.id);
    const k2 = await createApiKey(t, lone.account.id);
    await createProviderSurvey(t, lone.account.id, k1.id, {
      providerId: '7002',
      title: 'B felmérés',
      collectorCount: 3,
    });
    await createProviderSurvey(t, lone.account.id, k2.id, { providerId: '7001', title: 'A felmérés' });
    const bKey = await createApiKey(t, world.accountB.id);
    await createProviderSurvey(t, world.accountB.id, bKey.id, { providerId: '7003', title: 'Béta felmérés' });
    const res = await get('/api/sm-surveys', lone.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sm_surveys: [
        { id: '7001', title: 'A felmérés', sm_api_key_id: k2.id, sm_collector_count: 0 },
        { id: '7002', title: 'B felmérés', sm_api_key_id: k1.id, sm_collector_count: 3 },
      ],
    });
  });

  it("lists by session account only the surveys the account's survey dates use", async () => {
    const lone = await createLoneTenant(t);
    const date = await createSurveyDate(t, lone.account.id, { workerGroups: 2 });
    await createProviderSurvey(t, lone.account.id, date.apiKey.id, { title: 'Nem használt' });
    await createSurveyDate(t, world.accountB.id);
    const res = await get('/api/sm-surveys-by-session-account', lone.tokens.admin);
    expect(res.statusCode).toBe(200);
    const ids = res
      .json()
      .sm_surveys.map((s: { id: string }) => s.id)
      .sort();
    expect(ids).toEqual(date.surveys.map((s) => s.sm_survey_id).sort());
    expect(res.json().sm_surveys[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      sm_api_key_id: date.apiKey.id,
      sm_collector_count: 0,
    });
    expect((await get('/api/sm-surveys', lone.tokens.admin)).json().sm_surveys).toHaveLength(3);
  });

  it('lists a survey used by several dates once', async () => {
    const lone = await createLoneTenant(t);
    const first = await createSurveyDate(t, lone.account.id);
    const survey = first.surveys[0];
    const second = await createSurveyDate(t, lone.account.id, { apiKey: first.apiKey, workerGroups: 0 });
    await t.database.db
      .insertInto('survey_date_surveys')
      .values({
        account_id: lone.account.id,
        survey_date_id: second.id,
        worker_group_id: first.workerGroups[0]?.id ?? 0,
        sm_survey_id: survey?.id ?? 0,
      })
      .execute();
    const res = await get('/api/sm-surveys-by-session-account', lone.tokens.admin);
    expect(res.json().sm_surveys.map((s: { id: string }) => s.id)).toEqual([survey?.sm_survey_id]);
  });

  it('is for admins: a user gets 403 (spec 1 §6)', async () => {
    for (const url of ['/api/sm-surveys', '/api/sm-surveys-by-session-account']) {
      expect((await get(url, world.tokens.userA)).statusCode).toBe(403);
    }
  });
});
