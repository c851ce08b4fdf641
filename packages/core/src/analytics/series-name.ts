import type { ResolvedGraphOptions } from './graph-options';
import type { SurveyCube } from './survey-cube';

/** The measures of the index series of a date: the engagement index, and the satisfaction index when shown. */
export function indexMeasures(cube: SurveyCube, withSatisfaction: boolean) {
  return withSatisfaction ? [cube.engagementMeasure, cube.satisfactionMeasure] : [cube.engagementMeasure];
}

/**
 * The name of an index series: the date in the account's display format, or with the satisfaction index shown
 * (a single date) "Engagement index" / "Satisfaction index" (graphs.md "The graphs").
 */
export function indexSeriesName(
  cube: SurveyCube,
  measure: number,
  withSatisfaction: boolean,
  options: ResolvedGraphOptions,
): string {
  if (!withSatisfaction) return options.dateLabel(cube.date);
  return measure === 0 ? options.labels.engagementIndex : options.labels.satisfactionIndex;
}
