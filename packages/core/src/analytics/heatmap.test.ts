import { describe, expect, it } from 'vitest';
import type { GraphDataRequest } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import type { SurveyCubeInput } from './survey-cube-input';
import { respondent, scoredPeople, topic, twoSites } from './test/fixtures';

/** docs/graphs.md "Heatmap", worked example: 40 respondents, Budapest 30 and Debrecen 10. */
const input: SurveyCubeInput = {
  survey_date: { id: 1, date: '2025-03-01' },
  worker_groups: [{ id: 1, name: 'Everyone' }],
  topics: [topic(1, 1, 'Engagement', ['C1'], 'commitment'), topic(2, 1, 'Team', ['T1'], 'index', 'blue')],
  ...twoSites(),
  respondents: [...scoredPeople(1, 30, 21, 15), ...scoredPeople(2, 10, 5, 6)],
};
const cube = buildSurveyCube(input);
const heatmap = (
  filters: GraphDataRequest['query'] extends infer Q ? (Q extends { filters: infer F } ? F : never) : never,
) =>
  computeGraph(
    { type: 'heatmap', query: { survey_dates: [1], main_dimension_demography_id: 20, filters } },
    [cube],
    { minGroupSize: 5, language: 'en' },
  );

describe('the heatmap (docs/graphs.md "Heatmap")', () => {
  it('the worked example: the company first, then each site; engagement, satisfaction, then the topics', () => {
    const response = heatmap([]);
    expect(response.graph_meta.categories).toEqual(['Engagement index', 'Satisfaction index', 'Team']);
    expect(response.graph_data).toEqual([
      { name: 'Total', data: [65, 53, 53] },
      { name: 'Budapest', data: [70, 50, 50] },
      { name: 'Debrecen', data: [50, 60, 60] },
    ]);
    expect(response.warnings).toEqual([]);
    expect(response.graph_meta.worker_count).toBe(40);
  });

  it('every cell is the value of the graph that answers it alone, so it withholds what they withhold', () => {
    const filters = [{ type: 'demography' as const, demography_id: 20, demography_answer_ids: [202] }];
    const alone = (request: GraphDataRequest) =>
      computeGraph(request, [cube], { minGroupSize: 5, language: 'en' }).graph_data;
    const response = heatmap(filters);
    const engagement = alone({
      type: 'commitment_demographics',
      query: { survey_dates: [1], main_dimension_demography_id: 20, filters, show_satisfaction_index: false },
    });
    const satisfaction = alone({
      type: 'satisfaction_demographics',
      query: { survey_dates: [1], main_dimension_demography_id: 20, filters },
    });
    response.graph_data.slice(1).forEach((row, a) => {
      expect(row.data[0]).toBe(engagement[0]!.data[a]);
      expect(row.data.slice(1)).toEqual([satisfaction[a]!.data[1], satisfaction[a]!.data[0]]);
    });
  });

  it('a filter that leaves fewer than k withholds the groups, never the unfiltered company row', () => {
    // the 4 Debrecen respondents who answered the team item with 2: fewer than k = 5
    const few = heatmap([
      { type: 'demography', demography_id: 20, demography_answer_ids: [202] },
      { type: 'answer', question_filters: [{ question_id: 200, answers: [2] }] },
    ]);
    expect(few.graph_data[0]).toEqual({ name: 'Total', data: [65, 53, 53] });
    // the rows are the site's answers the filter keeps: Debrecen alone (docs/graphs.md "Filters")
    expect(few.graph_data.map((row) => row.name)).toEqual(['Total', 'Debrecen']);
    for (const row of few.graph_data.slice(1)) expect(row.data.every((v) => v === null)).toBe(true);
    expect(few.graph_data[1]!.withheld).toEqual([true, true, true]);
    expect(few.graph_meta.worker_count).toBeNull();
    expect(few.warnings).toContain('graph-warning-too-few-respondents');
  });
});

/**
 * docs/graphs.md "Heatmap", rows by worker groups or units: Office (Budapest 20, Debrecen 10) is asked Team,
 * Plant (Budapest 10, and `plantDebrecen` more at Debrecen) is asked Safety; both are asked the engagement item.
 */
function twoGroups(plantDebrecen: number): SurveyCubeInput {
  const all = ['C1', 'T1', 'S1'];
  const office = (collector: number, n: number, positive: number, team: number) =>
    Array.from({ length: n }, (_, i) =>
      respondent(collector, all, [i < positive ? 6 : 3, i < team ? 5 : 2, null]),
    );
  const plant = (collector: number, n: number, positive: number, safety: number) =>
    Array.from({ length: n }, (_, i) =>
      respondent(collector, all, [i < positive ? 6 : 3, null, i < safety ? 5 : 2]),
    );
  const site = (id: number, group: number, answer: number) => ({
    id,
    worker_group_id: group,
    demographies: [{ demography_id: 20, demography_answer_id: answer }],
  });
  return {
    ...input,
    worker_groups: [
      { id: 1, name: 'Office' },
      { id: 2, name: 'Plant' },
    ],
    topics: [
      topic(1, 1, 'Engagement', ['C1'], 'commitment'),
      topic(2, 1, 'Team', ['T1'], 'index', 'blue'),
      topic(3, 2, 'Engagement', ['C1'], 'commitment'),
      topic(4, 2, 'Safety', ['S1'], 'index', 'green'),
    ],
    collectors: [site(1, 1, 201), site(2, 1, 202), site(3, 2, 201), site(4, 2, 202)],
    respondents: [
      ...office(1, 20, 14, 10),
      ...office(2, 10, 5, 6),
      ...plant(3, 10, 3, 8),
      ...plant(4, plantDebrecen, 1, 1),
    ],
  };
}

const byRows = (
  cubeOf: ReturnType<typeof buildSurveyCube>,
  rows: 'worker_groups' | 'units',
  filters: Extract<GraphDataRequest, { type: 'heatmap' }>['query']['filters'] = [],
) =>
  computeGraph({ type: 'heatmap', query: { survey_dates: [1], rows, filters } }, [cubeOf], {
    minGroupSize: 5,
    language: 'en',
  });

describe('the heatmap by worker groups and units (docs/graphs.md "Heatmap")', () => {
  const groups = buildSurveyCube(twoGroups(0));

  it('the worked example by worker group: a topic a group was not asked is empty, not withheld', () => {
    const response = byRows(groups, 'worker_groups');
    expect(response.graph_meta.categories).toEqual([
      'Engagement index',
      'Satisfaction index',
      'Team',
      'Safety',
    ]);
    expect(response.graph_data).toEqual([
      { name: 'Total', data: [55, 60, 53, 80] },
      {
        name: 'Office',
        data: [63, 53, 53, null],
        withheld: [false, false, false, false],
        withheld_reasons: [null, null, null, null],
      },
      {
        name: 'Plant',
        data: [30, 80, null, 80],
        withheld: [false, false, false, false],
        withheld_reasons: [null, null, null, null],
      },
    ]);
    expect(response.warnings).toEqual([]);
  });

  it('the worked example by unit: units of two worker groups at one site are told apart by their group', () => {
    const response = byRows(groups, 'units');
    expect(response.graph_data.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Budapest (Office)',
          data: [70, 50, 50, null],
          withheld: [false, false, false, false],
        }),
        expect.objectContaining({
          name: 'Debrecen',
          data: [50, 60, 60, null],
          withheld: [false, false, false, false],
        }),
        expect.objectContaining({
          name: 'Budapest (Plant)',
          data: [30, 80, null, 80],
          withheld: [false, false, false, false],
        }),
      ]),
    );
    expect(response.graph_data).toHaveLength(4);
  });

  it('a worker-group filter keeps its groups and units as rows and its topics as columns', () => {
    const filters = [{ type: 'worker_group' as const, worker_group_ids: [1] }];
    for (const rows of ['worker_groups', 'units'] as const) {
      const response = byRows(groups, rows, filters);
      expect(response.graph_meta.categories).toEqual(['Engagement index', 'Satisfaction index', 'Team']);
      expect(response.graph_data.slice(1).map((s) => s.name)).not.toContain('Plant');
      expect(response.graph_data.slice(1).every((s) => !s.name.includes('Plant'))).toBe(true);
    }
  });

  it('a unit below k is withheld, and its worker group and its sibling unit are never both shown (Rule 3)', () => {
    // Plant Debrecen: 2 people. Plant = Plant Budapest + Plant Debrecen, so showing both would give away the 2
    const small = buildSurveyCube(twoGroups(2));
    const units = byRows(small, 'units');
    const groupsRows = byRows(small, 'worker_groups');
    const row = (response: typeof units, name: string) => response.graph_data.find((s) => s.name === name);
    const plantDebrecen = units.graph_data.find(
      (s) => s.name.startsWith('Debrecen') && s.name.includes('Plant'),
    );
    expect(plantDebrecen?.data.every((v) => v === null)).toBe(true);
    expect(plantDebrecen?.withheld?.some(Boolean)).toBe(true);
    expect(units.warnings).toContain('graph-warning-privacy');
    const shown = (series: { data: (number | null)[] } | undefined) => series?.data[0] != null;
    expect(shown(row(groupsRows, 'Plant')) && shown(row(units, 'Budapest (Plant)'))).toBe(false);
  });
});
