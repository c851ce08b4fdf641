import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import { measureBreakdown } from '../breakdown';
import { categorySizes, withChanges } from '../change';
import { demographyCategories } from '../demography-categories';
import { type GraphContext, graphResponse, latestPopulation } from '../graph-context';
import { graphSeries } from '../graph-series';
import { selectDatesAndFilters } from '../select-dates';
import { indexMeasures, indexSeriesName } from '../series-name';

/**
 * commitment_demographics (spec 2 §7, graphs.md 8): the engagement index per answer of the main demography, one
 * series per date oldest first, the satisfaction index as a second series for a single date.
 */
export function commitmentDemographicsGraph(
  query: GraphQueryOf<'commitment_demographics'>,
  context: GraphContext,
): GraphResponse {
  const { options, dates, filters } = selectDatesAndFilters('commitment_demographics', query, context);
  const main = demographyCategories(query.main_dimension_demography_id, dates, context.cubes, filters);
  const withSatisfaction = query.show_satisfaction_index && dates.length === 1;
  const series: GraphSeries[] = [];
  const sizes: (number | null)[][] = [];
  const populations = latestPopulation(context);
  for (const cube of dates) {
    const population = populations.of(cube, filters);
    const measures = indexMeasures(cube, withSatisfaction);
    const partition = main.partitionOf(cube);
    const results = measureBreakdown(population, partition, measures, main.categories.length, context);
    // the sizes judge the change since the previous date: only a graph over several dates has one
    if (dates.length > 1)
      sizes.push(
        categorySizes(population, partition, main.categories.length, filters, main.filterOf, options.k),
      );
    results.forEach((result, j) => {
      const name = indexSeriesName(cube, j, withSatisfaction, options);
      series.push(graphSeries(name, result.values, result.asked, result.reasons));
    });
  }
  const changed = withChanges(series, dates.length, (d, c) => sizes[d]?.[c] ?? null);
  return graphResponse(context, changed, {
    categories: main.categories.map((c) => c.item.name),
    ...populations.meta(),
  });
}
