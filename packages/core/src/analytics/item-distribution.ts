import type { GraphResponse, GraphSeries } from '../schemas/graph-response';
import type { PortableFilter } from './population';
import {
  type DatePopulation,
  datePopulation,
  type GraphContext,
  graphResponse,
  populationMeta,
} from './graph-context';
import { itemLattice } from './item-lattice';
import { mergeCategories } from './merge-categories';
import type { SurveyCube } from './survey-cube';

/**
 * A stacked negative/middle/positive chart of items (commitment_detailed, satisfaction_topics): items matched by
 * code, latest date's first; per date three series with `stack` = the date, each item's distribution summing to
 * 100 by largest remainder (graphs.md 3, 5); `itemsOf` gives a date's item columns in category order, `topicsOf`
 * the topics they belong to.
 */
export function itemDistributionGraph(
  dates: readonly SurveyCube[],
  filters: readonly PortableFilter[],
  itemsOf: (cube: SurveyCube) => readonly number[],
  topicsOf: (cube: SurveyCube) => readonly number[],
  context: GraphContext,
): GraphResponse {
  const { options } = context;
  const categories = mergeCategories(
    dates.map((cube) => itemsOf(cube).map((i) => cube.items[i]!)),
    (item) => item.code,
  );
  const series: GraphSeries[] = [];
  let latest: DatePopulation | undefined;
  for (const cube of dates) {
    const population = datePopulation(cube, filters, context);
    latest = population;
    const lattice = population.usable
      ? itemLattice(cube, population.members, options.k, topicsOf(cube))
      : null;
    const own = new Set(itemsOf(cube));
    const bands = {
      negative: [] as (number | null)[],
      middle: [] as (number | null)[],
      positive: [] as (number | null)[],
    };
    for (const category of categories) {
      const item = cube.itemIndexByCode.get(category.key);
      const cell = item !== undefined && own.has(item) && lattice ? lattice.itemCell[item]! : -1;
      const distribution =
        cell >= 0 && lattice ? lattice.table.distribution(cell, options.k, context.warnings) : null;
      bands.negative.push(distribution?.negative ?? null);
      bands.middle.push(distribution?.middle ?? null);
      bands.positive.push(distribution?.positive ?? null);
    }
    const stack = options.dateLabel(cube.date);
    series.push(
      { name: options.labels.negative, data: bands.negative, stack },
      { name: options.labels.middle, data: bands.middle, stack },
      { name: options.labels.positive, data: bands.positive, stack },
    );
  }
  return graphResponse(context, series, {
    categories: categories.map((c) => c.item.name),
    ...populationMeta(latest, options.k),
  });
}
