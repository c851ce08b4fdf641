import { describe, expect, it } from 'vitest';
import { bootTenantsApp } from '../../test/fixtures';
import { addResponses, createLoneTenant, createSurveyDate } from './survey-dates.fixtures';
import { requireSurveyDate, visibilityFor } from './survey-dates.queries';

const { t, world } = await bootTenantsApp();

const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const dateIds = async (url: string, token: string) =>
  (await get(url, token)).json().survey_dates.map((d: { id: number }) => d.id);

describe('survey date list and visibility (spec 1 §6, §7; spec 2 §6)', () => {
  it('shows users only published dates, newest first, with the fields of spec 1 §3', async () => {
    const lone = await createLoneTenant(t);
    const older = await createSurveyDate(t, lone.account.id, {
      date: '2024-03-01',
      published: true,
      workerGroups: 2,
    });
    const hidden = await createSurveyDate(t, lone.account.id, { date: '2025-06-01', published: false });
    const newer = await createSurveyDate(t, lone.account.id, {
      date: '2024-11-01',
      published: true,
      refresh: true,
      workerGroups: older.workerGroups,
    });
    const res = await get('/api/survey-dates', lone.tokens.user);
    expect(res.statusCode).toBe(200);
    expect(res.json().survey_dates.map((d: { id: number }) => d.id)).toEqual([newer.id, older.id]);
    expect(res.json().survey_dates[0]).toEqual({
      id: newer.id,
      date: '2024-11-01',
      enabled_for_users: true,
      is_refresh_enabled: true,
      answer_count: 0,
      sm_api_key_id: newer.apiKey.id,
      sm_surveys: newer.workerGroups.map((group, i) => ({
        sm_survey_id: newer.surveys[i]?.sm_survey_id,
        worker_group_id: group.id,
        respondent_count: 0,
      })),
    });
    expect(await dateIds('/api/survey-dates', lone.tokens.user)).not.toContain(hidden.id);
  });

  it('gives admins every date with all=true, and published ones without it', async () => {
    const lone = await createLoneTenant(t);
    const published = await createSurveyDate(t, lone.account.id, { date: '2024-03-01', published: true });
    const hidden = await createSurveyDate(t, lone.account.id, { date: '2025-06-01' });
    expect(await dateIds('/api/survey-dates?all=true', lone.tokens.admin)).toEqual([hidden.id, published.id]);
    expect(await dateIds('/api/survey-dates?all=false', lone.tokens.admin)).toEqual([published.id]);
    expect(await dateIds('/api/survey-dates', lone.tokens.admin)).toEqual([published.id]);
  });

  it('ignores all=true from a user: the all-dates option is for admins only', async () => {
    const lone = await createLoneTenant(t);
    const published = await createSurveyDate(t, lone.account.id, { published: true });
    await createSurveyDate(t, lone.account.id, { published: false });
    expect(await dateIds('/api/survey-dates?all=true', lone.tokens.user)).toEqual([published.id]);
  });

  it('refuses an all value that is not a boolean', async () => {
    const res = await get('/api/survey-dates?all=yes', world.tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-failed');
  });

  it("never lists another tenant's dates", async () => {
    const b = await createSurveyDate(t, world.accountB.id, { published: true });
    expect(await dateIds('/api/survey-dates?all=true', world.tokens.admin)).not.toContain(b.id);
    expect(await dateIds('/api/survey-dates', world.tokens.userA)).not.toContain(b.id);
    expect(await dateIds('/api/survey-dates', world.tokens.userB)).toContain(b.id);
  });
});

describe('last survey date (spec 1 §2 welcome page, §7 get-last-survey-date)', () => {
  it('is null while the account has no date the caller sees', async () => {
    const lone = await createLoneTenant(t);
    await createSurveyDate(t, lone.account.id, { date: '2026-01-01', published: false });
    expect((await get('/api/survey-dates/get-last-survey-date', lone.tokens.user)).json()).toEqual({
      last_date: null,
    });
  });

  it('is the latest published date for a user and the latest of all dates for an admin', async () => {
    const lone = await createLoneTenant(t);
    await createSurveyDate(t, lone.account.id, { date: '2025-02-01', published: true });
    await createSurveyDate(t, lone.account.id, { date: '2025-09-01', published: true });
    await createSurveyDate(t, lone.account.id, { date: '2026-04-01', published: false });
    await createSurveyDate(t, world.accountB.id, { date: '2027-04-01', published: true });
    const url = '/api/survey-dates/get-last-survey-date';
    expect((await get(url, lone.tokens.user)).json()).toEqual({ last_date: '2025-09-01' });
    expect((await get(url, lone.tokens.admin)).json()).toEqual({ last_date: '2026-04-01' });
  });
});

describe('survey date flags: publish and refresh (spec 1 §4, §7)', () => {
  it('publishes and unpublishes a date; users see it only while published', async () => {
    const lone = await createLoneTenant(t);
    const date = await createSurveyDate(t, lone.account.id);
    const setEnabled = (enabled: boolean) =>
      t.call({
        method: 'POST',
        url: `/api/survey-dates/${date.id}/set-enabled`,
        payload: { enabled },
        token: lone.tokens.admin,
      });
    expect((await setEnabled(true)).json()).toEqual({ status: 'ok' });
    expect(await dateIds('/api/survey-dates', lone.tokens.user)).toEqual([date.id]);
    expect((await setEnabled(false)).statusCode).toBe(200);
    expect(await dateIds('/api/survey-dates', lone.tokens.user)).toEqual([]);
  });

  it('switches the nightly refresh flag', async () => {
    const lone = await createLoneTenant(t);
    const date = await createSurveyDate(t, lone.account.id);
    const setRefresh = (is_refresh_enabled: boolean) =>
      t.call({
        method: 'PATCH',
        url: `/api/survey-dates/${date.id}/set-refresh`,
        payload: { is_refresh_enabled },
        token: lone.tokens.admin,
      });
    const flag = async () =>
      (await get('/api/survey-dates?all=true', lone.tokens.admin)).json().survey_dates[0].is_refresh_enabled;
    expect((await setRefresh(true)).json()).toEqual({ status: 'ok' });
    expect(await flag()).toBe(true);
    expect((await setRefresh(false)).statusCode).toBe(200);
    expect(await flag()).toBe(false);
  });

  it("answers not-found for a missing date or another tenant's date, and changes nothing", async () => {
    const a = await createSurveyDate(t, world.accountA.id);
    for (const id of [a.id, 987654]) {
      const enabled = await t.call({
        method: 'POST',
        url: `/api/survey-dates/${id}/set-enabled`,
        payload: { enabled: true },
        token: world.tokens.adminB,
      });
      const refresh = await t.call({
        method: 'PATCH',
        url: `/api/survey-dates/${id}/set-refresh`,
        payload: { is_refresh_enabled: true },
        token: world.tokens.adminB,
      });
      for (const res of [enabled, refresh]) {
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 404,
          body: { error: { code: 'not-found' } },
        });
      }
    }
    const row = await t.database.db
      .selectFrom('survey_dates')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ enabled_for_users: false, is_refresh_enabled: false });
  });

  it('requires the boolean in the body', async () => {
    const date = await createSurveyDate(t, world.accountA.id);
    const res = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${date.id}/set-enabled`,
      payload: { enabled: 'yes' },
      token: world.tokens.admin,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('response count (spec 2 §4, §7)', () => {
  it('counts the imported responses of the date', async () => {
    const date = await createSurveyDate(t, world.accountA.id, { workerGroups: 2 });
    const url = `/api/survey-dates/${date.id}/response-count`;
    expect((await get(url, world.tokens.admin)).json()).toEqual({ answers_count: 0 });
    await addResponses(t, date, { count: 3 });
    await addResponses(t, date, { count: 2, workerGroupId: date.workerGroups[1]?.id });
    const other = await createSurveyDate(t, world.accountA.id);
    await addResponses(t, other, { count: 4 });
    expect((await get(url, world.tokens.admin)).json()).toEqual({ answers_count: 5 });
  });

  it("answers not-found for another tenant's date and 403 to a user", async () => {
    const date = await createSurveyDate(t, world.accountA.id, { published: true });
    const url = `/api/survey-dates/${date.id}/response-count`;
    expect((await get(url, world.tokens.adminB)).statusCode).toBe(404);
    expect((await get(url, world.tokens.userA)).statusCode).toBe(403);
  });
});

describe('an unpublished date is a 404 for a user on every route taking its id (spec 1 §6)', () => {
  it('loads a date through requireSurveyDate by the caller’s visibility', async () => {
    const db = t.database.db;
    const hidden = await createSurveyDate(t, world.accountA.id, { published: false });
    const shown = await createSurveyDate(t, world.accountA.id, { published: true });
    const user = visibilityFor({ isAdmin: false });
    const admin = visibilityFor({ isAdmin: true });
    await expect(requireSurveyDate(db, world.accountA.id, hidden.id, user)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(requireSurveyDate(db, world.accountA.id, shown.id, user)).resolves.toMatchObject({
      id: shown.id,
    });
    await expect(requireSurveyDate(db, world.accountA.id, hidden.id, admin)).resolves.toMatchObject({
      id: hidden.id,
      enabled_for_users: false,
    });
    await expect(requireSurveyDate(db, world.accountB.id, shown.id, admin)).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
