import { GRAPH_SURVEY_DATE_LIMITS } from '../graph/survey-date-limits';
import type { ChartGraphSlug, GraphFilter } from '../schemas/graph-query';
import type { GraphContext } from './graph-context';
import { portableFilters } from './population';
import { GraphEngineError } from './graph-engine-error';
import type { SurveyCube } from './survey-cube';

/** The cube of a survey date id, or a not-found error. */
export function cubeOf(cubes: readonly SurveyCube[], surveyDateId: number): SurveyCube {
  const cube = cubes.find((c) => c.surveyDateId === surveyDateId);
  if (!cube) throw new GraphEngineError('not-found', `No data for survey date ${surveyDateId}`);
  return cube;
}

/**
 * The requested dates' cubes, oldest first whatever the request order (graphs.md finer point 5); more distinct
 * dates than the graph allows (spec 2 §9) throw `graph-too-many-dates`.
 */
export function selectDates(
  slug: ChartGraphSlug,
  surveyDateIds: readonly number[],
  cubes: readonly SurveyCube[],
): SurveyCube[] {
  const ids = [...new Set(surveyDateIds)];
  if (ids.length > GRAPH_SURVEY_DATE_LIMITS[slug]) {
    throw new GraphEngineError(
      'graph-too-many-dates',
      `${slug} takes at most ${GRAPH_SURVEY_DATE_LIMITS[slug]} dates`,
    );
  }
  if (ids.length === 0) throw new GraphEngineError('not-found', `${slug} needs a survey date`);
  return ids
    .map((id) => cubeOf(cubes, id))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.surveyDateId - b.surveyDateId));
}

/**
 * The opening of a filtered graph: its options, its dates as {@link selectDates} picks them, and its filters
 * resolved against those dates and the account's others (a filter names answers by code, not per date).
 */
export function selectDatesAndFilters(
  slug: ChartGraphSlug,
  query: { survey_dates: readonly number[]; filters: readonly GraphFilter[] },
  context: GraphContext,
) {
  const dates = selectDates(slug, query.survey_dates, context.cubes);
  return {
    options: context.options,
    dates,
    filters: portableFilters(query.filters, [...dates, ...context.cubes]),
  };
}
