import type { MeasureTotals } from './accumulate';
import type { CellTable } from './cell-table';

/** The cells of one measure over a partition of the population. */
export interface PartitionCells {
  /** One cell per group (category). */
  readonly groups: number[];
  /** Respondents in no group (no answer to the demography, no unit); never published. */
  readonly remainder: number;
  /** The whole population. */
  readonly total: number;
}

/**
 * Adds the cells of measure `j` per group, the remainder and the total, and the relation total = Σ groups +
 * remainder (docs/graphs.md: every breakdown has a derivable total, shown or not).
 */
export function partitionCells(table: CellTable, totals: MeasureTotals, j: number): PartitionCells {
  const cells: number[] = [];
  for (let g = 0; g < totals.groupCount; g++) {
    const o = g * totals.measureCount + j;
    const b = totals.bands;
    cells.push(table.add(b[o * 3]!, b[o * 3 + 1]!, b[o * 3 + 2]!, totals.contributors[o]!));
  }
  const remainder = cells.pop()!;
  const total = table.addSum([...cells, remainder]);
  table.relate(total, [...cells, remainder]);
  return { groups: cells, remainder, total };
}
