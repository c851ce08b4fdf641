import { type GraphDataRequest, type GraphFilter, latestSurveyDate } from '@pulzus/core';

/**
 * A graph page's selection as a report's: the newest chosen date, the others to compare with (newest
 * first), and the filters the page's query carries (none while it has no query, or for a graph that
 * takes none).
 */
export function reportSelection(
  chosenIds: readonly number[],
  chosen: readonly { readonly id: number; readonly date: string }[],
  request: GraphDataRequest | null,
): { surveyDateId: number | null; compareSurveyDateIds: number[]; filters: GraphFilter[] } {
  const newest = latestSurveyDate(chosen.filter((d) => chosenIds.includes(d.id)));
  const compare = chosen
    .filter((d) => d.id !== newest?.id && chosenIds.includes(d.id))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((d) => d.id);
  const filters = request ? ((request.query as { filters?: GraphFilter[] }).filters ?? []) : [];
  return { surveyDateId: newest?.id ?? null, compareSurveyDateIds: compare.slice(0, 2), filters };
}
