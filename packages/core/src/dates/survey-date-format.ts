import { parseStorageDate } from './survey-date-storage';

/** The display format of a survey date: 'yyyy. MMMM' in Hungarian (spec 1 §9). */
export const SURVEY_DATE_FORMAT_HU = 'yyyy. MMMM';

/** The display format of a survey date in English and any other language: 'MMMM yyyy' (spec 1 §9). */
export const SURVEY_DATE_FORMAT_EN = 'MMMM yyyy';

/**
 * The month names of the two display formats, as date-fns' `hu` and `enUS` locales write `MMMM`
 * (a test holds them to date-fns). Written out so the widgets and the embed script do not carry
 * date-fns' formatter and two whole locales for twelve words (docs/embedding.md "The element (client)").
 */
const MONTH_NAMES = {
  hu: [
    'január',
    'február',
    'március',
    'április',
    'május',
    'június',
    'július',
    'augusztus',
    'szeptember',
    'október',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** A survey date for display — "2024. március" or "March 2024" — from a Date or a `yyyy-MM-dd` text (spec 1 §9, spec 2 §2). */
export function formatSurveyDate(date: Date | string, languageCode: string | null | undefined): string {
  const value = typeof date === 'string' ? parseStorageDate(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError('Invalid time value');
  // `yyyy`: the year padded to four digits
  const year = String(value.getFullYear()).padStart(4, '0');
  return languageCode === 'hu'
    ? `${year}. ${MONTH_NAMES.hu[value.getMonth()]}`
    : `${MONTH_NAMES.en[value.getMonth()]} ${year}`;
}
