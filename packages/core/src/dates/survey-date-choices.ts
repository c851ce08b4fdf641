/** How many years the survey-date year choice spans on each side of the current year (spec 1 §9): 2. */
export const SURVEY_DATE_YEAR_SPAN = 2;

/** The years offered when adding a survey date: the current year −2 … +2, five years (spec 1 §9). */
export function surveyDateYearChoices(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from(
    { length: SURVEY_DATE_YEAR_SPAN * 2 + 1 },
    (_, index) => current - SURVEY_DATE_YEAR_SPAN + index,
  );
}

/** The months offered when adding a survey date: 1 … 12. */
export const SURVEY_DATE_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);

/** The month preselected when adding a survey date: the current one, 1–12 (spec 1 §9). */
export function defaultSurveyDateMonth(now: Date = new Date()): number {
  return now.getMonth() + 1;
}

/** The newest of some survey dates (by their stored `yyyy-MM-dd`), the screens' default choice (spec 2 §2); null for none. */
export function latestSurveyDate<D extends { readonly date: string }>(
  dates: readonly D[] | undefined,
): D | null {
  let latest: D | null = null;
  for (const date of dates ?? []) if (!latest || date.date > latest.date) latest = date;
  return latest;
}
