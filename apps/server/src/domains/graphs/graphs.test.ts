import type { GraphDataRequest, GraphResponse } from '@pulzus/core';
import { buildSurveyCube, computeGraph } from '@pulzus/core/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants, createUser, tokenFor } from '../../test/fixtures';
import type { SeededDate } from './graphs.fixtures';
import { seedHandCompany } from './graphs-company.fixtures';

let t: TestApp;
let newer: SeededDate;
let older: SeededDate;
let en: string;

beforeAll(async () => {
  // the hand company's k = 3 (seedHandCompany) holds only where the server's k is not higher (docs/privacy.md)
  t = await buildTestApp({ MIN_GROUP_SIZE: '3' });
  const world = await createTenants(t);
  ({ newer, older } = await seedHandCompany(t, world.accountA.id, { olderPublished: true }));
  const admin = await createUser(t, 'admin', world.accountA.id, { languageId: 2 });
  en = await tokenFor(t, admin.id, world.accountA.id);
});
afterAll(() => t.close());

const graph = async (payload: GraphDataRequest, token = en): Promise<GraphResponse> => {
  const res = await t.call({ method: 'POST', url: '/api/graph/data', payload, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const N = () => [newer.id];
const wg = (id: number) => newer.ids.workerGroups.get(id)!;
const dem = (date: SeededDate, id: number) => date.ids.demographies.get(id)!;
/** The total graph of the newer date's people at one Site answer (the hand company's 201 Budapest, 202 Debrecen). */
const siteTotal = (answer: number): GraphDataRequest => ({
  type: 'total',
  query: {
    survey_dates: N(),
    filters: [
      {
        type: 'demography',
        demography_id: dem(newer, 20),
        demography_answer_ids: [newer.ids.answers.get(answer)!],
      },
    ],
  },
});

/** The engine on the seeded rows' plain input: the API must answer exactly this (the load is lossless). */
function engine(request: GraphDataRequest, mainDimensionDemographyId: number | null = null): GraphResponse {
  const cubes = [buildSurveyCube(newer.input), buildSurveyCube(older.input)];
  return computeGraph(request, cubes, { minGroupSize: 3, language: 'en', mainDimensionDemographyId });
}

describe('POST graph/data: the nine chart graphs on the hand-checked company (spec 2 §7, graphs.md "The graphs")', () => {
  it('commitment_total: engagement per worker group and Total, satisfaction index second', async () => {
    const request: GraphDataRequest = {
      type: 'commitment_total',
      query: { survey_dates: N(), show_satisfaction_index: true },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Office', 'Plant', 'Total']);
    // Office 7/12, Plant 3/6, Total 10/18; satisfaction Office 6/12, Plant 4/6, Total 10/18
    expect(r.graph_data).toEqual([
      { name: 'Engagement index', data: [58, 50, 56] },
      { name: 'Satisfaction index', data: [50, 67, 56] },
    ]);
    expect(r.graph_meta.worker_count).toBe(9);
    expect(r).toEqual(engine(request));
  });

  it('commitment_demographics: engagement per Age answer; the withheld No answer hides Under 30 too', async () => {
    const request: GraphDataRequest = {
      type: 'commitment_demographics',
      query: {
        survey_dates: N(),
        main_dimension_demography_id: dem(newer, 21),
        filters: [],
        show_satisfaction_index: false,
      },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Under 30', '30 or more', 'No answer']);
    // No answer has 2 respondents (< 3); 30+ (r3 r4 r5 r9, 5/8 = 63) counts E3, asked of the plant only, over r9
    // alone, so it is withheld too (docs/privacy.md "Rule 9")
    expect(r.graph_data[0]?.data).toEqual([null, null, null]);
    expect(r.warnings).toEqual(['graph-warning-privacy']);
    expect(r).toEqual(engine(request));
  });

  it('commitment_detailed: negative/middle/positive per commitment item, largest remainder to 100', async () => {
    const request: GraphDataRequest = {
      type: 'commitment_detailed',
      query: { survey_dates: N(), filters: [] },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Item E1', 'Item E2', 'Item E3']);
    // E1 2/1/6 of 9 → 22/11/67; E2 2/1/3 of 6 → 33/17/50; E3 1/1/1 of 3 → 34/33/33 (ties go to negative first)
    expect(r.graph_data).toEqual([
      { name: 'Negative (1–2)', data: [22, 33, 34], stack: 'March 2025' },
      { name: 'Middle (3–4)', data: [11, 17, 33], stack: 'March 2025' },
      { name: 'Positive (5–6)', data: [67, 50, 33], stack: 'March 2025' },
    ]);
    expect(r).toEqual(engine(request));
  });

  it('commitment_ranking: units by engagement, withheld last (Debrecen < k hides Budapest (Office))', async () => {
    const request: GraphDataRequest = {
      type: 'commitment_ranking',
      query: { survey_dates: N(), filters: [], show_satisfaction_index: false },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Budapest (Plant)', 'Budapest (Office)', 'Debrecen']);
    expect(r.graph_data[0]?.data).toEqual([50, null, null]);
    expect(r).toEqual(engine(request));
  });

  it('docs/privacy.md "Reasons": each withheld value says why — fewer than k, or covering a smaller group', async () => {
    const ranking = await graph({
      type: 'commitment_ranking',
      query: { survey_dates: N(), filters: [], show_satisfaction_index: false },
    });
    // Debrecen has 2 (< k = 3); Budapest (Office), 4, is withheld only so Debrecen cannot be derived
    expect(ranking.graph_data[0]).toMatchObject({
      withheld: [false, true, true],
      withheld_reasons: [null, 'protects-smaller', 'fewer-than-k'],
    });
    // a population withheld as a whole: its reason is what worker_count_hidden already says
    const budapest = await graph(siteTotal(201));
    expect(budapest.graph_meta.worker_count_hidden).toBe('privacy');
    expect(new Set(budapest.graph_data[0]!.withheld_reasons)).toEqual(new Set(['protects-smaller']));
    const debrecen = await graph(siteTotal(202));
    expect(debrecen.graph_meta.worker_count_hidden).toBe('fewer-than-k');
    expect(new Set(debrecen.graph_data[0]!.withheld_reasons)).toEqual(new Set(['fewer-than-k']));
    // a filter on the site leaves the other sites' units out of the ranking instead of drawing them hidden
    const inBudapest = await graph({
      type: 'commitment_ranking',
      query: { ...siteTotal(201).query, show_satisfaction_index: false } as never,
    });
    expect([...inBudapest.graph_meta.categories].sort()).toEqual(['Budapest (Office)', 'Budapest (Plant)']);
  });

  it('heatmap by worker groups and by units: the API answers what the engine computes, Debrecen withheld', async () => {
    for (const rows of ['worker_groups', 'units'] as const) {
      const request: GraphDataRequest = { type: 'heatmap', query: { survey_dates: N(), rows, filters: [] } };
      const r = await graph(request);
      expect(r).toEqual(engine(request));
      expect(r.graph_data[0]!.name).toBe('Total');
      const names = r.graph_data.slice(1).map((s) => s.name);
      expect(names).toEqual(
        rows === 'worker_groups'
          ? ['Office', 'Plant']
          : expect.arrayContaining(['Debrecen', 'Budapest (Office)']),
      );
      // the unit of fewer than k (Debrecen) is withheld, and so is Budapest (Office), which would give it away
      if (rows === 'units') {
        for (const name of ['Debrecen', 'Budapest (Office)'])
          expect(r.graph_data.find((s) => s.name === name)!.data.every((v) => v === null)).toBe(true);
      }
    }
  });

  it('satisfaction_total: index topics, Satisfaction index, other topics with their colours', async () => {
    const request: GraphDataRequest = {
      type: 'satisfaction_total',
      query: { survey_dates: N(), filters: [] },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Team', 'Safety', 'Satisfaction index', 'Other']);
    // Team 8/15 = 53; Safety 2/3 = 67; satisfaction 10/18 = 56; Other 3/4 = 75
    expect(r.graph_data[0]?.data).toEqual([53, 67, 56, 75]);
    expect(r.graph_meta.categories_colors).toEqual(['light_blue', 'red', null, 'gray']);
    expect(r).toEqual(engine(request));
  });

  it('satisfaction_topics: the Team items (same-named topics pooled) as stacked distributions', async () => {
    const request: GraphDataRequest = {
      type: 'satisfaction_topics',
      query: { survey_dates: N(), question_group_id: newer.ids.topics.get(25)!, filters: [] },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Item T1', 'Item T2']);
    // T1: 2 negative, 2 middle, 5 positive of 9 → 22/22/56
    expect(r.graph_data.map((s) => s.data[0])).toEqual([22, 22, 56]);
    expect(r).toEqual(engine(request));
  });

  it('satisfaction_demographics: one series per Site answer, Debrecen withheld', async () => {
    const request: GraphDataRequest = {
      type: 'satisfaction_demographics',
      query: { survey_dates: N(), main_dimension_demography_id: dem(newer, 20), filters: [] },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Team', 'Safety', 'Satisfaction index']);
    expect(r.graph_data.map((s) => s.name)).toEqual(['Budapest', 'Debrecen', 'Unknown']);
    expect(r.graph_data[1]?.data).toEqual([null, null, null]);
    expect(r).toEqual(engine(request));
  });

  it('total: every item by positive share, highest first, with topic colours', async () => {
    const request: GraphDataRequest = { type: 'total', query: { survey_dates: N(), filters: [] } };
    const r = await graph(request);
    // O1 3/4 = 75 first; E3 1/3 = 33 last
    expect(r.graph_meta.categories[0]).toBe('Item O1');
    expect(r.graph_data[0]?.data[0]).toBe(75);
    expect(r.graph_meta.categories_colors[0]).toBe('gray');
    expect(r.graph_meta.categories.at(-1)).toBe('Item E3');
    expect(r.graph_data[0]?.data.at(-1)).toBe(33);
    expect(r).toEqual(engine(request));
  });

  it('demographics: the date comes from the demography; counts withheld cell by cell with the privacy warning', async () => {
    const request: GraphDataRequest = {
      type: 'demographics',
      query: { demography_id: dem(newer, 21), hide_no_answers: false, filters: [] },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Under 30', '30 or more', 'No answer']);
    // 3 / 4 / 2 of 9: No answer (2) withheld, Under 30 as the next smallest, 30+ since it would reveal the base
    expect(r.graph_meta.counts).toEqual([null, null, null]);
    expect(r.warnings).toEqual(['graph-warning-privacy']);
    expect(r.graph_meta.worker_count).toBe(9);
    expect(r).toEqual(engine(request));
  });
});

describe('POST graph/data: several dates, filters, main dimension, k and language (spec 2 §7, §9; graphs.md)', () => {
  it('total over two dates: oldest series first, an item only on the older date last and null on the newer', async () => {
    const request: GraphDataRequest = {
      type: 'total',
      query: { survey_dates: [newer.id, older.id], filters: [] },
    };
    const r = await graph(request);
    expect(r.graph_data.map((s) => s.name)).toEqual(['March 2024', 'March 2025']);
    expect(r.graph_meta.categories.at(-1)).toBe('Item X1');
    // X1: 3 older respondents answered 6 → 100; the newer date has no X1
    expect(r.graph_data[0]?.data.at(-1)).toBe(100);
    expect(r.graph_data[1]?.data.at(-1)).toBeNull();
    expect(r).toEqual(engine(request));
  });

  it('worker-group, demography and (admin) answer filters narrow the population', async () => {
    const base = {
      survey_dates: N(),
      main_dimension_demography_id: dem(newer, 21),
      show_satisfaction_index: false,
    };
    const office = await graph({
      type: 'commitment_demographics',
      query: { ...base, filters: [{ type: 'worker_group', worker_group_ids: [wg(1)] }] },
    });
    expect(office.graph_meta.worker_count).toBe(6);
    const budapest = await graph(siteTotal(201));
    // Budapest's 7 are withheld with Debrecen's 2, its count too (docs/privacy.md "Rule 3", worked example)
    expect(budapest.graph_meta).toMatchObject({ worker_count: null, worker_count_hidden: 'privacy' });
    // T1 answered 6 by r3 r5 r9
    const t1 = newer.ids.questions.get(2200)!;
    const answered = await graph({
      type: 'total',
      query: {
        survey_dates: N(),
        filters: [{ type: 'answer', question_filters: [{ question_id: t1, answers: [6] }] }],
      },
    });
    expect(answered.graph_meta.worker_count).toBe(3);
  });

  it('the main dimension of commitment_total comes from the graph settings (spec 2 §4)', async () => {
    const site = dem(newer, 20);
    const save = await t.call({
      method: 'POST',
      url: `/api/survey-dates/${newer.id}/graph-dimensions`,
      token: en,
      payload: {
        grouped_graph_dimensions: [
          {
            graph_slug: 'commitment_total',
            graph_dimensions: [
              {
                id: null,
                survey_date_id: newer.id,
                graph_slug: 'commitment_total',
                demography_id: null,
                is_worker_group_demography: true,
                is_main_dimension: false,
                is_filter: false,
              },
              {
                id: null,
                survey_date_id: newer.id,
                graph_slug: 'commitment_total',
                demography_id: site,
                is_worker_group_demography: false,
                is_main_dimension: true,
                is_filter: false,
              },
            ],
          },
        ],
      },
    });
    expect(save.statusCode).toBe(200);
    const request: GraphDataRequest = {
      type: 'commitment_total',
      query: { survey_dates: N(), show_satisfaction_index: false },
    };
    const r = await graph(request);
    expect(r.graph_meta.categories).toEqual(['Budapest', 'Debrecen', 'Unknown', 'Total']);
    // Debrecen has 2 respondents: withheld, and Budapest with it (secondary); Total 10/18 = 56
    expect(r.graph_data[0]?.data).toEqual([null, null, null, 56]);
    expect(r).toEqual(engine(request, site));
  });

  it("k is the account's min_group_size, else MIN_GROUP_SIZE; labels follow the caller's language", async () => {
    const other = await buildTestApp({ MIN_GROUP_SIZE: '4' });
    try {
      const world = await createTenants(other);
      const { newer: date } = await seedHandCompany(other, world.accountA.id, { minGroupSize: null });
      const res = await other.call({
        method: 'POST',
        url: '/api/graph/data',
        token: world.tokens.userA,
        payload: {
          type: 'commitment_total',
          query: { survey_dates: [date.id], show_satisfaction_index: false },
        },
      });
      const r: GraphResponse = res.json();
      // k = 4: Plant (3 respondents) withheld, Office with it; the total counts E3 over the plant only, so it is
      // judged on the Plant's box and withheld too (docs/privacy.md "Rule 9"); Hungarian labels for a Hungarian user
      expect(r.graph_meta.categories).toEqual(['Office', 'Plant', 'Összesen']);
      expect(r.graph_data).toEqual([
        {
          name: '2025. március',
          data: [null, null, null],
          withheld: [true, true, true],
          // Office covers the Plant; the Plant and the total judged on the Plant's box are below k
          withheld_reasons: ['protects-smaller', 'fewer-than-k', 'fewer-than-k'],
        },
      ]);
      expect(r.warnings).toEqual(['graph-warning-privacy']);
    } finally {
      await other.close();
    }
  });
});
