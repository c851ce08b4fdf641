import type { GraphSlug } from '../schemas/graph-query';

/** How many survey dates each graph may compare at once (spec 2 §9); participation is one date. */
export const GRAPH_SURVEY_DATE_LIMITS = {
  participation_rate: 1,
  demographics: 1,
  commitment_total: 3,
  commitment_demographics: 3,
  commitment_detailed: 2,
  commitment_ranking: 2,
  satisfaction_total: 3,
  satisfaction_topics: 2,
  satisfaction_demographics: 1,
  total: 2,
} as const satisfies Record<GraphSlug, number>;

/** The number of survey dates a graph may select (spec 2 §9). */
export function maxSurveyDates(slug: GraphSlug): number {
  return GRAPH_SURVEY_DATE_LIMITS[slug];
}

/** Whether a graph's sidebar offers a multi survey-date select (its limit is above one, spec 2 §9). */
export function isMultiDateGraph(slug: GraphSlug): boolean {
  return GRAPH_SURVEY_DATE_LIMITS[slug] > 1;
}
