import { describe, expect, it } from 'vitest';
import {
  checkSurveyDateForm,
  type SurveyDateForm,
  surveyDateCreateBody,
  surveysForApiKey,
} from './survey-date-form';

const surveys = [
  { id: '101', title: 'Fizikai 2024', sm_api_key_id: 1 },
  { id: '102', title: 'Szellemi 2024', sm_api_key_id: 1 },
  { id: '201', title: 'Other key', sm_api_key_id: 2 },
];
const form: SurveyDateForm = {
  year: 2024,
  month: 3,
  sm_api_key_id: 1,
  surveys: [
    { worker_group_id: 1, sm_survey_id: '101' },
    { worker_group_id: 2, sm_survey_id: null },
  ],
};

describe('survey date add (spec 1 §5)', () => {
  it('spec 1 §5: year, month and API key are required', () => {
    const check = checkSurveyDateForm({ ...form, year: null, month: null, sm_api_key_id: null }, surveys);
    expect(check.errors).toMatchObject({
      year: 'required-field',
      month: 'required-field',
      sm_api_key_id: 'required-field',
    });
  });

  it("spec 1 §5: each worker group's survey must come from the chosen API key", () => {
    expect(surveysForApiKey(surveys, 1).map((survey) => survey.id)).toEqual(['101', '102']);
    expect(surveysForApiKey(surveys, null)).toEqual([]);
    const check = checkSurveyDateForm(
      { ...form, surveys: [...form.surveys, { worker_group_id: 3, sm_survey_id: '201' }] },
      surveys,
    );
    expect(check.errors).toEqual({ 'surveys.3': 'admin-survey-dates-add-survey-wrong-api-key' });
  });

  it('spec 1 §5: without any worker group survey an info dialog explains the rule', () => {
    const check = checkSurveyDateForm(
      { ...form, surveys: form.surveys.map((row) => ({ ...row, sm_survey_id: null })) },
      surveys,
    );
    expect(check.dialog).toBe('admin-survey-dates-add-no-worker-group-survey');
    expect(checkSurveyDateForm(form, surveys)).toEqual({ errors: {}, dialog: null });
  });

  it('spec 1 §3, §7: the payload carries the first day of the month and only the groups with a survey', () => {
    expect(surveyDateCreateBody(form)).toEqual({
      date: '2024-03-01',
      sm_api_key: 1,
      sm_surveys: [{ sm_survey_id: '101', worker_group_id: 1 }],
    });
    expect(() => surveyDateCreateBody({ ...form, month: null })).toThrow();
  });
});
