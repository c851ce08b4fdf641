import { describe, expect, it } from 'vitest';
import type { GraphDataRequest } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { GraphEngineError } from './graph-engine-error';
import { COMPANY, olderMeta, respondent } from './test/fixtures';
import { handCompany } from './test/hand-company';

const cube = buildSurveyCube(handCompany());
const D = [COMPANY.newer.id];
const en = { minGroupSize: 3, language: 'en' } as const;
const run = (request: GraphDataRequest, options: Parameters<typeof computeGraph>[2] = en) =>
  computeGraph(request, [cube], options);

describe('commitment_total (graphs.md "The graphs", spec 2 §7)', () => {
  it('engagement per worker group and Total, satisfaction index second (hand-checked)', () => {
    const r = run({ type: 'commitment_total', query: { survey_dates: D, show_satisfaction_index: true } });
    expect(r.graph_meta.categories).toEqual(['Office', 'Plant', 'Total']);
    // Office 7/12, Plant 3/6, Total 10/18; satisfaction Office 6/12, Plant 4/6, Total 10/18
    expect(r.graph_data).toEqual([
      { name: 'Engagement index', data: [58, 50, 56] },
      { name: 'Satisfaction index', data: [50, 67, 56] },
    ]);
    expect(r.graph_meta.worker_count).toBe(9);
    expect(r.warnings).toEqual([]);
  });

  it('a main demography as the main dimension; the series is named by the date (spec 1 §9)', () => {
    const r = run(
      { type: 'commitment_total', query: { survey_dates: D, show_satisfaction_index: false } },
      {
        ...en,
        language: 'hu',
        mainDimensionDemographyId: 20,
      },
    );
    expect(r.graph_meta.categories).toEqual(['Budapest', 'Debrecen', 'Unknown', 'Összesen']);
    // Budapest r1–r4, r7–r9: 8/14 = 57.1; Debrecen 2 respondents → withheld, so Budapest is withheld too, as cover
    // (docs/privacy.md "Reasons")
    expect(r.graph_data).toEqual([
      {
        name: '2025. március',
        data: [null, null, null, 56],
        withheld: [true, true, true, false],
        withheld_reasons: ['protects-smaller', 'fewer-than-k', 'fewer-than-k', null],
      },
    ]);
    expect(r.warnings).toEqual(['graph-warning-privacy']);
  });
});

describe('commitment_ranking (graphs.md 4, 9)', () => {
  it('units sorted by engagement, withheld last; Office Debrecen withholds Office Budapest too (secondary)', () => {
    const r = run({
      type: 'commitment_ranking',
      query: { survey_dates: D, filters: [], show_satisfaction_index: false },
    });
    expect(r.graph_meta.categories).toEqual(['Budapest (Plant)', 'Budapest (Office)', 'Debrecen']);
    expect(r.graph_data[0]?.data).toEqual([50, null, null]);
  });

  it('with k = 3 and no Debrecen respondents, the Office unit shows its 5/8 = 63', () => {
    const rows = handCompany().respondents.filter((x) => x.collector_id !== 2);
    const c = buildSurveyCube({ ...handCompany(), respondents: rows });
    const r = computeGraph(
      { type: 'commitment_ranking', query: { survey_dates: D, filters: [], show_satisfaction_index: false } },
      [c],
      en,
    );
    expect(r.graph_meta.categories).toEqual(['Budapest (Office)', 'Budapest (Plant)']);
    expect(r.graph_data[0]?.data).toEqual([63, 50]);
  });
});

describe('commitment_demographics and filters (spec 2 §7 filter types)', () => {
  const query = { survey_dates: D, main_dimension_demography_id: 21, show_satisfaction_index: false };
  it('engagement per age answer, no-answer included (graphs.md 8)', () => {
    const r = run({ type: 'commitment_demographics', query: { ...query, filters: [] } });
    expect(r.graph_meta.categories).toEqual(['Under 30', '30 or more', 'No answer']);
    // Under 30: r1 r2 r7 → 5/6 = 83; 30+: r3 r4 r5 r9 → 5/8 = 63; No answer: r6 r8 → 0/4, 2 respondents → withheld
    // one withheld answer: the next smallest (Under 30) is withheld too; 30+ counts E3 (asked of the plant only)
    // over its plant people, r9 alone, so it is withheld as well (docs/privacy.md "Rule 9")
    expect(r.graph_data[0]?.data).toEqual([null, null, null]);
  });

  it('worker_group filter keeps Office only', () => {
    const r = run({
      type: 'commitment_demographics',
      query: { ...query, filters: [{ type: 'worker_group', worker_group_ids: [1] }] },
    });
    expect(r.graph_meta.worker_count).toBe(6);
  });

  it('demography filter by answer ids; answer filter by question and values (admins)', () => {
    const site = run({
      type: 'total',
      query: {
        survey_dates: D,
        filters: [{ type: 'demography', demography_id: 20, demography_answer_ids: [201] }],
      },
    });
    // Budapest (7) is everyone but Debrecen's 2: shown, it would reveal them (docs/privacy.md "Rule 3")
    expect(site.graph_meta.worker_count).toBeNull();
    expect(site.graph_meta.worker_count_hidden).toBe('privacy');
    expect(site.warnings).toEqual(['graph-warning-privacy-neighbour']);
    const plant = run({
      type: 'total',
      query: { survey_dates: D, filters: [{ type: 'worker_group', worker_group_ids: [2] }] },
    });
    expect(plant.graph_meta.worker_count).toBe(3);
    const answered = run({
      type: 'total',
      query: {
        survey_dates: D,
        filters: [{ type: 'answer', question_filters: [{ question_id: 2200, answers: [6] }] }],
      },
    });
    // T1 answered 6 by r3 r5 r9
    expect(answered.graph_meta.worker_count).toBe(3);
    // 5 or 6 (r1 r3 r5 r7 r9): leaving out the 5 would change the population by r1 and r7 only (docs/privacy.md "Rule 4")
    const fiveOrSix = run({
      type: 'total',
      query: {
        survey_dates: D,
        filters: [{ type: 'answer', question_filters: [{ question_id: 2200, answers: [5, 6] }] }],
      },
    });
    expect(fiveOrSix.graph_meta.worker_count).toBeNull();
    expect(fiveOrSix.warnings).toEqual(['graph-warning-privacy-neighbour']);
    expect(() =>
      run({
        type: 'total',
        query: {
          survey_dates: D,
          filters: [{ type: 'answer', question_filters: [{ question_id: 1, answers: [1] }] }],
        },
      }),
    ).toThrow(GraphEngineError);
  });
});

describe('demographics (graphs.md finer point 2)', () => {
  it('shares rounded one by one, counts in graph_meta, a withheld answer hides the next smallest', () => {
    const r = run({
      type: 'demographics',
      query: { demography_id: 21, hide_no_answers: false, filters: [] },
    });
    expect(r.graph_meta.categories).toEqual(['Under 30', '30 or more', 'No answer']);
    // 3 / 4 / 2 of 9: "No answer" (2) is withheld, then "Under 30" (3) as the next smallest; and since the view
    // without no-answers would show 30+ as 4 of 7, revealing the base, 30+ is withheld as well
    expect(r.graph_meta.counts).toEqual([null, null, null]);
    expect(r.graph_data).toEqual([
      {
        name: 'Age',
        data: [null, null, null],
        withheld: [true, true, true],
        withheld_reasons: ['protects-smaller', 'protects-smaller', 'fewer-than-k'],
      },
    ]);
    expect(r.warnings).toEqual(['graph-warning-privacy']);
  });

  it('hide_no_answers drops the no-answer answers and bases shares on the rest', () => {
    const r = run(
      { type: 'demographics', query: { demography_id: 20, hide_no_answers: true, filters: [] } },
      { ...en, minGroupSize: 2 },
    );
    expect(r.graph_meta.categories).toEqual(['Budapest', 'Debrecen']);
    // k is clamped to 3..10: Debrecen (2) is withheld, Budapest (7) with it
    expect(r.graph_meta.counts).toEqual([null, null]);
    expect(r.graph_data[0]?.data).toEqual([null, null]);
    const shown = run(
      { type: 'demographics', query: { demography_id: 20, hide_no_answers: true, filters: [] } },
      {
        ...en,
        minGroupSize: 3,
      },
    );
    expect(shown.graph_meta.worker_count).toBe(9);
  });
});

describe('item graphs (graphs.md "The graphs", finer point 4)', () => {
  it('total: positive share per item, highest first, topic colours', () => {
    const r = run({ type: 'total', query: { survey_dates: D, filters: [] } });
    // E1 6/9=67, E2 4/6=67 (E1 first: natural order on equal unrounded… 66.7 vs 66.7), T1 6/9, T2 4/6, O1 3/4=75,
    // E3 1/3=33, S1 2/3=67
    expect(r.graph_meta.categories[0]).toBe('Item O1');
    expect(r.graph_data[0]?.data[0]).toBe(75);
    expect(r.graph_meta.categories_colors[0]).toBe('gray');
    expect(r.graph_meta.categories.at(-1)).toBe('Item E3');
    expect(r.graph_data[0]?.data.at(-1)).toBe(33);
  });

  it('satisfaction_total: index topics, Satisfaction index, other topics', () => {
    const r = run({ type: 'satisfaction_total', query: { survey_dates: D, filters: [] } });
    expect(r.graph_meta.categories).toEqual(['Team', 'Safety', 'Satisfaction index', 'Other']);
    // Team T1+T2 8/15 = 53; Safety 2/3 = 67; satisfaction 10/18 = 56; Other 3/4 = 75
    expect(r.graph_data[0]?.data).toEqual([53, 67, 56, 75]);
    expect(r.graph_meta.categories_colors).toEqual(['light_blue', 'red', null, 'gray']);
  });

  it('satisfaction_topics: the Team items as stacked distributions', () => {
    const r = run({
      type: 'satisfaction_topics',
      query: { survey_dates: D, question_group_id: 25, filters: [] },
    });
    expect(r.graph_meta.categories).toEqual(['Item T1', 'Item T2']);
    // T1: 1,2 | 4,3 | 5,6,6,6,5,6 → 2/2/5 of 9 = 22.2/22.2/55.6 → 22/22/56
    expect(r.graph_data.map((s) => s.data[0])).toEqual([22, 22, 56]);
  });

  it('satisfaction_demographics: one series per answer', () => {
    const r = run({
      type: 'satisfaction_demographics',
      query: { survey_dates: D, main_dimension_demography_id: 20, filters: [] },
    });
    expect(r.graph_meta.categories).toEqual(['Team', 'Safety', 'Satisfaction index']);
    expect(r.graph_data.map((s) => s.name)).toEqual(['Budapest', 'Debrecen', 'Unknown']);
    expect(r.graph_data[1]?.data).toEqual([null, null, null]);
  });
});

describe('several dates (graphs.md finer point 5, spec 2 §9)', () => {
  const older = buildSurveyCube({
    ...olderMeta(),
    respondents: [1, 2, 3].map(() => respondent(5, ['E1', 'E2', 'T1', 'X1'], [6, 6, 6, 6])),
  });
  it('series oldest first, latest date items first, missing items null', () => {
    const r = computeGraph(
      { type: 'total', query: { survey_dates: [11, 10], filters: [] } },
      [cube, older],
      en,
    );
    expect(r.graph_data.map((s) => s.name)).toEqual(['March 2024', 'March 2025']);
    expect(r.graph_meta.categories.at(-1)).toBe('Item X1');
    expect(r.graph_data[1]?.data.at(-1)).toBeNull();
    expect(r.graph_meta.worker_count).toBe(9);
  });
  it('each date keeps its own respondent count, oldest first, under the one-date rules', () => {
    const both = { survey_dates: [11, 10], filters: [] };
    const r = computeGraph({ type: 'total', query: both }, [cube, older], en);
    const alone = (id: number) =>
      computeGraph({ type: 'total', query: { survey_dates: [id], filters: [] } }, [cube, older], en)
        .graph_meta;
    expect(r.graph_meta.date_worker_counts).toEqual([
      { survey_date_id: older.surveyDateId, worker_count: alone(older.surveyDateId).worker_count },
      { survey_date_id: cube.surveyDateId, worker_count: alone(cube.surveyDateId).worker_count },
    ]);
    expect(r.graph_meta.date_worker_counts?.map((d) => d.worker_count)).toEqual([3, 9]);
    // under k on one date: withheld there as a one-date query withholds it
    const strict = computeGraph({ type: 'total', query: both }, [cube, older], { ...en, minGroupSize: 4 });
    expect(strict.graph_meta.date_worker_counts?.[0]).toEqual({
      survey_date_id: older.surveyDateId,
      worker_count: null,
      worker_count_hidden: 'fewer-than-k',
    });
    expect(alone(cube.surveyDateId).date_worker_counts).toBeUndefined();
  });
  it('more dates than allowed throw graph-too-many-dates', () => {
    expect(() =>
      computeGraph(
        {
          type: 'satisfaction_demographics',
          query: { survey_dates: [10, 11], main_dimension_demography_id: 20, filters: [] },
        },
        [cube, older],
      ),
    ).toThrow(expect.objectContaining({ code: 'graph-too-many-dates' }));
    expect(() => computeGraph({ type: 'total', query: { survey_dates: [99], filters: [] } }, [cube])).toThrow(
      expect.objectContaining({ code: 'not-found' }),
    );
  });
  it('the too-few rule applies to each date alone; a date without respondents → graph-warning-no-data', () => {
    // total: the items asked of both worker groups count everyone of the date (a topic with an item of one group
    // would be judged on that group's box, docs/privacy.md "Rule 9", and the plant's 3 are below k = 4)
    const r = computeGraph({ type: 'total', query: { survey_dates: [10, 11], filters: [] } }, [cube, older], {
      ...en,
      minGroupSize: 4,
    });
    expect(r.warnings).toContain('graph-warning-too-few-respondents');
    expect(r.graph_data[0]?.data.every((v) => v === null)).toBe(true);
    expect(r.graph_data[1]?.data.some((v) => v !== null)).toBe(true);
    const none = run({
      type: 'total',
      query: {
        survey_dates: D,
        filters: [{ type: 'answer', question_filters: [{ question_id: 2200, answers: [4] }] }],
      },
    });
    expect(none.warnings).toEqual(['graph-warning-too-few-respondents']);
    // a filtered population of nobody looks like one of 1..k-1 (docs/privacy.md "Rule 1")
    const nobody = run({
      type: 'total',
      query: { survey_dates: D, filters: [{ type: 'worker_group', worker_group_ids: [3] }] },
    });
    expect(nobody.warnings).toEqual(['graph-warning-too-few-respondents']);
    expect(nobody.graph_meta.worker_count).toBeNull();
    // a date nobody answered, unfiltered, has no data
    const empty = computeGraph(
      { type: 'total', query: { survey_dates: D, filters: [] } },
      [buildSurveyCube({ ...handCompany(), respondents: [] })],
      en,
    );
    expect(empty.warnings).toEqual(['graph-warning-no-data']);
    expect(empty.graph_meta.worker_count).toBe(0);
  });
});
