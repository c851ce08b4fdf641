import { GRAPH_DEFINITIONS, type GraphSlug } from './graph-definitions';

/** How many survey dates each graph may compare at once: the `maxDates` of the graph definition table. */
export const GRAPH_SURVEY_DATE_LIMITS = Object.fromEntries(
  Object.entries(GRAPH_DEFINITIONS).map(([slug, definition]) => [slug, definition.maxDates]),
) as { readonly [S in GraphSlug]: (typeof GRAPH_DEFINITIONS)[S]['maxDates'] };

/** The number of survey dates a graph may select. */
export function maxSurveyDates(slug: GraphSlug): number {
  return GRAPH_DEFINITIONS[slug].maxDates;
}

/** Whether a graph's sidebar offers a multi survey-date select (its limit is above one). */
export function isMultiDateGraph(slug: GraphSlug): boolean {
  return GRAPH_DEFINITIONS[slug].maxDates > 1;
}
