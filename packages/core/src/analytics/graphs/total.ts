import type { Percent } from '../../indexes/units';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import { type GraphContext, graphResponse, latestPopulation } from '../graph-context';
import { withPopulationChanges } from '../change';
import { graphSeries, reorderSeries } from '../graph-series';
import { itemLattice } from '../item-lattice';
import { mergeCategories, rankOrder } from '../merge-categories';
import { selectDatesAndFilters } from '../select-dates';
import { itemsInScope, workerGroupScope } from '../worker-group-scope';

/**
 * total (spec 2 §7, graphs.md 4): the positive share of every item of every topic, sorted by the latest date's
 * unrounded value, highest first, withheld and missing last; colours = the item's topic `bg_color`. A worker-group
 * filter lists only the items its groups were asked (graphs.md finer point 10); an item not asked on a date is a
 * null that is not withheld.
 */
export function totalGraph(query: GraphQueryOf<'total'>, context: GraphContext): GraphResponse {
  const { options, dates, filters } = selectDatesAndFilters('total', query, context);
  const scope = workerGroupScope(filters);
  const asked = dates.map((cube) => itemsInScope(cube, cube.topicItems, scope));
  const items = mergeCategories(
    dates.map((cube, d) => asked[d]!.map((i) => cube.items[i]!)),
    (item) => item.code,
  );
  const series: GraphSeries[] = [];
  const populations = latestPopulation(context);
  let latestExact: (Percent | null)[] = [];
  dates.forEach((cube, d) => {
    const population = populations.of(cube, filters);
    const lattice = population.usable
      ? itemLattice(cube, population.members, options.k, 'all', {
          privacy: population.privacy,
          warnings: context.warnings,
        })
      : null;
    const own = new Set(asked[d]);
    const columns = items.map((c) => {
      const i = cube.itemIndexByCode.get(c.key);
      return i !== undefined && own.has(i) ? i : -1;
    });
    const cells = columns.map((i) => (i < 0 || !lattice ? -1 : lattice.itemCell[i]!));
    latestExact = cells.map((cell) =>
      cell < 0 ? null : lattice!.table.exactShare(cell, options.k, context.warnings),
    );
    series.push(
      graphSeries(
        options.dateLabel(cube.date),
        cells.map((cell) => (cell < 0 ? null : lattice!.table.share(cell, options.k, context.warnings))),
        columns.map((i) => i >= 0),
        lattice ? cells.map((cell) => (cell < 0 ? null : lattice.table.reason(cell))) : population.reason,
      ),
    );
  });
  const order = rankOrder(latestExact);
  // every item is the whole population's: the change is judged by the dates' respondent counts
  return withPopulationChanges(
    graphResponse(
      context,
      series.map((s) => reorderSeries(s, order)),
      {
        categories: order.map((i) => items[i]!.item.name),
        categories_colors: order.map((i) => items[i]!.item.bg_color),
        ...populations.meta(),
      },
    ),
  );
}
