import { describe, expect, it } from 'vitest';
import type { GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import type { GraphResponse } from '../schemas/graph-response';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import type { SurveyCubeInput } from './survey-cube-input';
import { handCompany } from './test/hand-company';

/**
 * The hand-checked company with a second collector-type demography, Department: collector 1 (Office Budapest) is
 * Sales, collectors 2 and 3 (Office Debrecen, Plant Budapest) are Production, collector 4 has none (No department).
 */
function withDepartments(): SurveyCubeInput {
  const input = handCompany();
  return {
    ...input,
    demographies: [
      ...input.demographies,
      {
        id: 30,
        name: 'Department',
        code: 'dept',
        type: 'collector',
        order: 3,
        worker_groups: [],
        answers: [
          { id: 301, name: 'Sales', value: 1, no_answer: false },
          { id: 302, name: 'Production', value: 2, no_answer: false },
          { id: 303, name: 'No department', value: 0, no_answer: true },
        ],
      },
    ],
    collectors: input.collectors.map((c) => ({
      ...c,
      demographies: [
        ...c.demographies,
        ...(c.id === 4 ? [] : [{ demography_id: 30, demography_answer_id: c.id === 1 ? 301 : 302 }]),
      ],
    })),
  };
}

const cube = buildSurveyCube(withDepartments());
const run = (request: GraphDataRequest): GraphResponse =>
  computeGraph(request, [cube], { minGroupSize: 3, language: 'en' });
const site = (...ids: number[]): GraphFilter => ({
  type: 'demography',
  demography_id: 20,
  demography_answer_ids: ids,
});
const budapest = site(201);
const debrecen = site(202);
const rowNames = (r: GraphResponse) => r.graph_data.slice(1).map((s) => s.name);

describe('docs/graphs.md "Filters": categories outside a filter are left out, decided by configuration', () => {
  it('commitment_ranking by units lists only the units a site filter keeps', () => {
    const all = run({
      type: 'commitment_ranking',
      query: { survey_dates: [11], show_satisfaction_index: false, filters: [] },
    });
    expect([...all.graph_meta.categories].sort()).toEqual([
      'Budapest / Production',
      'Budapest / Sales',
      'Debrecen / Production',
    ]);
    const r = run({
      type: 'commitment_ranking',
      query: { survey_dates: [11], show_satisfaction_index: false, filters: [budapest] },
    });
    expect([...r.graph_meta.categories].sort()).toEqual(['Budapest / Production', 'Budapest / Sales']);
    expect(r.graph_data[0]!.data).toHaveLength(2);
  });

  it('the heatmap by units and by a collector demography lists only what the site filter keeps', () => {
    const units = run({ type: 'heatmap', query: { survey_dates: [11], rows: 'units', filters: [debrecen] } });
    expect(rowNames(units)).toEqual(['Debrecen / Production']);
    const departments = run({
      type: 'heatmap',
      query: {
        survey_dates: [11],
        rows: 'demography',
        main_dimension_demography_id: 30,
        filters: [debrecen],
      },
    });
    expect(rowNames(departments)).toEqual(['Production']);
  });

  it('a breakdown by another collector demography lists only the answers of the units the filter keeps', () => {
    const query = (filters: GraphFilter[]) => ({
      survey_dates: [11],
      main_dimension_demography_id: 30,
      show_satisfaction_index: false,
      filters,
    });
    const none = run({ type: 'commitment_demographics', query: query([]) });
    expect(none.graph_meta.categories).toEqual(['Sales', 'Production', 'No department']);
    const inDebrecen = run({ type: 'commitment_demographics', query: query([debrecen]) });
    expect(inDebrecen.graph_meta.categories).toEqual(['Production']);
    const satisfaction = run({
      type: 'satisfaction_demographics',
      query: { survey_dates: [11], main_dimension_demography_id: 30, filters: [debrecen] },
    });
    expect(satisfaction.graph_data.map((s) => s.name)).toEqual(['Production']);
    // the people without a site fall back to "Unknown", and to "No department": that answer stays in scope
    const unknown = run({ type: 'commitment_demographics', query: query([site(203)]) });
    expect(unknown.graph_meta.categories).toEqual(['No department']);
  });

  it('the demographics graph lists only the answers the filters keep; what is withheld stays as it was', () => {
    const departments = (filters: GraphFilter[]) =>
      run({ type: 'demographics', query: { demography_id: 30, hide_no_answers: false, filters } });
    expect(departments([debrecen]).graph_meta.categories).toEqual(['Production']);
    const sites = run({
      type: 'demographics',
      query: { demography_id: 20, hide_no_answers: false, filters: [budapest] },
    });
    expect(sites.graph_meta.categories).toEqual(['Budapest']);
    // without filters every answer is listed
    expect(departments([]).graph_meta.categories).toEqual(['Sales', 'Production', 'No department']);
  });

  it('a survey demography filter leaves every unit and collector answer listed: no count decides', () => {
    const age: GraphFilter = { type: 'demography', demography_id: 21, demography_answer_ids: [211] };
    const r = run({
      type: 'commitment_ranking',
      query: { survey_dates: [11], show_satisfaction_index: false, filters: [age] },
    });
    expect(r.graph_meta.categories).toHaveLength(3);
    const bySite = run({
      type: 'commitment_demographics',
      query: {
        survey_dates: [11],
        main_dimension_demography_id: 20,
        show_satisfaction_index: false,
        filters: [age],
      },
    });
    expect(bySite.graph_meta.categories).toEqual(['Budapest', 'Debrecen', 'Unknown']);
  });
});
