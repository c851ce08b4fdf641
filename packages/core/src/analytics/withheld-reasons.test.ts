import { describe, expect, it } from 'vitest';
import type { GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import { CHART_GRAPH_SLUGS } from '../schemas/graph-slugs';
import { type GraphResponse, WITHHELD_REASONS } from '../schemas/graph-response';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { generatedCompany } from './test/generated-company';
import { requests } from './test/graph-requests';
import { handCompany } from './test/hand-company';

// the hand-checked company (k = 3): Office Budapest 4, Office Debrecen 2, Plant Budapest 3 (docs/privacy.md
// "Rule 3", worked example): Debrecen is below k, Budapest (7) is withheld as its cover
const cube = buildSurveyCube(handCompany());
const run = (request: GraphDataRequest) => computeGraph(request, [cube], { minGroupSize: 3, language: 'en' });
const site = (...ids: number[]): GraphFilter => ({
  type: 'demography',
  demography_id: 20,
  demography_answer_ids: ids,
});
const office: GraphFilter = { type: 'worker_group', worker_group_ids: [1] };
const plant: GraphFilter = { type: 'worker_group', worker_group_ids: [2] };
/** Everyone who answered E1 (an admin's answer filter that keeps everyone it can). */
const answeredE1: GraphFilter = {
  type: 'answer',
  question_filters: [{ question_id: 2100, answers: [1, 2, 3, 4, 5, 6] }],
};
const bySite = (filters: GraphFilter[]) =>
  run({
    type: 'commitment_demographics',
    query: { survey_dates: [11], main_dimension_demography_id: 20, show_satisfaction_index: false, filters },
  });
const total = (filters: GraphFilter[]) => run({ type: 'total', query: { survey_dates: [11], filters } });
/** The reasons of every value of a response, series by series. */
const reasons = (r: GraphResponse) => r.graph_data.map((s) => s.withheld_reasons);

describe('docs/privacy.md "Reasons": each withheld value says why, and no more', () => {
  it('fewer-than-k: a category of 1..k-1 and an empty one give the same reason; their cover protects a smaller group', () => {
    // Office by site: Budapest 4 (cover), Debrecen 2, Unknown nobody
    const r = bySite([office]);
    expect(r.graph_meta.categories).toEqual(['Budapest', 'Debrecen', 'Unknown']);
    expect(r.graph_data[0]!.data).toEqual([null, null, null]);
    expect(reasons(r)).toEqual([['protects-smaller', 'fewer-than-k', 'fewer-than-k']]);
  });

  it('a population withheld as a whole: 1..k-1 and nobody read fewer-than-k, a cover protects-smaller, as worker_count_hidden says', () => {
    const debrecen = total([site(202)]);
    const nobody = total([plant, site(202)]);
    for (const r of [debrecen, nobody]) {
      expect(r.graph_meta.worker_count_hidden).toBe('fewer-than-k');
      expect(r.graph_data[0]!.withheld_reasons?.every((x) => x === 'fewer-than-k')).toBe(true);
    }
    const budapest = total([site(201)]);
    expect(budapest.graph_meta.worker_count_hidden).toBe('privacy');
    expect(budapest.graph_data[0]!.withheld_reasons?.every((x) => x === 'protects-smaller')).toBe(true);
  });

  it('combination: an answer filter with a breakdown, or narrowed to the worker groups asked (Rule 4, Rule 9)', () => {
    const byAge = run({
      type: 'commitment_demographics',
      query: {
        survey_dates: [11],
        main_dimension_demography_id: 21,
        show_satisfaction_index: false,
        filters: [answeredE1],
      },
    });
    expect(reasons(byAge)).toEqual([['combination', 'combination', 'combination']]);
    // items asked of one worker group only count that group: with an answer filter that is a combination
    const items = total([answeredE1]);
    const at = (name: string) => items.graph_meta.categories.indexOf(name);
    expect(items.graph_data[0]!.data[at('Item E1')]).not.toBeNull();
    for (const item of ['Item E2', 'Item S1'])
      expect(items.graph_data[0]!.withheld_reasons?.[at(item)]).toBe('combination');
  });

  it('every withheld value of every graph has one of the three reasons, and no other value has one', () => {
    const generated = buildSurveyCube(generatedCompany(11, '2025-03-01', 120, 20, 7));
    for (const [cubes, k] of [
      [[cube], 3],
      [[generated], 5],
    ] as const) {
      for (const [s, slug] of CHART_GRAPH_SLUGS.entries()) {
        for (const request of requests(slug, [...cubes], 4, 900 + s)) {
          const response = computeGraph(request, [...cubes], { minGroupSize: k, language: 'en' });
          for (const series of response.graph_data) {
            expect(series.withheld_reasons === undefined).toBe(series.withheld === undefined);
            series.data.forEach((_, i) => {
              const reason = series.withheld_reasons?.[i] ?? null;
              if (series.withheld?.[i] === true) expect(WITHHELD_REASONS).toContain(reason);
              else expect(reason).toBeNull();
            });
          }
        }
      }
    }
  }, 60_000);
});
