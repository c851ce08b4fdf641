import type { GraphDataRequest, GraphResponse, UserScope } from '@pulzus/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor, bootTenantsApp } from '../../test/fixtures';
import { participationRate, type SeededDate } from './graphs.fixtures';
import type { AuthContext } from '../../services/auth';
import { buildReportData } from '../reports/report-data.service';
import { graphServicesOf } from './graphs.service';
import { seedHandCompany } from './graphs-company.fixtures';

// Scoped viewers (docs/privacy.md "Rule 10") on the hand company of March 2025 at k = 3: Office Budapest 4,
// Office Debrecen 2, Plant Budapest 3 (graphs-company.fixtures.ts).
const { t, world } = await bootTenantsApp({ MIN_GROUP_SIZE: '3' });
let newer: SeededDate;
let office: number;
let plant: number;

beforeAll(async () => {
  ({ newer } = await seedHandCompany(t, world.accountA.id, { minGroupSize: 3 }));
  office = newer.ids.workerGroups.get(1)!;
  plant = newer.ids.workerGroups.get(2)!;
});

const site = (...answers: string[]): UserScope => ({
  worker_group_ids: [],
  demographies: [{ code: 'site', answers }],
});

/** A user of tenant A whose scope the admin sets through the API; their token. */
async function scopedUser(scope: UserScope | null, role: 'user' | 'demo-user' = 'user') {
  const user = await createUser(t, role, world.accountA.id);
  if (scope) await setScope(user.id, scope, world.tokens.admin, 200);
  return { id: user.id, token: await tokenFor(t, user.id) };
}

async function setScope(id: number, scope: UserScope | null, token: string, status: number) {
  const res = await t.call({ method: 'PUT', url: `/api/users/${id}/scope`, token, payload: { scope } });
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

async function graph(token: string, request: GraphDataRequest): Promise<GraphResponse> {
  const res = await t.call({ method: 'POST', url: '/api/graph/data', token, payload: request });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GraphResponse;
}

const satisfaction = (
  filters: { type: 'worker_group'; worker_group_ids: number[] }[] = [],
): GraphDataRequest => ({
  type: 'satisfaction_total',
  query: { survey_dates: [newer.id], filters },
});

describe('a scoped viewer sees only their scope (docs/privacy.md "Rule 10")', () => {
  it('every graph answers the scope’s population, exactly what the scope as a filter gives', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    const mine = await graph(viewer.token, satisfaction());
    const asFilter = await graph(
      world.tokens.userA,
      satisfaction([{ type: 'worker_group', worker_group_ids: [office] }]),
    );
    expect(mine).toEqual(asFilter);
    expect(mine.graph_meta.worker_count).toBe(6);
    // an unscoped user keeps the whole company
    expect((await graph(world.tokens.userA, satisfaction())).graph_meta.worker_count).toBe(9);
  });

  it('a filter of their own cannot leave the scope', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    const outside = await graph(
      viewer.token,
      satisfaction([{ type: 'worker_group', worker_group_ids: [plant] }]),
    );
    expect(outside.graph_meta.worker_count).toBeNull();
    expect(outside.graph_data.flatMap((s) => s.data).every((v) => v === null)).toBe(true);
  });

  it('the filter options refuse a worker group outside the scope, which graph/data answers with nobody', async () => {
    const options = async (token: string) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/graph/filter-options',
        token,
        payload: { survey_date_id: newer.id, filters: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        worker_groups: { id: number; available: boolean }[];
        demographies: { demography_id: number; answers: { id: number; available: boolean }[] }[];
      };
    };
    const groups = await options((await scopedUser({ worker_group_ids: [plant], demographies: [] })).token);
    expect(groups.worker_groups.find((g) => g.id === office)?.available).toBe(false);
    // Plant alone (3) is shown to an unscoped viewer too; inside its own scope it stays offered
    expect(groups.worker_groups.find((g) => g.id === plant)?.available).toBe(true);
    // the same Office is offered to an unscoped viewer: the scope, not the privacy rules, refuses it
    const unscoped = await options(world.tokens.userA);
    expect(unscoped.worker_groups.find((g) => g.id === office)?.available).toBe(true);
  });

  it('commitment_total shows the company beside the scope, computed by the engine', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    const request: GraphDataRequest = {
      type: 'commitment_total',
      query: { survey_dates: [newer.id], show_satisfaction_index: false },
    };
    const mine = await graph(viewer.token, request);
    const company = await graph(world.tokens.userA, request);
    expect(mine.graph_meta.categories.at(-1)).toBe('Vállalat');
    expect(mine.graph_data[0]!.data.at(-1)).toBe(company.graph_data[0]!.data.at(-1));
    // the scope's own total is the Office's engagement (7/12 = 58), the company's 10/18 = 56
    expect(mine.graph_data[0]!.data.at(-2)).toBe(58);
    expect(mine.graph_data[0]!.data.at(-1)).toBe(56);
  });

  it('participation lists only the collectors inside the scope', async () => {
    const viewer = await scopedUser(site('Debrecen', 'Budapest'));
    const officeOnly = await scopedUser({ worker_group_ids: [office], demographies: [] });
    const rows = async (token: string) => {
      const res = await participationRate(t, token, newer.id);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { collectors: { worker_group_id: number }[] }).collectors;
    };
    expect((await rows(officeOnly.token)).map((c) => c.worker_group_id)).toEqual([office, office]);
    // the Plant's collector without a site is outside a scope of two sites
    expect(await rows(viewer.token)).toHaveLength(3);
    expect(await rows(world.tokens.userA)).toHaveLength(4);
  });

  it('a report shows the scope: its graphs are graph/data’s scoped answers, its participation table the scope’s rows', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    const auth: AuthContext = {
      userId: viewer.id,
      role: 'user',
      isAdmin: false,
      accountId: world.accountA.id,
      claims: null,
    };
    const data = await buildReportData(graphServicesOf(t.app), auth, world.accountA.id, {
      survey_date_id: newer.id,
      compare_survey_date_ids: [],
      filters: [],
      format: 'pdf',
      language: 'en',
    });
    expect(data.participation?.collectors.map((c) => c.worker_group_id)).toEqual([office, office]);
    const graphs = data.graphs.filter((g) => g.slug === 'satisfaction_total');
    expect(graphs.length).toBeGreaterThan(0);
    for (const g of graphs) expect(g.response).toEqual(await graph(viewer.token, g.request));
  });

  it('a scope below k says so on every value, not "fewer than k"', async () => {
    const viewer = await scopedUser(site('Debrecen'));
    const response = await graph(viewer.token, satisfaction());
    expect(new Set(response.graph_data.flatMap((s) => s.withheld_reasons ?? []))).toEqual(
      new Set(['scope-fewer-than-k']),
    );
    expect(response.warnings).not.toContain('graph-warning-too-few-respondents');
  });

  it('a scope whose complement in the company is below k gets its own reason', async () => {
    const viewer = await scopedUser(site('Budapest'));
    const response = await graph(viewer.token, satisfaction());
    expect(response.graph_data.flatMap((s) => s.data).every((v) => v === null)).toBe(true);
    expect(new Set(response.graph_data.flatMap((s) => s.withheld_reasons ?? []))).toEqual(
      new Set(['scope-complement-fewer-than-k']),
    );
  });

  it('a scope naming graphs keeps the others away (404)', async () => {
    const viewer = await scopedUser({
      worker_group_ids: [office],
      demographies: [],
      graphs: ['satisfaction_total'],
    });
    await graph(viewer.token, satisfaction());
    const res = await t.call({
      method: 'POST',
      url: '/api/graph/data',
      token: viewer.token,
      payload: { type: 'total', query: { survey_dates: [newer.id], filters: [] } },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a changed scope holds from the next request on (read from the database, not the token; kept only until a change)', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    expect((await graph(viewer.token, satisfaction())).graph_meta.worker_count).toBe(6);
    await setScope(viewer.id, { worker_group_ids: [plant], demographies: [] }, world.tokens.admin, 200);
    expect((await graph(viewer.token, satisfaction())).graph_meta.worker_count).toBe(3);
    await setScope(viewer.id, null, world.tokens.admin, 200);
    expect((await graph(viewer.token, satisfaction())).graph_meta.worker_count).toBe(9);
  });

  it('a scope written to the database by another writer (another API process, a script) holds at once, however often the graph was asked', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    for (let i = 0; i < 3; i++)
      expect((await graph(viewer.token, satisfaction())).graph_meta.worker_count).toBe(6);
    await t.database.db
      .updateTable('user_scopes')
      .set({ scope: JSON.stringify({ worker_group_ids: [plant], demographies: [] }) })
      .where('user_id', '=', viewer.id)
      .execute();
    expect((await graph(viewer.token, satisfaction())).graph_meta.worker_count).toBe(3);
  });

  it('login-as shows the admin the scoped view', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${viewer.id}/login-as`,
      token: world.tokens.admin,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json() as { token: string };
    expect((await graph(token, satisfaction())).graph_meta.worker_count).toBe(6);
    const own = await t.call({ method: 'GET', url: '/api/session/scope', token });
    expect(own.json()).toEqual({ scope: { worker_group_ids: [office], demographies: [] } });
  });
});

describe('scope administration', () => {
  it('the admin reads a scope back; every change is in the audit log', async () => {
    const viewer = await scopedUser(site('Debrecen'));
    const res = await t.call({
      method: 'GET',
      url: `/api/users/${viewer.id}/scope`,
      token: world.tokens.admin,
    });
    expect(res.json()).toEqual({ scope: site('Debrecen') });
    const events = await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'detail', 'subject_id'])
      .where('action', '=', 'scope-changed')
      .where('subject_id', '=', viewer.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.detail!)).toEqual(site('Debrecen'));
  });

  it('another tenant’s admin gets the 404 of a missing user; a user gets 403; nothing changes', async () => {
    const viewer = await scopedUser({ worker_group_ids: [office], demographies: [] });
    await setScope(viewer.id, null, world.tokens.adminB, 404);
    const read = await t.call({
      method: 'GET',
      url: `/api/users/${viewer.id}/scope`,
      token: world.tokens.adminB,
    });
    expect(read.statusCode).toBe(404);
    await setScope(viewer.id, null, world.tokens.userA, 403);
    await setScope(viewer.id, null, viewer.token, 403);
    const check = await t.call({
      method: 'POST',
      url: '/api/users/scope-check',
      token: viewer.token,
      payload: { scope: site('Budapest') },
    });
    expect(check.statusCode).toBe(403);
    expect((await graph(viewer.token, satisfaction())).graph_meta.worker_count).toBe(6);
  });

  it('an admin has no scope to set, and a scope of another tenant’s worker group is refused', async () => {
    await setScope(world.admin.id, site('Budapest'), world.tokens.admin, 403);
    const viewer = await scopedUser(null);
    const res = await setScope(
      viewer.id,
      { worker_group_ids: [999_999], demographies: [] },
      world.tokens.admin,
      400,
    );
    expect(res.body).toContain('validation-failed');
    expect(res.body).toContain('scope.worker_group_ids');
  });

  it('a scope of no dimension, or of three, is refused by its field', async () => {
    const viewer = await scopedUser(null);
    const res = await setScope(
      viewer.id,
      { worker_group_ids: [], demographies: [] },
      world.tokens.admin,
      400,
    );
    expect(res.body).toContain('scope.demographies');
    const three: UserScope = {
      worker_group_ids: [office],
      demographies: [
        { code: 'site', answers: ['Budapest'] },
        { code: 'AGE', answers: ['Under 30'] },
      ],
    };
    const refused = await setScope(viewer.id, three, world.tokens.admin, 400);
    expect(refused.body).toContain('scope.demographies');
    expect((await graph(viewer.token, satisfaction())).graph_meta.worker_count).toBe(9);
  });

  it('the check before saving tells the people covered and the dates a scope would be withheld', async () => {
    const check = async (scope: UserScope) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/users/scope-check',
        token: world.tokens.admin,
        payload: { scope },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        min_group_size: number;
        dates: { survey_date_id: number; respondents: number | null; withheld: string | null }[];
      };
    };
    const officeCheck = await check({ worker_group_ids: [office], demographies: [] });
    expect(officeCheck.dates.find((d) => d.survey_date_id === newer.id)).toMatchObject({
      respondents: 6,
      withheld: null,
    });
    const small = await check(site('Debrecen'));
    // fewer than k is never said as a number
    expect(small.dates.find((d) => d.survey_date_id === newer.id)).toMatchObject({
      respondents: null,
      withheld: 'scope-fewer-than-k',
    });
    const big = await check(site('Budapest'));
    expect(big.dates.find((d) => d.survey_date_id === newer.id)).toMatchObject({
      respondents: 7,
      withheld: 'scope-complement-fewer-than-k',
    });
  });
});
