import { format } from 'date-fns/format';

/** The storage format of a survey date (spec 1 §3, §9): 'yyyy-MM-dd'. */
export const SURVEY_DATE_STORAGE_FORMAT = 'yyyy-MM-dd';

/** A calendar month: the year and the month number 1–12. */
export interface YearMonth {
  /** The four-digit year. */
  year: number;
  /** The month, 1 for January to 12 for December. */
  month: number;
}

/**
 * Parses a `yyyy-MM-dd` text into a local Date at midnight; throws a RangeError when it is not a real
 * day. A pattern and a round trip through Date (not date-fns' `parse`, which brings every date
 * parser into the embed bundle).
 */
export function parseStorageDate(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(year, month - 1, day);
  // a year below 100 would be read as 19xx by the constructor
  date.setFullYear(year);
  if (
    !match ||
    year < 1 ||
    date.getFullYear() !== year ||
    date.getMonth() !== month - 1 ||
    date.getDate() !== day
  ) {
    throw new RangeError(`Not a ${SURVEY_DATE_STORAGE_FORMAT} date: ${text}`);
  }
  return date;
}

/** Formats a Date's local calendar day as `yyyy-MM-dd`. */
export function formatStorageDate(date: Date): string {
  return format(date, SURVEY_DATE_STORAGE_FORMAT);
}

/** The stored survey date of a chosen month: its first day as `yyyy-MM-dd` (spec 1 §3). */
export function surveyDateOfMonth({ year, month }: YearMonth): string {
  if (
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    year < 1000 ||
    year > 9999
  ) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The year and month of a stored `yyyy-MM-dd` survey date. */
export function yearMonthOf(text: string): YearMonth {
  const date = parseStorageDate(text);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}
