import type { GraphDimension } from '../schemas/graph-settings';

/** Makes the row of `demographyId` (null: the worker-group row) the only main dimension of a graph (spec 2 §4). */
export function chooseMainDimension(
  rows: readonly GraphDimension[],
  demographyId: number | null,
): GraphDimension[] {
  return rows.map((row) => ({ ...row, is_main_dimension: row.demography_id === demographyId }));
}

/** Sets whether the row of `demographyId` (null: the worker-group row) is a filter of its graph (spec 2 §2 graph settings). */
export function setDimensionFilter(
  rows: readonly GraphDimension[],
  demographyId: number | null,
  isFilter: boolean,
): GraphDimension[] {
  return rows.map((row) => (row.demography_id === demographyId ? { ...row, is_filter: isFilter } : row));
}
