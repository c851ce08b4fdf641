import type { Percent } from '../../indexes/units';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import { type Partition, type RelateCells, measureBreakdown } from '../breakdown';
import { demographyCategories } from '../demography-categories';
import {
  type DatePopulation,
  datePopulation,
  type GraphContext,
  graphResponse,
  populationMeta,
} from '../graph-context';
import { graphSeries, reorderSeries } from '../graph-series';
import { rankOrder } from '../merge-categories';
import { portableFilters } from '../population';
import { selectDates } from '../select-dates';
import { indexSeriesName } from '../series-name';
import type { SurveyCube } from '../survey-cube';
import { unitCategories } from '../unit-categories';

/**
 * commitment_ranking (spec 2 §7, graphs.md 4, 9): the engagement index per unit (or per answer of the main
 * demography), sorted by the latest date's unrounded value, highest first, withheld ones last; one series per
 * date oldest first; the satisfaction index as a second series for a single date.
 */
export function commitmentRankingGraph(
  query: GraphQueryOf<'commitment_ranking'>,
  context: GraphContext,
): GraphResponse {
  const { options } = context;
  const dates = selectDates('commitment_ranking', query.survey_dates, context.cubes);
  const filters = portableFilters(query.filters, [...dates, ...context.cubes]);
  let main: {
    labels: string[];
    partitionOf: (cube: SurveyCube) => Partition;
    relateOf?: (cube: SurveyCube) => RelateCells;
  };
  if (options.mainDimensionDemographyId === null) {
    main = unitCategories(dates, filters);
  } else {
    const d = demographyCategories(options.mainDimensionDemographyId, dates, context.cubes);
    main = { labels: d.categories.map((c) => c.item.name), partitionOf: d.partitionOf };
  }
  const withSatisfaction = query.show_satisfaction_index && dates.length === 1;
  const series: GraphSeries[] = [];
  let latest: DatePopulation | undefined;
  let latestExact: (Percent | null)[] = [];
  for (const cube of dates) {
    const population = datePopulation(cube, filters, context);
    latest = population;
    const measures = withSatisfaction
      ? [cube.engagementMeasure, cube.satisfactionMeasure]
      : [cube.engagementMeasure];
    const results = measureBreakdown(
      population,
      main.partitionOf(cube),
      measures,
      main.labels.length,
      context,
      main.relateOf?.(cube),
    );
    latestExact = results[0]!.exact;
    results.forEach((result, j) => {
      series.push(
        graphSeries(indexSeriesName(cube, j, withSatisfaction, options), result.values, result.asked),
      );
    });
  }
  const order = rankOrder(latestExact);
  return graphResponse(
    context,
    series.map((s) => reorderSeries(s, order)),
    { categories: order.map((i) => main.labels[i]!), ...populationMeta(latest, options.k) },
  );
}
