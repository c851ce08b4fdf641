import { describe, expect, it } from 'vitest';
import { zGraphExcelExport, zGraphExcelExportForm, zGraphResponse } from './graph-response';

const response = {
  graph_data: [
    { name: '2024. május', data: [25, null], stack: '2024. május' },
    { name: 'Elégedettségi index', data: [50, 60] },
  ],
  graph_meta: {
    categories: ['Csapat', 'Elégedettségi index'],
    categories_colors: ['mint_green', null],
    worker_count: 40,
  },
  warnings: ['graph-warning-privacy'],
};

describe('graph response (spec 2 §3, §7, §8)', () => {
  it('accepts series with withheld values, topic colours and warnings', () => {
    expect(zGraphResponse.parse(response)).toEqual(response);
    const counts = { ...response, graph_meta: { ...response.graph_meta, counts: [3, null] } };
    expect(zGraphResponse.parse(counts)).toEqual(counts);
  });

  it.each([
    ['an unknown warning', { ...response, warnings: ['oops'] }],
    [
      'an unknown colour',
      { ...response, graph_meta: { ...response.graph_meta, categories_colors: ['#fff'] } },
    ],
    ['a negative worker count', { ...response, graph_meta: { ...response.graph_meta, worker_count: -1 } }],
  ])('rejects %s', (_name, bad) => {
    expect(zGraphResponse.safeParse(bad).success).toBe(false);
  });

  it('carries the chart and the request in the xlsx export (spec 2 §7)', () => {
    const payload = {
      title: 'Elégedettség összesen',
      graph_data: response.graph_data,
      graph_meta: response.graph_meta,
      request: { type: 'satisfaction_total', query: { survey_dates: [2], filters: [] } },
    };
    expect(zGraphExcelExport.parse(payload)).toEqual(payload);
    expect(
      zGraphExcelExport.parse(
        JSON.parse(zGraphExcelExportForm.parse({ data: JSON.stringify(payload) }).data),
      ),
    ).toEqual(payload);
    expect(zGraphExcelExportForm.safeParse({ data: '' }).success).toBe(false);
  });
});
