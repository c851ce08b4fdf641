import type { Percent } from '../indexes/units';
import { accumulateMeasures } from './accumulate';
import { CellTable } from './cell-table';
import type { DatePopulation, GraphContext } from './graph-context';
import { type PartitionCells, partitionCells } from './partition-cells';

/** A partition of one date's respondents into groups, each shown as a category (or not, -1). */
export interface Partition {
  /** Per respondent, its group; -1 = the remainder (in no group). */
  readonly groupOf: Int32Array | Int16Array | null;
  readonly groupCount: number;
  /** Per group, its category position in the response; -1 = not shown. */
  readonly categoryOf: Int32Array;
  /** The privacy dimension whose values the groups are (docs/privacy.md "Dimensions"); null = no groups. */
  readonly dimension: string | null;
}

/** One measure broken down by category: rounded and exact values, and the gated total read on demand. */
export interface MeasureBreakdown {
  readonly values: (Percent | null)[];
  readonly exact: (Percent | null)[];
  readonly total: () => Percent | null;
}

/** Adds relations beyond total = Σ groups (hierarchies, cross-measure sums) before suppression. */
export type RelateCells = (table: CellTable, cells: readonly PartitionCells[]) => void;

/**
 * Computes measures (cube measure indexes) per category of a partition in one pass, with the privacy rule and
 * secondary suppression over total = Σ groups (+ any `relate` relations); an unusable date is all null.
 */
export function measureBreakdown(
  population: DatePopulation,
  partition: Partition,
  measures: readonly number[],
  categoryCount: number,
  context: GraphContext,
  relate?: RelateCells,
): MeasureBreakdown[] {
  const empty = () => new Array<Percent | null>(categoryCount).fill(null);
  if (!population.usable) return measures.map(() => ({ values: empty(), exact: empty(), total: () => null }));
  const { k } = context.options;
  const { cube, members } = population;
  const totals = accumulateMeasures(cube, members, partition.groupOf, partition.groupCount, measures);
  const table = new CellTable();
  const cells = measures.map((_, j) => partitionCells(table, totals, j));
  relate?.(table, cells);
  // A category whose population the date's privacy pattern withholds is withheld in every measure (docs/privacy.md).
  if (partition.dimension !== null) {
    for (let g = 0; g < partition.groupCount; g++) {
      const status = population.privacy.category(partition.dimension, g);
      if (status === 'visible') continue;
      // warned even where nobody is in the category, so an empty category and a withheld one look alike
      if ((partition.categoryOf[g] ?? -1) >= 0)
        context.warnings.add(
          status === 'too-complex' ? 'graph-warning-privacy-combination' : 'graph-warning-privacy',
        );
      for (const c of cells) table.withhold(c.groups[g]!);
    }
  }
  table.suppress(k);
  return cells.map((c) => {
    const values = empty();
    const exact = empty();
    c.groups.forEach((cell, g) => {
      const category = partition.categoryOf[g] ?? -1;
      if (category < 0) return;
      exact[category] = table.exactShare(cell, k, context.warnings);
      values[category] = table.share(cell, k, context.warnings);
    });
    return { values, exact, total: () => table.share(c.total, k, context.warnings) };
  });
}
