import type { Percent } from '../../indexes/units';
import type { GraphQueryOf } from '../../schemas/graph-query';
import type { GraphResponse, GraphSeries } from '../../schemas/graph-response';
import {
  type DatePopulation,
  datePopulation,
  type GraphContext,
  graphResponse,
  populationMeta,
} from '../graph-context';
import { itemLattice } from '../item-lattice';
import { mergeCategories, rankOrder } from '../merge-categories';
import { portableFilters } from '../population';
import { selectDates } from '../select-dates';

/**
 * total (spec 2 §7, graphs.md 4): the positive share of every item of every topic, sorted by the latest date's
 * unrounded value, highest first, withheld and missing last; colours = the item's topic `bg_color`.
 */
export function totalGraph(query: GraphQueryOf<'total'>, context: GraphContext): GraphResponse {
  const { options } = context;
  const dates = selectDates('total', query.survey_dates, context.cubes);
  const filters = portableFilters(query.filters, [...dates, ...context.cubes]);
  const items = mergeCategories(
    dates.map((cube) => Array.from(cube.topicItems, (i) => cube.items[i]!)),
    (item) => item.code,
  );
  const series: GraphSeries[] = [];
  let latest: DatePopulation | undefined;
  let latestExact: (Percent | null)[] = [];
  for (const cube of dates) {
    const population = datePopulation(cube, filters, context);
    latest = population;
    const lattice = population.usable ? itemLattice(cube, population.members, options.k) : null;
    const cells = items.map((c) => {
      const i = cube.itemIndexByCode.get(c.key);
      return i === undefined || !lattice ? -1 : lattice.itemCell[i]!;
    });
    latestExact = cells.map((cell) =>
      cell < 0 ? null : lattice!.table.exactShare(cell, options.k, context.warnings),
    );
    series.push({
      name: options.dateLabel(cube.date),
      data: cells.map((cell) => (cell < 0 ? null : lattice!.table.share(cell, options.k, context.warnings))),
    });
  }
  const order = rankOrder(latestExact);
  return graphResponse(
    context,
    series.map((s) => ({ ...s, data: order.map((i) => s.data[i] ?? null) })),
    {
      categories: order.map((i) => items[i]!.item.name),
      categories_colors: order.map((i) => items[i]!.item.bg_color),
      ...populationMeta(latest, options.k),
    },
  );
}
