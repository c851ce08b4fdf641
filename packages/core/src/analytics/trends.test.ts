import { describe, expect, it } from 'vitest';
import type { GraphDataRequest } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { changeMargin, changeMeaningful } from '../indexes/change-margin';
import { computeGraph } from './compute-graph';
import type { SurveyCubeInput } from './survey-cube-input';
import { scoredPeople, topic, twoSites } from './test/fixtures';

/** One date of docs/graphs.md "Trends", worked example: Budapest (collector 1) and Debrecen (collector 2). */
const date = (id: number, day: string, budapest: number[], debrecen: number[]): SurveyCubeInput => ({
  survey_date: { id, date: day },
  worker_groups: [{ id: 1, name: 'Everyone' }],
  topics: [topic(1, 1, 'Engagement', ['C1'], 'commitment'), topic(2, 1, 'Team', ['T1'], 'index', 'blue')],
  ...twoSites(),
  respondents: [
    ...scoredPeople(1, budapest[0]!, budapest[1]!, budapest[2]!),
    ...scoredPeople(2, debrecen[0]!, debrecen[1]!, debrecen[2]!),
  ],
});

// [respondents, C1 positive, T1 positive] per site
const cubes = [
  date(3, '2025-03-01', [196, 158, 108], [4, 2, 2]),
  date(1, '2024-03-01', [30, 15, 15], [10, 5, 5]),
  date(2, '2024-09-01', [40, 25, 22], [10, 5, 5]),
].map(buildSurveyCube);
const options = { minGroupSize: 5, language: 'en' } as const;
type Filters = Extract<GraphDataRequest, { type: 'trends' }>['query']['filters'];
const trends = (filters: Filters, dates = cubes) =>
  computeGraph({ type: 'trends', query: { filters } }, dates, options);
const debrecen: Filters = [{ type: 'demography', demography_id: 20, demography_answer_ids: [202] }];

describe('trends (docs/graphs.md "Trends")', () => {
  it('the worked example: every date oldest first, the indexes and each index topic', () => {
    const response = trends([]);
    expect(response.graph_meta.categories).toEqual(['Engagement index', 'Satisfaction index', 'Team']);
    expect(response.graph_meta.categories_colors).toEqual([null, null, 'blue']);
    expect(response.graph_data.map((s) => [s.name, s.data])).toEqual([
      ['March 2024', [50, 50, 50]],
      ['September 2024', [60, 54, 54]],
      ['March 2025', [80, 55, 55]],
    ]);
    expect(response.graph_meta.date_worker_counts?.map((d) => d.worker_count)).toEqual([40, 50, 200]);
  });

  it('the change since the previous date is on the later series, meaningful only beyond the 95 % margin', () => {
    const [first, second, third] = trends([]).graph_data;
    expect(first!.change).toBeUndefined();
    expect(second!.change).toEqual([10, 4, 4]);
    // 10 points between 40 and 50 respondents is within the margin (20.7 points)
    expect(second!.change_meaningful).toEqual([false, false, false]);
    expect(third!.change).toEqual([20, 1, 1]);
    // 20 points between 50 and 200 respondents is beyond it (13.2 points)
    expect(third!.change_meaningful).toEqual([true, false, false]);
  });

  it('every point is the value satisfaction_total and the shared item lattice answer for that date alone', () => {
    const response = trends(debrecen);
    cubes.forEach((cube) => {
      const alone = computeGraph(
        { type: 'satisfaction_total', query: { survey_dates: [cube.surveyDateId], filters: debrecen } },
        cubes,
        options,
      );
      const series = response.graph_data.find((s) => s.name === alone.graph_data[0]!.name)!;
      // satisfaction_total lists Team, then the satisfaction index
      expect(series.data.slice(1)).toEqual([alone.graph_data[0]!.data[1], alone.graph_data[0]!.data[0]]);
    });
  });

  it('a date whose filtered population is below k is withheld there, and so is its change', () => {
    const response = trends(debrecen);
    expect(response.graph_data.map((s) => s.data)).toEqual([
      [50, 50, 50],
      [50, 50, 50],
      [null, null, null],
    ]);
    expect(response.graph_data[2]!.withheld).toEqual([true, true, true]);
    expect(response.graph_data[2]!.change).toEqual([null, null, null]);
    expect(response.graph_data[1]!.change).toEqual([0, 0, 0]);
    expect(response.graph_meta.worker_count).toBeNull();
    expect(response.warnings).toContain('graph-warning-too-few-respondents');
  });

  it('one date only: one series and no change', () => {
    const response = trends([], [cubes[1]!]);
    expect(response.graph_data).toHaveLength(1);
    expect(response.graph_data[0]!.change).toBeUndefined();
  });
});

describe('the change rule (docs/graphs.md "Change since the previous date")', () => {
  it('the margin is 1.96·√(p̄(1−p̄)(1/n₁+1/n₂))·100 with p̄ pooled by the counts', () => {
    const pooled = (0.5 * 40 + 0.6 * 50) / 90;
    expect(changeMargin(50, 60, 40, 50)).toBeCloseTo(
      1.96 * Math.sqrt(pooled * (1 - pooled) * (1 / 40 + 1 / 50)) * 100,
    );
  });

  it('a zero change never means anything, and a change without shown sizes is not judged', () => {
    expect(changeMeaningful(70, 70, 10_000, 10_000)).toBe(false);
    expect(changeMeaningful(50, 90, null, 200)).toBeNull();
  });

  it('the existing multi-date graphs carry it too, judged by the respondent counts they show', () => {
    const response = computeGraph(
      { type: 'satisfaction_total', query: { survey_dates: [2, 3], filters: [] } },
      cubes,
      options,
    );
    const [earlier, later] = response.graph_data;
    const [n1, n2] = response.graph_meta.date_worker_counts!.map((d) => d.worker_count!);
    expect(later!.change).toEqual(later!.data.map((v, i) => v! - earlier!.data[i]!));
    expect(later!.change_meaningful).toEqual(
      later!.data.map(
        (v, i) => Math.abs(v! - earlier!.data[i]!) >= changeMargin(earlier!.data[i]!, v!, n1!, n2!),
      ),
    );
  });

  it("a group's change is judged by the group's count as a query filtered to it shows it", () => {
    const response = computeGraph(
      {
        type: 'commitment_demographics',
        query: {
          survey_dates: [1, 2],
          main_dimension_demography_id: 20,
          filters: [],
          show_satisfaction_index: false,
        },
      },
      cubes,
      options,
    );
    // Budapest 15/30 = 50 → 25/40 = 63 (13 points; the margin for 30 and 40 respondents is 23.4); Debrecen 50 → 50
    expect(response.graph_data.map((s) => s.data)).toEqual([
      [50, 50],
      [63, 50],
    ]);
    expect(response.graph_data[1]!.change).toEqual([13, 0]);
    expect(changeMargin(50, 63, 30, 40)).toBeCloseTo(23.4, 1);
    expect(response.graph_data[1]!.change_meaningful).toEqual([false, false]);
  });

  it('a group the privacy pattern does not show leaves its change unjudged', () => {
    // Debrecen's 4 respondents on the last date: its value is withheld, so is its change
    const response = computeGraph(
      {
        type: 'commitment_demographics',
        query: {
          survey_dates: [2, 3],
          main_dimension_demography_id: 20,
          filters: [],
          show_satisfaction_index: false,
        },
      },
      cubes,
      options,
    );
    expect(response.graph_data[1]!.data[1]).toBeNull();
    expect(response.graph_data[1]!.change?.[1]).toBeNull();
    expect(response.graph_data[1]!.change_meaningful?.[1]).toBeNull();
  });
});
