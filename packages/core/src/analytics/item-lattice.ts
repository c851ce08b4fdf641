import { accumulateItems, accumulateMeasures, type ItemTotals, type MeasureTotals } from './accumulate';
import { CellTable, type WarningSink } from './cell-table';
import { type PopulationPrivacy, withheldWarning } from './privacy/population-privacy';
import type { SurveyCube } from './survey-cube';
import { askedGroupSets, measureItems } from './worker-group-scope';

/** The item, topic and index cells of one date's population, suppressed together. */
export interface ItemLattice {
  readonly table: CellTable;
  /** Per item column of the cube, its cell (-1 when not computed). */
  readonly itemCell: Int32Array;
  /** Per topic of the cube, its cell. */
  readonly topicCell: Int32Array;
  readonly engagementCell: number;
  readonly satisfactionCell: number;
}

/** The counts a lattice is made of: its items' bands and every measure's, over the whole population. */
interface LatticeCounts {
  readonly items: ItemTotals;
  readonly totals: MeasureTotals;
}

/**
 * Lattice counts per population array, then per requested item columns (docs/graphs.md "Caches"). A population's
 * array comes from `populationOf`, which hands the same array back for the same cube and filters and never writes
 * it after building it, so its counts are those of one population: the graphs a view opens on one population
 * (satisfaction_total, the item graphs, total, key drivers, trends) count its answers once. Freed with the array.
 */
const countsByPopulation = new WeakMap<Int32Array, Map<string, LatticeCounts>>();

/** The items' and measures' counts of a population, counted on first use and read back after (never written to). */
function latticeCounts(cube: SurveyCube, members: Int32Array, columns: Int32Array): LatticeCounts {
  let byColumns = countsByPopulation.get(members);
  if (!byColumns) {
    byColumns = new Map();
    countsByPopulation.set(members, byColumns);
  }
  const key = columns.join(',');
  const known = byColumns.get(key);
  if (known) return known;
  const measures = Array.from({ length: cube.measureCount }, (_, m) => m);
  const counts = {
    items: accumulateItems(cube, members, columns),
    totals: accumulateMeasures(cube, members, null, 1, measures),
  };
  byColumns.set(key, counts);
  return counts;
}

/**
 * Cells for the items, topics, the engagement and the satisfaction index of a population, with the relations
 * topic = Σ its items, engagement = Σ commitment items, satisfaction = Σ index topics (docs/graphs.md). The
 * item graphs and satisfaction_total all read this lattice, so they withhold the same cells; `withItemsOf` limits
 * the item cells to some topics (plus every commitment item when one is a commitment topic) for speed — the
 * cells of those topics and items come out the same as with 'all' (the default).
 */
export function itemLattice(
  cube: SurveyCube,
  members: Int32Array,
  k: number,
  withItemsOf: readonly number[] | 'all' = 'all',
  counted?: { readonly privacy: PopulationPrivacy; readonly warnings: WarningSink },
): ItemLattice {
  const table = new CellTable();
  const topicsWithItems = withItemsOf === 'all' ? cube.topics.map((_, t) => t) : withItemsOf;
  const wanted = new Set(topicsWithItems.flatMap((t) => Array.from(cube.topics[t]?.itemIndexes ?? [])));
  const commitment = topicsWithItems.some((t) => cube.topics[t]?.is_commitment);
  if (commitment) for (const i of cube.commitmentItems) wanted.add(i);
  const columns = Int32Array.from(wanted);
  const { items, totals } = latticeCounts(cube, members, columns);
  const itemCell = new Int32Array(cube.items.length).fill(-1);
  columns.forEach((item, x) => {
    const b = items.bands;
    itemCell[item] = table.add(b[x * 3]!, b[x * 3 + 1]!, b[x * 3 + 2]!, items.contributors[x]!);
  });
  const cellOf = (m: number) =>
    table.add(
      totals.bands[m * 3]!,
      totals.bands[m * 3 + 1]!,
      totals.bands[m * 3 + 2]!,
      totals.contributors[m]!,
    );
  const topicCell = Int32Array.from(cube.topics, (_, t) => cellOf(t));
  const engagementCell = cellOf(cube.engagementMeasure);
  const satisfactionCell = cellOf(cube.satisfactionMeasure);
  for (const t of topicsWithItems) {
    table.relate(
      topicCell[t]!,
      Array.from(cube.topics[t]!.itemIndexes, (i) => itemCell[i]!),
    );
  }
  if (commitment)
    table.relate(
      engagementCell,
      Array.from(cube.commitmentItems, (i) => itemCell[i]!),
    );
  const indexTopics = cube.topics.flatMap((topic, t) =>
    !topic.is_commitment && topic.is_calculated_in_index ? [topicCell[t]!] : [],
  );
  table.relate(satisfactionCell, indexTopics);
  if (counted) {
    // a value counts, item by item, only the people asked the item: each such narrower box must be shown too
    // (docs/privacy.md "Rule 9"); a cell whose box is not is withheld before the relations run
    const judge = (cell: number, items: ArrayLike<number>) => {
      for (const groups of askedGroupSets(cube, items)) {
        const status = counted.privacy.counted(groups);
        if (status === 'visible') continue;
        counted.warnings.add(withheldWarning(status));
        table.withhold(cell, status);
        return;
      }
    };
    for (const item of columns) judge(itemCell[item]!, [item]);
    cube.topics.forEach((_, t) => {
      judge(topicCell[t]!, measureItems(cube, t));
    });
    judge(engagementCell, measureItems(cube, cube.engagementMeasure));
    judge(satisfactionCell, measureItems(cube, cube.satisfactionMeasure));
  }
  table.suppress(k);
  return { table, itemCell, topicCell, engagementCell, satisfactionCell };
}
