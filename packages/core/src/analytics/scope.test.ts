import { describe, expect, it } from 'vitest';
import type { GraphDataRequest } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import type { GraphScope } from './scope';
import { handCompany } from './test/hand-company';

// Office Budapest 4, Office Debrecen 2, Plant Budapest 3 (test/hand-company.ts); worker groups 1 Office, 2 Plant
const cube = buildSurveyCube(handCompany());
const dates = [cube.surveyDateId];
const office: GraphScope = { workerGroupIds: [1], demographies: [] };
const budapest: GraphScope = { workerGroupIds: [], demographies: [{ code: 'site', answers: ['Budapest'] }] };
const debrecen: GraphScope = { workerGroupIds: [], demographies: [{ code: 'site', answers: ['Debrecen'] }] };
const options = { minGroupSize: 3, language: 'en' } as const;

const satisfaction = (
  filters: GraphDataRequest extends infer R
    ? R extends { type: 'satisfaction_total'; query: infer Q }
      ? Q extends { filters: infer F }
        ? F
        : never
      : never
    : never,
): GraphDataRequest => ({
  type: 'satisfaction_total',
  query: { survey_dates: dates, filters },
});

describe('a scoped viewer (docs/privacy.md "Rule 10")', () => {
  it('sees exactly what the engine answers for the scope as a filter: every population is intersected with it', () => {
    const scoped = computeGraph(satisfaction([]), [cube], { ...options, scope: office });
    const filtered = computeGraph(
      satisfaction([{ type: 'worker_group', worker_group_ids: [1] }]),
      [cube],
      options,
    );
    expect(scoped).toEqual(filtered);
    expect(scoped.graph_meta.worker_count).toBe(6);
  });

  it('cannot widen the scope with a filter of its own: a filter outside the scope keeps nobody', () => {
    const outside = computeGraph(satisfaction([{ type: 'worker_group', worker_group_ids: [2] }]), [cube], {
      ...options,
      scope: office,
    });
    expect(outside.graph_meta.worker_count).toBeNull();
    expect(outside.graph_data.every((s) => s.data.every((v) => v === null))).toBe(true);
  });

  it('unscoped callers keep the engine’s answer unchanged', () => {
    const request = satisfaction([]);
    expect(computeGraph(request, [cube], { ...options, scope: null })).toEqual(
      computeGraph(request, [cube], options),
    );
  });

  it('commitment_total shows the scope by its categories and the company as a last category', () => {
    const request: GraphDataRequest = {
      type: 'commitment_total',
      query: { survey_dates: dates, show_satisfaction_index: false },
    };
    const company = computeGraph(request, [cube], options);
    const scoped = computeGraph(request, [cube], { ...options, scope: office });
    expect(scoped.graph_meta.categories).toEqual([...company.graph_meta.categories, 'Company']);
    const [series] = scoped.graph_data;
    const [whole] = company.graph_data;
    // the scope's Total is Office's own engagement, the company's is the unscoped Total
    expect(series!.data.at(-2)).toBe(whole!.data[0]);
    expect(series!.data.at(-1)).toBe(whole!.data.at(-1));
    expect(scoped.graph_meta.worker_count).toBe(6);
  });

  it('a scope below k says so on every withheld value, not "fewer than k"', () => {
    const response = computeGraph(satisfaction([]), [cube], { ...options, scope: debrecen });
    expect(response.graph_data.every((s) => s.data.every((v) => v === null))).toBe(true);
    const reasons = new Set(response.graph_data.flatMap((s) => s.withheld_reasons ?? []));
    expect([...reasons]).toEqual(['scope-fewer-than-k']);
    expect(response.graph_meta.worker_count).toBeNull();
    expect(response.graph_meta.worker_count_hidden).toBe('privacy');
    expect(response.warnings).not.toContain('graph-warning-too-few-respondents');
  });

  it('a scope whose complement in the company is below k is withheld with its own reason, the company still shown', () => {
    // Budapest 7 of 9: the 2 of Debrecen are the company minus the scope
    const request: GraphDataRequest = {
      type: 'commitment_total',
      query: { survey_dates: dates, show_satisfaction_index: false },
    };
    const response = computeGraph(request, [cube], { ...options, scope: budapest });
    const [series] = response.graph_data;
    expect(series!.data.slice(0, -1).every((v) => v === null)).toBe(true);
    expect(new Set(series!.withheld_reasons!.slice(0, -1))).toEqual(
      new Set(['scope-complement-fewer-than-k']),
    );
    expect(series!.data.at(-1)).toBe(computeGraph(request, [cube], options).graph_data[0]!.data.at(-1));
  });

  it('a scope naming a site no date has keeps nobody, never everyone', () => {
    const nowhere: GraphScope = { workerGroupIds: [], demographies: [{ code: 'site', answers: ['Szeged'] }] };
    const response = computeGraph(satisfaction([]), [cube], { ...options, scope: nowhere });
    expect(response.graph_data.every((s) => s.data.every((v) => v === null))).toBe(true);
    expect(new Set(response.graph_data.flatMap((s) => s.withheld_reasons ?? []))).toEqual(
      new Set(['scope-fewer-than-k']),
    );
  });

  it('the heatmap keeps its company row beside a withheld scope', () => {
    const request: GraphDataRequest = {
      type: 'heatmap',
      query: { survey_dates: dates, rows: 'worker_groups', filters: [] },
    };
    const unscoped = computeGraph(request, [cube], options);
    const response = computeGraph(request, [cube], { ...options, scope: debrecen });
    expect(response.graph_data[0]).toEqual(unscoped.graph_data[0]);
  });
});
