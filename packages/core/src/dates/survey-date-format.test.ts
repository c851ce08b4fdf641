import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateFnsLocaleFor, dateLocaleFor } from './date-locale';
import { formatSurveyDate, SURVEY_DATE_FORMAT_EN, SURVEY_DATE_FORMAT_HU } from './survey-date-format';

describe('survey date display (spec 1 §9, spec 2 §2)', () => {
  it("spec 1 §9: 'yyyy. MMMM' in Hungarian and 'MMMM yyyy' in English", () => {
    expect(formatSurveyDate('2024-03-01', 'hu')).toBe('2024. március');
    expect(formatSurveyDate('2024-03-01', 'en')).toBe('March 2024');
    expect(formatSurveyDate(new Date(2023, 11, 15), 'hu')).toBe('2023. december');
    expect(formatSurveyDate(new Date(2023, 11, 15), null)).toBe('December 2023');
  });

  it("spec 1 §9: every month of several years reads exactly as date-fns formats the spec's patterns", () => {
    for (const year of [999, 2019, 2024, 2026, 2031]) {
      for (let month = 0; month < 12; month++) {
        const day = new Date(year, month, 1);
        day.setFullYear(year);
        expect(formatSurveyDate(day, 'hu')).toBe(
          format(day, SURVEY_DATE_FORMAT_HU, { locale: dateFnsLocaleFor('hu') }),
        );
        expect(formatSurveyDate(day, 'en')).toBe(
          format(day, SURVEY_DATE_FORMAT_EN, { locale: dateFnsLocaleFor('en') }),
        );
      }
    }
    expect(() => formatSurveyDate(new Date(Number.NaN), 'hu')).toThrow(RangeError);
  });

  it('spec 1 §9: the date locale is hu-HU for Hungarian and en-US otherwise', () => {
    expect(dateLocaleFor('hu')).toBe('hu-HU');
    expect(dateLocaleFor('en')).toBe('en-US');
    expect(dateLocaleFor('de')).toBe('en-US');
    expect(dateLocaleFor(undefined)).toBe('en-US');
    expect(dateFnsLocaleFor('hu').code).toBe('hu');
    expect(dateFnsLocaleFor('en').code).toBe('en-US');
  });
});
