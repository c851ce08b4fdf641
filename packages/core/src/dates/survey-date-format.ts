import { format } from 'date-fns';
import { dateFnsLocaleFor } from './date-locale';
import { parseStorageDate } from './survey-date-storage';

/** The display format of a survey date: 'yyyy. MMMM' in Hungarian (spec 1 §9). */
export const SURVEY_DATE_FORMAT_HU = 'yyyy. MMMM';

/** The display format of a survey date in English and any other language: 'MMMM yyyy' (spec 1 §9). */
export const SURVEY_DATE_FORMAT_EN = 'MMMM yyyy';

/** A survey date for display — "2024. március" or "March 2024" — from a Date or a `yyyy-MM-dd` text (spec 1 §9, spec 2 §2). */
export function formatSurveyDate(date: Date | string, languageCode: string | null | undefined): string {
  const value = typeof date === 'string' ? parseStorageDate(date) : date;
  const pattern = languageCode === 'hu' ? SURVEY_DATE_FORMAT_HU : SURVEY_DATE_FORMAT_EN;
  return format(value, pattern, { locale: dateFnsLocaleFor(languageCode) });
}
