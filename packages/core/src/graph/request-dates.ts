import type { GraphDataRequest } from '../schemas/graph-query';
import { chartQueryDefinition } from './graph-definitions';

/**
 * The distinct survey dates a chart request names, first one first, or null when its graph takes its
 * date from its demography (its row of the graph definition table says which).
 */
export function requestedSurveyDates(request: GraphDataRequest): number[] | null {
  if (chartQueryDefinition(request.type).dates !== 'survey-dates') return null;
  return [...new Set((request.query as { readonly survey_dates: readonly number[] }).survey_dates)];
}

/**
 * Whether a chart request reads every survey date the caller may see (its graph's date source is `all-dates`, graph
 * definition table): its query names none, and the server passes them all (docs/graphs.md "Trends").
 */
export function requestsEveryDate(request: GraphDataRequest): boolean {
  return chartQueryDefinition(request.type).dates === 'all-dates';
}

/**
 * The demography a chart request names in its graph's demography field (`demography_id` or
 * `main_dimension_demography_id`), or null when the graph has none or the query names none.
 */
export function requestedDemographyId(request: GraphDataRequest): number | null {
  const field = chartQueryDefinition(request.type).demography;
  // the heatmap's rows by worker groups or units name no demography
  return field === null
    ? null
    : (((request.query as Record<string, unknown>)[field] as number | undefined) ?? null);
}
