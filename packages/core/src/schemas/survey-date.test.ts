import { describe, expect, it } from 'vitest';
import {
  zLastSurveyDateResponse,
  zSurveyDate,
  zSurveyDateAddPayload,
  zSurveyDatesQuery,
} from './survey-date';

const surveyDate = {
  id: 1,
  date: '2024-03-01',
  enabled_for_users: true,
  is_refresh_enabled: false,
  answer_count: 120,
  sm_api_key_id: 2,
  sm_surveys: [{ sm_survey_id: '400001', worker_group_id: 1, respondent_count: 120 }],
};

describe('survey date (spec 1 §3)', () => {
  it('parses a survey date with its provider surveys', () => {
    expect(zSurveyDate.parse(surveyDate)).toEqual(surveyDate);
  });

  it('stores the first day of the month as yyyy-MM-dd', () => {
    expect(zSurveyDate.safeParse({ ...surveyDate, date: '2024-03-15' }).success).toBe(false);
    expect(zSurveyDate.safeParse({ ...surveyDate, date: '2024-3-01' }).success).toBe(false);
    expect(zSurveyDate.safeParse({ ...surveyDate, date: '2024-03-01T00:00:00Z' }).success).toBe(false);
  });

  it('answers the last date or null (spec 1 §7)', () => {
    expect(zLastSurveyDateResponse.parse({ last_date: null })).toEqual({ last_date: null });
    expect(zLastSurveyDateResponse.parse({ last_date: '2024-03-01' })).toEqual({ last_date: '2024-03-01' });
  });
});

describe('survey date add payload (spec 1 §5, §7)', () => {
  const payload = {
    date: '2025-01-01',
    sm_api_key: 2,
    sm_surveys: [{ sm_survey_id: '400001', worker_group_id: 1 }],
  };

  it('accepts date, sm_api_key and sm_surveys', () => {
    expect(zSurveyDateAddPayload.parse(payload)).toEqual(payload);
  });

  it('needs at least one worker group with a survey', () => {
    expect(zSurveyDateAddPayload.safeParse({ ...payload, sm_surveys: [] }).success).toBe(false);
  });

  it('needs the API key', () => {
    const { sm_api_key: _, ...rest } = payload;
    expect(zSurveyDateAddPayload.safeParse(rest).success).toBe(false);
  });
});

describe('all-dates option (spec 2 §6)', () => {
  it('reads all=true from the query text and accepts a boolean', () => {
    expect(zSurveyDatesQuery.parse({ all: 'true' })).toEqual({ all: true });
    expect(zSurveyDatesQuery.parse({ all: 'false' })).toEqual({ all: false });
    expect(zSurveyDatesQuery.parse({ all: true })).toEqual({ all: true });
    expect(zSurveyDatesQuery.parse({})).toEqual({});
    expect(zSurveyDatesQuery.safeParse({ all: 'yes' }).success).toBe(false);
  });
});
