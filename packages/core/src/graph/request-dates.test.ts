import { describe, expect, it } from 'vitest';
import type { GraphDataRequest } from '../schemas/graph-query';
import { requestedDemographyId, requestedSurveyDates, requestsEveryDate } from './request-dates';

describe('the dates and demography a graph request names', () => {
  it('a graph that compares dates names its distinct survey dates, first one first', () => {
    expect(requestedSurveyDates({ type: 'total', query: { survey_dates: [5, 3, 5], filters: [] } })).toEqual([
      5, 3,
    ]);
  });

  it('the demographics graph names no dates: its date is its demography’s', () => {
    const request: GraphDataRequest = {
      type: 'demographics',
      query: { demography_id: 9, hide_no_answers: false, filters: [] },
    };
    expect(requestedSurveyDates(request)).toBeNull();
    expect(requestedDemographyId(request)).toBe(9);
  });

  it('trends names no dates: it reads every date the caller may see (graphs.md "Trends")', () => {
    const request: GraphDataRequest = { type: 'trends', query: { filters: [] } };
    expect(requestedSurveyDates(request)).toBeNull();
    expect(requestsEveryDate(request)).toBe(true);
    expect(requestsEveryDate({ type: 'total', query: { survey_dates: [1], filters: [] } })).toBe(false);
  });

  it('the demography is read from the field the graph takes it in', () => {
    expect(
      requestedDemographyId({
        type: 'commitment_demographics',
        query: {
          survey_dates: [1],
          main_dimension_demography_id: 4,
          filters: [],
          show_satisfaction_index: false,
        },
      }),
    ).toBe(4);
    expect(
      requestedDemographyId({ type: 'satisfaction_total', query: { survey_dates: [1], filters: [] } }),
    ).toBeNull();
  });
});
