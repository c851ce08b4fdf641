import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import { type Partition, measureBreakdown } from '../breakdown';
import { categorySizes, withChanges } from '../change';
import { demographyCategories } from '../demography-categories';
import { type GraphContext, graphResponse, latestPopulation, populationMeta } from '../graph-context';
import { graphSeries } from '../graph-series';
import { mergeCategories } from '../merge-categories';
import { type PortableFilter, portableFilters } from '../population';
import { WORKER_GROUP_DIMENSION } from '../privacy/privacy-dimensions';
import { selectDates } from '../select-dates';
import { indexMeasures, indexSeriesName } from '../series-name';
import type { SurveyCube } from '../survey-cube';
import { groupAskedMeasure } from '../worker-group-scope';

/** The main-dimension categories of commitment_total / commitment_ranking: worker groups, or a demography's answers. */
export function workerGroupCategories(dates: readonly SurveyCube[]) {
  const categories = mergeCategories(
    dates.map((c) => c.workerGroups),
    (g) => String(g.id),
  );
  const position = new Map(categories.map((c, i) => [c.key, i]));
  const partitionOf = (cube: SurveyCube): Partition => ({
    dimension: WORKER_GROUP_DIMENSION,
    groupOf: cube.workerGroupOf,
    groupCount: cube.workerGroups.length,
    categoryOf: Int32Array.from(cube.workerGroups, (g) => position.get(String(g.id)) ?? -1),
    // a worker group without a topic of the measure on the date was not asked (configuration)
    asked: (g, measure) => groupAskedMeasure(cube, g, measure),
  });
  // the filter that keeps one category: a worker-group filter of its id (docs/graphs.md "Change since the previous date")
  const filterOf = (c: number): PortableFilter => ({
    type: 'worker_group',
    ids: new Set([categories[c]!.item.id]),
  });
  return { names: categories.map((c) => c.item.name), partitionOf, filterOf };
}

/**
 * commitment_total (spec 2 §7, graphs.md "The graphs"): the engagement index per main-dimension category and a
 * final Total, one series per date oldest first; the satisfaction index as a second series for a single date.
 */
export function commitmentTotalGraph(
  query: GraphQueryOf<'commitment_total'>,
  context: GraphContext,
): GraphResponse {
  const { options } = context;
  const dates = selectDates('commitment_total', query.survey_dates, context.cubes);
  const main =
    options.mainDimensionDemographyId === null
      ? workerGroupCategories(dates)
      : (() => {
          const d = demographyCategories(options.mainDimensionDemographyId, dates, context.cubes);
          return {
            names: d.categories.map((c) => c.item.name),
            partitionOf: d.partitionOf,
            filterOf: d.filterOf,
          };
        })();
  const withSatisfaction = query.show_satisfaction_index && dates.length === 1;
  const series: GraphSeries[] = [];
  const sizes: (number | null)[][] = [];
  const populations = latestPopulation(context);
  for (const cube of dates) {
    // a scoped viewer's population is the scope (analytics/scope.ts); everyone otherwise
    const population = populations.of(
      cube,
      portableFilters(context.baseFilters ?? [], [cube, ...context.cubes]),
    );
    const measures = indexMeasures(cube, withSatisfaction);
    const partition = main.partitionOf(cube);
    const results = measureBreakdown(population, partition, measures, main.names.length, context);
    // the sizes judge the change since the previous date: only a graph over several dates has one
    if (dates.length > 1)
      sizes.push([
        ...categorySizes(population, partition, main.names.length, [], main.filterOf, options.k),
        populationMeta(population, options.k).worker_count,
      ]);
    results.forEach((result, j) => {
      const name = indexSeriesName(cube, j, withSatisfaction, options);
      series.push(
        graphSeries(
          name,
          [...result.values, result.total()],
          [...result.asked, result.totalAsked],
          [...result.reasons, result.totalReason()],
        ),
      );
    });
  }
  const changed = withChanges(series, dates.length, (d, c) => sizes[d]?.[c] ?? null);
  return graphResponse(context, changed, {
    categories: [...main.names, options.labels.total],
    ...populations.meta(),
  });
}
