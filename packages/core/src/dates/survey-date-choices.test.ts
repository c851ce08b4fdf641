import { describe, expect, it } from 'vitest';
import {
  defaultSurveyDateMonth,
  latestSurveyDate,
  SURVEY_DATE_MONTHS,
  surveyDateYearChoices,
} from './survey-date-choices';

describe('survey date choices (spec 1 §9)', () => {
  it('spec 1 §9: the year choice is the current year −2 … +2, five years', () => {
    expect(surveyDateYearChoices(new Date(2025, 5, 10))).toEqual([2023, 2024, 2025, 2026, 2027]);
    const now = new Date();
    expect(surveyDateYearChoices()).toContain(now.getFullYear());
  });

  it('spec 1 §9: the month defaults to the current one', () => {
    expect(defaultSurveyDateMonth(new Date(2025, 0, 31))).toBe(1);
    expect(defaultSurveyDateMonth(new Date(2025, 11, 1))).toBe(12);
    expect(defaultSurveyDateMonth()).toBe(new Date().getMonth() + 1);
    expect(SURVEY_DATE_MONTHS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('the default survey date (spec 2 §2: the last date preselected)', () => {
  it('is the newest stored date, whatever the order; none without dates', () => {
    const dates = [
      { id: 1, date: '2024-03-01' },
      { id: 3, date: '2025-09-01' },
      { id: 2, date: '2025-03-01' },
    ];
    expect(latestSurveyDate(dates)?.id).toBe(3);
    expect(latestSurveyDate([...dates].reverse())?.id).toBe(3);
    expect(latestSurveyDate([])).toBeNull();
    expect(latestSurveyDate(undefined)).toBeNull();
  });
});
