import { type GraphResponse, type WithheldReason, withheldReasonAt } from '@pulzus/core';

/** One cell of the heatmap: its index, its difference from the company, and why it may be empty. */
export interface HeatmapCell {
  readonly value: number | null;
  /** value − the company's value in the column; null when either is missing. */
  readonly difference: number | null;
  /** True where a privacy rule withheld the value (docs/graphs.md "withheld"); a null otherwise was not asked. */
  readonly withheld: boolean;
  /** Why it is withheld, where the server says (docs/privacy.md "Reasons"); null otherwise. */
  readonly reason: WithheldReason | null;
}

/** One row: the company (first) or a group. */
export interface HeatmapRow {
  readonly name: string;
  readonly company: boolean;
  readonly cells: readonly HeatmapCell[];
}

/** The heatmap of a `heatmap` graph response: its columns, the company row, then the groups. */
export interface HeatmapModel {
  readonly columns: readonly string[];
  readonly company: HeatmapRow | null;
  readonly groups: readonly HeatmapRow[];
  /** The k a `fewer-than-k` reason names (`graph_meta.min_group_size`, 5 when absent). */
  readonly minGroupSize: number;
}

/** How the groups are ordered: by a column's value, or as the answers come (null). */
export interface HeatmapSort {
  readonly column: number;
  readonly direction: 'ascending' | 'descending';
}

/**
 * The model of a heatmap response (docs/graphs.md "Heatmap"): the first series is the company, each
 * further one a group; a cell's difference is taken against the company's value in its column.
 */
export function heatmapModel(data: GraphResponse): HeatmapModel {
  const columns = data.graph_meta.categories;
  const [first, ...rest] = data.graph_data;
  const companyValues = first?.data ?? [];
  const row = (series: (typeof data.graph_data)[number], company: boolean): HeatmapRow => ({
    name: series.name,
    company,
    cells: columns.map((_, i) => {
      const value = series.data[i] ?? null;
      const reference = companyValues[i] ?? null;
      return {
        value,
        difference: value === null || reference === null ? null : value - reference,
        withheld: series.withheld?.[i] === true,
        reason: withheldReasonAt(series, i),
      };
    }),
  });
  return {
    columns,
    company: first ? row(first, true) : null,
    groups: rest.map((series) => row(series, false)),
    minGroupSize: data.graph_meta.min_group_size ?? 5,
  };
}

/**
 * The groups in the sort's order: by the column's value, empty cells last whatever the direction,
 * ties in the answers' order; the company row is never sorted (it stays on top).
 */
export function sortedGroups(groups: readonly HeatmapRow[], sort: HeatmapSort | null): HeatmapRow[] {
  if (!sort) return [...groups];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return groups
    .map((row, index) => ({ row, index, value: row.cells[sort.column]?.value ?? null }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * (a.value - b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The next sort when a column header is clicked: descending first, then ascending, then none. */
export function nextSort(current: HeatmapSort | null, column: number): HeatmapSort | null {
  if (current?.column !== column) return { column, direction: 'descending' };
  return current.direction === 'descending' ? { column, direction: 'ascending' } : null;
}

/** A signed whole-point difference as the heatmap writes it: "+7", "−12", "0". */
export function signedDifference(difference: number): string {
  if (difference > 0) return `+${difference}`;
  if (difference < 0) return `−${Math.abs(difference)}`;
  return '0';
}

/**
 * The colour strength of a difference: 0 at the company value, 1 at 20 points or more away, so a
 * group 20 points below is as strong a red as one 20 above is a green.
 */
export function differenceStrength(difference: number): number {
  return Math.min(1, Math.abs(difference) / 20);
}
