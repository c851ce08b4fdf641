import { describe, expect, it } from 'vitest';
import type { GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { suppressCells } from './secondary-suppression';
import { newerMeta, respondent } from './test/fixtures';

describe('secondary suppression (docs/graphs.md "Secondary suppression"; docs/privacy.md "Rule 7")', () => {
  it('withholds 1..k-1, never 0 contributors (graphs.md "Privacy", finer point 7)', () => {
    expect(Array.from(suppressCells([0, 1, 4, 5], [], 5))).toEqual([0, 1, 1, 0]);
  });

  it('cells withheld by the privacy pattern count as withheld parts and get a second one (docs/privacy.md)', () => {
    // part 2 (8) is forced; alone it would be the total minus the others, so the smallest other (10) goes too
    expect(Array.from(suppressCells([30, 12, 8, 10], [{ total: 0, parts: [1, 2, 3] }], 5, [2]))).toEqual([
      0, 0, 1, 1,
    ]);
  });

  it('one withheld part of a visible total: the next smallest visible part goes too', () => {
    // total 30 = 3 + 12 + 8 + 7 → parts 3 (primary) and 7 (smallest visible)
    expect(Array.from(suppressCells([30, 3, 12, 8, 7], [{ total: 0, parts: [1, 2, 3, 4] }], 5))).toEqual([
      0, 1, 0, 0, 1,
    ]);
  });

  it('withheld parts that pool fewer than k take the next smallest part too; an empty part is no cover', () => {
    // 2 + 2 = 4 < 5: the visible total minus the 6 would be a group of 4
    expect(Array.from(suppressCells([10, 2, 2, 6], [{ total: 0, parts: [1, 2, 3] }], 5))).toEqual([
      0, 1, 1, 1,
    ]);
    // 3 + 3 = 6 ≥ 5: nothing more
    expect(Array.from(suppressCells([16, 3, 3, 10], [{ total: 0, parts: [1, 2, 3] }], 5))).toEqual([
      0, 1, 1, 0,
    ]);
    expect(Array.from(suppressCells([8, 3, 0, 5], [{ total: 0, parts: [1, 2, 3] }], 5))).toEqual([
      0, 1, 0, 1,
    ]);
  });

  it('a lone nonempty part that is withheld takes the total with it', () => {
    expect(
      Array.from(
        suppressCells(
          [6, 0, 6, 2],
          [
            { total: 0, parts: [1, 3] },
            { total: 2, parts: [3] },
          ],
          5,
        ),
      ),
    ).toEqual([1, 0, 1, 1]);
  });

  it('a total withheld by suppression is not left as the sum of visible parts (hierarchies)', () => {
    // total 0 = groups 1 (3, primary) and 2 (10); group 2 = units 3 (5) and 4 (5)
    const relations = [
      { total: 0, parts: [1, 2] },
      { total: 2, parts: [3, 4] },
    ];
    expect(Array.from(suppressCells([13, 3, 10, 5, 5], relations, 5))).toEqual([0, 1, 1, 1, 0]);
  });

  it('finer relations are settled first, so a hierarchy withholds within the smallest group', () => {
    // total 9 = units 4, 2, 3; worker group A (6) = units 4 + 2: unit 2 withholds unit 4, not the 3 of group B
    const relations = [
      { total: 0, parts: [1, 2, 3] },
      { total: 4, parts: [1, 2] },
      { total: 5, parts: [3] },
      { total: 0, parts: [4, 5] },
    ];
    expect(Array.from(suppressCells([9, 4, 2, 3, 6, 3], relations, 3))).toEqual([0, 1, 1, 0, 0, 0]);
  });
});

/**
 * The case privacy.property.test.ts ("breakdowns without a Total column") once reported as a counterexample, shrunk
 * by fast-check: the newer date of the property company, k = 4. Office is collectors 1–2, Plant 3–4; answers are 1
 * (negative) or 7 (not counted); no AGE is the no-answer answer. Under 30 are rows 1, 3, 12, 16 (4 people, of whom
 * row 1, an office worker who skipped Team, gives no satisfaction answer: 3 contributors); No answer 8 rows.
 */
function shrunkCompany() {
  const codes = ['E1', 'E2', 'T1', 'T2', 'O1', 'E3', 'S1'];
  const _ = null;
  const row = (collector: number, values: (number | null)[], age?: number) =>
    respondent(collector, codes, values, age === undefined ? {} : { AGE: age });
  return buildSurveyCube({
    ...newerMeta(),
    respondents: [
      row(1, [1, 7, _, _, 1, 7, _], 1),
      row(1, [1, 7, 7, 1, 1, 1, 1], 2),
      row(2, [1, 7, 1, 1, 1, 1, 1], 1),
      row(3, [1, 1, _, 1, 1, 7, _]),
      row(3, [1, 1, 1, 1, 1, 7, 1]),
      row(3, [1, 1, 1, 1, 1, 1, 1], 2),
      row(1, [1, 1, 1, 1, 7, 1, 7], 2),
      row(3, [_, _, _, 1, 1, 1, 1]),
      row(1, [1, 1, 7, 1, 1, 1, 1]),
      row(1, [1, 1, 1, 1, 7, 1, 1]),
      row(2, [1, 1, 1, 1, 1, 1, 1]),
      row(3, [1, 1, 7, 1, 1, 1, 1], 1),
      row(1, [_, 1, 1, 1, 1, 1, 1]),
      row(3, [1, 7, 1, 1, 1, 1, 1], 2),
      row(4, [1, 1, 1, 1, 1, 1, 1]),
      row(4, [1, _, 1, 1, 1, _, 1], 1),
    ],
  });
}

describe('docs/privacy.md "Rule 7": a breakdown\'s total counts as shown unless withheld, and then one withheld part is enough', () => {
  const cubes = [shrunkCompany()];
  const run = (request: GraphDataRequest) =>
    computeGraph(request, cubes, { minGroupSize: 4, language: 'en', mainDimensionDemographyId: null });
  const byAge = (filters: GraphFilter[]) =>
    run({
      type: 'commitment_demographics',
      query: { survey_dates: [11], main_dimension_demography_id: 21, filters, show_satisfaction_index: true },
    });
  /** The population's own indexes, as trends shows them (satisfaction_total's index, the lattice's engagement cell). */
  const own = (filters: GraphFilter[]) => {
    const trends = run({ type: 'trends', query: { filters } });
    const at = (name: string) => trends.graph_data[0]!.data[trends.graph_meta.categories.indexOf(name)];
    return { engagement: at('Engagement index'), satisfaction: at('Satisfaction index') };
  };

  it("Age ∈ {Under 30, No answer}: Rule 9 withholds the population's indexes in every graph, so No answer stays shown", () => {
    // Under each worker group the population is that group minus its 2 people of 30 or more, so the pattern
    // withholds both narrowed boxes and Rule 9 the population's indexes: in satisfaction_total and trends as here
    const filters: GraphFilter[] = [
      { type: 'demography', demography_id: 21, demography_answer_ids: [211, 213] },
    ];
    const response = byAge(filters);
    expect(response.graph_meta.categories).toEqual(['Under 30', 'No answer']);
    expect(response.graph_meta.worker_count).toBe(12);
    // Under 30: 3 satisfaction contributors (Rule 2), and its office workers are 2 (Rule 9); No answer: 8
    for (const series of response.graph_data) {
      expect(series.data).toEqual([null, 0]);
      expect(series.withheld_reasons).toEqual(['fewer-than-k', null]);
    }
    // so no graph shows a total to subtract No answer from
    expect(own(filters)).toEqual({ engagement: null, satisfaction: null });
    const satisfaction = run({ type: 'satisfaction_total', query: { survey_dates: [11], filters } });
    expect(
      satisfaction.graph_data[0]!.data[satisfaction.graph_meta.categories.indexOf('Satisfaction index')],
    ).toBeNull();
  });

  it("no filter: everyone's indexes are shown, so the withheld answers pool at least k contributors", () => {
    const response = byAge([]);
    expect(own([])).toEqual({ engagement: 0, satisfaction: 0 });
    expect(response.graph_meta.categories).toEqual(['Under 30', '30 or more', 'No answer']);
    // Under 30 (3 satisfaction contributors) is withheld with 30 or more (4): 7 ≥ k, never one part alone
    for (const series of response.graph_data) expect(series.data).toEqual([null, null, 0]);
  });
});
