import type { Percent } from '../../indexes/units';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import { type Partition, type RelateCells, measureBreakdown } from '../breakdown';
import { demographyCategories } from '../demography-categories';
import { type GraphContext, graphResponse, latestPopulation } from '../graph-context';
import { categorySizes, withChanges } from '../change';
import { graphSeries, reorderSeries } from '../graph-series';
import { rankOrder } from '../merge-categories';
import type { PortableFilter } from '../population';
import { selectDatesAndFilters } from '../select-dates';
import { indexMeasures, indexSeriesName } from '../series-name';
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
  const { options, dates, filters } = selectDatesAndFilters('commitment_ranking', query, context);
  let main: {
    labels: string[];
    partitionOf: (cube: SurveyCube) => Partition;
    relateOf?: (cube: SurveyCube) => RelateCells;
    filterOf: (c: number) => PortableFilter | 'public' | null;
  };
  if (options.mainDimensionDemographyId === null) {
    // a unit's respondent count is published by the participation table; under a filter other than the worker
    // groups' (which keep or drop whole units) its size is not shown, so its change is not judged
    const unfiltered = filters.every((f) => f.type === 'worker_group');
    main = { ...unitCategories(dates, filters), filterOf: () => (unfiltered ? 'public' : null) };
  } else {
    const d = demographyCategories(options.mainDimensionDemographyId, dates, context.cubes, filters);
    main = { labels: d.categories.map((c) => c.item.name), partitionOf: d.partitionOf, filterOf: d.filterOf };
  }
  const withSatisfaction = query.show_satisfaction_index && dates.length === 1;
  const series: GraphSeries[] = [];
  const populations = latestPopulation(context);
  let latestExact: (Percent | null)[] = [];
  const sizes: (number | null)[][] = [];
  for (const cube of dates) {
    const population = populations.of(cube, filters);
    const measures = indexMeasures(cube, withSatisfaction);
    const partition = main.partitionOf(cube);
    const results = measureBreakdown(
      population,
      partition,
      measures,
      main.labels.length,
      context,
      main.relateOf?.(cube),
    );
    // the sizes judge the change since the previous date: only a graph over several dates has one
    if (dates.length > 1)
      sizes.push(categorySizes(population, partition, main.labels.length, filters, main.filterOf, options.k));
    latestExact = results[0]!.exact;
    results.forEach((result, j) => {
      series.push(
        graphSeries(
          indexSeriesName(cube, j, withSatisfaction, options),
          result.values,
          result.asked,
          result.reasons,
        ),
      );
    });
  }
  const order = rankOrder(latestExact);
  return graphResponse(
    context,
    withChanges(series, dates.length, (d, c) => sizes[d]?.[c] ?? null).map((s) => reorderSeries(s, order)),
    { categories: order.map((i) => main.labels[i]!), ...populations.meta() },
  );
}
