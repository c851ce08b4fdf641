import { GRAPH_SLUGS, type GraphDataRequest } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { bootHandCompany } from './graphs-company.fixtures';

const { t, world, newer, older } = await bootHandCompany({ olderPublished: false });

const post = (payload: object, token: string) =>
  t.call({ method: 'POST', url: '/api/graph/data', payload, token });
const total = (dates: number[], filters: unknown[] = []) => ({
  type: 'total',
  query: { survey_dates: dates, filters },
});

describe('graph/data: who sees which survey date (spec 2 §6)', () => {
  it('users and demo users see published dates only; an unpublished date is a 404 for them, not for admins', async () => {
    expect((await post(total([newer.id]), world.tokens.userA)).statusCode).toBe(200);
    expect((await post(total([newer.id]), world.tokens.demoA)).statusCode).toBe(200);
    const hidden = await post(total([older.id, newer.id]), world.tokens.userA);
    expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
    expect((await post(total([older.id, newer.id]), world.tokens.admin)).statusCode).toBe(200);
  });

  it('trends reads every date the caller may see: admins all, users the published ones (graphs.md "Trends")', async () => {
    const trends = { type: 'trends', query: { filters: [] } };
    const dateCount = async (token: string) => {
      const res = await post(trends, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { graph_data: unknown[] }).graph_data.length;
    };
    expect(await dateCount(world.tokens.admin)).toBe(2);
    expect(await dateCount(world.tokens.userA)).toBe(1);
    expect(await dateCount(world.tokens.demoA)).toBe(1);
    // another tenant sees none of this account's dates
    expect((await post(trends, world.tokens.userB)).statusCode).not.toBe(200);
  });

  it("another tenant's survey date or demography is the same 404 as a missing one", async () => {
    for (const token of [world.tokens.userB, world.tokens.adminB]) {
      const res = await post(total([newer.id]), token);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: { code: 'not-found' } },
      });
      const demographics = await post(
        {
          type: 'demographics',
          query: { demography_id: newer.ids.demographies.get(20), hide_no_answers: false, filters: [] },
        },
        token,
      );
      expect(demographics.statusCode).toBe(404);
    }
    expect((await post(total([999_999]), world.tokens.admin)).statusCode).toBe(404);
  });

  it('a graph the account disabled is a 404 for users; admins still see it (spec 1 §2 enabled graphs)', async () => {
    const disable = (enabled: boolean) =>
      t.call({
        method: 'POST',
        url: '/api/account/enabled-graphs',
        token: world.tokens.admin,
        payload: {
          enabled_graphs: { ...Object.fromEntries(GRAPH_SLUGS.map((s) => [s, true])), total: enabled },
        },
      });
    expect((await disable(false)).statusCode).toBe(200);
    try {
      expect((await post(total([newer.id]), world.tokens.userA)).statusCode).toBe(404);
      expect((await post(total([newer.id]), world.tokens.admin)).statusCode).toBe(200);
    } finally {
      await disable(true);
    }
  });

  it('anonymous callers get 401', async () => {
    const res = await t.call({ method: 'POST', url: '/api/graph/data', payload: total([newer.id]) });
    expect(res.statusCode).toBe(401);
  });
});

describe('graph/data: filter refusals (graphs.md "Filters", spec 2 §4, §6, §9)', () => {
  it('question filters are for admins only: 403 for users, applied for admins', async () => {
    const t1 = newer.ids.questions.get(2200)!;
    const filters = [{ type: 'answer', question_filters: [{ question_id: t1, answers: [5, 6] }] }];
    const res = await post(total([newer.id], filters), world.tokens.userA);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: { error: { code: 'forbidden' } },
    });
    // applied for admins: three answered 6, and neither step back differs by fewer than k (docs/privacy.md "Rule 4")
    const sixes = [{ type: 'answer', question_filters: [{ question_id: t1, answers: [6] }] }];
    const admin = await post(total([newer.id], sixes), world.tokens.admin);
    expect(admin.json().graph_meta.worker_count).toBe(3);
    // 5 or 6 is 5 people, 2 more than 6 alone: withheld by the neighbour rule, its count too
    const neighbour = (await post(total([newer.id], filters), world.tokens.admin)).json();
    expect(neighbour.warnings).toEqual(['graph-warning-privacy-neighbour']);
    expect(neighbour.graph_meta).toMatchObject({ worker_count: null, worker_count_hidden: 'privacy' });
    // an empty question filter filters nothing and is no refusal
    expect(
      (await post(total([newer.id], [{ type: 'answer', question_filters: [] }]), world.tokens.userA))
        .statusCode,
    ).toBe(200);
  });

  it('a demography filter on demographics (not is_filter by default) is refused with graph-filter-not-allowed', async () => {
    const age = newer.ids.demographies.get(21)!;
    const site = newer.ids.demographies.get(20)!;
    const res = await post(
      {
        type: 'demographics',
        query: {
          demography_id: age,
          hide_no_answers: false,
          filters: [
            { type: 'demography', demography_id: site, demography_answer_ids: [newer.ids.answers.get(201)] },
          ],
        },
      },
      world.tokens.admin,
    );
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { error: { code: 'graph-filter-not-allowed' } },
    });
  });

  it('a worker-group filter is refused once the graph settings unmark it, and allowed again when marked', async () => {
    const saveWorkerGroupRow = (isFilter: boolean) =>
      t.call({
        method: 'POST',
        url: `/api/survey-dates/${newer.id}/graph-dimensions`,
        token: world.tokens.admin,
        payload: {
          grouped_graph_dimensions: [
            {
              graph_slug: 'total',
              graph_dimensions: [
                {
                  id: null,
                  survey_date_id: newer.id,
                  graph_slug: 'total',
                  demography_id: null,
                  is_worker_group_demography: true,
                  is_main_dimension: false,
                  is_filter: isFilter,
                },
              ],
            },
          ],
        },
      });
    const filtered = total(
      [newer.id],
      [{ type: 'worker_group', worker_group_ids: [newer.ids.workerGroups.get(1)] }],
    );
    expect((await post(filtered, world.tokens.userA)).statusCode).toBe(200);
    expect((await saveWorkerGroupRow(false)).statusCode).toBe(200);
    const refused = await post(filtered, world.tokens.userA);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: { code: 'graph-filter-not-allowed' } },
    });
    // an empty worker-group list filters nothing
    expect(
      (await post(total([newer.id], [{ type: 'worker_group', worker_group_ids: [] }]), world.tokens.userA))
        .statusCode,
    ).toBe(200);
    await saveWorkerGroupRow(true);
    expect((await post(filtered, world.tokens.userA)).statusCode).toBe(200);
  });

  it('more dates than the graph allows is a 400 (satisfaction_demographics takes one)', async () => {
    const request: GraphDataRequest = {
      type: 'satisfaction_demographics',
      query: {
        survey_dates: [newer.id, older.id],
        main_dimension_demography_id: newer.ids.demographies.get(20)!,
        filters: [],
      },
    };
    const res = await post(request, world.tokens.admin);
    expect(res.statusCode).toBe(400);
    expect(['graph-too-many-dates', 'validation-failed']).toContain(res.json().error.code);
  });
});

describe('graph/data: strict queries, a field the graph does not take is refused (graphs.md "Through the API")', () => {
  const commitmentTotal = (extra: object) => ({
    type: 'commitment_total',
    query: { survey_dates: [newer.id], show_satisfaction_index: false, ...extra },
  });
  const site = () => ({
    type: 'demography',
    demography_id: newer.ids.demographies.get(20),
    demography_answer_ids: [newer.ids.answers.get(201)],
  });

  it('a filter on a graph that takes none (commitment_total) is 400 graph-filter-not-allowed, not the unfiltered graph', async () => {
    for (const token of [world.tokens.userA, world.tokens.admin]) {
      const res = await post(commitmentTotal({ filters: [site()] }), token);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: {
          error: {
            code: 'graph-filter-not-allowed',
            fields: [{ path: 'query.filters', message: 'Not allowed' }],
          },
        },
      });
    }
    expect((await post(commitmentTotal({}), world.tokens.userA)).statusCode).toBe(200);
  });

  it('a field a graph does not take (a main demography where the graph settings decide) is 400 field-not-allowed naming it', async () => {
    const ranking = {
      type: 'commitment_ranking',
      query: {
        survey_dates: [newer.id],
        filters: [],
        show_satisfaction_index: false,
        main_dimension_demography_id: newer.ids.demographies.get(20),
      },
    };
    const res = await post(ranking, world.tokens.admin);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: {
        error: {
          code: 'field-not-allowed',
          fields: [{ path: 'query.main_dimension_demography_id', message: 'Not allowed' }],
        },
      },
    });
    const beside = await post({ ...total([newer.id]), extra: true }, world.tokens.admin);
    expect(beside.json()).toEqual({
      error: { code: 'field-not-allowed', fields: [{ path: 'extra', message: 'Not allowed' }] },
    });
  });

  it('the xlsx export refuses the same fields with the same codes', async () => {
    const ticket = await t.call({
      method: 'POST',
      url: '/api/download-tickets',
      token: world.tokens.admin,
      payload: { resource: 'graph-excel-export', id: newer.id },
    });
    const res = await t.call({
      method: 'POST',
      url: `/api/graph/excel-export?t=${ticket.json().ticket}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        data: JSON.stringify({ title: 'x', request: commitmentTotal({ filters: [site()] }) }),
      }).toString(),
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: {
        error: {
          code: 'graph-filter-not-allowed',
          fields: [{ path: 'data.request.query.filters', message: 'Not allowed' }],
        },
      },
    });
  });
});

describe('graph/data: privacy through the API (graphs.md "Privacy")', () => {
  it('too few respondents after filtering: no values and graph-warning-too-few-respondents', async () => {
    const t1 = newer.ids.questions.get(2200)!;
    const r = (
      await post(
        total([newer.id], [{ type: 'answer', question_filters: [{ question_id: t1, answers: [4] }] }]),
        world.tokens.admin,
      )
    ).json();
    expect(r.warnings).toEqual(['graph-warning-too-few-respondents']);
    expect(r.graph_data[0].data.every((v: number | null) => v === null)).toBe(true);
  });

  it('docs/privacy.md "Rule 1": a filtered population of nobody reads as fewer than k, its count withheld', async () => {
    const r = (
      await post(
        total([newer.id], [{ type: 'worker_group', worker_group_ids: [999_999] }]),
        world.tokens.admin,
      )
    ).json();
    expect(r.warnings).toEqual(['graph-warning-too-few-respondents']);
    expect(r.graph_meta).toMatchObject({
      worker_count: null,
      worker_count_hidden: 'fewer-than-k',
      min_group_size: 3,
    });
  });
});
