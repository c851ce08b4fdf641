import type { ColumnGroups } from '../cube-atoms';
import type { PrivacyDimension } from './privacy-dimensions';

/** How many dimensions one population may combine (filters plus a breakdown); docs/privacy.md "Rule 3". */
export const PRIVACY_MAX_DIMENSIONS = 3;

/** One marginal table: the counts of respondents per combination of the values of some dimensions. */
export interface MarginalTable {
  /** Dimension indexes, ascending. */
  readonly dims: readonly number[];
  /** Per dimension of the table, the step of its value in the cell index. */
  readonly strides: readonly number[];
  /** Where the table's cells start in the pattern's arrays. */
  readonly offset: number;
  readonly size: number;
}

/** The key of a set of dimension indexes (ascending) in a pattern's table lookup. */
export const tableKey = (dims: readonly number[]) => dims.join(',');

/** Every subset of 0..n-1 with at most `max` members, smallest first (the empty set first). */
function subsets(n: number, max: number): number[][] {
  const out: number[][] = [[]];
  let level: number[][] = [[]];
  for (let size = 1; size <= max; size++) {
    const next: number[][] = [];
    for (const set of level) {
      for (let d = (set[set.length - 1] ?? -1) + 1; d < n; d++) next.push([...set, d]);
    }
    out.push(...next);
    level = next;
  }
  return out;
}

/**
 * The tables of every set of up to `PRIVACY_MAX_DIMENSIONS` dimensions but the `redundant` ones, laid out one after
 * the other in one cell space, smallest sets first.
 */
export function layOutTables(
  dimensions: readonly PrivacyDimension[],
  redundant: (dims: readonly number[]) => boolean,
): MarginalTable[] {
  let offset = 0;
  const tables: MarginalTable[] = [];
  for (const dims of subsets(dimensions.length, PRIVACY_MAX_DIMENSIONS)) {
    if (redundant(dims)) continue;
    const strides: number[] = [];
    let size = 1;
    for (const d of dims) {
      strides.push(size);
      size *= dimensions[d]!.size;
    }
    tables.push({ dims, strides, offset, size });
    offset += size;
  }
  return tables;
}

/**
 * Counts every table's cells into `counts` (a respondent without a value on one of its dimensions is in none of its
 * cells). Respondents with the same value on every dimension fall into the same cells, so each group of them
 * (cube-atoms.ts `groupByColumns`) is placed once, with its size.
 */
export function countCells(
  counts: Int32Array,
  dimensions: readonly PrivacyDimension[],
  groups: ColumnGroups,
  tables: readonly MarginalTable[],
): void {
  const values = dimensions.map((d) => d.values);
  const size = new Int32Array(groups.count);
  for (let r = 0; r < groups.atomOf.length; r++) size[groups.atomOf[r]!]!++;
  for (const table of tables) {
    const { dims, strides, offset } = table;
    rows: for (let g = 0; g < groups.count; g++) {
      const r = groups.first[g]!;
      let index = offset;
      for (let i = 0; i < dims.length; i++) {
        const v = values[dims[i]!]![r]!;
        if (v < 0) continue rows;
        index += v * strides[i]!;
      }
      counts[index]! += size[g]!;
    }
  }
}

/** The values of a table's cell, by dimension index. */
export function valuesOf(
  dimensions: readonly PrivacyDimension[],
  table: MarginalTable,
  cell: number,
): Map<number, number> {
  const values = new Map<number, number>();
  let rest = cell;
  for (const d of table.dims) {
    const size = dimensions[d]!.size;
    const v = rest % size;
    rest = (rest - v) / size;
    values.set(d, v);
  }
  return values;
}

/** The cell index of values in a table (every dimension of the table given). */
export function cellIndex(table: MarginalTable, values: ReadonlyMap<number, number>): number {
  let index = table.offset;
  table.dims.forEach((d, i) => {
    index += values.get(d)! * table.strides[i]!;
  });
  return index;
}
