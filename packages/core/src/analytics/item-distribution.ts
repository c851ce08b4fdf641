import type { GraphResponse, GraphSeries, WithheldReason } from '../schemas/graph-response';
import { graphSeries } from './graph-series';
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
import { itemsInScope, workerGroupScope } from './worker-group-scope';

/**
 * A stacked negative/middle/positive chart of items (commitment_detailed, satisfaction_topics): items matched by
 * code, latest date's first; per date three series with `stack` = the date, each item's distribution summing to
 * 100 by largest remainder (graphs.md 3, 5); `itemsOf` gives a date's item columns in category order, `topicsOf`
 * the topics they belong to. A worker-group filter keeps the items its groups were asked (graphs.md finer point 10);
 * an item not asked on a date is a null that is not withheld.
 */
export function itemDistributionGraph(
  dates: readonly SurveyCube[],
  filters: readonly PortableFilter[],
  itemsOf: (cube: SurveyCube) => readonly number[],
  topicsOf: (cube: SurveyCube) => readonly number[],
  context: GraphContext,
): GraphResponse {
  const { options } = context;
  const scope = workerGroupScope(filters);
  const asked = dates.map((cube) => {
    const topics = new Set(topicsOf(cube).map((t) => cube.topics[t]));
    return itemsInScope(cube, itemsOf(cube), scope, (topic) => topics.has(topic));
  });
  const categories = mergeCategories(
    dates.map((cube, d) => asked[d]!.map((i) => cube.items[i]!)),
    (item) => item.code,
  );
  const series: GraphSeries[] = [];
  let latest: DatePopulation | undefined;
  dates.forEach((cube, d) => {
    const population = datePopulation(cube, filters, context);
    latest = population;
    const lattice = population.usable
      ? itemLattice(cube, population.members, options.k, topicsOf(cube), {
          privacy: population.privacy,
          warnings: context.warnings,
        })
      : null;
    const own = new Set(asked[d]);
    const askedHere: boolean[] = [];
    const reasons: (WithheldReason | null)[] = [];
    const bands = {
      negative: [] as (number | null)[],
      middle: [] as (number | null)[],
      positive: [] as (number | null)[],
    };
    for (const category of categories) {
      const item = cube.itemIndexByCode.get(category.key);
      askedHere.push(item !== undefined && own.has(item));
      const cell = item !== undefined && own.has(item) && lattice ? lattice.itemCell[item]! : -1;
      const distribution =
        cell >= 0 && lattice ? lattice.table.distribution(cell, options.k, context.warnings) : null;
      reasons.push(lattice ? (cell >= 0 ? lattice.table.reason(cell) : null) : population.reason);
      bands.negative.push(distribution?.negative ?? null);
      bands.middle.push(distribution?.middle ?? null);
      bands.positive.push(distribution?.positive ?? null);
    }
    const stack = options.dateLabel(cube.date);
    series.push(
      graphSeries(options.labels.negative, bands.negative, askedHere, reasons, stack),
      graphSeries(options.labels.middle, bands.middle, askedHere, reasons, stack),
      graphSeries(options.labels.positive, bands.positive, askedHere, reasons, stack),
    );
  });
  return graphResponse(context, series, {
    categories: categories.map((c) => c.item.name),
    ...populationMeta(latest, options.k),
  });
}
