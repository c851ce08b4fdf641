import { describe, expect, it } from 'vitest';
import type { GraphDataRequest } from '../schemas/graph-query';
import { buildSurveyCube } from './build-survey-cube';
import { computeGraph } from './compute-graph';
import { workedExampleInput } from './test/fixtures';

const cube = buildSurveyCube(workedExampleInput());
const dates = [cube.surveyDateId];

describe('the worked example (graphs.md "A worked example")', () => {
  it('engagement index 50 and satisfaction index 50 with k = 3 (commitment_total)', () => {
    const response = computeGraph(
      { type: 'commitment_total', query: { survey_dates: dates, show_satisfaction_index: true } },
      [cube],
      { minGroupSize: 3, language: 'en' },
    );
    expect(response.graph_meta.categories).toEqual(['Everyone', 'Total']);
    expect(response.graph_data).toEqual([
      { name: 'Engagement index', data: [50, 50] },
      { name: 'Satisfaction index', data: [50, 50] },
    ]);
    expect(response.warnings).toEqual([]);
    expect(response.graph_meta.worker_count).toBe(4);
  });

  it('Team index 50 (satisfaction_total)', () => {
    const response = computeGraph(
      { type: 'satisfaction_total', query: { survey_dates: dates, filters: [] } },
      [cube],
      {
        minGroupSize: 3,
        language: 'en',
      },
    );
    expect(response.graph_meta.categories).toEqual(['Team', 'Satisfaction index']);
    expect(response.graph_data[0]?.data).toEqual([50, 50]);
    expect(response.graph_meta.categories_colors).toEqual(['blue', null]);
  });

  it('C1 is 25 / 25 / 50 (commitment_detailed)', () => {
    const response = computeGraph(
      { type: 'commitment_detailed', query: { survey_dates: dates, filters: [] } },
      [cube],
      {
        minGroupSize: 3,
        language: 'en',
      },
    );
    expect(response.graph_meta.categories).toEqual(['Item C1', 'Item C2']);
    expect(response.graph_data.map((s) => [s.name, s.stack, s.data[0]])).toEqual([
      ['Negative (1–2)', 'March 2024', 25],
      ['Middle (3–4)', 'March 2024', 25],
      ['Positive (5–6)', 'March 2024', 50],
    ]);
  });

  it('with k = 5 every value is withheld with graph-warning-too-few-respondents', () => {
    const requests: GraphDataRequest[] = [
      { type: 'commitment_total', query: { survey_dates: dates, show_satisfaction_index: true } },
      { type: 'satisfaction_total', query: { survey_dates: dates, filters: [] } },
      { type: 'commitment_detailed', query: { survey_dates: dates, filters: [] } },
    ];
    for (const request of requests) {
      const response = computeGraph(request, [cube]);
      expect(response.warnings).toEqual(['graph-warning-too-few-respondents']);
      expect(response.graph_data.flatMap((s) => s.data).every((v) => v === null)).toBe(true);
      // no exact size below k (docs/privacy.md "Rule 1")
      expect(response.graph_meta.worker_count).toBeNull();
      expect(response.graph_meta.worker_count_hidden).toBe('fewer-than-k');
    }
  });
});
