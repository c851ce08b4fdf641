import type { GraphSlug } from '../schemas/graph-query';
import type { GraphDimension } from '../schemas/graph-settings';
import { isWorkerGroupRow } from './sidebar-visibility';

/**
 * Which rows of a graph can be its main dimension: `none` (the graph has no main dimension),
 * `demography` (its query needs a demography: the one the sidebar selects first) or `any` (its
 * categories: the worker groups or the answers of a demography).
 */
export type MainDimensionScope = 'none' | 'demography' | 'any';

/** What a graph's dimension rows are used for (spec 2 §4, §7; graphs.md "The graphs"). */
export interface GraphDimensionUse {
  /** Which rows can be the main dimension. */
  readonly main: MainDimensionScope;
  /** Whether the graph's query takes filters, so a row's `is_filter` matters. */
  readonly filters: boolean;
}

/**
 * The dimension use of every graph, matching the defaults of spec 2 §4: commitment_total and
 * commitment_ranking draw their categories from the main dimension (graphs.md rule 5); the three
 * demographic graphs query one demography (spec 2 §5, §7); commitment_total and participation_rate
 * take no filters (spec 2 §7).
 */
export const GRAPH_DIMENSION_USE: Readonly<Record<GraphSlug, GraphDimensionUse>> = {
  participation_rate: { main: 'none', filters: false },
  demographics: { main: 'demography', filters: true },
  commitment_total: { main: 'any', filters: false },
  commitment_demographics: { main: 'demography', filters: true },
  commitment_detailed: { main: 'none', filters: true },
  commitment_ranking: { main: 'any', filters: true },
  satisfaction_total: { main: 'none', filters: true },
  satisfaction_topics: { main: 'none', filters: true },
  satisfaction_demographics: { main: 'demography', filters: true },
  total: { main: 'none', filters: true },
};

/** Whether a row can be the main dimension of the graph `slug` (see {@link GRAPH_DIMENSION_USE}). */
export function canBeMainDimension(
  slug: GraphSlug,
  row: Pick<GraphDimension, 'demography_id' | 'is_worker_group_demography'>,
): boolean {
  const scope = GRAPH_DIMENSION_USE[slug].main;
  return scope === 'any' || (scope === 'demography' && !isWorkerGroupRow(row));
}

/**
 * The rows with at most one main dimension, as the server accepts them (spec 2 §4: "only that row
 * the main one"): the first row that is main and can be main stays so; every other row is not main.
 * The defaults mark every demography main on the demographic graphs, and the sidebar and the server
 * take the first of them, so this keeps what the graph pages show. Filters are left as they are.
 */
export function singleMainDimension(slug: GraphSlug, rows: readonly GraphDimension[]): GraphDimension[] {
  const main = rows.find((row) => row.is_main_dimension && canBeMainDimension(slug, row));
  return rows.map((row) =>
    row.is_main_dimension === (row === main) ? row : { ...row, is_main_dimension: row === main },
  );
}

/** The main-dimension row of a graph's rows, or undefined when none is main. */
export function mainDimensionRow(rows: readonly GraphDimension[]): GraphDimension | undefined {
  return rows.find((row) => row.is_main_dimension);
}
