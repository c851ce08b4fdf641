import { describe, expect, it } from 'vitest';
import { reportSelection } from './report-selection';

const dates = [
  { id: 1, date: '2025-03-01' },
  { id: 2, date: '2025-09-01' },
  { id: 3, date: '2026-03-01' },
];

describe('a graph page’s selection as a report’s (docs/reports.md)', () => {
  it('reports the newest chosen date and compares with the other chosen ones, newest first', () => {
    expect(reportSelection([1, 3, 2], dates, null)).toEqual({
      surveyDateId: 3,
      compareSurveyDateIds: [2, 1],
      filters: [],
    });
  });

  it('takes the filters of the page’s query, and has no date while none is chosen', () => {
    const filters = [{ type: 'worker_group' as const, worker_group_ids: [4] }];
    const request = { type: 'total' as const, query: { survey_dates: [2], filters } };
    expect(reportSelection([2], dates, request)).toEqual({
      surveyDateId: 2,
      compareSurveyDateIds: [],
      filters,
    });
    expect(reportSelection([], dates, null).surveyDateId).toBeNull();
  });
});
